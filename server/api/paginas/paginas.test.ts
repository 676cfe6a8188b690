import { expect, test } from "vitest";
import {
  expectAnswer,
  invalid,
  revalidate,
  UNAUTHORIZED,
  useApiServer,
} from "#tests/helpers/api-server.ts";
import { UNSAFE_PARAGRAPH } from "#tests/helpers/rich-text.ts";
import { MAX_TITULO } from "./schema.ts";

const api = useApiServer({ clean: ["paginas_institucionais"] });

const PATH = "/api/paginas/metodologia";
const VALID = {
  titulo: "Metodologia",
  conteudo: "<p>Checamos em <strong>três etapas</strong>.</p>",
};

function storedRows() {
  return api.db
    .selectFrom("paginas_institucionais")
    .select(["slug", "titulo", "conteudo"])
    .orderBy("slug")
    .execute();
}

test("GET /api/paginas/:slug answers 404 while the page is not written", async () => {
  const response = await api.send("GET", PATH);

  await expectAnswer(response, 404, { error: "Esta página ainda não foi escrita." });
});

test("an unknown page answers 404 on read and write, and stores nothing", async () => {
  const read = await api.send("GET", "/api/paginas/sobre");
  const write = await api.send("PUT", "/api/paginas/qualquer", { body: VALID });

  await expectAnswer(read, 404, { error: "Página não encontrada." });
  await expectAnswer(write, 404, { error: "Página não encontrada." });
  expect(await storedRows()).toEqual([]);
});

test("PUT /api/paginas/:slug stores the page; GET answers it, cacheable", async () => {
  const response = await api.send("PUT", PATH, { body: VALID });

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const saved = (await response.json()) as Record<string, unknown>;
  expect(saved).toEqual({ slug: "metodologia", ...VALID, updated_at: expect.any(String) });
  expect(await storedRows()).toEqual([{ slug: "metodologia", ...VALID }]);

  const read = await api.send("GET", PATH);
  expect(read.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
  expect(await read.json()).toEqual(saved);
  const again = await api.send("GET", PATH, { headers: revalidate(read.headers.get("etag")) });
  expect(again.status).toBe(304);
});

test("a second save replaces the page and leaves the others alone", async () => {
  await api.send("PUT", PATH, { body: VALID });
  await api.send("PUT", "/api/paginas/transparencia", {
    body: { titulo: "Transparência", conteudo: "<p>Quem nos financia.</p>" },
  });

  const response = await api.send("PUT", PATH, {
    body: { titulo: "Como checamos", conteudo: "<p>Novo texto.</p>" },
  });

  expect(response.status).toBe(200);
  expect(await storedRows()).toEqual([
    { slug: "metodologia", titulo: "Como checamos", conteudo: "<p>Novo texto.</p>" },
    { slug: "transparencia", titulo: "Transparência", conteudo: "<p>Quem nos financia.</p>" },
  ]);
});

test("the body is sanitised and the title kept as plain text", async () => {
  const response = await api.send("PUT", PATH, {
    body: {
      titulo: "  Política <b>de</b> correções  ",
      conteudo: UNSAFE_PARAGRAPH.sent,
    },
  });

  expect(response.status).toBe(200);
  expect(await storedRows()).toEqual([
    {
      slug: "metodologia",
      titulo: "Política <b>de</b> correções",
      conteudo: UNSAFE_PARAGRAPH.kept,
    },
  ]);
});

test("invalid input answers 400 with a Portuguese message per field and stores nothing", async () => {
  const cases: [unknown, Record<string, string>][] = [
    [{}, { titulo: "Campo obrigatório.", conteudo: "Campo obrigatório." }],
    [
      { titulo: "  ", conteudo: "<p><br></p>" },
      { titulo: "Campo obrigatório.", conteudo: "Campo obrigatório." },
    ],
    [
      { titulo: "x".repeat(MAX_TITULO + 1), conteudo: "<p>Texto.</p>" },
      { titulo: `Use no máximo ${MAX_TITULO} caracteres.` },
    ],
    // Visible only before cleaning: nothing would be left to show.
    [
      { titulo: "Metodologia", conteudo: "<script>alert(1)</script>" },
      { conteudo: "Campo obrigatório." },
    ],
  ];

  for (const [body, details] of cases) {
    await expectAnswer(await api.send("PUT", PATH, { body }), 400, invalid(details));
  }
  await expectAnswer(
    await api.send("PUT", PATH, { body: [] }),
    400,
    invalid({ _: "Envie o título e o conteúdo da página." }),
  );
  expect(await storedRows()).toEqual([]);
});

test("writing needs an administrator's token", async () => {
  const response = await api.send("PUT", PATH, { body: VALID, authorization: null });

  await expectAnswer(response, 401, UNAUTHORIZED);
  expect(await storedRows()).toEqual([]);
});
