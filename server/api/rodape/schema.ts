import { z } from "zod";
import {
  blankToNull,
  INVALID_DATA,
  optionalImage,
  optionalText,
  requiredChecked,
  requiredText,
  URL_MAX,
} from "../common-schema.ts";

/*
 * The institutions the footer links to, each with its logo. Isomorphic: the admin form
 * validates with the same schema, and the footer renders the defaults without the server.
 */

/** The drawn logos the site carries; an institution without an uploaded logo shows its own. */
export const RODAPE_CHAVES = [
  "universidade",
  "cnpq",
  "ministerio-da-saude",
  "governo-federal",
  "observatorio",
] as const;
export type RodapeChave = (typeof RODAPE_CHAVES)[number];

export const RODAPE_MAX = 10;
export const NOME_MAX = 120;
export const NOME_COMPLETO_MAX = 300;

export const RODAPE_MESSAGES = {
  invalid: INVALID_DATA,
  chave: "Escolha um logotipo desenhado válido.",
  endereco: "Informe um endereço que comece com http://, https:// ou / (uma página deste site).",
  lista: `Informe de 1 a ${RODAPE_MAX} instituições.`,
} as const;

/**
 * An absolute http(s) address, or a path on this site: one slash then no second one (a
 * `//host` path would leave the site), no backslash and no spaces.
 */
export function isRodapeEndereco(value: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol) && !/\s/.test(value);
  } catch {
    return false;
  }
}

export const InstituicaoInputSchema = z.object(
  {
    chave: z.preprocess(
      blankToNull,
      z
        .enum(RODAPE_CHAVES, { error: RODAPE_MESSAGES.chave })
        .nullish()
        .transform((value) => value ?? null),
    ),
    nome: requiredText(NOME_MAX),
    nome_completo: optionalText(NOME_COMPLETO_MAX),
    endereco: requiredChecked(URL_MAX, isRodapeEndereco, RODAPE_MESSAGES.endereco),
    logo: optionalImage,
  },
  { error: RODAPE_MESSAGES.invalid },
);

export const RodapeInputSchema = z
  .object(
    {
      instituicoes: z
        .array(InstituicaoInputSchema, { error: RODAPE_MESSAGES.lista })
        .min(1, RODAPE_MESSAGES.lista)
        .max(RODAPE_MAX, RODAPE_MESSAGES.lista),
    },
    { error: RODAPE_MESSAGES.invalid },
  )
  .meta({ id: "RodapeInput" });

export type RodapeInput = z.output<typeof RodapeInputSchema>;

export const InstituicaoSchema = z.object({
  chave: z
    .enum(RODAPE_CHAVES)
    .nullable()
    .meta({ description: "The drawn logo shown while `logo` is null." }),
  nome: z.string().meta({ description: "The visible label." }),
  nome_completo: z
    .string()
    .nullable()
    .meta({ description: "The full name, read after the label by screen readers." }),
  endereco: z.string(),
  logo: z.string().nullable().meta({ description: "The uploaded logo's `/media/` URL." }),
});

export const RodapeSchema = z
  .object({ instituicoes: z.array(InstituicaoSchema) })
  .meta({ id: "Rodape" });

export type Instituicao = z.output<typeof InstituicaoSchema>;
export type Rodape = z.output<typeof RodapeSchema>;

/** Shown until an editor saves the list: the five institutions of the specification. */
export const RODAPE_PADRAO: Rodape = Object.freeze({
  instituicoes: Object.freeze([
    {
      chave: "universidade",
      nome: "Universidade",
      nome_completo: null,
      // The national register of accredited higher-education institutions, until an
      // editor sets the university's own address.
      endereco: "https://emec.mec.gov.br/",
      logo: null,
    },
    {
      chave: "cnpq",
      nome: "CNPq",
      nome_completo: "Conselho Nacional de Desenvolvimento Científico e Tecnológico",
      endereco: "https://www.gov.br/cnpq",
      logo: null,
    },
    {
      chave: "ministerio-da-saude",
      nome: "Ministério da Saúde",
      nome_completo: null,
      endereco: "https://www.gov.br/saude",
      logo: null,
    },
    {
      chave: "governo-federal",
      nome: "Governo Federal",
      nome_completo: null,
      endereco: "https://www.gov.br",
      logo: null,
    },
    {
      chave: "observatorio",
      nome: "Observatório",
      nome_completo: null,
      // An editor points it at the observatory's institutional home once it has one.
      endereco: "/",
      logo: null,
    },
  ]) as Instituicao[],
});
