import type { Kysely } from "kysely";
import { aboutDisplay } from "#server/api/sobre-projeto/display.ts";
import { findSobreProjeto } from "#server/api/sobre-projeto/service.ts";
import type { Database } from "#server/db/schema.ts";

/**
 * The About page's title and HTML; null where the page shows its translated default.
 * The specification shows the "in development" text when the record cannot be read.
 */
export async function loadSobreProjeto(
  db: Kysely<Database>,
): Promise<{ titulo: string | null; conteudo: string | null }> {
  try {
    const record = await findSobreProjeto(db);
    const shown = aboutDisplay(record);
    // Without a title of the editors' own, the page shows its translated default.
    return {
      titulo: record?.titulo?.trim() ? shown.titulo : null,
      conteudo: shown.conteudo,
    };
  } catch (error) {
    console.error("The About page could not read its record:", error);
    return { titulo: null, conteudo: null };
  }
}
