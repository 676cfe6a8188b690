// Simple marks drawn for this site; they stand in for the institutions' official logos,
// which are not redistributed here. Each is a file of its own (never inlined as data), so
// a page's first answer does not carry them and the browser keeps them across pages.

import type { RodapeChave } from "#server/api/rodape/schema.ts";
import cnpq from "./logos/cnpq.svg?no-inline";
import governoFederal from "./logos/governo-federal.svg?no-inline";
import ministerioDaSaude from "./logos/ministerio-da-saude.svg?no-inline";
import observatorio from "./logos/observatorio.svg?no-inline";
import universidade from "./logos/universidade.svg?no-inline";

/** The address of the drawn logo of each built-in institution, by its footer key. */
export const DRAWN_LOGOS: Record<RodapeChave, string> = {
  universidade,
  cnpq,
  "ministerio-da-saude": ministerioDaSaude,
  "governo-federal": governoFederal,
  observatorio,
};
