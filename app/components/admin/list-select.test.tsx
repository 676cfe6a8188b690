import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { SelectField, optionsOf } from "./list-select.tsx";

afterEach(cleanup);

test("options name each value with its label, in the values' order", () => {
  const options = optionsOf(["b", "a"] as const, (value) => value.toUpperCase());

  expect(options).toEqual([
    { value: "b", label: "B" },
    { value: "a", label: "A" },
  ]);
});

test("a select lists the choice of none first and gives the chosen value", () => {
  const onChange = vi.fn();
  render(
    <SelectField
      formId="filtro"
      name="estado"
      label="Situação"
      value=""
      onChange={onChange}
      options={[{ value: "recebida", label: "Recebida" }]}
      emptyOption="Todas"
    />,
  );
  const select = screen.getByLabelText<HTMLSelectElement>("Situação");

  fireEvent.change(select, { target: { value: "recebida" } });

  expect(select.id).toBe("filtro-estado");
  expect(Array.from(select.options, (option) => [option.value, option.text])).toEqual([
    ["", "Todas"],
    ["recebida", "Recebida"],
  ]);
  expect(onChange).toHaveBeenCalledWith("recebida");
});

test("a select with an error is marked invalid and described by its message", () => {
  render(
    <SelectField
      formId="resposta"
      name="motivo"
      label="Motivo do descarte"
      value=""
      onChange={() => {}}
      options={[]}
      errors={{ motivo: "Escolha o motivo." }}
    />,
  );
  const select = screen.getByLabelText("Motivo do descarte");

  expect(select.getAttribute("aria-invalid")).toBe("true");
  expect(document.getElementById(select.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
    "Escolha o motivo.",
  );
});
