import type { Route } from "./+types/contas.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { ContaListSchema } from "../../components/admin/api-schemas.ts";
import { ContaCreateSection } from "../../components/admin/conta-create-section.tsx";
import { ContaTable } from "../../components/admin/conta-row.tsx";
import {
  AdminListStatus,
  AdminPageBar,
  withServerReason,
} from "../../components/admin/list-controls.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import stylesHref from "../../styles/admin-contas.css?url";

/*
 * /admin/contas: the accounts of the admin area, for administrators (decision 036). A new
 * account's first password is made by the server and shown here once; changing a role
 * or disabling an account asks for confirmation first.
 */

const MESSAGES = {
  title: "Contas",
  intro:
    "Quem entra no painel e o que pode fazer. Autores escrevem notícias e fake news; editores também publicam e editam as demais áreas; administradores também gerenciam as contas e leem o registro.",
  listHeading: "Contas cadastradas",
  loading: "Carregando contas...",
  loadFailed: "Não foi possível carregar as contas.",
  empty: "Nenhuma conta cadastrada.",
} as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const headers = adminHeaders;

export default function AdminContas() {
  const list = useAdminQuery("/api/contas", ContaListSchema);
  return (
    <div className="container admin-contas">
      <AdminPageBar />
      <h1>{MESSAGES.title}</h1>
      <p>{MESSAGES.intro}</p>
      <ContaCreateSection onCreated={() => void list.reload()} />
      <section aria-labelledby="contas-lista">
        <h2 id="contas-lista">{MESSAGES.listHeading}</h2>
        <AdminListStatus
          list={list}
          messages={withServerReason(MESSAGES, list.error)}
          emptyClassName="admin-contas__empty"
        >
          {(contas) => <ContaTable contas={contas} onChanged={() => void list.reload()} />}
        </AdminListStatus>
      </section>
    </div>
  );
}
