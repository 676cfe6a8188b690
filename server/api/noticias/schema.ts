import { z } from "zod";
import {
  imageReference,
  MAX_IMAGES,
  optionalText,
  REQUIRED,
  requiredText,
  richTextLength,
} from "../common-schema.ts";

/** The specification's limit, counted on the text a reader sees (markup excluded). */
export const LEAD_MAX = 300;
export const TITULO_MAX = 300;
export const SUBTITULO_MAX = 500;
export const CONTEUDO_MAX = 200_000;
export const CONCLUSAO_MAX = 50_000;
export const FONTES_MAX = 50;
export const FONTE_MAX = 1000;
export const TAGS_MAX = 1000;
export const LEGENDA_MAX = 500;
export const AUTOR_MAX = 200;
export const VIDEO_MAX = 2048;
/** The lead arrives as rich text: this bounds the raw markup before the text is counted. */
const LEAD_INPUT_MAX = 5000;

export const NOTICIA_MESSAGES = {
  body: "Envie os dados da notícia em JSON.",
  notFound: "Notícia não encontrada",
  leadTooLong: `O lead deve ter no máximo ${LEAD_MAX} caracteres.`,
  fontes: "Informe pelo menos uma fonte.",
  fonte: "Informe a fonte.",
  video: "Informe um link do YouTube ou do Vimeo.",
  imagens: "Envie uma lista de imagens.",
  textos: "Envie uma lista de textos.",
} as const;

const VIDEO_HOSTS = [
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtu.be",
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
  "vimeo.com",
  "www.vimeo.com",
  "player.vimeo.com",
];

/** An http(s) address on YouTube or Vimeo with something after the host. */
export function isVideoUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      ["http:", "https:"].includes(url.protocol) &&
      VIDEO_HOSTS.includes(url.hostname) &&
      url.pathname.length > 1
    );
  } catch {
    return false;
  }
}

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
      .string({ error: "Texto inválido." })
      .trim()
      .max(LEGENDA_MAX, `Use no máximo ${LEGENDA_MAX} caracteres.`)
      .nullish()
      .transform((value) => value ?? ""),
    { error: NOTICIA_MESSAGES.textos },
  )
  .max(MAX_IMAGES, `Use no máximo ${MAX_IMAGES} itens.`)
  .nullish()
  .transform((value) => value ?? []);

const imagensSchema = z
  .array(imageReference, { error: NOTICIA_MESSAGES.imagens })
  .max(MAX_IMAGES, `Envie no máximo ${MAX_IMAGES} imagens.`)
  .nullish()
  .transform((value) => value ?? []);

export const NoticiaInputSchema = z.object(
  {
    titulo: requiredText(TITULO_MAX),
    subtitulo: optionalText(SUBTITULO_MAX),
    lead: z
      .string({ error: REQUIRED })
      .trim()
      .max(LEAD_INPUT_MAX, NOTICIA_MESSAGES.leadTooLong)
      .refine((value) => richTextLength(value) > 0, REQUIRED)
      .refine((value) => richTextLength(value) <= LEAD_MAX, NOTICIA_MESSAGES.leadTooLong),
    conteudo: z
      .string({ error: REQUIRED })
      .trim()
      .max(CONTEUDO_MAX, `Use no máximo ${CONTEUDO_MAX} caracteres.`)
      .refine((value) => richTextLength(value) > 0, REQUIRED),
    conclusao: optionalText(CONCLUSAO_MAX),
    fontes: z
      .array(requiredText(FONTE_MAX, NOTICIA_MESSAGES.fonte), { error: NOTICIA_MESSAGES.fontes })
      .min(1, NOTICIA_MESSAGES.fontes)
      .max(FONTES_MAX, `Use no máximo ${FONTES_MAX} fontes.`),
    tags: optionalText(TAGS_MAX).transform(normalizeTags),
    imagens: imagensSchema,
    legendas: perImageTexts,
    alts: perImageTexts,
    video: z
      .string({ error: NOTICIA_MESSAGES.video })
      .trim()
      .max(VIDEO_MAX, NOTICIA_MESSAGES.video)
      .refine((value) => value === "" || isVideoUrl(value), NOTICIA_MESSAGES.video)
      .nullish()
      .transform((value) => (value ? value : null)),
    autor: optionalText(AUTOR_MAX),
  },
  { error: NOTICIA_MESSAGES.body },
);

export type NoticiaInput = z.output<typeof NoticiaInputSchema>;
export type NoticiaFormValues = z.input<typeof NoticiaInputSchema>;
