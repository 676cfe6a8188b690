import { XMLParser } from "fast-xml-parser";
import type { Kysely } from "kysely";
import { expect, test } from "vitest";
import { databasePerTest } from "#tests/helpers/database-per-test.ts";
import type { Database } from "../../db/schema.ts";
import { oaiResponse, type OaiItem } from "./oai.ts";
import { oaiSource } from "./service.ts";

/*
 * OAI-PMH 2.0 (openarchives.org/OAI/openarchivesprotocol.html): every answer is parsed as
 * XML and checked for the elements the protocol requires of it. The items are stored as
 * they are given, and each answer reads them from the database.
 */

const database = databasePerTest();
const ORIGIN = "https://observatorio.example.org";
const BASE = `${ORIGIN}/oai`;
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ["record", "header", "set", "dc:creator", "dc:identifier"].includes(name),
});

// What the parser answers: untyped, as parsed XML is.
type Json = ReturnType<XMLParser["parse"]>;

function item(id: number, changes: Partial<OaiItem> = {}): OaiItem {
  return {
    id,
    titulo: `Publicação ${id}`,
    autores: [
      { nome: "Ana Souza", endereco: null },
      { nome: "Bruno Lima", endereco: null },
    ],
    ano: 2024,
    tipo: "artigo",
    veiculo: "Revista Amazônica",
    resumo: "Resumo <com> & símbolos.",
    palavrasChave: ["vacinas"],
    doi: `10.99999/ra.${id}`,
    url: null,
    pdfUrl: null,
    licenca: "CC BY 4.0",
    subprojetoId: null,
    updatedAt: `2025-0${Math.min(id, 9)}-10T12:00:00.000Z`,
    ...changes,
  };
}

const ITEMS = [item(1), item(2, { tipo: "relatorio" }), item(3), item(4), item(5)];

/** Stores exactly these items: publications with their ids and stamps, or tombstones. */
async function store(db: Kysely<Database>, items: readonly OaiItem[]): Promise<void> {
  await db.deleteFrom("publicacoes").execute();
  await db.deleteFrom("publicacoes_removidas").execute();
  for (const item of items) {
    if (item.deleted) {
      await db
        .insertInto("publicacoes_removidas")
        .values({ id: item.id, tipo: item.tipo, removida_em: item.updatedAt })
        .execute();
      continue;
    }
    await db
      .insertInto("publicacoes")
      .values({
        id: item.id,
        titulo: item.titulo,
        autores: JSON.stringify(item.autores),
        ano: item.ano,
        tipo: item.tipo,
        veiculo: item.veiculo,
        resumo: item.resumo,
        palavras_chave: JSON.stringify(item.palavrasChave),
        doi: item.doi,
        url: item.url,
        pdf_url: item.pdfUrl,
        licenca: item.licenca,
        subprojeto_id: item.subprojetoId,
        created_at: item.updatedAt,
        updated_at: item.updatedAt,
      })
      .execute();
  }
}

async function ask(query: string, items: readonly OaiItem[] = ITEMS, pageSize = 2): Promise<Json> {
  const db = database().db;
  await store(db, items);
  const xml = await oaiResponse(
    {
      name: "Observatório",
      baseUrl: BASE,
      origin: ORIGIN,
      source: { ...oaiSource(db), adminEmail: async () => "contato@example.org" },
      pageSize,
      now: new Date("2026-01-02T03:04:05.678Z"),
    },
    new URLSearchParams(query),
  );
  const document = parser.parse(xml) as Json;
  const root = document["OAI-PMH"] as Json;
  // Every answer: the namespace, a responseDate in UTC seconds, and the request echoed.
  expect(root["@_xmlns"]).toBe("http://www.openarchives.org/OAI/2.0/");
  expect(root.responseDate).toBe("2026-01-02T03:04:05Z");
  expect(typeof root.request === "string" ? root.request : root.request["#text"]).toBe(BASE);
  return root;
}

const errorCode = (root: Json) => (root.error as Json)["@_code"];

test("Identify names the repository, its base URL, version 2.0, an e-mail and its granularity", async () => {
  const root = await ask("verb=Identify");

  expect(root.request["@_verb"]).toBe("Identify");
  expect(root.Identify).toEqual({
    repositoryName: "Observatório",
    baseURL: BASE,
    protocolVersion: "2.0",
    adminEmail: "contato@example.org",
    earliestDatestamp: "2025-01-10T12:00:00Z",
    deletedRecord: "persistent",
    granularity: "YYYY-MM-DDThh:mm:ssZ",
  });
});

test("ListMetadataFormats offers oai_dc, for the repository and for an item", async () => {
  for (const query of [
    "verb=ListMetadataFormats",
    `verb=ListMetadataFormats&identifier=oai:observatorio.example.org:publicacao/1`,
  ]) {
    expect((await ask(query)).ListMetadataFormats.metadataFormat).toEqual({
      metadataPrefix: "oai_dc",
      schema: "http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
      metadataNamespace: "http://www.openarchives.org/OAI/2.0/oai_dc/",
    });
  }
});

test("ListSets has one set per kind of publication", async () => {
  const sets = (await ask("verb=ListSets")).ListSets.set as Json[];

  expect(sets).toHaveLength(10);
  expect(sets[0]).toEqual({ setSpec: "tipo:artigo", setName: "Artigo" });
});

test("GetRecord answers the header and the Dublin Core record, escaped", async () => {
  const root = await ask(
    "verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:observatorio.example.org:publicacao/2",
  );
  const record = root.GetRecord.record[0] as Json;

  expect(record.header[0]).toEqual({
    identifier: "oai:observatorio.example.org:publicacao/2",
    datestamp: "2025-02-10T12:00:00Z",
    setSpec: "tipo:relatorio",
  });
  const dc = record.metadata["oai_dc:dc"] as Json;
  expect(dc["dc:title"]).toBe("Publicação 2");
  expect(dc["dc:creator"]).toEqual(["Ana Souza", "Bruno Lima"]);
  expect(dc["dc:description"]).toBe("Resumo <com> & símbolos.");
  expect(dc["dc:identifier"]).toEqual([`${ORIGIN}/publicacao/2`, "https://doi.org/10.99999/ra.2"]);
  expect(dc["dc:date"]).toBe("2024");
});

test("ListRecords pages with resumption tokens until the last, empty one", async () => {
  const first = await ask("verb=ListRecords&metadataPrefix=oai_dc");
  const token = first.ListRecords.resumptionToken as Json;
  expect(first.ListRecords.record).toHaveLength(2);
  expect(token).toMatchObject({ "@_completeListSize": "5", "@_cursor": "0" });

  const second = await ask(`verb=ListRecords&resumptionToken=${token["#text"]}`);
  const secondToken = second.ListRecords.resumptionToken as Json;
  expect(second.request["@_resumptionToken"]).toBe(token["#text"]);
  expect(second.ListRecords.record).toHaveLength(2);
  expect(secondToken["@_cursor"]).toBe("2");

  const last = await ask(`verb=ListRecords&resumptionToken=${secondToken["#text"]}`);
  expect(last.ListRecords.record).toHaveLength(1);
  expect(last.ListRecords.resumptionToken).toEqual({
    "@_completeListSize": "5",
    "@_cursor": "4",
  });
});

test("ListIdentifiers filters by set and by dates", async () => {
  const reports = await ask("verb=ListIdentifiers&metadataPrefix=oai_dc&set=tipo:relatorio");
  const since = await ask(
    "verb=ListIdentifiers&metadataPrefix=oai_dc&from=2025-04-01&until=2025-05-10",
  );

  expect((reports.ListIdentifiers.header as Json[]).map((h) => h.identifier)).toEqual([
    "oai:observatorio.example.org:publicacao/2",
  ]);
  expect((since.ListIdentifiers.header as Json[]).map((h) => h.identifier)).toEqual([
    "oai:observatorio.example.org:publicacao/4",
    "oai:observatorio.example.org:publicacao/5",
  ]);
});

const DELETED: OaiItem = {
  id: 6,
  tipo: "relatorio",
  updatedAt: "2025-06-20T08:30:00.000Z",
  deleted: true,
};

test("a deleted publication is a header marked deleted, stamped when deleted, with no metadata", async () => {
  const items = [...ITEMS, DELETED];
  const identifier = "oai:observatorio.example.org:publicacao/6";
  const deletedHeader = {
    "@_status": "deleted",
    identifier,
    datestamp: "2025-06-20T08:30:00Z",
    setSpec: "tipo:relatorio",
  };

  const listed = await ask("verb=ListIdentifiers&metadataPrefix=oai_dc", items, 10);
  const records = await ask("verb=ListRecords&metadataPrefix=oai_dc&set=tipo:relatorio", items, 10);
  const got = await ask(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier}`, items);

  expect((listed.ListIdentifiers.header as Json[]).at(-1)).toEqual(deletedHeader);
  expect((listed.ListIdentifiers.header as Json[]).slice(0, -1)).not.toContainEqual(
    expect.objectContaining({ "@_status": expect.anything() }),
  );
  const [live, gone] = records.ListRecords.record as Json[];
  expect(live.metadata["oai_dc:dc"]["dc:title"]).toBe("Publicação 2");
  expect(gone).toEqual({ header: [deletedHeader] });
  expect(got.GetRecord.record).toEqual([{ header: [deletedHeader] }]);
});

test("selective harvesting by dates includes the deletions in range, and only those", async () => {
  const items = [...ITEMS, DELETED];
  const identifiers = async (query: string) =>
    (
      (await ask(`verb=ListIdentifiers&metadataPrefix=oai_dc&${query}`, items, 10)).ListIdentifiers
        .header as Json[]
    ).map((h) => `${h.identifier}${h["@_status"] ? " deleted" : ""}`);

  expect(await identifiers("from=2025-06-01")).toEqual([
    "oai:observatorio.example.org:publicacao/6 deleted",
  ]);
  expect(await identifiers("from=2025-05-01&until=2025-06-20")).toEqual([
    "oai:observatorio.example.org:publicacao/5",
    "oai:observatorio.example.org:publicacao/6 deleted",
  ]);
  expect(await identifiers("until=2025-06-20T08:29:59Z")).not.toContain(
    "oai:observatorio.example.org:publicacao/6 deleted",
  );
  expect(
    errorCode(await ask("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2025-06-21", items)),
  ).toBe("noRecordsMatch");
});

test.each([
  ["", "badVerb"],
  ["verb=Harvest", "badVerb"],
  ["verb=Identify&verb=Identify", "badVerb"],
  ["verb=Identify&extra=1", "badArgument"],
  ["verb=ListRecords", "badArgument"],
  ["verb=GetRecord&metadataPrefix=oai_dc", "badArgument"],
  ["verb=ListRecords&metadataPrefix=oai_dc&from=2025-13-01", "badArgument"],
  [
    "verb=ListRecords&metadataPrefix=oai_dc&from=2025-01-01&until=2025-02-01T00:00:00Z",
    "badArgument",
  ],
  ["verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=abc", "badArgument"],
  ["verb=ListRecords&metadataPrefix=marc21", "cannotDisseminateFormat"],
  [
    "verb=GetRecord&metadataPrefix=marc21&identifier=oai:observatorio.example.org:publicacao/1",
    "cannotDisseminateFormat",
  ],
  [
    "verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:observatorio.example.org:publicacao/99",
    "idDoesNotExist",
  ],
  ["verb=ListMetadataFormats&identifier=oai:outro.example.org:publicacao/1", "idDoesNotExist"],
  ["verb=ListRecords&metadataPrefix=oai_dc&from=2030-01-01", "noRecordsMatch"],
  ["verb=ListIdentifiers&metadataPrefix=oai_dc&set=tipo:livro", "noRecordsMatch"],
  ["verb=ListRecords&resumptionToken=n%C3%A3o-%C3%A9-um-token", "badResumptionToken"],
  ["verb=ListRecords&resumptionToken=abc", "badResumptionToken"],
])("%s answers the error %s", async (query, code) => {
  const root = await ask(query);

  expect(errorCode(root)).toBe(code);
  // After badVerb and badArgument the request is echoed without attributes.
  if (code === "badVerb" || code === "badArgument") expect(typeof root.request).toBe("string");
});

test("a harvest longer than a page walks its resumption tokens to every record exactly once", async () => {
  // Eleven items over pages of three: live ones and deletions interleaved by id.
  const items: OaiItem[] = Array.from({ length: 11 }, (_, index) =>
    index % 4 === 3
      ? {
          id: index + 1,
          tipo: "artigo",
          updatedAt: `2025-07-${String(index + 1).padStart(2, "0")}T09:00:00.000Z`,
          deleted: true,
        }
      : item(index + 1, {
          updatedAt: `2025-07-${String(index + 1).padStart(2, "0")}T09:00:00.000Z`,
        }),
  );
  const seen: string[] = [];
  const cursors: string[] = [];
  let query = "verb=ListRecords&metadataPrefix=oai_dc";
  for (let answers = 0; answers < 10; answers += 1) {
    const list = (await ask(query, items, 3)).ListRecords as Json;
    for (const record of list.record as Json[]) {
      const head = record.header[0] as Json;
      seen.push(
        `${head.identifier}${head["@_status"] ? " deleted" : ` ${record.metadata["oai_dc:dc"]["dc:title"]}`}`,
      );
    }
    const token = list.resumptionToken as Json;
    expect(token["@_completeListSize"]).toBe("11");
    cursors.push(token["@_cursor"]);
    if (!token["#text"]) break;
    query = `verb=ListRecords&resumptionToken=${token["#text"]}`;
  }

  expect(cursors).toEqual(["0", "3", "6", "9"]);
  expect(seen).toEqual(
    items.map(
      (entry) =>
        `oai:observatorio.example.org:publicacao/${entry.id}${entry.deleted ? " deleted" : ` Publicação ${entry.id}`}`,
    ),
  );
  expect(new Set(seen).size).toBe(11);

  // A selective harvest pages the same way: its total and pages count only what it selects.
  const identifiers: string[] = [];
  query = "verb=ListIdentifiers&metadataPrefix=oai_dc&from=2025-07-02&until=2025-07-09";
  for (let answers = 0; answers < 10; answers += 1) {
    const list = (await ask(query, items, 3)).ListIdentifiers as Json;
    identifiers.push(...(list.header as Json[]).map((head) => head.identifier as string));
    const token = list.resumptionToken as Json;
    expect(token["@_completeListSize"]).toBe("8");
    if (!token["#text"]) break;
    query = `verb=ListIdentifiers&resumptionToken=${token["#text"]}`;
  }
  expect(identifiers).toEqual(
    [2, 3, 4, 5, 6, 7, 8, 9].map((id) => `oai:observatorio.example.org:publicacao/${id}`),
  );
});

test("a token past the end of the list it was issued for is not one this repository issued", async () => {
  const first = await ask("verb=ListIdentifiers&metadataPrefix=oai_dc");
  const token = (first.ListIdentifiers.resumptionToken as Json)["#text"] as string;

  // The list shrinks to two items: the token's position is now past its end.
  expect(
    errorCode(await ask(`verb=ListIdentifiers&resumptionToken=${token}`, ITEMS.slice(0, 2))),
  ).toBe("badResumptionToken");
});
