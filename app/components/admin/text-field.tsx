import type { InputHTMLAttributes } from "react";
import { FieldError, fieldErrorId, fieldErrorProps, type FieldErrors } from "./form-errors.tsx";

type TextFieldProps = {
  formId: string;
  /** The field's key in the values and in error details. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
  required?: boolean;
  hint?: string;
  /** Extra ids for aria-describedby (e.g. a character count). */
  describedBy?: string;
  type?: "text" | "url" | "date" | "datetime-local";
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  /** The id of a `<datalist>` whose options the input suggests. */
  list?: string;
  children?: React.ReactNode;
};

/**
 * A field's frame: its label (a required field's ends with *), the control given as
 * `children`, and its error message. The control's id must be `<formId>-<name>`.
 */
export function LabelledField({
  formId,
  name,
  label,
  required = false,
  error,
  children,
}: {
  formId: string;
  /** The field's key in the values and in error details. */
  name: string;
  label: string;
  required?: boolean;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={`${formId}-${name}`} className="admin-field__label">
        {label}
        {required ? <span aria-hidden="true">*</span> : null}
      </label>
      {children}
      <FieldError id={fieldErrorId(formId, name)} message={error} />
    </div>
  );
}

/**
 * A labelled text input (or text area) with its hint and its error message, both read
 * with the field. `children` go between the field and its message (e.g. a count).
 */
export function TextField({
  formId,
  name,
  label,
  value,
  onChange,
  errors,
  required = false,
  hint,
  describedBy,
  type = "text",
  multiline = false,
  rows = 3,
  maxLength,
  inputMode,
  autoComplete = "off",
  list,
  children,
}: TextFieldProps) {
  const id = `${formId}-${name}`;
  const hintId = `${id}-dica`;
  const error = errors[name];
  const props = {
    id,
    name,
    value,
    required,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [hint ? hintId : null, describedBy, error ? fieldErrorId(formId, name) : null]
        .filter(Boolean)
        .join(" ") || undefined,
  };
  return (
    <LabelledField formId={formId} name={name} label={label} required={required} error={error}>
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          {...props}
          rows={rows}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <input
          {...props}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          list={list}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {children}
    </LabelledField>
  );
}

type ControlEvent = React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/**
 * Binds plain inputs, selects and text areas to an editor's form (see useEditorForm):
 * `field("nome")` gives the control's id (`<formId>-nome`), name, value, change handler
 * and error state, so it pairs with the LabelledField of the same name.
 */
export function bindFields<Field extends string>(
  formId: string,
  form: {
    values: { [Name in Field]: string };
    errors: FieldErrors;
    setField: (field: Field, value: string) => void;
  },
) {
  return (field: Field) => ({
    id: `${formId}-${field}`,
    name: field,
    value: form.values[field],
    onChange: (event: ControlEvent) => form.setField(field, event.currentTarget.value),
    ...fieldErrorProps(formId, field, form.errors),
  });
}
