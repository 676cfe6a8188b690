import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * When a tip was answered (checked or discarded): set once when it is answered and kept
 * through later edits, cleared when it is reopened; null while it is open. The data
 * panel's time to an answer reads it (decision 079), where `updated_at` moved with any
 * edit. Tips answered before it existed take the earliest trace of their answer: the
 * time their answer e-mail was queued, which follows the answer, or their last change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sugestoes").addColumn("respondida_em", "text").execute();
  await db
    .updateTable("sugestoes")
    .set((eb) => ({
      respondida_em: eb
        .case()
        .when(
          eb.and([
            eb("resposta_avisada_em", "is not", null),
            eb("resposta_avisada_em", "<", eb.ref("updated_at")),
          ]),
        )
        .then(eb.ref("resposta_avisada_em"))
        .else(eb.ref("updated_at"))
        .end(),
    }))
    .where("estado", "in", ["verificada", "descartada"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sugestoes").dropColumn("respondida_em").execute();
}
