import sharp from "sharp";
import { expect, test } from "vitest";
import {
  BAD_AUTHORIZATIONS,
  expectAnswer,
  invalid,
  UNAUTHORIZED,
} from "#tests/helpers/api-server.ts";
import { EQUIPE, expectCreateRefused, itemCreator } from "#tests/helpers/content-areas.ts";
import {
  fakeImageDataUrl,
  pngDataUrl,
  storedImageUrl,
  useApiServerWithImageHost,
} from "#tests/helpers/images.ts";
import { CARGOS, cargoSlug, findCargoBySlug } from "./schema.ts";
import { listMembrosByCargo } from "./service.ts";

// What every content area shares (404s, 401s, ETags, deletion…) is in ../content-areas.test.ts.
const { api, host } = useApiServerWithImageHost({ clean: ["membros", "media"] });
const { path, valid } = EQUIPE;

const create = itemCreator(api, EQUIPE);

/** The member was created (201), and answered with these fields among the others. */
async function expectCreatedWith(response: Response, fields: Record<string, unknown>) {
  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject(fields);
}

/** What a member answers for each optional field left out or blank. */
const WITHOUT_OPTIONAL_FIELDS = { biografia: null, foto: null, email: null, lattes: null };

test("the cargos are the specification's six, in its order", () => {
  expect(CARGOS).toEqual([
    "Professor",
    "Acadêmico",
    "Mestrando",
    "Pesquisador",
    "Comunidade Externa",
    "Servidor",
  ]);
});

test("each cargo has a group page whose slug finds it back", () => {
  expect(CARGOS.map((cargo) => findCargoBySlug(cargoSlug(cargo)))).toEqual(CARGOS);
});

test.each([
  ["Professor", "professor"],
  ["Acadêmico", "acadêmico"],
  ["Comunidade Externa", "comunidade-externa"],
])("cargoSlug turns %s into %s, and findCargoBySlug turns it back", (cargo, slug) => {
  expect(cargoSlug(cargo)).toBe(slug);
  expect(findCargoBySlug(slug)).toBe(cargo);
});

test("findCargoBySlug reads accents in either Unicode form and capitals", () => {
  expect(findCargoBySlug("acade\u0302mico")).toBe("Acadêmico");
  expect(findCargoBySlug("Comunidade-Externa")).toBe("Comunidade Externa");
});

test.each(["diretor", "comunidade externa", ""])(
  "findCargoBySlug finds no cargo for %j",
  (slug) => {
    expect(findCargoBySlug(slug)).toBeUndefined();
  },
);

test.each(CARGOS)("POST accepts the cargo '%s'", async (cargo) => {
  const response = await api.send("POST", path, { body: { ...valid, cargo } });

  await expectCreatedWith(response, { cargo });
});

test("POST with only name and cargo answers the other fields as null", async () => {
  const response = await api.send("POST", path, { body: { nome: "Bruno", cargo: "Servidor" } });

  await expectAnswer(response, 201, {
    id: expect.any(Number),
    nome: "Bruno",
    cargo: "Servidor",
    ...WITHOUT_OPTIONAL_FIELDS,
  });
});

test("POST turns empty optional fields into null", async () => {
  const response = await api.send("POST", path, {
    body: {
      ...valid,
      biografia: "<p><br></p>",
      foto: "",
      email: "  ",
      lattes: " ",
    },
  });

  await expectCreatedWith(response, WITHOUT_OPTIONAL_FIELDS);
});

test("POST sanitises the biography and trims the other text", async () => {
  const response = await api.send("POST", path, {
    body: {
      ...valid,
      nome: "  Ana Souza ",
      biografia:
        '<p style="color:red">Bio <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>',
      email: "  ana@example.org ",
    },
  });

  await expectCreatedWith(response, {
    nome: "Ana Souza",
    biografia: "<p>Bio <a>x</a></p>",
    email: "ana@example.org",
  });
});

test("POST keeps an e-mail without checking its format", async () => {
  const response = await api.send("POST", path, { body: { ...valid, email: "ana na secretaria" } });

  await expectCreatedWith(response, { email: "ana na secretaria" });
});

test.each([
  "https://lattes.cnpq.br/1234567890123456",
  "http://www.lattes.cnpq.br/123",
  "http://lattes.cnpq.br/123",
  "https://www.lattes.cnpq.br/buscatextual/visualizacv.do?id=K4123456A7",
])("POST accepts the Lattes link %s", async (lattes) => {
  const response = await api.send("POST", path, { body: { ...valid, lattes } });

  await expectCreatedWith(response, { lattes });
});

test("POST trims the Lattes link before checking it", async () => {
  const response = await api.send("POST", path, {
    body: {
      ...valid,
      lattes: "  https://lattes.cnpq.br/123  ",
    },
  });

  await expectCreatedWith(response, { lattes: "https://lattes.cnpq.br/123" });
});

test.each([
  "https://evil.com/lattes.cnpq.br/1",
  "https://lattes.cnpq.br.evil.com/1",
  "https://lattes.cnpq.br@evil.com/1",
  "https://wwwlattes.cnpq.br/1",
  "https://lattes.cnpq.br",
  "https://lattes.cnpq.br/",
  "lattes.cnpq.br/1234567890123456",
  "ftp://lattes.cnpq.br/1",
  "javascript:alert('lattes.cnpq.br/1')",
  "https://lattes.cnpq.br/12 34",
  `https://lattes.cnpq.br/${"1".repeat(2048)}`,
])(
  "POST rejects the Lattes link %s with the specification's message and stores nothing",
  async (lattes) => {
    const response = await api.send("POST", path, { body: { ...valid, lattes } });

    await expectAnswer(
      response,
      400,
      invalid({ lattes: "Informe um link Lattes válido (lattes.cnpq.br/...)" }),
    );
    expect(await api.count("membros")).toBe(0);
  },
);

test.each([
  ["nome", "  ", "Campo obrigatório."],
  ["nome", "x".repeat(201), "Use no máximo 200 caracteres."],
  ["cargo", "", "Campo obrigatório."],
  ["cargo", "Diretor", "Escolha um cargo da lista."],
  ["cargo", "professor", "Escolha um cargo da lista."],
  ["biografia", 12, "Texto inválido."],
  ["biografia", "x".repeat(10_001), "Use no máximo 10000 caracteres."],
  ["email", "x".repeat(255), "Use no máximo 254 caracteres."],
  [
    "foto",
    "ftp://example.org/ana.jpg",
    "Envie um arquivo de imagem ou um endereço que comece com http:// ou https://.",
  ],
  [
    "foto",
    "data:text/html;base64,PHNjcmlwdD4=",
    "Envie um arquivo de imagem ou um endereço que comece com http:// ou https://.",
  ],
])("POST with %s = %j answers 400 '%s' and stores nothing", (field, value, message) =>
  expectCreateRefused(api, EQUIPE, { [field]: value }, { [field]: message }),
);

test("POST stores a photo sent as a data URL and answers its /media/ URL", async () => {
  const response = await api.send("POST", path, {
    body: { ...valid, foto: await pngDataUrl(3, 2) },
  });

  expect(response.status).toBe(201);
  const { foto } = (await response.json()) as { foto: string };
  expect(foto).toMatch(/^\/media\/[a-f0-9]{64}\.3x2\.webp$/);
  const image = await fetch(`${api.url}${foto}`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/webp");
  expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
    width: 3,
    height: 2,
  });
});

test("POST imports a photo given by address and answers its /media/ URL", async () => {
  const jpeg = await sharp({
    create: { width: 6, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const stored = storedImageUrl(jpeg, 6, 8);
  const address = host.serve("/pessoas/ana.jpg", jpeg, "image/jpeg");

  const response = await api.send("POST", path, { body: { ...valid, foto: address } });

  await expectCreatedWith(response, { foto: stored });
  const image = await fetch(`${api.url}${stored}`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/webp");
});

test("POST with a photo address that is not an image answers 415 and stores nothing", async () => {
  const address = host.serve(
    "/pessoas/bio.txt",
    Buffer.from("Ana pesquisa desinformação."),
    "text/plain",
  );

  const response = await api.send("POST", path, { body: { ...valid, foto: address } });

  await expectAnswer(response, 415, { error: "O arquivo enviado não é uma imagem válida." });
  expect(await api.count("membros")).toBe(0);
  expect(await api.count("media")).toBe(0);
});

test("POST keeps a photo already stored under /media/", async () => {
  const { foto } = (await (
    await api.send("POST", path, { body: { ...valid, foto: await pngDataUrl(4, 4) } })
  ).json()) as {
    foto: string;
  };

  const response = await api.send("POST", path, { body: { ...valid, nome: "Outra", foto } });

  await expectCreatedWith(response, { foto });
});

test("POST with a data URL that is not an image answers 415 and stores nothing", async () => {
  const notAnImage = fakeImageDataUrl("image/png", "não sou uma imagem");

  const response = await api.send("POST", path, { body: { ...valid, foto: notAnImage } });

  await expectAnswer(response, 415, { error: "O arquivo enviado não é uma imagem válida." });
  expect(await api.count("membros")).toBe(0);
  expect(await api.count("media")).toBe(0);
});

test("POST with a /media/ photo that was never stored answers 400 and stores nothing", async () => {
  const response = await api.send("POST", path, {
    body: {
      ...valid,
      foto: `/media/${"ab".repeat(32)}.400x400.webp`,
    },
  });

  await expectAnswer(response, 400, { error: "Imagem inválida." });
  expect(await api.count("membros")).toBe(0);
});

test("POST with invalid fields and a photo stores neither", async () => {
  const response = await api.send("POST", path, {
    body: {
      ...valid,
      cargo: "Diretor",
      foto: await pngDataUrl(2, 2),
    },
  });

  expect(response.status).toBe(400);
  expect(await api.count("membros")).toBe(0);
  expect(await api.count("media")).toBe(0);
});

test("GET /api/equipe lists in cargo order, then by name as Portuguese sorts it", async () => {
  const ana = await create({ nome: "Ana", cargo: "Servidor" });
  const ze = await create({ nome: "Zé", cargo: "Professor" });
  const bruno = await create({ nome: "Bruno", cargo: "Acadêmico" });
  const alvaro = await create({ nome: "Álvaro", cargo: "Professor" });
  const carla = await create({ nome: "Carla", cargo: "Comunidade Externa" });
  const bruna = await create({ nome: "bruna", cargo: "Professor" });
  const mario = await create({ nome: "Mário", cargo: "Mestrando" });
  const paula = await create({ nome: "Paula", cargo: "Pesquisador" });

  const ids = await api.listIds(path);

  expect(ids).toEqual([alvaro.id, bruna.id, ze.id, bruno.id, mario.id, paula.id, carla.id, ana.id]);
});

test("listMembrosByCargo answers only that cargo's members, by name", async () => {
  const ze = await create({ nome: "Zé", cargo: "Professor" });
  await create({ nome: "Bruno", cargo: "Acadêmico" });
  const alvaro = await create({ nome: "Álvaro", cargo: "Professor" });

  const membros = await listMembrosByCargo(api.db, "Professor");

  expect(membros).toEqual([
    { id: alvaro.id, ...valid, nome: "Álvaro" },
    { id: ze.id, ...valid, nome: "Zé" },
  ]);
  expect(await listMembrosByCargo(api.db, "Servidor")).toEqual([]);
});

test("PUT /api/equipe/:id replaces the member and answers 200", async () => {
  const { id } = await create();
  const changes = {
    nome: "Ana S. Lima",
    cargo: "Pesquisador",
    biografia: "<p>Nova bio</p>",
    foto: null,
    email: "",
    lattes: "http://www.lattes.cnpq.br/999",
  };

  const response = await api.send("PUT", `${path}/${id}`, { body: changes });

  const expected = { id, ...changes, email: null };
  await expectAnswer(response, 200, expected);
  const read = await api.send("GET", `${path}/${id}`, { authorization: api.authorization });
  expect(await read.json()).toEqual(expected);
});

test("PUT with a new photo as a data URL stores it", async () => {
  const { id } = await create();

  const response = await api.send("PUT", `${path}/${id}`, {
    body: {
      ...valid,
      foto: await pngDataUrl(5, 5),
    },
  });

  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    foto: expect.stringMatching(/^\/media\/[a-f0-9]{64}\.5x5\.webp$/),
  });
});

test("PUT /api/equipe/:id of an unknown id answers 404 and stores neither member nor photo", async () => {
  const response = await api.send("PUT", `${path}/999`, {
    body: { ...valid, foto: await pngDataUrl(2, 2) },
  });

  await expectAnswer(response, 404, { error: "Membro não encontrado." });
  expect(await api.count("membros")).toBe(0);
  expect(await api.count("media")).toBe(0);
});

test("POST with a photo but without a token answers 401 and stores no image", async () => {
  const response = await api.send("POST", path, {
    authorization: null,
    body: { ...valid, foto: await pngDataUrl(2, 2) },
  });

  await expectAnswer(response, 401, UNAUTHORIZED);
  expect(await api.rows("membros")).toEqual([]);
  expect(await api.count("media")).toBe(0);
});

test("GET /api/equipe answers anonymous callers what the team page shows: no e-mail, no biography", async () => {
  const { id } = await create();

  const list = await api.send("GET", path);
  const item = await api.send("GET", `${path}/${id}`);

  const publico = {
    id,
    nome: valid.nome,
    cargo: valid.cargo,
    foto: null,
    lattes: valid.lattes,
  };
  for (const response of [list, item]) {
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("vary")).toMatch(/\bAuthorization\b/);
  }
  expect(await list.json()).toEqual([publico]);
  expect(await item.json()).toEqual(publico);
});

test("GET /api/equipe with an editor's token answers the whole member, never cached", async () => {
  const created = await create();

  const list = await api.send("GET", path, { authorization: api.authorization });
  const item = await api.send("GET", `${path}/${created.id}`, {
    authorization: api.authorization,
  });

  for (const response of [list, item]) {
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  }
  expect(created).toMatchObject({ email: valid.email, biografia: valid.biografia });
  expect(await list.json()).toEqual([created]);
  expect(await item.json()).toEqual(created);
});

test.each(BAD_AUTHORIZATIONS.filter(([name]) => name !== "without a token"))(
  "GET /api/equipe %s answers 401 rather than the public view",
  async (_case, badAuthorization) => {
    const { id } = await create();
    const authorization = await badAuthorization(api);

    const list = await api.send("GET", path, { authorization });
    const item = await api.send("GET", `${path}/${id}`, { authorization });

    for (const response of [list, item]) await expectAnswer(response, 401, UNAUTHORIZED);
  },
);
