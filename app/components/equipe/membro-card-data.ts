import { cargoSlug } from "#server/api/equipe/schema.ts";
import type { Membro } from "#server/api/equipe/service.ts";
import type { MembroCardData } from "./membro-card.tsx";

/**
 * The fields a member card renders, and the address of the member's cargo page. Apart
 * from the card so that public pages call it in their loaders only: the card itself stays
 * free of the schema module and its validation library.
 */
export function toMembroCard(membro: Membro): MembroCardData {
  return {
    id: membro.id,
    nome: membro.nome,
    cargo: membro.cargo,
    foto: membro.foto,
    lattes: membro.lattes,
    groupHref: `/equipe/${cargoSlug(membro.cargo)}`,
  };
}
