import type { Locator } from "playwright-core";

/**
 * The names, among `names`, of the form's `fields` that hold something: a control with a
 * value (input, select, textarea) or a rich-text area with text. An empty list means the
 * form starts, or was left, with all of them blank.
 */
export async function filledFields<Name extends string>(
  fields: { [Key in NoInfer<Name>]: Locator },
  names: readonly Name[],
): Promise<Name[]> {
  const filled: Name[] = [];
  for (const name of names) {
    const text = await fields[name].evaluate((element) =>
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
        ? element.value
        : (element.textContent ?? ""),
    );
    if (text !== "") filled.push(name);
  }
  return filled;
}
