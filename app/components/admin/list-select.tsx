import { fieldErrorProps, type FieldErrors } from "./form-errors.tsx";
import { LabelledField } from "./text-field.tsx";

type SelectOption = { value: string; label: string };

/** The choices of a select: each value, named by `labelOf`. */
export const optionsOf = <V extends string>(
  values: readonly V[],
  labelOf: (value: V) => string,
): SelectOption[] => values.map((value) => ({ value, label: labelOf(value) }));

/**
 * A labelled select (a list's filter, a form's choice) with its error message. Its id is
 * `<formId>-<name>`; `emptyOption` names the choice of none, listed first.
 */
export function SelectField({
  formId,
  name,
  label,
  value,
  onChange,
  options,
  emptyOption,
  errors = {},
}: {
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  emptyOption?: string;
  errors?: FieldErrors;
}) {
  return (
    <LabelledField formId={formId} name={name} label={label} error={errors[name]}>
      <select
        id={`${formId}-${name}`}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...fieldErrorProps(formId, name, errors)}
      >
        <SelectOptions options={options} emptyOption={emptyOption} />
      </select>
    </LabelledField>
  );
}

/** A select's choices; `emptyOption` names the choice of none, listed first. */
export function SelectOptions({
  options,
  emptyOption,
}: {
  options: readonly SelectOption[];
  emptyOption?: string;
}) {
  return (
    <>
      {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
