/** One choice of a plain GET form: its name, its label, and the option that chooses nothing. */
type SelectSpec<Name extends string> = {
  name: Name;
  label: string;
  /** The first option, which chooses nothing (all types, any state). */
  any: string;
  options: readonly { value: string; label: string }[];
};

type SelectFieldsProps<Name extends string> = {
  /** Each field's frame, e.g. "busca__field". */
  className: string;
  /** Each select's id is the prefix and its name. */
  idPrefix: string;
  fields: readonly SelectSpec<Name>[];
  /** The values the page was asked for, by name. */
  values: Partial<Record<Name, string | null>>;
};

/** Labelled choices of a plain GET form, each showing the value the page was asked for. */
export function SelectFields<Name extends string>({
  className,
  idPrefix,
  fields,
  values,
}: SelectFieldsProps<Name>) {
  return fields.map(({ name, label, any, options }) => {
    const id = `${idPrefix}-${name}`;
    const value = values[name];
    return (
      <div key={name} className={className}>
        <label htmlFor={id}>{label}</label>
        {/* Keyed by the value, so a page that keeps the form shows the value asked for. */}
        <select id={id} name={name} defaultValue={value ?? ""} key={value}>
          <option value="">{any}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  });
}
