import type { InputHTMLAttributes } from "react";
import { FieldError, fieldErrorId, fieldErrorProps, type FieldErrors } from "./form-errors.tsx";

/** How a text field's control is typed, beside its value and label. */
export type TextInputOptions = {
  type?: "text" | "url" | "date" | "datetime-local" | "email" | "tel" | "number";
  /** Rows of a text area. */
  rows?: number;
  maxLength?: number;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  placeholder?: string;
  min?: number;
  max?: number;
  step?: number;
};

type TextFieldProps = TextInputOptions & {
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
  multiline?: boolean;
  /** The id of a `<datalist>` whose options the input suggests. */
  list?: string;
  children?: React.ReactNode;
};

/**
 * aria-describedby of a field's control: its hint, other descriptions (e.g. a character
 * count) and its error message, when it has them.
 */
export function describedByIds(
  formId: string,
  name: string,
  { hint, describedBy, error }: { hint?: string; describedBy?: string; error?: string },
): string | undefined {
  return (
    [hint ? `${formId}-${name}-dica` : null, describedBy, error ? fieldErrorId(formId, name) : null]
      .filter(Boolean)
      .join(" ") || undefined
  );
}

/**
 * A field's frame: its label (a required field's ends with *), its hint, the control
 * given as `children`, and its error message. The control's id must be `<formId>-<name>`
 * and its description (see describedByIds) names the hint's id, `<formId>-<name>-dica`.
 */
export function LabelledField({
  formId,
  name,
  label,
  required = false,
  hint,
  error,
  children,
}: {
  formId: string;
  /** The field's key in the values and in error details. */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={`${formId}-${name}`} className="admin-field__label">
        {label}
        {required ? <span aria-hidden="true">*</span> : null}
      </label>
      {hint ? (
        <p id={`${formId}-${name}-dica`} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
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
  autoComplete = "off",
  children,
  ...input
}: TextFieldProps) {
  const error = errors[name];
  const props = {
    id: `${formId}-${name}`,
    name,
    value,
    required,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedByIds(formId, name, { hint, describedBy, error }),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.currentTarget.value),
  };
  return (
    <LabelledField
      formId={formId}
      name={name}
      label={label}
      required={required}
      hint={hint}
      error={error}
    >
      {multiline ? (
        <textarea {...props} rows={rows} />
      ) : (
        <input {...props} type={type} autoComplete={autoComplete} {...input} />
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
