import { richTextToText } from "#server/content/rich-text.ts";
import type { Route } from "./+types/noticias.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { NoticiaListSchema } from "../../components/admin/api-schemas.ts";
import { articleListControls, useAdminListPage } from "../../components/admin/list-controls.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { NoticiasPage, noticiaCard } from "../../components/noticias/noticia-cards.tsx";
import { noticias as noticiaTexts } from "../../i18n/messages/noticias.ts";
import adminArticlesStylesHref from "../../styles/admin-articles.css?url";
import articlesStylesHref from "../../styles/articles.css?url";
import workflowStylesHref from "../../styles/admin-workflow.css?url";
import { NoticiaEditor } from "./noticia-form.tsx";
import { noticiaPayload, noticiaValues } from "./noticia-values.ts";
import { useAdminSession } from "../../components/admin/session.tsx";
import { useWorkflowFilters, withWorkflow } from "../../components/admin/workflow-controls.tsx";

const MESSAGES = {
  title: "Notícias",
  create: "+ Nova Notícia",
  loadError: "Não foi possível carregar as notícias.",
  created: "Notícia criada com sucesso!",
  updated: "Notícia atualizada com sucesso!",
  delete: {
    confirm: "Tem certeza que deseja excluir esta notícia?",
    deleted: "Notícia excluída com sucesso!",
    failed: "Erro ao excluir notícia. Tente novamente.",
  },
} as const;

/** The public list's texts, in Portuguese like the rest of the admin area. */
const TEXTS = noticiaTexts.pt;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: articlesStylesHref },
  { rel: "stylesheet", href: adminArticlesStylesHref },
  { rel: "stylesheet", href: workflowStylesHref },
];

export const headers = adminHeaders;

/** /admin/noticias: the news list with its controls to create, edit and delete items. */
export default function AdminNoticias() {
  const filters = useWorkflowFilters();
  const { authFetch } = useAdminSession();
  const page = useAdminListPage("/api/noticias", NoticiaListSchema, MESSAGES.delete, filters.query);
  const { editing } = page;
  const controls = withWorkflow(articleListControls(page, MESSAGES), {
    family: "noticias",
    items: page.list.data ?? [],
    filters,
    payloadOf: (item) => noticiaPayload(noticiaValues(item)),
    authFetch,
    reload: () => void page.list.reload(),
  });

  return (
    <PortugueseTexts texts={TEXTS}>
      <NoticiasPage
        noticias={(page.list.data ?? []).map((item) => noticiaCard(item, richTextToText))}
        {...controls}
      />
      {editing ? (
        <NoticiaEditor
          key={editing.opening}
          noticia={editing.item}
          onClose={page.closeEditor}
          onReload={page.reopenEditor}
          onSaved={(message) =>
            page.saved(message ?? (editing.item ? MESSAGES.updated : MESSAGES.created))
          }
        />
      ) : null}
    </PortugueseTexts>
  );
}
