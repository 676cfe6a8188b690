import { z } from "zod";
import * as out from "../response-schema.ts";

/*
 * Revisions of a collection's items (decision 038): what the history answers, and the
 * revision an editor's save was built on.
 */

export const REVISAO_MESSAGES = {
  notFound: "Revisão não encontrada",
  revisao: "Informe o número da revisão em que a edição se baseou.",
  unrestorable:
    "Esta versão não pode ser restaurada: ela não passa nas regras atuais do formulário.",
} as const;

/** A revision number a call names, refused with `message` when it is not one. */
export const revisaoNumberOf = (message: string) =>
  z.number({ error: message }).int(message).positive(message);

/** The revision number an answer carries and an update names. */
export const revisaoNumber = revisaoNumberOf(REVISAO_MESSAGES.revisao);

/** Accepted with an update: the revision the editor opened, checked against the latest. */
export const RevisaoBaseSchema = z.object({
  revisao: revisaoNumber.optional().meta({
    description:
      "The revision (`revisao` of the item as read) this save was built on. When it is not the latest, the save is refused with 409 and nothing changes. Optional: without it the save always applies.",
  }),
});

/** A restore's body: like an update, it may name the revision the editor had open. */
export const RestoreBodySchema = RevisaoBaseSchema.meta({ id: "RevisaoRestore" });

export const RevisaoParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  numero: z.coerce.number().int().positive(),
});

export const RevisaoResumoSchema = z
  .object({
    numero: z.number().int(),
    administrador_id: z.number().int().nullable(),
    administrador_nome: z.string().nullable().meta({
      description:
        "Who saved, as named then; null for the state an item had before revisions were kept.",
    }),
    created_at: out.timestamp,
    // Revisions kept before pending changes existed were all applied (decision 061).
    pendente: z.boolean().default(false).meta({
      description:
        "true: a change of the published item that waits for its publication; the item's public version is the latest revision before it.",
    }),
  })
  .meta({ id: "RevisaoResumo" });

export type RevisaoResumo = z.output<typeof RevisaoResumoSchema>;

export const RevisaoResumoListSchema = z.array(RevisaoResumoSchema);

/** One revision with the whole item as it was answered after that save. */
export function revisaoSchema<T extends z.ZodType>(registro: T) {
  return RevisaoResumoSchema.extend({ registro });
}

export type Revisao<T> = RevisaoResumo & { registro: T };
