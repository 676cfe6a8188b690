import { afterEach, expect, test, vi } from "vitest";
import {
  BAD_AUTHORIZATIONS,
  expectAnswer,
  invalid,
  tooLong,
  UNAUTHORIZED,
  useApiServer,
} from "#tests/helpers/api-server.ts";
import { startTestServer } from "#tests/helpers/test-server.ts";
import { REQUIRED } from "../common-schema.ts";
import { CONTATO_MESSAGES, MAX_ASSUNTO, MAX_EMAIL, MAX_MENSAGEM, MAX_NOME } from "./schema.ts";

// Behind a proxy on loopback (TRUST_PROXY=loopback), each test can be a different visitor.
const api = useApiServer({ config: { trustProxy: ["loopback"] } });
afterEach(() => {
  vi.useRealTimers();
});

const EMAIL_MESSAGE = CONTATO_MESSAGES.email;

const valid = {
  nome: "Maria Silva",
  email: "maria@example.org",
  assunto: "Boato sobre vacinas",
  mensagem: "Recebi esta mensagem no WhatsApp.\nÉ verdade?",
};

/** The form always sends the hidden field; people leave it empty. */
const fromForm = { ...valid, website: "" };

/** A visitor sends the contact form: no token. */
function submit(body: unknown, headers: Record<string, string> = {}) {
  return api.send("POST", "/api/contato", { body, authorization: null, headers });
}

/** The inbox, read as the administrator. */
function inbox() {
  return api.send("GET", "/api/contato", { authorization: api.authorization });
}

/** The client address the proxy on loopback reports. */
function from(address: string) {
  return { "x-forwarded-for": address };
}

function storedRows() {
  return api.db
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

  const response = await submit({
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
  const real = (await (await submit(fromForm)).json()) as { id: number };

  const response = await submit({
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
  const response = await submit({ ...valid, website: "x" });

  await expectAnswer(response, 201, { id: 1, ...valid, created_at: expect.any(String) });
  expect(await storedRows()).toEqual([]);
});

test.each([
  ["no name", { ...fromForm, nome: undefined }, { nome: REQUIRED }],
  ["a blank name", { ...fromForm, nome: "   " }, { nome: REQUIRED }],
  tooLong("a name that is too long", fromForm, "nome", MAX_NOME),
  ["no e-mail", { ...fromForm, email: undefined }, { email: REQUIRED }],
  ["a blank e-mail", { ...fromForm, email: "" }, { email: REQUIRED }],
  ["an invalid e-mail", { ...fromForm, email: "maria@" }, { email: EMAIL_MESSAGE }],
  [
    "an e-mail that is too long",
    { ...fromForm, email: `${"a".repeat(MAX_EMAIL)}@example.org` },
    { email: EMAIL_MESSAGE },
  ],
  ["no subject", { ...fromForm, assunto: undefined }, { assunto: REQUIRED }],
  tooLong("a subject that is too long", fromForm, "assunto", MAX_ASSUNTO),
  ["no message", { ...fromForm, mensagem: undefined }, { mensagem: REQUIRED }],
  ["a message that is not text", { ...fromForm, mensagem: 42 }, { mensagem: REQUIRED }],
  tooLong("a message that is too long", fromForm, "mensagem", MAX_MENSAGEM),
  [
    "nothing filled in",
    {},
    { nome: REQUIRED, email: REQUIRED, assunto: REQUIRED, mensagem: REQUIRED },
  ],
  ["a body that is not an object", [fromForm], { _: "Dados inválidos." }],
])("POST /api/contato with %s answers 400 and stores nothing", async (_case, body, details) => {
  const response = await submit(body);

  await expectAnswer(response, 400, invalid(details));
  expect(await storedRows()).toEqual([]);
});

test("POST /api/contato refuses a body larger than a form can produce with 413", async () => {
  const response = await submit({
    ...fromForm,
    mensagem: "a".repeat(20_000),
  });

  await expectAnswer(response, 413, { error: "O conteúdo enviado é grande demais." });
  expect(await storedRows()).toEqual([]);
});

test("the sixth message from one address within ten minutes answers 429 with Retry-After", async () => {
  setClock("2026-03-02T10:00:01.000Z");
  for (let index = 1; index <= 5; index += 1) {
    const accepted = await submit(
      { ...fromForm, assunto: `Assunto ${index}` },
      from("203.0.113.7"),
    );
    expect(accepted.status).toBe(201);
  }

  const response = await submit({ ...fromForm, assunto: "Assunto 6" }, from("203.0.113.7"));

  expect(response.status).toBe(429);
  expect(response.headers.get("retry-after")).toBe("599");
  expect(await response.json()).toEqual({
    error: "Muitas tentativas. Aguarde um pouco e tente novamente.",
  });
  expect((await storedRows()).map((row) => row.assunto)).toEqual(
    [1, 2, 3, 4, 5].map((index) => `Assunto ${index}`),
  );
});

test("past the contact form limit the answer is 429 before the body is read, even a malformed one", async () => {
  setClock("2026-03-02T10:00:01.000Z");
  for (let index = 0; index < 5; index += 1) {
    await api.send("POST", "/api/contato", {
      rawBody: '{"nome": ',
      authorization: null,
      headers: from("203.0.113.9"),
    });
  }

  const response = await api.send("POST", "/api/contato", {
    rawBody: '{"nome": ',
    authorization: null,
    headers: from("203.0.113.9"),
  });

  // Malformed bodies count too: the limit runs first, so parsing them costs nothing more.
  await expectAnswer(response, 429, {
    error: "Muitas tentativas. Aguarde um pouco e tente novamente.",
  });
});

test("the contact form limit counts caught bots too, each address apart, and starts over in the next window", async () => {
  setClock("2026-03-02T10:00:00.000Z");
  for (let index = 0; index < 5; index += 1) {
    await submit({ ...fromForm, website: "bot" }, from("203.0.113.8"));
  }
  const limited = await submit(fromForm, from("203.0.113.8"));

  const otherAddress = await submit(fromForm, from("198.51.100.9"));
  vi.setSystemTime(new Date("2026-03-02T10:10:00.000Z"));
  const nextWindow = await submit(fromForm, from("203.0.113.8"));

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
    sent.push((await (await submit({ ...fromForm, assunto })).json()) as (typeof sent)[number]);
  }
  // The administrator's session was opened on the real clock.
  vi.useRealTimers();

  const response = await inbox();

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual(
    [...sent]
      .reverse()
      .map(({ id, assunto, created_at }) => ({ id, ...valid, assunto, created_at })),
  );
});

test("GET /api/contato answers an empty array when there are no messages", async () => {
  const response = await inbox();

  await expectAnswer(response, 200, []);
});

test("DELETE /api/contato/:id removes the message and answers 204", async () => {
  const first = (await (await submit(fromForm)).json()) as { id: number };
  const second = (await (await submit({ ...fromForm, assunto: "Outra" })).json()) as { id: number };

  const response = await api.send("DELETE", `/api/contato/${first.id}`);

  expect(response.status).toBe(204);
  expect(await response.text()).toBe("");
  expect((await storedRows()).map((row) => row.id)).toEqual([second.id]);
});

test.each([
  ["an unknown id", "999", "Mensagem não encontrada."],
  ["an id that is not a number", "abc", "Recurso não encontrado."],
])("DELETE /api/contato/:id with %s answers 404", async (_case, id, error) => {
  await submit(fromForm);

  const response = await api.send("DELETE", `/api/contato/${id}`);

  await expectAnswer(response, 404, { error });
  expect(await storedRows()).toHaveLength(1);
});

test.each(BAD_AUTHORIZATIONS)(
  "the inbox calls %s answer 401 and change nothing",
  async (_case, badAuthorization) => {
    const { id } = (await (await submit(fromForm)).json()) as { id: number };
    const authorization = await badAuthorization(api);

    const list = await api.send("GET", "/api/contato", { authorization });
    const removal = await api.send("DELETE", `/api/contato/${id}`, { authorization });

    for (const response of [list, removal]) {
      await expectAnswer(response, 401, UNAUTHORIZED);
    }
    expect(await storedRows()).toHaveLength(1);
  },
);

test("without TRUST_PROXY a forged X-Forwarded-For does not reset the contact form limit", async () => {
  const direct = await startTestServer();
  try {
    const statuses = [];
    for (let index = 1; index <= 6; index += 1) {
      const response = await fetch(`${direct.url}/api/contato`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${index}` },
        body: JSON.stringify({ ...fromForm, assunto: `Assunto ${index}` }),
      });
      statuses.push(response.status);
    }

    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const stored = await direct.database.db.selectFrom("contato_mensagens").select("id").execute();
    expect(stored).toHaveLength(5);
  } finally {
    await direct.close();
  }
});
