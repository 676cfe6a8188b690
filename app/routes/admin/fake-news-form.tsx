import { FakeNewsInputSchema } from "#server/api/fake-news/schema.ts";
import { FakeNewsSchema, type FakeNews } from "../../components/admin/api-schemas.ts";
import { ArticleEditor, type ArticleKind } from "../../components/admin/article-form.tsx";
import { FAKE_NEWS_DIFF_FIELDS } from "../../components/admin/revisoes.ts";
import {
  emptyFakeNewsValues,
  FAKE_NEWS_FORM,
  fakeNewsFieldKeys,
  fakeNewsPayload,
  fakeNewsValues,
  type FakeNewsValues,
} from "./fake-news-values.ts";

/** A new entry is checked today by the editor who writes it. */
const FAKE_NEWS_KIND: ArticleKind<FakeNews, FakeNewsValues> = {
  tipo: "fake-news",
  schema: FakeNewsSchema,
  inputSchema: FakeNewsInputSchema,
  fields: FAKE_NEWS_FORM.fields,
  diffFields: FAKE_NEWS_DIFF_FIELDS,
  initial: (item, editorName) => (item ? fakeNewsValues(item) : emptyFakeNewsValues(editorName)),
  payload: fakeNewsPayload,
  fieldKeys: fakeNewsFieldKeys,
  messages: {
    createTitle: "Nova Fake News",
    editTitle: "Editar Fake News",
    saveError: "Erro ao salvar fake news. Tente novamente.",
  },
};

/** The fake-news editor: a modal form, empty to create an entry or filled in to edit one. */
export function FakeNewsEditor(
  props: Omit<React.ComponentProps<typeof ArticleEditor<FakeNews, FakeNewsValues>>, "kind">,
) {
  return <ArticleEditor kind={FAKE_NEWS_KIND} {...props} />;
}
