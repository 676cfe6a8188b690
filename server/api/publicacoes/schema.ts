import { z } from "zod";
import { isBlank, isStoredPdfUrl, wholeNumber } from "../newsletters/schema.ts";
import { INVALID_TEXT, optionalText, requiredText, tooManyItems } from "../common-schema.ts";
import * as out from "../response-schema.ts";

/** The kinds of publication, as the API and the addresses spell them (decision 078). */
export const PUBLICACAO_TIPOS = [
  "artigo",
  "capitulo",
  "livro",
  "relatorio",
  "tese",
  "dissertacao",
  "tcc",
  "material-didatico",
  "conjunto-de-dados",
  "apresentacao",
] as const;

export type PublicacaoTipo = (typeof PUBLICACAO_TIPOS)[number];

/** How the editors' desk names each kind (the public pages translate them). */
export const PUBLICACAO_TIPO_LABELS: Record<PublicacaoTipo, string> = {
  artigo: "Artigo",
  capitulo: "Capítulo de livro",
  livro: "Livro",
  relatorio: "Relatório",
  tese: "Tese",
  dissertacao: "Dissertação",
  tcc: "TCC",
  "material-didatico": "Material didático",
  "conjunto-de-dados": "Conjunto de dados",
  apresentacao: "Apresentação",
};

export const TITULO_MAX = 500;
export const NOME_MAX = 200;
export const AUTORES_MAX = 50;
export const VEICULO_MAX = 300;
export const RESUMO_MAX = 10_000;
export const PALAVRA_MAX = 100;
export const PALAVRAS_MAX = 20;
export const LICENCA_MAX = 200;
export const DOI_MAX = 300;
export const ANO_MIN = 1900;
export const URL_MAX = 2048;

export const PUBLICACAO_MESSAGES = {
  notFound: "Publicação não encontrada.",
  body: "Envie os dados da publicação em JSON.",
  autores: "Informe ao menos um autor.",
  autor: "Informe o nome de cada autor.",
  endereco:
    "Informe um endereço do Lattes (http://lattes.cnpq.br/…) ou do ORCID (https://orcid.org/…).",
  ano: `Informe um ano com 4 dígitos, a partir de ${ANO_MIN}.`,
  anoFuturo: "O ano não pode estar no futuro.",
  tipo: "Escolha um dos tipos da lista.",
  doi: "Informe um DOI válido, como 10.1234/abc.2024 (com ou sem https://doi.org/).",
  url: "Informe um endereço que comece com http:// ou https://.",
  pdfUrl: "Envie o PDF pelo formulário: o endereço deve ser de um PDF enviado (/media/….pdf).",
  pdfAusente: "O PDF indicado não está entre os arquivos enviados. Envie o arquivo PDF de novo.",
  palavras: "Informe as palavras-chave como uma lista de textos.",
  palavra: "Cada palavra-chave precisa de texto.",
  subprojeto: "Escolha um subprojeto da lista.",
  filtroAno: "Informe um ano com 4 dígitos.",
  filtroSubprojeto: "Informe o número de um subprojeto.",
} as const;

const DOI_PREFIX = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i;
const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;

/** A DOI as stored: `10.prefix/suffix`, without the resolver's address or `doi:`. */
export function normalizeDoi(value: string): string {
  return value.trim().replace(DOI_PREFIX, "");
}

export const isDoi = (value: string) => DOI_PATTERN.test(normalizeDoi(value));

/** An author's page: a Lattes curriculum or an ORCID record, over http(s). */
export function isAuthorPage(value: string): boolean {
  try {
    const url = new URL(value);
    if (!["http:", "https:"].includes(url.protocol)) return false;
    return ["lattes.cnpq.br", "orcid.org"].includes(url.hostname.replace(/^www\./, ""));
  } catch {
    return false;
  }
}

const blankIsNull = (value: unknown) => (isBlank(value) ? null : value);

const optionalChecked = (max: number, check: (value: string) => boolean, message: string) =>
  z.preprocess(
    blankIsNull,
    z.string({ error: message }).trim().max(max, message).refine(check, message).nullable(),
  );

const isHttpUrl = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const AutorSchema = z
  .object(
    {
      nome: requiredText(NOME_MAX, PUBLICACAO_MESSAGES.autor),
      endereco: optionalChecked(URL_MAX, isAuthorPage, PUBLICACAO_MESSAGES.endereco)
        .optional()
        .transform((value) => value ?? null)
        .meta({ description: "A Lattes (lattes.cnpq.br) or ORCID (orcid.org) address, or null." }),
    },
    { error: PUBLICACAO_MESSAGES.autor },
  )
  .meta({ id: "PublicacaoAutor" });

export type Autor = z.output<typeof AutorSchema>;

const year = wholeNumber(ANO_MIN, 9999, PUBLICACAO_MESSAGES.ano)
  // Checked when the body is read, so the limit moves with the calendar.
  .refine((value) => value <= new Date().getFullYear(), PUBLICACAO_MESSAGES.anoFuturo);

export const PublicacaoInputSchema = z
  .object(
    {
      titulo: requiredText(TITULO_MAX),
      autores: z
        .array(AutorSchema, { error: PUBLICACAO_MESSAGES.autores })
        .min(1, PUBLICACAO_MESSAGES.autores)
        .max(AUTORES_MAX, tooManyItems(AUTORES_MAX))
        .meta({ description: "In the order of the publication; at least one." }),
      ano: year.meta({
        description: "Not after the current year. May also be digits in a string.",
      }),
      tipo: z.enum(PUBLICACAO_TIPOS, { error: PUBLICACAO_MESSAGES.tipo }),
      veiculo: optionalText(VEICULO_MAX).meta({
        description: "The journal, event or publisher.",
      }),
      resumo: optionalText(RESUMO_MAX).meta({ description: "Plain text." }),
      palavrasChave: z
        .array(requiredText(PALAVRA_MAX, PUBLICACAO_MESSAGES.palavra), {
          error: PUBLICACAO_MESSAGES.palavras,
        })
        .max(PALAVRAS_MAX, tooManyItems(PALAVRAS_MAX))
        .nullish()
        .transform((value) => value ?? []),
      doi: optionalChecked(DOI_MAX, isDoi, PUBLICACAO_MESSAGES.doi)
        .optional()
        .transform((value) => (value ? normalizeDoi(value) : null))
        .meta({ description: "`10.prefix/suffix`; a `https://doi.org/` address is accepted." }),
      url: optionalChecked(URL_MAX, isHttpUrl, PUBLICACAO_MESSAGES.url)
        .optional()
        .transform((value) => value ?? null),
      pdfUrl: optionalChecked(URL_MAX, isStoredPdfUrl, PUBLICACAO_MESSAGES.pdfUrl)
        .optional()
        .transform((value) => value ?? null)
        .meta({ description: "A `/media/<hash>.pdf` answered by `POST /api/media`." }),
      licenca: z
        .preprocess(
          blankIsNull,
          z.string({ error: INVALID_TEXT }).trim().max(LICENCA_MAX).nullish(),
        )
        .transform((value) => value ?? null)
        .meta({ description: "E.g. `CC BY 4.0`." }),
      subprojetoId: z
        .preprocess(
          (value) =>
            isBlank(value)
              ? null
              : typeof value === "string" && /^\s*\d+\s*$/.test(value)
                ? Number(value)
                : value,
          z
            .number({ error: PUBLICACAO_MESSAGES.subprojeto })
            .int(PUBLICACAO_MESSAGES.subprojeto)
            .positive(PUBLICACAO_MESSAGES.subprojeto)
            .nullish(),
        )
        .transform((value) => value ?? null)
        .meta({ description: "The id of a sub-project, or null." }),
    },
    { error: PUBLICACAO_MESSAGES.body },
  )
  .meta({ id: "PublicacaoInput" });

export type PublicacaoInput = z.output<typeof PublicacaoInputSchema>;

/** What the API answers for a publication. */
export const PublicacaoSchema = z
  .object({
    id: out.id,
    titulo: z.string(),
    autores: z.array(z.object({ nome: z.string(), endereco: z.string().nullable() })),
    ano: z.int(),
    tipo: out.openEnum(PUBLICACAO_TIPOS),
    veiculo: z.string().nullable(),
    resumo: z.string().nullable(),
    palavrasChave: z.array(z.string()),
    doi: z.string().nullable(),
    url: z.string().nullable(),
    pdfUrl: z.string().nullable(),
    licenca: z.string().nullable(),
    subprojetoId: z.int().nullable(),
  })
  .meta({ id: "Publicacao" });

export type Publicacao = z.output<typeof PublicacaoSchema>;

const queryText = (max: number) =>
  z
    .string({ error: INVALID_TEXT })
    .trim()
    .max(max, INVALID_TEXT)
    .optional()
    .transform((value) => value || undefined);

/** The list's filters, as the public page's address carries them. */
export const PublicacaoFiltersSchema = z.object({
  ano: z
    .string({ error: PUBLICACAO_MESSAGES.filtroAno })
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^\d{4}$/, PUBLICACAO_MESSAGES.filtroAno)
        .transform(Number)
        .optional(),
    )
    .meta({ description: "Only this year." }),
  tipo: z
    .enum(PUBLICACAO_TIPOS, { error: PUBLICACAO_MESSAGES.tipo })
    .optional()
    .meta({ description: "Only this kind." }),
  autor: queryText(NOME_MAX).meta({
    description: "Only publications with an author whose name contains this (any case or accent).",
  }),
  subprojeto: z
    .string({ error: PUBLICACAO_MESSAGES.filtroSubprojeto })
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,8}$/, PUBLICACAO_MESSAGES.filtroSubprojeto)
        .transform(Number)
        .optional(),
    )
    .meta({ description: "Only publications of this sub-project (its id)." }),
  q: queryText(200).meta({
    description:
      "Words that must all appear in the title, authors, venue, summary or keywords (any case or accent).",
  }),
});

export type PublicacaoFilters = z.output<typeof PublicacaoFiltersSchema>;
