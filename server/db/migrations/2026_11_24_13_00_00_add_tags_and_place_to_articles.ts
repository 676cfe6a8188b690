import type { Kysely } from "kysely";

/*
 * Topics and places: fake-news entries get the tags news items already have, and both
 * get a place, the state's two-letter code (`uf`) and optionally a municipality. Every
 * column is nullable, so the rows stored before read as untagged and without a place.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("fake_news").addColumn("tags", "text").execute();
  for (const table of ["noticias", "fake_news"]) {
    await db.schema.alterTable(table).addColumn("uf", "text").execute();
    await db.schema.alterTable(table).addColumn("municipio", "text").execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["noticias", "fake_news"]) {
    await db.schema.alterTable(table).dropColumn("municipio").execute();
    await db.schema.alterTable(table).dropColumn("uf").execute();
  }
  await db.schema.alterTable("fake_news").dropColumn("tags").execute();
}
