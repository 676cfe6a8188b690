import { expect, test } from "vitest";
import { circulatedCopies, photoLikeImage } from "#tests/fixtures/images.ts";
import { expectAnswer, invalid, useApiServer } from "#tests/helpers/api-server.ts";
import { FAKE_NEWS } from "#tests/helpers/content-areas.ts";
import { uploadMedia } from "#tests/helpers/site-api.ts";
import { SEMELHANTES_MESSAGES, type Semelhante } from "./schema.ts";
import { SEMELHANTES_RATE_LIMIT } from "./service.ts";

// Decision 069. The default thresholds: text strong at 0.5, listed from 0.4; images
// within 10 bits.
const api = useApiServer({ clean: ["fake_news", "rate_limits", "sugestoes", "sugestao_anexos"] });

const PATH = "/api/checagens/semelhantes";

const VACINA = {
  titulo: "É falso que a vacina da gripe cause infertilidade",
  alegacao: "A vacina contra a gripe causa infertilidade em mulheres",
  lead: "<p>Estudos com milhões de vacinadas não mostram efeito sobre a fertilidade.</p>",
  status: "desmentida",
  rotulo: "falso",
};

const LIMAO = {
  titulo: "Água com limão não cura câncer",
  alegacao: "Beber água com limão em jejum cura o câncer",
  lead: "<p>Nenhum estudo mostra efeito do limão sobre tumores.</p>",
  status: "desmentida",
  rotulo: "falso",
};

async function check(fields: Record<string, unknown>): Promise<{ id: number }> {
  return api.create(FAKE_NEWS.path, {
    ...FAKE_NEWS.valid,
    conteudo: "<p>Texto da checagem.</p>",
    fontes: [],
    ...fields,
  });
}

async function similar(texto: string): Promise<Semelhante[]> {
  const response = await api.send("GET", `${PATH}?texto=${encodeURIComponent(texto)}`);
  expect(response.status).toBe(200);
  return response.json();
}

function postForm(fields: Record<string, string>, file?: { bytes: Buffer; type: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), "f");
  return fetch(`${api.url}${PATH}`, { method: "POST", body });
}

const WHATSAPP_VARIANTS = [
  "URGENTE!!! vc sabia q a vacina da gripe causa infertilidade nas mulheres??? 😱😱 repassem",
  "Encaminhada com frequência\nvacina da gripe deixa mulher infertil, n tomem!!!",
  "VACINA DA GRIPE CAUSA INFERTILIDADE EM MULHERES muuuito cuidado",
  "a vacina contra gripe causa infertilidade em mulheres",
  "Encaminhada\nA vacina contra a gripe causa infertilidade em mulheres, pq ninguém fala disso?",
];

test.each(WHATSAPP_VARIANTS)(
  "a WhatsApp-style variant of a claim matches it strongly: %s",
  async (texto) => {
    const vacina = await check(VACINA);
    await check(LIMAO);

    const [first, ...rest] = await similar(texto);

    expect(first).toEqual({
      id: vacina.id,
      titulo: VACINA.titulo,
      alegacao: VACINA.alegacao,
      status: "desmentida",
      rotulo: "falso",
      url: `/fake-news/${vacina.id}`,
      score: expect.any(Number),
      forte: true,
      por: "texto",
    });
    expect(first?.score).toBeGreaterThanOrEqual(0.5);
    expect(rest).toEqual([]);
  },
);

test.each([
  "Qual o horário de funcionamento da biblioteca da universidade?",
  "O prefeito inaugurou uma nova escola no bairro ontem",
  "vacinação contra sarampo começa segunda nos postos de saúde",
  "mulheres podem se inscrever no concurso até sexta",
  "Receita de bolo de cenoura com cobertura de chocolate",
])("an unrelated text matches nothing: %s", async (texto) => {
  await check(VACINA);
  await check(LIMAO);

  expect(await similar(texto)).toEqual([]);
});

test("drafts, scheduled entries and entries under analysis are never answered, until published", async () => {
  const draft = await check({ ...VACINA, estado: "rascunho" });
  const scheduled = await check({ ...VACINA, publicar_em: "2099-01-01T09:00:00Z" });
  const underAnalysis = await check({ ...VACINA, status: "em_analise", rotulo: null });
  const texto = "vc sabia q a vacina da gripe causa infertilidade nas mulheres???";

  expect(await similar(texto)).toEqual([]);

  const published = await api.send("PUT", `${FAKE_NEWS.path}/${draft.id}`, {
    body: {
      ...FAKE_NEWS.valid,
      conteudo: "<p>Texto.</p>",
      fontes: [],
      ...VACINA,
      estado: "publicado",
    },
  });
  expect(published.status).toBe(200);
  expect((await similar(texto)).map((found) => found.id)).toEqual([draft.id]);
  expect([scheduled.id, underAnalysis.id]).not.toContain(draft.id);
});

test("a saved change of the claim is what the next lookup compares, and a deleted check is gone", async () => {
  const entry = await check(LIMAO);
  const vacinaText = "a vacina da gripe causa infertilidade nas mulheres";
  expect(await similar(vacinaText)).toEqual([]);

  const updated = await api.send("PUT", `${FAKE_NEWS.path}/${entry.id}`, {
    body: { ...FAKE_NEWS.valid, conteudo: "<p>Texto.</p>", fontes: [], ...VACINA },
  });
  expect(updated.status).toBe(200);
  expect((await similar(vacinaText)).map((found) => [found.id, found.forte])).toEqual([
    [entry.id, true],
  ]);
  expect(await similar("beber agua com limao em jejum cura cancer")).toEqual([]);

  expect((await api.send("DELETE", `${FAKE_NEWS.path}/${entry.id}`)).status).toBe(204);
  expect(await similar(vacinaText)).toEqual([]);
});

test("a link in the message matches a check citing it, whatever its tracking parameters and host prefix", async () => {
  const entry = await check({
    ...LIMAO,
    fontes: ["Reportagem original: https://www.exemplo.com.br/saude/limao-cura?id=7"],
  });
  const cited = await check({
    ...VACINA,
    conteudo: '<p>Veja <a href="https://blog.exemplo.org/post/9/">o post</a>.</p>',
  });

  const [byFonte] = await similar(
    "olha isso https://m.exemplo.com.br/saude/limao-cura/?utm_source=whatsapp&id=7&fbclid=abc",
  );
  const [byHref] = await similar("leiam: http://blog.exemplo.org/post/9?utm_medium=social.");

  expect(byFonte).toMatchObject({ id: entry.id, score: 1, forte: true, por: "link" });
  expect(byHref).toMatchObject({ id: cited.id, score: 1, forte: true, por: "link" });
  expect(await similar("https://www.exemplo.com.br/saude/outra-coisa")).toEqual([]);
});

test("POST takes the text as JSON or as a form field, and answers as the GET", async () => {
  const entry = await check(VACINA);
  const texto = "vc sabia q a vacina da gripe causa infertilidade nas mulheres???";

  const json = await api.send("POST", PATH, { body: { texto }, authorization: null });
  const form = await postForm({ texto });

  expect(json.status).toBe(200);
  expect(json.headers.get("cache-control")).toBe("no-store");
  const answer = (await json.json()) as Semelhante[];
  expect(answer.map((found) => found.id)).toEqual([entry.id]);
  expect(form.status).toBe(200);
  expect(await form.json()).toEqual(answer);
  expect(await similar(texto)).toEqual(answer);
});

test.each([
  ["GET without texto", () => api.send("GET", PATH), { texto: SEMELHANTES_MESSAGES.texto }],
  [
    "GET with a blank texto",
    () => api.send("GET", `${PATH}?texto=%20%20`),
    { texto: SEMELHANTES_MESSAGES.texto },
  ],
  [
    "GET with a texto too long",
    () => api.send("GET", `${PATH}?texto=${"a".repeat(5001)}`),
    { texto: SEMELHANTES_MESSAGES.textoLength },
  ],
  [
    "POST with neither text nor file",
    () => postForm({ texto: "  " }),
    { texto: SEMELHANTES_MESSAGES.textoOuImagem },
  ],
  [
    "POST JSON with a texto that is not text",
    () => api.send("POST", PATH, { body: { texto: 5 }, authorization: null }),
    { texto: SEMELHANTES_MESSAGES.texto },
  ],
])("%s answers 400 with a Portuguese message", async (_name, send, details) => {
  await expectAnswer(await send(), 400, invalid(details));
});

test("a file that is not an image answers 415", async () => {
  const response = await postForm(
    { texto: "a vacina da gripe" },
    { bytes: Buffer.from("OggS\u0000\u0002 OpusHead áudio"), type: "audio/ogg" },
  );

  await expectAnswer(response, 415, { error: SEMELHANTES_MESSAGES.imagem });
});

test("the lookups share a budget per address, then answer 429", async () => {
  for (let call = 0; call < SEMELHANTES_RATE_LIMIT.limit; call += 1) {
    const response =
      call % 2 === 0
        ? await api.send("GET", `${PATH}?texto=boato`)
        : await postForm({ texto: "boato" });
    expect(response.status).toBe(200);
  }

  expect((await api.send("GET", `${PATH}?texto=boato`)).status).toBe(429);
  expect((await postForm({ texto: "boato" })).status).toBe(429);
});

test("copies of a check's picture match it; unrelated pictures do not", async () => {
  const original = await photoLikeImage(1);
  const url = await uploadMedia(api.url, api.authorization.replace(/^Bearer /, ""), {
    bytes: original,
    type: "image/jpeg",
    name: "foto.jpg",
  });
  const entry = await check({ ...LIMAO, imagens: [url], legendas: [""], alts: ["Foto"] });
  await check({ ...VACINA, estado: "rascunho", imagens: [url], legendas: [""], alts: ["Foto"] });

  for (const [name, copy] of Object.entries(await circulatedCopies(original))) {
    const response = await postForm({}, { bytes: copy, type: "image/jpeg" });
    expect(response.status, name).toBe(200);
    const [found, ...rest] = (await response.json()) as Semelhante[];
    expect(found, name).toMatchObject({ id: entry.id, forte: true, por: "imagem" });
    expect(rest, name).toEqual([]);
  }
  await api.db.deleteFrom("rate_limits").execute();
  for (let seed = 2; seed <= 11; seed += 1) {
    const unrelated = await photoLikeImage(seed, 600, 400);
    const response = await postForm({}, { bytes: unrelated, type: "image/jpeg" });
    expect(await response.json(), `seed ${seed}`).toEqual([]);
  }
});

test("a tip's image is hashed by the next lookup, and forgotten with the tip's file", async () => {
  const original = await photoLikeImage(3, 600, 400);
  const body = new FormData();
  body.set("texto", "Essa foto é verdadeira?");
  body.set("plataforma", "whatsapp");
  body.set("file", new Blob([new Uint8Array(original)], { type: "image/jpeg" }), "foto.jpg");
  expect((await fetch(`${api.url}/api/sugestoes`, { method: "POST", body })).status).toBe(201);

  await similar("boato");

  const rows = await api.db.selectFrom("semelhanca_anexos").selectAll().execute();
  const [anexo] = await api.db.selectFrom("sugestao_anexos").select("hash").execute();
  expect(rows).toEqual([{ hash: anexo?.hash, phash: expect.stringMatching(/^[0-9a-f]{16}$/) }]);

  await api.db.deleteFrom("sugestoes").execute();
  await api.db.deleteFrom("sugestao_anexos").execute();
  await similar("boato");
  expect(await api.db.selectFrom("semelhanca_anexos").selectAll().execute()).toEqual([]);
});
