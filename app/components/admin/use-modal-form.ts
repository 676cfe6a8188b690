import { useRef, useState } from "react";
import {
  focusFirstInvalid,
  NO_ERRORS,
  withoutFieldError,
  type FormErrors,
} from "./form-errors.tsx";

/**
 * The state of a modal editor's form of text fields: the values typed and their errors,
 * whether a save is under way, and whether the session was found expired. Nothing here
 * clears what was typed: a failed save leaves the values as they are.
 */
export function useModalForm<Values extends Record<string, string>>(init: () => Values) {
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState(init);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [expired, setExpired] = useState(false);
  const dirty = Object.keys(initial).some((field) => values[field] !== initial[field]);

  /** A field's new value; its message goes as soon as the editor starts fixing it. */
  function update(field: keyof Values & string, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutFieldError(current, field));
  }

  /** Shows `next` and moves the focus to the first field with a message. */
  function showErrors(next: FormErrors) {
    setErrors(next);
    focusFirstInvalid(formRef.current, next.fields);
  }

  return {
    formRef,
    values,
    errors,
    setErrors,
    saving,
    setSaving,
    expired,
    setExpired,
    dirty,
    update,
    showErrors,
  };
}
