import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { ResetPasswordSchema } from "#server/api/auth/schema.ts";
import type { Route } from "./+types/redefinir-senha.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { ContaField, ContaForm, useContaForm } from "../../components/admin/conta-form.tsx";
import { useHydrated } from "../../components/ui/use-hydrated.ts";
import adminStylesHref from "../../styles/admin.css?url";

/*
 * /admin/redefinir-senha#token=…: the e-mailed link's page (decision 070). The token is
 * read from the fragment, which the browser never sends to the server, and sent only
 * with the new password.
 */

const MESSAGES = {
  title: "Criar uma nova senha",
  intro:
    "Escolha a nova senha da sua conta. Ao salvar, todas as sessões abertas da conta são encerradas.",
  senha: "Nova senha",
  senhaHint: "Pelo menos 12 caracteres. Senhas muito comuns são recusadas.",
  confirmacao: "Repita a nova senha",
  mismatch: "As senhas não conferem.",
  submit: "Salvar a nova senha",
  submitting: "Salvando...",
  done: "Senha alterada. Entre com a nova senha.",
  login: "Entrar no painel",
  noLink:
    "Este endereço não traz o link completo. Abra o link do e-mail de novo, ou peça outro em “Esqueci minha senha”.",
  askAgain: "Pedir um novo link",
} as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesHref }];

export const headers = adminHeaders;

/** The new password as the form checks it; the token comes from the address. */
const NewPasswordSchema = ResetPasswordSchema.omit({ token: true });

/** The token of a `#token=…` fragment, or null when there is none that could be one. */
function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return ResetPasswordSchema.shape.token.safeParse(token).success ? token : null;
}

function subscribeToHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/** The link's token once scripts run (undefined before: the server never sees the fragment). */
function useLinkToken(): string | null | undefined {
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => undefined,
  );
  return hash === undefined ? undefined : tokenOf(hash);
}

export default function AdminRedefinirSenha() {
  const hydrated = useHydrated();
  const form = useContaForm("redefinir-senha", { senha: "", confirmacao: "" });
  const token = useLinkToken();
  const [done, setDone] = useState(false);

  async function save() {
    if (!token) return;
    const saved = await form.submit(
      NewPasswordSchema,
      (input) => saveJson(fetch, "POST", "/api/auth/senha/redefinir", { ...input, token }),
      {
        check: (values): Record<string, string> =>
          values.confirmacao === values.senha ? {} : { confirmacao: MESSAGES.mismatch },
        pointToFields: true,
      },
    );
    if (!saved) return;
    form.clear();
    // The token is spent: it leaves the address bar and the history entry.
    window.history.replaceState(null, "", window.location.pathname);
    setDone(true);
  }

  return (
    <div lang="pt-BR" className="admin admin--login">
      <main id="conteudo" className="admin-main">
        <div className="login-card">
          <h1>{MESSAGES.title}</h1>
          {done ? (
            <>
              <p className="admin-notice" role="status">
                {MESSAGES.done}
              </p>
              <p>
                <Link to="/admin/login">{MESSAGES.login}</Link>
              </p>
            </>
          ) : token === null ? (
            <>
              <p className="admin-notice">{MESSAGES.noLink}</p>
              <p>
                <Link to="/admin/esqueci-senha">{MESSAGES.askAgain}</Link>
              </p>
            </>
          ) : (
            <>
              <p className="login-card__intro">{MESSAGES.intro}</p>
              <ContaForm form={form} onSubmit={save}>
                <ContaField
                  type="password"
                  autoComplete="new-password"
                  label={MESSAGES.senha}
                  hint={MESSAGES.senhaHint}
                  {...form.field("senha")}
                />
                <ContaField
                  type="password"
                  autoComplete="new-password"
                  label={MESSAGES.confirmacao}
                  {...form.field("confirmacao")}
                />
                <button
                  type="submit"
                  className="admin-button"
                  disabled={!hydrated || !token || form.busy}
                >
                  {form.busy ? MESSAGES.submitting : MESSAGES.submit}
                </button>
              </ContaForm>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
