import type { z } from "zod";
import {
  CONTATO_MESSAGES,
  ContatoMensagemInputSchema,
  HONEYPOT_FIELD,
} from "#server/api/contato/schema.ts";
import { CONTATO_RATE_LIMIT, submitContatoMensagem } from "#server/api/contato/service.ts";
import { formSubmitter } from "../utils/public-form.server.ts";
import { isFormField } from "../utils/public-form.ts";
import {
  CONTATO_FIELDS,
  readContatoValues,
  type ContatoField,
  type ContatoFieldError,
  type ContatoSubmission,
} from "./contato-form.ts";

/** The first refusal per field, classified as the schema's messages are. */
function fieldErrors(error: z.ZodError): Partial<Record<ContatoField, ContatoFieldError>> {
  const errors: Partial<Record<ContatoField, ContatoFieldError>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (!isFormField(CONTATO_FIELDS, field) || errors[field]) continue;
    if (issue.message === CONTATO_MESSAGES.email) errors[field] = { kind: "email" };
    else if (issue.code === "too_big")
      errors[field] = { kind: "tooLong", max: Number(issue.maximum) };
    else errors[field] = { kind: "required" };
  }
  return errors;
}

/**
 * The Contact page's form, posted to the page itself: the same limit, schema and service
 * as `POST /api/contato`, with answers the page can show beside its fields.
 */
export const submitContatoForm = formSubmitter({
  limit: CONTATO_RATE_LIMIT,
  read: readContatoValues,
  async submit({ db }, values, form): Promise<ContatoSubmission> {
    const parsed = ContatoMensagemInputSchema.safeParse({
      ...values,
      [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) ?? undefined,
    });
    if (!parsed.success) return { status: "invalid", errors: fieldErrors(parsed.error), values };
    await submitContatoMensagem(db, parsed.data);
    return { status: "sent" };
  },
});
