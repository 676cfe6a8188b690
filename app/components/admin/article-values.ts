import type { ImageItem } from "./image-list-input.tsx";
import { htmlToEditableText, textToHtml } from "./plain-text.ts";

/*
 * What news items and fake-news entries have in common, as their editors' forms hold them.
 */

type StoredArticleText = {
  titulo: string;
  subtitulo: string | null;
  lead: string;
  conteudo: string;
  conclusao: string | null;
  tags: string | null;
  uf: string | null;
  municipio: string | null;
};

/** The text fields of an article's form, with its tags and place. */
export type ArticleTextValues = {
  titulo: string;
  subtitulo: string;
  /** Plain text, as typed in the text area. */
  lead: string;
  conteudo: string;
  conclusao: string;
  /** Comma-separated. */
  tags: string;
  /** A state's two-letter code, or "" for none. */
  uf: string;
  municipio: string;
};

export const EMPTY_ARTICLE_TEXT: ArticleTextValues = {
  titulo: "",
  subtitulo: "",
  lead: "",
  conteudo: "",
  conclusao: "",
  tags: "",
  uf: "",
  municipio: "",
};

export function articleTextValues(article: StoredArticleText): ArticleTextValues {
  return {
    titulo: article.titulo,
    subtitulo: article.subtitulo ?? "",
    lead: htmlToEditableText(article.lead),
    conteudo: article.conteudo,
    conclusao: article.conclusao ?? "",
    tags: article.tags ?? "",
    uf: article.uf ?? "",
    municipio: article.municipio ?? "",
  };
}

/** The text fields of the request body; the lead is sent as HTML. */
export function articleTextPayload(values: ArticleTextValues) {
  return {
    titulo: values.titulo,
    subtitulo: values.subtitulo,
    lead: textToHtml(values.lead),
    conteudo: values.conteudo,
    conclusao: values.conclusao,
    tags: values.tags,
    uf: values.uf,
    municipio: values.municipio,
  };
}

/** The error keys of the text fields. */
export const ARTICLE_TEXT_KEYS = ["titulo", "subtitulo", "lead", "conteudo", "conclusao"] as const;

/** The error keys of the tags and the place. */
export const ARTICLE_TOPIC_KEYS = ["tags", "uf", "municipio"] as const;

/** The error keys of a list and of each of its entries (`fontes`, `fontes.0`, …). */
export function listFieldKeys(name: string, items: readonly unknown[]): string[] {
  return [name, ...items.map((_, index) => `${name}.${index}`)];
}

/** The error keys of the images, their captions and alt texts. */
export function imageFieldKeys(items: readonly ImageItem[]): string[] {
  return [
    "imagens",
    ...items.flatMap((_, index) => [`imagens.${index}`, `legendas.${index}`, `alts.${index}`]),
  ];
}
