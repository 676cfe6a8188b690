import { expect, test } from "vitest";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { expectAnswer, UNAUTHORIZED, useApiServer } from "#tests/helpers/api-server.ts";
import { FAKE_NEWS, NOTICIAS } from "#tests/helpers/content-areas.ts";

// GET /api/autores: whom the admin lists' author filter offers (decision 037).
const api = useApiServer();

test("GET /api/autores answers 401 without a session", async () => {
  await expectAnswer(await api.send("GET", "/api/autores"), 401, UNAUTHORIZED);
});

test("GET /api/autores answers every account that created a news item or a fact-check, once, by name", async () => {
  const bruna = await createTestAdmin(api.db, { nome: "Bruna Autora", papel: "autor" });
  const caio = await createTestAdmin(api.db, { nome: "Caio Editor", papel: "editor" });
  const ana = await createTestAdmin(api.db, { nome: "Ana Repórter", papel: "autor" });
  const semTextos = await createTestAdmin(api.db, { nome: "Aaron Sem Textos", papel: "editor" });
  const create = async (path: string, body: object, authorization: string) => {
    const response = await api.send("POST", path, { body, authorization });
    expect(response.status).toBe(201);
  };
  await create(NOTICIAS.path, NOTICIAS.valid, bruna.authorization);
  await create(FAKE_NEWS.path, FAKE_NEWS.valid, bruna.authorization);
  await create(NOTICIAS.path, NOTICIAS.valid, caio.authorization);
  await create(FAKE_NEWS.path, { ...FAKE_NEWS.valid, estado: "rascunho" }, ana.authorization);
  // Items stored before accounts were recorded have no author and name nobody.
  await api.db.insertInto("noticias").values(legacyNoticia()).execute();
  // A disabled account still authored its items.
  await api.db
    .updateTable("administradores")
    .set({ desativado_em: new Date().toISOString() })
    .where("id", "=", caio.id)
    .execute();

  // Any role may read it: an autor filters the lists too.
  await expectAnswer(
    await api.send("GET", "/api/autores", { authorization: semTextos.authorization }),
    200,
    [
      { id: ana.id, nome: "Ana Repórter" },
      { id: bruna.id, nome: "Bruna Autora" },
      { id: caio.id, nome: "Caio Editor" },
    ],
  );
  const response = await api.send("GET", "/api/autores", { authorization: ana.authorization });
  expect(response.headers.get("cache-control")).toBe("no-store");
});

function legacyNoticia() {
  const now = new Date().toISOString();
  return {
    titulo: "Notícia de antes das contas",
    lead: "Lead",
    conteudo: "<p>Texto</p>",
    fontes: "[]",
    imagens: "[]",
    legendas: "[]",
    alts: "[]",
    autor: "Equipe",
    data_publicacao: now.slice(0, 10),
    created_at: now,
    updated_at: now,
  };
}
