import { sql } from "kysely";
import { expect, test } from "vitest";
import { circulatedCopies, photoLikeImage } from "#tests/fixtures/images.ts";
import { expectAnswer, invalid, UNAUTHORIZED, useApiServer } from "#tests/helpers/api-server.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { insertFakeNews } from "#tests/helpers/content-rows.ts";
import { useSmtpServer } from "#tests/helpers/smtp-server.ts";
import { deliverDueMail } from "../../mail/sender.ts";
import { catchUpMatchingIndex } from "../../matching/repository.ts";
import { SUGESTAO_MESSAGES } from "./schema.ts";
import { clearOldSugestoes } from "./service.ts";

// Triage by similarity (decision 074): tips join the group of the most alike earlier tip,
// the inbox shows each group's candidate checks, and one call answers a whole group, its
// senders told once through a real SMTP server on loopback.
const api = useApiServer({
  config: { trustProxy: ["loopback"] },
  clean: [
    "sugestoes",
    "sugestao_anexos",
    "semelhanca_sugestoes",
    "semelhanca_sugestao_trigramas",
    "semelhanca_anexos",
    "caixa_saida",
    "fake_news",
    "rate_limits",
  ],
});
const mail = useSmtpServer();
const FORBIDDEN = { error: "Seu papel não permite esta ação." };

let visitor = 0;
/** Each tip from an address of its own, under the tip form's budget. */
const nextAddress = () => {
  visitor += 1;
  return `198.51.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
};

/** A reader's tip (JSON, or multipart with a picture); its id. */
async function tip(fields: Record<string, string>, image?: Buffer): Promise<number> {
  const headers = { "x-forwarded-for": nextAddress() };
  let response: Response;
  if (image) {
    const body = new FormData();
    body.set("plataforma", "whatsapp");
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    body.set("file", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "foto.jpg");
    response = await fetch(`${api.url}/api/sugestoes`, { method: "POST", body, headers });
  } else
    response = await api.send("POST", "/api/sugestoes", {
      body: { plataforma: "whatsapp", ...fields },
      authorization: null,
      headers,
    });
  expect(response.status).toBe(201);
  const row = await api.db
    .selectFrom("sugestoes")
    .select("id")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function grupoOf(id: number): Promise<string> {
  const row = await api.db
    .selectFrom("sugestoes")
    .select("grupo")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.grupo;
}

type Grupo = {
  grupo: string;
  envios: number;
  recentes: number;
  sugestoes: { id: number }[];
  checagens: { id: number; score: number; status: string; forte: boolean }[];
};

async function inbox(): Promise<Grupo[]> {
  const response = await api.send("GET", "/api/sugestoes", { authorization: api.authorization });
  expect(response.status).toBe(200);
  return (await response.json()) as Grupo[];
}

function link(grupo: string, body: unknown, authorization?: string | null) {
  return api.send("POST", `/api/sugestoes/grupos/${encodeURIComponent(grupo)}/checagem`, {
    body,
    authorization,
  });
}

async function delivered() {
  await deliverDueMail(api.db, mail.transport);
  return mail.server.received.map((received) => received.envelopeTo).flat();
}

const ORIGINAL =
  "O governo vai confiscar a poupança de quem tem mais de 50 mil reais a partir de segunda-feira";
const FORWARDED =
  "Encaminhada com frequência\nvc viu q o governo vai confiscar a poupanca de qm tem mais d 50 mil reais a partir de segunda feira??? repassem";

test("a retyped WhatsApp copy of a message joins the original's group; an unrelated tip starts its own", async () => {
  const original = await tip({ texto: ORIGINAL });
  const copy = await tip({ texto: FORWARDED });
  const unrelated = await tip({ texto: "Chá de boldo com limão cura a dengue em três dias" });

  expect(await grupoOf(copy)).toBe(await grupoOf(original));
  expect(await grupoOf(unrelated)).not.toBe(await grupoOf(original));
  expect(
    (await inbox()).map((grupo) => [grupo.envios, grupo.recentes, grupo.sugestoes.length]),
  ).toEqual([
    [2, 2, 2],
    [1, 1, 1],
  ]);
});

test("a recompressed copy of an attached picture joins its group; an unrelated picture does not", async () => {
  const photo = await photoLikeImage(11);
  const copies = await circulatedCopies(photo);
  const original = await tip({}, photo);
  const copy = await tip({}, copies["recompressed at quality 40"]!);
  const other = await tip({}, await photoLikeImage(12));

  expect(await grupoOf(copy)).toBe(await grupoOf(original));
  expect(await grupoOf(other)).not.toBe(await grupoOf(original));
});

test("tips stored before the index are indexed by the catch-up, and a new alike tip joins their group", async () => {
  const old = await tip({ texto: ORIGINAL });
  await api.db.deleteFrom("semelhanca_sugestao_trigramas").execute();
  await api.db.deleteFrom("semelhanca_sugestoes").execute();
  const before = await tip({ texto: FORWARDED });
  expect(await grupoOf(before)).not.toBe(await grupoOf(old));
  for (const table of ["semelhanca_sugestao_trigramas", "semelhanca_sugestoes"] as const)
    await api.db.deleteFrom(table).where("sugestao_id", "=", before).execute();
  await api.db.deleteFrom("sugestoes").where("id", "=", before).execute();

  await catchUpMatchingIndex(api.db);
  const after = await tip({ texto: `${FORWARDED}!!` });

  expect(await grupoOf(after)).toBe(await grupoOf(old));
});

test("groups come by the tips of the last 7 days, then the newest, each with its candidate checks and score", async () => {
  const check = await insertFakeNews(api.db, {
    titulo: "É falso que o governo vai confiscar a poupança",
    alegacao: ORIGINAL,
    status: "desmentida",
  });
  const old = await tip({ texto: "Boato antigo sobre a ponte que vai cair" });
  await tip({ texto: "Boato antigo sobre a ponte que vai cair!" });
  await tip({ texto: "Boato antigo sobre a ponte que vai cair!!" });
  // Sent three weeks ago: they count in all, not in the week.
  const weeksAgo = new Date(Date.now() - 21 * 86_400_000).toISOString();
  await sql`update sugestoes set created_at = ${weeksAgo} where grupo = ${await grupoOf(old)}`.execute(
    api.db,
  );
  await tip({ texto: ORIGINAL });
  await tip({ texto: FORWARDED });
  await tip({ texto: "Chá de boldo com limão cura a dengue em três dias" });

  const grupos = await inbox();

  expect(grupos.map((grupo) => [grupo.envios, grupo.recentes])).toEqual([
    [2, 2],
    [1, 1],
    [3, 0],
  ]);
  expect(grupos[0]!.checagens).toEqual([
    expect.objectContaining({ id: check, status: "desmentida", forte: true }),
  ]);
  expect(grupos[0]!.checagens[0]!.score).toBeGreaterThanOrEqual(0.5);
  expect(grupos[1]!.checagens).toEqual([]);
});

test("linking a group answers its open tips with the check, each sender with an e-mail told once, and a second call sends nothing", async () => {
  const check = await insertFakeNews(api.db, {
    titulo: "É falso que o governo vai confiscar a poupança",
    alegacao: ORIGINAL,
    status: "desmentida",
  });
  const ana = await tip({ texto: ORIGINAL, email: "ana@example.org" });
  const semEmail = await tip({ texto: `${ORIGINAL}!` });
  const bia = await tip({ texto: FORWARDED, email: "bia@example.org" });
  const descartada = await tip({ texto: `${FORWARDED}?`, email: "caio@example.org" });
  const put = await api.send("PUT", `/api/sugestoes/${descartada}`, {
    body: { estado: "descartada", motivo: "opiniao" },
  });
  expect(put.status).toBe(200);
  const other = await tip({
    texto: "Chá de boldo com limão cura a dengue",
    email: "d@example.org",
  });
  const grupo = await grupoOf(ana);
  expect(await delivered()).toEqual(["caio@example.org"]);
  const audited = await api.count("registro_auditoria");
  const respondidaEm = async () =>
    Object.fromEntries(
      (await api.db.selectFrom("sugestoes").select(["id", "respondida_em"]).execute()).map(
        (row) => [row.id, row.respondida_em],
      ),
    );
  const answeredBefore = await respondidaEm();

  const response = await link(grupo, { fake_news_id: check });

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ grupo, fake_news_id: check, respondidas: 3 });
  const rows = await api.db
    .selectFrom("sugestoes")
    .select(["id", "estado", "fake_news_id"])
    .orderBy("id")
    .execute();
  expect(rows).toEqual([
    { id: ana, estado: "verificada", fake_news_id: check },
    { id: semEmail, estado: "verificada", fake_news_id: check },
    { id: bia, estado: "verificada", fake_news_id: check },
    { id: descartada, estado: "descartada", fake_news_id: null },
    { id: other, estado: "recebida", fake_news_id: null },
  ]);
  // The linked tips are answered now; the one answered before keeps its time.
  const answeredAfter = await respondidaEm();
  expect(answeredBefore[ana]).toBeNull();
  for (const id of [ana, semEmail, bia]) expect(answeredAfter[id]).toEqual(expect.any(String));
  expect(answeredAfter[descartada]).toEqual(expect.any(String));
  expect(answeredAfter[descartada]).toBe(answeredBefore[descartada]);
  expect(answeredAfter[other]).toBeNull();
  expect((await delivered()).sort()).toEqual([
    "ana@example.org",
    "bia@example.org",
    "caio@example.org",
  ]);
  const text = mail.server.received.at(-1)?.text ?? "";
  expect(text).toContain(
    "A equipe publicou uma checagem sobre ele: É falso que o governo vai confiscar a poupança",
  );
  const audit = await api.db
    .selectFrom("registro_auditoria")
    .select(["acao", "tipo", "nota"])
    .orderBy("id")
    .offset(audited)
    .limit(10)
    .execute();
  expect(audit).toEqual([
    {
      acao: "answerSugestaoGrupo",
      tipo: "sugestoes",
      nota: `3 sugestões do grupo respondidas com a checagem ${check}.`,
    },
  ]);

  const again = await link(grupo, { fake_news_id: check });

  expect(await again.json()).toEqual({ grupo, fake_news_id: check, respondidas: 0 });
  expect(await delivered()).toHaveLength(3);
});

test("linking to a check that does not exist answers 400 in Portuguese and changes nothing", async () => {
  const id = await tip({ texto: ORIGINAL, email: "ana@example.org" });
  const grupo = await grupoOf(id);

  await expectAnswer(
    await link(grupo, { fake_news_id: 9999 }),
    400,
    invalid({ fake_news_id: SUGESTAO_MESSAGES.fakeNewsNotFound }),
  );
  await expectAnswer(
    await link(grupo, { fake_news_id: "muitas" }),
    400,
    invalid({ fake_news_id: SUGESTAO_MESSAGES.fakeNewsRequired }),
  );
  const row = await api.db
    .selectFrom("sugestoes")
    .select(["estado", "fake_news_id", "updated_at", "created_at"])
    .executeTakeFirstOrThrow();
  expect(row).toEqual({
    estado: "recebida",
    fake_news_id: null,
    updated_at: row.created_at,
    created_at: row.created_at,
  });
  expect(await api.count("caixa_saida")).toBe(0);
});

test("an unknown group answers 404; an autor gets 403 and nobody signed out gets 401, changing nothing", async () => {
  const check = await insertFakeNews(api.db, { titulo: "Checagem", status: "desmentida" });
  const id = await tip({ texto: ORIGINAL });
  const grupo = await grupoOf(id);
  const autor = await createTestAdmin(api.db, { papel: "autor" });

  await expectAnswer(await link("texto:nenhum", { fake_news_id: check }), 404, {
    error: SUGESTAO_MESSAGES.grupoNotFound,
  });
  await expectAnswer(
    await link(grupo, { fake_news_id: check }, autor.authorization),
    403,
    FORBIDDEN,
  );
  await expectAnswer(await link(grupo, { fake_news_id: check }, null), 401, UNAUTHORIZED);
  const row = await api.db.selectFrom("sugestoes").select("estado").executeTakeFirstOrThrow();
  expect(row.estado).toBe("recebida");
});

test("editors look up earlier tips like a message; readers cannot", async () => {
  const original = await tip({ texto: ORIGINAL });
  await tip({ texto: "Chá de boldo com limão cura a dengue em três dias" });

  const response = await api.send("POST", "/api/sugestoes/semelhantes", {
    body: { texto: FORWARDED },
  });

  expect(response.status).toBe(200);
  const answer = (await response.json()) as { checagens: unknown[]; sugestoes: unknown[] };
  expect(answer.checagens).toEqual([]);
  expect(answer.sugestoes).toEqual([
    {
      id: original,
      grupo: await grupoOf(original),
      score: expect.any(Number),
      forte: true,
      por: "texto",
    },
  ]);
  await expectAnswer(
    await api.send("POST", "/api/sugestoes/semelhantes", {
      body: { texto: FORWARDED },
      authorization: null,
    }),
    401,
    UNAUTHORIZED,
  );
});

test("the end of a tip's retention takes its text out of the matching index", async () => {
  await tip({ texto: ORIGINAL });
  await clearOldSugestoes(api.db, new Date(Date.now() + 60_000));

  expect(await api.count("semelhanca_sugestoes")).toBe(0);
  expect(await api.count("semelhanca_sugestao_trigramas")).toBe(0);
  const next = await tip({ texto: FORWARDED });
  expect(await grupoOf(next)).toMatch(/^texto:/);
  await catchUpMatchingIndex(api.db);
  expect(await api.count("semelhanca_sugestoes")).toBe(1);
});
