import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * Why a fact-check was published without a second review, written by the administrador
 * who published it (or "publicação direta pela API" for a publishing save); null while it
 * went through the review, and on entries published before reasons were kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("fake_news").addColumn("motivo_sem_revisao", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("fake_news").dropColumn("motivo_sem_revisao").execute();
}
