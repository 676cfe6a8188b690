import type { TFunction } from "i18next";
import { PLATAFORMA_NOMES } from "#server/api/sugestoes/schema.ts";

/*
 * The names of the places a claim circulated (`circulou_em`, decision 052): networks are
 * proper nouns, the same in every language; websites and "other" are translated.
 */

const NOMES: Readonly<Record<string, string>> = { ...PLATAFORMA_NOMES, x: "X (Twitter)" };

export function plataformaNome(t: TFunction<"translation">, plataforma: string): string {
  if (plataforma === "site") return t("rotulos.plataforma.site");
  if (plataforma === "outra") return t("rotulos.plataforma.outra");
  return NOMES[plataforma] ?? plataforma;
}
