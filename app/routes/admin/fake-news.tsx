import { richTextToText } from "#server/content/rich-text.ts";
import type { Route } from "./+types/fake-news.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { FakeNewsListSchema } from "../../components/admin/api-schemas.ts";
import { ArticleListAdmin, articleListLinks } from "../../components/admin/list-articles.tsx";
import { FakeNewsListPage, fakeNewsCard } from "../../components/fake-news/fake-news-cards.tsx";
import { fakeNews as fakeNewsTexts } from "../../i18n/messages/fake-news.ts";
import { fakeNewsStatus as statusTexts } from "../../i18n/messages/fake-news-status.ts";
import { FakeNewsEditor } from "./fake-news-form.tsx";
import { fakeNewsPayload, fakeNewsValues } from "./fake-news-values.ts";

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

export const links: Route.LinksFunction = articleListLinks;

/**
 * /admin/fake-news: the public list with its controls to create, edit and delete entries.
 * Unlike the public list it shows every status: entries under analysis need editing too.
 */
export default function AdminFakeNews() {
  return (
    <ArticleListAdmin
      family="fake-news"
      schema={FakeNewsListSchema}
      messages={MESSAGES}
      texts={TEXTS}
      payloadOf={(item) => fakeNewsPayload(fakeNewsValues(item))}
      list={(items, controls) => (
        <FakeNewsListPage
          items={items.map((item) => fakeNewsCard(item, richTextToText, "pt"))}
          {...controls}
        />
      )}
      editor={(item, props) => <FakeNewsEditor item={item} {...props} />}
    />
  );
}
