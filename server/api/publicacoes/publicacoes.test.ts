import { expect, test } from "vitest";
import { expectAnswer, invalid, useApiServer } from "#tests/helpers/api-server.ts";
import { PUBLICACOES, expectCreateRefused, itemCreator } from "#tests/helpers/content-areas.ts";
import { harvest } from "#tests/helpers/oai.ts";

// What every content area shares (404s, 401s, ETags, deletion…) is in ../content-areas.test.ts.
const api = useApiServer({
  clean: ["publicacoes", "publicacoes_removidas", "subprojetos", "media"],
});
const { path, valid } = PUBLICACOES;

const create = itemCreator(api, PUBLICACOES);

const PDF = Buffer.from(
  "%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function upload(bytes: Buffer, name: string, type: string): Promise<Response> {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${api.url}/api/media`, {
    method: "POST",
    headers: { authorization: api.authorization },
    body,
  });
}

const MESSAGES = {
  doi: "Informe um DOI válido, como 10.1234/abc.2024 (com ou sem https://doi.org/).",
  anoFuturo: "O ano não pode estar no futuro.",
  ano: "Informe um ano com 4 dígitos, a partir de 1900.",
  autores: "Informe ao menos um autor.",
  autor: "Informe o nome de cada autor.",
  endereco:
    "Informe um endereço do Lattes (http://lattes.cnpq.br/…) ou do ORCID (https://orcid.org/…).",
  pdfUrl: "Envie o PDF pelo formulário: o endereço deve ser de um PDF enviado (/media/….pdf).",
  pdfAusente: "O PDF indicado não está entre os arquivos enviados. Envie o arquivo PDF de novo.",
  tipo: "Escolha um dos tipos da lista.",
  url: "Informe um endereço que comece com http:// ou https://.",
  subprojeto: "Escolha um subprojeto da lista.",
};

const nextYear = new Date().getFullYear() + 1;

test.each([
  ["doi", "não é um doi", MESSAGES.doi],
  ["doi", "10.12/curto", MESSAGES.doi],
  ["doi", "https://example.org/10.1234/abc", MESSAGES.doi],
  ["ano", nextYear, MESSAGES.anoFuturo],
  ["ano", String(nextYear), MESSAGES.anoFuturo],
  ["ano", 1850, MESSAGES.ano],
  ["ano", "dois mil", MESSAGES.ano],
  ["autores", [], MESSAGES.autores],
  ["autores", "Ana Souza", MESSAGES.autores],
  ["tipo", "poema", MESSAGES.tipo],
  ["url", "javascript:alert(1)", MESSAGES.url],
  ["pdfUrl", "https://example.org/artigo.pdf", MESSAGES.pdfUrl],
  ["pdfUrl", `/media/${"ab".repeat(32)}.800x600.webp`, MESSAGES.pdfUrl],
  ["pdfUrl", `/media/${"ab".repeat(32)}.pdf`, MESSAGES.pdfAusente],
  ["subprojetoId", 999, MESSAGES.subprojeto],
  ["subprojetoId", "abc", MESSAGES.subprojeto],
])("POST with %s = %j answers 400 '%s' and stores nothing", (field, value, message) =>
  expectCreateRefused(api, PUBLICACOES, { [field]: value }, { [field]: message }),
);

test.each([
  [[{ nome: "  " }], { "autores.0.nome": MESSAGES.autor }],
  [
    [{ nome: "Ana", endereco: "https://example.org/ana" }],
    { "autores.0.endereco": MESSAGES.endereco },
  ],
])("POST with the authors %j answers 400 and stores nothing", (autores, details) =>
  expectCreateRefused(api, PUBLICACOES, { autores }, details),
);

test("a file sent as a PDF that is not one is refused by the upload, and nothing is stored", async () => {
  const response = await upload(Buffer.from("isto não é um PDF"), "artigo.pdf", "application/pdf");

  await expectAnswer(response, 415, {
    error: "Envie uma imagem (JPEG, PNG, WebP, GIF ou AVIF) ou um arquivo PDF.",
  });
  expect(await api.count("media")).toBe(0);
});

test("an image renamed .pdf is stored as an image, which a publication refuses as its PDF", async () => {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const stored = (await (await upload(png, "artigo.pdf", "application/pdf")).json()) as {
    url: string;
  };

  await expectCreateRefused(api, PUBLICACOES, { pdfUrl: stored.url }, { pdfUrl: MESSAGES.pdfUrl });
});

test("POST with an uploaded PDF and a sub-project stores both and answers 201", async () => {
  const uploaded = await upload(PDF, "artigo.pdf", "application/pdf");
  const { url } = (await uploaded.json()) as { url: string };
  const subprojeto = await api.create("/api/subprojetos", {
    nome: "Boatos na Amazônia",
    autor: "Ana Souza",
    resumo: "<p>Estudo.</p>",
    dataInicio: "2024-01-10",
  });

  const response = await api.send("POST", path, {
    body: { ...valid, pdfUrl: url, subprojetoId: subprojeto.id },
  });

  const created = (await response.json()) as { id: number };
  expect(response.status).toBe(201);
  expect(created).toEqual({ id: created.id, ...valid, pdfUrl: url, subprojetoId: subprojeto.id });
  expect(await api.rows("publicacoes")).toEqual([
    expect.objectContaining({ pdf_url: url, subprojeto_id: subprojeto.id }),
  ]);
});

test("deleting the sub-project keeps the publication without its link", async () => {
  const subprojeto = await api.create("/api/subprojetos", {
    nome: "Boatos na Amazônia",
    autor: "Ana Souza",
    resumo: "<p>Estudo.</p>",
    dataInicio: "2024-01-10",
  });
  const { id } = await create({ subprojetoId: subprojeto.id });

  await api.send("DELETE", `/api/subprojetos/${subprojeto.id}`);

  expect(await api.read(`${path}/${id}`)).toMatchObject({ id, subprojetoId: null });
});

test("POST stores a DOI given as a doi.org address as the bare DOI, and blanks as null", async () => {
  const response = await api.send("POST", path, {
    body: {
      ...valid,
      doi: "https://doi.org/10.99999/XYZ.1",
      veiculo: "  ",
      resumo: "",
      url: "",
      licenca: "",
      palavrasChave: null,
      autores: [{ nome: " Ana Souza " }],
      ano: "2023",
    },
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    doi: "10.99999/XYZ.1",
    veiculo: null,
    resumo: null,
    url: null,
    licenca: null,
    palavrasChave: [],
    autores: [{ nome: "Ana Souza", endereco: null }],
    ano: 2023,
  });
});

test("an ORCID address is accepted as an author's page", async () => {
  const autores = [{ nome: "Ana Souza", endereco: "https://orcid.org/0000-0002-1825-0097" }];

  const response = await api.send("POST", path, { body: { ...valid, autores } });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ autores });
});

test("GET lists newest year first, then newest id, and filters by year, type, author and words", async () => {
  const old = await create({ ano: 2019, titulo: "Antigo", tipo: "relatorio" });
  const first = await create({
    ano: 2024,
    titulo: "Primeiro",
    autores: [{ nome: "Cláudia Pará" }],
  });
  const second = await create({ ano: 2024, titulo: "Segundo", palavrasChave: ["eleições"] });

  expect(await api.listIds(path)).toEqual([second.id, first.id, old.id]);
  expect(await api.listIds(`${path}?ano=2019`)).toEqual([old.id]);
  expect(await api.listIds(`${path}?tipo=relatorio`)).toEqual([old.id]);
  expect(await api.listIds(`${path}?autor=claudia`)).toEqual([first.id]);
  expect(await api.listIds(`${path}?q=ELEICOES`)).toEqual([second.id]);
  expect(await api.listIds(`${path}?q=elei%C3%A7%C3%B5es%20segundo`)).toEqual([second.id]);
});

test("GET filters and pages in the database: every word, one author, wildcards as text", async () => {
  const ids: number[] = [];
  for (let index = 1; index <= 5; index += 1)
    ids.push(
      (
        await create({
          titulo: `Boletim ${index}`,
          autores: [{ nome: index === 3 ? "Iraci Guajajara" : "Ana Souza" }, { nome: "João Pé" }],
          resumo: index % 2 === 0 ? "Taxa de 100% das mensagens" : "Mensagens em áudio",
          palavrasChave: [],
        })
      ).id,
    );

  const page = await api.send("GET", `${path}?q=mensagens&limite=2&pagina=2`);
  expect(page.headers.get("x-total-count")).toBe("5");
  expect(((await page.json()) as { id: number }[]).map((item) => item.id)).toEqual([
    ids[2],
    ids[1],
  ]);
  expect(await api.listIds(`${path}?q=${encodeURIComponent("100%")}`)).toEqual([ids[3], ids[1]]);
  expect(await api.listIds(`${path}?q=${encodeURIComponent("1_0")}`)).toEqual([]);
  expect(await api.listIds(`${path}?q=AUDIO%20boletim`)).toEqual([ids[4], ids[2], ids[0]]);
  expect(await api.listIds(`${path}?autor=guajajara`)).toEqual([ids[2]]);
  // One author's name, not two names run together.
  expect(await api.listIds(`${path}?autor=${encodeURIComponent("souza joao")}`)).toEqual([]);
  expect(await api.listIds(`${path}?autor=jo%C3%A3o%20pe`)).toHaveLength(5);
});

test("GET with a year that is not one answers 400 in Portuguese", async () => {
  const response = await api.send("GET", `${path}?ano=vinte`);

  await expectAnswer(response, 400, invalid({ ano: "Informe um ano com 4 dígitos." }));
});

test("PUT replaces the publication and answers 200", async () => {
  const { id } = await create();
  const changes = { ...valid, titulo: "Novo título", tipo: "tese", autores: [{ nome: "Carla" }] };

  const response = await api.send("PUT", `${path}/${id}`, { body: changes });

  const expected = { id, ...changes, autores: [{ nome: "Carla", endereco: null }] };
  await expectAnswer(response, 200, expected);
  expect(await api.read(`${path}/${id}`)).toEqual(expected);
});

test("writes are kept in the audit log", async () => {
  const before = await api.db
    .selectFrom("registro_auditoria")
    .select((eb) => eb.fn.max("id").as("last"))
    .executeTakeFirstOrThrow();
  const { id } = await create();
  await api.send("DELETE", `${path}/${id}`);

  const rows = await api.db
    .selectFrom("registro_auditoria")
    .select("acao")
    .where("id", ">", Number(before.last ?? 0))
    .orderBy("id")
    .execute();
  expect(rows.map((row) => row.acao)).toEqual(["createPublicacao", "deletePublicacao"]);
});

test("a deleted publication stays in OAI-PMH as a deleted record, stamped when it was deleted", async () => {
  const kept = await create({ titulo: "Fica" });
  const gone = await create({ titulo: "Sai", tipo: "relatorio" });
  const before = new Date(Date.now() - 1000).toISOString().slice(0, 19) + "Z";

  expect((await api.send("DELETE", `${path}/${gone.id}`)).status).toBe(204);
  const after = new Date(Date.now() + 1000).toISOString().slice(0, 19) + "Z";

  const stored = await api.db.selectFrom("publicacoes_removidas").selectAll().execute();
  expect(stored).toEqual([{ id: gone.id, tipo: "relatorio", removida_em: expect.any(String) }]);
  const identifier = `oai:observatorio.example.org:publicacao/${gone.id}`;
  const deletedHeader = {
    "@_status": "deleted",
    identifier,
    datestamp: `${stored[0]!.removida_em.slice(0, 19)}Z`,
    setSpec: "tipo:relatorio",
  };
  const inRange = await harvest(
    api.db,
    `verb=ListRecords&metadataPrefix=oai_dc&from=${before}&until=${after}`,
  );
  const records = inRange.ListRecords!.record as Record<string, unknown>[];
  expect(records).toContainEqual({ header: [deletedHeader] });
  expect(records).toHaveLength(2);
  expect(
    (await harvest(api.db, `verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier}`))
      .GetRecord,
  ).toEqual({ record: [{ header: [deletedHeader] }] });
  expect((await harvest(api.db, "verb=Identify")).Identify!.deletedRecord).toBe("persistent");
  const earlier = await harvest(
    api.db,
    `verb=ListIdentifiers&metadataPrefix=oai_dc&until=${before}`,
  );
  expect(earlier.error).toBeDefined();
  expect(kept.id).not.toBe(gone.id);
  // Deleting an id that is not there keeps no tombstone.
  expect((await api.send("DELETE", `${path}/999999`)).status).toBe(404);
  expect(await api.db.selectFrom("publicacoes_removidas").select("id").execute()).toHaveLength(1);
});
