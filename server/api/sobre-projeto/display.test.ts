import { expect, test } from "vitest";
import { ABOUT_FALLBACK_TITLE, aboutDisplay } from "./display.ts";

test("no record shows the fallback title and no content", () => {
  expect(aboutDisplay(null)).toEqual({ titulo: "Sobre o Projeto", conteudo: null });
  expect(aboutDisplay(undefined)).toEqual({ titulo: "Sobre o Projeto", conteudo: null });
  expect(aboutDisplay([])).toEqual({ titulo: "Sobre o Projeto", conteudo: null });
  expect(ABOUT_FALLBACK_TITLE).toBe("Sobre o Projeto");
});

test("a record with titulo and conteudo is shown as given", () => {
  const record = { id: 1, titulo: "O Observatório", conteudo: "<p>Quem somos.</p>" };

  expect(aboutDisplay(record)).toEqual({
    titulo: "O Observatório",
    conteudo: "<p>Quem somos.</p>",
  });
});

test("a missing title falls back and empty content counts as no content", () => {
  expect(aboutDisplay({ titulo: null, conteudo: "<p>Texto</p>" })).toEqual({
    titulo: "Sobre o Projeto",
    conteudo: "<p>Texto</p>",
  });
  expect(aboutDisplay({ titulo: "   ", conteudo: "  " })).toEqual({
    titulo: "Sobre o Projeto",
    conteudo: null,
  });
});

test("descricao, objetivos and metodologia become sections joined by two line breaks", () => {
  const record = {
    titulo: null,
    conteudo: "<p>Ignorado quando há seções.</p>",
    descricao: "<p>Descrição.</p>",
    objetivos: "<p>Objetivos.</p>",
    metodologia: "<p>Métodos.</p>",
  };

  expect(aboutDisplay(record)).toEqual({
    titulo: "Sobre o Projeto",
    conteudo:
      "<p>Descrição.</p>\n\n<h2>Objetivos</h2>\n<p>Objetivos.</p>\n\n<h2>Metodologia</h2>\n<p>Métodos.</p>",
  });
});

test("empty sections are left out together with their heading", () => {
  expect(
    aboutDisplay({ descricao: "", objetivos: "<p>Objetivos.</p>", metodologia: "  " }),
  ).toEqual({
    titulo: "Sobre o Projeto",
    conteudo: "<h2>Objetivos</h2>\n<p>Objetivos.</p>",
  });
  expect(
    aboutDisplay({ descricao: null, objetivos: null, metodologia: "<p>Métodos.</p>" }),
  ).toEqual({
    titulo: "Sobre o Projeto",
    conteudo: "<h2>Metodologia</h2>\n<p>Métodos.</p>",
  });
});

test("a stored title is kept when the record has sections", () => {
  expect(aboutDisplay({ titulo: "O Projeto", descricao: "<p>Descrição.</p>" })).toEqual({
    titulo: "O Projeto",
    conteudo: "<p>Descrição.</p>",
  });
});

test("a list shows its first record", () => {
  const list = [
    { titulo: "Primeiro", conteudo: "<p>Um</p>" },
    { titulo: "Segundo", conteudo: "<p>Dois</p>" },
  ];

  expect(aboutDisplay(list)).toEqual({ titulo: "Primeiro", conteudo: "<p>Um</p>" });
});

test("stored text that is not in the sanitiser's form is shown rebuilt from the allow-list", () => {
  expect(
    aboutDisplay({
      conteudo: '<p onclick="x()">Quem somos.</p><script>alert(1)</script>',
    }),
  ).toEqual({ titulo: "Sobre o Projeto", conteudo: "<p>Quem somos.</p>" });
  expect(
    aboutDisplay({ objetivos: '<p>a < b</p><iframe src="https://example.org"></iframe>' }),
  ).toEqual({ titulo: "Sobre o Projeto", conteudo: "<h2>Objetivos</h2>\n<p>a &lt; b</p>" });
});
