import { sql, type Kysely } from "kysely";

/*
 * Publication states for news items and fake-news entries (decision 037): `estado`
 * (`rascunho`, `em_revisao`, `publicado`) and an optional time from which a published
 * item is shown (`publicar_em`), who created the item and who saved it last (account ids;
 * null on the rows stored before, which are treated as the editors' items), and for
 * fact-checks the second review: who approved it and when, and whether an administrador
 * published it without one (0 or 1, the same on both engines). The rows that exist were public, so they become `publicado`.
 */

const ESTADOS = sql`estado in ('rascunho', 'em_revisao', 'publicado')`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["noticias", "fake_news"]) {
    await db.schema
      .alterTable(table)
      .addColumn("estado", "text", (column) =>
        column.notNull().defaultTo("publicado").check(ESTADOS),
      )
      .execute();
    await db.schema.alterTable(table).addColumn("publicar_em", "text").execute();
    await db.schema.alterTable(table).addColumn("criado_por", "integer").execute();
    await db.schema.alterTable(table).addColumn("atualizado_por", "integer").execute();
    await db.schema
      .createIndex(`${table}_estado_idx`)
      .on(table)
      .columns(["estado", "publicar_em"])
      .execute();
  }
  await db.schema.alterTable("fake_news").addColumn("aprovado_por", "integer").execute();
  await db.schema.alterTable("fake_news").addColumn("aprovado_em", "text").execute();
  await db.schema
    .alterTable("fake_news")
    .addColumn("sem_segunda_revisao", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["sem_segunda_revisao", "aprovado_em", "aprovado_por"]) {
    await db.schema.alterTable("fake_news").dropColumn(column).execute();
  }
  for (const table of ["noticias", "fake_news"]) {
    await db.schema.dropIndex(`${table}_estado_idx`).execute();
    for (const column of ["atualizado_por", "criado_por", "publicar_em", "estado"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
