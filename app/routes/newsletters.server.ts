import type { Kysely } from "kysely";
import { listNewsletters } from "#server/api/newsletters/service.ts";
import type { Database } from "#server/db/schema.ts";
import type { NewsletterCardData } from "../components/newsletters/newsletter-grid.tsx";
import type { Language } from "../i18n/languages.ts";
import { newsletterCard } from "../utils/newsletters-display.ts";

/** Every edition as a card, its month in `language`; stored PDFs are linked under `origin`. */
export async function loadNewsletterCards(
  db: Kysely<Database>,
  origin: string,
  language: Language,
): Promise<NewsletterCardData[]> {
  const newsletters = await listNewsletters(db);
  return newsletters.map((newsletter) => newsletterCard(newsletter, origin, language));
}
