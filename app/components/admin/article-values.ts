import { MUNICIPIO_MAX } from "#server/api/articles/schema.ts";
import { UF_NOMES, UFS } from "#server/content/places.ts";
import {
  defineFields,
  defineForm,
  type CharCount,
  type FieldSpec,
  type FormValues,
} from "./form-values.ts";
import { htmlToEditableText, textToHtml } from "./plain-text.ts";

/*
 * The fields news items and fake-news entries have in common, as their editors declare
 * them. A field both kinds have is declared here once.
 */

/** Título, Subtítulo, Lead, then the body and the conclusion as each kind names them. */
function articleTextFields({
  lead,
  conteudo,
  conclusao,
}: {
  /** The lead's hint; a limited lead also has its maximum and its count. */
  lead: { hint: string; maxLength?: number; count?: CharCount };
  conteudo: string;
  conclusao: string;
}) {
  return defineFields([
    { kind: "text", name: "titulo", label: "Título", required: true },
    { kind: "text", name: "subtitulo", label: "Subtítulo" },
    { kind: "textarea", name: "lead", label: "Lead", required: true, rows: 4, ...lead },
    { kind: "rich", name: "conteudo", label: conteudo, required: true },
    { kind: "rich", name: "conclusao", label: conclusao },
  ]);
}

/** The sources, one per entry; a required list keeps at least one entry. */
function articleSourcesField(label: string, required = false) {
  return {
    kind: "list",
    name: "fontes",
    label,
    hint: "Uma fonte por campo: o nome ou o endereço (http:// ou https://).",
    itemLabel: (position: number) => `Fonte ${position}`,
    removeLabel: (position: number) => `Remover fonte ${position}`,
    addLabel: "Adicionar fonte",
    required,
    minItems: required ? 1 : 0,
  } as const satisfies FieldSpec;
}

/** The id, after the form's, of the tags' suggestions (see ArticleTagSuggestions). */
export const TAG_SUGGESTIONS_ID = "tags-sugestoes";

/** The tags (suggesting the topics in use), the state and the municipality. */
const ARTICLE_TOPIC_FIELDS = defineFields([
  {
    kind: "text",
    name: "tags",
    label: "Tags/Categorias",
    hint: "Separe com vírgulas, por exemplo: saúde, vacinas, Amazônia. Os temas já usados aparecem como sugestão.",
    list: TAG_SUGGESTIONS_ID,
  },
  {
    kind: "select",
    name: "uf",
    label: "Estado (UF)",
    emptyOption: { label: "Nenhum" },
    options: UFS.map((uf) => [uf, `${UF_NOMES[uf]} (${uf})`] as const),
  },
  {
    kind: "text",
    name: "municipio",
    label: "Município",
    hint: "Opcional; só com um estado escolhido.",
    maxLength: MUNICIPIO_MAX,
  },
]);

const ARTICLE_IMAGES_FIELD = { kind: "images", name: "imagens" } as const;

/**
 * An article kind's form: the shared fields, with the kind's own lists before its sources
 * and its own fields after its images. The lead, stored as HTML, is edited as plain text.
 */
export function defineArticleForm<
  const Lists extends readonly FieldSpec[],
  const Own extends readonly FieldSpec[],
  const First extends readonly FieldSpec[] = [],
>({
  first,
  text,
  sources,
  lists,
  own,
}: {
  /** The kind's fields asked before the title (a fact-check's claim and verdict). */
  first?: First;
  text: Parameters<typeof articleTextFields>[0];
  sources: { label: string; required?: boolean };
  lists: Lists;
  own: Own;
}) {
  const form = defineForm([
    ...((first ?? []) as First),
    ...articleTextFields(text),
    ...lists,
    articleSourcesField(sources.label, sources.required),
    ...ARTICLE_TOPIC_FIELDS,
    ARTICLE_IMAGES_FIELD,
    ...own,
  ]);
  return {
    ...form,
    stored: (article: { lead: string }) => ({
      ...form.stored(article),
      lead: htmlToEditableText(article.lead),
    }),
    payload: (values: FormValues<typeof form.fields> & { lead: string }) => ({
      ...form.payload(values),
      lead: textToHtml(values.lead),
    }),
  };
}
