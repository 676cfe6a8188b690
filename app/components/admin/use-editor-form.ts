import { useMemo, useRef, useState } from "react";
import type { z } from "zod";
import type { ApiResult } from "./api-client.ts";
import {
  errorsFromFailure,
  focusFirstInvalid,
  FORM_MESSAGES,
  NO_ERRORS,
  validateWith,
  type FormErrors,
} from "./form-errors.tsx";
import { withoutListErrors } from "./list-items.ts";

type EditorFormOptions<Values, Schema extends z.ZodType> = {
  initial: Values;
  /** The API's input schema: the form checks with it first, so messages are the API's. */
  schema: Schema;
  /** What is sent (and checked) for the values on screen. */
  toPayload: (values: Values) => z.input<Schema>;
  /** Every error key the form shows beside a field, for the values on screen. */
  fieldKeys: (values: Values) => readonly string[];
  send: (payload: z.input<Schema>) => Promise<ApiResult<unknown>>;
  /** The summary's title when the API refuses or fails the save. */
  saveError: string;
  onSaved: () => void;
};

/**
 * The state of an editor's form: the values typed, their errors, and the save. A failed
 * save of any kind keeps every value on screen; a refused session (401) is reported as
 * `expired` so the form can say so without leaving the page.
 */
export function useEditorForm<Values extends Record<string, unknown>, Schema extends z.ZodType>({
  initial,
  schema,
  toPayload,
  fieldKeys,
  send,
  saveError,
  onSaved,
}: EditorFormOptions<Values, Schema>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [summaryTitle, setSummaryTitle] = useState<string>(FORM_MESSAGES.summaryTitle);
  const [saving, setSaving] = useState(false);
  // A second press before React re-renders must not send the form twice.
  const sending = useRef(false);
  const [expired, setExpired] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [initialJson] = useState(() => JSON.stringify(initial));
  const dirty = useMemo(() => JSON.stringify(values) !== initialJson, [values, initialJson]);

  function clearFieldErrors(keep: (key: string) => boolean) {
    setErrors((current) => {
      const fields = Object.fromEntries(
        Object.entries(current.fields).filter(([key]) => keep(key)),
      );
      return Object.keys(fields).length === Object.keys(current.fields).length
        ? current
        : { ...current, fields };
    });
  }

  /** A field's new value; its message goes away as soon as the editor starts fixing it. */
  function setField<Field extends keyof Values & string>(field: Field, value: Values[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    clearFieldErrors((key) => key !== field);
  }

  /**
   * A list's new entries. With `edited`, one entry changed and only its message goes;
   * otherwise entries moved, and every message of the lists in `errorNames` goes.
   */
  function setList<Field extends keyof Values & string>(
    field: Field,
    items: Values[Field],
    edited?: string,
    errorNames: readonly string[] = [field],
  ) {
    setValues((current) => ({ ...current, [field]: items }));
    if (edited) clearFieldErrors((key) => key !== edited);
    else {
      setErrors((current) => ({
        ...current,
        fields: withoutListErrors(current.fields, errorNames),
      }));
    }
  }

  function showErrors(next: FormErrors, title: string) {
    setErrors(next);
    setSummaryTitle(title);
    // Moved after React has drawn the messages, so the field's description is current.
    requestAnimationFrame(() => {
      if (!focusFirstInvalid(formRef.current, next.fields)) summaryRef.current?.focus();
    });
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const payload = toPayload(values);
    const keys = fieldKeys(values);
    const checked = validateWith(schema, payload);
    if (!checked.success) {
      showErrors(
        errorsFromFailure({ ok: false, status: 400, error: "", details: checked.details }, keys),
        FORM_MESSAGES.summaryTitle,
      );
      return;
    }
    setErrors(NO_ERRORS);
    setExpired(false);
    setSaving(true);
    sending.current = true;
    const result = await send(payload);
    sending.current = false;
    setSaving(false);
    if (result.ok) {
      onSaved();
      return;
    }
    if (result.status === 401) {
      setExpired(true);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    showErrors(errorsFromFailure(result, keys), saveError);
  }

  return {
    values,
    errors: errors.fields,
    formMessages: errors.form,
    summaryTitle,
    saving,
    expired,
    dirty,
    formRef,
    summaryRef,
    setField,
    setList,
    handleSubmit,
  };
}
