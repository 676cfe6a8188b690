/** The columns every article table has, selected by both areas' repositories. */
export const ARTICLE_COLUMNS = [
  "id",
  "titulo",
  "subtitulo",
  "lead",
  "conteudo",
  "conclusao",
  "fontes",
  "imagens",
  "legendas",
  "alts",
  "tags",
  "uf",
  "municipio",
] as const;

/** An article row as selected: lists are stored as JSON text. */
export type ArticleRecord = {
  id: number;
  titulo: string;
  subtitulo: string | null;
  lead: string;
  conteudo: string;
  conclusao: string | null;
  fontes: string;
  imagens: string;
  legendas: string;
  alts: string;
  tags: string | null;
  uf: string | null;
  municipio: string | null;
};
