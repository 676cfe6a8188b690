import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * When the e-mail with a tip's answer was queued (decision 072); null while none was. The
 * tips answered before the site sent e-mail count as told: their senders are not written
 * to about old answers all at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sugestoes").addColumn("resposta_avisada_em", "text").execute();
  await db
    .updateTable("sugestoes")
    .set({ resposta_avisada_em: new Date().toISOString() })
    .where("estado", "in", ["verificada", "descartada"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sugestoes").dropColumn("resposta_avisada_em").execute();
}
