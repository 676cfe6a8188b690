import { NoticiaInputSchema } from "#server/api/noticias/schema.ts";
import { NoticiaSchema, type Noticia } from "../../components/admin/api-schemas.ts";
import { ArticleEditor, type ArticleKind } from "../../components/admin/article-form.tsx";
import {
  emptyNoticiaValues,
  NOTICIA_DIFF_FIELDS,
  NOTICIA_FORM,
  noticiaFieldKeys,
  noticiaPayload,
  noticiaValues,
  type NoticiaValues,
} from "./noticia-values.ts";

const NOTICIA_KIND: ArticleKind<Noticia, NoticiaValues> = {
  tipo: "noticia",
  schema: NoticiaSchema,
  inputSchema: NoticiaInputSchema,
  fields: NOTICIA_FORM.fields,
  diffFields: NOTICIA_DIFF_FIELDS,
  initial: (noticia) => (noticia ? noticiaValues(noticia) : emptyNoticiaValues()),
  payload: noticiaPayload,
  fieldKeys: noticiaFieldKeys,
  messages: {
    createTitle: "Nova Notícia",
    editTitle: "Editar Notícia",
    saveError: "Erro ao salvar notícia. Tente novamente.",
  },
};

/** The news editor: a modal form, empty to create an item or filled in to edit one. */
export function NoticiaEditor({
  noticia,
  ...props
}: {
  /** The item to edit; without it the form creates a new one. */
  noticia?: Noticia;
  onClose: () => void;
  /** After a save; `message` says what a save that moved the item did. */
  onSaved: (message?: string) => void;
  /** Opens the editor again on the saved version, after a save was refused as stale. */
  onReload: (latest: Noticia) => void;
}) {
  return <ArticleEditor kind={NOTICIA_KIND} item={noticia} {...props} />;
}
