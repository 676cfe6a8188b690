import { expect, test } from "vitest";
import {
  expectAnswer,
  invalid,
  revalidate,
  tooLong,
  useApiServer,
} from "#tests/helpers/api-server.ts";
import { SOBRE_PROJETO } from "#tests/helpers/content-areas.ts";
import { UNSAFE_PARAGRAPH } from "#tests/helpers/rich-text.ts";
import { MAX_RICH_TEXT, MAX_TITULO } from "./schema.ts";

// What it shares with the other single-record pages (401s, ETags…) is in ../content-areas.test.ts.
const api = useApiServer({ clean: ["sobre_projeto"] });
const { path, valid } = SOBRE_PROJETO;

const NO_CONTENT = "Escreva o conteúdo da página (ou a descrição, os objetivos ou a metodologia).";

function storedRows() {
  return api.db
    .selectFrom("sobre_projeto")
    .select(["id", "titulo", "conteudo", "descricao", "objetivos", "metodologia"])
    .execute();
}

test("GET /api/sobre-projeto answers 404 while the page has no content", async () => {
  const response = await api.send("GET", path);

  await expectAnswer(response, 404, { error: "Conteúdo não encontrado." });
});

test("PUT /api/sobre-projeto stores the page and answers 200 with it", async () => {
  const response = await api.send("PUT", path, { body: valid });

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ id: 1, ...valid });
  expect(await storedRows()).toEqual([{ id: 1, ...valid }]);
});

test("PUT /api/sobre-projeto replaces the single row: fields not sent are cleared", async () => {
  await api.send("PUT", path, { body: valid });
  const before = await api.send("GET", path);

  const response = await api.send("PUT", path, { body: { conteudo: "<p>Novo texto.</p>" } });

  const replaced = {
    id: 1,
    titulo: null,
    conteudo: "<p>Novo texto.</p>",
    descricao: null,
    objetivos: null,
    metodologia: null,
  };
  await expectAnswer(response, 200, replaced);
  expect(await storedRows()).toEqual([replaced]);
  const after = await api.send("GET", path, {
    headers: revalidate(before.headers.get("etag")),
  });
  await expectAnswer(after, 200, replaced);
});

test("PUT /api/sobre-projeto sanitises the rich text and keeps the title as plain text", async () => {
  const response = await api.send("PUT", path, {
    body: {
      titulo: "  Sobre <o> projeto  ",
      conteudo: UNSAFE_PARAGRAPH.sent,
      descricao: '<p>Veja <a href="https://example.org">o site</a>.</p><img src="x.png">',
      objetivos: "<p><br></p>",
      metodologia: "",
    },
  });

  const expected = {
    id: 1,
    titulo: "Sobre <o> projeto",
    conteudo: UNSAFE_PARAGRAPH.kept,
    descricao:
      '<p>Veja <a href="https://example.org" target="_blank" rel="noopener noreferrer">o site</a>.</p>',
    objetivos: null,
    metodologia: null,
  };
  await expectAnswer(response, 200, expected);
  expect(await storedRows()).toEqual([expected]);
});

test.each([
  ["no body text at all", { titulo: "Título" }, { conteudo: NO_CONTENT }],
  [
    "only empty paragraphs",
    { conteudo: "<p><br></p>", descricao: "<p>&nbsp;</p>" },
    { conteudo: NO_CONTENT },
  ],
  [
    "only markup the sanitiser removes",
    { conteudo: "<script>alert('x')</script>" },
    { conteudo: NO_CONTENT },
  ],
  tooLong("a title that is too long", valid, "titulo", MAX_TITULO),
  ["rich text that is not text", { ...valid, conteudo: 42 }, { conteudo: "Texto inválido." }],
  tooLong("rich text that is too long", valid, "metodologia", MAX_RICH_TEXT),
])(
  "PUT /api/sobre-projeto with %s answers 400 and stores nothing",
  async (_case, body, details) => {
    const response = await api.send("PUT", path, { body: body });

    await expectAnswer(response, 400, invalid(details));
    expect(await storedRows()).toEqual([]);
  },
);
