import { useRef } from "react";
import type { FakeNews } from "#server/api/fake-news/service.ts";
import type { Route } from "./+types/fake-news.ts";
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
import { FakeNewsListPage, fakeNewsCard } from "../../components/fake-news/fake-news-cards.tsx";
import { fakeNews as fakeNewsTexts } from "../../i18n/messages/fake-news.ts";
import { fakeNewsStatus as statusTexts } from "../../i18n/messages/fake-news-status.ts";
import adminArticlesStylesHref from "../../styles/admin-articles.css?url";
import articlesStylesHref from "../../styles/articles.css?url";
import { FakeNewsEditor } from "./fake-news-form.tsx";
import { FakeNewsListSchema } from "./fake-news-values.ts";

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
];

export const headers = adminHeaders;

/**
 * /admin/fake-news: the public list with its controls to create, edit and delete entries.
 * Unlike the public list it shows every status: entries under analysis need editing too.
 */
export default function AdminFakeNews() {
  const toast = useToast();
  const list = useAdminList("/api/fake-news", FakeNewsListSchema);
  const { editing, open, close } = useEditing<FakeNews>();
  const createButton = useRef<HTMLButtonElement>(null);
  const { deleting, remove } = useDeleteItem(MESSAGES.delete, list, createButton);
  const byId = new Map((list.items ?? []).map((item) => [item.id, item]));

  return (
    <PortugueseTexts texts={TEXTS}>
      <FakeNewsListPage
        items={(list.items ?? []).map((item) => fakeNewsCard(item, htmlToText))}
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
          const url = `/api/fake-news/${card.id}`;
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
        <FakeNewsEditor
          key={editing.opening}
          item={editing.item}
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
