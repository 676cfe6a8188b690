import { expect, test } from "vitest";
import { UNAUTHORIZED, useApiServer } from "#tests/helpers/api-server.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { FAKE_NEWS, NOTICIAS, SUBPROJETOS } from "#tests/helpers/content-areas.ts";

const api = useApiServer({
  adminName: "Ana Redatora",
  clean: ["noticias", "fake_news", "subprojetos", "revisoes"],
});
const { path } = NOTICIAS;

type Saved = { id: number; titulo: string; revisao: number } & Record<string, unknown>;
type Resumo = {
  numero: number;
  administrador_id: number | null;
  administrador_nome: string | null;
  created_at: string;
};

const STALE =
  /^Esta notícia foi alterada por Ana Redatora em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}, depois que você a abriu\. Suas alterações não foram salvas\.$/;

async function createNoticia(): Promise<Saved> {
  return api.create<Saved>(path, NOTICIAS.valid);
}

async function update(id: number, change: Record<string, unknown>, authorization?: string) {
  return api.send("PUT", `${path}/${id}`, {
    body: { ...NOTICIAS.valid, ...change },
    ...(authorization ? { authorization } : {}),
  });
}

async function revisionRows(id: number) {
  return api.db
    .selectFrom("revisoes")
    .selectAll()
    .where("tipo", "=", "noticias")
    .where("item_id", "=", id)
    .orderBy("numero")
    .execute();
}

const history = (id: number) =>
  api.send("GET", `${path}/${id}/revisoes`, { authorization: api.authorization });

test("each save of a news item stores one revision with who, when and the whole answered item", async () => {
  const before = new Date().toISOString();
  const created = await createNoticia();
  const other = await createTestAdmin(api.db, { nome: "Bruno Revisor" });
  const response = await update(
    created.id,
    { titulo: "Título corrigido", revisao: 1 },
    other.authorization,
  );
  const after = new Date().toISOString();

  expect(created.revisao).toBe(1);
  expect(response.status).toBe(200);
  const updated = (await response.json()) as Saved;
  expect(updated).toMatchObject({ titulo: "Título corrigido", revisao: 2 });
  const rows = await revisionRows(created.id);
  expect(rows.map((row) => [row.numero, row.administrador_nome])).toEqual([
    [1, "Ana Redatora"],
    [2, "Bruno Revisor"],
  ]);
  expect(rows[1]!.administrador_id).toBe(other.id);
  for (const row of rows) expect(row.created_at >= before && row.created_at <= after).toBe(true);
  const { revisao: _created, ...createdRecord } = created;
  const { revisao: _updated, ...updatedRecord } = updated;
  expect(JSON.parse(rows[0]!.registro)).toEqual(createdRecord);
  expect(JSON.parse(rows[1]!.registro)).toEqual(updatedRecord);
  expect((await api.read<Saved>(`${path}/${created.id}`)).revisao).toBe(2);
  expect((await api.read<Saved[]>(path)).map((item) => item.revisao)).toEqual([2]);
});

test("GET …/revisoes lists the revisions newest first and …/revisoes/:numero answers one with its record", async () => {
  const created = await createNoticia();
  expect((await update(created.id, { titulo: "Segunda versão", revisao: 1 })).status).toBe(200);

  const list = await history(created.id);
  const one = await api.send("GET", `${path}/${created.id}/revisoes/1`, {
    authorization: api.authorization,
  });

  expect(list.status).toBe(200);
  expect(list.headers.get("cache-control")).toBe("no-store");
  const resumos = (await list.json()) as Resumo[];
  expect(resumos.map((item) => [item.numero, item.administrador_nome])).toEqual([
    [2, "Ana Redatora"],
    [1, "Ana Redatora"],
  ]);
  expect(one.status).toBe(200);
  const revision = (await one.json()) as Resumo & { registro: Saved };
  expect(revision).toMatchObject({ numero: 1, administrador_nome: "Ana Redatora" });
  expect(revision.registro.titulo).toBe(NOTICIAS.valid.titulo);
});

test("an update naming an older revision answers 409 with who saved and when, and changes nothing", async () => {
  const created = await createNoticia();
  expect((await update(created.id, { titulo: "Primeira correção", revisao: 1 })).status).toBe(200);
  const rowBefore = await api.db.selectFrom("noticias").selectAll().executeTakeFirstOrThrow();
  const revisionsBefore = await revisionRows(created.id);

  const response = await update(created.id, { titulo: "Edição perdida", revisao: 1 });

  expect(response.status).toBe(409);
  const body = (await response.json()) as { error: string; details: Record<string, string> };
  expect(body.error).toMatch(STALE);
  expect(body.details).toMatchObject({ revisao: "2", administrador_nome: "Ana Redatora" });
  expect(await api.db.selectFrom("noticias").selectAll().executeTakeFirstOrThrow()).toEqual(
    rowBefore,
  );
  expect(await revisionRows(created.id)).toEqual(revisionsBefore);
});

test("the conflict's time is Brasília time", async () => {
  const created = await createNoticia();
  await api.db
    .updateTable("revisoes")
    .set({ created_at: "2026-11-24T18:42:00.000Z" })
    .where("item_id", "=", created.id)
    .execute();

  const response = await update(created.id, { revisao: 5 });

  expect(response.status).toBe(409);
  expect(((await response.json()) as { error: string }).error).toContain("em 24/11/2026 às 15:42");
});

test("an update without revisao still applies, as the seed's API clients send it", async () => {
  const created = await createNoticia();
  expect((await update(created.id, { titulo: "Outra pessoa editou", revisao: 1 })).status).toBe(
    200,
  );

  const response = await update(created.id, { titulo: "Cliente sem revisão" });

  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ titulo: "Cliente sem revisão", revisao: 3 });
});

test("an invalid revisao answers 400 and stores nothing", async () => {
  const created = await createNoticia();

  const response = await update(created.id, { titulo: "Nada", revisao: "um" });

  expect(response.status).toBe(400);
  expect(((await response.json()) as { details: Record<string, string> }).details).toEqual({
    revisao: "Informe o número da revisão em que a edição se baseou.",
  });
  expect((await revisionRows(created.id)).length).toBe(1);
});

test("of two concurrent updates naming the same revision exactly one is kept", async () => {
  const created = await createNoticia();

  const answers = await Promise.all(
    ["Versão da Ana", "Versão do Bruno", "Versão da Carla"].map((titulo) =>
      update(created.id, { titulo, revisao: 1 }),
    ),
  );

  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).toEqual([200, 409, 409]);
  const winner = answers.find((answer) => answer.status === 200)!;
  const saved = (await winner.json()) as Saved;
  const rows = await revisionRows(created.id);
  expect(rows.map((row) => row.numero)).toEqual([1, 2]);
  expect(JSON.parse(rows[1]!.registro).titulo).toBe(saved.titulo);
  expect((await api.read<Saved>(`${path}/${created.id}`)).titulo).toBe(saved.titulo);
});

/**
 * Saves a news item twice (revisions 1 and 2), then asks to restore revision 1 as an
 * editor who last saw revision `seen`.
 */
async function restoreFirstRevision(seen: number) {
  const created = await createNoticia();
  expect((await update(created.id, { titulo: "Título novo", revisao: 1 })).status).toBe(200);
  const response = await api.send("POST", `${path}/${created.id}/revisoes/1/restaurar`, {
    body: { revisao: seen },
  });
  return { created, response };
}

test("restoring a revision saves its record again as revision n+1, which the item then shows", async () => {
  const { created, response } = await restoreFirstRevision(2);

  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ titulo: NOTICIAS.valid.titulo, revisao: 3 });
  expect((await api.read<Saved>(`${path}/${created.id}`)).titulo).toBe(NOTICIAS.valid.titulo);
  const rows = await revisionRows(created.id);
  expect(rows.map((row) => row.numero)).toEqual([1, 2, 3]);
  expect(JSON.parse(rows[2]!.registro).titulo).toBe(NOTICIAS.valid.titulo);
});

test("a restore built on an older revision answers 409 and changes nothing", async () => {
  const { created, response } = await restoreFirstRevision(1);

  expect(response.status).toBe(409);
  expect(((await response.json()) as { error: string }).error).toMatch(STALE);
  expect((await api.read<Saved>(`${path}/${created.id}`)).titulo).toBe("Título novo");
});

test("fake news keep revisions and answer the restore too", async () => {
  const created = await api.create<Saved>(FAKE_NEWS.path, FAKE_NEWS.valid);
  const item = `${FAKE_NEWS.path}/${created.id}`;
  const changed = await api.send("PUT", item, {
    body: { ...FAKE_NEWS.valid, titulo: "Outro título", revisao: 1 },
  });
  const stale = await api.send("PUT", item, {
    body: { ...FAKE_NEWS.valid, titulo: "Perdido", revisao: 1 },
  });
  const restored = await api.send("POST", `${item}/revisoes/1/restaurar`, { body: {} });

  expect(changed.status).toBe(200);
  expect(stale.status).toBe(409);
  expect(((await stale.json()) as { error: string }).error).toMatch(
    /^Esta fake news foi alterada por Ana Redatora em .+, depois que você a abriu\./,
  );
  expect(restored.status).toBe(200);
  expect(await restored.json()).toMatchObject({ titulo: FAKE_NEWS.valid.titulo, revisao: 3 });
});

test("an item saved before revisions were kept gets its earlier state as revision 1 on its first save", async () => {
  const created = await createNoticia();
  await api.db.deleteFrom("revisoes").execute();
  expect((await api.read<Saved>(`${path}/${created.id}`)).revisao).toBe(1);

  const response = await update(created.id, { titulo: "Primeira edição depois", revisao: 1 });

  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ revisao: 2 });
  const rows = await revisionRows(created.id);
  expect(rows.map((row) => [row.numero, row.administrador_nome])).toEqual([
    [1, null],
    [2, "Ana Redatora"],
  ]);
  expect(JSON.parse(rows[0]!.registro).titulo).toBe(NOTICIAS.valid.titulo);
});

test("an update naming another revision of an item saved before revisions were kept answers 409, without a time nobody knows", async () => {
  const created = await createNoticia();
  await api.db.deleteFrom("revisoes").execute();

  const response = await update(created.id, { titulo: "Edição perdida", revisao: 2 });

  expect(response.status).toBe(409);
  expect(await response.json()).toEqual({
    error: "Esta notícia foi alterada, depois que você a abriu. Suas alterações não foram salvas.",
    details: { revisao: "1", created_at: "" },
  });
  expect((await api.read<Saved>(`${path}/${created.id}`)).titulo).toBe(NOTICIAS.valid.titulo);
});

test("other collections keep revisions without answering the number", async () => {
  const created = await api.create<{ id: number } & Record<string, unknown>>(
    SUBPROJETOS.path,
    SUBPROJETOS.valid,
  );
  const updated = await api.send("PUT", `${SUBPROJETOS.path}/${created.id}`, {
    body: { ...SUBPROJETOS.valid, ...SUBPROJETOS.change },
  });

  expect(created).not.toHaveProperty("revisao");
  expect(updated.status).toBe(200);
  const rows = await api.db
    .selectFrom("revisoes")
    .select("numero")
    .where("tipo", "=", "subprojetos")
    .where("item_id", "=", created.id)
    .execute();
  expect(rows.map((row) => row.numero).sort()).toEqual([1, 2]);
});

test("deleting an item deletes its revisions", async () => {
  const created = await createNoticia();
  expect((await update(created.id, { revisao: 1 })).status).toBe(200);

  expect((await api.send("DELETE", `${path}/${created.id}`)).status).toBe(204);

  expect(await revisionRows(created.id)).toEqual([]);
});

test("unknown revisions, unknown items and malformed numbers answer 404", async () => {
  const created = await createNoticia();
  const auth = { authorization: api.authorization };

  const missing = await api.send("GET", `${path}/${created.id}/revisoes/9`, auth);
  const malformed = await api.send("GET", `${path}/${created.id}/revisoes/abc`, auth);
  const noItem = await api.send("GET", `${path}/${created.id + 1000}/revisoes`, auth);
  const restore = await api.send("POST", `${path}/${created.id}/revisoes/9/restaurar`, {
    body: {},
  });

  for (const [response, error] of [
    [missing, "Revisão não encontrada"],
    [malformed, "Revisão não encontrada"],
    [noItem, "Notícia não encontrada"],
    [restore, "Revisão não encontrada"],
  ] as const) {
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error });
  }
});

test("the history calls answer 401 without a token", async () => {
  const created = await createNoticia();

  for (const [method, suffix] of [
    ["GET", "/revisoes"],
    ["GET", "/revisoes/1"],
    ["POST", "/revisoes/1/restaurar"],
  ] as const) {
    const response = await api.send(method, `${path}/${created.id}${suffix}`, {
      authorization: null,
      ...(method === "POST" ? { body: {} } : {}),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  }
  expect((await revisionRows(created.id)).length).toBe(1);
});
