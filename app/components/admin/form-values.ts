import { imageItems, imageLists, type ImageItem } from "./image-list-input.tsx";
import { textItems, type TextItem } from "./list-items.ts";
import type { TextInputOptions } from "./text-field.tsx";

/*
 * An admin editor's fields, declared once in a list: how each is drawn (FormFields), its
 * empty value, its value read from a stored record, what is sent for it and its error
 * keys all follow from the declaration. A field whose value is not kept as it is typed
 * (a lead sent as HTML) overrides the generic value after it.
 */

type FieldBase<Name extends string> = {
  /** The field's key in the values, the record, the request body and error details. */
  name: Name;
  label: string;
  hint?: string;
  required?: boolean;
  /** A new record's value; "" when not given. */
  initial?: string;
};

/** A limited text's count under it ("12/300"), and what is announced once it is full. */
export type CharCount = { text: (count: number) => string; full: string };

export type TextFieldSpec<Name extends string = string> = FieldBase<Name> &
  TextInputOptions & {
    kind: "text" | "textarea";
    count?: CharCount;
    /** The id, after `<formId>-`, of a `<datalist>` whose options the input suggests. */
    list?: string;
  };

export type SelectFieldSpec<Name extends string = string> = FieldBase<Name> & {
  kind: "select";
  options: readonly (readonly [value: string, label: string])[];
  /** A first option for no choice; a disabled one shows only while nothing is chosen. */
  emptyOption?: { label: string; disabled?: boolean };
};

/** A set of choices, each a checkbox; the value is the chosen options' values, in their order. */
export type ChoicesFieldSpec<Name extends string = string> = Omit<FieldBase<Name>, "initial"> & {
  kind: "choices";
  options: readonly (readonly [value: string, label: string])[];
};

/** A rich text (HTML) or an image (a data URL or an address). */
type WidgetFieldSpec<Name extends string = string> = FieldBase<Name> & {
  kind: "rich" | "image";
};

/** A list of short texts (sources, truths); a required list keeps `minItems` entries. */
export type ListFieldSpec<Name extends string = string> = Omit<FieldBase<Name>, "initial"> & {
  kind: "list";
  itemLabel: (position: number) => string;
  removeLabel: (position: number) => string;
  addLabel: string;
  minItems?: number;
};

/** An article's images with their captions and alt texts (`imagens`, `legendas`, `alts`). */
type ImagesFieldSpec = { kind: "images"; name: "imagens" };

export type FieldSpec<Name extends string = string> =
  | TextFieldSpec<Name>
  | SelectFieldSpec<Name>
  | WidgetFieldSpec<Name>
  | ListFieldSpec<Name>
  | ChoicesFieldSpec<Name>
  | ImagesFieldSpec;

type ValueOf<Spec> = Spec extends { kind: "list" }
  ? TextItem[]
  : Spec extends { kind: "images" }
    ? ImageItem[]
    : Spec extends { kind: "choices" }
      ? string[]
      : string;

type PayloadOf<Spec> = Spec extends { kind: "list" | "choices" } ? string[] : string;

/** What a form holds for its fields: strings, and entries with keys for lists. */
export type FormValues<Fields extends readonly FieldSpec[]> = {
  [Spec in Fields[number] as Spec["name"]]: ValueOf<Spec>;
};

/** What is sent for the fields: strings, lists of strings, the images' three lists. */
type FormPayload<Fields extends readonly FieldSpec[]> = {
  [Spec in Fields[number] as Spec extends ImagesFieldSpec ? never : Spec["name"]]: PayloadOf<Spec>;
} & (Extract<Fields[number], ImagesFieldSpec> extends never
  ? unknown
  : { imagens: string[]; legendas: string[]; alts: string[] });

/** A form's field list, with its names kept as literal types for its values' type. */
export function defineFields<const Fields extends readonly FieldSpec[]>(fields: Fields): Fields {
  return fields;
}

const padded = (items: readonly string[], minItems = 0) =>
  items.length >= minItems ? items : [...items, ...Array<string>(minItems - items.length).fill("")];

function valuesOf<Fields extends readonly FieldSpec[]>(
  fields: Fields,
  valueOf: (spec: Fields[number]) => unknown,
): FormValues<Fields> {
  return Object.fromEntries(fields.map((spec) => [spec.name, valueOf(spec)])) as FormValues<Fields>;
}

/** A new record's form: each field's `initial` or empty, and a required list's entries. */
function emptyValues<const Fields extends readonly FieldSpec[]>(
  fields: Fields,
): FormValues<Fields> {
  return valuesOf(fields, (spec) => {
    if (spec.kind === "images" || spec.kind === "choices") return [];
    if (spec.kind === "list") return textItems(padded([], spec.minItems));
    return spec.initial ?? "";
  });
}

type StoredRecord = Record<string, unknown>;

const storedList = (record: StoredRecord, name: string): string[] => {
  const list = record[name];
  return Array.isArray(list) ? list.map(String) : [];
};

/** A stored record's form: each field is the record's field of the same name, null as "". */
export function storedValues<const Fields extends readonly FieldSpec[]>(
  fields: Fields,
  record: object,
): FormValues<Fields> {
  const stored = record as StoredRecord;
  return valuesOf(fields, (spec) => {
    if (spec.kind === "images") {
      return imageItems(
        storedList(stored, "imagens"),
        storedList(stored, "legendas"),
        storedList(stored, "alts"),
      );
    }
    if (spec.kind === "list")
      return textItems(padded(storedList(stored, spec.name), spec.minItems));
    if (spec.kind === "choices") return storedList(stored, spec.name);
    const value = stored[spec.name];
    return value === null || value === undefined ? "" : String(value);
  });
}

/** What is sent for the fields: text as typed, a list's texts, the images' lists. */
export function formPayload<const Fields extends readonly FieldSpec[]>(
  fields: Fields,
  values: FormValues<Fields>,
): FormPayload<Fields> {
  const held = values as Record<string, unknown>;
  return Object.fromEntries(
    fields.flatMap((spec) => {
      if (spec.kind === "images") return Object.entries(imageLists(held.imagens as ImageItem[]));
      if (spec.kind === "list") {
        return [[spec.name, (held[spec.name] as TextItem[]).map((item) => item.value)]];
      }
      return [[spec.name, held[spec.name]]];
    }),
  ) as FormPayload<Fields>;
}

/**
 * A form declared by its fields, with what follows from them: its empty values, a stored
 * record's values, the request body and the error keys.
 */
export function defineForm<const Fields extends readonly FieldSpec[]>(fields: Fields) {
  return {
    fields,
    empty: () => emptyValues(fields),
    stored: (record: object) => storedValues(fields, record),
    payload: (values: FormValues<Fields>) => formPayload(fields, values),
    keys: (values: FormValues<Fields>) => fieldKeysOf(fields, values),
  };
}

/** The error keys of a list and of each of its entries (`fontes`, `fontes.0`, …). */
function listFieldKeys(name: string, items: readonly unknown[]): string[] {
  return [name, ...items.map((_, index) => `${name}.${index}`)];
}

/** The error keys of the images, their captions and alt texts. */
function imageFieldKeys(items: readonly ImageItem[]): string[] {
  return [
    "imagens",
    ...items.flatMap((_, index) => [`imagens.${index}`, `legendas.${index}`, `alts.${index}`]),
  ];
}

/** Every error key the form shows beside one of its fields, in the form's order. */
export function fieldKeysOf(fields: readonly FieldSpec[], values: object): string[] {
  const held = values as Record<string, unknown>;
  return fields.flatMap((spec) => {
    if (spec.kind === "images") return imageFieldKeys(held.imagens as ImageItem[]);
    if (spec.kind === "list") return listFieldKeys(spec.name, held[spec.name] as TextItem[]);
    return [spec.name];
  });
}
