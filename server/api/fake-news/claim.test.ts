import { expect, test } from "vitest";
import { expectAnswer, invalid, useApiServer } from "#tests/helpers/api-server.ts";
import { FAKE_NEWS, NO_CLAIM } from "#tests/helpers/content-areas.ts";

// The claim and the rating (decision 052); what every fact-check field shares is in
// fake-news.test.ts.
const api = useApiServer({ clean: ["fake_news"] });
const { path } = FAKE_NEWS;

const CLAIM = {
  alegacao: "É possível votar pelo WhatsApp nas eleições municipais",
  circulou_em: ["whatsapp", "facebook"],
  primeira_aparicao: "2026-04-28",
  rotulo: "falso",
};

test("POST /api/fake-news stores the claim, where it circulated, when it appeared and its rating", async () => {
  const response = await api.send("POST", path, { body: { ...FAKE_NEWS.valid, ...CLAIM } });

  expect(response.status).toBe(201);
  const created = (await response.json()) as { id: number };
  expect(created).toMatchObject(CLAIM);
  const [row] = await api.rows("fake_news");
  expect(row).toMatchObject({ ...CLAIM, circulou_em: '["whatsapp","facebook"]' });
  expect(await api.read(`${path}/${created.id}`)).toMatchObject(CLAIM);
  expect(await api.read(path)).toMatchObject([CLAIM]);
});

test("the platforms are kept once each, in the listed order, and blank fields are null", async () => {
  const body = await api.create(path, {
    ...FAKE_NEWS.valid,
    alegacao: "  ",
    circulou_em: ["x", "whatsapp", "x", "kwai"],
    primeira_aparicao: "",
    rotulo: "",
  });

  expect(body).toMatchObject({
    alegacao: null,
    circulou_em: ["whatsapp", "kwai", "x"],
    primeira_aparicao: null,
    rotulo: null,
  });
});

test("the specification's call without the new fields behaves as before", async () => {
  const created = await api.create(path, FAKE_NEWS.valid);

  expect(created).toMatchObject({ ...FAKE_NEWS.valid, ...NO_CLAIM });
  const update = await api.send("PUT", `${path}/${created.id}`, {
    body: { ...FAKE_NEWS.valid, titulo: "Outro título" },
  });
  expect(await update.json()).toMatchObject({ titulo: "Outro título", ...NO_CLAIM });
});

test("a PUT without the new fields keeps them; null or blank clears them", async () => {
  const created = await api.create(path, { ...FAKE_NEWS.valid, ...CLAIM });

  const kept = await api.send("PUT", `${path}/${created.id}`, { body: FAKE_NEWS.valid });
  expect(await kept.json()).toMatchObject(CLAIM);

  const cleared = await api.send("PUT", `${path}/${created.id}`, {
    body: {
      ...FAKE_NEWS.valid,
      alegacao: "",
      circulou_em: null,
      primeira_aparicao: null,
      rotulo: "",
    },
  });
  expect(await cleared.json()).toMatchObject(NO_CLAIM);
});

test("a PUT that changes the status without naming a rating drops the old status's rating", async () => {
  const created = await api.create(path, { ...FAKE_NEWS.valid, ...CLAIM });

  const response = await api.send("PUT", `${path}/${created.id}`, {
    body: { ...FAKE_NEWS.valid, status: "verificada" },
  });

  expect(await response.json()).toMatchObject({
    status: "verificada",
    rotulo: null,
    alegacao: CLAIM.alegacao,
  });
});

test("a rating of another status is refused with a Portuguese message, and nothing is stored", async () => {
  const response = await api.send("POST", path, {
    body: { ...FAKE_NEWS.valid, status: "verificada", rotulo: "fora-de-contexto" },
  });

  await expectAnswer(
    response,
    400,
    invalid({
      rotulo:
        "O rótulo “Fora de contexto” pertence ao status “Desmentida”; escolha um rótulo do status da checagem ou mude o status.",
    }),
  );
  expect(await api.count("fake_news")).toBe(0);
});

test("an update that changes the status but keeps a rating of the old one is refused", async () => {
  const created = await api.create(path, { ...FAKE_NEWS.valid, ...CLAIM });

  const response = await api.send("PUT", `${path}/${created.id}`, {
    body: { ...FAKE_NEWS.valid, ...CLAIM, status: "em_analise" },
  });

  expect(response.status).toBe(400);
  expect(Object.keys(((await response.json()) as { details: object }).details)).toEqual(["rotulo"]);
  expect((await api.rows("fake_news"))[0]).toMatchObject({ status: "desmentida", rotulo: "falso" });
});

test.each([
  [
    "a rating not in the scale",
    { rotulo: "meio-falso" },
    { rotulo: "Escolha um rótulo da escala de classificação." },
  ],
  [
    "a platform outside the list",
    { circulou_em: ["orkut"] },
    {
      "circulou_em.0":
        "Escolha onde a alegação circulou entre: whatsapp, facebook, instagram, tiktok, youtube, kwai, telegram, x, site, outra.",
    },
  ],
  [
    "platforms that are not a list",
    { circulou_em: "whatsapp" },
    {
      circulou_em:
        "Escolha onde a alegação circulou entre: whatsapp, facebook, instagram, tiktok, youtube, kwai, telegram, x, site, outra.",
    },
  ],
  [
    "a first appearance that is no day",
    { primeira_aparicao: "2026-02-30" },
    { primeira_aparicao: "Informe a data da primeira aparição como uma data válida (AAAA-MM-DD)." },
  ],
  [
    "a claim over 500 characters",
    { alegacao: "a".repeat(501) },
    { alegacao: "Use no máximo 500 caracteres." },
  ],
])("POST /api/fake-news answers 400 and stores nothing for %s", async (_case, change, details) => {
  const response = await api.send("POST", path, { body: { ...FAKE_NEWS.valid, ...change } });

  await expectAnswer(response, 400, invalid(details));
  expect(await api.count("fake_news")).toBe(0);
});
