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
import {
  blankToNull,
  isoDate,
  optionalText,
  requiredRichText,
  textList,
} from "../common-schema.ts";
import * as out from "../response-schema.ts";
import type { Plataforma } from "../sugestoes/schema.ts";
import { workflowOutput } from "../articles/workflow.ts";

/** The collection's API tag, which also names its revisions (decision 038). */
export const FAKE_NEWS_TAG = "fake-news";

/** How a refused save or approval speaks of an entry someone changed meanwhile (decision 038). */
export const FAKE_NEWS_REVISAO_WORDS = {
  changed: "Esta fake news foi alterada",
  opened: "depois que você a abriu",
} as const;

/** The specification's statuses; public lists show only the first two. */
export const FAKE_NEWS_STATUS = ["verificada", "desmentida", "em_analise"] as const;
export type FakeNewsStatus = (typeof FAKE_NEWS_STATUS)[number];
export const PUBLIC_FAKE_NEWS_STATUS: readonly FakeNewsStatus[] = ["verificada", "desmentida"];

/** The statuses as the admin names them (the wire's codes are never shown to a person). */
export const FAKE_NEWS_STATUS_LABELS = {
  verificada: "Verificada",
  desmentida: "Desmentida",
  em_analise: "Em Análise",
} as const satisfies Record<FakeNewsStatus, string>;

/**
 * Where a claim circulated, as the wire spells it (decision 052): the platforms of the
 * readers' tips (`PLATAFORMAS`, with their spelling, `outra` included), plus X and websites.
 */
export const CIRCULOU_EM = [
  "whatsapp",
  "facebook",
  "instagram",
  "tiktok",
  "youtube",
  "kwai",
  "telegram",
  "x",
  "site",
  "outra",
] as const satisfies readonly (Plataforma | "x" | "site")[];
export type Circulacao = (typeof CIRCULOU_EM)[number];

/** The claim as it circulated: plain text, short enough to quote on a share card. */
export const ALEGACAO_MAX = 500;

export const FAKE_NEWS_MESSAGES = {
  body: "Envie os dados da matéria em JSON.",
  notFound: "Matéria não encontrada",
  status: "Escolha um status válido.",
  dataVerificacao: "Informe uma data válida (AAAA-MM-DD).",
  fonte: "Informe a fonte.",
  verdade: "Informe a verdade.",
  lista: "Envie uma lista de textos.",
  circulouEm: `Escolha onde a alegação circulou entre: ${CIRCULOU_EM.join(", ")}.`,
  primeiraAparicao: "Informe a data da primeira aparição como uma data válida (AAAA-MM-DD).",
  rotulo: "Escolha um rótulo da escala de classificação.",
  rotuloDeOutroStatus: (nome: string, status: string) =>
    `O rótulo “${nome}” pertence ao status “${FAKE_NEWS_STATUS_LABELS[status as FakeNewsStatus] ?? status}”; escolha um rótulo do status da checagem ou mude o status.`,
} as const;

/** Today's calendar day where the form is filled in (or where the server runs). */
export function today(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A list of plain texts (sources, truths); may be empty, but no item may be blank. */
const textItems = (itemMessage: string) =>
  textList(TEXT_LIST_MAX, TEXT_ITEM_MAX, { itemMessage, notAList: FAKE_NEWS_MESSAGES.lista })
    .nullish()
    .transform((value) => value ?? []);

export const FakeNewsInputSchema = articleInputSchema(
  "FakeNewsInput",
  {
    titulo: articleInput.titulo,
    subtitulo: articleInput.subtitulo,
    lead: requiredRichText(LEAD_INPUT_MAX),
    conteudo: requiredRichText(CONTEUDO_MAX),
    conclusao: articleInput.conclusao,
    fontes: textItems(FAKE_NEWS_MESSAGES.fonte),
    verdades: textItems(FAKE_NEWS_MESSAGES.verdade),
    imagens: articleInput.imagens,
    legendas: articleInput.legendas,
    alts: articleInput.alts,
    tags: articleInput.tags,
    uf: articleInput.uf,
    municipio: articleInput.municipio,
    status: z.enum(FAKE_NEWS_STATUS, { error: FAKE_NEWS_MESSAGES.status }),
    // A verification is dated; a form that leaves the date out means "today".
    data_verificacao: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? today() : value),
      isoDate(FAKE_NEWS_MESSAGES.dataVerificacao).meta({
        description: "Must name a real day.",
      }),
    ),
    verificador: optionalText(CREDIT_MAX),
    // The claim and the rating are optional, so the specification's calls work unchanged;
    // absent from an update, each keeps its stored value (a client that knows nothing of
    // them does not erase them), while null or blank clears it.
    alegacao: optionalText(ALEGACAO_MAX).optional(),
    circulou_em: z
      .array(z.enum(CIRCULOU_EM, { error: FAKE_NEWS_MESSAGES.circulouEm }), {
        error: FAKE_NEWS_MESSAGES.circulouEm,
      })
      .max(CIRCULOU_EM.length, FAKE_NEWS_MESSAGES.circulouEm)
      .nullable()
      .transform((value) => CIRCULOU_EM.filter((plataforma) => value?.includes(plataforma)))
      .optional()
      .meta({ description: "Platform codes, each at most once; answered in the listed order." }),
    primeira_aparicao: z
      .preprocess(
        blankToNull,
        isoDate(FAKE_NEWS_MESSAGES.primeiraAparicao)
          .nullable()
          .transform((value) => value ?? null),
      )
      .optional(),
    rotulo: z
      .preprocess(blankToNull, z.string({ error: FAKE_NEWS_MESSAGES.rotulo }).trim().nullable())
      .optional()
      .meta({
        description:
          "A slug of `GET /api/rotulos` whose `status` is the entry's. Absent from an update whose status changes, a rating of the old status is dropped.",
      }),
  },
  { body: FAKE_NEWS_MESSAGES.body },
);

export type FakeNewsInput = z.output<typeof FakeNewsInputSchema>;
export type FakeNewsFormValues = z.input<typeof FakeNewsInputSchema>;

const fakeNewsOutput = {
  ...articleOutput,
  verdades: z.array(z.string()),
  status: out.openEnum(FAKE_NEWS_STATUS),
  data_verificacao: out.calendarDate,
  verificador: z.string().nullable(),
  // Defaults: revisions kept before these fields existed lack them (decision 038).
  alegacao: z.string().nullable().default(null),
  circulou_em: z.array(out.openEnum(CIRCULOU_EM)).default([]),
  primeira_aparicao: out.calendarDate.nullable().default(null),
  rotulo: z.string().nullable().default(null),
};

/** What the API answers for a fake-news entry to anonymous readers (published entries only). */
export const FakeNewsSchema = z.object(fakeNewsOutput).meta({ id: "FakeNews" });

/** What signed-in accounts get: the entry with its publication state and second review. */
export const FakeNewsEditorSchema = z
  .object({
    ...fakeNewsOutput,
    ...workflowOutput,
    aprovado_por: z.int().nullable(),
    // Revisions kept before the name was answered lack it (decision 038 keeps answers whole).
    aprovado_por_nome: z.string().nullable().default(null).meta({
      description: "The approver's current name; null without an approval.",
    }),
    aprovado_em: out.timestamp.nullable(),
    sem_segunda_revisao: z.boolean(),
    // Entries kept before reasons were written lack it (decision 038 keeps answers whole).
    motivo_sem_revisao: z.string().nullable().default(null).meta({
      description:
        "Why an administrador published the entry without a second review (`publicação direta pela API` for a publishing save); null when it was reviewed.",
    }),
    // Computed on read, so revisions kept before it existed lack it (decision 038).
    autores_ciclo: z.array(z.int()).optional().meta({
      description:
        "The second review's authors: the accounts that saved the entry since it was last published (or since it was created), none of whom may approve it (`POST /fake-news/{id}/aprovar`). Empty while it is published.",
    }),
  })
  .meta({ id: "FakeNewsEditor" });

export type FakeNewsPublic = z.output<typeof FakeNewsSchema>;
export type FakeNews = z.output<typeof FakeNewsEditorSchema>;

/** Drops what only editors see. */
export function publicFakeNews(item: FakeNews): FakeNewsPublic {
  const {
    estado,
    publicar_em,
    criado_por,
    atualizado_por,
    aprovado_por,
    aprovado_por_nome,
    aprovado_em,
    sem_segunda_revisao,
    motivo_sem_revisao,
    autores_ciclo,
    alteracao_pendente,
    pendente,
    ...rest
  } = item;
  void [estado, publicar_em, criado_por, atualizado_por, aprovado_por, aprovado_por_nome];
  void aprovado_em;
  void [sem_segunda_revisao, motivo_sem_revisao];
  void [autores_ciclo, alteracao_pendente, pendente];
  return rest;
}
