import { sql } from "kysely";
import { expect, test } from "vitest";
import { hashPassword } from "#server/auth/passwords.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { FAKE_NEWS, NOTICIAS } from "#tests/helpers/content-areas.ts";
import { useApiServer } from "#tests/helpers/api-server.ts";

const api = useApiServer({ config: { trustProxy: ["loopback"] } });

const PASSWORD = "uma senha bem longa e secreta";
const CLIENT = {
  "x-forwarded-for": "203.0.113.9",
  "user-agent": `Navegador/1.0 ${"x".repeat(300)}`,
};

type Entrada = {
  id: number;
  criadoEm: string;
  conta: { id: number; nome: string | null } | null;
  acao: string;
  tipo: string;
  itemId: string | null;
  nota: string | null;
  endereco: string | null;
  agente: string | null;
};

/** The audit rows written since `since` rows were there, oldest first. */
async function rowsAfter(since: number) {
  const rows = await api.db.selectFrom("registro_auditoria").selectAll().orderBy("id").execute();
  return rows.slice(since);
}

/** How many rows the log holds now. */
const countNow = () => api.count("registro_auditoria");

async function me() {
  const answer = await api.send("GET", "/api/auth/verify", { authorization: api.authorization });
  return ((await answer.json()) as { user: { id: number; nome: string } }).user;
}

async function accountWithPassword(nome: string, email: string) {
  const now = new Date().toISOString();
  return api.db
    .insertInto("administradores")
    .values({
      email,
      nome,
      papel: "autor",
      password_hash: await hashPassword(PASSWORD),
      created_at: now,
      updated_at: now,
    })
    .returning(["id", "nome", "email"])
    .executeTakeFirstOrThrow();
}

function login(email: string, password: string) {
  return fetch(`${api.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...CLIENT },
    body: JSON.stringify({ email, password }),
  });
}

test("creating, editing and deleting a news item each leave exactly one audit row", async () => {
  const admin = await me();
  const before = await countNow();

  const created = await api.send("POST", "/api/noticias", {
    body: NOTICIAS.valid,
    headers: CLIENT,
  });
  const { id } = (await created.json()) as { id: number };
  await api.send("PUT", `/api/noticias/${id}`, {
    body: { ...NOTICIAS.valid, titulo: "Título corrigido" },
    headers: CLIENT,
  });
  await api.send("DELETE", `/api/noticias/${id}`, { headers: CLIENT });
  // Reads and refused writes leave nothing.
  await api.send("GET", `/api/noticias`, { authorization: api.authorization });
  await api.send("PUT", `/api/noticias/${id}`, { body: NOTICIAS.valid });
  await api.send("POST", "/api/noticias", { body: {} });

  const rows = await rowsAfter(before);
  const expected = (acao: string) => ({
    id: expect.any(Number),
    criado_em: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    conta_id: admin.id,
    conta_nome: admin.nome,
    acao,
    tipo: "noticias",
    item_id: String(id),
    nota: null,
    endereco: "203.0.113.9",
    agente: CLIENT["user-agent"].slice(0, 200),
  });
  expect(rows).toEqual([
    expected("createNoticia"),
    expected("updateNoticia"),
    expected("deleteNoticia"),
  ]);
});

test("a sign-in, a failed sign-in and a sign-out each leave one row; the password never does", async () => {
  const rita = await accountWithPassword("Rita", "rita@example.org");
  const before = await countNow();
  const start = new Date().toISOString();

  const wrong = await login("rita@example.org", "uma senha errada qualquer");
  const unknown = await login("ninguem@example.org", "uma senha errada qualquer");
  const right = await login("rita@example.org", PASSWORD);
  const { token } = (await right.json()) as { token: string };
  const logout = await api.send("POST", "/api/auth/logout", {
    authorization: `Bearer ${token}`,
    headers: CLIENT,
  });

  expect([wrong.status, unknown.status, right.status, logout.status]).toEqual([401, 401, 200, 204]);
  const rows = await rowsAfter(before);
  expect(
    rows.map(({ conta_id, conta_nome, acao, tipo, nota, endereco }) => ({
      conta_id,
      conta_nome,
      acao,
      tipo,
      nota,
      endereco,
    })),
  ).toEqual([
    {
      conta_id: rita.id,
      conta_nome: "Rita",
      acao: "loginFailed",
      tipo: "auth",
      nota: "E-mail informado: rita@example.org.",
      endereco: "203.0.113.9",
    },
    {
      conta_id: null,
      conta_nome: null,
      acao: "loginFailed",
      tipo: "auth",
      nota: "E-mail informado: ninguem@example.org.",
      endereco: "203.0.113.9",
    },
    {
      conta_id: rita.id,
      conta_nome: "Rita",
      acao: "login",
      tipo: "auth",
      nota: null,
      endereco: "203.0.113.9",
    },
    {
      conta_id: rita.id,
      conta_nome: "Rita",
      acao: "logout",
      tipo: "auth",
      nota: null,
      endereco: "203.0.113.9",
    },
  ]);
  expect(JSON.stringify(rows)).not.toContain("errada");
  expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  const [account] = await api.db
    .selectFrom("administradores")
    .select("ultimo_acesso_em")
    .where("id", "=", rita.id)
    .execute();
  // Set when the session opened: between the start of the test and the sign-in's row.
  const lastSignIn = account?.ultimo_acesso_em ?? "";
  expect(lastSignIn >= start).toBe(true);
  expect(lastSignIn <= (rows[2]?.criado_em ?? "")).toBe(true);
});

test("creating an account, changing its role and disabling it each leave one row that says so", async () => {
  const admin = await me();
  const before = await countNow();

  const created = await api.send("POST", "/api/contas", {
    body: { nome: "Rita", email: "rita@example.org", papel: "autor" },
  });
  const { id, senhaTemporaria } = (await created.json()) as { id: number; senhaTemporaria: string };
  await api.send("PUT", `/api/contas/${id}`, { body: { papel: "editor" } });
  await api.send("PUT", `/api/contas/${id}`, { body: { disabled: true } });
  await api.send("PUT", `/api/contas/${id}`, { body: { disabled: false } });

  const rows = await rowsAfter(before);
  expect(
    rows.map(({ conta_id, acao, tipo, item_id, nota }) => ({
      conta_id,
      acao,
      tipo,
      item_id,
      nota,
    })),
  ).toEqual([
    {
      conta_id: admin.id,
      acao: "createConta",
      tipo: "contas",
      item_id: String(id),
      nota: "Criou a conta de Rita (rita@example.org) com o papel Autor.",
    },
    {
      conta_id: admin.id,
      acao: "updateConta",
      tipo: "contas",
      item_id: String(id),
      nota: "Papel de Rita: Autor → Editor.",
    },
    {
      conta_id: admin.id,
      acao: "updateConta",
      tipo: "contas",
      item_id: String(id),
      nota: "Desativou a conta de Rita; as sessões abertas foram encerradas.",
    },
    {
      conta_id: admin.id,
      acao: "updateConta",
      tipo: "contas",
      item_id: String(id),
      nota: "Reativou a conta de Rita.",
    },
  ]);
  // The temporary password is in no row.
  expect(JSON.stringify(rows)).not.toContain(senhaTemporaria);
});

test("the database refuses to change or delete audit rows, whoever asks", async () => {
  await api.send("POST", "/api/noticias", { body: NOTICIAS.valid });
  const before = await api.db.selectFrom("registro_auditoria").selectAll().orderBy("id").execute();
  expect(before.length).toBeGreaterThan(0);
  const refusal = /O registro de auditoria não pode ser alterado nem apagado/;

  await expect(
    api.db.updateTable("registro_auditoria").set({ nota: "apagado" }).execute(),
  ).rejects.toThrow(refusal);
  await expect(api.db.deleteFrom("registro_auditoria").execute()).rejects.toThrow(refusal);
  await expect(
    api.db.deleteFrom("registro_auditoria").where("id", "=", before[0]!.id).execute(),
  ).rejects.toThrow(refusal);
  if (process.env.TEST_DATABASE === "postgres")
    await expect(sql`truncate registro_auditoria`.execute(api.db)).rejects.toThrow(refusal);

  expect(await api.db.selectFrom("registro_auditoria").selectAll().orderBy("id").execute()).toEqual(
    before,
  );
});

test("the log reads newest first, by pages, filtered by account, type, action and dates", async () => {
  const admin = await me();
  const autor = await createTestAdmin(api.db, { papel: "autor", nome: "Autora" });
  const at = (iso: string, conta: { id: number; nome: string }, acao: string, tipo: string) =>
    api.db
      .insertInto("registro_auditoria")
      .values({ criado_em: iso, conta_id: conta.id, conta_nome: conta.nome, acao, tipo })
      .execute();
  await at("2026-01-10T12:00:00.000Z", admin, "createNoticia", "noticias");
  await at("2026-01-11T12:00:00.000Z", autor, "createFakeNews", "fake-news");
  await at("2026-01-12T12:00:00.000Z", autor, "updateFakeNews", "fake-news");
  await at("2026-01-13T12:00:00.000Z", admin, "createConta", "contas");
  const read = (query: string) =>
    api.send("GET", `/api/registro${query}`, { authorization: api.authorization });
  const actions = async (response: Response) =>
    ((await response.json()) as Entrada[]).map((entrada) => entrada.acao);

  const january = await read("?de=2026-01-01&ate=2026-01-31");
  expect(january.status).toBe(200);
  expect(january.headers.get("cache-control")).toBe("no-store");
  expect(january.headers.get("x-total-count")).toBe("4");
  expect(await actions(january)).toEqual([
    "createConta",
    "updateFakeNews",
    "createFakeNews",
    "createNoticia",
  ]);

  const paged = await read("?de=2026-01-01&ate=2026-01-31&limite=3&pagina=2");
  expect(await actions(paged)).toEqual(["createNoticia"]);
  expect(paged.headers.get("x-total-count")).toBe("4");
  expect(paged.headers.get("link")).toBe(
    [
      '</api/registro?pagina=1&limite=3&de=2026-01-01&ate=2026-01-31>; rel="first"',
      '</api/registro?pagina=1&limite=3&de=2026-01-01&ate=2026-01-31>; rel="prev"',
      '</api/registro?pagina=2&limite=3&de=2026-01-01&ate=2026-01-31>; rel="last"',
    ].join(", "),
  );

  expect(await actions(await read(`?conta=${autor.id}`))).toEqual([
    "updateFakeNews",
    "createFakeNews",
  ]);
  expect(await actions(await read("?tipo=fake-news&de=2026-01-12"))).toEqual(["updateFakeNews"]);
  expect(await actions(await read("?acao=createNoticia"))).toEqual(["createNoticia"]);
  expect(await actions(await read("?de=2026-01-11&ate=2026-01-12"))).toEqual([
    "updateFakeNews",
    "createFakeNews",
  ]);
  expect(await actions(await read("?ate=2026-01-11T11:59:59.999Z"))).toEqual(["createNoticia"]);
  const [first] = (await (await read(`?conta=${autor.id}&limite=1`)).json()) as Entrada[];
  expect(first).toEqual({
    id: expect.any(Number),
    criadoEm: "2026-01-12T12:00:00.000Z",
    conta: { id: autor.id, nome: "Autora" },
    acao: "updateFakeNews",
    tipo: "fake-news",
    itemId: null,
    nota: null,
    endereco: null,
    agente: null,
  });

  const wrong = await read("?conta=abc&de=ontem&ate=2026-01-01&tipo=a%20b");
  expect(wrong.status).toBe(400);
  expect(await wrong.json()).toEqual({
    error: "Dados inválidos.",
    details: {
      conta: "Informe a conta pelo número (id).",
      de: "Informe uma data (AAAA-MM-DD) ou um instante ISO 8601.",
      tipo: "Use letras, números e hífens (até 60).",
    },
  });
  const backwards = await read("?de=2026-01-12&ate=2026-01-11");
  expect(await backwards.json()).toEqual({
    error: "Dados inválidos.",
    details: { ate: "A data inicial deve vir antes da final." },
  });
});

test("a page saved by its slug and the second factor's set-up are recorded with their item and area", async () => {
  // The set-up asks for the account's password again, so this account has one.
  await accountWithPassword("Sara", "sara@example.org");
  const { token } = (await (await login("sara@example.org", PASSWORD)).json()) as { token: string };
  const before = await countNow();

  const saved = await api.send("PUT", "/api/paginas/metodologia", {
    body: { titulo: "Metodologia", conteudo: "<p>Como checamos</p>" },
  });
  const setup = await api.send("POST", "/api/auth/totp/setup", {
    body: { senha: PASSWORD },
    authorization: `Bearer ${token}`,
  });

  expect([saved.status, setup.status]).toEqual([200, 200]);
  expect(
    (await rowsAfter(before)).map(({ acao, tipo, item_id }) => ({ acao, tipo, item_id })),
  ).toEqual([
    { acao: "updatePagina", tipo: "paginas", item_id: "metodologia" },
    { acao: "setupTotp", tipo: "auth", item_id: null },
  ]);
});

test("approving, publishing and taking a fact-check out of publication each leave one row that says so", async () => {
  const editora = await createTestAdmin(api.db, { nome: "Revisora", papel: "editor" });
  const created = await api.send("POST", FAKE_NEWS.path, {
    body: { ...FAKE_NEWS.valid, estado: "em_revisao" },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const since = await countNow();

  const approved = await api.send("POST", `${FAKE_NEWS.path}/${String(id)}/aprovar`, {
    authorization: editora.authorization,
    body: { revisao: 1 },
  });
  const published = await api.send("POST", `${FAKE_NEWS.path}/${String(id)}/publicar`, {
    authorization: editora.authorization,
  });
  const saved = (await (
    await api.send("GET", `${FAKE_NEWS.path}/${String(id)}`, {
      authorization: api.authorization,
    })
  ).json()) as Record<string, unknown>;
  const withdrawn = await api.send("PUT", `${FAKE_NEWS.path}/${String(id)}`, {
    body: { ...FAKE_NEWS.valid, estado: "rascunho", revisao: saved.revisao },
  });

  expect([approved.status, published.status, withdrawn.status]).toEqual([200, 200, 200]);
  const rows = await rowsAfter(since);
  expect(rows.map(({ acao, tipo, item_id, nota }) => ({ acao, tipo, item_id, nota }))).toEqual([
    { acao: "approveFakeNews", tipo: "fake-news", item_id: String(id), nota: null },
    { acao: "publishFakeNews", tipo: "fake-news", item_id: String(id), nota: null },
    {
      acao: "updateFakeNews",
      tipo: "fake-news",
      item_id: String(id),
      nota: "Tirou de publicação. Voltou para rascunho.",
    },
  ]);
  expect(rows.map((row) => row.conta_id)).toEqual([editora.id, editora.id, (await me()).id]);
});
