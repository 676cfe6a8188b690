import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import {
  findLastContatoMensagemId,
  insertContatoMensagem,
  listContatoMensagemRows,
} from "./repository.ts";
import { rowMapper } from "../response-schema.ts";
import { ContatoMensagemSchema, HONEYPOT_FIELD } from "./schema.ts";
import type { ContatoMensagem, ContatoMensagemInput } from "./schema.ts";

export type { ContatoMensagem } from "./schema.ts";
/** Whether the message existed. */
export { deleteContatoMensagemRow as deleteContatoMensagem } from "./repository.ts";

export const toContatoMensagem = rowMapper(ContatoMensagemSchema);

/**
 * The contact form's budget per visitor address, shared by the API and the Contact
 * page's own form action (same name, same counters). Bots caught by the honeypot count.
 */
export const CONTATO_RATE_LIMIT = {
  name: "contato",
  limit: 5,
  windowMs: 10 * 60 * 1000,
} as const;

/** Whether the hidden field was filled in: a bot. Shared by every public form with the trap. */
export function isHoneypotFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  return value !== undefined && value !== null && value !== false;
}

/**
 * Stores a message from the contact form. When the hidden field is filled the message
 * is dropped, but the answer looks exactly like a stored one (with the id the message
 * would plausibly have had), so a bot cannot tell that it was caught.
 */
export async function submitContatoMensagem(
  db: Kysely<Database>,
  input: ContatoMensagemInput,
  now = new Date(),
): Promise<ContatoMensagem> {
  const values = {
    nome: input.nome,
    email: input.email,
    assunto: input.assunto,
    mensagem: input.mensagem,
    created_at: now.toISOString(),
  };
  if (isHoneypotFilled(input[HONEYPOT_FIELD])) {
    const lastId = (await findLastContatoMensagemId(db)) ?? 0;
    return toContatoMensagem({ id: lastId + 1, ...values });
  }
  return toContatoMensagem(await insertContatoMensagem(db, values));
}

/** Newest first. */
export async function listContatoMensagens(db: Kysely<Database>): Promise<ContatoMensagem[]> {
  const rows = await listContatoMensagemRows(db);
  return rows.map(toContatoMensagem);
}
