import { sql, type Kysely } from "kysely";

/*
 * Filters of the fake-news list (decision 041). `tema_slugs` holds the slugs of an
 * entry's tags between bars ("|saude|saude-publica|"), written with the tags, so a topic
 * is found with one LIKE on the row instead of deriving slugs from every entry in code.
 * The state filter gets an index in the list's order; the verdict and the period are
 * served by `fake_news_status_list_order_idx`.
 */

/** A copy of `topicSlug` (server/content/topics.ts) as it was: migrations import no app code. */
function slugOf(tag: string): string {
  return tag
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

function temaSlugs(tags: string | null): string | null {
  const slugs = [...new Set((tags ?? "").split(",").map(slugOf))].filter((slug) => slug !== "");
  return slugs.length === 0 ? null : `|${slugs.join("|")}|`;
}

const BATCH = 500;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("fake_news").addColumn("tema_slugs", "text").execute();
  let after = 0;
  for (;;) {
    const rows: { id: number; tags: string | null }[] = await db
      .selectFrom("fake_news")
      .select(["id", "tags"])
      .where("id", ">", after)
      .where("tags", "is not", null)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      await db
        .updateTable("fake_news")
        .set({ tema_slugs: temaSlugs(row.tags) })
        .where("id", "=", row.id)
        .execute();
    }
    if (rows.length < BATCH) break;
    after = Number(rows.at(-1)?.id);
  }
  await db.schema
    .createIndex("fake_news_uf_list_order_idx")
    .on("fake_news")
    .columns(["uf", "data_verificacao desc", "id desc"])
    .execute();
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("fake_news_uf_list_order_idx").execute();
  await db.schema.alterTable("fake_news").dropColumn("tema_slugs").execute();
}
