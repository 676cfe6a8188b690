import type { ReactNode } from "react";
import { AdminListStatus, type ListStatusMessages } from "./list-controls.tsx";
import type { AdminQuery } from "./use-admin-query.ts";

/**
 * An inbox of what readers sent (contact messages, tips): the list's state, then one list
 * item per entry as `children` draws it. `className` adds to the list's own.
 */
export function InboxList<T>({
  list,
  messages,
  emptyClassName,
  className,
  keyOf,
  children,
}: {
  list: AdminQuery<T[]>;
  messages: ListStatusMessages;
  emptyClassName: string;
  className: string;
  keyOf: (entry: T) => string | number;
  children: (entry: T) => ReactNode;
}) {
  return (
    <AdminListStatus list={list} messages={messages} emptyClassName={emptyClassName}>
      {(entries) => (
        <ul className={`admin-stack ${className}`}>
          {entries.map((entry) => (
            <li key={keyOf(entry)}>{children(entry)}</li>
          ))}
        </ul>
      )}
    </AdminListStatus>
  );
}
