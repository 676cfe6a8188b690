import { expect, test, vi } from "vitest";
import { z } from "zod";
import { loadJson, saveJson, uploadFile, type Fetcher } from "./api-client.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const answering = (response: () => Response | Promise<Response>) =>
  vi.fn<Fetcher>(async () => response());

const SubprojetoSchema = z.object({ id: z.number(), nome: z.string() });

test("saveJson sends the body as JSON and returns the parsed answer", async () => {
  const fetcher = answering(() => json({ id: 4, nome: "Vacinas" }, 201));

  const result = await saveJson(
    fetcher,
    "POST",
    "/api/subprojetos",
    { nome: "Vacinas" },
    SubprojetoSchema,
  );

  expect(result).toEqual({ ok: true, status: 201, data: { id: 4, nome: "Vacinas" } });
  const [url, init] = fetcher.mock.calls[0] ?? [];
  expect(url).toBe("/api/subprojetos");
  expect(init?.method).toBe("POST");
  expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
  expect(init?.body).toBe('{"nome":"Vacinas"}');
  expect(init?.signal).toBeInstanceOf(AbortSignal);
});

test("saveJson of a DELETE sends no body and accepts an empty 204", async () => {
  const fetcher = answering(() => new Response(null, { status: 204 }));

  const result = await saveJson(fetcher, "DELETE", "/api/subprojetos/4");

  expect(result).toEqual({ ok: true, status: 204, data: undefined });
  expect(fetcher.mock.calls[0]?.[1]?.body).toBeUndefined();
});

test("an error answer gives the API's message and field details", async () => {
  const fetcher = answering(() =>
    json(
      {
        error: "Dados inválidos.",
        details: { nome: "Campo obrigatório.", "fontes.1": "Campo obrigatório." },
      },
      400,
    ),
  );

  const result = await saveJson(fetcher, "PUT", "/api/noticias/1", {});

  expect(result).toEqual({
    ok: false,
    status: 400,
    error: "Dados inválidos.",
    details: { nome: "Campo obrigatório.", "fontes.1": "Campo obrigatório." },
  });
});

test.each([
  {
    name: "an error answer without the API's shape gets a message with its status",
    answer: () => new Response("<h1>Bad gateway</h1>", { status: 502 }),
    status: 502,
    error: "O servidor respondeu com um erro (502). Tente novamente em instantes.",
  },
  {
    name: "a network failure gives a clear message and status 0",
    answer: () => Promise.reject(new TypeError("Failed to fetch")),
    status: 0,
    error: "Não foi possível conectar. Verifique sua conexão e tente novamente.",
  },
  {
    name: "a request that takes too long says so",
    answer: () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")),
    status: 0,
    error: "O servidor demorou demais para responder. Tente novamente.",
  },
  {
    name: "a successful answer that does not match the schema is reported, not trusted",
    answer: () => json({ id: "quatro" }, 201),
    schema: SubprojetoSchema,
    status: 201,
    error: "O servidor enviou uma resposta inesperada. Tente novamente.",
  },
])("$name", async ({ answer, schema, status, error }) => {
  const fetcher = answering(answer);

  const result = await saveJson(fetcher, "POST", "/api/subprojetos", {}, schema);

  expect(result).toEqual({ ok: false, status, error, details: {} });
});

test("loadJson reads and checks an answer", async () => {
  const fetcher = answering(() => json([{ id: 1, nome: "A" }]));

  const result = await loadJson(fetcher, "/api/contato", z.array(SubprojetoSchema));

  expect(result).toEqual({ ok: true, status: 200, data: [{ id: 1, nome: "A" }] });
  expect(fetcher.mock.calls[0]?.[1]?.method).toBe("GET");
});

test("uploadFile sends the file as multipart in the field file and gives its URL", async () => {
  const fetcher = answering(() => json({ url: "/media/abc.pdf" }, 201));
  const file = new File(["%PDF-1.4"], "edicao.pdf", { type: "application/pdf" });

  const result = await uploadFile(fetcher, file);

  expect(result).toEqual({ ok: true, status: 201, data: { url: "/media/abc.pdf" } });
  const [url, init] = fetcher.mock.calls[0] ?? [];
  expect(url).toBe("/api/media");
  expect(init?.method).toBe("POST");
  expect(new Headers(init?.headers).has("content-type")).toBe(false);
  const sent = (init?.body as FormData).get("file");
  expect(sent).toBeInstanceOf(File);
  expect((sent as File).name).toBe("edicao.pdf");
});

test("uploadFile gives a refused file's status and message", async () => {
  const fetcher = answering(() => json({ error: "Tipo de conteúdo não suportado." }, 415));

  const result = await uploadFile(fetcher, new File(["oi"], "falso.pdf"));

  expect(result).toEqual({
    ok: false,
    status: 415,
    error: "Tipo de conteúdo não suportado.",
    details: {},
  });
});
