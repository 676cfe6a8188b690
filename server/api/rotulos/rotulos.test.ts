import { expect, test } from "vitest";
import { expectAnswer, invalid, UNAUTHORIZED, useApiServer } from "#tests/helpers/api-server.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { FAKE_NEWS } from "#tests/helpers/content-areas.ts";

const api = useApiServer();

const PATH = "/api/rotulos";

const DEFAULT_SCALE = [
  ["verdadeiro", "Verdadeiro", "verificada"],
  ["falso", "Falso", "desmentida"],
  ["enganoso", "Enganoso", "desmentida"],
  ["fora-de-contexto", "Fora de contexto", "desmentida"],
  ["montagem", "Montagem", "desmentida"],
  ["sem-evidencias", "Sem evidências", "desmentida"],
  ["em-apuracao", "Em apuração", "em_analise"],
];

const SATIRA = {
  slug: "satira",
  nome: "Sátira",
  cor: "#3D5A80",
  icone: "alerta",
  definicao: "Conteúdo humorístico que passou a circular como se fosse real.",
  status: "desmentida",
};

test("GET /api/rotulos lists the default Brazilian scale of a fresh site, publicly", async () => {
  const response = await api.send("GET", PATH);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  const scale = (await response.json()) as Record<string, string>[];
  expect(scale.map((rotulo) => [rotulo.slug, rotulo.nome, rotulo.status])).toEqual(DEFAULT_SCALE);
  expect(Object.keys(scale[0]!)).toEqual(["slug", "nome", "cor", "icone", "definicao", "status"]);
});

test("an editor adds, changes and deletes a rating, and each read shows the change", async () => {
  const editor = await createTestAdmin(api.db, { papel: "editor" });
  const authorization = editor.authorization;
  // Read first, so a kept answer would show if a write did not replace it.
  await api.send("GET", PATH);

  const created = await api.send("POST", PATH, { body: SATIRA, authorization });
  await expectAnswer(created, 201, { ...SATIRA, cor: "#3d5a80" });
  expect((await api.read<{ slug: string }[]>(PATH)).at(-1)?.slug).toBe("satira");

  const changed = { ...SATIRA, nome: "Sátira ou paródia", icone: "xis" };
  const { slug: _slug, ...fields } = changed;
  const updated = await api.send("PUT", `${PATH}/satira`, { body: fields, authorization });
  await expectAnswer(updated, 200, { ...changed, cor: "#3d5a80" });
  expect((await api.read<{ nome: string }[]>(PATH)).at(-1)?.nome).toBe("Sátira ou paródia");

  const deleted = await api.send("DELETE", `${PATH}/satira`, { authorization });
  expect(deleted.status).toBe(204);
  expect((await api.read<{ slug: string }[]>(PATH)).map((rotulo) => rotulo.slug)).toEqual(
    DEFAULT_SCALE.map(([slug]) => slug),
  );
});

test("writes to the scale need a signed-in editor", async () => {
  const autor = await createTestAdmin(api.db, { papel: "autor" });

  await expectAnswer(
    await api.send("POST", PATH, { body: SATIRA, authorization: null }),
    401,
    UNAUTHORIZED,
  );
  const refused = await api.send("DELETE", `${PATH}/falso`, {
    authorization: autor.authorization,
  });
  expect(refused.status).toBe(403);
  expect(await api.count("rotulos")).toBe(DEFAULT_SCALE.length);
});

test.each([
  ["a slug with capitals and spaces", { slug: "Meio Falso" }, "slug"],
  ["a colour that is not #rrggbb", { cor: "vermelho" }, "cor"],
  ["an icon outside the list", { icone: "estrela" }, "icone"],
  ["a status outside the specification's", { status: "falsa" }, "status"],
  ["no name", { nome: " " }, "nome"],
  ["no definition", { definicao: "" }, "definicao"],
])("POST /api/rotulos answers 400 and stores nothing for %s", async (_case, change, field) => {
  const response = await api.send("POST", PATH, { body: { ...SATIRA, ...change } });

  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: string; details: Record<string, string> };
  expect(body.error).toBe("Dados inválidos.");
  expect(Object.keys(body.details)).toEqual([field]);
  expect(await api.count("rotulos")).toBe(DEFAULT_SCALE.length);
});

test("POST /api/rotulos refuses a slug already in the scale with 409", async () => {
  const response = await api.send("POST", PATH, { body: { ...SATIRA, slug: "falso" } });

  await expectAnswer(response, 409, {
    error: "Já existe um rótulo com este endereço.",
    details: { slug: "Já existe um rótulo com este endereço." },
  });
  expect((await api.read<{ nome: string }[]>(PATH))[1]?.nome).toBe("Falso");
});

test("a rating in use cannot be deleted, nor moved to another status; once free it can", async () => {
  const created = await api.create(FAKE_NEWS.path, { ...FAKE_NEWS.valid, rotulo: "montagem" });

  await expectAnswer(await api.send("DELETE", `${PATH}/montagem`), 409, {
    error: "Este rótulo está em uso em 1 checagem; troque o rótulo dela antes de excluí-lo.",
  });
  const moved = await api.send("PUT", `${PATH}/montagem`, {
    body: { ...SATIRA, nome: "Montagem", status: "verificada" },
  });
  expect(moved.status).toBe(409);
  expect((await api.rows("fake_news"))[0]?.rotulo).toBe("montagem");

  await api.send("PUT", `${FAKE_NEWS.path}/${created.id}`, {
    body: { ...FAKE_NEWS.valid, rotulo: "falso" },
  });
  expect((await api.send("DELETE", `${PATH}/montagem`)).status).toBe(204);
});

test("PUT and DELETE of a rating that does not exist answer 404", async () => {
  const { slug: _slug, ...fields } = SATIRA;

  await expectAnswer(await api.send("PUT", `${PATH}/nenhum`, { body: fields }), 404, {
    error: "Rótulo não encontrado.",
  });
  await expectAnswer(await api.send("DELETE", `${PATH}/Não Existe`), 404, {
    error: "Rótulo não encontrado.",
  });
});

test("an invalid body answers the field messages in Portuguese", async () => {
  const response = await api.send("POST", PATH, { body: { ...SATIRA, cor: "#12345" } });

  await expectAnswer(
    response,
    400,
    invalid({ cor: "Informe a cor no formato #RRGGBB (por exemplo, #C62828)." }),
  );
});
