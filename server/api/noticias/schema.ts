import { z } from "zod";
import {
  articleInput,
  articleInputSchema,
  articleOutput,
  CONTEUDO_MAX,
  CREDIT_MAX,
  LEAD_INPUT_MAX,
  TEXT_ITEM_MAX,
  TEXT_LIST_MAX,
} from "../articles/schema.ts";
import { optionalText, requiredRichText, requiredText, URL_MAX } from "../common-schema.ts";
import { richTextLength } from "../../content/rich-text.ts";
import * as out from "../response-schema.ts";
import { workflowOutput } from "../articles/workflow.ts";

/** The specification's limit, counted on the text a reader sees (markup excluded). */
export const LEAD_MAX = 300;

export const NOTICIA_MESSAGES = {
  body: "Envie os dados da notícia em JSON.",
  notFound: "Notícia não encontrada",
  leadTooLong: `O lead deve ter no máximo ${LEAD_MAX} caracteres.`,
  fontes: "Informe pelo menos uma fonte.",
  fonte: "Informe a fonte.",
  video: "Informe um link do YouTube ou do Vimeo.",
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

export const NoticiaInputSchema = articleInputSchema(
  "NoticiaInput",
  {
    titulo: articleInput.titulo,
    subtitulo: articleInput.subtitulo,
    lead: requiredRichText(LEAD_INPUT_MAX, NOTICIA_MESSAGES.leadTooLong)
      .refine((value) => richTextLength(value) <= LEAD_MAX, NOTICIA_MESSAGES.leadTooLong)
      .meta({
        description: `At most ${LEAD_MAX} characters of visible text (markup is not counted).`,
      }),
    conteudo: requiredRichText(CONTEUDO_MAX),
    conclusao: articleInput.conclusao,
    fontes: z
      .array(requiredText(TEXT_ITEM_MAX, NOTICIA_MESSAGES.fonte), {
        error: NOTICIA_MESSAGES.fontes,
      })
      .min(1, NOTICIA_MESSAGES.fontes)
      .max(TEXT_LIST_MAX, `Use no máximo ${TEXT_LIST_MAX} fontes.`),
    tags: articleInput.tags,
    uf: articleInput.uf,
    municipio: articleInput.municipio,
    imagens: articleInput.imagens,
    legendas: articleInput.legendas,
    alts: articleInput.alts,
    video: z
      .string({ error: NOTICIA_MESSAGES.video })
      .trim()
      .max(URL_MAX, NOTICIA_MESSAGES.video)
      .refine((value) => value === "" || isVideoUrl(value), NOTICIA_MESSAGES.video)
      .nullish()
      .transform((value) => (value ? value : null))
      .meta({ description: "A YouTube or Vimeo URL." }),
    autor: optionalText(CREDIT_MAX),
  },
  { body: NOTICIA_MESSAGES.body },
);

export type NoticiaInput = z.output<typeof NoticiaInputSchema>;
export type NoticiaFormValues = z.input<typeof NoticiaInputSchema>;

const noticiaOutput = {
  ...articleOutput,
  video: z.string().nullable(),
  data_publicacao: out.timestamp,
  autor: z.string().nullable(),
};

/** What the API answers for a news item to anonymous readers (published items only). */
export const NoticiaSchema = z.object(noticiaOutput).meta({ id: "Noticia" });

/** What signed-in accounts get: the item with its publication state (decision 037). */
export const NoticiaEditorSchema = z
  .object({ ...noticiaOutput, ...workflowOutput })
  .meta({ id: "NoticiaEditor" });

export type NoticiaPublic = z.output<typeof NoticiaSchema>;
export type Noticia = z.output<typeof NoticiaEditorSchema>;

/** Drops what only editors see. */
export function publicNoticia(item: Noticia): NoticiaPublic {
  const { estado, publicar_em, criado_por, atualizado_por, alteracao_pendente, pendente, ...rest } =
    item;
  void [estado, publicar_em, criado_por, atualizado_por, alteracao_pendente, pendente];
  return rest;
}
