import { useRef, useState, type ComponentProps, type InputHTMLAttributes } from "react";
import type { z } from "zod";
import type { ApiResult, ApiSuccess } from "./api-client.ts";
import {
  ErrorSummary,
  errorsFromFailure,
  fieldErrorId,
  focusFirstInvalid,
  FORM_MESSAGES,
  NO_ERRORS,
  splitErrorDetails,
  validateWith,
  withoutFieldError,
  type FormErrors,
} from "./form-errors.tsx";
import { SessionExpiredAlert } from "./session-expired.tsx";
import { LabelledField, type TextField } from "./text-field.tsx";

/*
 * The small forms of the account pages (the login, Minha conta, a new account): a few
 * fields each, sent at once, with the messages beside the fields and above the form.
 */

export const CONTA_FORM_MESSAGES = {
  failed: "Não foi possível concluir:",
} as const;

type SubmitOptions<Values> = {
  /** Messages the schema cannot give (two fields that must match), keyed by field. */
  check?: (values: Values) => Record<string, string>;
  /** Adds the pointer to the fields to the summary when the browser finds them wrong. */
  pointToFields?: boolean;
};

/**
 * The state of one small form: its values, its errors, a busy flag and a lost session.
 * Without `focusFirstInput: false`, errors that belong to no field move the focus to the
 * form's first input.
 */
export function useContaForm<Field extends string>(
  id: string,
  initial: Record<Field, string>,
  { focusFirstInput = true } = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);
  const fields = Object.keys(initial);

  function show(next: FormErrors) {
    setErrors(next);
    if (!focusFirstInvalid(formRef.current, next.fields) && focusFirstInput)
      formRef.current?.querySelector<HTMLElement>("input")?.focus();
  }

  function setField(name: Field, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutFieldError(current, name));
  }

  /** Sends a request; a failure is shown (a 401 means the session itself ended). */
  async function send<T>(request: () => Promise<ApiResult<T>>): Promise<ApiSuccess<T> | null> {
    setErrors(NO_ERRORS);
    setBusy(true);
    const result = await request();
    setBusy(false);
    if (result.ok) return result;
    if (result.status === 401) setExpired(true);
    else show(errorsFromFailure(result, fields));
    return null;
  }

  /** Checks the values with the API's schema first, and sends them only if they pass. */
  async function submit<Schema extends z.ZodType, T>(
    schema: Schema,
    request: (input: z.output<Schema>) => Promise<ApiResult<T>>,
    { check, pointToFields = false }: SubmitOptions<Record<Field, string>> = {},
  ): Promise<ApiSuccess<T> | null> {
    if (busy) return null;
    const input = validateWith(schema, values);
    const details = { ...(input.success ? {} : input.details), ...check?.(values) };
    if (!input.success || Object.keys(details).length > 0) {
      const next = splitErrorDetails(details, fields);
      if (pointToFields) next.form.push(FORM_MESSAGES.checkFields);
      show(next);
      return null;
    }
    return send(() => request(input.data));
  }

  return {
    id,
    formRef,
    values,
    errors,
    busy,
    expired,
    setField,
    reset: () => setErrors(NO_ERRORS),
    clear: () => setValues(initial),
    send,
    submit,
    /** The props of the field `name` for ContaField or TextField. */
    field: (name: Field) => ({
      formId: id,
      name,
      value: values[name],
      errors: errors.fields,
      onChange: (value: string) => setField(name, value),
    }),
  };
}

type AccountFormState = Pick<
  ReturnType<typeof useContaForm>,
  "id" | "formRef" | "busy" | "errors" | "expired"
>;

/** What went wrong with the last try: the lost session, and messages that fit no field. */
export function ContaFormFeedback({
  form,
}: {
  form: Pick<AccountFormState, "errors" | "expired">;
}) {
  return (
    <>
      {form.expired ? <SessionExpiredAlert /> : null}
      <ErrorSummary messages={form.errors.form} title={CONTA_FORM_MESSAGES.failed} />
    </>
  );
}

/** A form element of these pages: the browser's own checks off, busy while it sends. */
export function ContaFormElement({ busy, ...props }: ComponentProps<"form"> & { busy: boolean }) {
  return <form {...props} noValidate className="admin-form" aria-busy={busy} />;
}

/** A useContaForm form with its feedback above it; `onSubmit` runs without the event. */
export function ContaForm({
  form: { id, formRef, busy, ...feedback },
  onSubmit,
  children,
}: {
  form: AccountFormState;
  onSubmit: () => Promise<void>;
  children: React.ReactNode;
}) {
  return (
    <>
      <ContaFormFeedback form={feedback} />
      <ContaFormElement
        id={id}
        ref={formRef}
        busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {children}
      </ContaFormElement>
    </>
  );
}

export type ContaFieldProps = Pick<
  ComponentProps<typeof TextField>,
  "formId" | "name" | "label" | "value" | "onChange" | "errors" | "hint" | "describedBy"
> &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "autoComplete" | "inputMode" | "autoCapitalize" | "spellCheck" | "autoFocus"
  >;

/** A required input with its label, its hint and its message, read with the field. */
export function ContaField({
  formId,
  name,
  label,
  onChange,
  errors,
  hint,
  describedBy,
  ...input
}: ContaFieldProps) {
  const id = `${formId}-${name}`;
  const error = errors[name];
  const described = [
    hint ? `${id}-dica` : null,
    describedBy,
    error ? fieldErrorId(formId, name) : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <LabelledField formId={formId} name={name} label={label} error={error}>
      {hint ? <p id={`${id}-dica`}>{hint}</p> : null}
      <input
        {...input}
        id={id}
        name={name}
        required
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
    </LabelledField>
  );
}

/** The second factor's step inside its form: a one-time code, send, and go back. */
export function ContaCodeStep({
  field,
  busy,
  submit,
  back,
  onBack,
}: {
  field: ContaFieldProps;
  busy: boolean;
  submit: string;
  back: string;
  onBack: () => void;
}) {
  return (
    <>
      <ContaField type="text" autoComplete="one-time-code" {...field} />
      <button type="submit" className="admin-button" disabled={busy}>
        {submit}
      </button>
      <button type="button" className="admin-button admin-button--secondary" onClick={onBack}>
        {back}
      </button>
    </>
  );
}
