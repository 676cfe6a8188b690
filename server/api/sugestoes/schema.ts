import { z } from "zod";
import { UFS } from "../../content/places.ts";
import {
  EMAIL_MAX,
  httpUrl,
  INVALID_DATA,
  INVALID_EMAIL,
  optionalChoice,
  optionalText,
  URL_MAX,
} from "../common-schema.ts";
import { PagingQuerySchema } from "../collection-paging.ts";
import * as out from "../response-schema.ts";
import { FakeNewsPublicaSchema, SemelhanteSchema } from "../../matching/schema.ts";
import { MAX_TEXTO } from "./limits.ts";

/*
 * Readers' tips (decision 040). Isomorphic: the public form and the admin inbox import
 * these names and limits.
 */

export { MAX_TEXTO };
export const MAX_LINK = URL_MAX;
export const MAX_MUNICIPIO = 120;
export const MAX_EMAIL = EMAIL_MAX;
export const MAX_MOTIVO_TEXTO = 500;

/** Where the tip circulated; `outra` covers everything else. */
/** The way a tip came in (decision 081); `plataforma` is where the rumour circulated. */
export const CANAIS_SUGESTAO = ["web", "whatsapp", "telegram"] as const;
export type CanalSugestao = (typeof CANAIS_SUGESTAO)[number];

export const PLATAFORMAS = [
  "whatsapp",
  "facebook",
  "instagram",
  "tiktok",
  "youtube",
  "kwai",
  "telegram",
  "outra",
] as const;
export type Plataforma = (typeof PLATAFORMAS)[number];

/** The names shown for each platform: proper nouns, the same in every language but `outra`. */
export const PLATAFORMA_NOMES: Record<Exclude<Plataforma, "outra">, string> = {
  whatsapp: "WhatsApp",
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube",
  kwai: "Kwai",
  telegram: "Telegram",
};

export const ESTADOS_SUGESTAO = ["recebida", "em_analise", "verificada", "descartada"] as const;
export type EstadoSugestao = (typeof ESTADOS_SUGESTAO)[number];
/** The states of a tip nobody has answered yet: what the inbox brings to the top. */
export const ESTADOS_ABERTOS: readonly EstadoSugestao[] = ["recebida", "em_analise"];

export const MOTIVOS_DESCARTE = ["opiniao", "nao_verificavel", "ja_verificada", "outro"] as const;
export type MotivoDescarte = (typeof MOTIVOS_DESCARTE)[number];

/**
 * The tracking code: 13 characters from 31 letters and digits without 0/O, 1/I/L, so it
 * can be read aloud and typed: 13 × log2(31) ≈ 64 bits. It is shown in groups of 4, 4
 * and 5 (`K7M2-QX9D-A3B4C`) and read with or without the dashes or spaces, in any case.
 */
export const CODIGO_ALFABETO = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODIGO_LENGTH = 13;
const CODIGO_GROUPS = [4, 4, 5] as const;
/** The codes given before (8 characters, ≈ 40 bits): their hashes are stored and still answer. */
export const CODIGO_LEGACY_LENGTH = 8;
/** Far longer than any code with its separators; longer input is no code. */
const CODIGO_MAX_TYPED = 40;
const CODIGO_PATTERN = new RegExp(
  `^[${CODIGO_ALFABETO}]{${CODIGO_LENGTH}}$|^[${CODIGO_ALFABETO}]{${CODIGO_LEGACY_LENGTH}}$`,
);

/**
 * A code as typed, reduced to its characters: dashes and white space dropped, upper case.
 * The codes of 8 characters were hashed in upper case without separators, so they keep
 * their hash.
 */
export const normalizeCodigo = (typed: string) => typed.replace(/[\s-]+/g, "").toUpperCase();

/** A code of 13 characters in its groups (`XXXX-XXXX-XXXXX`); a code of 8 as it was given. */
export function formatCodigo(codigo: string): string {
  const plain = normalizeCodigo(codigo);
  if (plain.length !== CODIGO_LENGTH) return plain;
  const groups: string[] = [];
  let start = 0;
  for (const size of CODIGO_GROUPS) {
    groups.push(plain.slice(start, start + size));
    start += size;
  }
  return groups.join("-");
}

/** Same field a bot fills in as on the contact form (it shares its mechanism). */
export { HONEYPOT_FIELD } from "../contato/schema.ts";

export const SUGESTAO_MESSAGES = {
  notFound: "Sugestão não encontrada.",
  invalid: INVALID_DATA,
  nothingGiven: "Envie um texto, um link ou um arquivo.",
  link: "Informe um link que comece com http:// ou https://.",
  plataforma: "Escolha onde o conteúdo circulou.",
  uf: "Escolha um estado da lista.",
  email: INVALID_EMAIL,
  estado: "Escolha um estado da lista: recebida, em análise, verificada ou descartada.",
  motivo: "Informe o motivo do descarte.",
  motivoTexto: "Descreva o motivo do descarte.",
  fakeNews: "Escolha uma checagem publicada.",
  fakeNewsRequired: "Escolha a checagem que responde a esta sugestão.",
  fakeNewsNotFound: "Checagem não encontrada.",
  grupoNotFound: "Grupo de sugestões não encontrado.",
  anexosPerHour:
    "O site recebeu arquivos demais na última hora. Envie a sugestão sem o arquivo ou tente de novo mais tarde.",
} as const;

const optionalEmail = z
  .string({ error: SUGESTAO_MESSAGES.email })
  .trim()
  .max(MAX_EMAIL, SUGESTAO_MESSAGES.email)
  .refine((value) => value === "" || z.regexes.email.test(value), SUGESTAO_MESSAGES.email)
  .nullish()
  .transform((value) => (value ? value : null));

const optionalLink = z
  .union([z.literal(""), httpUrl(SUGESTAO_MESSAGES.link)])
  .nullish()
  .transform((value) => (value ? value.trim() : null));

/**
 * What a reader sends. The file, when there is one, travels beside these fields (multipart)
 * and is checked on its own; `temAnexo` tells the schema whether one came, so that "nothing
 * given" is judged on all three.
 */
export const SugestaoInputSchema = z
  .object(
    {
      texto: optionalText(MAX_TEXTO),
      link: optionalLink,
      plataforma: z.enum(PLATAFORMAS, { error: SUGESTAO_MESSAGES.plataforma }),
      uf: z
        .union([z.literal(""), z.enum(UFS as [string, ...string[]])], {
          error: SUGESTAO_MESSAGES.uf,
        })
        .nullish()
        .transform((value) => (value ? value : null)),
      municipio: optionalText(MAX_MUNICIPIO),
      email: optionalEmail,
      // Never a validation error: a bot must get the same answer as a person.
      website: z.unknown().optional(),
    },
    { error: SUGESTAO_MESSAGES.invalid },
  )
  .meta({ id: "SugestaoInput" });

export type SugestaoInput = z.output<typeof SugestaoInputSchema>;

/** What the reader gets back: the code to follow the tip with. */
export const SugestaoRecebidaSchema = z
  .object({
    codigo: z.string().meta({
      description:
        "The tracking code, shown once: 13 characters in groups, `XXXX-XXXX-XXXXX`; read with or without the dashes, in any case.",
    }),
    url: z.string().meta({ description: "`/sugestao/<codigo>`: the public page of the tip." }),
  })
  .meta({ id: "SugestaoRecebida" });
export type SugestaoRecebida = z.output<typeof SugestaoRecebidaSchema>;

export const CodigoParamsSchema = z.object({
  codigo: z
    .string()
    .max(CODIGO_MAX_TYPED)
    .transform(normalizeCodigo)
    .pipe(z.string().regex(CODIGO_PATTERN)),
});

const FakeNewsLinkSchema = z.object({ id: out.id, titulo: z.string() });

/** A tip as its sender sees it: only the state, never what was sent. */
export const SugestaoPublicaSchema = z
  .object({
    estado: z.enum(ESTADOS_SUGESTAO),
    motivo: z.enum(MOTIVOS_DESCARTE).nullable(),
    motivo_texto: z.string().nullable(),
    fake_news: FakeNewsPublicaSchema.nullable().meta({
      description: "The published fact-check that answers the tip (`/fake-news/{id}`).",
    }),
    resposta_automatica: z.boolean().meta({
      description:
        "The answer is the one the site gave at once, a published fact-check very like the tip (decision 075); the sender may say it is not it (`POST /api/sugestoes/codigo/{codigo}/nao-e-isso`).",
    }),
    resposta_recusada: z.boolean().meta({
      description:
        "The sender said the site's answer was not it: the tip waits for the team (`recebida`) until an editor answers.",
    }),
    created_at: out.timestamp,
  })
  .meta({ id: "SugestaoPublica" });
export type SugestaoPublica = z.output<typeof SugestaoPublicaSchema>;

export const AnexoSchema = z.object({
  content_type: z.string(),
  tamanho: z.int().nonnegative(),
  url: z.string().meta({ description: "`/api/sugestoes/{id}/anexo`, for editors only." }),
});

/** A tip as the editors' inbox shows it. */
export const SugestaoSchema = z
  .object({
    id: out.id,
    texto: z.string().nullable(),
    link: z.string().nullable(),
    anexo: AnexoSchema.nullable(),
    plataforma: z.enum(PLATAFORMAS),
    canal: z.enum(CANAIS_SUGESTAO).meta({
      description:
        "The way the tip came in (decision 081): the site's form or API (`web`), or a messaging channel whose conversation `GET /api/sugestoes/{id}/conversa` shows.",
    }),
    uf: z.string().nullable(),
    municipio: z.string().nullable(),
    email: z.string().nullable(),
    estado: z.enum(ESTADOS_SUGESTAO),
    motivo: z.enum(MOTIVOS_DESCARTE).nullable(),
    motivo_texto: z.string().nullable(),
    fake_news: FakeNewsLinkSchema.nullable(),
    resposta_automatica: z.boolean().meta({
      description:
        "The answer (`verificada` with `fake_news`) was given at once by the tip form, from a strong match (decision 075); an editor's answer clears it.",
    }),
    fake_news_recusada_id: out.id.nullable().meta({
      description:
        "The fact-check the sender said was not it: the site never answers the tip with it again.",
    }),
    created_at: out.timestamp,
    updated_at: out.timestamp,
  })
  .meta({ id: "Sugestao" });
export type Sugestao = z.output<typeof SugestaoSchema>;

/** Tips that look alike (decision 074), counted as one rumour. */
export const SugestaoGrupoSchema = z
  .object({
    grupo: z.string().meta({ description: "The key the tips share (see docs/glossary.md)." }),
    envios: z
      .int()
      .meta({ description: "How many tips the group holds in all: readers who sent it." }),
    recentes: z.int().meta({ description: "How many of them were received in the last 7 days." }),
    abertas: z.int().meta({ description: "How many of them are `recebida` or `em_analise`." }),
    ultima: out.timestamp,
    sugestoes: z
      .array(SugestaoSchema)
      .meta({ description: "The tips that match the filters, newest first." }),
    checagens: z.array(SemelhanteSchema).meta({
      description:
        "Published fact-checks like the group's newest tip (its text, link and image), best first, from the matching service (decision 069): the candidates to answer it with.",
    }),
  })
  .meta({ id: "SugestaoGrupo" });
export type SugestaoGrupo = z.output<typeof SugestaoGrupoSchema>;

export const SugestaoGrupoListSchema = z.array(SugestaoGrupoSchema);

export const SugestoesQuerySchema = PagingQuerySchema.extend({
  estado: optionalChoice(
    ESTADOS_SUGESTAO,
    SUGESTAO_MESSAGES.estado,
    "Only groups with tips in this state, and only those tips.",
  ),
  plataforma: optionalChoice(
    PLATAFORMAS,
    SUGESTAO_MESSAGES.plataforma,
    "Only tips that circulated here.",
  ),
});
export type SugestoesQuery = z.output<typeof SugestoesQuerySchema>;

/** An editor's answer to a tip. */
export const SugestaoUpdateSchema = z
  .object(
    {
      estado: z.enum(ESTADOS_SUGESTAO, { error: SUGESTAO_MESSAGES.estado }),
      motivo: z
        .union([z.literal(""), z.enum(MOTIVOS_DESCARTE, { error: SUGESTAO_MESSAGES.motivo })])
        .nullish()
        .transform((value) => (value ? value : null)),
      motivo_texto: optionalText(MAX_MOTIVO_TEXTO),
      fake_news_id: z
        .union([z.int().positive(), z.null()], { error: SUGESTAO_MESSAGES.fakeNews })
        .optional()
        .transform((value) => value ?? null),
    },
    { error: SUGESTAO_MESSAGES.invalid },
  )
  .superRefine((value, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    // CASE: a verified tip points at the fact-check that answers it.
    if (value.estado === "verificada" && value.fake_news_id === null)
      issue("fake_news_id", SUGESTAO_MESSAGES.fakeNewsRequired);
    if (value.estado === "descartada") {
      if (value.motivo === null) issue("motivo", SUGESTAO_MESSAGES.motivo);
      // CASE: "already checked" names the fact-check; "other" says why in words.
      if (value.motivo === "ja_verificada" && value.fake_news_id === null)
        issue("fake_news_id", SUGESTAO_MESSAGES.fakeNewsRequired);
      if (value.motivo === "outro" && value.motivo_texto === null)
        issue("motivo_texto", SUGESTAO_MESSAGES.motivoTexto);
    }
  })
  .meta({ id: "SugestaoUpdate" });
export type SugestaoUpdate = z.output<typeof SugestaoUpdateSchema>;

export const GrupoParamsSchema = z.object({
  grupo: z
    .string()
    .min(1)
    .max(MAX_LINK + 16),
});

/** `POST /api/sugestoes/grupos/{grupo}/checagem`: the fact-check that answers the group. */
export const GrupoChecagemInputSchema = z
  .object(
    {
      fake_news_id: z.int({ error: SUGESTAO_MESSAGES.fakeNewsRequired }).positive({
        error: SUGESTAO_MESSAGES.fakeNewsRequired,
      }),
    },
    { error: SUGESTAO_MESSAGES.invalid },
  )
  .meta({ id: "GrupoChecagemInput" });
export type GrupoChecagemInput = z.output<typeof GrupoChecagemInputSchema>;

export const GrupoChecagemSchema = z
  .object({
    grupo: z.string(),
    fake_news_id: out.id,
    respondidas: z.int().nonnegative().meta({
      description:
        "How many open tips (`recebida`, `em_analise`) this call answered; 0 when none was left.",
    }),
  })
  .meta({ id: "GrupoChecagem" });
export type GrupoChecagem = z.output<typeof GrupoChecagemSchema>;
