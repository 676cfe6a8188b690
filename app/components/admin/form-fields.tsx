import type { ReactNode } from "react";
import { FieldError, fieldErrorId, type FieldErrors } from "./form-errors.tsx";
import type {
  ChoicesFieldSpec,
  FieldSpec,
  ListFieldSpec,
  SelectFieldSpec,
  TextFieldSpec,
} from "./form-values.ts";
import { ImageInput } from "./image-input.tsx";
import { ImageListInput, type ImageItem } from "./image-list-input.tsx";
import type { TextItem } from "./list-items.ts";
import { RichTextField } from "./rich-text-editor.tsx";
import { describedByIds, LabelledField, TextField } from "./text-field.tsx";
import { TextListInput } from "./text-list-input.tsx";

/** What the fields use of an editor's form state (see useEditorForm). */
export type FieldsForm<Values extends Record<string, unknown>> = {
  values: Values;
  errors: FieldErrors;
  setField: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => void;
  setList: <Field extends keyof Values & string>(
    field: Field,
    items: Values[Field],
    edited?: string,
    errorNames?: readonly string[],
  ) => void;
};

type FormFieldsProps<Values extends Record<string, unknown>> = {
  formId: string;
  form: FieldsForm<Values>;
  fields: readonly FieldSpec<keyof Values & string>[];
  /** What goes inside a field after its control, by the field's name (e.g. a datalist). */
  extras?: Partial<Record<string, ReactNode>>;
};

/**
 * An editor's fields, drawn in the order of their declarations: each with its label,
 * hint and error message, read together by assistive technology, and its control bound
 * to the form's values. Control ids are `<formId>-<name>`.
 */
export function FormFields<Values extends Record<string, unknown>>({
  formId,
  form,
  fields,
  extras = {},
}: FormFieldsProps<Values>) {
  return fields.map((spec) => (
    <FormField key={spec.name} formId={formId} form={form} spec={spec}>
      {extras[spec.name]}
    </FormField>
  ));
}

function FormField<Values extends Record<string, unknown>>({
  formId,
  form: { values, errors, setField, setList },
  spec,
  children,
}: {
  formId: string;
  form: FieldsForm<Values>;
  spec: FieldSpec<keyof Values & string>;
  children: ReactNode;
}) {
  const name = spec.name;
  const set = (value: unknown) => setField(name, value as Values[typeof name]);
  const setItems = (items: unknown, edited?: string, errorNames?: readonly string[]) =>
    setList(name, items as Values[typeof name], edited, errorNames);
  const id = `${formId}-${name}`;
  const error = errors[name];
  const input = { formId, value: String(values[name]), onChange: set, errors, children };
  switch (spec.kind) {
    case "text":
    case "textarea":
      return <TextInput spec={spec} {...input} />;
    case "select":
      return <SelectInput spec={spec} {...input} />;
    case "rich":
      return (
        <div className="admin-field">
          <RichTextField
            formId={formId}
            name={name}
            label={spec.label}
            required={spec.required}
            value={String(values[name])}
            onChange={set}
            errors={errors}
          />
          {children}
        </div>
      );
    case "image":
      return (
        <div className="admin-field">
          <ImageInput
            id={id}
            label={spec.label}
            name={name}
            value={String(values[name])}
            onChange={set}
            invalid={!!error}
            describedBy={error ? fieldErrorId(formId, name) : undefined}
          />
          {children}
          <FieldError id={fieldErrorId(formId, name)} message={error} />
        </div>
      );
    case "list":
      return (
        <TextListInput
          {...listProps(spec)}
          formId={formId}
          items={values[name] as TextItem[]}
          onChange={setItems}
          errors={errors}
        />
      );
    case "choices":
      return (
        <ChoicesInput
          formId={formId}
          spec={spec}
          chosen={values[name] as string[]}
          onChange={set}
          errors={errors}
        >
          {children}
        </ChoicesInput>
      );
    case "images":
      return (
        <ImageListInput
          formId={formId}
          items={values[name] as ImageItem[]}
          onChange={(items, edited) => setItems(items, edited, ["imagens", "legendas", "alts"])}
          errors={errors}
        />
      );
  }
}

/** A list's legend is its label. */
const listProps = ({ kind: _kind, label, ...props }: ListFieldSpec) => ({
  ...props,
  legend: label,
});

type InputProps<Spec> = {
  formId: string;
  spec: Spec;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
  children: ReactNode;
};

/** A text input or text area, with the count of a limited text under it. */
function TextInput({ formId, spec, value, onChange, errors, children }: InputProps<TextFieldSpec>) {
  const { kind, count, list, initial: _initial, ...options } = spec;
  const countId = `${formId}-${spec.name}-contagem`;
  return (
    <TextField
      {...options}
      formId={formId}
      describedBy={count ? countId : undefined}
      multiline={kind === "textarea"}
      list={list ? `${formId}-${list}` : undefined}
      value={value}
      onChange={onChange}
      errors={errors}
    >
      {count ? (
        <>
          <p id={countId} className="char-count">
            {count.text(value.length)}
          </p>
          <p className="visually-hidden" aria-live="polite">
            {value.length >= (options.maxLength ?? Infinity) ? count.full : ""}
          </p>
        </>
      ) : null}
      {children}
    </TextField>
  );
}

/** A select with its options, after an option for no choice when the field has one. */
function SelectInput({
  formId,
  spec,
  value,
  onChange,
  errors,
  children,
}: InputProps<SelectFieldSpec>) {
  const { name, hint, required, emptyOption } = spec;
  const error = errors[name];
  return (
    <LabelledField
      formId={formId}
      name={name}
      label={spec.label}
      required={required}
      hint={hint}
      error={error}
    >
      <select
        id={`${formId}-${name}`}
        name={name}
        required={required}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(formId, name, { hint, error })}
      >
        {emptyOption && !(emptyOption.disabled && value !== "") ? (
          <option value="" disabled={emptyOption.disabled}>
            {emptyOption.label}
          </option>
        ) : null}
        {spec.options.map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </select>
      {children}
    </LabelledField>
  );
}

/** Checkboxes under a legend; what is kept is the values checked, in the options' order. */
function ChoicesInput({
  formId,
  spec,
  chosen,
  onChange,
  errors,
  children,
}: {
  formId: string;
  spec: ChoicesFieldSpec;
  chosen: string[];
  onChange: (value: string[]) => void;
  errors: FieldErrors;
  children: ReactNode;
}) {
  const { name, label, hint, options } = spec;
  const error = errors[name];
  const toggle = (option: string, checked: boolean) =>
    onChange(
      options
        .map(([value]) => value)
        .filter((value) => (value === option ? checked : chosen.includes(value))),
    );
  return (
    <fieldset
      className="admin-field admin-choices"
      aria-describedby={describedByIds(formId, name, { hint, error })}
    >
      <legend className="admin-field__label">{label}</legend>
      {hint ? (
        <p id={`${formId}-${name}-dica`} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {options.map(([value, optionLabel]) => (
        <label key={value} className="admin-choices__option">
          <input
            type="checkbox"
            name={name}
            value={value}
            checked={chosen.includes(value)}
            onChange={(event) => toggle(value, event.currentTarget.checked)}
          />{" "}
          {optionLabel}
        </label>
      ))}
      {children}
      <FieldError id={fieldErrorId(formId, name)} message={error} />
    </fieldset>
  );
}
