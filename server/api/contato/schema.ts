import { z } from "zod";
import { INVALID_DATA, INVALID_EMAIL, requiredEmail, requiredText } from "../common-schema.ts";
import * as out from "../response-schema.ts";

/*
 * The public contact form. Isomorphic: the page validates with the same schema before
 * sending.
 */

export const MAX_NOME = 120;
export { EMAIL_MAX as MAX_EMAIL } from "../common-schema.ts";
export const MAX_ASSUNTO = 200;
export const MAX_MENSAGEM = 5000;

/**
 * A field the form hides from people (off-screen, no tab stop, autocomplete off). Bots
 * that fill every input give themselves away by filling it.
 */
export const HONEYPOT_FIELD = "website";

export const CONTATO_MESSAGES = {
  notFound: "Mensagem não encontrada.",
  invalid: INVALID_DATA,
  email: INVALID_EMAIL,
} as const;

export const ContatoMensagemInputSchema = z
  .object(
    {
      nome: requiredText(MAX_NOME),
      email: requiredEmail(CONTATO_MESSAGES.email),
      assunto: requiredText(MAX_ASSUNTO),
      mensagem: requiredText(MAX_MENSAGEM),
      // Never a validation error: a bot must get the same answer as a person.
      [HONEYPOT_FIELD]: z.unknown().optional(),
    },
    { error: CONTATO_MESSAGES.invalid },
  )
  .meta({ id: "ContatoMensagemInput" });

export type ContatoMensagemInput = z.output<typeof ContatoMensagemInputSchema>;

/** A message as the administrator's inbox receives it. */
export const ContatoMensagemSchema = z
  .object({
    id: out.id,
    nome: z.string(),
    email: z.string(),
    assunto: z.string(),
    mensagem: z.string(),
    created_at: out.timestamp,
  })
  .meta({ id: "ContatoMensagem" });

export type ContatoMensagem = z.output<typeof ContatoMensagemSchema>;
