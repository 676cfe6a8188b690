import { sql, type Kysely } from "kysely";

/*
 * The topic and state pages read one page of rows instead of every public article
 * (decision 035, addendum). News items get the `tema_slugs` fake-news entries have
 * (decision 041): the slugs of the tags between bars, written with the tags, so
 * `/tema/<slug>` finds its news with one LIKE. The state's news get an index in their
 * list's order, as the state's fake-news entries have.
 */

/** `topicSlug` (server/content/topics.ts) as it was: migrations import no app code. */
function temaSlugs(tags: string | null): string | null {
  const slugs = (tags ?? "")
    .split(",")
    .map((tag) =>
      tag
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, "-")
        .replace(/^-+|-+$/g, ""),
    )
    .filter((slug) => slug !== "");
  return slugs.length === 0 ? null : `|${[...new Set(slugs)].join("|")}|`;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("noticias").addColumn("tema_slugs", "text").execute();
  const rows: { id: number; tags: string }[] = await db
    .selectFrom("noticias")
    .select(["id", "tags"])
    .where("tags", "is not", null)
    .execute();
  // One statement for each value and 500 rows, not one write a row: many items share tags.
  const idsBySlugs = new Map<string | null, number[]>();
  for (const row of rows) {
    const slugs = temaSlugs(row.tags);
    const ids = idsBySlugs.get(slugs);
    if (ids) ids.push(row.id);
    else idsBySlugs.set(slugs, [row.id]);
  }
  for (const [slugs, ids] of idsBySlugs) {
    for (let from = 0; from < ids.length; from += 500) {
      await db
        .updateTable("noticias")
        .set({ tema_slugs: slugs })
        .where("id", "in", ids.slice(from, from + 500))
        .execute();
    }
  }
  await db.schema
    .createIndex("noticias_uf_list_order_idx")
    .on("noticias")
    .columns(["uf", "data_publicacao desc", "id desc"])
    .execute();
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("noticias_uf_list_order_idx").execute();
  await db.schema.alterTable("noticias").dropColumn("tema_slugs").execute();
}
