import { useEffect, useRef } from "react";
import { FieldError, fieldErrorId, fieldErrorProps, type FieldErrors } from "./form-errors.tsx";
import { newItemKey, type TextItem } from "./list-items.ts";

export const TEXT_LIST_MESSAGES = {
  remove: "Remover",
} as const;

type TextListInputProps = {
  formId: string;
  /** The list's key in error details; entries are `<name>.<index>`. */
  name: string;
  legend: string;
  /** Label of the entry at a 1-based position, e.g. "Fonte 2". */
  itemLabel: (position: number) => string;
  /** Accessible name of an entry's remove button, e.g. "Remover fonte 2". */
  removeLabel: (position: number) => string;
  addLabel: string;
  hint?: string;
  items: TextItem[];
  /**
   * The new list. `edited` is the error key of the entry whose text changed; without it
   * entries were added or removed, and the list's errors no longer match their entries.
   */
  onChange: (items: TextItem[], edited?: string) => void;
  /** Entries that cannot be removed, e.g. 1 for "at least one source". */
  minItems?: number;
  required?: boolean;
  errors: FieldErrors;
};

/**
 * A list of short texts (sources, truths) that grows and shrinks: each entry has its own
 * labelled input, remove button and error message. Focus follows the editor: a new entry
 * gets it, and removing one gives it to its neighbour.
 */
export function TextListInput({
  formId,
  name,
  legend,
  itemLabel,
  removeLabel,
  addLabel,
  hint,
  items,
  onChange,
  minItems = 0,
  required = false,
  errors,
}: TextListInputProps) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<string | "add" | null>(null);
  const hintId = `${formId}-${name}-dica`;
  const listErrorId = fieldErrorId(formId, name);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === "add") addButton.current?.focus();
    else inputs.current.get(target)?.focus();
  }, [items]);

  function add() {
    const item = { key: newItemKey(), value: "" };
    pendingFocus.current = item.key;
    onChange([...items, item]);
  }

  function remove(index: number) {
    const neighbour = items[index - 1] ?? items[index + 1];
    pendingFocus.current = neighbour ? neighbour.key : "add";
    onChange(items.filter((_, position) => position !== index));
  }

  return (
    <fieldset
      className="list-field"
      aria-describedby={
        [hint ? hintId : null, errors[name] ? listErrorId : null].filter(Boolean).join(" ") ||
        undefined
      }
    >
      <legend className="admin-field__label">
        {legend}
        {required ? <span aria-hidden="true">*</span> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ol className="list-field__items">
          {items.map((item, index) => {
            const key = `${name}.${index}`;
            const inputId = `${formId}-${name}-${item.key}`;
            return (
              <li key={item.key} className="list-field__item">
                <label htmlFor={inputId} className="list-field__label">
                  {itemLabel(index + 1)}
                </label>
                <div className="list-field__row">
                  <input
                    ref={(element) => {
                      if (element) inputs.current.set(item.key, element);
                      else inputs.current.delete(item.key);
                    }}
                    id={inputId}
                    name={key}
                    type="text"
                    required={required}
                    value={item.value}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      onChange(
                        items.map((entry) =>
                          entry.key === item.key ? { ...entry, value } : entry,
                        ),
                        key,
                      );
                    }}
                    {...fieldErrorProps(formId, key, errors)}
                  />
                  <button
                    type="button"
                    className="admin-button admin-button--secondary"
                    aria-label={removeLabel(index + 1)}
                    disabled={items.length <= minItems}
                    onClick={() => remove(index)}
                  >
                    {TEXT_LIST_MESSAGES.remove}
                  </button>
                </div>
                <FieldError id={fieldErrorId(formId, key)} message={errors[key]} />
              </li>
            );
          })}
        </ol>
      ) : null}
      <FieldError id={listErrorId} message={errors[name]} />
      <div>
        <button
          ref={addButton}
          type="button"
          // The list's own error (e.g. "at least one") sends the focus here.
          data-field={name}
          className="admin-button admin-button--secondary"
          onClick={add}
        >
          {addLabel}
        </button>
      </div>
    </fieldset>
  );
}
