import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

type Db = Kysely<Database>;

export function findInscricaoByEmail(db: Db, email: string) {
  return db
    .selectFrom("inscricoes")
    .select(["id", "email", "confirmada_em", "confirmacao_enviada_em"])
    .where("email", "=", email)
    .executeTakeFirst();
}

/** Adds the address unless it is there already (two requests at once store one row). */
export async function insertInscricao(db: Db, email: string, now: string): Promise<void> {
  await db
    .insertInto("inscricoes")
    .values({ email, created_at: now })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
}

/**
 * Gives a waiting address a new confirmation link, unless one went since `sentAfter`:
 * answers whether it did. One conditional update, so two requests at once send one link.
 */
export async function renewConfirmation(
  db: Db,
  id: number,
  link: { hash: string; expiresAt: string; now: string; sentAfter: string },
): Promise<boolean> {
  const result = await db
    .updateTable("inscricoes")
    .set({
      confirmacao_hash: link.hash,
      confirmacao_expira_em: link.expiresAt,
      confirmacao_enviada_em: link.now,
    })
    .where("id", "=", id)
    .where("confirmada_em", "is", null)
    .where((eb) =>
      eb.or([
        eb("confirmacao_enviada_em", "is", null),
        eb("confirmacao_enviada_em", "<=", link.sentAfter),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Confirms the address of a live link, and spends the link; answers whether it did. */
export async function confirmInscricao(db: Db, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("inscricoes")
    .set({ confirmada_em: now, confirmacao_hash: null, confirmacao_expira_em: null })
    .where("confirmacao_hash", "=", hash)
    .where("confirmacao_expira_em", ">", now)
    .where("confirmada_em", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Addresses never confirmed whose link expired before `before`: nobody asked to keep them. */
export async function deleteExpiredInscricoes(db: Db, before: string): Promise<void> {
  await db
    .deleteFrom("inscricoes")
    .where("confirmada_em", "is", null)
    .where("confirmacao_expira_em", "<", before)
    .execute();
}

export async function insertSaidaToken(
  db: Db,
  inscricaoId: number,
  hash: string,
  now: string,
): Promise<void> {
  await db
    .insertInto("inscricoes_saida")
    .values({ token_hash: hash, inscricao_id: inscricaoId, created_at: now })
    .execute();
}

/** Deletes the address an unsubscribe token names, with its tokens; answers whether one was. */
export async function deleteInscricaoBySaidaToken(db: Db, hash: string): Promise<boolean> {
  const token = await db
    .selectFrom("inscricoes_saida")
    .select("inscricao_id")
    .where("token_hash", "=", hash)
    .executeTakeFirst();
  if (!token) return false;
  await db.deleteFrom("inscricoes_saida").where("inscricao_id", "=", token.inscricao_id).execute();
  await db.deleteFrom("inscricoes").where("id", "=", token.inscricao_id).execute();
  return true;
}

export function listConfirmedInscricoes(db: Db) {
  return db
    .selectFrom("inscricoes")
    .select(["id", "email"])
    .where("confirmada_em", "is not", null)
    .orderBy("id")
    .execute();
}

export async function countInscricoes(db: Db) {
  const row = await db
    .selectFrom("inscricoes")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("total"),
      eb.fn.count<number | string>("confirmada_em").as("confirmadas"),
    ])
    .executeTakeFirst();
  const total = Number(row?.total ?? 0);
  const confirmadas = Number(row?.confirmadas ?? 0);
  return { confirmadas, pendentes: total - confirmadas };
}
