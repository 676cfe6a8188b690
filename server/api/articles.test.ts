import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { expectAnswer, invalid } from "#tests/helpers/api-server.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { expectCreateRefused, FAKE_NEWS, NOTICIAS } from "#tests/helpers/content-areas.ts";
import {
  fakeImageDataUrl,
  hostedPng,
  pngDataUrl,
  STORED_IMAGE_URL,
  useApiServerWithImageHost,
} from "#tests/helpers/images.ts";
import { startTestServer } from "#tests/helpers/test-server.ts";

// The news and the fake-news entries share their rich text, sources and images with
// captions and alt texts: what they answer alike is tested here for both.
const { api, host } = useApiServerWithImageHost({ clean: ["noticias", "fake_news", "media"] });

const REQUIRED = "Campo obrigatório.";
const IMAGE_MESSAGE =
  "Envie um arquivo de imagem ou um endereço que comece com http:// ou https://.";
const NOT_AN_IMAGE = { error: "O arquivo enviado não é uma imagem válida." };
const NOT_DOWNLOADED = { error: "Não foi possível baixar a imagem do endereço informado." };

describe.each([NOTICIAS, FAKE_NEWS])("$path", (area) => {
  const { path, table, valid } = area;
  const input = (changes: Record<string, unknown>) => ({ ...valid, ...changes });
  const hosted = (at: string, background: { r: number; g: number; b: number }) =>
    hostedPng(host, `${path}${at}`, { width: 12, height: 8, background });

  test.each([
    ["lead", '<p onclick="roubar()">Lead<script>alert(1)</script></p>', "<p>Lead</p>"],
    [
      "lead",
      '<p onmouseover="x()">Lead <iframe src="https://evil.example"></iframe></p>',
      "<p>Lead </p>",
    ],
    [
      "conteudo",
      '<p onclick="roubar()">Texto <a href="javascript:alert(1)">clique</a> e <a href="https://example.org">fonte</a></p>' +
        '<script>alert("x")</script><iframe src="https://evil.example"></iframe>',
      '<p>Texto <a>clique</a> e <a href="https://example.org" target="_blank" rel="noopener noreferrer">fonte</a></p>',
    ],
    [
      "conteudo",
      '<p onclick="roubar()">Veja <a href="javascript:alert(1)">aqui</a></p><script>alert(1)</script>' +
        '<iframe src="https://evil.example">x</iframe><p><a href="mailto:contato@example.org">contato</a></p>',
      '<p>Veja <a>aqui</a></p><p><a href="mailto:contato@example.org">contato</a></p>',
    ],
    ["conclusao", '<p>Fim<iframe src="https://evil.example">x</iframe></p>', "<p>Fim</p>"],
    ["conclusao", "<p>Fim</p><script>x()</script>", "<p>Fim</p>"],
  ])(
    "POST removes scripts, iframes, event handlers and javascript: links from the %s",
    async (field, html, kept) => {
      const body = await api.create(path, input({ [field]: html }));

      expect(body[field]).toBe(kept);
      const [row] = await api.rows(table);
      expect(row?.[field as "lead" | "conteudo" | "conclusao"]).toBe(kept);
    },
  );

  test("POST keeps the title, subtitle and sources as plain text", async () => {
    const plain = {
      titulo: "<b>Título</b> & cia",
      subtitulo: "<i>sub</i>",
      fontes: ["<a href='x'>fonte</a>", "<i>fonte</i>"],
    };

    const body = await api.create(path, input(plain));

    expect(body).toMatchObject(plain);
  });

  test.each([
    ["titulo is missing", { titulo: undefined }, { titulo: REQUIRED }],
    ["titulo is blank", { titulo: "   " }, { titulo: REQUIRED }],
    ["lead is missing", { lead: undefined }, { lead: REQUIRED }],
    ["lead is only markup", { lead: "<p><br></p>" }, { lead: REQUIRED }],
    ["conteudo is missing", { conteudo: undefined }, { conteudo: REQUIRED }],
    [
      "conteudo has text only inside removed blocks",
      { conteudo: "<object>texto</object>" },
      { conteudo: REQUIRED },
    ],
    ["a listed source is blank", { fontes: ["Fonte", "  "] }, { "fontes.1": "Informe a fonte." }],
    ["a listed source is empty", { fontes: ["Fonte", ""] }, { "fontes.1": "Informe a fonte." }],
    [
      "an image is an ftp: address",
      { imagens: ["ftp://example.org/a.png"] },
      { "imagens.0": IMAGE_MESSAGE },
    ],
    [
      "an image is a javascript: URL",
      { imagens: ["javascript:alert(1)"] },
      { "imagens.0": IMAGE_MESSAGE },
    ],
  ])("POST answers 400 and stores nothing when %s", (_case, changes, details) =>
    expectCreateRefused(api, area, changes, details),
  );

  test("POST tidies the tags and stores the state in capitals with its municipality", async () => {
    const body = await api.create(
      path,
      input({ tags: " saúde ,, vacinas ,", uf: " pa ", municipio: "  Belém " }),
    );

    expect(body).toMatchObject({ tags: "saúde, vacinas", uf: "PA", municipio: "Belém" });
    const [row] = await api.rows(table);
    expect(row).toMatchObject({ tags: "saúde, vacinas", uf: "PA", municipio: "Belém" });
  });

  test("POST without tags or place stores them as null, and PUT clears them", async () => {
    const created = await api.create(path, input({ tags: "saúde", uf: "AM" }));
    expect(created).toMatchObject({ tags: "saúde", uf: "AM", municipio: null });

    const response = await api.send("PUT", `${path}/${created.id}`, {
      body: input({ tags: "", uf: "" }),
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ tags: null, uf: null, municipio: null });
  });

  test.each([
    ["the state is not one of the 27", { uf: "XX" }, { uf: "Estado inválido." }],
    ["the state is not a text", { uf: 15 }, { uf: "Estado inválido." }],
    [
      "the municipality is too long",
      { uf: "PA", municipio: "B".repeat(101) },
      { municipio: "Use no máximo 100 caracteres." },
    ],
  ])("POST answers 400 and stores nothing when %s", (_case, changes, details) =>
    expectCreateRefused(api, area, changes, details),
  );

  test("POST refuses a municipality without its state and stores nothing", async () => {
    const response = await api.send("POST", path, { body: input({ municipio: "Belém" }) });

    await expectAnswer(response, 400, invalid({ municipio: "Escolha o estado do município." }));
    expect(await api.rows(table)).toEqual([]);
  });

  test("POST stores data-URL images and answers with /media/ URLs served as WebP", async () => {
    const images = [
      await pngDataUrl(12, 8, { r: 200, g: 30, b: 30 }),
      await pngDataUrl(12, 8, { r: 30, g: 30, b: 200 }),
    ];

    const body = await api.create(
      path,
      input({
        imagens: images,
        legendas: ["Vermelha", "Azul"],
        alts: ["Quadro vermelho", "Quadro azul"],
      }),
    );

    const imagens = body.imagens as string[];
    expect(imagens).toHaveLength(2);
    expect(imagens[0]).toMatch(STORED_IMAGE_URL);
    expect(imagens[1]).toMatch(STORED_IMAGE_URL);
    expect(imagens[0]).not.toBe(imagens[1]);
    expect(body.legendas).toEqual(["Vermelha", "Azul"]);
    expect(body.alts).toEqual(["Quadro vermelho", "Quadro azul"]);
    for (const url of imagens) {
      const image = await fetch(`${api.url}${url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe("webp");
    }
    const [row] = await api.rows(table);
    expect(JSON.parse(row?.imagens ?? "[]")).toEqual(imagens);
  });

  test("POST imports an image given by address and answers its /media/ URL served as WebP", async () => {
    const capa = await hosted("/fotos/capa.png?v=2", { r: 250, g: 200, b: 0 });

    const body = await api.create(path, input({ imagens: [capa.address], alts: ["Capa"] }));

    expect(body.imagens).toEqual([capa.url]);
    const [row] = await api.rows(table);
    expect(JSON.parse(row?.imagens ?? "[]")).toEqual([capa.url]);
    const image = await fetch(`${api.url}${capa.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });

  test("POST fits captions and alt texts to the number of images", async () => {
    const a = await hosted("/a.png", { r: 200, g: 0, b: 0 });
    const b = await hosted("/b.png", { r: 0, g: 0, b: 200 });

    const body = await api.create(
      path,
      input({
        imagens: [a.address, b.address],
        legendas: ["Legenda A", "Legenda B", "Sobra"],
        alts: ["Texto A"],
      }),
    );

    expect(body).toMatchObject({
      imagens: [a.url, b.url],
      legendas: ["Legenda A", "Legenda B"],
      alts: ["Texto A", ""],
    });
  });

  test("POST refuses an image address on the server's own machine and stores nothing", async () => {
    const production = await startTestServer();
    try {
      const { authorization } = await createTestAdmin(production.database.db);
      const interna = await hosted("/interna.png", { r: 1, g: 2, b: 3 });
      const requestsBefore = host.requests.length;

      const response = await fetch(`${production.url}${path}`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify(input({ imagens: [interna.address] })),
      });

      await expectAnswer(response, 400, NOT_DOWNLOADED);
      expect(host.requests).toHaveLength(requestsBefore);
      expect(await production.database.db.selectFrom(table).select("id").execute()).toEqual([]);
      expect(await production.database.db.selectFrom("media").select("chave").execute()).toEqual(
        [],
      );
    } finally {
      await production.close();
    }
  });

  test.each([
    ["an address that answers 404", "/sumiu.png", 400, NOT_DOWNLOADED],
    ["an address that is not an image", "/pagina.html", 415, NOT_AN_IMAGE],
  ])("POST answers for %s and stores nothing", async (_case, imagePath, status, error) => {
    host.serve("/pagina.html", Buffer.from("<!doctype html><p>Olá</p>"), "text/html");

    const response = await api.send("POST", path, {
      body: input({ imagens: [`${host.origin}${imagePath}`] }),
    });

    await expectAnswer(response, status, error);
    expect(await api.rows(table)).toEqual([]);
    expect(await api.count("media")).toBe(0);
  });

  test.each([
    [
      "a PNG data URL of text, after a real image",
      [pngDataUrl(12, 8, { r: 0, g: 120, b: 0 }), fakeImageDataUrl("image/png", "não é imagem")],
    ],
    ["a JPEG data URL of SVG markup", [fakeImageDataUrl("image/jpeg", "<svg onload=alert(1)>")]],
  ])("POST with %s answers 415 and stores nothing", async (_case, images) => {
    const response = await api.send("POST", path, {
      body: input({ imagens: await Promise.all(images) }),
    });

    await expectAnswer(response, 415, NOT_AN_IMAGE);
    expect(await api.rows(table)).toEqual([]);
  });

  test("POST with a data URL that is not base64 answers 400 and stores nothing", async () => {
    const response = await api.send("POST", path, {
      body: input({ imagens: ["data:image/png;base64,@@@"] }),
    });

    await expectAnswer(response, 400, { error: "Imagem inválida." });
    expect(await api.rows(table)).toEqual([]);
  });

  test("POST with invalid text fields stores no image either", async () => {
    const response = await api.send("POST", path, {
      body: input({
        conteudo: "<object>texto</object>",
        imagens: [await pngDataUrl(12, 8, { r: 1, g: 2, b: 3 })],
      }),
    });

    expect(response.status).toBe(400);
    expect(await api.rows(table)).toEqual([]);
    expect(await api.count("media")).toBe(0);
  });
});
