import { Fragment, type ReactNode } from "react";
import type { AdminListPage } from "./list-controls.tsx";

/** What a list page's editor is given: closing, saving, and reopening on the saved item. */
export type ListEditorProps<T> = {
  onClose: () => void;
  /** A save's own message, or the list's created/updated one. */
  onSaved: (message?: string) => void;
  onReload: (item: T) => void;
};

/**
 * The editor of a page of `useAdminListPage`, while it is open: `children` draws it for the
 * item being edited (none for a new one). Each opening mounts a fresh editor.
 */
export function ListEditor<T extends { id: number }>({
  page,
  messages,
  children,
}: {
  page: AdminListPage<T>;
  messages: { created: string; updated: string };
  children: (item: T | undefined, props: ListEditorProps<T>) => ReactNode;
}) {
  const { editing } = page;
  if (!editing) return null;
  const { item } = editing;
  return (
    <Fragment key={editing.opening}>
      {children(item, {
        onClose: page.closeEditor,
        onReload: page.reopenEditor,
        onSaved: (message) => page.saved(message ?? (item ? messages.updated : messages.created)),
      })}
    </Fragment>
  );
}
