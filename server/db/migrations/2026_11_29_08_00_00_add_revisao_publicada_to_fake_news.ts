import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * The second review counts as authors of a fact-check everyone who saved it since it was
 * last published (decision 037, addendum of 2026-11-29). `revisao_publicada` is the
 * entry's latest revision when it last left `publicado`: the revisions after it are the
 * current cycle; null for an entry never taken out of publication, whose cycle runs
 * from its creation (or, while it is published, is empty).
 *
 * Entries not published now get it from their history: the latest revision that
 * recorded the entry as published. An entry published by the publish call (which makes
 * no revision) and sent back before this change keeps null, so its older authors count
 * too: stricter than the rule, never looser.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("fake_news").addColumn("revisao_publicada", "integer").execute();
  const waiting = await db
    .selectFrom("fake_news")
    .select("id")
    .where("estado", "<>", "publicado")
    .execute();
  for (const { id } of waiting) {
    const revisions = await db
      .selectFrom("revisoes")
      .select(["numero", "registro"])
      .where("tipo", "=", "fake-news")
      .where("item_id", "=", id)
      .orderBy("numero", "desc")
      .execute();
    const published = revisions.find(
      (revision) => (JSON.parse(revision.registro) as { estado?: unknown }).estado === "publicado",
    );
    if (published) {
      await db
        .updateTable("fake_news")
        .set({ revisao_publicada: Number(published.numero) })
        .where("id", "=", id)
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("fake_news").dropColumn("revisao_publicada").execute();
}
