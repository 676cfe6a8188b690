import { foldText } from "./fold-text.ts";

/**
 * A news item's tags, a comma-separated text, as a list: each tag trimmed, empty ones
 * dropped, the first spelling of a topic kept when two tags name the same one.
 */
export function splitTags(tags: string | null): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of (tags ?? "").split(",").map((part) => part.trim())) {
    const slug = temaSlug(tag);
    if (tag === "" || seen.has(slug)) continue;
    seen.add(slug);
    result.push(tag);
  }
  return result;
}

/**
 * The segment of a topic's page, `/tema/{slug}`: lowercase, without accents, letters and
 * digits joined by single hyphens ("Saúde Pública" → "saude-publica"). A tag made only of
 * punctuation has no slug (empty string) and gets no page.
 */
export function temaSlug(tag: string): string {
  return foldText(tag, "-").replace(/^-+|-+$/g, "");
}

/**
 * The slugs of a tags text as the fake-news table stores them for its topic filter:
 * between bars (`|saude|agua|`), so `LIKE '%|saude|%'` matches whole slugs; null when
 * there is no tag. A slug never holds a bar, `%` or `_`.
 */
export function temaSlugsOf(tags: string | null): string | null {
  const slugs = temaSlugList(tags);
  return slugs.length === 0 ? null : `|${slugs.join("|")}|`;
}

/** The topic slugs of a tags text, leaving out tags with nothing to make a slug of. */
export function temaSlugList(tags: string | null): string[] {
  return splitTags(tags)
    .map(temaSlug)
    .filter((slug) => slug !== "");
}

/** A topic's page: one address per topic, its slug's. */
export function temaPath(slug: string): string {
  return `/tema/${encodeURIComponent(slug)}`;
}
