import type { Kysely } from "kysely";
import type { Database, MembroRow } from "../../db/schema.ts";
import { collectionRepository } from "../table-repository.ts";

export const membroRepository = collectionRepository("membros", [
  "id",
  "nome",
  "cargo",
  "biografia",
  "foto",
  "email",
  "lattes",
  "created_at",
  "updated_at",
]);

/** Unordered: the service orders by cargo and name, the same way on both engines. */
export async function selectMembros(db: Kysely<Database>): Promise<MembroRow[]> {
  return membroRepository.query(db).execute();
}

export async function selectMembrosByCargo(
  db: Kysely<Database>,
  cargo: string,
): Promise<MembroRow[]> {
  return membroRepository.query(db).where("cargo", "=", cargo).execute();
}
