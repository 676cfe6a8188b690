import { z } from "zod";
import { requiredText } from "../common-schema.ts";
import { FAKE_NEWS_STATUS } from "../fake-news/schema.ts";
import * as out from "../response-schema.ts";

/*
 * The site's rating scale (decision 052): each rating (`rotulo`) names what a fact-check
 * found more precisely than the specification's status, and belongs to one status.
 * Isomorphic: the admin form validates with the same schemas.
 */

export const ROTULO_SLUG_MAX = 60;
export const ROTULO_NOME_MAX = 60;
export const ROTULO_DEFINICAO_MAX = 500;

/** The icons a rating may show: a check, a cross, an alert, a question mark, a clock. */
export const ROTULO_ICONES = ["visto", "xis", "alerta", "interrogacao", "relogio"] as const;
export type RotuloIcone = (typeof ROTULO_ICONES)[number];

export const ROTULO_MESSAGES = {
  body: "Envie os dados do rótulo em JSON.",
  notFound: "Rótulo não encontrado.",
  slug: "Use letras minúsculas sem acento, números e hífens (por exemplo, fora-de-contexto).",
  slugTaken: "Já existe um rótulo com este endereço.",
  cor: "Informe a cor no formato #RRGGBB (por exemplo, #C62828).",
  icone: `Escolha um ícone: ${ROTULO_ICONES.join(", ")}.`,
  status: "Escolha um status válido.",
  inUse: (total: number) =>
    total === 1
      ? "Este rótulo está em uso em 1 checagem; troque o rótulo dela antes de excluí-lo."
      : `Este rótulo está em uso em ${total} checagens; troque o rótulo delas antes de excluí-lo.`,
  statusInUse:
    "Este rótulo está em uso: as checagens que o usam têm o status dele. Crie um novo rótulo para o outro status.",
} as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const rotuloSlug = z
  .string({ error: ROTULO_MESSAGES.slug })
  .trim()
  .max(ROTULO_SLUG_MAX, ROTULO_MESSAGES.slug)
  .regex(SLUG_PATTERN, ROTULO_MESSAGES.slug);

/** `/:slug` of a rating; a value that cannot be a slug names nothing (404). */
export const RotuloParamsSchema = z.object({
  slug: rotuloSlug.meta({ param: { id: "RotuloSlug", description: "The rating's slug." } }),
});

const fields = {
  nome: requiredText(ROTULO_NOME_MAX),
  // CASE: "#c62828" and "#C62828" are the same colour; stored in lower case.
  cor: z
    .string({ error: ROTULO_MESSAGES.cor })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, ROTULO_MESSAGES.cor)
    .transform((value) => value.toLowerCase()),
  icone: z.enum(ROTULO_ICONES, { error: ROTULO_MESSAGES.icone }),
  definicao: requiredText(ROTULO_DEFINICAO_MAX),
  status: z.enum(FAKE_NEWS_STATUS, { error: ROTULO_MESSAGES.status }),
};

/** A new rating: its slug, which never changes, and its fields. */
export const RotuloInputSchema = z
  .object({ slug: rotuloSlug, ...fields }, { error: ROTULO_MESSAGES.body })
  .meta({ id: "RotuloInput" });

/** A rating's fields replaced whole; the slug is the address's. */
export const RotuloUpdateSchema = z
  .object(fields, { error: ROTULO_MESSAGES.body })
  .meta({ id: "RotuloUpdate" });

export type RotuloInput = z.output<typeof RotuloInputSchema>;
export type RotuloUpdate = z.output<typeof RotuloUpdateSchema>;

export const RotuloSchema = z
  .object({
    slug: z.string(),
    nome: z.string(),
    cor: z.string().meta({ description: "`#rrggbb`." }),
    icone: out.openEnum(ROTULO_ICONES),
    definicao: z.string(),
    status: out.openEnum(FAKE_NEWS_STATUS),
  })
  .meta({ id: "Rotulo" });

export const RotuloListSchema = z.array(RotuloSchema);

export type Rotulo = z.output<typeof RotuloSchema>;
