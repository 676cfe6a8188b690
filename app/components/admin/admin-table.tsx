import type { ReactNode } from "react";

/**
 * A wide admin table with its caption and column heads. It scrolls sideways on a phone;
 * the region takes the focus, so the arrow keys scroll it too (axe's
 * scrollable-region-focusable).
 */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="admin-contas__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-contas__table">
        <caption>{caption}</caption>
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A table's column heads. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
