import { expect, test } from "vitest";
import { moveItem, newItemKey, textItems, withoutListErrors } from "./list-items.ts";

test("every entry gets a key of its own", () => {
  const items = textItems(["a", "b"]);

  expect(items.map((item) => item.value)).toEqual(["a", "b"]);
  expect(new Set([...items.map((item) => item.key), newItemKey()]).size).toBe(3);
});

test("an entry moves up or down one place, and not past either end", () => {
  const list = ["a", "b", "c"];

  expect(moveItem(list, 2, -1)).toEqual(["a", "c", "b"]);
  expect(moveItem(list, 0, 1)).toEqual(["b", "a", "c"]);
  expect(moveItem(list, 0, -1)).toEqual(["a", "b", "c"]);
  expect(moveItem(list, 2, 1)).toEqual(["a", "b", "c"]);
  expect(list).toEqual(["a", "b", "c"]);
});

test("a list's errors are dropped with its entries' errors, others stay", () => {
  const errors = {
    fontes: "Informe pelo menos uma fonte.",
    "fontes.1": "Informe a fonte.",
    "legendas.0": "Use no máximo 500 caracteres.",
    fontesExtra: "outro campo",
    titulo: "Campo obrigatório.",
  };

  expect(withoutListErrors(errors, ["fontes"])).toEqual({
    "legendas.0": "Use no máximo 500 caracteres.",
    fontesExtra: "outro campo",
    titulo: "Campo obrigatório.",
  });
  expect(withoutListErrors(errors, ["imagens", "legendas"])).not.toHaveProperty("legendas.0");
});
