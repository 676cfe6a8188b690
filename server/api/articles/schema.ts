import { z } from "zod";
import {
  imageReference,
  INVALID_TEXT,
  MAX_IMAGES,
  optionalText,
  PAGE_TEXT_MAX,
  requiredText,
  tooLong,
  tooManyItems,
} from "../common-schema.ts";
import { isUf, UFS } from "../../content/places.ts";
import * as out from "../response-schema.ts";
import { workflowInput } from "./workflow.ts";

/*
 * What news items and fake-news entries share: the fields of an article, with the same
 * rules and the same answer: texts, images, tags and place. Each area adds its own fields
 * (news: autor, video, data_publicacao; fake news: status, verdades, verificador,
 * data_verificacao).
 * Isomorphic: the admin forms validate with the areas' schemas built from these.
 */

export const TITULO_MAX = 300;
export const SUBTITULO_MAX = 500;
export const CONTEUDO_MAX = PAGE_TEXT_MAX;
export const CONCLUSAO_MAX = 50_000;
export const LEGENDA_MAX = 500;
export const TAGS_MAX = 1000;
export const MUNICIPIO_MAX = 100;
/** The lead arrives as rich text: this bounds its raw markup. */
export const LEAD_INPUT_MAX = 5000;
/** An article's lists of texts (sources, a fact-check's truths): items, and each one's length. */
export const TEXT_LIST_MAX = 50;
export const TEXT_ITEM_MAX = 1000;
/** A name typed in for the credit: a news item's author, a fact-check's verifier. */
export const CREDIT_MAX = 200;

export const ARTICLE_MESSAGES = {
  imagens: "Envie uma lista de imagens.",
  textos: "Envie uma lista de textos.",
  uf: "Estado inválido.",
  municipio: "Escolha o estado do município.",
} as const;

/** "a,  b ,,c" → "a, b, c"; nothing left → null. */
export function normalizeTags(value: string | null): string | null {
  const tags = (value ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  return tags.length > 0 ? tags.join(", ") : null;
}

/** Captions and alt texts, one per image; a missing entry is an empty text. */
const perImageTexts = z
  .array(
    z
      .string({ error: INVALID_TEXT })
      .trim()
      .max(LEGENDA_MAX, tooLong(LEGENDA_MAX))
      .nullish()
      .transform((value) => value ?? ""),
    { error: ARTICLE_MESSAGES.textos },
  )
  .max(MAX_IMAGES, tooManyItems(MAX_IMAGES))
  .nullish()
  .transform((value) => value ?? []);

/** The input fields whose rules are the same in every article. */
export const articleInput = {
  titulo: requiredText(TITULO_MAX),
  subtitulo: optionalText(SUBTITULO_MAX),
  conclusao: optionalText(CONCLUSAO_MAX),
  imagens: z
    .array(imageReference, { error: ARTICLE_MESSAGES.imagens })
    .max(MAX_IMAGES, `Envie no máximo ${MAX_IMAGES} imagens.`)
    .nullish()
    .transform((value) => value ?? []),
  legendas: perImageTexts,
  alts: perImageTexts,
  tags: optionalText(TAGS_MAX)
    .transform(normalizeTags)
    .meta({ description: "Comma-separated text." }),
  // CASE: "pa", " PA " and "PA" name the same state; empty or missing means no place.
  uf: z
    .string({ error: ARTICLE_MESSAGES.uf })
    .trim()
    .toUpperCase()
    .refine((value) => value === "" || isUf(value), ARTICLE_MESSAGES.uf)
    .nullish()
    .transform((value) => (value ? value : null))
    .meta({ description: `A Brazilian state's two-letter code: ${UFS.join(", ")}.` }),
  municipio: optionalText(MUNICIPIO_MAX).meta({
    description: "A municipality of the state given in `uf`.",
  }),
};

/**
 * An area's input schema (`id` in the document): `own` in its order, which places the
 * shared fields it names, then every shared field it does not name (so a field added to
 * `articleInput` reaches both areas), then the workflow's.
 */
export function articleInputSchema<S extends z.ZodRawShape>(
  id: string,
  own: S,
  { body }: { body: string },
) {
  const unnamed = Object.entries(articleInput).filter(([key]) => !(key in own));
  const shared = Object.fromEntries(unnamed) as Omit<typeof articleInput, keyof S>;
  return z.object({ ...own, ...shared, ...workflowInput }, { error: body }).meta({ id });
}

/** The fields every article answers. */
export const articleOutput = {
  id: out.id,
  titulo: z.string(),
  subtitulo: z.string().nullable(),
  lead: out.richText("Lead"),
  conteudo: out.richText("Body"),
  conclusao: out.richText("Conclusion").nullable(),
  fontes: z.array(z.string()),
  imagens: out.imageUrls,
  legendas: out.perImageTexts,
  alts: out.perImageTexts,
  tags: z.string().nullable().meta({ description: "Comma-separated." }),
  uf: z.string().nullable().meta({ description: "A Brazilian state's two-letter code." }),
  municipio: z.string().nullable(),
  revisao: z.int().positive().optional().meta({
    description:
      "The item's latest revision (decision 038); an update naming an older one answers 409.",
  }),
};

/** What a service needs of a parsed article to store it. */
export type ArticleInput = {
  titulo: string;
  subtitulo: string | null;
  lead: string;
  conteudo: string;
  conclusao: string | null;
  fontes: string[];
  imagens: string[];
  legendas: string[];
  alts: string[];
  tags: string | null;
  uf: string | null;
  municipio: string | null;
};

/** Answer fields computed on read rather than stored: the revision (decision 038). */
export const COMPUTED_ARTICLE_OUTPUT = ["revisao"] as const;
