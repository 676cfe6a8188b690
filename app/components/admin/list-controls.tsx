import { useRef, useState, type ComponentProps, type ReactNode, type RefObject } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { MAX_PAGE_SIZE } from "#server/api/collection-paging.ts";
import { useToast } from "../ui/toast.tsx";
import { saveJson, type ApiResult } from "./api-client.ts";
import { confirmAction } from "./confirm.ts";
import { PANEL_PATH, useAdminSession } from "./session.tsx";
import { useAdminQuery, type AdminQuery } from "./use-admin-query.ts";

/*
 * The controls the admin pages add to their public pages: the way back to the panel, the
 * create button, the loading and failure states of a list, each card's Editar and Excluir,
 * the editor's open/close state, and deleting with confirmation.
 */

export const LIST_MESSAGES = {
  backToPanel: "Voltar para o Painel Admin",
  logout: "Sair",
  edit: "Editar",
  remove: "Excluir",
  loading: "Carregando...",
  retry: "Tentar novamente",
  pages: "Páginas da lista",
  previousPage: "Página anterior",
  nextPage: "Próxima página",
  position: (pagina: number, total: number) => `Página ${pagina} de ${total}`,
} as const;

/** Items per page of an admin list: the most the API answers at once. */
export const ADMIN_PAGE_SIZE = MAX_PAGE_SIZE;

const MESSAGES = LIST_MESSAGES;

/** The open editor: the item being edited, or none for a new one; `opening` remounts it. */
type Editing<T> = { item?: T; opening: number } | null;

function useEditing<T>() {
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

type DeleteTexts = {
  confirm: string;
  deleted: string;
  /** The toast of a refused delete; a function gets the API's reason. */
  failed: string | ((error: string) => string);
};

/**
 * Sends one change of an admin page, busy while it goes. A refused session goes straight to
 * the login page (nothing typed can be lost) and answers null; any other answer is the page's.
 */
export function useAdminAction() {
  const { authFetch, handleUnauthorized } = useAdminSession();
  const [busy, setBusy] = useState(false);

  async function send<T>(
    method: "POST" | "PUT",
    url: string,
    body: unknown,
    schema: z.ZodType<T>,
  ): Promise<ApiResult<T> | null> {
    setBusy(true);
    const result = await saveJson(authFetch, method, url, body, schema);
    setBusy(false);
    if (!result.ok && result.status === 401) {
      handleUnauthorized();
      return null;
    }
    return result;
  }

  return { busy, send };
}

/**
 * Deletes an item after the editor confirms, says how it went in a toast, and reloads the
 * list. The item's card (and the focused button) goes away, so the focus moves to `focusAfter`.
 */
export function useDeleteItem(
  texts: DeleteTexts,
  list: AdminQuery<unknown>,
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
    else {
      const { failed } = texts;
      toast.show(typeof failed === "string" ? failed : failed(result.error), { kind: "error" });
    }
    focusAfter.current?.focus();
    await list.reload();
  }

  return { deleting, remove };
}

/**
 * The state of an admin page that lists the items of `url` (e.g. "/api/equipe") with an
 * editor: the list, the open editor, deleting with confirmation, and the create button,
 * which takes the focus when a deleted item's card goes away.
 */
export function useAdminListPage<T extends { id: number }>(
  url: string,
  schema: z.ZodType<T[]>,
  deleteTexts: DeleteTexts,
  /** More of the list's query (`&estado=rascunho`), from the page's filters. */
  filters = "",
) {
  const toast = useToast();
  const [pagina, setPagina] = useState(1);
  const list = useAdminQuery(`${url}?pagina=${pagina}&limite=${ADMIN_PAGE_SIZE}${filters}`, schema);
  const totalPaginas = Math.max(1, Math.ceil((list.total ?? 0) / ADMIN_PAGE_SIZE));
  // CASE: the last item of the last page was deleted; the page before it is now the last.
  if (list.data && list.data.length === 0 && pagina > 1 && pagina > totalPaginas) {
    setPagina(totalPaginas);
  }
  const { editing, open, close } = useEditing<T>();
  const createButton = useRef<HTMLButtonElement>(null);
  const { deleting, remove } = useDeleteItem(deleteTexts, list, createButton);
  const byId = new Map((list.data ?? []).map((item) => [item.id, item]));
  return {
    list,
    editing,
    createButton,
    /** Opens the editor on the listed item with this id, or empty for a new item. */
    openEditor: (id?: number) => open(id === undefined ? undefined : byId.get(id)),
    closeEditor: close,
    /** The editor opened again on `item` as now saved (after a refused save); the list reloads. */
    reopenEditor: (item: T) => {
      open(item);
      void list.reload();
    },
    /** After a save: the editor closes, the toast says `message`, the list reloads. */
    saved: (message: string) => {
      close();
      toast.show(message);
      void list.reload();
    },
    isDeleting: (id: number) => deleting === `${url}/${id}`,
    remove: (id: number) => void remove(`${url}/${id}`),
    paging: { pagina, totalPaginas, go: setPagina },
  };
}

/**
 * The pages of an admin list, when it has more than one: the API answers at most
 * `ADMIN_PAGE_SIZE` items at a time, so the editor moves through the rest page by page.
 */
export function AdminPagination<T extends { id: number }>({ page }: { page: AdminListPage<T> }) {
  const { pagina, totalPaginas } = page.paging;
  if (totalPaginas <= 1 && pagina === 1) return null;
  return <Pager {...page.paging} label={MESSAGES.pages} />;
}

/** Página anterior, where the list is, and Próxima página. */
export function Pager({
  pagina,
  totalPaginas,
  go,
  label,
  position = MESSAGES.position,
  className = "admin-pagination",
}: {
  pagina: number;
  totalPaginas: number;
  go: (pagina: number) => void;
  /** The navigation's name. */
  label: string;
  position?: (pagina: number, total: number) => string;
  className?: string;
}) {
  return (
    <nav className={className} aria-label={label}>
      <SecondaryButton disabled={pagina <= 1} onClick={() => go(pagina - 1)}>
        {MESSAGES.previousPage}
      </SecondaryButton>
      <p aria-live="polite">{position(pagina, totalPaginas)}</p>
      <SecondaryButton disabled={pagina >= totalPaginas} onClick={() => go(pagina + 1)}>
        {MESSAGES.nextPage}
      </SecondaryButton>
    </nav>
  );
}

export type AdminListPage<T extends { id: number }> = ReturnType<typeof useAdminListPage<T>>;

/** An item's Editar and Excluir on a page of `useAdminListPage`; their names end with `name`. */
export function ItemActions<T extends { id: number }>({
  page,
  id,
  name,
  className,
}: {
  page: AdminListPage<T>;
  id: number;
  name: string;
  className?: string;
}) {
  return (
    <EditDeleteButtons
      name={name}
      className={className}
      deleting={page.isDeleting(id)}
      onEdit={() => page.openEditor(id)}
      onDelete={() => page.remove(id)}
    />
  );
}

/**
 * A public page of cards under its admin controls: the heading, the create button, then
 * the list's state, with the cards as `children` draws them.
 */
export function CardListSection<T extends { id: number }>({
  page,
  title,
  intro,
  createLabel,
  loadFailed,
  empty,
  emptyClassName,
  children,
}: {
  page: AdminListPage<T>;
  title: string;
  intro: string;
  createLabel: string;
  loadFailed: string;
  empty: string;
  emptyClassName: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <>
      <PageHeading title={title} intro={intro} />
      <CreateButton page={page} label={createLabel} />
      <AdminListStatus
        list={page.list}
        messages={{
          failed: (
            <>
              {loadFailed} {page.list.error}
            </>
          ),
          empty,
        }}
        loadingClassName="admin-listing__status"
        emptyClassName={emptyClassName}
      >
        {children}
      </AdminListStatus>
      <AdminPagination page={page} />
    </>
  );
}

function BackToPanelLink() {
  return (
    <Link to={PANEL_PATH} className="admin-button admin-button--secondary">
      {MESSAGES.backToPanel}
    </Link>
  );
}

/** Ends the session; the layout's header and some pages' bars offer it. */
export function LogoutButton() {
  const { logout } = useAdminSession();
  return <SecondaryButton onClick={() => void logout()}>{MESSAGES.logout}</SecondaryButton>;
}

/** The bar above an admin page's heading: back to the panel, then the page's own buttons. */
export function AdminPageBar({
  className = "admin-listing__bar",
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <BackToPanelLink />
      {children}
    </div>
  );
}

export function PageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p className="page__intro">{intro}</p>
    </>
  );
}

/** A button that opens the page's editor on a new item: the page and the button's text. */
type NewItemProps<T extends { id: number }> = { page: AdminListPage<T>; label: string };

/** The page's create button, on its own row; it takes the focus back after a delete. */
export function CreateButton<T extends { id: number }>(props: NewItemProps<T>) {
  return (
    <div className="admin-listing__actions">
      <NewItemButton {...props} />
    </div>
  );
}

/** Opens the editor on a new item; the page keeps its ref to give it the focus back. */
function NewItemButton<T extends { id: number }>({
  page: { createButton, openEditor },
  label,
}: NewItemProps<T>) {
  return (
    <button ref={createButton} type="button" className="admin-button" onClick={() => openEditor()}>
      {label}
    </button>
  );
}

export function LoadingStatus({
  className,
  children = MESSAGES.loading,
}: {
  className?: string;
  children?: ReactNode;
}) {
  return (
    <p role="status" className={className}>
      {children}
    </p>
  );
}

/** Why something did not load, announced at once, with a button to try again. */
export function LoadError({
  className = "error-summary",
  onRetry,
  children,
}: {
  className?: string;
  onRetry: () => unknown;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={className}>
      {children}
      <button type="button" className="admin-button" onClick={() => void onRetry()}>
        {MESSAGES.retry}
      </button>
    </div>
  );
}

/** What a list says while it loads, when it failed, and when it holds nothing. */
export type ListStatusMessages = {
  /** The failure's text, above the retry button. */
  failed: ReactNode;
  /** The loading status's text, when not the usual one. */
  loading?: string;
  empty: string;
};

/** A page's list messages with the failure followed by the server's reason. */
export function withServerReason(
  { loadFailed, loading, empty }: { loadFailed: string; loading: string; empty: string },
  error: string | null,
): ListStatusMessages {
  return { failed: `${loadFailed} ${error ?? ""}`, loading, empty };
}

/**
 * A list's state under the page's controls: a failed load (kept above the list loaded
 * before, if any), the loading status until the first list arrives, the empty text, or
 * the items as `children` draws them.
 */
export function AdminListStatus<T>({
  list,
  messages: { failed, loading, empty },
  loadingClassName,
  emptyClassName,
  children,
}: {
  list: AdminQuery<T[]>;
  messages: ListStatusMessages;
  loadingClassName?: string;
  emptyClassName: string;
  children: (items: T[]) => ReactNode;
}) {
  const { data: items, error } = list;
  return (
    <>
      {error ? (
        <LoadError onRetry={list.reload}>
          <p>{failed}</p>
        </LoadError>
      ) : null}
      {items === undefined ? (
        error ? null : (
          <LoadingStatus className={loadingClassName}>{loading}</LoadingStatus>
        )
      ) : items.length === 0 ? (
        <p className={emptyClassName}>{empty}</p>
      ) : (
        children(items)
      )}
    </>
  );
}

/** Back to the panel, the page's create button, and a failed reload's message. */
function ListToolbar<T extends { id: number }>({
  page,
  createLabel,
  loadError,
}: {
  page: AdminListPage<T>;
  createLabel: string;
  loadError: string;
}) {
  const { list } = page;
  return (
    <div className="admin-toolbar">
      <BackToPanelLink />
      <NewItemButton page={page} label={createLabel} />
      {/* CASE: a reload failed; the list loaded before stays below. */}
      {list.error && list.data ? (
        <ArticleListError title={loadError} message={list.error} onRetry={list.reload} />
      ) : null}
      <AdminPagination page={page} />
    </div>
  );
}

/** What replaces the cards until the first list arrives: loading, or why it failed. */
function listStatus(list: AdminQuery<unknown>, loadError: string): ReactNode {
  if (list.data) return undefined;
  if (list.error) {
    return <ArticleListError title={loadError} message={list.error} onRetry={list.reload} />;
  }
  return <LoadingStatus className="articles__empty" />;
}

function ArticleListError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => Promise<void>;
}) {
  return (
    <LoadError onRetry={onRetry}>
      <p className="error-summary__title">{title}</p>
      <p>{message}</p>
    </LoadError>
  );
}

const withClasses = (own: string, added: string | undefined) => (added ? `${own} ${added}` : own);

/** A secondary action's button; `className` adds to its own classes. */
export function SecondaryButton({ className, ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      {...props}
      className={withClasses("admin-button admin-button--secondary", className)}
    />
  );
}

/** Editar, its name ending with what it edits (e.g. the card's title). */
export function EditButton({
  name,
  className,
  onClick,
}: {
  name: string;
  /** Classes added to the button's own. */
  className?: string;
  onClick: () => void;
}) {
  return (
    <SecondaryButton className={className} onClick={onClick}>
      {MESSAGES.edit}
      <span className="visually-hidden"> {name}</span>
    </SecondaryButton>
  );
}

/** An item's Editar and Excluir; their names end with the item's name. */
export function EditDeleteButtons({
  name,
  deleting,
  className,
  onEdit,
  onDelete,
}: {
  name: string;
  /** Disables Excluir while the item's delete is under way. */
  deleting?: boolean;
  /** Classes added to both buttons' own. */
  className?: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <EditButton name={name} className={className} onClick={onEdit} />
      <button
        type="button"
        className={withClasses("admin-button admin-button--danger", className)}
        disabled={deleting}
        onClick={onDelete}
      >
        {MESSAGES.remove}
        <span className="visually-hidden"> {name}</span>
      </button>
    </>
  );
}

/**
 * The admin controls of a page of articles (news, fake news), as its list component takes
 * them: the toolbar, the list's state until it arrives, and each card's Editar and Excluir.
 */
export function articleListControls<T extends { id: number }>(
  page: AdminListPage<T>,
  texts: { create: string; loadError: string },
) {
  return {
    toolbar: <ListToolbar page={page} createLabel={texts.create} loadError={texts.loadError} />,
    status: listStatus(page.list, texts.loadError),
    cardActions: (card: { id: number; titulo: string }) => (
      <div className="card-actions">
        <ItemActions page={page} id={card.id} name={card.titulo} />
      </div>
    ),
  };
}
