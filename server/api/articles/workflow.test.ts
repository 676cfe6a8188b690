import { expect, test } from "vitest";
import { useApiServer, type ApiServer } from "#tests/helpers/api-server.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { FAKE_NEWS, NOTICIAS } from "#tests/helpers/content-areas.ts";
import type { Papel } from "../../auth/roles.ts";
import { listSitemapEntries } from "../../syndication/sitemap.ts";
import { listChecagens } from "../../syndication/open-data.ts";
import { renderFeed } from "../../syndication/feeds.ts";
import { anyCameDue } from "../../http/scheduled-publications.ts";
import { WORKFLOW_MESSAGES } from "./workflow.ts";

// The publication workflow (decision 037) through the API, on the project's engine.
const api = useApiServer({ clean: ["noticias", "fake_news"] });
const secondReviewOff = useApiServer({
  config: { secondReview: false },
  clean: ["noticias", "fake_news"],
});

type Account = { id: number; authorization: string };

const account = (server: ApiServer, papel: Papel, nome = `Conta ${papel}`): Promise<Account> =>
  createTestAdmin(server.db, { papel, nome });

const AREAS = [
  { name: "noticias", page: "/noticia/", area: NOTICIAS },
  {
    name: "fake-news",
    page: "/fake-news/",
    area: { ...FAKE_NEWS, valid: { ...FAKE_NEWS.valid, status: "verificada" } },
  },
] as const;

async function send(
  server: ApiServer,
  who: Account | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
) {
  const response = await server.send(method, path, {
    body,
    authorization: who ? who.authorization : null,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const forbiddenWith = (error: string) => ({ status: 403, body: { error } });

for (const { name, page, area } of AREAS) {
  const path = `/api/${name}`;
  const valid = (changes: Record<string, unknown> = {}) => ({ ...area.valid, ...changes });
  /** `who` saves the item with the valid fields and these `changes`. */
  const save = (who: Account, id: number, changes?: Record<string, unknown>) =>
    send(api, who, "PUT", `${path}/${id}`, valid(changes));

  test(`${name}: an autor writes drafts, submits them, and may neither publish nor touch others' or published items`, async () => {
    const autor = await account(api, "autor");
    const outro = await account(api, "autor", "Outra autora");
    const editor = await account(api, "editor");

    const draft = await send(api, autor, "POST", path, valid({ titulo: "Rascunho da autora" }));
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      estado: "rascunho",
      criado_por: autor.id,
      atualizado_por: autor.id,
    });

    expect(await send(api, autor, "POST", path, valid({ estado: "publicado" }))).toMatchObject(
      forbiddenWith(WORKFLOW_MESSAGES.autorPublica),
    );
    expect(
      await send(api, autor, "POST", path, valid({ publicar_em: "2030-01-01T10:00:00-03:00" })),
    ).toMatchObject(forbiddenWith(WORKFLOW_MESSAGES.autorAgenda));

    const edited = await save(autor, draft.body.id, { titulo: "Revisto" });
    expect(edited).toMatchObject({ status: 200, body: { titulo: "Revisto", estado: "rascunho" } });
    const submitted = await save(autor, draft.body.id, { titulo: "Revisto", estado: "em_revisao" });
    expect(submitted).toMatchObject({ status: 200, body: { estado: "em_revisao" } });
    expect(await save(autor, draft.body.id, { estado: "publicado" })).toMatchObject(
      forbiddenWith(WORKFLOW_MESSAGES.autorPublica),
    );
    expect(await save(outro, draft.body.id)).toMatchObject(
      forbiddenWith(WORKFLOW_MESSAGES.autorAlheio),
    );
    expect(await send(api, outro, "DELETE", `${path}/${draft.body.id}`)).toMatchObject(
      forbiddenWith(WORKFLOW_MESSAGES.autorAlheio),
    );

    // Once an editor publishes it, the autor can neither change nor delete it.
    const publish =
      name === "noticias"
        ? await send(api, editor, "POST", `${path}/${draft.body.id}/publicar`)
        : await save(editor, draft.body.id, { estado: "publicado" });
    if (name === "noticias")
      expect(publish).toMatchObject({ status: 200, body: { estado: "publicado" } });
    const admin = await account(api, "administrador");
    if (name === "fake-news") {
      expect(await send(api, admin, "POST", `${path}/${draft.body.id}/publicar`)).toMatchObject({
        status: 200,
        body: { estado: "publicado" },
      });
    }
    expect(await save(autor, draft.body.id)).toMatchObject(
      forbiddenWith(WORKFLOW_MESSAGES.autorPublicado),
    );
    expect(await send(api, autor, "DELETE", `${path}/${draft.body.id}`)).toMatchObject(
      forbiddenWith(WORKFLOW_MESSAGES.autorApaga),
    );
    expect(await send(api, autor, "POST", `${path}/${draft.body.id}/publicar`)).toMatchObject({
      status: 403,
    });
    expect((await api.rows(name === "noticias" ? "noticias" : "fake_news")).length).toBe(1);

    // An autor deletes its own draft.
    const other = await send(api, autor, "POST", path, valid({ titulo: "Para apagar" }));
    expect((await send(api, autor, "DELETE", `${path}/${other.body.id}`)).status).toBe(204);
  });

  test(`${name}: without estado an editor's create is published at once and an update keeps the state`, async () => {
    const editor = await account(api, "editor");
    // An administrador's and the seed's calls: no estado, published at once.
    const created = await api.create(path, valid({ titulo: "Como sempre" }));
    expect(created.estado).toBe("publicado");
    expect((await send(api, null, "GET", `${path}/${created.id}`)).status).toBe(200);

    const draft = await send(api, editor, "POST", path, valid({ estado: "rascunho" }));
    const kept = await save(editor, draft.body.id, { titulo: "Outro" });
    expect(kept.body.estado).toBe("rascunho");
  });

  test(`${name}: drafts and items in review are absent from every public read and present for accounts`, async () => {
    const editor = await account(api, "editor");
    const hidden = [];
    for (const estado of ["rascunho", "em_revisao"]) {
      const item = await send(
        api,
        editor,
        "POST",
        path,
        valid({ titulo: `Oculto ${estado} boato`, estado, tags: "segredo", uf: "RR" }),
      );
      expect(item.status).toBe(201);
      hidden.push(item.body.id);
    }
    const admin = await account(api, "administrador");
    const future = await send(
      api,
      admin,
      "POST",
      path,
      valid({
        titulo: "Oculto agendado boato",
        publicar_em: "2099-01-01T00:00:00Z",
        tags: "segredo",
        uf: "RR",
      }),
    );
    expect(future.body).toMatchObject({
      estado: "publicado",
      publicar_em: "2099-01-01T00:00:00.000Z",
    });
    hidden.push(future.body.id);

    const anonymousList = await send(api, null, "GET", path);
    expect(anonymousList.body).toEqual([]);
    for (const id of hidden) {
      expect((await send(api, null, "GET", `${path}/${id}`)).status).toBe(404);
      const detail = await send(api, editor, "GET", `${path}/${id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.estado).toBeDefined();
    }
    expect(
      (await send(api, editor, "GET", path)).body.map((item: { id: number }) => item.id).sort(),
    ).toEqual([...hidden].sort());
    expect((await send(api, editor, "GET", `${path}?estado=rascunho`)).body).toHaveLength(1);
    expect((await send(api, editor, "GET", `${path}?estado=em_revisao`)).body).toHaveLength(1);
    expect((await send(api, editor, "GET", `${path}?estado=agendado`)).body).toHaveLength(1);
    expect((await send(api, editor, "GET", `${path}?autor=${editor.id}`)).body).toHaveLength(2);
    expect((await send(api, editor, "GET", `${path}?autor=${editor.id + 1000}`)).body).toHaveLength(
      0,
    );

    const search = await send(api, null, "GET", "/api/busca?q=oculto");
    expect(search.body.resultados ?? search.body.items ?? search.body).not.toContainEqual(
      expect.objectContaining({ titulo: expect.stringContaining("Oculto") }),
    );
    expect(JSON.stringify(search.body)).not.toContain("Oculto");
    expect(JSON.stringify((await send(api, null, "GET", "/api/temas")).body)).not.toContain(
      "segredo",
    );

    const origin = "https://observatorio.example.org";
    const channel = { title: "Observatório", description: "Checagens" };
    for (const feed of ["site", "noticias", "fake-news"] as const) {
      const xml = await renderFeed(api.db, { name: feed, origin, channel });
      expect(xml).not.toContain("Oculto");
    }
    const sitemap = JSON.stringify(await listSitemapEntries(api.db));
    for (const id of hidden) expect(sitemap).not.toContain(`"${page}${id}"`);
    expect(sitemap).not.toContain("segredo");
    expect(sitemap).not.toContain("/local/rr");
    expect(JSON.stringify(await listChecagens(api.db, origin))).not.toContain("Oculto");

    // Published now, it is everywhere.
    const shown = await api.create(
      path,
      valid({ titulo: "Visível boato", tags: "segredo", uf: "RR" }),
    );
    expect(
      (await send(api, null, "GET", path)).body.map((item: { id: number }) => item.id),
    ).toEqual([shown.id]);
    expect(JSON.stringify((await send(api, null, "GET", "/api/busca?q=boato")).body)).toContain(
      "Visível",
    );
    expect(JSON.stringify((await send(api, null, "GET", "/api/temas")).body)).toContain("segredo");
    expect(JSON.stringify(await listSitemapEntries(api.db))).toContain(`"${page}${shown.id}"`);
  });
}

const FAKE_NEWS_PATH = "/api/fake-news";
/** A fact-check as the newsroom sends it: the valid fields, a verdict, and these changes. */
const checagem = (changes: Record<string, unknown> = {}) => ({
  ...FAKE_NEWS.valid,
  status: "desmentida",
  ...changes,
});
/** `who` saves the entry whole with these changes (a content save: a new revision). */
const saveEntry = (who: Account, id: number, changes?: Record<string, unknown>) =>
  send(api, who, "PUT", `${FAKE_NEWS_PATH}/${id}`, checagem(changes));
/** `who` approves the entry, with this body (`revisao`, `publicar`). */
const approve = (who: Account, id: number, body?: unknown) =>
  send(api, who, "POST", `${FAKE_NEWS_PATH}/${id}/aprovar`, body);
/** The entry as a signed-in account reads it. */
const readEntry = async (id: number) =>
  (await send(api, await account(api, "editor", "Leitora"), "GET", `${FAKE_NEWS_PATH}/${id}`)).body;
const approvalOf = async (id: number) =>
  api.db
    .selectFrom("fake_news")
    .select(["estado", "aprovado_por"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

test("the authors of a fact-check may not approve it; another editor approves the revision it read and publishes it", async () => {
  const autor = await account(api, "autor");
  const ana = await account(api, "editor", "Ana Editora");
  const bia = await account(api, "editor", "Bia Editora");

  const created = await send(
    api,
    autor,
    "POST",
    FAKE_NEWS_PATH,
    checagem({ estado: "em_revisao" }),
  );
  const id = created.body.id;
  expect(created.body).toMatchObject({ revisao: 1, autores_ciclo: [autor.id] });
  expect(await approve(autor, id, { revisao: 1 })).toMatchObject({ status: 403 });
  // Ana edits it, so the text to approve is also Ana's.
  const edited = await saveEntry(ana, id, { titulo: "Revista por Ana" });
  expect(edited.body).toMatchObject({ revisao: 2, autores_ciclo: [autor.id, ana.id].sort() });
  expect(await approve(ana, id, { revisao: 2 })).toMatchObject(
    forbiddenWith(WORKFLOW_MESSAGES.autoAprovacao),
  );
  // Ana may not publish it without approval, by a save or by the call.
  expect(await saveEntry(ana, id, { estado: "publicado" })).toMatchObject(
    forbiddenWith(WORKFLOW_MESSAGES.precisaAprovacao),
  );
  expect(await send(api, ana, "POST", `${FAKE_NEWS_PATH}/${id}/publicar`)).toMatchObject(
    forbiddenWith(WORKFLOW_MESSAGES.precisaAprovacao),
  );

  const approved = await approve(bia, id, { revisao: 2 });
  expect(approved).toMatchObject({
    status: 200,
    body: {
      estado: "em_revisao",
      aprovado_por: bia.id,
      aprovado_por_nome: "Bia Editora",
      revisao: 2,
      autores_ciclo: [autor.id, ana.id].sort(),
    },
  });
  expect(approved.body.aprovado_em).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  // Any later content save clears the approval.
  await saveEntry(ana, id, { titulo: "De novo" });
  expect(await readEntry(id)).toMatchObject({
    aprovado_por: null,
    aprovado_por_nome: null,
    aprovado_em: null,
    revisao: 3,
  });
  expect((await approve(bia, id, { revisao: 3 })).status).toBe(200);

  const published = await send(api, ana, "POST", `${FAKE_NEWS_PATH}/${id}/publicar`);
  expect(published).toMatchObject({
    status: 200,
    body: {
      estado: "publicado",
      aprovado_por: bia.id,
      aprovado_por_nome: "Bia Editora",
      sem_segunda_revisao: false,
      revisao: 3,
      autores_ciclo: [],
    },
  });
  expect((await send(api, null, "GET", `${FAKE_NEWS_PATH}/${id}`)).status).toBe(200);
  expect(await approve(bia, id, { revisao: 3 })).toMatchObject({
    status: 409,
    body: { error: WORKFLOW_MESSAGES.jaPublicada },
  });

  // Changing the published verdict or title by a save needs a second review too: the
  // change waits (decision 061) while readers keep the published version.
  expect(await saveEntry(ana, id, { status: "verificada", revisao: 3 })).toMatchObject({
    status: 202,
    body: { pendente: true, status: "verificada", estado: "publicado", revisao: 4 },
  });
  expect(await saveEntry(ana, id, { titulo: "Sem erro", revisao: 4 })).toMatchObject({
    status: 202,
    body: { pendente: true, titulo: "Sem erro", revisao: 5 },
  });
  const anonymous = await send(api, null, "GET", `${FAKE_NEWS_PATH}/${id}`);
  expect(anonymous.body).toMatchObject({ titulo: "De novo", status: checagem().status });
  // Fixing a typo elsewhere keeps it published, at once, and drops the waiting change.
  expect(await saveEntry(ana, id, { titulo: "De novo", subtitulo: "Sem erro" })).toMatchObject({
    status: 200,
    body: { estado: "publicado", subtitulo: "Sem erro" },
  });
  expect(await readEntry(id)).toMatchObject({ revisao: 6, alteracao_pendente: null });
});

test("an editor whose submission another sent back to draft cannot approve it; someone else can", async () => {
  const ana = await account(api, "editor", "Ana Editora");
  const bia = await account(api, "editor", "Bia Editora");
  const caio = await account(api, "editor", "Caio Editor");

  // Ana submits; Bia sends it back to draft with a full save, so Bia saved last.
  const submitted = await send(
    api,
    ana,
    "POST",
    FAKE_NEWS_PATH,
    checagem({ estado: "em_revisao" }),
  );
  const id = submitted.body.id;
  const back = await saveEntry(bia, id, { estado: "rascunho" });
  expect(back.body).toMatchObject({ estado: "rascunho", atualizado_por: bia.id, revisao: 2 });
  // Ana submits it again, unchanged, and tries to approve her own work.
  const again = await saveEntry(ana, id, { estado: "em_revisao" });
  expect(again.body).toMatchObject({ revisao: 3, autores_ciclo: [ana.id, bia.id].sort() });
  expect(await approve(ana, id, { revisao: 3 })).toMatchObject(
    forbiddenWith(WORKFLOW_MESSAGES.autoAprovacao),
  );
  // Sending it back made Bia an author too.
  expect(await approve(bia, id, { revisao: 3 })).toMatchObject(
    forbiddenWith(WORKFLOW_MESSAGES.autoAprovacao),
  );
  expect(await approvalOf(id)).toEqual({ estado: "em_revisao", aprovado_por: null });

  expect(await approve(caio, id, { revisao: 3 })).toMatchObject({
    status: 200,
    body: { aprovado_por: caio.id },
  });
});

test("an editor who rewrote an autor's text cannot approve it once the autor resubmits it", async () => {
  const autor = await account(api, "autor", "Alice Autora");
  const edu = await account(api, "editor", "Edu Editor");
  const flor = await account(api, "editor", "Flor Editora");

  const draft = await send(api, autor, "POST", FAKE_NEWS_PATH, checagem({ estado: "em_revisao" }));
  const id = draft.body.id;
  // Edu rewrites it and hands it back as a draft; the autor resubmits it as it is.
  expect(
    (await saveEntry(edu, id, { titulo: "Reescrita por Edu", estado: "rascunho" })).status,
  ).toBe(200);
  const resubmitted = await saveEntry(autor, id, {
    titulo: "Reescrita por Edu",
    estado: "em_revisao",
  });
  expect(resubmitted.body).toMatchObject({ atualizado_por: autor.id, revisao: 3 });

  expect(await approve(edu, id, { revisao: 3, publicar: true })).toMatchObject(
    forbiddenWith(WORKFLOW_MESSAGES.autoAprovacao),
  );
  expect(await approvalOf(id)).toEqual({ estado: "em_revisao", aprovado_por: null });
  expect((await approve(flor, id, { revisao: 3 })).status).toBe(200);
});

test("a reviewer who fixes the text it reviews cannot approve its own change", async () => {
  const ana = await account(api, "editor", "Ana Editora");
  const bia = await account(api, "editor", "Bia Editora");
  const submitted = await send(
    api,
    ana,
    "POST",
    FAKE_NEWS_PATH,
    checagem({ estado: "em_revisao" }),
  );
  const id = submitted.body.id;

  // Bia fixes a typo while reviewing: her change now waits for a review of its own.
  await saveEntry(bia, id, { titulo: "Título sem erro", estado: "em_revisao" });

  expect(await approve(bia, id, { revisao: 2 })).toMatchObject(
    forbiddenWith(WORKFLOW_MESSAGES.autoAprovacao),
  );
  expect(await approve(bia, id, { revisao: 2, publicar: true })).toMatchObject(
    forbiddenWith(WORKFLOW_MESSAGES.autoAprovacao),
  );
  expect(await approvalOf(id)).toEqual({ estado: "em_revisao", aprovado_por: null });
});

test("each publication closes the cycle: who wrote an earlier published version may approve the next", async () => {
  const ana = await account(api, "editor", "Ana Editora");
  const bia = await account(api, "editor", "Bia Editora");
  const admin = await account(api, "administrador");

  // Published by the call after Bia's approval…
  const first = await send(api, ana, "POST", FAKE_NEWS_PATH, checagem({ estado: "em_revisao" }));
  const id = first.body.id;
  expect((await approve(bia, id, { revisao: 1 })).status).toBe(200);
  expect((await send(api, ana, "POST", `${FAKE_NEWS_PATH}/${id}/publicar`)).status).toBe(200);
  // …then Bia takes it back to review to change the verdict: only Bia wrote this cycle.
  const back = await saveEntry(bia, id, { status: "verificada", estado: "em_revisao" });
  expect(back).toMatchObject({
    status: 202,
    body: { revisao: 2, autores_ciclo: [bia.id], pendente: true },
  });
  expect(await approve(bia, id, { revisao: 2 })).toMatchObject(
    forbiddenWith(WORKFLOW_MESSAGES.autoAprovacao),
  );
  expect(await approve(ana, id, { revisao: 2, publicar: true })).toMatchObject({
    status: 200,
    body: { estado: "publicado", status: "verificada", aprovado_por: ana.id },
  });

  // Published by an administrador's save, without approval: the same.
  const saved = await send(api, admin, "POST", FAKE_NEWS_PATH, checagem());
  expect(saved.body).toMatchObject({ estado: "publicado", sem_segunda_revisao: true });
  const returned = await saveEntry(ana, saved.body.id, { estado: "em_revisao" });
  expect(returned.status).toBe(202);
  expect(returned.body.autores_ciclo).toEqual([ana.id]);
  expect((await approve(admin, saved.body.id, { revisao: returned.body.revisao })).status).toBe(
    200,
  );
});

test("an approval naming an older revision answers 409 and approves nothing", async () => {
  const autor = await account(api, "autor", "Alice Autora");
  const bia = await account(api, "editor", "Bia Editora");
  const created = await send(
    api,
    autor,
    "POST",
    FAKE_NEWS_PATH,
    checagem({ estado: "em_revisao" }),
  );
  const id = created.body.id;
  // Bia reads revision 1; meanwhile the autor changes the text.
  await saveEntry(autor, id, { titulo: "Mudou depois da leitura", estado: "em_revisao" });

  for (const body of [{ revisao: 1 }, { revisao: 1, publicar: true }, { revisao: 7 }]) {
    const stale = await approve(bia, id, body);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(
      /^Esta fake news foi alterada por Alice Autora em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}, depois que você a abriu\. Sua aprovação não foi registrada: leia a versão atual antes de aprovar\.$/,
    );
    expect(stale.body.details).toMatchObject({ revisao: "2", administrador_nome: "Alice Autora" });
  }
  expect(await approvalOf(id)).toEqual({ estado: "em_revisao", aprovado_por: null });
  expect((await approve(bia, id, { revisao: 2 })).status).toBe(200);
});

test.each([
  ["no body", undefined, { revisao: WORKFLOW_MESSAGES.revisaoAprovada }],
  ["no revisao", { publicar: true }, { revisao: WORKFLOW_MESSAGES.revisaoAprovada }],
  ["a revisao that is no number", { revisao: "1" }, { revisao: WORKFLOW_MESSAGES.revisaoAprovada }],
  ["a revisao below 1", { revisao: 0 }, { revisao: WORKFLOW_MESSAGES.revisaoAprovada }],
  [
    "a publicar that is no flag",
    { revisao: 1, publicar: "sim" },
    { publicar: WORKFLOW_MESSAGES.publicar },
  ],
])(
  "an approval with %s answers 400 in Portuguese and approves nothing",
  async (_case, body, details) => {
    const autor = await account(api, "autor");
    const bia = await account(api, "editor", "Bia Editora");
    const created = await send(
      api,
      autor,
      "POST",
      FAKE_NEWS_PATH,
      checagem({ estado: "em_revisao" }),
    );

    const refused = await approve(bia, created.body.id, body);

    expect(refused).toEqual({ status: 400, body: { error: "Dados inválidos.", details } });
    expect(await approvalOf(created.body.id)).toEqual({ estado: "em_revisao", aprovado_por: null });
  },
);

test("approving with publicar approves and publishes in one step, keeping a scheduled time", async () => {
  const autor = await account(api, "autor");
  const bia = await account(api, "editor", "Bia Editora");
  const admin = await account(api, "administrador");
  const created = await send(
    api,
    autor,
    "POST",
    FAKE_NEWS_PATH,
    checagem({ estado: "em_revisao" }),
  );
  const id = created.body.id;

  const done = await approve(bia, id, { revisao: 1, publicar: true });

  expect(done).toMatchObject({
    status: 200,
    body: {
      estado: "publicado",
      publicar_em: null,
      aprovado_por: bia.id,
      aprovado_por_nome: "Bia Editora",
      sem_segunda_revisao: false,
      revisao: 1,
      autores_ciclo: [],
    },
  });
  expect((await send(api, null, "GET", `${FAKE_NEWS_PATH}/${id}`)).status).toBe(200);
  const audit = await api.db
    .selectFrom("registro_auditoria")
    .select(["acao", "nota"])
    .where("item_id", "=", String(id))
    .where("acao", "=", "approveFakeNews")
    .execute();
  expect(audit).toEqual([{ acao: "approveFakeNews", nota: "Publicou." }]);

  // An entry saved with a time to come stays hidden until then, approved and published.
  const later = "2099-01-01T12:00:00.000Z";
  const scheduled = await send(
    api,
    admin,
    "POST",
    FAKE_NEWS_PATH,
    checagem({ estado: "em_revisao", publicar_em: later }),
  );
  const approvedLater = await approve(bia, scheduled.body.id, { revisao: 1, publicar: true });
  expect(approvedLater).toMatchObject({
    status: 200,
    body: { estado: "publicado", publicar_em: later, aprovado_por: bia.id },
  });
  expect((await send(api, null, "GET", `${FAKE_NEWS_PATH}/${scheduled.body.id}`)).status).toBe(404);
});

test("the approver is named as the account is named now, also once it is disabled, and only to editors", async () => {
  const path = "/api/fake-news";
  const autor = await account(api, "autor");
  const carla = await account(api, "editor", "Carla Editora");
  const admin = await account(api, "administrador");
  const body = { ...FAKE_NEWS.valid, status: "desmentida" };
  const created = await send(api, autor, "POST", path, { ...body, estado: "em_revisao" });
  expect(
    (await send(api, carla, "POST", `${path}/${created.body.id}/aprovar`, { revisao: 1 })).status,
  ).toBe(200);

  await api.db
    .updateTable("administradores")
    .set({ nome: "Carla Revisora" })
    .where("id", "=", carla.id)
    .execute();
  expect(
    (await send(api, admin, "PUT", `/api/contas/${carla.id}`, { disabled: true })).status,
  ).toBe(200);
  const item = await send(api, admin, "GET", `${path}/${created.body.id}`);
  expect(item.body).toMatchObject({ aprovado_por: carla.id, aprovado_por_nome: "Carla Revisora" });
  const listed = await send(api, admin, "GET", `${path}?estado=em_revisao`);
  expect(listed.body.find((entry: { id: number }) => entry.id === created.body.id)).toMatchObject({
    aprovado_por_nome: "Carla Revisora",
  });

  const published = await send(api, admin, "POST", `${path}/${created.body.id}/publicar`);
  expect(published.body).toMatchObject({ aprovado_por_nome: "Carla Revisora" });
  const publicItem = await send(api, null, "GET", `${path}/${created.body.id}`);
  expect(publicItem.status).toBe(200);
  expect(publicItem.body).not.toHaveProperty("aprovado_por_nome");
  expect(publicItem.body).not.toHaveProperty("aprovado_por");
});

test("an administrador publishes without approval, recorded as without second review, with its reason", async () => {
  const path = "/api/fake-news";
  const admin = await account(api, "administrador");
  const autor = await account(api, "autor");
  const body = { ...FAKE_NEWS.valid, status: "verificada" };
  const motivo = "Boato sobre vacina em circulação agora; a revisora está em campo.";
  const notes = async (id: number, acao: string) =>
    (
      await api.db
        .selectFrom("registro_auditoria")
        .select("nota")
        .where("item_id", "=", String(id))
        .where("acao", "=", acao)
        .execute()
    ).map((row) => row.nota);

  const draft = await send(api, autor, "POST", path, { ...body, estado: "em_revisao" });
  const published = await send(api, admin, "POST", `${path}/${draft.body.id}/publicar`, {
    motivo: `  ${motivo} `,
  });
  expect(published).toMatchObject({
    status: 200,
    body: {
      estado: "publicado",
      aprovado_por: null,
      sem_segunda_revisao: true,
      motivo_sem_revisao: motivo,
    },
  });
  expect(await notes(draft.body.id, "publishFakeNews")).toEqual([
    `Sem segunda revisão. Motivo: ${motivo}`,
  ]);
  // Readers do not see why.
  expect((await api.send("GET", `${path}/${draft.body.id}`, { authorization: null })).status).toBe(
    200,
  );
  expect(
    await (await api.send("GET", `${path}/${draft.body.id}`, { authorization: null })).json(),
  ).not.toHaveProperty("motivo_sem_revisao");

  // The specification's call publishes at once, with the direct publication's reason.
  const saved = await send(api, admin, "POST", path, body);
  expect(saved.body).toMatchObject({
    estado: "publicado",
    sem_segunda_revisao: true,
    motivo_sem_revisao: "publicação direta pela API",
  });
  expect(await notes(saved.body.id, "createFakeNews")).toEqual([
    "Sem segunda revisão. Motivo: publicação direta pela API",
  ]);
  const row = await api.db
    .selectFrom("fake_news")
    .select(["sem_segunda_revisao", "motivo_sem_revisao"])
    .where("id", "=", draft.body.id)
    .executeTakeFirstOrThrow();
  expect({ ...row, sem_segunda_revisao: Number(row.sem_segunda_revisao) }).toEqual({
    sem_segunda_revisao: 1,
    motivo_sem_revisao: motivo,
  });

  // A reason too long is refused, and nothing is published.
  const other = await send(api, autor, "POST", path, { ...body, estado: "em_revisao" });
  const refused = await send(api, admin, "POST", `${path}/${other.body.id}/publicar`, {
    motivo: "x".repeat(501),
  });
  expect(refused.status).toBe(400);
  expect(refused.body.details).toEqual({ motivo: WORKFLOW_MESSAGES.motivo });
  expect((await send(api, admin, "GET", `${path}/${other.body.id}`)).body.estado).toBe(
    "em_revisao",
  );
});

test("SECOND_REVIEW=false lets an editor publish a fact-check without approval", async () => {
  const path = "/api/fake-news";
  const editor = await account(secondReviewOff, "editor");
  const body = { ...FAKE_NEWS.valid, status: "verificada" };

  const created = await send(secondReviewOff, editor, "POST", path, body);
  expect(created).toMatchObject({ status: 201, body: { estado: "publicado" } });
  const changed = await send(secondReviewOff, editor, "PUT", `${path}/${created.body.id}`, {
    ...body,
    status: "desmentida",
  });
  expect(changed).toMatchObject({
    status: 200,
    body: { status: "desmentida", estado: "publicado" },
  });
});

test("a scheduled item is found due by the watcher's check once its time has come", async () => {
  const editor = await account(api, "editor");
  const at = new Date(Date.now() + 60_000);
  await send(api, editor, "POST", "/api/noticias", {
    ...NOTICIAS.valid,
    publicar_em: at.toISOString(),
  });
  const before = new Date(at.getTime() - 30_000);
  expect(await anyCameDue(api.db, before, new Date(at.getTime() - 1))).toBe(false);
  expect(await anyCameDue(api.db, before, at)).toBe(true);
  expect(await anyCameDue(api.db, at, new Date(at.getTime() + 30_000))).toBe(false);
});

test.each([
  ["estado", "talvez", WORKFLOW_MESSAGES.estado],
  ["publicar_em", "amanhã", WORKFLOW_MESSAGES.publicarEm],
])(
  "bad state input (%s: %s) answers 400 in Portuguese and stores nothing",
  async (field, value, message) => {
    const editor = await account(api, "editor");

    const answer = await send(api, editor, "POST", "/api/noticias", {
      ...NOTICIAS.valid,
      [field]: value,
    });

    expect(answer).toMatchObject({ status: 400, body: { details: { [field]: message } } });
    expect(await api.count("noticias")).toBe(0);
  },
);

test("anonymous answers are cached no longer than until the next scheduled item comes due", async () => {
  const anonymousMaxAge = async (pathname: string) => {
    const response = await api.send("GET", pathname, { authorization: null });
    return Number(/max-age=(\d+)/.exec(response.headers.get("cache-control") ?? "")?.[1]);
  };
  const shown = await api.create("/api/noticias", NOTICIAS.valid);
  expect(await anonymousMaxAge("/api/noticias")).toBe(300);

  const editor = await account(api, "editor");
  await send(api, editor, "POST", "/api/noticias", {
    ...NOTICIAS.valid,
    publicar_em: new Date(Date.now() + 100_000).toISOString(),
  });
  for (const pathname of ["/api/noticias", `/api/noticias/${shown.id}`]) {
    const maxAge = await anonymousMaxAge(pathname);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(100);
  }
  expect(await anonymousMaxAge("/api/fake-news")).toBe(300);
  for (const pathname of ["/api/busca?q=boato", "/api/temas"]) {
    expect(await anonymousMaxAge(pathname)).toBeLessThanOrEqual(100);
  }
});
