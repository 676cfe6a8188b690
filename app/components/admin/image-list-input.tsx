import { useEffect, useRef } from "react";
import { FieldError, fieldErrorId, type FieldErrors } from "./form-errors.tsx";
import { ImageInput } from "./image-input.tsx";
import { moveItem, newItemKey } from "./list-items.ts";

// Button names start with their visible text, so speech users can say what they see.
export const IMAGE_LIST_MESSAGES = {
  legend: "Imagens",
  hint: "A primeira imagem é a capa. Para cada imagem, escolha um arquivo, cole uma imagem ou informe um endereço.",
  image: (position: number) => `Imagem ${position}`,
  legenda: (position: number) => `Legenda da imagem ${position}`,
  alt: (position: number) => `Texto alternativo da imagem ${position}`,
  altHint: "Descreva a imagem para quem não pode vê-la.",
  add: "Adicionar imagem",
  moveUp: "Mover para cima",
  moveUpLabel: (position: number) => `Mover para cima a imagem ${position}`,
  moveDown: "Mover para baixo",
  moveDownLabel: (position: number) => `Mover para baixo a imagem ${position}`,
  remove: "Remover da lista",
  removeLabel: (position: number) => `Remover da lista a imagem ${position}`,
} as const;

/** An image of an article with its caption and alt text, as the form holds them. */
export type ImageItem = { key: string; src: string; legenda: string; alt: string };

/** The form's entries for stored images, captions and alt texts (matched by position). */
export function imageItems(
  imagens: readonly string[],
  legendas: readonly string[],
  alts: readonly string[],
): ImageItem[] {
  return imagens.map((src, index) => ({
    key: newItemKey(),
    src,
    legenda: legendas[index] ?? "",
    alt: alts[index] ?? "",
  }));
}

/** The API's three parallel lists. */
export function imageLists(items: readonly ImageItem[]) {
  return {
    imagens: items.map((item) => item.src),
    legendas: items.map((item) => item.legenda.trim()),
    alts: items.map((item) => item.alt.trim()),
  };
}

type ImageListInputProps = {
  formId: string;
  items: ImageItem[];
  /**
   * The new list. `edited` is the error key of the field that changed; without it images
   * were added, removed or moved, and the list's errors no longer match their entries.
   */
  onChange: (items: ImageItem[], edited?: string) => void;
  errors: FieldErrors;
};

type Focus = { key: string; control: "image" | "up" | "down" } | "add";

/**
 * The article's images: each picked from a file, a pasted image or an address, with a
 * caption and an alt text; images can be added, removed and put in order.
 */
export function ImageListInput({ formId, items, onChange, errors }: ImageListInputProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<Focus | null>(null);
  const hintId = `${formId}-imagens-dica`;
  const idOf = (key: string, control: string) => `${formId}-imagem-${key}-${control}`;

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === "add") {
      addButton.current?.focus();
      return;
    }
    // A move button that can no longer move (first or last place) hands over to the other.
    const ids =
      target.control === "image"
        ? [idOf(target.key, "arquivo")]
        : [
            idOf(target.key, target.control),
            idOf(target.key, target.control === "up" ? "down" : "up"),
          ];
    for (const id of ids) {
      const element = list.current?.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });

  function update(key: string, change: Partial<ImageItem>, edited: string) {
    onChange(
      items.map((item) => (item.key === key ? { ...item, ...change } : item)),
      edited,
    );
  }

  function add() {
    const item = { key: newItemKey(), src: "", legenda: "", alt: "" };
    pendingFocus.current = { key: item.key, control: "image" };
    onChange([...items, item]);
  }

  function remove(index: number) {
    const neighbour = items[index - 1] ?? items[index + 1];
    pendingFocus.current = neighbour ? { key: neighbour.key, control: "image" } : "add";
    onChange(items.filter((_, position) => position !== index));
  }

  function move(index: number, offset: number) {
    const item = items[index];
    if (!item) return;
    pendingFocus.current = { key: item.key, control: offset < 0 ? "up" : "down" };
    onChange(moveItem(items, index, offset));
  }

  return (
    <fieldset className="list-field" aria-describedby={hintId}>
      <legend className="admin-field__label">{IMAGE_LIST_MESSAGES.legend}</legend>
      <p id={hintId} className="admin-field__hint">
        {IMAGE_LIST_MESSAGES.hint}
      </p>
      {items.length > 0 ? (
        <ol ref={list} className="list-field__items image-list">
          {items.map((item, index) => {
            const position = index + 1;
            const imageKey = `imagens.${index}`;
            const legendaKey = `legendas.${index}`;
            const altKey = `alts.${index}`;
            return (
              <li key={item.key} className="image-list__item">
                <ImageInput
                  id={idOf(item.key, "arquivo")}
                  label={IMAGE_LIST_MESSAGES.image(position)}
                  value={item.src}
                  onChange={(src) => update(item.key, { src }, imageKey)}
                  name={imageKey}
                  invalid={!!errors[imageKey]}
                  describedBy={errors[imageKey] ? fieldErrorId(formId, imageKey) : undefined}
                />
                <FieldError id={fieldErrorId(formId, imageKey)} message={errors[imageKey]} />
                <ImageTextField
                  id={idOf(item.key, "legenda")}
                  name={legendaKey}
                  label={IMAGE_LIST_MESSAGES.legenda(position)}
                  value={item.legenda}
                  onChange={(legenda) => update(item.key, { legenda }, legendaKey)}
                  formId={formId}
                  errors={errors}
                />
                <ImageTextField
                  id={idOf(item.key, "alt")}
                  name={altKey}
                  label={IMAGE_LIST_MESSAGES.alt(position)}
                  hint={IMAGE_LIST_MESSAGES.altHint}
                  value={item.alt}
                  onChange={(alt) => update(item.key, { alt }, altKey)}
                  formId={formId}
                  errors={errors}
                />
                <div className="image-list__actions">
                  <button
                    id={idOf(item.key, "up")}
                    type="button"
                    className="admin-button admin-button--secondary"
                    aria-label={IMAGE_LIST_MESSAGES.moveUpLabel(position)}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    {IMAGE_LIST_MESSAGES.moveUp}
                  </button>
                  <button
                    id={idOf(item.key, "down")}
                    type="button"
                    className="admin-button admin-button--secondary"
                    aria-label={IMAGE_LIST_MESSAGES.moveDownLabel(position)}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {IMAGE_LIST_MESSAGES.moveDown}
                  </button>
                  <button
                    type="button"
                    className="admin-button admin-button--secondary"
                    aria-label={IMAGE_LIST_MESSAGES.removeLabel(position)}
                    onClick={() => remove(index)}
                  >
                    {IMAGE_LIST_MESSAGES.remove}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <FieldError id={fieldErrorId(formId, "imagens")} message={errors.imagens} />
      <div>
        <button
          ref={addButton}
          type="button"
          className="admin-button admin-button--secondary"
          data-field="imagens"
          onClick={add}
        >
          {IMAGE_LIST_MESSAGES.add}
        </button>
      </div>
    </fieldset>
  );
}

/** An image's caption or alt text, with its hint under the input and its message. */
function ImageTextField({
  id,
  name,
  label,
  hint,
  value,
  onChange,
  formId,
  errors,
}: {
  id: string;
  /** The field's key in error details (`legendas.0`). */
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  formId: string;
  errors: FieldErrors;
}) {
  const hintId = `${id}-dica`;
  const error = errors[name];
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint ? hintId : null, error ? fieldErrorId(formId, name) : null]
            .filter(Boolean)
            .join(" ") || undefined
        }
      />
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={fieldErrorId(formId, name)} message={error} />
    </div>
  );
}
