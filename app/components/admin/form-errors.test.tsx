import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { z } from "zod";
import {
  ErrorSummary,
  errorsFromFailure,
  FieldError,
  fieldErrorId,
  fieldErrorProps,
  focusFirstInvalid,
  splitErrorDetails,
  validateWith,
} from "./form-errors.tsx";

afterEach(cleanup);

test("details split into the form's fields and messages for the summary", () => {
  const errors = splitErrorDetails(
    {
      nome: "Campo obrigatório.",
      "fontes.1": "Campo obrigatório.",
      _: "Envie um objeto.",
      pdfUrl: "Inválido.",
    },
    ["nome", "fontes.0", "fontes.1"],
  );

  expect(errors).toEqual({
    fields: { nome: "Campo obrigatório.", "fontes.1": "Campo obrigatório." },
    form: ["Envie um objeto.", "Inválido."],
  });
});

test("a failure with field messages points to the fields; one without shows its own message", () => {
  const withFields = errorsFromFailure(
    { ok: false, status: 400, error: "Dados inválidos.", details: { nome: "Campo obrigatório." } },
    ["nome"],
  );
  const withoutFields = errorsFromFailure(
    { ok: false, status: 413, error: "O conteúdo enviado é grande demais.", details: {} },
    ["nome"],
  );

  expect(withFields).toEqual({
    fields: { nome: "Campo obrigatório." },
    form: ["Corrija os campos indicados abaixo."],
  });
  expect(withoutFields).toEqual({ fields: {}, form: ["O conteúdo enviado é grande demais."] });
});

test("validateWith keys messages like the API does, dotted paths included", () => {
  const schema = z.object({
    titulo: z.string().min(1, "Campo obrigatório."),
    fontes: z.array(z.string().min(1, "Informe a fonte.")),
  });

  expect(validateWith(schema, { titulo: "", fontes: ["a", ""] })).toEqual({
    success: false,
    details: { titulo: "Campo obrigatório.", "fontes.1": "Informe a fonte." },
  });
  expect(validateWith(schema, { titulo: "T", fontes: [] })).toEqual({
    success: true,
    data: { titulo: "T", fontes: [] },
  });
});

test("a field's message is linked to the field and marks it invalid", () => {
  const errors = { nome: "Campo obrigatório." };
  render(
    <>
      <input aria-label="Nome" {...fieldErrorProps("membro", "nome", errors)} />
      <FieldError id={fieldErrorId("membro", "nome")} message={errors.nome} />
      <input aria-label="E-mail" {...fieldErrorProps("membro", "email", errors)} />
      <FieldError id={fieldErrorId("membro", "email")} message={undefined} />
    </>,
  );

  const nome = screen.getByLabelText("Nome");
  expect(nome.getAttribute("aria-invalid")).toBe("true");
  expect(document.getElementById(nome.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
    "Campo obrigatório.",
  );
  expect(screen.getByLabelText("E-mail").hasAttribute("aria-invalid")).toBe(false);
  expect(screen.getByLabelText("E-mail").hasAttribute("aria-describedby")).toBe(false);
  expect(fieldErrorId("noticia", "fontes.1")).toBe("noticia-fontes-1-erro");
});

test("the summary is announced and lists each message once", () => {
  const { rerender } = render(<ErrorSummary messages={[]} />);
  expect(screen.queryByRole("alert")).toBeNull();

  rerender(<ErrorSummary messages={["Erro ao salvar subprojeto"]} />);

  expect(screen.getByRole("alert").textContent).toBe(
    "Não foi possível salvar:Erro ao salvar subprojeto",
  );
});

test("the first invalid field in the form's order gets the focus, widgets included", () => {
  render(
    <form aria-label="Formulário">
      <input name="titulo" aria-label="Título" />
      <div data-field="conteudo" tabIndex={-1} aria-label="Conteúdo" />
      <input name="fontes.0" aria-label="Fonte 1" />
    </form>,
  );
  const form = screen.getByRole("form") as HTMLFormElement;

  expect(
    focusFirstInvalid(form, { "fontes.0": "Campo obrigatório.", conteudo: "Campo obrigatório." }),
  ).toBe(true);
  expect(document.activeElement).toBe(screen.getByLabelText("Conteúdo"));
  expect(focusFirstInvalid(form, { outro: "x" })).toBe(false);
});
