import type { Route } from "./+types/noticias.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import {
  CardActions,
  listStatus,
  ListToolbar,
  useAdminListPage,
} from "../../components/admin/list-controls.tsx";
import { htmlToText } from "../../components/admin/plain-text.ts";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { NoticiasPage, noticiaCard } from "../../components/news/noticia-cards.tsx";
import { noticias as noticiaTexts } from "../../i18n/messages/noticias.ts";
import adminArticlesStylesHref from "../../styles/admin-articles.css?url";
import articlesStylesHref from "../../styles/articles.css?url";
import { NoticiaEditor } from "./noticia-form.tsx";
import { NoticiaListSchema } from "./noticia-values.ts";

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
];

export const headers = adminHeaders;

/** /admin/noticias: the news list with its controls to create, edit and delete items. */
export default function AdminNoticias() {
  const { list, editing, createButton, openEditor, closeEditor, saved, isDeleting, remove } =
    useAdminListPage("/api/noticias", NoticiaListSchema, MESSAGES.delete);

  return (
    <PortugueseTexts texts={TEXTS}>
      <NoticiasPage
        noticias={(list.items ?? []).map((item) => noticiaCard(item, htmlToText))}
        toolbar={
          <ListToolbar
            createLabel={MESSAGES.create}
            createRef={createButton}
            onCreate={() => openEditor()}
            list={list}
            loadError={MESSAGES.loadError}
          />
        }
        status={listStatus(list, MESSAGES.loadError)}
        cardActions={(card) => (
          <CardActions
            title={card.titulo}
            deleting={isDeleting(card.id)}
            onEdit={() => openEditor(card.id)}
            onDelete={() => remove(card.id)}
          />
        )}
      />
      {editing ? (
        <NoticiaEditor
          key={editing.opening}
          noticia={editing.item}
          onClose={closeEditor}
          onSaved={() => saved(editing.item ? MESSAGES.updated : MESSAGES.created)}
        />
      ) : null}
    </PortugueseTexts>
  );
}
