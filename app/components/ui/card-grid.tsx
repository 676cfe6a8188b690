import type { ReactNode } from "react";

/** A list of cards, one item each, keyed by the item's id. */
export function CardGrid<T extends { id: number }>({
  className,
  items,
  children,
}: {
  className: string;
  items: T[];
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={item.id}>{children(item, index)}</li>
      ))}
    </ul>
  );
}
