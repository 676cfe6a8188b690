import { XMLParser } from "fast-xml-parser";
import type { Kysely } from "kysely";
import { oaiResponse } from "../../server/api/publicacoes/oai.ts";
import { oaiSource } from "../../server/api/publicacoes/service.ts";
import type { Database } from "../../server/db/schema.ts";

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ["record", "header"].includes(name),
});

/** The OAI-PMH answer to `query` over what `db` holds now, parsed: the `OAI-PMH` element. */
export async function harvest(db: Kysely<Database>, query: string) {
  const xml = await oaiResponse(
    {
      name: "Observatório",
      baseUrl: "https://observatorio.example.org/oai",
      origin: "https://observatorio.example.org",
      source: { ...oaiSource(db), adminEmail: async () => "contato@example.org" },
      pageSize: 50,
      now: new Date(),
    },
    new URLSearchParams(query),
  );
  // Parsed XML is untyped.
  return (parser.parse(xml) as Record<string, Record<string, Record<string, unknown>>>)["OAI-PMH"]!;
}
