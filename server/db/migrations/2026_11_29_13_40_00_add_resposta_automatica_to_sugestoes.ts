import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * A tip answered at once by the site (decision 075): `resposta_automatica` marks the
 * answer the tip form showed the reader (state `verificada` with that fact-check), and
 * `fake_news_recusada_id` keeps the fact-check the reader said was not it, so the tip is
 * never answered with it again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("sugestoes")
    .addColumn("resposta_automatica", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("sugestoes")
    .addColumn("fake_news_recusada_id", "integer", (c) =>
      c.references("fake_news.id").onDelete("set null"),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sugestoes").dropColumn("fake_news_recusada_id").execute();
  await db.schema.alterTable("sugestoes").dropColumn("resposta_automatica").execute();
}
