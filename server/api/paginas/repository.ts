import type { Kysely } from "kysely";
import type { Database, PaginaInstitucionalRow } from "../../db/schema.ts";

const COLUMNS = ["slug", "titulo", "conteudo", "updated_at"] as const;

export function findPaginaRow(
  db: Kysely<Database>,
  slug: string,
): Promise<PaginaInstitucionalRow | undefined> {
  return db
    .selectFrom("paginas_institucionais")
    .select(COLUMNS)
    .where("slug", "=", slug)
    .executeTakeFirst();
}

/** Writes the page whole: created on its first save, replaced afterwards. */
export function upsertPaginaRow(
  db: Kysely<Database>,
  values: PaginaInstitucionalRow,
): Promise<PaginaInstitucionalRow> {
  const { slug, ...fields } = values;
  return db
    .insertInto("paginas_institucionais")
    .values({ slug, ...fields })
    .onConflict((conflict) => conflict.column("slug").doUpdateSet(fields))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
