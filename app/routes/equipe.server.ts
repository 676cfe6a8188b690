import type { Kysely } from "kysely";
import type { Cargo } from "#server/api/equipe/schema.ts";
import { listMembros, listMembrosByCargo, type Membro } from "#server/api/equipe/service.ts";
import type { Database } from "#server/db/schema.ts";
import { toMembroCard } from "../components/equipe/membro-card-data.ts";
import type { MembroCardData } from "../components/equipe/membro-card.tsx";

/** The team as cards, in cargo order. The specification shows an empty team on failure. */
export async function loadMembroCards(db: Kysely<Database>): Promise<MembroCardData[]> {
  let membros: Membro[];
  try {
    membros = await listMembros(db);
  } catch (error) {
    console.error("The team page could not read the members:", error);
    membros = [];
  }
  return membros.map(toMembroCard);
}

/** The members of one cargo as cards. */
export async function loadCargoMembroCards(
  db: Kysely<Database>,
  cargo: Cargo,
): Promise<MembroCardData[]> {
  return (await listMembrosByCargo(db, cargo)).map(toMembroCard);
}
