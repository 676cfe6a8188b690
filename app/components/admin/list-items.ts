/*
 * Repeatable form fields (sources, truths, images) keep each entry under a key of its own,
 * so React never gives one entry's state (a picked image, a half-typed address) to another
 * when entries are removed or moved.
 */

let lastKey = 0;

/** A key no other entry of this page has. */
export function newItemKey(): string {
  lastKey += 1;
  return `item-${lastKey}`;
}

export type TextItem = { key: string; value: string };

export function textItems(values: readonly string[]): TextItem[] {
  return values.map((value) => ({ key: newItemKey(), value }));
}

/** `items` with the entry at `index` moved by `offset` places (when there is room). */
export function moveItem<T>(items: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (target < 0 || target >= items.length || index < 0 || index >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [moved] = next.splice(index, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}

/** Errors without the ones about a list's entries (`fontes`, `fontes.0`, …). */
export function withoutListErrors(
  errors: Record<string, string>,
  names: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([key]) => !names.some((name) => key === name || key.startsWith(`${name}.`)),
    ),
  );
}
