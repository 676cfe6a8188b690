import type { Kysely } from "kysely";
import type { ContatoMensagemRow, Database, NewContatoMensagem } from "../../db/schema.ts";

const COLUMNS = ["id", "nome", "email", "assunto", "mensagem", "created_at"] as const;

export async function insertContatoMensagem(
  db: Kysely<Database>,
  values: NewContatoMensagem,
): Promise<ContatoMensagemRow> {
  return db
    .insertInto("contato_mensagens")
    .values(values)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function listContatoMensagemRows(db: Kysely<Database>): Promise<ContatoMensagemRow[]> {
  return db
    .selectFrom("contato_mensagens")
    .select(COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function findLastContatoMensagemId(db: Kysely<Database>): Promise<number | undefined> {
  const row = await db
    .selectFrom("contato_mensagens")
    .select("id")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Whether a row was deleted. */
export async function deleteContatoMensagemRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("contato_mensagens").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
