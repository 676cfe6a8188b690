import { expect, test } from "vitest";
import { expectAnswer, invalid } from "#tests/helpers/api-server.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import {
  expectCreateRefused,
  itemCreator,
  NOTICIAS,
  PUBLISHED_AT_ONCE,
} from "#tests/helpers/content-areas.ts";
import { insertDailyNoticias, insertNoticia } from "#tests/helpers/content-rows.ts";
import {
  hostedPng,
  pngDataUrl,
  STORED_IMAGE_URL,
  useApiServerWithImageHost,
} from "#tests/helpers/images.ts";
import { listNoticias, listRelatedNoticias } from "./service.ts";

// What every content area shares (404s, 401s, ETags…) is in ../content-areas.test.ts, and
// what news share with fake news (images, captions) in ../articles.test.ts.
const { api, host } = useApiServerWithImageHost({ adminName: "Ana Redatora", clean: ["noticias"] });
const { path } = NOTICIAS;

function validInput(overrides: Record<string, unknown> = {}) {
  return { ...NOTICIAS.valid, ...overrides };
}

const createNoticia = itemCreator(api, NOTICIAS);

test("POST /api/noticias stores the item and answers 201 with it, authored by the logged-in admin", async () => {
  const before = new Date().toISOString();

  const response = await api.send("POST", path, { body: validInput() });

  const after = new Date().toISOString();
  expect(response.status).toBe(201);
  const body = await response.json();
  expect(body).toEqual({
    id: expect.any(Number),
    ...NOTICIAS.valid,
    data_publicacao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    autor: "Ana Redatora",
    uf: null,
    municipio: null,
    ...PUBLISHED_AT_ONCE,
    revisao: 1,
  });
  expect(body.data_publicacao >= before && body.data_publicacao <= after).toBe(true);
  const [row] = await api.rows("noticias");
  expect(row).toMatchObject({
    id: body.id,
    titulo: "Boato sobre vacina circula em Boa Vista",
    fontes: '["Ministério da Saúde","https://www.gov.br/saude"]',
    data_publicacao: body.data_publicacao,
    autor: "Ana Redatora",
  });
});

test("POST /api/noticias keeps an autor given in the form", async () => {
  const body = await createNoticia({ autor: "Redação do Observatório" });

  expect(body.autor).toBe("Redação do Observatório");
});

test("POST /api/noticias stores absent optional fields as null or empty and tidies the tags", async () => {
  const input = validInput({ tags: " saúde ,, vacinas ,", video: "" });
  delete (input as Partial<typeof input>).subtitulo;
  delete (input as Partial<typeof input>).conclusao;
  delete (input as Partial<typeof input>).imagens;
  delete (input as Partial<typeof input>).legendas;
  delete (input as Partial<typeof input>).alts;

  const response = await api.send("POST", path, { body: input });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    subtitulo: null,
    conclusao: null,
    tags: "saúde, vacinas",
    imagens: [],
    legendas: [],
    alts: [],
    video: null,
  });
});

test.each([
  "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  "https://youtu.be/dQw4w9WgXcQ",
  "https://www.youtube.com/shorts/abc123",
  "https://vimeo.com/76979871",
  "https://player.vimeo.com/video/76979871",
])("POST /api/noticias accepts the video link %s", async (video) => {
  const body = await createNoticia({ video });

  expect(body.video).toBe(video);
});

test("POST /api/noticias keeps the tags as plain text", async () => {
  const body = await createNoticia({ tags: "<tag>" });

  expect(body.tags).toBe("<tag>");
});

test("POST /api/noticias counts the lead's text, not markup the sanitiser removes", async () => {
  const text = "a".repeat(300);

  const body = await createNoticia({
    lead: `<span class="destaque" style="color: red">${text}</span>`,
  });

  expect(body.lead).toBe(text);
});

test("POST /api/noticias accepts a lead of 300 characters of text with its emphasis kept", async () => {
  const lead = `<p><strong>${"a".repeat(290)}</strong> <em>bbbbbbbbb</em></p>`;

  const body = await createNoticia({ lead });

  expect(body.lead).toBe(lead);
});

test.each([
  [
    "lead has 301 characters",
    { lead: "a".repeat(301) },
    { lead: "O lead deve ter no máximo 300 caracteres." },
  ],
  [
    "lead has 301 characters of text inside markup",
    { lead: `<p><strong>${"a".repeat(301)}</strong></p>` },
    { lead: "O lead deve ter no máximo 300 caracteres." },
  ],
  [
    "conteudo is an emptied editor",
    { conteudo: "<p><br></p>" },
    { conteudo: "Campo obrigatório." },
  ],
  ["fontes is missing", { fontes: undefined }, { fontes: "Informe pelo menos uma fonte." }],
  ["fontes is empty", { fontes: [] }, { fontes: "Informe pelo menos uma fonte." }],
  [
    "video is not YouTube or Vimeo",
    { video: "https://example.org/video.mp4" },
    { video: "Informe um link do YouTube ou do Vimeo." },
  ],
  [
    "video is a look-alike host",
    { video: "https://youtube.com.evil.example/watch" },
    { video: "Informe um link do YouTube ou do Vimeo." },
  ],
  [
    "video is a javascript: URL",
    { video: "javascript:alert(1)" },
    { video: "Informe um link do YouTube ou do Vimeo." },
  ],
  [
    "imagens is not a list",
    { imagens: "https://example.org/a.png" },
    { imagens: "Envie uma lista de imagens." },
  ],
])("POST /api/noticias answers 400 and stores nothing when %s", (_case, overrides, details) =>
  expectCreateRefused(api, NOTICIAS, overrides, details),
);

test("POST /api/noticias reports every invalid field at once", async () => {
  const response = await api.send("POST", path, {
    body: {
      titulo: "",
      lead: "a".repeat(301),
      conteudo: "",
      fontes: [""],
      video: "https://example.org",
    },
  });

  await expectAnswer(
    response,
    400,
    invalid({
      titulo: "Campo obrigatório.",
      lead: "O lead deve ter no máximo 300 caracteres.",
      conteudo: "Campo obrigatório.",
      "fontes.0": "Informe a fonte.",
      video: "Informe um link do YouTube ou do Vimeo.",
    }),
  );
  expect(await api.rows("noticias")).toEqual([]);
});

test("GET /api/noticias keeps 50 items with two images each under 100 KB", async () => {
  const images = [
    await pngDataUrl(12, 8, { r: 250, g: 200, b: 0 }),
    await pngDataUrl(12, 8, { r: 0, g: 200, b: 250 }),
  ];
  for (let index = 0; index < 50; index += 1) {
    const response = await api.send("POST", path, {
      body: validInput({ titulo: `Notícia ${index}`, imagens: images }),
    });
    expect(response.status).toBe(201);
  }

  const response = await api.send("GET", path);

  expect(response.status).toBe(200);
  const text = await response.text();
  const list = JSON.parse(text) as { imagens: string[] }[];
  expect(list).toHaveLength(50);
  expect(
    list.every(
      (item) =>
        item.imagens.length === 2 && item.imagens.every((url) => STORED_IMAGE_URL.test(url)),
    ),
  ).toBe(true);
  expect(Buffer.byteLength(text)).toBeLessThan(100 * 1024);
});

test("GET /api/noticias lists the newest publication first", async () => {
  const older = await insertNoticia(api.db, {
    titulo: "Antiga",
    data_publicacao: "2026-03-01T12:00:00.000Z",
  });
  const newest = await insertNoticia(api.db, {
    titulo: "Mais nova",
    data_publicacao: "2026-05-01T09:30:00.000Z",
  });
  // Inserted last but published in between: the date decides, not the id.
  const middle = await insertNoticia(api.db, {
    titulo: "Do meio",
    data_publicacao: "2026-04-01T08:00:00.000Z",
  });

  const response = await api.send("GET", path);

  const list = (await response.json()) as { id: number; titulo: string }[];
  expect(list.map((item) => item.id)).toEqual([newest, middle, older]);
});

test("PUT /api/noticias/:id replaces the fields and keeps the publication date and author", async () => {
  const created = await createNoticia();
  const capa = await hostedPng(host, "/capa-nova.png", {
    width: 12,
    height: 8,
    background: { r: 90, g: 90, b: 90 },
  });
  const { authorization: otherEditor } = await createTestAdmin(api.db, {
    nome: "Bruno Revisor",
  });

  // Stored and answered as sent.
  const kept = {
    titulo: "Título corrigido",
    lead: "<p>Novo lead</p>",
    conclusao: null,
    fontes: ["Agência Lupa"],
    tags: "checagem",
    alts: ["Capa"],
    video: "https://vimeo.com/1",
  };

  const response = await api.send("PUT", `${path}/${created.id}`, {
    authorization: otherEditor,
    body: validInput({
      ...kept,
      subtitulo: "",
      conteudo: "<p>Novo texto<script>x()</script></p>",
      imagens: [capa.address],
      legendas: [],
      data_publicacao: "2000-01-01T00:00:00.000Z",
    }),
  });

  expect(response.status).toBe(200);
  const expected = {
    id: created.id,
    ...kept,
    subtitulo: null,
    conteudo: "<p>Novo texto</p>",
    imagens: [capa.url],
    legendas: [""],
    data_publicacao: created.data_publicacao,
    autor: "Ana Redatora",
    uf: null,
    municipio: null,
    revisao: 2,
  };
  // The editor gets the publication state too; anonymous readers only the item.
  expect(await response.json()).toEqual({
    ...expected,
    estado: "publicado",
    publicar_em: null,
    criado_por: expect.any(Number),
    atualizado_por: expect.any(Number),
  });
  expect(await (await api.send("GET", `${path}/${created.id}`)).json()).toEqual(expected);
});

test("PUT /api/noticias/:id changes the author when the form gives one", async () => {
  const created = await createNoticia();

  const response = await api.send("PUT", `${path}/${created.id}`, {
    body: validInput({ autor: "Carla Colunista" }),
  });

  expect(response.status).toBe(200);
  expect(((await response.json()) as { autor: string }).autor).toBe("Carla Colunista");
});

test("listNoticias honours the limit and listRelatedNoticias gives the three newest others", async () => {
  const [day1, day2, day3, day4, day5] = await insertDailyNoticias(api.db, 5);

  const limited = await listNoticias(api.db, { limit: 2 });
  const related = await listRelatedNoticias(api.db, day4 ?? 0);

  expect(limited.map((item) => item.id)).toEqual([day5, day4]);
  expect(related.map((item) => item.id)).toEqual([day5, day3, day2]);
  expect(related.map((item) => item.id)).not.toContain(day1);
});
