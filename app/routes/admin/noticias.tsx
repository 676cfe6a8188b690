import { useRef } from "react";
import type { Noticia } from "#server/api/noticias/service.ts";
import type { Route } from "./+types/noticias.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import {
  CardActions,
  listStatus,
  ListToolbar,
  useDeleteItem,
  useEditing,
} from "../../components/admin/article-admin.tsx";
import { htmlToText } from "../../components/admin/plain-text.ts";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { useToast } from "../../components/admin/toast.tsx";
import { useAdminList } from "../../components/admin/use-admin-list.ts";
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
  const toast = useToast();
  const list = useAdminList("/api/noticias", NoticiaListSchema);
  const { editing, open, close } = useEditing<Noticia>();
  const createButton = useRef<HTMLButtonElement>(null);
  const { deleting, remove } = useDeleteItem(MESSAGES.delete, list, createButton);
  const byId = new Map((list.items ?? []).map((noticia) => [noticia.id, noticia]));

  return (
    <PortugueseTexts texts={TEXTS}>
      <NoticiasPage
        noticias={(list.items ?? []).map((noticia) => noticiaCard(noticia, htmlToText))}
        toolbar={
          <ListToolbar
            createLabel={MESSAGES.create}
            createRef={createButton}
            onCreate={() => open()}
            list={list}
            loadError={MESSAGES.loadError}
          />
        }
        status={listStatus(list, MESSAGES.loadError)}
        cardActions={(card) => {
          const url = `/api/noticias/${card.id}`;
          return (
            <CardActions
              title={card.titulo}
              deleting={deleting === url}
              onEdit={() => open(byId.get(card.id))}
              onDelete={() => void remove(url)}
            />
          );
        }}
      />
      {editing ? (
        <NoticiaEditor
          key={editing.opening}
          noticia={editing.item}
          onClose={close}
          onSaved={() => {
            close();
            toast.show(editing.item ? MESSAGES.updated : MESSAGES.created);
            void list.reload();
          }}
        />
      ) : null}
    </PortugueseTexts>
  );
}
