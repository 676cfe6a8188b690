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
