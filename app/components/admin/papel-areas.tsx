import { Link } from "react-router";
import { hasPapel, type Papel } from "#server/auth/roles.ts";
import { PANEL_PATH } from "./session.tsx";

/*
 * Which admin pages a role may open (decision 036). The server refuses the writes by
 * itself (route guards answer 403); this only keeps the panel from offering what the
 * account cannot do, and tells whoever opens such a page directly why there is no form.
 */

export const PAPEL_MESSAGES = {
  notAllowed: (area: string) =>
    `Seu papel não permite editar ${area}. Peça a um editor ou a um administrador do site.`,
  notAllowedAdmin: (area: string) =>
    `Seu papel não permite abrir ${area}: só administradores têm acesso.`,
  title: "Acesso não permitido",
  back: "Voltar para o Painel Admin",
} as const;

type RestrictedArea = { prefix: string; papel: Papel; name: string };

/** Pages that need more than an `autor`; the routes of the same writes have these guards. */
export const RESTRICTED_AREAS: readonly RestrictedArea[] = [
  { prefix: "/admin/sobre", papel: "editor", name: "a página Sobre o Projeto" },
  { prefix: "/admin/paginas", papel: "editor", name: "as páginas institucionais" },
  { prefix: "/admin/subprojetos", papel: "editor", name: "os subprojetos" },
  { prefix: "/admin/repositorio", papel: "editor", name: "o repositório de publicações" },
  { prefix: "/admin/equipe", papel: "editor", name: "a equipe" },
  { prefix: "/admin/newsletters", papel: "editor", name: "as newsletters" },
  { prefix: "/admin/contato", papel: "editor", name: "os dados de contato e as mensagens" },
  { prefix: "/admin/rodape", papel: "editor", name: "as instituições do rodapé" },
  { prefix: "/admin/sugestoes", papel: "editor", name: "as sugestões dos leitores" },
  { prefix: "/admin/contas", papel: "administrador", name: "as contas" },
  { prefix: "/admin/registro", papel: "administrador", name: "o registro de atividades" },
  { prefix: "/admin/caixa-saida", papel: "administrador", name: "os e-mails enviados pelo site" },
];

/** The restriction of the admin page at `pathname`, if any. */
export function restrictionOf(pathname: string): RestrictedArea | undefined {
  return RESTRICTED_AREAS.find(
    (area) => pathname === area.prefix || pathname.startsWith(`${area.prefix}/`),
  );
}

/** True when an account of `papel` may open the admin page at `pathname`. */
export function mayOpen(papel: Papel, pathname: string): boolean {
  const area = restrictionOf(pathname);
  return !area || hasPapel(papel, area.papel);
}

/** What a page the account's role may not use shows instead of its form. */
export function PapelNotAllowed({ pathname }: { pathname: string }) {
  const area = restrictionOf(pathname);
  const name = area?.name ?? "esta área";
  return (
    <div className="container admin-panel">
      <h1>{PAPEL_MESSAGES.title}</h1>
      <p className="admin-notice" role="alert">
        {area?.papel === "administrador"
          ? PAPEL_MESSAGES.notAllowedAdmin(name)
          : PAPEL_MESSAGES.notAllowed(name)}
      </p>
      <p>
        <Link to={PANEL_PATH} className="admin-button admin-button--secondary">
          {PAPEL_MESSAGES.back}
        </Link>
      </p>
    </div>
  );
}
