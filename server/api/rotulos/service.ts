import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { inTransaction } from "../../db/transaction.ts";
import { conflict, notFound } from "../../http/errors.ts";
import {
  countFakeNewsWithRotulo,
  deleteRotuloRow,
  insertRotulo,
  selectRotulo,
  selectRotulos,
  updateRotulo,
  type RotuloRow,
} from "./repository.ts";
import { ROTULO_MESSAGES, type Rotulo, type RotuloInput, type RotuloUpdate } from "./schema.ts";

const rowToRotulo = (row: RotuloRow): Rotulo => ({
  slug: row.slug,
  nome: row.nome,
  cor: row.cor,
  icone: row.icone,
  definicao: row.definicao,
  status: row.status,
});

/** The whole scale, in its order. */
export async function listRotulos(db: Kysely<Database>): Promise<Rotulo[]> {
  return (await selectRotulos(db)).map(rowToRotulo);
}

export async function findRotulo(db: Kysely<Database>, slug: string): Promise<Rotulo | undefined> {
  const row = await selectRotulo(db, slug);
  return row ? rowToRotulo(row) : undefined;
}

/** A taken slug answers 409: a slug names one rating for good, since fact-checks keep it. */
export async function createRotulo(db: Kysely<Database>, input: RotuloInput): Promise<Rotulo> {
  const row = await insertRotulo(db, input, new Date().toISOString());
  if (!row) throw conflict(ROTULO_MESSAGES.slugTaken, { slug: ROTULO_MESSAGES.slugTaken });
  return rowToRotulo(row);
}

/**
 * Replaces a rating's fields. Its status may change only while no fact-check uses it:
 * a fact-check's rating always belongs to the fact-check's status.
 */
export async function saveRotulo(
  db: Kysely<Database>,
  slug: string,
  input: RotuloUpdate,
): Promise<Rotulo> {
  return inTransaction(db, async (trx) => {
    const existing = await selectRotulo(trx, slug);
    if (!existing) throw notFound(ROTULO_MESSAGES.notFound);
    if (existing.status !== input.status && (await countFakeNewsWithRotulo(trx, slug)) > 0) {
      throw conflict(ROTULO_MESSAGES.statusInUse, { status: ROTULO_MESSAGES.statusInUse });
    }
    const row = await updateRotulo(trx, slug, input, new Date().toISOString());
    if (!row) throw notFound(ROTULO_MESSAGES.notFound);
    return rowToRotulo(row);
  });
}

/** A rating in use by any fact-check, published or not, answers 409 and stays. */
export async function deleteRotulo(db: Kysely<Database>, slug: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await selectRotulo(trx, slug))) throw notFound(ROTULO_MESSAGES.notFound);
    const total = await countFakeNewsWithRotulo(trx, slug);
    if (total > 0) throw conflict(ROTULO_MESSAGES.inUse(total));
    await deleteRotuloRow(trx, slug);
  });
}
