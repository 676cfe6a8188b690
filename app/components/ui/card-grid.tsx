import type { ReactNode } from "react";

/** A card's own buttons, which admin pages add (Editar, Excluir). */
export type CardActions<T> = (item: T) => ReactNode;

/** What a page hands a grid of its cards; admin pages add each card's buttons with `actions`. */
export type CardGridProps<T> = { items: T[]; actions?: CardActions<T> };

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
