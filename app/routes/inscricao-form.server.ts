import type { z } from "zod";
import { INVALID_EMAIL } from "#server/api/common-schema.ts";
import { HONEYPOT_FIELD, InscricaoInputSchema } from "#server/api/inscricoes/schema.ts";
import { INSCRICAO_RATE_LIMIT, subscribe } from "#server/api/inscricoes/service.ts";
import {
  readInscricaoValues,
  type InscricaoFieldError,
  type InscricaoSubmission,
} from "../components/newsletters/inscricao-form.tsx";
import { formSubmitter } from "../utils/public-form.server.ts";

function emailError(error: z.ZodError): InscricaoFieldError | undefined {
  const issue = error.issues.find((candidate) => candidate.path[0] === "email");
  if (!issue) return undefined;
  return issue.message === INVALID_EMAIL ? { kind: "email" } : { kind: "required" };
}

/**
 * The subscription form of /newsletters and the footer, posted to /newsletters: the same
 * budget, schema and service as `POST /api/inscricoes`, and the same answer for any address.
 */
export const submitInscricaoForm = formSubmitter({
  limit: INSCRICAO_RATE_LIMIT,
  read: readInscricaoValues,
  async submit({ db, config }, values, form, origin): Promise<InscricaoSubmission> {
    const parsed = InscricaoInputSchema.safeParse({
      ...values,
      [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) ?? undefined,
    });
    if (!parsed.success)
      return { status: "invalid", errors: { email: emailError(parsed.error) }, values };
    await subscribe(db, parsed.data, origin, { resumoSemanal: config.resumoSemanal !== undefined });
    return { status: "sent" };
  },
});
