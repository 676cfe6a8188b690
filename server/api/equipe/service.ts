import type { Kysely } from "kysely";
import { richTextToText } from "../../content/rich-text.ts";
import { sanitizeRichText } from "../../content/sanitize.ts";
import type { Database, MembroRow } from "../../db/schema.ts";
import type { RemoteImageOptions } from "../../media/fetch-image.ts";
import { resolveImage } from "../../media/store.ts";
import { collectionService } from "../collection-service.ts";
import { membroRepository, selectMembros, selectMembrosByCargo } from "./repository.ts";
import { rowMapper } from "../response-schema.ts";
import { CARGOS, MembroPublicoSchema, MembroSchema } from "./schema.ts";
import type { Cargo, Membro, MembroInput } from "./schema.ts";

export type { Membro } from "./schema.ts";

export const membroRowToMembro = rowMapper(MembroSchema);

/**
 * The public answer: the fields the team pages show, and nothing else. The public schema
 * is the allow-list, and its fields have the same names as the answer's.
 */
export const toMembroPublico = rowMapper(MembroPublicoSchema);

const membros = collectionService(membroRepository, membroRowToMembro);

// Names are ordered here rather than in SQL: SQLite compares bytes and PostgreSQL uses the
// server's locale, so accented names ("Álvaro") would land in different places.
const byName = new Intl.Collator("pt-BR");

function compareMembros(a: MembroRow, b: MembroRow): number {
  const cargo = CARGOS.indexOf(a.cargo as Cargo) - CARGOS.indexOf(b.cargo as Cargo);
  return cargo || byName.compare(a.nome, b.nome) || a.id - b.id;
}

/** Sanitises the biography and stores the photo; returns the columns to write. */
async function toColumns(
  db: Kysely<Database>,
  input: MembroInput,
  now: string,
  remote: RemoteImageOptions,
) {
  const biografia = input.biografia === null ? null : sanitizeRichText(input.biografia);
  return {
    nome: input.nome,
    cargo: input.cargo,
    biografia: biografia !== null && richTextToText(biografia) !== "" ? biografia : null,
    foto: input.foto === null ? null : await resolveImage(db, input.foto, { remote }),
    email: input.email,
    lattes: input.lattes,
    updated_at: now,
  };
}

/** The whole team, in cargo order, then by name. */
export async function listMembros(db: Kysely<Database>): Promise<Membro[]> {
  const rows = await selectMembros(db);
  return rows.sort(compareMembros).map(membroRowToMembro);
}

/** The members of one cargo, by name (the group page). */
export async function listMembrosByCargo(db: Kysely<Database>, cargo: Cargo): Promise<Membro[]> {
  const rows = await selectMembrosByCargo(db, cargo);
  return rows.sort(compareMembros).map(membroRowToMembro);
}

export const { findById: findMembroById, remove: deleteMembro } = membros;

export async function createMembro(
  db: Kysely<Database>,
  input: MembroInput,
  remote: RemoteImageOptions = {},
): Promise<Membro> {
  return membros.create(db, (now) => toColumns(db, input, now, remote));
}

/** The updated member, or undefined when there is none with this id. */
export async function updateMembro(
  db: Kysely<Database>,
  id: number,
  input: MembroInput,
  remote: RemoteImageOptions = {},
): Promise<Membro | undefined> {
  // Checked first so a photo for a member that does not exist is never stored.
  return membros.updateExisting(db, id, (_existing, now) => toColumns(db, input, now, remote));
}
