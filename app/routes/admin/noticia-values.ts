import { LEAD_MAX, type NoticiaFormValues } from "#server/api/noticias/schema.ts";
import type { Noticia } from "../../components/admin/api-schemas.ts";
import { defineArticleForm } from "../../components/admin/article-values.ts";
import { articleTextDiff } from "../../components/admin/revisoes.ts";
import type { FormValues } from "../../components/admin/form-values.ts";

/** The fields only news items have, after the images; each is also compared between versions. */
const NOTICIA_OWN_FIELDS = [
  {
    kind: "text",
    name: "video",
    label: "Vídeo",
    hint: "Endereço de um vídeo do YouTube ou do Vimeo.",
    type: "url",
    inputMode: "url",
  },
] as const;

/**
 * The news form's fields, in the form's order. A field is declared once here: its
 * value, the stored item's value and what is sent follow from its name.
 */
export const NOTICIA_FORM = defineArticleForm({
  text: {
    lead: {
      hint: `Texto curto de abertura, com até ${LEAD_MAX} caracteres.`,
      maxLength: LEAD_MAX,
      count: {
        text: (count: number) => `${count}/${LEAD_MAX}`,
        full: `Limite de ${LEAD_MAX} caracteres atingido.`,
      },
    },
    conteudo: "Corpo da notícia",
    conclusao: "Conclusão/Contexto",
  },
  sources: { label: "Fonte(s)", required: true },
  lists: [],
  own: NOTICIA_OWN_FIELDS,
});

/** The news fields a comparison of versions shows, with the form's labels. */
export const NOTICIA_DIFF_FIELDS = [
  ...articleTextDiff("Corpo da notícia", "Conclusão/Contexto"),
  { key: "fontes", label: "Fonte(s)" },
  { key: "tags", label: "Tags/Categorias" },
  ...NOTICIA_OWN_FIELDS.map(({ name, label }) => ({ key: name, label })),
];

/** What the news form holds while the editor types. */
export type NoticiaValues = FormValues<typeof NOTICIA_FORM.fields>;

/** The form of a new item: every field empty, and one source to fill in. */
export function emptyNoticiaValues(): NoticiaValues {
  return NOTICIA_FORM.empty();
}

/** The form of a stored item; its images keep their /media/ addresses. */
export function noticiaValues(noticia: Noticia): NoticiaValues {
  return NOTICIA_FORM.stored(noticia);
}

/** The request body of POST and PUT /api/noticias. The author is left to the server. */
export function noticiaPayload(values: NoticiaValues): NoticiaFormValues {
  return NOTICIA_FORM.payload(values);
}

/** The error keys the form shows beside a field. */
export function noticiaFieldKeys(values: NoticiaValues): string[] {
  return NOTICIA_FORM.keys(values);
}
