import { z } from "zod";
import { tooLong } from "../api/common-schema.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "../api/fake-news/schema.ts";
import * as out from "../api/response-schema.ts";
import { MAX_TEXTO } from "../api/sugestoes/limits.ts";

/*
 * Fact-checks like a message or a picture a reader received (decision 069). Isomorphic:
 * the /sugerir page and the API read the same fields.
 */

/** As long as a tip's text: a reader pastes the same message into either. */
export const SEMELHANTES_TEXTO_MAX = MAX_TEXTO;
/** The most fact-checks one answer lists. */
export const SEMELHANTES_MAX = 5;
/** The most earlier tips one answer lists (editors only, decision 074). */
export const SUGESTOES_SEMELHANTES_MAX = 10;

export const SEMELHANTES_MESSAGES = {
  texto: "Cole o texto da mensagem que você recebeu.",
  textoOuImagem: "Cole o texto da mensagem ou envie a imagem que você recebeu.",
  textoLength: tooLong(SEMELHANTES_TEXTO_MAX),
  imagem: "Envie uma imagem (JPEG, PNG, WebP, GIF ou AVIF).",
} as const;

const texto = z
  .string({ error: SEMELHANTES_MESSAGES.texto })
  .trim()
  .max(SEMELHANTES_TEXTO_MAX, SEMELHANTES_MESSAGES.textoLength);

/** `GET /api/checagens/semelhantes`: the message to look up. */
export const SemelhantesQuerySchema = z.object({
  texto: texto.min(1, SEMELHANTES_MESSAGES.texto).meta({
    description:
      "The message as received: case, accents, emojis, forwarding lines, common abbreviations (`vc`, `q`, `pq`) and links' tracking parameters do not matter.",
  }),
});

/** `POST /api/checagens/semelhantes`: a message and/or a picture (`file`, read apart). */
export const SemelhantesInputSchema = z.object({
  texto: texto
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .meta({ description: "The message as received; may be left out when a picture is sent." }),
});

export const SEMELHANCA_CRITERIOS = ["link", "imagem", "texto"] as const;
export type SemelhancaCriterio = (typeof SEMELHANCA_CRITERIOS)[number];

/** A published fact-check as a reader may be shown it: a match, or the answer to a tip. */
export const FakeNewsPublicaSchema = z.object({
  id: out.id,
  titulo: z.string(),
  alegacao: z.string().nullable().meta({ description: "The claim as it circulated." }),
  status: out.openEnum(PUBLIC_FAKE_NEWS_STATUS),
  rotulo: z
    .string()
    .nullable()
    .meta({ description: "The slug of the rating (`GET /api/rotulos`)." }),
});

export const SemelhanteSchema = FakeNewsPublicaSchema.extend({
  url: z.string().meta({ description: "The public page of the fact-check." }),
  score: z.number().min(0).max(1).meta({
    description:
      "How alike, 0 to 1: 1 for a cited link, 1 − bits/64 for a picture, the trigram similarity for a text.",
  }),
  forte: z.boolean().meta({
    description:
      "At or above the strong thresholds (`MATCH_TEXT_STRONG`, any link, a picture within `MATCH_IMAGE_MAX_BITS`): very likely the same rumour.",
  }),
  por: z.enum(SEMELHANCA_CRITERIOS).meta({ description: "What matched best." }),
}).meta({ id: "Semelhante" });

export type Semelhante = z.output<typeof SemelhanteSchema>;

export const SemelhantesSchema = z.array(SemelhanteSchema).meta({ id: "Semelhantes" });

export const SUGESTAO_SEMELHANCA_CRITERIOS = [...SEMELHANCA_CRITERIOS, "arquivo"] as const;

/** An earlier tip like the one looked up (editors only, decision 074). */
export const SugestaoSemelhanteSchema = z
  .object({
    id: out.id,
    grupo: z.string().meta({ description: "The group the tip belongs to." }),
    score: z.number().min(0).max(1).meta({
      description:
        "How alike, 0 to 1: 1 for the same link or file, 1 − bits/64 for a picture, the trigram similarity for a text.",
    }),
    forte: z.boolean().meta({
      description:
        "At or above the strong thresholds: a tip stored with this match joins that group.",
    }),
    por: z.enum(SUGESTAO_SEMELHANCA_CRITERIOS).meta({ description: "What matched best." }),
  })
  .meta({ id: "SugestaoSemelhante" });

export type SugestaoSemelhante = z.output<typeof SugestaoSemelhanteSchema>;

/** `POST /api/sugestoes/semelhantes`: published checks and earlier tips. */
export const SemelhantesEditorSchema = z
  .object({
    checagens: SemelhantesSchema,
    sugestoes: z.array(SugestaoSemelhanteSchema),
  })
  .meta({ id: "SemelhantesEditor" });
