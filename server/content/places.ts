/*
 * The places news items and fake-news entries concern: one of Brazil's 27 federative
 * units, stored as its two-letter code (`uf`), and optionally a municipality. The names
 * are proper nouns and read the same in every language of the site. Isomorphic: the
 * admin form's select lists these too.
 */

export const UF_NOMES = {
  AC: "Acre",
  AL: "Alagoas",
  AP: "Amapá",
  AM: "Amazonas",
  BA: "Bahia",
  CE: "Ceará",
  DF: "Distrito Federal",
  ES: "Espírito Santo",
  GO: "Goiás",
  MA: "Maranhão",
  MT: "Mato Grosso",
  MS: "Mato Grosso do Sul",
  MG: "Minas Gerais",
  PA: "Pará",
  PB: "Paraíba",
  PR: "Paraná",
  PE: "Pernambuco",
  PI: "Piauí",
  RJ: "Rio de Janeiro",
  RN: "Rio Grande do Norte",
  RS: "Rio Grande do Sul",
  RO: "Rondônia",
  RR: "Roraima",
  SC: "Santa Catarina",
  SP: "São Paulo",
  SE: "Sergipe",
  TO: "Tocantins",
} as const;

export type Uf = keyof typeof UF_NOMES;

export const UFS = Object.keys(UF_NOMES) as Uf[];

export function isUf(value: string): value is Uf {
  return Object.hasOwn(UF_NOMES, value);
}

/** The page of a state's content, `/local/{uf}`, with the code in lower case. */
export function placePath(uf: string): string {
  return `/local/${uf.toLowerCase()}`;
}
