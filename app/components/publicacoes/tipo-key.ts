import { PUBLICACAO_TIPOS, type PublicacaoTipo } from "#server/api/publicacoes/schema.ts";

/** The translation key of a kind; a kind this version does not know reads as an article. */
export function tipoKey(tipo: string) {
  const known = (PUBLICACAO_TIPOS as readonly string[]).includes(tipo)
    ? (tipo as PublicacaoTipo)
    : "artigo";
  return `publicacoes.tipo.${known}` as const;
}
