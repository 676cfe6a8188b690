import { z } from "zod";
import { PagingQuerySchema } from "../collection-paging.ts";
import { id, timestamp } from "../response-schema.ts";

/*
 * The audit log's answers and the filters of its list (decision 036). Isomorphic: the
 * admin's /admin/registro builds its filters and parses the answers with these.
 */

export const REGISTRO_MESSAGES = {
  conta: "Informe a conta pelo número (id).",
  texto: "Use letras, números e hífens (até 60).",
  data: "Informe uma data (AAAA-MM-DD) ou um instante ISO 8601.",
  intervalo: "A data inicial deve vir antes da final.",
} as const;

/** The most characters of the User-Agent header a row keeps. */
export const AGENTE_MAX_LENGTH = 200;
/** The most characters of a note a row keeps. */
export const NOTA_MAX_LENGTH = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One query value: Express gives a string, or an array when the name is repeated. */
const single = (message: string) => z.string({ error: message });

/**
 * A day (`YYYY-MM-DD`, a UTC day) or an instant. `de` keeps the instant or the day's start;
 * `ate` an instant as it is, a day up to its end: both become bounds on `criado_em`.
 */
const bound = (edge: "start" | "end") =>
  single(REGISTRO_MESSAGES.data)
    .refine((value) => z.iso.date().safeParse(value).success || isInstant(value), {
      error: REGISTRO_MESSAGES.data,
    })
    .transform((value) => {
      if (isInstant(value)) return { at: new Date(value).toISOString(), inclusive: true };
      const start = Date.parse(`${value}T00:00:00.000Z`);
      return edge === "start"
        ? { at: new Date(start).toISOString(), inclusive: true }
        : { at: new Date(start + DAY_MS).toISOString(), inclusive: false };
    });

function isInstant(value: string): boolean {
  return z.iso.datetime({ offset: true }).safeParse(value).success;
}

const word = single(REGISTRO_MESSAGES.texto).regex(/^[A-Za-z0-9-]{1,60}$/, REGISTRO_MESSAGES.texto);

export const RegistroQuerySchema = PagingQuerySchema.extend({
  conta: single(REGISTRO_MESSAGES.conta)
    .regex(/^[0-9]{1,9}$/, REGISTRO_MESSAGES.conta)
    .transform(Number)
    .optional()
    .meta({ description: "Only the rows of this account id." }),
  tipo: word.optional().meta({ description: "Only this area (`noticias`, `auth`, `contas`…)." }),
  acao: word.optional().meta({ description: "Only this action (`createNoticia`, `login`…)." }),
  de: bound("start").optional().meta({ description: "From this day (UTC) or instant on." }),
  ate: bound("end")
    .optional()
    .meta({ description: "Up to the end of this day (UTC), or up to this instant." }),
}).refine(
  // Runs even when a field failed (its value is then still the raw text): only two parsed
  // bounds are compared.
  (query) =>
    typeof query.de?.at !== "string" ||
    typeof query.ate?.at !== "string" ||
    (query.ate.inclusive ? query.de.at <= query.ate.at : query.de.at < query.ate.at),
  {
    error: REGISTRO_MESSAGES.intervalo,
    path: ["ate"],
  },
);
export type RegistroQuery = z.output<typeof RegistroQuerySchema>;

export const RegistroEntradaSchema = z
  .object({
    id,
    criadoEm: timestamp,
    conta: z.object({ id, nome: z.string().nullable() }).nullable().meta({
      description: "Who did it, with the name they had then; null when nobody signed in.",
    }),
    acao: z.string().meta({
      description: "The call's operationId, or an auth event: `loginFailed`, `loginChallenge`…",
    }),
    tipo: z.string().meta({ description: "The call's tag (area), `auth` for sign-in events." }),
    itemId: z.string().nullable(),
    nota: z.string().nullable(),
    endereco: z.string().nullable(),
    agente: z.string().nullable(),
  })
  .meta({ id: "RegistroEntrada" });
export const RegistroListSchema = z.array(RegistroEntradaSchema);
export type RegistroEntrada = z.output<typeof RegistroEntradaSchema>;
