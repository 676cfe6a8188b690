import type { Kysely } from "kysely";
import { getContatoInstitucional } from "#server/api/contato-institucional/service.ts";
import type { Database } from "#server/db/schema.ts";
import { canalLinks } from "../utils/contato-links.ts";

/** The observatory's channels with the links that open them, and its social networks. */
export async function loadContatoInstitucional(db: Kysely<Database>) {
  const contato = await getContatoInstitucional(db);
  return { canais: canalLinks(contato), redes: contato.redes };
}
