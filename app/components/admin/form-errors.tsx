import type { z } from "zod";
import { issuesToDetails } from "#server/http/validate.ts";
import type { ApiFailure } from "./api-client.ts";

/**
 * Form errors as editors see them: a message beside each invalid field (linked with
 * aria-describedby), and a summary above the form for what belongs to no field. Field
 * keys are the API's `details` keys: the field's name, or its dotted path (`fontes.1`).
 */

export type FieldErrors = Record<string, string>;
export type FormErrors = { fields: FieldErrors; form: string[] };
export const NO_ERRORS: FormErrors = { fields: {}, form: [] };

export const FORM_MESSAGES = {
  summaryTitle: "Não foi possível salvar:",
  checkFields: "Corrija os campos indicados abaixo.",
} as const;

/** The id of a field's message, for the field's aria-describedby. */
export function fieldErrorId(formId: string, field: string): string {
  return `${formId}-${field.replace(/[^A-Za-z0-9_-]/g, "-")}-erro`;
}

/** aria-invalid and aria-describedby for a field, given the form's errors. */
export function fieldErrorProps(
  formId: string,
  field: string,
  errors: FieldErrors,
): { "aria-invalid"?: true; "aria-describedby"?: string } {
  return errors[field]
    ? { "aria-invalid": true, "aria-describedby": fieldErrorId(formId, field) }
    : {};
}

/** A field's message, shown beside it; renders nothing without a message. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

/**
 * Messages for what belongs to no field (or to a field the form does not show). Announced
 * as soon as it appears.
 */
export function ErrorSummary({
  messages,
  title = FORM_MESSAGES.summaryTitle,
}: {
  messages: string[];
  title?: string;
}) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="error-summary">
      <p className="error-summary__title">{title}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** The errors without `field`'s message, which goes as soon as the editor starts fixing it. */
export function withoutFieldError(errors: FormErrors, field: string): FormErrors {
  if (!errors.fields[field]) return errors;
  const { [field]: _fixed, ...others } = errors.fields;
  return { fields: others, form: errors.form };
}

/** Splits `details` into messages for the form's own fields and the rest. */
export function splitErrorDetails(
  details: Record<string, string>,
  fields: readonly string[],
): FormErrors {
  const known = new Set(fields);
  const result: FormErrors = { fields: {}, form: [] };
  for (const [key, message] of Object.entries(details)) {
    if (known.has(key)) result.fields[key] = message;
    else if (!result.form.includes(message)) result.form.push(message);
  }
  return result;
}

/**
 * The errors of a failed API call for a form with the given fields. The API's general
 * message ("Dados inválidos.") is replaced by a pointer to the fields when they explain it.
 */
export function errorsFromFailure(failure: ApiFailure, fields: readonly string[]): FormErrors {
  const errors = splitErrorDetails(failure.details, fields);
  const hasFieldErrors = Object.keys(errors.fields).length > 0;
  if (errors.form.length === 0)
    errors.form.push(hasFieldErrors ? FORM_MESSAGES.checkFields : failure.error);
  return errors;
}

/**
 * Validates form values in the browser with the API's own schema, keyed exactly as the
 * API keys its `details`, so one error display serves both.
 */
export function validateWith<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): { success: true; data: z.output<Schema> } | { success: false; details: Record<string, string> } {
  const result = schema.safeParse(values);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, details: issuesToDetails(result.error) };
}

/**
 * Moves the focus to the first field with an error, in the order the form shows them.
 * Fields are found by `name`, or by `data-field` for widgets without one (the rich-text
 * editor, the image picker).
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): boolean {
  if (!form) return false;
  for (const element of form.querySelectorAll<HTMLElement>("[name], [data-field]")) {
    const field = element.getAttribute("data-field") ?? element.getAttribute("name");
    if (field && errors[field]) {
      element.focus();
      return true;
    }
  }
  return false;
}
