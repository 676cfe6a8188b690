import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * A platform's update the tipline gave up on is kept for the desk (decision 082):
 * - `canal_recebidas.desistida_em`: when its last attempt failed; the pass no longer
 *   takes it, and an administrador may send it back to the pass. Its content stays, so
 *   it can be handled then; the retention deletes it after the outbox's 30 days.
 * - `canal_recebidas.erro`: its last failure, as the log names it.
 * Updates given up on before this migration had their content dropped already: they stay
 * handled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("canal_recebidas").addColumn("desistida_em", "text").execute();
  await db.schema.alterTable("canal_recebidas").addColumn("erro", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("canal_recebidas").dropColumn("erro").execute();
  await db.schema.alterTable("canal_recebidas").dropColumn("desistida_em").execute();
}
