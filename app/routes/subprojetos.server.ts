import type { Kysely } from "kysely";
import { listSubprojetos } from "#server/api/subprojetos/service.ts";
import type { Database } from "#server/db/schema.ts";
import {
  toSubprojetoCard,
  type SubprojetoCardData,
} from "../components/subprojetos/subprojeto-card.tsx";
import { richTextForDisplay } from "#server/content/rich-text.ts";
import type { Language } from "../i18n/languages.ts";

/** Every sub-project as a card, newest first, with its summary ready to show as HTML. */
export async function loadSubprojetoCards(
  db: Kysely<Database>,
  language: Language,
): Promise<SubprojetoCardData[]> {
  const subprojetos = await listSubprojetos(db);
  return subprojetos.map((subprojeto) =>
    toSubprojetoCard(subprojeto, richTextForDisplay, language),
  );
}
