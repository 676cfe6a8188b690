/*
 * What the public forms posted to their own page (contact, tip) have in common: the
 * answers their actions give and the text they send back. Nothing here may touch Node.
 */

/** What a public form's action answers; `Sent` is what a success carries. */
export type PublicFormSubmission<Values, Errors, Sent = object> =
  | ({ status: "sent" } & Sent)
  | { status: "invalid"; errors: Errors; values: Values }
  | { status: "rate-limited"; values: Values }
  /** The server could not store what was sent. */
  | { status: "failed"; values: Values };

/** The HTTP status each answer is sent with. */
export const SUBMISSION_STATUS = {
  sent: 200,
  invalid: 400,
  "rate-limited": 429,
  failed: 500,
} as const satisfies Record<PublicFormSubmission<unknown, unknown>["status"], number>;

/** The text fields as typed, "" for a missing one, so a refused form loses nothing. */
export function readFormText<Field extends string>(
  form: FormData,
  fields: readonly Field[],
): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** Whether a refusal's path names one of the form's fields. */
export function isFormField<Field extends string>(
  fields: readonly Field[],
  value: unknown,
): value is Field {
  return (fields as readonly unknown[]).includes(value);
}

/** What a form shows of its action's answer: the text typed and the refused fields. */
export function submissionState<Values, Errors extends object, Sent>(
  result: PublicFormSubmission<Values, Errors, Sent> | undefined,
  fields: readonly (keyof Errors)[],
) {
  const values = result && result.status !== "sent" ? result.values : undefined;
  const errors: Partial<Errors> = result?.status === "invalid" ? result.errors : {};
  const firstInvalid = fields.find((field) => errors[field]);
  return { values, errors, firstInvalid };
}
