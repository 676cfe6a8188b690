import { z } from "zod";
import { requiredEmail } from "../common-schema.ts";

export const INSCRICAO_MESSAGES = {
  body: "Envie o e-mail da inscrição em JSON.",
  token: "Link de inscrição inválido.",
  expired:
    "Este link não vale mais: ele expira em 7 dias e só pode ser usado uma vez. Inscreva-se de novo na página das newsletters.",
} as const;

/**
 * A field hidden from people in the page forms; a robot that fills it gets the same
 * answer. Named apart from the contact form's trap: the footer's form shares its pages.
 */
export const HONEYPOT_FIELD = "homepage";

export const InscricaoInputSchema = z
  .object(
    {
      email: requiredEmail().transform((email) => email.toLowerCase()),
      [HONEYPOT_FIELD]: z.string().optional(),
    },
    { error: INSCRICAO_MESSAGES.body },
  )
  .meta({ id: "InscricaoInput" });
export type InscricaoInput = z.output<typeof InscricaoInputSchema>;

/** The token of a confirmation or unsubscribe link, as the link carries it. */
export const InscricaoTokenSchema = z
  .string({ error: INSCRICAO_MESSAGES.token })
  .regex(/^[\w-]{20,100}$/, INSCRICAO_MESSAGES.token);

export const InscricaoTokenQuerySchema = z.object({ token: InscricaoTokenSchema });

export const InscricaoConfirmacaoSchema = z
  .object({ token: InscricaoTokenSchema }, { error: INSCRICAO_MESSAGES.body })
  .meta({ id: "InscricaoConfirmacao" });
export type InscricaoConfirmacao = z.output<typeof InscricaoConfirmacaoSchema>;

/** What the admin sees of the subscribers: how many, never who. */
export const InscricaoContagemSchema = z
  .object({
    confirmadas: z.int().min(0),
    pendentes: z.int().min(0),
  })
  .meta({ id: "InscricaoContagem" });
export type InscricaoContagem = z.output<typeof InscricaoContagemSchema>;
