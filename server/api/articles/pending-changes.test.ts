import { expect, test } from "vitest";
import { useApiServer } from "#tests/helpers/api-server.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { FAKE_NEWS, NOTICIAS } from "#tests/helpers/content-areas.ts";
import type { Papel } from "../../auth/roles.ts";
import { listChecagens } from "../../syndication/open-data.ts";
import { renderFeed } from "../../syndication/feeds.ts";
import { listSitemapEntries } from "../../syndication/sitemap.ts";
import { WORKFLOW_MESSAGES } from "./workflow.ts";

// Pending changes of published items (decision 061) through the API, on the project's engine.
const api = useApiServer({ clean: ["noticias", "fake_news", "correcoes", "revisoes"] });

type Account = { id: number; authorization: string };

const account = (papel: Papel, nome: string): Promise<Account> =>
  createTestAdmin(api.db, { papel, nome });

async function send(
  who: Account | null,
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
) {
  const response = await api.send(method, path, {
    body,
    authorization: who ? who.authorization : null,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const PATH = "/api/fake-news";
const ORIGIN = "https://observatorio.example.org";
const CHANNEL = { title: "Observatório", description: "Checagens" };

const checagem = (changes: Record<string, unknown> = {}) => ({
  ...FAKE_NEWS.valid,
  titulo: "Boato da ponte interditada",
  status: "desmentida",
  rotulo: "falso",
  ...changes,
});

/** Every public read of the check: its verdict and title as each one shows them. */
async function publicReads(id: number) {
  const detail = await send(null, "GET", `${PATH}/${id}`);
  const list = await send(null, "GET", PATH);
  const search = await send(null, "GET", "/api/busca?q=ponte");
  const feed = await renderFeed(api.db, { name: "fake-news", origin: ORIGIN, channel: CHANNEL });
  const openData = JSON.stringify(await listChecagens(api.db, ORIGIN));
  return {
    detail: { status: detail.body.status, rotulo: detail.body.rotulo, titulo: detail.body.titulo },
    list: list.body.map((item: { status: string }) => item.status),
    search: search.body.resultados.map((item: { status: string; titulo: string }) => [
      item.status,
      item.titulo,
    ]),
    feed,
    openData,
  };
}

test("an editor's verdict change of a published check waits, readers keep the old one, and another editor publishes it with a correction", async () => {
  const admin = await account("administrador", "Chefe de Redação");
  const ana = await account("editor", "Ana Editora");
  const bia = await account("editor", "Bia Editora");
  const published = await send(admin, "POST", PATH, checagem());
  expect(published).toMatchObject({ status: 201, body: { estado: "publicado" } });
  const id = published.body.id;
  const before = await publicReads(id);
  expect(before.detail).toEqual({
    status: "desmentida",
    rotulo: "falso",
    titulo: "Boato da ponte interditada",
  });

  const pending = await send(ana, "PUT", `${PATH}/${id}`, {
    ...checagem({ status: "verificada", rotulo: "verdadeiro", titulo: "A ponte foi interditada" }),
    revisao: 1,
  });

  expect(pending).toMatchObject({
    status: 202,
    body: {
      pendente: true,
      revisao: 2,
      estado: "publicado",
      status: "verificada",
      rotulo: "verdadeiro",
      titulo: "A ponte foi interditada",
      autores_ciclo: [ana.id],
    },
  });
  // Readers: the API, the list, the search, the feed and open data keep the published version.
  expect(await publicReads(id)).toEqual(before);
  expect(before.search).toEqual([["desmentida", "Boato da ponte interditada"]]);
  expect(before.feed).toContain("Boato da ponte interditada");
  expect(before.feed).not.toContain("A ponte foi interditada");
  expect(JSON.stringify(await listSitemapEntries(api.db))).toContain(`"/fake-news/${id}"`);
  // Signed-in reads show both: the published version and the change that waits.
  const read = await send(bia, "GET", `${PATH}/${id}`);
  expect(read.body).toMatchObject({
    status: "desmentida",
    revisao: 2,
    autores_ciclo: [ana.id],
    alteracao_pendente: {
      numero: 2,
      administrador_id: ana.id,
      administrador_nome: "Ana Editora",
      pendente: true,
      registro: { status: "verificada", rotulo: "verdadeiro", titulo: "A ponte foi interditada" },
    },
  });
  const listed = await send(bia, "GET", `${PATH}?estado=publicado`);
  expect(listed.body[0].alteracao_pendente).toMatchObject({ numero: 2, pendente: true });
  const history = await send(bia, "GET", `${PATH}/${id}/revisoes`);
  expect(history.body.map((row: { numero: number; pendente: boolean }) => row)).toMatchObject([
    { numero: 2, pendente: true },
    { numero: 1, pendente: false },
  ]);
  expect((await send(null, "GET", "/api/correcoes")).body).toEqual([]);

  // The change's author cannot approve it, nor publish it unapproved.
  expect(await send(ana, "POST", `${PATH}/${id}/aprovar`, { revisao: 2 })).toMatchObject({
    status: 403,
    body: { error: WORKFLOW_MESSAGES.autoAprovacao },
  });
  expect(await send(ana, "POST", `${PATH}/${id}/publicar`)).toMatchObject({
    status: 403,
    body: { error: WORKFLOW_MESSAGES.precisaAprovacao },
  });
  expect((await publicReads(id)).detail.status).toBe("desmentida");

  const approved = await send(bia, "POST", `${PATH}/${id}/aprovar`, {
    revisao: 2,
    publicar: true,
  });

  expect(approved).toMatchObject({
    status: 200,
    body: {
      estado: "publicado",
      status: "verificada",
      rotulo: "verdadeiro",
      aprovado_por: bia.id,
      atualizado_por: ana.id,
      sem_segunda_revisao: false,
      revisao: 2,
      alteracao_pendente: null,
    },
  });
  const after = await publicReads(id);
  expect(after.detail).toEqual({
    status: "verificada",
    rotulo: "verdadeiro",
    titulo: "A ponte foi interditada",
  });
  expect(after.search).toEqual([["verificada", "A ponte foi interditada"]]);
  expect(after.feed).toContain("A ponte foi interditada");
  const correcoes = await send(null, "GET", "/api/correcoes");
  expect(correcoes.body).toMatchObject([
    {
      tipo: "fake-news",
      item_id: id,
      titulo: "A ponte foi interditada",
      status_anterior: "desmentida",
      status_novo: "verificada",
      erro: null,
      mudanca: null,
    },
  ]);
  expect(correcoes.body[0].data).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  // The reviewer writes the note later through the corrections API.
  const edited = await send(admin, "PUT", `/api/correcoes/${correcoes.body[0].id}`, {
    erro: "A checagem dizia que a ponte seguia aberta.",
    mudanca: "A ponte foi interditada pela Defesa Civil.",
  });
  expect(edited).toMatchObject({ status: 200, body: { status_novo: "verificada" } });
  // The published revision is the one Ana wrote, no longer pending.
  const revisions = await send(bia, "GET", `${PATH}/${id}/revisoes`);
  expect(revisions.body).toMatchObject([
    { numero: 2, pendente: false, administrador_id: ana.id },
    { numero: 1, pendente: false },
  ]);
  const revision = await send(bia, "GET", `${PATH}/${id}/revisoes/2`);
  expect(revision.body.registro).toMatchObject({ status: "verificada", aprovado_por: bia.id });
});

test("a rating changed within the same verdict is recorded as a correction once published", async () => {
  const ana = await account("editor", "Ana Editora");
  const bia = await account("editor", "Bia Editora");
  const created = await send(bia, "POST", PATH, checagem({ estado: "em_revisao" }));
  const id = created.body.id;
  await send(ana, "POST", `${PATH}/${id}/aprovar`, { revisao: 1, publicar: true });

  const pending = await send(bia, "PUT", `${PATH}/${id}`, checagem({ rotulo: "enganoso" }));
  expect(pending).toMatchObject({ status: 202, body: { pendente: true, revisao: 2 } });
  expect((await send(null, "GET", `${PATH}/${id}`)).body.rotulo).toBe("falso");
  // Approval first, publication by the call after.
  expect((await send(ana, "POST", `${PATH}/${id}/aprovar`, { revisao: 2 })).status).toBe(200);
  expect((await send(null, "GET", `${PATH}/${id}`)).body.rotulo).toBe("falso");
  expect(await send(bia, "POST", `${PATH}/${id}/publicar`)).toMatchObject({
    status: 200,
    body: { rotulo: "enganoso", aprovado_por: ana.id },
  });

  expect((await send(null, "GET", `${PATH}/${id}`)).body.rotulo).toBe("enganoso");
  expect((await send(null, "GET", "/api/correcoes")).body).toMatchObject([
    {
      item_id: id,
      status_anterior: null,
      status_novo: null,
      mudanca: "Classificação alterada de «Falso» para «Enganoso».",
    },
  ]);
});

test("an editor's change of other fields and an administrador's save without estado publish at once", async () => {
  const admin = await account("administrador", "Chefe de Redação");
  const ana = await account("editor", "Ana Editora");
  const created = await send(admin, "POST", PATH, checagem());
  const id = created.body.id;

  const typo = await send(ana, "PUT", `${PATH}/${id}`, checagem({ subtitulo: "Sem erro" }));
  expect(typo).toMatchObject({ status: 200, body: { subtitulo: "Sem erro" } });
  const verdict = await send(
    admin,
    "PUT",
    `${PATH}/${id}`,
    checagem({ status: "verificada", rotulo: "verdadeiro" }),
  );
  expect(verdict).toMatchObject({
    status: 200,
    body: { status: "verificada", rotulo: "verdadeiro", sem_segunda_revisao: true },
  });

  expect((await send(null, "GET", `${PATH}/${id}`)).body.status).toBe("verificada");
  expect((await send(null, "GET", "/api/correcoes")).body).toMatchObject([
    { status_anterior: "desmentida", status_novo: "verificada" },
  ]);
});

test("a news item sent for review while published stays online until it is published", async () => {
  const editor = await account("editor", "Ana Editora");
  const created = await send(editor, "POST", NOTICIAS.path, NOTICIAS.valid);
  const id = created.body.id;

  const pending = await send(editor, "PUT", `${NOTICIAS.path}/${id}`, {
    ...NOTICIAS.valid,
    titulo: "Título revisto",
    estado: "em_revisao",
  });

  expect(pending).toMatchObject({
    status: 202,
    body: { pendente: true, titulo: "Título revisto", estado: "publicado", revisao: 2 },
  });
  expect((await send(null, "GET", `${NOTICIAS.path}/${id}`)).body.titulo).toBe(
    NOTICIAS.valid.titulo,
  );
  expect((await send(editor, "GET", `${NOTICIAS.path}/${id}`)).body).toMatchObject({
    titulo: NOTICIAS.valid.titulo,
    estado: "publicado",
    alteracao_pendente: { numero: 2, registro: { titulo: "Título revisto" } },
  });

  expect(await send(editor, "POST", `${NOTICIAS.path}/${id}/publicar`)).toMatchObject({
    status: 200,
    body: { titulo: "Título revisto", estado: "publicado", alteracao_pendente: null },
  });
  expect((await send(null, "GET", `${NOTICIAS.path}/${id}`)).body.titulo).toBe("Título revisto");
});

test("taking a published item offline records its reason in the audit log", async () => {
  const editor = await account("editor", "Ana Editora");
  const created = await send(editor, "POST", NOTICIAS.path, NOTICIAS.valid);
  const id = created.body.id;

  const back = await send(editor, "PUT", `${NOTICIAS.path}/${id}`, {
    ...NOTICIAS.valid,
    estado: "rascunho",
    motivo: "Fonte pediu retificação dos dados.",
  });

  expect(back).toMatchObject({ status: 200, body: { estado: "rascunho" } });
  expect((await send(null, "GET", `${NOTICIAS.path}/${id}`)).status).toBe(404);
  const audit = await api.db
    .selectFrom("registro_auditoria")
    .select("nota")
    .where("item_id", "=", String(id))
    .where("acao", "=", "updateNoticia")
    .execute();
  expect(audit).toEqual([
    {
      nota: "Tirou de publicação. Voltou para rascunho. Motivo: Fonte pediu retificação dos dados.",
    },
  ]);
});

test("restoring an older version over a published check is a pending change too, and the document says so", async () => {
  const admin = await account("administrador", "Chefe de Redação");
  const ana = await account("editor", "Ana Editora");
  const created = await send(admin, "POST", PATH, checagem());
  const id = created.body.id;
  await send(admin, "PUT", `${PATH}/${id}`, checagem({ titulo: "Título novo" }));

  const restored = await send(ana, "POST", `${PATH}/${id}/revisoes/1/restaurar`, { revisao: 2 });

  expect(restored).toMatchObject({
    status: 202,
    body: { pendente: true, revisao: 3, titulo: "Boato da ponte interditada" },
  });
  expect((await send(null, "GET", `${PATH}/${id}`)).body.titulo).toBe("Título novo");
  const document = (await send(null, "GET", "/api/openapi.json")).body;
  for (const operation of [
    document.paths["/api/fake-news/{id}"].put,
    document.paths["/api/noticias/{id}"].put,
    document.paths["/api/fake-news/{id}/revisoes/{numero}/restaurar"].post,
  ]) {
    expect(operation.responses["202"].description).toContain("pending change");
  }
});
