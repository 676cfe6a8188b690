import { z } from "zod";
import {
  hasVisibleText,
  imageReference,
  isoDate,
  MAX_IMAGES,
  optionalText,
  REQUIRED,
  requiredText,
} from "../common-schema.ts";

/** The specification's statuses; public lists show only the first two. */
export const FAKE_NEWS_STATUS = ["verificada", "desmentida", "em_analise"] as const;
export type FakeNewsStatus = (typeof FAKE_NEWS_STATUS)[number];
export const PUBLIC_FAKE_NEWS_STATUS: readonly FakeNewsStatus[] = ["verificada", "desmentida"];

export const TITULO_MAX = 300;
export const SUBTITULO_MAX = 500;
export const LEAD_MAX = 5000;
export const CONTEUDO_MAX = 200_000;
export const CONCLUSAO_MAX = 50_000;
export const LIST_MAX = 50;
export const LIST_ITEM_MAX = 1000;
export const LEGENDA_MAX = 500;
export const VERIFICADOR_MAX = 200;

export const FAKE_NEWS_MESSAGES = {
  body: "Envie os dados da matéria em JSON.",
  notFound: "Matéria não encontrada",
  status: "Escolha um status válido.",
  dataVerificacao: "Informe uma data válida (AAAA-MM-DD).",
  fonte: "Informe a fonte.",
  verdade: "Informe a verdade.",
  lista: "Envie uma lista de textos.",
  imagens: "Envie uma lista de imagens.",
} as const;

/** Today's calendar day where the form is filled in (or where the server runs). */
export function today(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const richText = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .refine(hasVisibleText, REQUIRED);

/** A list of plain texts (sources, truths); may be empty, but no item may be blank. */
const textItems = (itemMessage: string) =>
  z
    .array(requiredText(LIST_ITEM_MAX, itemMessage), { error: FAKE_NEWS_MESSAGES.lista })
    .max(LIST_MAX, `Use no máximo ${LIST_MAX} itens.`)
    .nullish()
    .transform((value) => value ?? []);

/** Captions and alt texts, one per image; a missing entry is an empty text. */
const perImageTexts = z
  .array(
    z
      .string({ error: "Texto inválido." })
      .trim()
      .max(LEGENDA_MAX, `Use no máximo ${LEGENDA_MAX} caracteres.`)
      .nullish()
      .transform((value) => value ?? ""),
    { error: FAKE_NEWS_MESSAGES.lista },
  )
  .max(MAX_IMAGES, `Use no máximo ${MAX_IMAGES} itens.`)
  .nullish()
  .transform((value) => value ?? []);

export const FakeNewsInputSchema = z.object(
  {
    titulo: requiredText(TITULO_MAX),
    subtitulo: optionalText(SUBTITULO_MAX),
    lead: richText(LEAD_MAX),
    conteudo: richText(CONTEUDO_MAX),
    conclusao: optionalText(CONCLUSAO_MAX),
    fontes: textItems(FAKE_NEWS_MESSAGES.fonte),
    verdades: textItems(FAKE_NEWS_MESSAGES.verdade),
    imagens: z
      .array(imageReference, { error: FAKE_NEWS_MESSAGES.imagens })
      .max(MAX_IMAGES, `Envie no máximo ${MAX_IMAGES} imagens.`)
      .nullish()
      .transform((value) => value ?? []),
    legendas: perImageTexts,
    alts: perImageTexts,
    status: z.enum(FAKE_NEWS_STATUS, { error: FAKE_NEWS_MESSAGES.status }),
    // A verification is dated; a form that leaves the date out means "today".
    data_verificacao: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? today() : value),
      isoDate(FAKE_NEWS_MESSAGES.dataVerificacao),
    ),
    verificador: optionalText(VERIFICADOR_MAX),
  },
  { error: FAKE_NEWS_MESSAGES.body },
);

export type FakeNewsInput = z.output<typeof FakeNewsInputSchema>;
export type FakeNewsFormValues = z.input<typeof FakeNewsInputSchema>;
