import { expect, test } from "vitest";
import { useApiServer } from "#tests/helpers/api-server.ts";

/*
 * Rich text is the largest untrusted input the API reads. Whatever its shape, a request
 * is answered in time proportional to its size, and invalid text is never stored.
 */

const api = useApiServer({ clean: ["noticias", "fake_news"] });

function noticia(conteudo: string) {
  return {
    titulo: "Boato sobre vacina",
    lead: "<p>Um áudio circula em grupos.</p>",
    conteudo,
    fontes: ["Ministério da Saúde"],
  };
}

/**
 * The server runs in this process, so the process's CPU time measures the work a request
 * caused without counting the time other programs on a busy machine held the cores.
 */
async function post(path: string, body: unknown) {
  const start = process.cpuUsage();
  const response = await fetch(`${api.url}${path}`, {
    method: "POST",
    headers: { authorization: api.authorization, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json();
  const used = process.cpuUsage(start);
  return { status: response.status, json, ms: (used.user + used.system) / 1000 };
}

const storedNoticias = () => api.db.selectFrom("noticias").select("id").execute();

/** A news body refused with one message for its field, in linear time, and not stored. */
async function expectBodyRefused(answer: Awaited<ReturnType<typeof post>>, message: string) {
  expect(answer.status).toBe(400);
  expect(answer.json).toEqual({ error: "Dados inválidos.", details: { conteudo: message } });
  expect(answer.ms).toBeLessThan(1000);
  expect(await storedNoticias()).toEqual([]);
}

test("a news body one character over the limit is refused with only its length, and not stored", async () => {
  const answer = await post("/api/noticias", noticia("<".repeat(200_001)));

  await expectBodyRefused(answer, "Use no máximo 200000 caracteres.");
});

test.each([
  ["deeply nested tags", "<b>".repeat(50_000) + "</i>".repeat(12_500)],
  ["script openers without a closer", "<script>".repeat(25_000)],
  ["empty paragraphs", "<p><br></p>".repeat(18_181)],
])(
  "a news body of 200,000 characters of %s, with no text to read, is refused and not stored",
  async (_shape, conteudo) => {
    const answer = await post("/api/noticias", noticia(conteudo));

    await expectBodyRefused(answer, "Campo obrigatório.");
  },
);

test("a news body of 200,000 '<' is text a reader sees: it is stored escaped, in linear time", async () => {
  const { status, json, ms } = await post("/api/noticias", noticia("<".repeat(200_000)));

  expect(status).toBe(201);
  expect((json as { conteudo: string }).conteudo).toBe("&lt;".repeat(200_000));
  expect(ms).toBeLessThan(2000);
});

test("a fake-news lead over its limit is refused with only its length, and not stored", async () => {
  const { status, json } = await post("/api/fake-news", {
    titulo: "Boato",
    lead: "<".repeat(5001),
    conteudo: "<p>Texto</p>",
    status: "verificada",
    data_verificacao: "2026-01-02",
  });

  expect(status).toBe(400);
  expect(json).toEqual({
    error: "Dados inválidos.",
    details: { lead: "Use no máximo 5000 caracteres." },
  });
  expect(await api.db.selectFrom("fake_news").select("id").execute()).toEqual([]);
});
