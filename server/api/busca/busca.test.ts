import { expect, test } from "vitest";
import { expectAnswer, invalid, useApiServer } from "#tests/helpers/api-server.ts";
import { FAKE_NEWS, NOTICIAS, PUBLICACOES } from "#tests/helpers/content-areas.ts";
import { BUSCA_MESSAGES, type BuscaResposta } from "./schema.ts";

const api = useApiServer({ clean: ["noticias", "fake_news", "publicacoes"] });

/** Creates an article of `area` whose texts say only what a test gives it. */
const articleCreator =
  (area: typeof NOTICIAS | typeof FAKE_NEWS, defaults: Record<string, unknown>) =>
  (fields: Record<string, unknown>) =>
    api.create(area.path, {
      ...area.valid,
      subtitulo: null,
      lead: "<p>Texto.</p>",
      conteudo: "<p>Texto.</p>",
      conclusao: null,
      ...defaults,
      ...fields,
    });

const noticia = articleCreator(NOTICIAS, { titulo: "Notícia", tags: null, video: null });
const fakeNews = articleCreator(FAKE_NEWS, { titulo: "Checagem" });
const publicacao = (fields: Record<string, unknown>) =>
  api.create(PUBLICACOES.path, {
    ...PUBLICACOES.valid,
    autores: [{ nome: "Autora", endereco: null }],
    veiculo: null,
    resumo: null,
    palavrasChave: [],
    ...fields,
  });

async function search(query: string): Promise<BuscaResposta> {
  const response = await api.send("GET", `/api/busca?${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

const titles = async (query: string) =>
  (await search(query)).resultados.map((resultado) => resultado.titulo);

test("a word is found whatever its case and accents", async () => {
  await noticia({ titulo: "Malária avança no interior" });
  await noticia({ titulo: "Feira de livros" });

  expect(await titles("q=MALARIA")).toEqual(["Malária avança no interior"]);
  expect(await titles("q=malária")).toEqual(["Malária avança no interior"]);
  expect(await titles(`q=${encodeURIComponent("INTERIOR MALÁRIA")}`)).toEqual([
    "Malária avança no interior",
  ]);
});

test("singular and plural forms find each other", async () => {
  await noticia({ titulo: "Boato", conteudo: "<p>As vacinas chegaram aos postos.</p>" });
  await fakeNews({ titulo: "Vacina não altera o DNA" });

  expect((await titles("q=vacina")).sort()).toEqual(["Boato", "Vacina não altera o DNA"]);
  expect((await titles("q=vacinas")).sort()).toEqual(["Boato", "Vacina não altera o DNA"]);
});

test("every word of the query must be found", async () => {
  await noticia({ titulo: "Vacina contra a gripe" });
  await noticia({ titulo: "Vacina contra o sarampo" });

  expect(await titles("q=vacina+gripe")).toEqual(["Vacina contra a gripe"]);
});

test("a match in the title ranks above a match in the body, even an older one", async () => {
  const inBody = await noticia({ titulo: "Boletim", lead: "<p>Fala de cloroquina.</p>" });
  const inTitle = await fakeNews({ titulo: "Cloroquina não cura", data_verificacao: "2020-01-01" });

  const { resultados } = await search("q=cloroquina");

  expect(resultados.map(({ tipo, id }) => ({ tipo, id }))).toEqual([
    { tipo: "fake-news", id: inTitle.id },
    { tipo: "noticia", id: inBody.id },
  ]);
});

test("tags of rich text are not words, and words split by inline tags are", async () => {
  await noticia({
    titulo: "Texto formatado",
    conteudo: '<p><strong>Desinfor</strong>mação e <a href="https://example.org/">link</a></p>',
  });

  expect(await titles("q=strong")).toEqual([]);
  expect(await titles("q=href")).toEqual([]);
  expect(await titles("q=example")).toEqual([]);
  expect(await titles(`q=${encodeURIComponent("desinformação")}`)).toEqual(["Texto formatado"]);
});

test("a result carries its type, verdict, rating, date, page and highlighted excerpt", async () => {
  const item = await fakeNews({
    titulo: "Vacinas causam autismo",
    lead: "<p>Estudos mostram que as <em>vacinas</em> são seguras.</p>",
    status: "desmentida",
    rotulo: "falso",
    data_verificacao: "2026-03-02",
  });

  const response = await api.send("GET", "/api/busca?q=vacina");

  expect(response.status).toBe(200);
  expect(response.headers.get("x-total-count")).toBe("1");
  expect(await response.json()).toEqual({
    total: 1,
    pagina: 1,
    paginas: 1,
    resultados: [
      {
        tipo: "fake-news",
        id: item.id,
        titulo: "Vacinas causam autismo",
        url: `/fake-news/${item.id}`,
        data: "2026-03-02",
        status: "desmentida",
        rotulo: "falso",
        trecho: "Estudos mostram que as vacinas são seguras. Texto.",
        destaques: { titulo: [[0, 7]], trecho: [[23, 30]] },
      },
    ],
  });
});

test("filters keep one type, or one verdict of fake news", async () => {
  await noticia({ titulo: "Queimadas em Roraima" });
  await fakeNews({ titulo: "Queimadas falsas", status: "desmentida" });
  await fakeNews({ titulo: "Queimadas verdadeiras", status: "verificada" });

  expect(await titles("q=queimadas&tipo=noticia")).toEqual(["Queimadas em Roraima"]);
  expect((await titles("q=queimadas&tipo=fake-news")).sort()).toEqual([
    "Queimadas falsas",
    "Queimadas verdadeiras",
  ]);
  expect(await titles("q=queimadas&status=verificada")).toEqual(["Queimadas verdadeiras"]);
  expect(await titles("q=queimadas&tipo=fake-news&status=desmentida")).toEqual([
    "Queimadas falsas",
  ]);
});

test("fake news still under analysis are found with their status, and can be picked out", async () => {
  await fakeNews({ titulo: "Garimpo ilegal", status: "em_analise" });
  await fakeNews({ titulo: "Garimpo legal", status: "verificada" });

  const response = await api.send("GET", "/api/busca?q=garimpo&status=em_analise");

  expect(response.status).toBe(200);
  const body = (await response.json()) as BuscaResposta;
  expect(body.resultados.map(({ titulo, status }) => ({ titulo, status }))).toEqual([
    { titulo: "Garimpo ilegal", status: "em_analise" },
  ]);
  expect((await titles("q=garimpo")).sort()).toEqual(["Garimpo ilegal", "Garimpo legal"]);
});

test("results come twelve a page, with the total in X-Total-Count", async () => {
  for (let day = 1; day <= 14; day += 1)
    await fakeNews({
      titulo: `Enchente ${day}`,
      data_verificacao: `2026-01-${String(day).padStart(2, "0")}`,
    });

  const first = await api.send("GET", "/api/busca?q=enchente");
  const second = await api.send("GET", "/api/busca?q=enchente&pagina=2");
  const beyond = await api.send("GET", "/api/busca?q=enchente&pagina=3");

  expect(first.headers.get("x-total-count")).toBe("14");
  const firstBody = (await first.json()) as BuscaResposta;
  expect(firstBody).toMatchObject({ total: 14, pagina: 1, paginas: 2 });
  expect(firstBody.resultados.map((resultado) => resultado.titulo)).toEqual(
    Array.from({ length: 12 }, (_, index) => `Enchente ${14 - index}`),
  );
  expect(second.headers.get("x-total-count")).toBe("14");
  expect(((await second.json()) as BuscaResposta).resultados.map((r) => r.titulo)).toEqual([
    "Enchente 2",
    "Enchente 1",
  ]);
  expect(await beyond.json()).toEqual({ total: 14, pagina: 3, paginas: 2, resultados: [] });
});

test("an edited article is found by its new words and no longer by its old ones", async () => {
  const item = await noticia({ titulo: "Ponte interditada" });

  const response = await api.send("PUT", `${NOTICIAS.path}/${item.id}`, {
    body: { ...NOTICIAS.valid, titulo: "Estrada liberada", conteudo: "<p>Sem ponte.</p>" },
  });

  expect(response.status).toBe(200);
  expect(await titles("q=interditada")).toEqual([]);
  expect(await titles("q=liberada")).toEqual(["Estrada liberada"]);
});

test("a deleted article is no longer found", async () => {
  const item = await fakeNews({ titulo: "Eclipse perigoso" });
  expect(await titles("q=eclipse")).toEqual(["Eclipse perigoso"]);

  const response = await api.send("DELETE", `${FAKE_NEWS.path}/${item.id}`);

  expect(response.status).toBe(204);
  expect(await titles("q=eclipse")).toEqual([]);
});

test("a fake news whose verdict becomes 'under analysis' is found with its new status", async () => {
  const item = await fakeNews({ titulo: "Onda de calor", status: "verificada" });

  await api.send("PUT", `${FAKE_NEWS.path}/${item.id}`, {
    body: { ...FAKE_NEWS.valid, titulo: "Onda de calor", status: "em_analise" },
  });

  expect(await titles("q=calor&status=verificada")).toEqual([]);
  expect(await titles("q=calor&status=em_analise")).toEqual(["Onda de calor"]);
});

test("an empty query answers 400 with a Portuguese message", async () => {
  await expectAnswer(await api.send("GET", "/api/busca"), 400, invalid({ q: BUSCA_MESSAGES.q }));
  await expectAnswer(
    await api.send("GET", "/api/busca?q=%20%20"),
    400,
    invalid({ q: BUSCA_MESSAGES.q }),
  );
});

test("invalid filters and pages answer 400 naming the field", async () => {
  await expectAnswer(
    await api.send("GET", "/api/busca?q=a&tipo=video&status=falsa&pagina=0"),
    400,
    invalid({
      tipo: BUSCA_MESSAGES.tipo,
      status: BUSCA_MESSAGES.status,
      pagina: BUSCA_MESSAGES.pagina,
    }),
  );
});

test("a query of common words only finds nothing", async () => {
  await noticia({ titulo: "De olho na rede" });

  const response = await api.send("GET", "/api/busca?q=de+a+o");

  expect(response.headers.get("x-total-count")).toBe("0");
  expect(await response.json()).toEqual({ total: 0, pagina: 1, paginas: 0, resultados: [] });
});

test("punctuation and search syntax in a query are plain text", async () => {
  await noticia({ titulo: "Golpe do Pix" });

  expect(await titles(`q=${encodeURIComponent('"golpe" pix* -(')}`)).toEqual(["Golpe do Pix"]);
});

test("articles written straight into the database in bulk are all found by the next search", async () => {
  const now = new Date().toISOString();
  await api.db
    .insertInto("noticias")
    .values(
      Array.from({ length: 250 }, (_, index) => ({
        titulo: `Pororoca em lote ${index + 1}`,
        subtitulo: null,
        lead: "<p>Texto.</p>",
        conteudo: "<p>Texto.</p>",
        fontes: '["Observatório"]',
        data_publicacao: now,
        autor: "Autora",
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  const response = await api.send("GET", "/api/busca?q=pororoca");

  expect(response.status).toBe(200);
  expect(response.headers.get("x-total-count")).toBe("250");
});

test("a publication is found by its title, authors, keywords and abstract, as a publication", async () => {
  const item = await publicacao({
    titulo: "Boatos de garimpo nos grupos de família",
    autores: [
      { nome: "Iracema Tupinambá", endereco: null },
      { nome: "Caio Brandão", endereco: null },
    ],
    ano: 2023,
    palavrasChave: ["mineração", "WhatsApp"],
    resumo: "Estudamos as correntes sobre a ferrovia do grão.",
    veiculo: "Revista de Comunicação",
  });
  await noticia({ titulo: "Garimpo no Tapajós" });

  for (const words of ["tupinamba", "brandao", "mineracao", "ferrovias", "boato garimpo"])
    expect(await titles(`q=${encodeURIComponent(words)}&tipo=publicacao`), words).toEqual([
      "Boatos de garimpo nos grupos de família",
    ]);
  const { resultados } = await search("q=ferrovia");
  const TRECHO =
    "Iracema Tupinambá, Caio Brandão · mineração, WhatsApp · Estudamos as correntes sobre a ferrovia do grão. · Revista de Comunicação";
  expect(resultados).toEqual([
    {
      tipo: "publicacao",
      id: item.id,
      titulo: "Boatos de garimpo nos grupos de família",
      url: `/publicacao/${item.id}`,
      data: "2023",
      status: null,
      rotulo: null,
      trecho: TRECHO,
      destaques: { titulo: [], trecho: [[TRECHO.indexOf("ferrovia"), TRECHO.indexOf(" do grão")]] },
    },
  ]);
  // A title match ranks a publication with the articles, by the same weights.
  expect(await titles("q=garimpo")).toEqual([
    "Garimpo no Tapajós",
    "Boatos de garimpo nos grupos de família",
  ]);
  expect(await titles("q=garimpo&tipo=noticia")).toEqual(["Garimpo no Tapajós"]);
  expect(await titles("q=garimpo&status=verificada")).toEqual([]);
});

test("a publication's links and addresses are not words; an edited or deleted one is found anew", async () => {
  const item = await publicacao({
    titulo: "Relatório anual",
    autores: [{ nome: "Ana Souza", endereco: "http://lattes.cnpq.br/1234567890123456" }],
  });
  expect(await titles("q=lattes")).toEqual([]);

  const edited = await api.send("PUT", `${PUBLICACOES.path}/${item.id}`, {
    body: { ...PUBLICACOES.valid, titulo: "Relatório bienal", palavrasChave: ["queimadas"] },
  });
  expect(edited.status).toBe(200);
  expect(await titles("q=anual")).toEqual([]);
  expect(await titles("q=queimada")).toEqual(["Relatório bienal"]);

  const deleted = await api.send("DELETE", `${PUBLICACOES.path}/${item.id}`);
  expect(deleted.status).toBe(204);
  expect(await titles("q=bienal")).toEqual([]);
});
