import { XMLParser } from "fast-xml-parser";
import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { PublicacaoInputSchema } from "#server/api/publicacoes/schema.ts";
import { createPublicacao } from "#server/api/publicacoes/service.ts";
import { databasePerTest } from "#tests/helpers/database-per-test.ts";
import { testConfig } from "#tests/helpers/test-config.ts";
import { servicesContext } from "../context.ts";
import * as oai from "./oai.ts";

/*
 * The /oai route over the database; the protocol's verbs and errors are tested with the
 * area (server/api/publicacoes/oai.test.ts), on both databases.
 */

const database = databasePerTest();
const ORIGIN = "https://observatorio.example.org";
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ["record", "header"].includes(name),
});

// What the parser answers: untyped, as parsed XML is.
type Json = ReturnType<XMLParser["parse"]>;

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
