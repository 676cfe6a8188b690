import { expect, test } from "vitest";
import { useApiServer } from "#tests/helpers/api-server.ts";

const api = useApiServer({ clean: [] });

test("an anonymous write is refused by its guard before its body is read", async () => {
  const response = await fetch(`${api.url}/api/contato-institucional`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    // Over the route's 16 KB limit: read first, it would answer 413.
    body: JSON.stringify({ email: "x".repeat(20_000) }),
  });

  expect(response.status).toBe(401);
  expect(response.headers.get("www-authenticate")).toBe("Bearer");
  expect(await response.json()).toEqual({ error: "Autenticação necessária." });
});

test("a body over the route's own limit answers 413 once the caller is allowed", async () => {
  const response = await fetch(`${api.url}/api/contato-institucional`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: api.authorization },
    body: JSON.stringify({ email: "x".repeat(20_000) }),
  });

  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ error: "O conteúdo enviado é grande demais." });
});

test("a malformed id answers 404 with the area's message where it has one, else the generic one", async () => {
  const paths = ["/api/noticias/abc", "/api/fake-news/0", "/api/subprojetos/1.5", "/api/equipe/-1"];

  const bodies = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${api.url}${path}`);
      return [response.status, await response.json()];
    }),
  );

  expect(bodies).toEqual([
    [404, { error: "Notícia não encontrada" }],
    [404, { error: "Matéria não encontrada" }],
    [404, { error: "Recurso não encontrado." }],
    [404, { error: "Recurso não encontrado." }],
  ]);
});

test("an id too large to be exact names nothing", async () => {
  const response = await fetch(`${api.url}/api/contato/99999999999999999`, {
    method: "DELETE",
    headers: { authorization: api.authorization },
  });

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: "Recurso não encontrado." });
});

test("a path the table does not list answers the API's 404, not a page", async () => {
  const response = await fetch(`${api.url}/api/noticias/1/comentarios`);

  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ error: "Recurso não encontrado." });
});

/** A news item written straight into the database, as another process would. */
async function insertNoticia(titulo: string) {
  const now = new Date().toISOString();
  const row = await api.db
    .insertInto("noticias")
    .values({
      titulo,
      subtitulo: "Subtítulo",
      lead: "<p>Lead.</p>",
      conteudo: "<p>Texto.</p>",
      fontes: '["Observatório"]',
      data_publicacao: now,
      autor: "Autora",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

test("an anonymous list answered twice is the same answer, and a write shows at once", async () => {
  await api.db.deleteFrom("noticias").execute();
  const first = await fetch(`${api.url}/api/noticias`);
  const again = await fetch(`${api.url}/api/noticias`);
  const id = await insertNoticia("Escrita direto no banco");

  const after = await fetch(`${api.url}/api/noticias`);

  expect(await first.text()).toBe("[]");
  expect(await again.text()).toBe("[]");
  expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
  expect(again.headers.get("x-total-count")).toBe("0");
  expect((await after.json()).map((item: { id: number }) => item.id)).toEqual([id]);
  expect(after.headers.get("x-total-count")).toBe("1");
  expect(after.headers.get("etag")).not.toBe(first.headers.get("etag"));
});

test("an editor's read is never answered with the anonymous copy, nor the reverse", async () => {
  const id = await insertNoticia("Lida pelos dois");
  const path = `${api.url}/api/noticias/${id}`;

  const anonymous = await (await fetch(path)).json();
  const editor = await (
    await fetch(path, { headers: { authorization: api.authorization } })
  ).json();
  const anonymousAgain = await (await fetch(path)).json();

  expect(anonymous).not.toHaveProperty("estado");
  expect(editor).toHaveProperty("estado", "publicado");
  expect(anonymousAgain).toEqual(anonymous);
});

test("an item scheduled a second ahead is listed once it comes due", async () => {
  await api.db.deleteFrom("noticias").execute();
  const id = await insertNoticia("Agendada");
  const due = new Date(Date.now() + 1_000).toISOString();
  await api.db.updateTable("noticias").set({ publicar_em: due }).where("id", "=", id).execute();

  const before = await fetch(`${api.url}/api/noticias`);
  const beforeBody = await before.json();
  await new Promise((resolve) => setTimeout(resolve, Date.parse(due) - Date.now() + 50));
  const after = await fetch(`${api.url}/api/noticias`);

  expect(beforeBody).toEqual([]);
  expect(before.headers.get("cache-control")).toMatch(/^public, max-age=[12]$/);
  expect((await after.json()).map((item: { id: number }) => item.id)).toEqual([id]);
});
