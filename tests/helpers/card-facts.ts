import type { Locator } from "playwright-core";

/** The facts listed in the `dl` of `card`, as term → definition pairs, in order. */
export function cardFacts(card: Locator): Promise<string[][]> {
  return card
    .locator("dl > div")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("dt")?.textContent ?? "",
        row.querySelector("dd")?.textContent ?? "",
      ]),
    );
}

/** The links in `scope`, as text → address pairs, in order. */
export function linkTargets(scope: Locator): Promise<(string | null)[][]> {
  return scope
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")]));
}
