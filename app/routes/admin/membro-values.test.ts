import { expect, test } from "vitest";
import { MembroInputSchema } from "#server/api/equipe/schema.ts";
import {
  EMPTY_MEMBRO_VALUES,
  htmlToPlainText,
  membroBody,
  membroValues,
  plainTextToHtml,
} from "./membro-values.ts";

test("the mini-bio's blocks become paragraphs and its lines line breaks", () => {
  expect(plainTextToHtml("Professora da UNIR.\nPesquisa redes.\n\n\nCoordena o grupo.")).toBe(
    "<p>Professora da UNIR.<br>Pesquisa redes.</p><p>Coordena o grupo.</p>",
  );
  expect(plainTextToHtml("linha\r\n  \r\noutra")).toBe("<p>linha</p><p>outra</p>");
  expect(plainTextToHtml("  \n\n ")).toBe("");
});

test("characters typed in the mini-bio stay text", () => {
  expect(plainTextToHtml(`a < b & "c" <script>`)).toBe(
    "<p>a &lt; b &amp; &quot;c&quot; &lt;script&gt;</p>",
  );
  expect(htmlToPlainText(plainTextToHtml(`a < b & "c" <script>`))).toBe(`a < b & "c" <script>`);
});

test("the stored mini-bio comes back as the text that was typed", () => {
  const typed = "Professora da UNIR.\nPesquisa redes.\n\nCoordena o grupo: 10 > 2 & mais.";

  expect(htmlToPlainText(plainTextToHtml(typed))).toBe(typed);
  // As the server's sanitiser writes it back.
  expect(
    htmlToPlainText("<p>Professora da UNIR.<br />Pesquisa redes.</p><p>Coordena o grupo.</p>"),
  ).toBe("Professora da UNIR.\nPesquisa redes.\n\nCoordena o grupo.");
});

test("formatted biographies lose their markup but none of their words", () => {
  const html =
    '<h2>Formação</h2><p>Doutora em <strong>Comunicação</strong>\n pela <a href="https://unir.br">UNIR</a>.</p>' +
    "<ul><li><p>Redes</p></li><li>Vacinas</li></ul><ol><li>Um</li><li>Dois</li></ol>solto";

  expect(htmlToPlainText(html)).toBe(
    "Formação\n\nDoutora em Comunicação pela UNIR.\n\n- Redes\n- Vacinas\n\n1. Um\n2. Dois\n\nsolto",
  );
  expect(htmlToPlainText("")).toBe("");
});

test("empty photo and mini-bio are sent as none", () => {
  expect(membroBody({ ...EMPTY_MEMBRO_VALUES, nome: "Ana", cargo: "Professor" })).toEqual({
    nome: "Ana",
    cargo: "Professor",
    biografia: null,
    foto: null,
    email: "",
    lattes: "",
  });
});

test("a member opened for editing fills the form, and saving it unchanged sends the same member", () => {
  const membro = {
    id: 3,
    nome: "Ana Souza",
    cargo: "Pesquisador",
    biografia: "<p>Pesquisa redes.<br />Lê muito.</p>",
    foto: "/media/abc.400x300.webp",
    email: null,
    lattes: "https://lattes.cnpq.br/1234567890123456",
  };

  const values = membroValues(membro);

  expect(values).toEqual({
    nome: "Ana Souza",
    cargo: "Pesquisador",
    foto: "/media/abc.400x300.webp",
    biografia: "Pesquisa redes.\nLê muito.",
    email: "",
    lattes: "https://lattes.cnpq.br/1234567890123456",
  });
  expect(membroBody(values)).toMatchObject({
    biografia: "<p>Pesquisa redes.<br>Lê muito.</p>",
    foto: "/media/abc.400x300.webp",
  });
});

test("a Lattes link is checked with the API's rule and message before anything is sent", () => {
  const body = membroBody({
    ...EMPTY_MEMBRO_VALUES,
    nome: "Ana",
    cargo: "Professor",
    lattes: " https://lattes.cnpq.br.evil.com/123 ",
  });

  const result = MembroInputSchema.safeParse(body);

  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
    [["lattes"], "Informe um link Lattes válido (lattes.cnpq.br/...)"],
  ]);
  expect(
    MembroInputSchema.safeParse({ ...body, lattes: " http://www.lattes.cnpq.br/123 " }).success,
  ).toBe(true);
});
