import { z } from "zod";
import { FAKE_NEWS_STATUS } from "../fake-news/schema.ts";
import { optionalChoice, tooLong } from "../common-schema.ts";
import * as out from "../response-schema.ts";

/**
 * What a reader can search: news items, every fake-news entry, since each has a public
 * page (those still being checked are found too, marked as such: decision 055), and the
 * repository's publications (decision 078).
 */
export const BUSCA_TIPOS = ["noticia", "fake-news", "publicacao"] as const;
export type BuscaTipo = (typeof BUSCA_TIPOS)[number];

/** The states a search can narrow to: every fake-news status. */
export const BUSCA_STATUS = FAKE_NEWS_STATUS;

export const BUSCA_PAGE_SIZE = 12;
export const BUSCA_QUERY_MAX = 200;
export const BUSCA_PAGE_MAX = 1000;

export const BUSCA_MESSAGES = {
  q: "Informe o que procurar.",
  qLength: tooLong(BUSCA_QUERY_MAX),
  tipo: "Escolha notícia, fake news ou publicação.",
  status: "Escolha um veredito válido.",
  pagina: `Informe uma página entre 1 e ${BUSCA_PAGE_MAX}.`,
} as const;

const PAGE = /^[1-9][0-9]{0,3}$/;

/** The query string of `GET /api/busca`; the search page reads the same fields. */
export const BuscaQuerySchema = z.object({
  q: z
    .string({ error: BUSCA_MESSAGES.q })
    .trim()
    .min(1, BUSCA_MESSAGES.q)
    .max(BUSCA_QUERY_MAX, BUSCA_MESSAGES.qLength)
    .meta({
      description:
        "The words to look for. Case, accents and Portuguese word forms do not matter (`vacina` finds `Vacinas`); every word must be found.",
    }),
  tipo: optionalChoice(
    BUSCA_TIPOS,
    BUSCA_MESSAGES.tipo,
    "Only news items, only fake-news entries or only publications.",
  ),
  status: optionalChoice(
    BUSCA_STATUS,
    BUSCA_MESSAGES.status,
    "Only fake-news entries with this verdict.",
  ),
  pagina: z
    .string({ error: BUSCA_MESSAGES.pagina })
    .regex(PAGE, BUSCA_MESSAGES.pagina)
    .transform(Number)
    .refine((page) => page <= BUSCA_PAGE_MAX, BUSCA_MESSAGES.pagina)
    .optional()
    .transform((page) => page ?? 1)
    .meta({ description: `Page of ${BUSCA_PAGE_SIZE} results, from 1.` }),
});

export type BuscaQuery = z.output<typeof BuscaQuerySchema>;

const highlight = z
  .tuple([z.int().nonnegative(), z.int().nonnegative()])
  .meta({ description: "Start and end (exclusive) offsets, in UTF-16 code units." });

export const BuscaResultadoSchema = z
  .object({
    tipo: z.enum(BUSCA_TIPOS),
    id: out.id,
    titulo: z.string(),
    url: z.string().meta({ description: "The public page of the item." }),
    data: z.string().meta({
      description:
        "`data_publicacao` (news), `data_verificacao` (fake news) or the year (`ano`) of a publication.",
    }),
    status: out
      .openEnum(BUSCA_STATUS)
      .nullable()
      .meta({ description: "The verdict of a fake-news entry; null for news and publications." }),
    rotulo: z.string().nullable().meta({
      description:
        "The slug of a fake-news entry's rating in `GET /api/rotulos`; null for news, publications and entries without one.",
    }),
    trecho: z.string().meta({ description: "Plain text around the first matching word." }),
    destaques: z
      .object({ titulo: z.array(highlight), trecho: z.array(highlight) })
      .meta({ description: "Where the words searched for are, in the title and the excerpt." }),
  })
  .meta({ id: "BuscaResultado" });

export type BuscaResultado = z.output<typeof BuscaResultadoSchema>;

export const BuscaRespostaSchema = z
  .object({
    total: z.int().nonnegative(),
    pagina: z.int().positive(),
    paginas: z.int().nonnegative(),
    resultados: z.array(BuscaResultadoSchema),
  })
  .meta({ id: "BuscaResposta" });

export type BuscaResposta = z.output<typeof BuscaRespostaSchema>;
