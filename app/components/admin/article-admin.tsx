import { useRef, useState, type ReactNode, type RefObject } from "react";
import { Link } from "react-router";
import { saveJson } from "./api-client.ts";
import { confirmAction } from "./confirm.ts";
import { PANEL_PATH, useAdminSession } from "./session.tsx";
import { useToast } from "./toast.tsx";
import type { AdminList } from "./use-admin-list.ts";

/*
 * The controls the news and fake-news pages add to their public lists: the toolbar above
 * the cards, the loading and failure states, each card's Editar and Excluir, the editor's
 * open/close state, and deleting with confirmation.
 */

export const ARTICLE_ADMIN_MESSAGES = {
  backToPanel: "Voltar para o Painel Admin",
  edit: "Editar",
  remove: "Excluir",
  loading: "Carregando...",
  retry: "Tentar novamente",
} as const;

const MESSAGES = ARTICLE_ADMIN_MESSAGES;

/** The open editor: the item being edited, or none for a new one; `opening` remounts it. */
export type Editing<T> = { item?: T; opening: number } | null;

export function useEditing<T>() {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const openings = useRef(0);
  return {
    editing,
    open: (item?: T) => {
      openings.current += 1;
      setEditing({ item, opening: openings.current });
    },
    close: () => setEditing(null),
  };
}

type DeleteTexts = { confirm: string; deleted: string; failed: string };

/**
 * Deletes an item after the editor confirms, says how it went in a toast, and reloads the
 * list. The item's card (and the focused button) goes away, so the focus moves to `focusAfter`.
 */
export function useDeleteItem(
  texts: DeleteTexts,
  list: AdminList<unknown>,
  focusAfter: RefObject<HTMLElement | null>,
) {
  const { authFetch, handleUnauthorized } = useAdminSession();
  const toast = useToast();
  const [deleting, setDeleting] = useState<string | null>(null);

  async function remove(url: string) {
    if (!confirmAction(texts.confirm)) return;
    setDeleting(url);
    const result = await saveJson(authFetch, "DELETE", url);
    setDeleting(null);
    // CASE: the session ended; nothing typed can be lost, so the login page comes at once.
    if (result.status === 401) {
      handleUnauthorized();
      return;
    }
    if (result.ok) toast.show(texts.deleted);
    else toast.show(texts.failed, { kind: "error" });
    focusAfter.current?.focus();
    await list.reload();
  }

  return { deleting, remove };
}

/** Back to the panel, the page's create button, and a failed reload's message. */
export function ListToolbar({
  createLabel,
  createRef,
  onCreate,
  list,
  loadError,
}: {
  createLabel: string;
  createRef: RefObject<HTMLButtonElement | null>;
  onCreate: () => void;
  list: AdminList<unknown>;
  loadError: string;
}) {
  return (
    <div className="admin-toolbar">
      <Link to={PANEL_PATH} className="admin-button admin-button--secondary">
        {MESSAGES.backToPanel}
      </Link>
      <button ref={createRef} type="button" className="admin-button" onClick={onCreate}>
        {createLabel}
      </button>
      {/* CASE: a reload failed; the list loaded before stays below. */}
      {list.error && list.items ? (
        <ListError title={loadError} message={list.error} onRetry={list.reload} />
      ) : null}
    </div>
  );
}

/** What replaces the cards until the first list arrives: loading, or why it failed. */
export function listStatus(list: AdminList<unknown>, loadError: string): ReactNode {
  if (list.items) return undefined;
  if (list.error) return <ListError title={loadError} message={list.error} onRetry={list.reload} />;
  return (
    <p role="status" className="articles__empty">
      {MESSAGES.loading}
    </p>
  );
}

function ListError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => Promise<void>;
}) {
  return (
    <div role="alert" className="error-summary">
      <p className="error-summary__title">{title}</p>
      <p>{message}</p>
      <button type="button" className="admin-button" onClick={() => void onRetry()}>
        {MESSAGES.retry}
      </button>
    </div>
  );
}

/** A card's Editar and Excluir; their names end with the card's title. */
export function CardActions({
  title,
  deleting,
  onEdit,
  onDelete,
}: {
  title: string;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="card-actions">
      <button type="button" className="admin-button admin-button--secondary" onClick={onEdit}>
        {MESSAGES.edit}
        <span className="visually-hidden"> {title}</span>
      </button>
      <button
        type="button"
        className="admin-button admin-button--danger"
        disabled={deleting}
        onClick={onDelete}
      >
        {MESSAGES.remove}
        <span className="visually-hidden"> {title}</span>
      </button>
    </div>
  );
}
