import { createContext, use, type ReactNode } from "react";

/**
 * Markup that many pages share and that depends only on a few known inputs (the header,
 * the footer): rendered by React once per key, then written into each page as text.
 *
 * A page renders each fragment inside a marker element that the server's entry removes
 * once the page is a string (`fillFragments`): a marker whose key is not stored yet holds
 * the fragment's markup, which is stored; a stored one is empty, and the stored markup
 * takes its place. Only pages sent without React do this (no browser ever compares the
 * markup with its own render), and only where the host keeps a store that every write
 * empties (the page cache's), so a fragment never outlives the content it shows.
 */
export type FragmentStore = Map<string, string>;

type Slot = { key: string; stored: string | undefined };

/** One render's fragments, in the order their markers appear. */
export type FragmentRender = { store: FragmentStore; slots: Slot[] };

const FragmentContext = createContext<FragmentRender | null>(null);

export const FragmentProvider = FragmentContext;

export function newFragmentRender(store: FragmentStore): FragmentRender {
  return { store, slots: [] };
}

const MARKER = "x-fragment";

/**
 * `children`, rendered at most once per `cacheKey` while the store lasts. The key must
 * name everything the children show; without a key (or a store) they render as usual.
 */
export function ServerFragment({
  cacheKey,
  children,
}: {
  cacheKey: string | undefined;
  children: ReactNode;
}) {
  const render = use(FragmentContext);
  if (!render || cacheKey === undefined) return children;
  const slot = render.slots.length;
  const stored = render.store.get(cacheKey);
  render.slots.push({ key: cacheKey, stored });
  return <x-fragment data-slot={slot}>{stored === undefined ? children : null}</x-fragment>;
}

const MARKED = new RegExp(`<${MARKER} data-slot="(\\d+)">([\\s\\S]*?)</${MARKER}>`, "g");

/**
 * The page with each marker replaced by its fragment, storing the fragments rendered
 * this time. Markup that carries this answer's nonce is never stored.
 */
export function fillFragments(html: string, render: FragmentRender): string {
  if (render.slots.length === 0) return html;
  return html.replace(MARKED, (_marker, index: string, inner: string) => {
    const slot = render.slots[Number(index)];
    if (!slot) return inner;
    if (slot.stored !== undefined) return slot.stored;
    if (!inner.includes("nonce=")) render.store.set(slot.key, inner);
    return inner;
  });
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      [MARKER]: { "data-slot": number; children?: ReactNode };
    }
  }
}
