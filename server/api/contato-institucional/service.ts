import type { Kysely } from "kysely";
import { toInternationalPhone } from "../../content/phone-number.ts";
import type { ContatoInstitucionalRow, Database } from "../../db/schema.ts";
import { findContatoInstitucionalRow, upsertContatoInstitucionalRow } from "./repository.ts";
import {
  CONTATO_INSTITUCIONAL_PADRAO,
  type ContatoInstitucional,
  type RedeSocial,
} from "./schema.ts";

/**
 * Numbers saved before they were kept in international form are answered in it too; one
 * that never was a number stays as typed, and its links are built from its digits.
 */
export function toContatoInstitucional(row: ContatoInstitucionalRow): ContatoInstitucional {
  const redes = JSON.parse(row.redes) as RedeSocial[];
  return {
    email: row.email,
    telefone: toInternationalPhone(row.telefone) ?? row.telefone,
    whatsapp: toInternationalPhone(row.whatsapp) ?? row.whatsapp,
    redes: redes.map((rede) => ({ tipo: rede.tipo, url: rede.url })),
  };
}

function defaults(): ContatoInstitucional {
  return {
    ...CONTATO_INSTITUCIONAL_PADRAO,
    redes: CONTATO_INSTITUCIONAL_PADRAO.redes.map((rede) => ({ ...rede })),
  };
}

/** The stored contact data, or the placeholders until an administrator saves some. */
export async function getContatoInstitucional(db: Kysely<Database>): Promise<ContatoInstitucional> {
  const row = await findContatoInstitucionalRow(db);
  return row ? toContatoInstitucional(row) : defaults();
}

/** Replaces all contact data, social networks included. */
export async function saveContatoInstitucional(
  db: Kysely<Database>,
  input: ContatoInstitucional,
  now = new Date(),
): Promise<ContatoInstitucional> {
  const row = await upsertContatoInstitucionalRow(db, {
    email: input.email,
    telefone: input.telefone,
    whatsapp: input.whatsapp,
    redes: JSON.stringify(input.redes.map((rede) => ({ tipo: rede.tipo, url: rede.url }))),
    updated_at: now.toISOString(),
  });
  return toContatoInstitucional(row);
}
