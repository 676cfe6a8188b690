import { useCallback, useState, type ReactNode } from "react";
import type { z } from "zod";
import type { Messages } from "../../i18n/resources.ts";
import adminStylesHref from "../../styles/admin-sobre.css?url";
import stylesHref from "../../styles/sobre.css?url";
import { useToast } from "../ui/toast.tsx";
import { publicPageStylesheets } from "./admin-meta.ts";
import { AdminPageBar, LIST_MESSAGES, LoadError, LoadingStatus } from "./list-controls.tsx";
import { PortugueseTexts } from "./portuguese-texts.tsx";
import { useAdminQuery } from "./use-admin-query.ts";

/*
 * An admin page that edits one record shown as its public page (about, institutional
 * pages, contact data): which editor is open, what a save does, and the page until the
 * record arrives.
 */

/**
 * The open editor (`target`, null when closed). After a save the editor closes, the
 * toast says the message and the record loads again with `reload`.
 */
export function useAreaEditor<Target>(reload: () => Promise<void>) {
  const toast = useToast();
  const [target, setTarget] = useState<Target | null>(null);
  const close = useCallback(() => setTarget(null), []);
  return {
    target,
    open: setTarget,
    close,
    saved: (message: string) => {
      toast.show(message);
      close();
      void reload();
    },
  };
}

/**
 * A public text page's record, null until it is first written (the API answers 404), and
 * its editor. `reloadFailed` is said when a reload after a save fails.
 */
function useAreaRecord<T>(url: string, schema: z.ZodType<T>, reloadFailed: string) {
  const query = useAdminQuery(url, schema, { notFoundIsNull: true, reloadFailed });
  const editor = useAreaEditor<true>(query.reload);
  return { ...query, editor };
}

/** Loading, or why the record did not load with a button to try again. */
export function AreaPending({
  loading,
  loadingText,
  loadingClassName,
  failed,
  failedClassName,
  onRetry,
}: {
  loading: boolean;
  loadingText?: string;
  loadingClassName?: string;
  failed: string;
  failedClassName?: string;
  onRetry: () => Promise<void>;
}) {
  return loading ? (
    <LoadingStatus className={loadingClassName}>{loadingText}</LoadingStatus>
  ) : (
    <LoadError className={failedClassName} onRetry={onRetry}>
      <p>{failed}</p>
    </LoadError>
  );
}

/** A public text page until its record arrives: its title, then loading or the failure. */
function AreaPagePending({
  title,
  ...pending
}: {
  title: string;
  loading: boolean;
  failed: string;
  onRetry: () => Promise<void>;
}) {
  return (
    <div className="page container about">
      <h1>{title}</h1>
      <AreaPending {...pending} failedClassName="admin-sobre__failed" />
    </div>
  );
}

/** The bar above a public text page: back to the panel, and Editar named by `label`. */
function EditAreaBar({ label, onEdit }: { label: string; onEdit: () => void }) {
  return (
    <AdminPageBar className="admin-sobre__controls">
      <button type="button" className="admin-button" aria-label={label} onClick={onEdit}>
        {LIST_MESSAGES.edit}
      </button>
    </AdminPageBar>
  );
}

export const areaTextPageLinks = publicPageStylesheets(stylesHref, adminStylesHref);

/**
 * A public text page (about, institutional pages) with its editor: the page as `page`
 * draws it for the record (null until first written), under the bar with Editar, and the
 * open editor. Until the record arrives, the page's `title` and the loading state.
 */
export function AreaTextPage<T>({
  url,
  schema,
  texts,
  title,
  messages,
  page,
  editor,
}: {
  url: string;
  schema: z.ZodType<T>;
  /** The public page's texts, in Portuguese like the rest of the admin area. */
  texts: Partial<Messages>;
  title: string;
  messages: {
    editLabel: (record: T | null) => string;
    saved: string;
    loadFailed: string;
    reloadFailed: string;
  };
  page: (record: T | null, controls: ReactNode) => ReactNode;
  editor: (record: T | null, props: { onClose: () => void; onSaved: () => void }) => ReactNode;
}) {
  const {
    data: record,
    loading,
    reload,
    editor: open,
  } = useAreaRecord(url, schema, messages.reloadFailed);

  if (record === undefined) {
    return (
      <AreaPagePending
        title={title}
        loading={loading}
        failed={messages.loadFailed}
        onRetry={reload}
      />
    );
  }

  return (
    <PortugueseTexts texts={texts}>
      {page(
        record,
        <EditAreaBar label={messages.editLabel(record)} onEdit={() => open.open(true)} />,
      )}
      {open.target
        ? editor(record, { onClose: open.close, onSaved: () => open.saved(messages.saved) })
        : null}
    </PortugueseTexts>
  );
}
