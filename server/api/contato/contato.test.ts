import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { startTestServer, type TestServer } from "#tests/helpers/test-server.ts";
import { MAX_ASSUNTO, MAX_EMAIL, MAX_MENSAGEM, MAX_NOME } from "./schema.ts";

let server: TestServer;
let authorization: string;

beforeEach(async () => {
  server = await startTestServer();
  ({ authorization } = await createTestAdmin(server.database.db));
});
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

const REQUIRED = "Campo obrigatório.";
const EMAIL_MESSAGE = "Informe um e-mail válido.";

const valid = {
  nome: "Maria Silva",
  email: "maria@example.org",
  assunto: "Boato sobre vacinas",
  mensagem: "Recebi esta mensagem no WhatsApp.\nÉ verdade?",
};

/** The form always sends the hidden field; people leave it empty. */
const fromForm = { ...valid, website: "" };

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The server trusts X-Forwarded-For from loopback, so each test can be a different visitor. */
function from(address: string) {
  return { "x-forwarded-for": address };
}

function storedRows() {
  return server.database.db
    .selectFrom("contato_mensagens")
    .select(["id", "nome", "email", "assunto", "mensagem", "created_at"])
    .orderBy("id")
    .execute();
}

/** Freezes the server's clock (timers keep running, so I/O is unaffected). */
function setClock(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

test("POST /api/contato stores the message and answers 201 with it", async () => {
  setClock("2026-03-02T12:34:56.789Z");

  const response = await send("POST", "/api/contato", {
    ...fromForm,
    nome: "  Maria Silva ",
    email: " maria@example.org ",
  });

  const expected = { id: expect.any(Number), ...valid, created_at: "2026-03-02T12:34:56.789Z" };
  expect(response.status).toBe(201);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = (await response.json()) as { id: number };
  expect(body).toEqual(expected);
  expect(await storedRows()).toEqual([{ ...expected, id: body.id }]);
});

test("POST /api/contato with the hidden field filled answers 201 like a real message but stores nothing", async () => {
  setClock("2026-03-02T12:00:00.000Z");
  const real = (await (await send("POST", "/api/contato", fromForm)).json()) as { id: number };

  const response = await send("POST", "/api/contato", {
    ...valid,
    website: "https://spam.example.com",
  });

  expect(response.status).toBe(201);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({
    id: real.id + 1,
    ...valid,
    created_at: "2026-03-02T12:00:00.000Z",
  });
  expect(await storedRows()).toEqual([
    { id: real.id, ...valid, created_at: "2026-03-02T12:00:00.000Z" },
  ]);
});

test("POST /api/contato with the hidden field filled on an empty inbox still answers a plausible id", async () => {
  const response = await send("POST", "/api/contato", { ...valid, website: "x" });

  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ id: 1, ...valid, created_at: expect.any(String) });
  expect(await storedRows()).toEqual([]);
});

test.each([
  ["no name", { ...fromForm, nome: undefined }, { nome: REQUIRED }],
  ["a blank name", { ...fromForm, nome: "   " }, { nome: REQUIRED }],
  [
    "a name that is too long",
    { ...fromForm, nome: "a".repeat(MAX_NOME + 1) },
    { nome: `Use no máximo ${MAX_NOME} caracteres.` },
  ],
  ["no e-mail", { ...fromForm, email: undefined }, { email: REQUIRED }],
  ["a blank e-mail", { ...fromForm, email: "" }, { email: REQUIRED }],
  ["an invalid e-mail", { ...fromForm, email: "maria@" }, { email: EMAIL_MESSAGE }],
  [
    "an e-mail that is too long",
    { ...fromForm, email: `${"a".repeat(MAX_EMAIL)}@example.org` },
    { email: EMAIL_MESSAGE },
  ],
  ["no subject", { ...fromForm, assunto: undefined }, { assunto: REQUIRED }],
  [
    "a subject that is too long",
    { ...fromForm, assunto: "a".repeat(MAX_ASSUNTO + 1) },
    { assunto: `Use no máximo ${MAX_ASSUNTO} caracteres.` },
  ],
  ["no message", { ...fromForm, mensagem: undefined }, { mensagem: REQUIRED }],
  ["a message that is not text", { ...fromForm, mensagem: 42 }, { mensagem: REQUIRED }],
  [
    "a message that is too long",
    { ...fromForm, mensagem: "a".repeat(MAX_MENSAGEM + 1) },
    { mensagem: `Use no máximo ${MAX_MENSAGEM} caracteres.` },
  ],
  [
    "nothing filled in",
    {},
    { nome: REQUIRED, email: REQUIRED, assunto: REQUIRED, mensagem: REQUIRED },
  ],
  ["a body that is not an object", [fromForm], { _: "Dados inválidos." }],
])("POST /api/contato with %s answers 400 and stores nothing", async (_case, body, details) => {
  const response = await send("POST", "/api/contato", body);

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: "Dados inválidos.", details });
  expect(await storedRows()).toEqual([]);
});

test("POST /api/contato refuses a body larger than a form can produce with 413", async () => {
  const response = await send("POST", "/api/contato", {
    ...fromForm,
    mensagem: "a".repeat(20_000),
  });

  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ error: "O conteúdo enviado é grande demais." });
  expect(await storedRows()).toEqual([]);
});

test("the sixth message from one address within ten minutes answers 429 with Retry-After", async () => {
  setClock("2026-03-02T10:00:01.000Z");
  for (let index = 1; index <= 5; index += 1) {
    const accepted = await send(
      "POST",
      "/api/contato",
      { ...fromForm, assunto: `Assunto ${index}` },
      from("203.0.113.7"),
    );
    expect(accepted.status).toBe(201);
  }

  const response = await send(
    "POST",
    "/api/contato",
    { ...fromForm, assunto: "Assunto 6" },
    from("203.0.113.7"),
  );

  expect(response.status).toBe(429);
  expect(response.headers.get("retry-after")).toBe("599");
  expect(await response.json()).toEqual({
    error: "Muitas tentativas. Aguarde um pouco e tente novamente.",
  });
  expect((await storedRows()).map((row) => row.assunto)).toEqual(
    [1, 2, 3, 4, 5].map((index) => `Assunto ${index}`),
  );
});

test("the contact form limit counts caught bots too, each address apart, and starts over in the next window", async () => {
  setClock("2026-03-02T10:00:00.000Z");
  for (let index = 0; index < 5; index += 1) {
    await send("POST", "/api/contato", { ...fromForm, website: "bot" }, from("203.0.113.8"));
  }
  const limited = await send("POST", "/api/contato", fromForm, from("203.0.113.8"));

  const otherAddress = await send("POST", "/api/contato", fromForm, from("198.51.100.9"));
  vi.setSystemTime(new Date("2026-03-02T10:10:00.000Z"));
  const nextWindow = await send("POST", "/api/contato", fromForm, from("203.0.113.8"));

  expect(limited.status).toBe(429);
  expect(otherAddress.status).toBe(201);
  expect(nextWindow.status).toBe(201);
  expect(await storedRows()).toHaveLength(2);
});

test("GET /api/contato answers the messages newest first, never cached", async () => {
  const sent: { id: number; assunto: string; created_at: string }[] = [];
  for (const [assunto, at] of [
    ["Primeira", "2026-03-01T09:00:00.000Z"],
    ["Segunda", "2026-03-02T09:00:00.000Z"],
    ["Terceira", "2026-03-03T09:00:00.000Z"],
  ] as const) {
    setClock(at);
    sent.push(
      (await (
        await send("POST", "/api/contato", { ...fromForm, assunto })
      ).json()) as (typeof sent)[number],
    );
  }
  // The administrator's session was opened on the real clock.
  vi.useRealTimers();

  const response = await send("GET", "/api/contato", undefined, { authorization });

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual(
    [...sent]
      .reverse()
      .map(({ id, assunto, created_at }) => ({ id, ...valid, assunto, created_at })),
  );
});

test("GET /api/contato answers an empty array when there are no messages", async () => {
  const response = await send("GET", "/api/contato", undefined, { authorization });

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual([]);
});

test("DELETE /api/contato/:id removes the message and answers 204", async () => {
  const first = (await (await send("POST", "/api/contato", fromForm)).json()) as { id: number };
  const second = (await (
    await send("POST", "/api/contato", { ...fromForm, assunto: "Outra" })
  ).json()) as { id: number };

  const response = await send("DELETE", `/api/contato/${first.id}`, undefined, { authorization });

  expect(response.status).toBe(204);
  expect(await response.text()).toBe("");
  expect((await storedRows()).map((row) => row.id)).toEqual([second.id]);
});

test.each([
  ["an unknown id", "999", "Mensagem não encontrada."],
  ["an id that is not a number", "abc", "Recurso não encontrado."],
])("DELETE /api/contato/:id with %s answers 404", async (_case, id, error) => {
  await send("POST", "/api/contato", fromForm);

  const response = await send("DELETE", `/api/contato/${id}`, undefined, { authorization });

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error });
  expect(await storedRows()).toHaveLength(1);
});

test.each([
  ["without a token", {}],
  ["with a bad token", { authorization: "Bearer not-a-real-token" }],
])("the inbox calls %s answer 401 and change nothing", async (_case, headers) => {
  const { id } = (await (await send("POST", "/api/contato", fromForm)).json()) as { id: number };

  const list = await send("GET", "/api/contato", undefined, headers);
  const removal = await send("DELETE", `/api/contato/${id}`, undefined, headers);

  for (const response of [list, removal]) {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Autenticação necessária." });
  }
  expect(await storedRows()).toHaveLength(1);
});
