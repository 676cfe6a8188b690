import { z } from "zod";
import type { ImageItem } from "./image-list-input.tsx";
import { htmlToEditableText, textToHtml } from "./plain-text.ts";

/*
 * What news items and fake-news entries have in common, as the API returns them and as
 * their editors' forms hold them.
 */

/** The fields both kinds of article start with, as the API returns them. */
export const ARTICLE_TEXT_SHAPE = {
  id: z.number().int().positive(),
  titulo: z.string(),
  subtitulo: z.string().nullable(),
  lead: z.string(),
  conteudo: z.string(),
  conclusao: z.string().nullable(),
  fontes: z.array(z.string()),
};

/** An article's images with their captions and alt texts, as the API returns them. */
export const ARTICLE_IMAGES_SHAPE = {
  imagens: z.array(z.string()),
  legendas: z.array(z.string()),
  alts: z.array(z.string()),
};

type StoredArticleText = {
  titulo: string;
  subtitulo: string | null;
  lead: string;
  conteudo: string;
  conclusao: string | null;
};

/** The text fields of an article's form. */
export type ArticleTextValues = {
  titulo: string;
  subtitulo: string;
  /** Plain text, as typed in the text area. */
  lead: string;
  conteudo: string;
  conclusao: string;
};

export const EMPTY_ARTICLE_TEXT: ArticleTextValues = {
  titulo: "",
  subtitulo: "",
  lead: "",
  conteudo: "",
  conclusao: "",
};

export function articleTextValues(article: StoredArticleText): ArticleTextValues {
  return {
    titulo: article.titulo,
    subtitulo: article.subtitulo ?? "",
    lead: htmlToEditableText(article.lead),
    conteudo: article.conteudo,
    conclusao: article.conclusao ?? "",
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
  };
}

/** The error keys of the text fields. */
export const ARTICLE_TEXT_KEYS = ["titulo", "subtitulo", "lead", "conteudo", "conclusao"] as const;

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
