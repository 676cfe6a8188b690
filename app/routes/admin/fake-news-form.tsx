import { useMemo } from "react";
import {
  FAKE_NEWS_STATUS,
  FAKE_NEWS_STATUS_LABELS,
  FakeNewsInputSchema,
} from "#server/api/fake-news/schema.ts";
import { RotuloListSchema, type Rotulo } from "#server/api/rotulos/schema.ts";
import { FakeNewsSchema, type FakeNews } from "../../components/admin/api-schemas.ts";
import { ArticleEditor, type ArticleKind } from "../../components/admin/article-form.tsx";
import type { FieldSpec } from "../../components/admin/form-values.ts";
import { FAKE_NEWS_DIFF_FIELDS } from "../../components/admin/revisoes.ts";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import {
  CLAIM_MESSAGES,
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
  // A warning, not an error: an entry may be saved without its claim.
  extras: (values) => ({
    alegacao: values.alegacao.trim() ? null : (
      <p className="admin-field__hint admin-field__warning" role="status">
        {CLAIM_MESSAGES.empty}
      </p>
    ),
  }),
};

/** The scale's ratings as the select offers them, each with the status it belongs to. */
function rotuloOptions(scale: readonly Rotulo[]) {
  const label = (status: string) =>
    (FAKE_NEWS_STATUS as readonly string[]).includes(status)
      ? FAKE_NEWS_STATUS_LABELS[status as keyof typeof FAKE_NEWS_STATUS_LABELS]
      : status;
  return scale.map((rotulo) => [rotulo.slug, `${rotulo.nome} (${label(rotulo.status)})`] as const);
}

/** The fake-news editor: a modal form, empty to create an entry or filled in to edit one. */
export function FakeNewsEditor(
  props: Omit<React.ComponentProps<typeof ArticleEditor<FakeNews, FakeNewsValues>>, "kind">,
) {
  // Without the scale the form still saves; the select offers no rating then.
  const scale = useAdminQuery("/api/rotulos", RotuloListSchema).data;
  const kind = useMemo(() => {
    const options = rotuloOptions(scale ?? []);
    const fields = FAKE_NEWS_KIND.fields.map((spec) =>
      spec.kind === "select" && spec.name === "rotulo" ? { ...spec, options } : spec,
    ) as readonly FieldSpec<keyof FakeNewsValues & string>[];
    return { ...FAKE_NEWS_KIND, fields };
  }, [scale]);
  return <ArticleEditor kind={kind} {...props} />;
}
