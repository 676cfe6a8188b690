import { richTextToText } from "#server/content/rich-text.ts";
import type { Route } from "./+types/fake-news.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { FakeNewsListSchema } from "../../components/admin/api-schemas.ts";
import { articleListControls, useAdminListPage } from "../../components/admin/list-controls.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { FakeNewsListPage, fakeNewsCard } from "../../components/fake-news/fake-news-cards.tsx";
import { fakeNews as fakeNewsTexts } from "../../i18n/messages/fake-news.ts";
import { fakeNewsStatus as statusTexts } from "../../i18n/messages/fake-news-status.ts";
import adminArticlesStylesHref from "../../styles/admin-articles.css?url";
import articlesStylesHref from "../../styles/articles.css?url";
import workflowStylesHref from "../../styles/admin-workflow.css?url";
import { FakeNewsEditor } from "./fake-news-form.tsx";
import { fakeNewsPayload, fakeNewsValues } from "./fake-news-values.ts";
import { useAdminSession } from "../../components/admin/session.tsx";
import { useWorkflowFilters, withWorkflow } from "../../components/admin/workflow-controls.tsx";

const MESSAGES = {
  title: "Fake News",
  create: "+ Nova Fake News",
  loadError: "Não foi possível carregar as fake news.",
  created: "Fake news criada com sucesso!",
  updated: "Fake news atualizada com sucesso!",
  delete: {
    confirm: "Tem certeza que deseja excluir esta fake news?",
    deleted: "Fake news excluída com sucesso!",
    failed: "Erro ao excluir fake news. Tente novamente.",
  },
} as const;

/** The public list's texts, in Portuguese like the rest of the admin area. */
const TEXTS = { ...fakeNewsTexts.pt, ...statusTexts.pt };

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: articlesStylesHref },
  { rel: "stylesheet", href: adminArticlesStylesHref },
  { rel: "stylesheet", href: workflowStylesHref },
];

export const headers = adminHeaders;

/**
 * /admin/fake-news: the public list with its controls to create, edit and delete entries.
 * Unlike the public list it shows every status: entries under analysis need editing too.
 */
export default function AdminFakeNews() {
  const filters = useWorkflowFilters();
  const { authFetch } = useAdminSession();
  const page = useAdminListPage(
    "/api/fake-news",
    FakeNewsListSchema,
    MESSAGES.delete,
    filters.query,
  );
  const { editing } = page;
  const controls = withWorkflow(articleListControls(page, MESSAGES), {
    family: "fake-news",
    items: page.list.data ?? [],
    filters,
    payloadOf: (item) => fakeNewsPayload(fakeNewsValues(item)),
    authFetch,
    reload: () => void page.list.reload(),
  });

  return (
    <PortugueseTexts texts={TEXTS}>
      <FakeNewsListPage
        items={(page.list.data ?? []).map((item) => fakeNewsCard(item, richTextToText))}
        {...controls}
      />
      {editing ? (
        <FakeNewsEditor
          key={editing.opening}
          item={editing.item}
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
