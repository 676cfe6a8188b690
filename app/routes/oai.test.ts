import { XMLParser } from "fast-xml-parser";
import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { oaiResponse, type OaiItem } from "#server/api/publicacoes/oai.ts";
import { PublicacaoInputSchema } from "#server/api/publicacoes/schema.ts";
import { createPublicacao } from "#server/api/publicacoes/service.ts";
import { databasePerTest } from "#tests/helpers/database-per-test.ts";
import { testConfig } from "#tests/helpers/test-config.ts";
import { servicesContext } from "../context.ts";
import * as oai from "./oai.ts";

/*
 * OAI-PMH 2.0 (openarchives.org/OAI/openarchivesprotocol.html): every answer is parsed as
 * XML and checked for the elements the protocol requires of it.
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

function ask(query: string, items: readonly OaiItem[] = ITEMS, pageSize = 2): Json {
  const xml = oaiResponse(
    {
      name: "Observatório",
      baseUrl: BASE,
      origin: ORIGIN,
      adminEmail: "contato@example.org",
      items,
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

test("Identify names the repository, its base URL, version 2.0, an e-mail and its granularity", () => {
  const root = ask("verb=Identify");

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

test("ListMetadataFormats offers oai_dc, for the repository and for an item", () => {
  for (const query of [
    "verb=ListMetadataFormats",
    `verb=ListMetadataFormats&identifier=oai:observatorio.example.org:publicacao/1`,
  ]) {
    expect(ask(query).ListMetadataFormats.metadataFormat).toEqual({
      metadataPrefix: "oai_dc",
      schema: "http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
      metadataNamespace: "http://www.openarchives.org/OAI/2.0/oai_dc/",
    });
  }
});

test("ListSets has one set per kind of publication", () => {
  const sets = ask("verb=ListSets").ListSets.set as Json[];

  expect(sets).toHaveLength(10);
  expect(sets[0]).toEqual({ setSpec: "tipo:artigo", setName: "Artigo" });
});

test("GetRecord answers the header and the Dublin Core record, escaped", () => {
  const root = ask(
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

test("ListRecords pages with resumption tokens until the last, empty one", () => {
  const first = ask("verb=ListRecords&metadataPrefix=oai_dc");
  const token = first.ListRecords.resumptionToken as Json;
  expect(first.ListRecords.record).toHaveLength(2);
  expect(token).toMatchObject({ "@_completeListSize": "5", "@_cursor": "0" });

  const second = ask(`verb=ListRecords&resumptionToken=${token["#text"]}`);
  const secondToken = second.ListRecords.resumptionToken as Json;
  expect(second.request["@_resumptionToken"]).toBe(token["#text"]);
  expect(second.ListRecords.record).toHaveLength(2);
  expect(secondToken["@_cursor"]).toBe("2");

  const last = ask(`verb=ListRecords&resumptionToken=${secondToken["#text"]}`);
  expect(last.ListRecords.record).toHaveLength(1);
  expect(last.ListRecords.resumptionToken).toEqual({
    "@_completeListSize": "5",
    "@_cursor": "4",
  });
});

test("ListIdentifiers filters by set and by dates", () => {
  const reports = ask("verb=ListIdentifiers&metadataPrefix=oai_dc&set=tipo:relatorio");
  const since = ask("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2025-04-01&until=2025-05-10");

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

test("a deleted publication is a header marked deleted, stamped when deleted, with no metadata", () => {
  const items = [...ITEMS, DELETED];
  const identifier = "oai:observatorio.example.org:publicacao/6";
  const deletedHeader = {
    "@_status": "deleted",
    identifier,
    datestamp: "2025-06-20T08:30:00Z",
    setSpec: "tipo:relatorio",
  };

  const listed = ask("verb=ListIdentifiers&metadataPrefix=oai_dc", items, 10);
  const records = ask("verb=ListRecords&metadataPrefix=oai_dc&set=tipo:relatorio", items, 10);
  const got = ask(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier}`, items);

  expect((listed.ListIdentifiers.header as Json[]).at(-1)).toEqual(deletedHeader);
  expect((listed.ListIdentifiers.header as Json[]).slice(0, -1)).not.toContainEqual(
    expect.objectContaining({ "@_status": expect.anything() }),
  );
  const [live, gone] = records.ListRecords.record as Json[];
  expect(live.metadata["oai_dc:dc"]["dc:title"]).toBe("Publicação 2");
  expect(gone).toEqual({ header: [deletedHeader] });
  expect(got.GetRecord.record).toEqual([{ header: [deletedHeader] }]);
});

test("selective harvesting by dates includes the deletions in range, and only those", () => {
  const items = [...ITEMS, DELETED];
  const identifiers = (query: string) =>
    (
      ask(`verb=ListIdentifiers&metadataPrefix=oai_dc&${query}`, items, 10).ListIdentifiers
        .header as Json[]
    ).map((h) => `${h.identifier}${h["@_status"] ? " deleted" : ""}`);

  expect(identifiers("from=2025-06-01")).toEqual([
    "oai:observatorio.example.org:publicacao/6 deleted",
  ]);
  expect(identifiers("from=2025-05-01&until=2025-06-20")).toEqual([
    "oai:observatorio.example.org:publicacao/5",
    "oai:observatorio.example.org:publicacao/6 deleted",
  ]);
  expect(identifiers("until=2025-06-20T08:29:59Z")).not.toContain(
    "oai:observatorio.example.org:publicacao/6 deleted",
  );
  expect(errorCode(ask("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2025-06-21", items))).toBe(
    "noRecordsMatch",
  );
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
])("%s answers the error %s", (query, code) => {
  const root = ask(query);

  expect(errorCode(root)).toBe(code);
  // After badVerb and badArgument the request is echoed without attributes.
  if (code === "badVerb" || code === "badArgument") expect(typeof root.request).toBe("string");
});

test("the endpoint answers XML from the database, on GET and on a POSTed form", async () => {
  const created = await createPublicacao(
    database().db,
    PublicacaoInputSchema.parse({
      titulo: "Boatos em rede",
      autores: [{ nome: "Ana Souza" }],
      ano: 2024,
      tipo: "tese",
    }),
  );
  const context = new RouterContextProvider(
    new Map([[servicesContext, { db: database().db, config: testConfig({ publicUrl: ORIGIN }) }]]),
  );
  const identifier = `oai:observatorio.example.org:publicacao/${created.id}`;

  const get = await oai.loader({
    request: new Request(
      `http://localhost/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier}`,
    ),
    context,
    params: {},
  } as never);
  const post = await oai.action({
    request: new Request("http://localhost/oai", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "verb=ListIdentifiers&metadataPrefix=oai_dc&set=tipo:tese",
    }),
    context,
    params: {},
  } as never);

  expect(get.headers.get("content-type")).toBe("text/xml; charset=utf-8");
  const record = (parser.parse(await get.text()) as Json)["OAI-PMH"].GetRecord.record[0];
  expect(record.metadata["oai_dc:dc"]["dc:title"]).toBe("Boatos em rede");
  const headers = (parser.parse(await post.text()) as Json)["OAI-PMH"].ListIdentifiers.header;
  expect(headers).toEqual([expect.objectContaining({ identifier, setSpec: "tipo:tese" })]);
});
