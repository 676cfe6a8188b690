import type { Route } from "./+types/fake-news.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import {
  CardActions,
  listStatus,
  ListToolbar,
  useAdminListPage,
} from "../../components/admin/list-controls.tsx";
import { htmlToText } from "../../components/admin/plain-text.ts";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
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
  const { list, editing, createButton, openEditor, closeEditor, saved, isDeleting, remove } =
    useAdminListPage("/api/fake-news", FakeNewsListSchema, MESSAGES.delete);

  return (
    <PortugueseTexts texts={TEXTS}>
      <FakeNewsListPage
        items={(list.items ?? []).map((item) => fakeNewsCard(item, htmlToText))}
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
        <FakeNewsEditor
          key={editing.opening}
          item={editing.item}
          onClose={closeEditor}
          onSaved={() => saved(editing.item ? MESSAGES.updated : MESSAGES.created)}
        />
      ) : null}
    </PortugueseTexts>
  );
}
