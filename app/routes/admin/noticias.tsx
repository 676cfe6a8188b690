import { richTextToText } from "#server/content/rich-text.ts";
import type { Route } from "./+types/noticias.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { NoticiaListSchema } from "../../components/admin/api-schemas.ts";
import { ArticleListAdmin, articleListLinks } from "../../components/admin/list-articles.tsx";
import { NoticiasPage, noticiaCard } from "../../components/noticias/noticia-cards.tsx";
import { noticias as noticiaTexts } from "../../i18n/messages/noticias.ts";
import { NoticiaEditor } from "./noticia-form.tsx";
import { noticiaPayload, noticiaValues } from "./noticia-values.ts";

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

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = articleListLinks;

/** /admin/noticias: the news list with its controls to create, edit and delete items. */
export default function AdminNoticias() {
  return (
    <ArticleListAdmin
      family="noticias"
      schema={NoticiaListSchema}
      messages={MESSAGES}
      texts={noticiaTexts.pt}
      payloadOf={(item) => noticiaPayload(noticiaValues(item))}
      list={(items, controls) => (
        <NoticiasPage
          noticias={items.map((item) => noticiaCard(item, richTextToText))}
          {...controls}
        />
      )}
      editor={(item, props) => <NoticiaEditor noticia={item} {...props} />}
    />
  );
}
