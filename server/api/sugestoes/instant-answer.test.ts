import { expect, test } from "vitest";
import { expectAnswer, useApiServer } from "#tests/helpers/api-server.ts";
import { insertFakeNews } from "#tests/helpers/content-rows.ts";
import { answerAtOnce } from "./instant-answer.ts";
import { queueTipAnswers } from "./answer-mail.ts";
import { SUGESTAO_MESSAGES } from "./schema.ts";
import { answerAutomatically, SUGESTAO_CODIGO_RATE_LIMIT } from "./service.ts";

// Decision 075: a strong match shown on the tip form is the tip's answer at once; its
// sender may say "não é isso", which gives the tip back to the team for good.
const api = useApiServer({
  config: { trustProxy: ["loopback"] },
  clean: ["sugestoes", "caixa_saida", "fake_news", "rate_limits"],
});
const SITE = "https://observatorio.example.org";

const VACINA = {
  titulo: "É falso que a vacina da gripe cause infertilidade",
  alegacao: "A vacina contra a gripe causa infertilidade em mulheres",
  status: "desmentida",
  rotulo: "falso",
};
const FORWARDED =
  "Encaminhada com frequência\nvc sabia q a vacina da gripe causa infertilidade nas mulheres???";

let visitor = 0;
const nextAddress = () => `198.51.100.${(visitor += 1)}`;

/** A reader's tip, from an address of its own: its code and id. */
async function tip(fields: Record<string, string>): Promise<{ codigo: string; id: number }> {
  const response = await api.send("POST", "/api/sugestoes", {
    body: { plataforma: "whatsapp", ...fields },
    authorization: null,
    headers: { "x-forwarded-for": nextAddress() },
  });
  expect(response.status).toBe(201);
  const { codigo } = (await response.json()) as { codigo: string };
  const row = await api.db
    .selectFrom("sugestoes")
    .select("id")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return { codigo, id: row.id };
}

/** What the tip form does once the tip is stored: the lookup, and the answer recorded. */
const formAnswers = (codigo: string, texto: string) =>
  answerAtOnce(api.db, api.server.config.matching, codigo, { texto });

const estadoOf = (codigo: string) => api.send("GET", `/api/sugestoes/codigo/${codigo}`);

const naoEIsso = (codigo: string, address = nextAddress()) =>
  api.send("POST", `/api/sugestoes/codigo/${codigo}/nao-e-isso`, {
    authorization: null,
    headers: { "x-forwarded-for": address },
  });

async function stored(id: number) {
  return api.db
    .selectFrom("sugestoes")
    .select([
      "estado",
      "fake_news_id",
      "resposta_automatica",
      "fake_news_recusada_id",
      "resposta_avisada_em",
      "respondida_em",
    ])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

async function inboxItem(id: number) {
  const response = await api.send("GET", "/api/sugestoes", { authorization: api.authorization });
  const grupos = (await response.json()) as { sugestoes: Record<string, unknown>[] }[];
  return grupos.flatMap((grupo) => grupo.sugestoes).find((item) => item.id === id);
}

const answeredBy = (check: number) => ({
  estado: "verificada",
  motivo: null,
  motivo_texto: null,
  fake_news: { id: check, ...VACINA },
  resposta_automatica: true,
  resposta_recusada: false,
  created_at: expect.any(String),
});

const reopened = {
  estado: "recebida",
  motivo: null,
  motivo_texto: null,
  fake_news: null,
  resposta_automatica: false,
  resposta_recusada: true,
  created_at: expect.any(String),
};

test("a tip that strongly matches a published check is answered by it at once, and its sender gets no e-mail", async () => {
  const check = await insertFakeNews(api.db, VACINA);
  const { codigo, id } = await tip({ texto: FORWARDED, email: "ana@example.org" });

  const shown = await formAnswers(codigo, FORWARDED);

  expect(shown).toMatchObject({ id: check, forte: true });
  await expectAnswer(await estadoOf(codigo), 200, answeredBy(check));
  expect(await stored(id)).toMatchObject({
    estado: "verificada",
    fake_news_id: check,
    resposta_automatica: 1,
    fake_news_recusada_id: null,
    resposta_avisada_em: null,
    // Answered now, for the data panel's time to an answer.
    respondida_em: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });
  // The inbox shows it as the site's answer, which an editor may change.
  expect(await inboxItem(id)).toMatchObject({
    estado: "verificada",
    fake_news: { id: check, titulo: VACINA.titulo },
    resposta_automatica: true,
    fake_news_recusada_id: null,
  });
  expect(await queueTipAnswers(api.db, SITE)).toBe(0);
  expect(await api.count("caixa_saida")).toBe(0);
});

test("drafts, scheduled checks and weak matches never answer a tip, and the public view never shows a check that stops being public", async () => {
  await insertFakeNews(api.db, { ...VACINA, estado: "rascunho" });
  await insertFakeNews(api.db, { ...VACINA, publicar_em: "2999-01-01T00:00:00.000Z" });
  const fraca = await tip({ texto: "Vacina nova chegou ao posto do bairro" });
  const rascunho = await tip({ texto: FORWARDED });

  expect(await formAnswers(rascunho.codigo, FORWARDED)).toBeUndefined();
  expect(await formAnswers(fraca.codigo, "Vacina nova chegou ao posto do bairro")).toBeUndefined();
  expect((await stored(rascunho.id)).estado).toBe("recebida");
  expect((await stored(fraca.id)).estado).toBe("recebida");

  const check = await insertFakeNews(api.db, VACINA);
  await formAnswers(rascunho.codigo, FORWARDED);
  await api.db
    .updateTable("fake_news")
    .set({ estado: "rascunho" })
    .where("id", "=", check)
    .execute();

  await expectAnswer(await estadoOf(rascunho.codigo), 200, {
    ...answeredBy(check),
    fake_news: null,
  });
});

test('"não é isso" reopens the tip without a check, answers the same the second time, and the site never answers it with that check again', async () => {
  const check = await insertFakeNews(api.db, VACINA);
  const { codigo, id } = await tip({ texto: FORWARDED, email: "bia@example.org" });
  await formAnswers(codigo, FORWARDED);

  const first = await naoEIsso(codigo);
  const second = await naoEIsso(codigo.replaceAll("-", "").toLowerCase());

  expect(first.headers.get("cache-control")).toBe("no-store");
  await expectAnswer(first, 200, reopened);
  await expectAnswer(second, 200, reopened);
  await expectAnswer(await estadoOf(codigo), 200, reopened);
  expect(await stored(id)).toMatchObject({
    estado: "recebida",
    fake_news_id: null,
    resposta_automatica: 0,
    fake_news_recusada_id: check,
    respondida_em: null,
  });

  // The form's lookup, run again, finds the same check: it is not the answer any more.
  expect(await formAnswers(codigo, FORWARDED)).toMatchObject({ id: check });
  expect(await answerAutomatically(api.db, codigo, check)).toBe(false);
  expect((await stored(id)).estado).toBe("recebida");
  // Nothing was answered, so nothing is told.
  expect(await queueTipAnswers(api.db, SITE)).toBe(0);
});

test('"não é isso" changes nothing on a tip the site did not answer: one waiting, or one an editor answered', async () => {
  const check = await insertFakeNews(api.db, VACINA);
  const waiting = await tip({ texto: "Boato sem checagem parecida" });
  const answered = await tip({ texto: FORWARDED });
  await formAnswers(answered.codigo, FORWARDED);
  const put = await api.send("PUT", `/api/sugestoes/${answered.id}`, {
    body: { estado: "verificada", fake_news_id: check },
  });
  expect(put.status).toBe(200);

  await expectAnswer(await naoEIsso(waiting.codigo), 200, {
    ...reopened,
    resposta_recusada: false,
  });
  await expectAnswer(await naoEIsso(answered.codigo), 200, {
    ...answeredBy(check),
    resposta_automatica: false,
  });
  expect(await stored(answered.id)).toMatchObject({
    estado: "verificada",
    fake_news_id: check,
    resposta_automatica: 0,
    fake_news_recusada_id: null,
  });
});

test("an editor who confirms the site's answer sends no e-mail; one who answers differently sends the usual one", async () => {
  const check = await insertFakeNews(api.db, VACINA);
  const other = await insertFakeNews(api.db, {
    titulo: "Vacina da gripe é segura na gravidez",
    alegacao: "Grávidas não podem tomar a vacina da gripe",
    status: "desmentida",
  });
  const confirmed = await tip({ texto: FORWARDED, email: "caio@example.org" });
  const changed = await tip({ texto: `${FORWARDED}!`, email: "dora@example.org" });
  await formAnswers(confirmed.codigo, FORWARDED);
  await formAnswers(changed.codigo, FORWARDED);

  for (const [id, fakeNews] of [
    [confirmed.id, check],
    [changed.id, other],
  ]) {
    const response = await api.send("PUT", `/api/sugestoes/${id}`, {
      body: { estado: "verificada", fake_news_id: fakeNews },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ resposta_automatica: false });
  }

  const mails = await api.db.selectFrom("caixa_saida").select(["destinatario", "chave"]).execute();
  expect(mails).toEqual([
    { destinatario: "dora@example.org", chave: `resposta-sugestao:${changed.id}` },
  ]);
  expect((await stored(confirmed.id)).resposta_avisada_em).toEqual(expect.any(String));
});

test('"não é isso" answers an unknown code with the lookups\' 404, and spends their budget', async () => {
  const { codigo } = await tip({ texto: "Boato consultado demais" });
  const address = nextAddress();

  const unknown = await naoEIsso("ABCD-EFGH-JKMNP", address);
  const malformed = await naoEIsso("nada", address);
  const statuses: number[] = [];
  for (let index = 2; index < SUGESTAO_CODIGO_RATE_LIMIT.limit; index += 1)
    statuses.push(
      (
        await api.send("GET", `/api/sugestoes/codigo/${codigo}`, {
          headers: { "x-forwarded-for": address },
        })
      ).status,
    );
  const limited = await naoEIsso(codigo, address);

  await expectAnswer(unknown, 404, { error: SUGESTAO_MESSAGES.notFound });
  await expectAnswer(malformed, 404, { error: SUGESTAO_MESSAGES.notFound });
  expect(statuses.every((status) => status === 200)).toBe(true);
  expect(limited.status).toBe(429);
});
