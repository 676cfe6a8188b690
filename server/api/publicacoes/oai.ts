import { element, xmlDocument, type Xml } from "../../syndication/xml.ts";
import {
  PUBLICACAO_TIPO_LABELS,
  PUBLICACAO_TIPOS,
  type Publicacao,
  type PublicacaoTipo,
} from "./schema.ts";

/*
 * OAI-PMH 2.0 over the repository (decision 078; openarchives.org/OAI/openarchivesprotocol.html):
 * the six verbs, Dublin Core records, one set per kind, and resumption tokens that carry
 * the request and the position, so a harvester can continue on any instance.
 */

/**
 * A publication with the time it was last saved, which OAI calls its datestamp; or what is
 * left of a deleted one (its id, its kind and the time it was deleted), which harvesters
 * are told of as a deleted record so they remove their copy.
 */
export type OaiItem =
  | (Publicacao & { updatedAt: string; deleted?: false })
  | { id: number; tipo: string; updatedAt: string; deleted: true };

/** What a list tells of an item without its metadata. */
export type OaiHeader = { id: number; tipo: string; updatedAt: string; deleted: boolean };

/**
 * A selective harvest: a kind (the set's), and bounds at the protocol's granularity
 * without the zone (`YYYY-MM-DDThh:mm:ss`), compared with the datestamps' same characters.
 */
export type OaiSelection = { tipo?: string; from?: string; until?: string };

/** Where the answers come from: each verb asks for what it answers and no more. */
export type OaiSource = {
  adminEmail(): Promise<string>;
  /** The earliest datestamp, deletions included; null while the repository is empty. */
  earliestDatestamp(): Promise<string | null>;
  find(id: number): Promise<OaiItem | undefined>;
  /** One page of the selection's headers in the order of their ids, and their number. */
  listHeaders(
    selection: OaiSelection,
    page: { offset: number; limit: number },
  ): Promise<{ headers: OaiHeader[]; total: number }>;
  /** The records of these headers, in their order: a deleted one stays a header. */
  records(headers: readonly OaiHeader[]): Promise<OaiItem[]>;
};

export type OaiRepository = {
  name: string;
  baseUrl: string;
  /** Where the items' pages are: `${origin}/publicacao/{id}`. */
  origin: string;
  source: OaiSource;
  pageSize: number;
  now: Date;
};

type OaiError =
  | "badVerb"
  | "badArgument"
  | "cannotDisseminateFormat"
  | "idDoesNotExist"
  | "noRecordsMatch"
  | "badResumptionToken"
  | "noSetHierarchy"
  | "noMetadataFormats";

const ERROR_TEXTS: Record<OaiError, string> = {
  badVerb: "The verb is missing, repeated or not an OAI-PMH verb.",
  badArgument: "The request has an illegal or missing argument, or a repeated one.",
  cannotDisseminateFormat: "The only metadata format is oai_dc.",
  idDoesNotExist: "No item has this identifier.",
  noRecordsMatch: "No item matches the request.",
  badResumptionToken: "The resumption token is not one this repository issued.",
  noSetHierarchy: "The repository has no sets.",
  noMetadataFormats: "No metadata format is available for this item.",
};

const VERBS = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ["identifier"] },
  ListSets: { required: [], optional: [], exclusive: "resumptionToken" },
  GetRecord: { required: ["identifier", "metadataPrefix"], optional: [] },
  ListIdentifiers: {
    required: ["metadataPrefix"],
    optional: ["from", "until", "set"],
    exclusive: "resumptionToken",
  },
  ListRecords: {
    required: ["metadataPrefix"],
    optional: ["from", "until", "set"],
    exclusive: "resumptionToken",
  },
} as const satisfies Record<
  string,
  { required: readonly string[]; optional: readonly string[]; exclusive?: string }
>;

type Verb = keyof typeof VERBS;

const isVerb = (value: string): value is Verb => Object.hasOwn(VERBS, value);

const OAI_NS = {
  xmlns: "http://www.openarchives.org/OAI/2.0/",
  "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
  "xsi:schemaLocation":
    "http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd",
};

/** Seconds are the granularity: `YYYY-MM-DDThh:mm:ssZ`. */
const datestamp = (iso: string) => `${iso.slice(0, 19)}Z`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** A from/until argument as the time it names, or undefined when it is not a valid one. */
function parseBound(value: string, end: boolean): string | undefined {
  if (!DAY.test(value) && !SECOND.test(value)) return undefined;
  const full = DAY.test(value) ? `${value}T${end ? "23:59:59" : "00:00:00"}Z` : value;
  const time = new Date(full);
  if (Number.isNaN(time.getTime()) || time.toISOString().slice(0, 10) !== value.slice(0, 10))
    return undefined;
  return full;
}

export function oaiIdentifier(baseUrl: string, id: number): string {
  return `oai:${new URL(baseUrl).hostname}:publicacao/${id}`;
}

function idFrom(baseUrl: string, identifier: string): number | undefined {
  const prefix = `oai:${new URL(baseUrl).hostname}:publicacao/`;
  if (!identifier.startsWith(prefix)) return undefined;
  const id = identifier.slice(prefix.length);
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
}

const setSpec = (tipo: string) => `tipo:${tipo}`;

type ListQuery = { metadataPrefix: string; from?: string; until?: string; set?: string };

function encodeToken(query: ListQuery, offset: number): string {
  const params = new URLSearchParams({
    offset: String(offset),
    metadataPrefix: query.metadataPrefix,
  });
  if (query.from) params.set("from", query.from);
  if (query.until) params.set("until", query.until);
  if (query.set) params.set("set", query.set);
  return Buffer.from(params.toString()).toString("base64url");
}

function decodeToken(token: string): { query: ListQuery; offset: number } | undefined {
  if (!/^[A-Za-z0-9_-]{1,1000}$/.test(token)) return undefined;
  const params = new URLSearchParams(Buffer.from(token, "base64url").toString("utf8"));
  const offset = params.get("offset");
  const metadataPrefix = params.get("metadataPrefix");
  if (!offset || !/^\d{1,9}$/.test(offset) || !metadataPrefix) return undefined;
  return {
    offset: Number(offset),
    query: {
      metadataPrefix,
      from: params.get("from") ?? undefined,
      until: params.get("until") ?? undefined,
      set: params.get("set") ?? undefined,
    },
  };
}

function header(repository: OaiRepository, item: OaiHeader | OaiItem): Xml {
  // A deleted record's header says so, and its record carries no metadata.
  return element("header", item.deleted ? { status: "deleted" } : {}, [
    element("identifier", {}, oaiIdentifier(repository.baseUrl, item.id)),
    element("datestamp", {}, datestamp(item.updatedAt)),
    element("setSpec", {}, setSpec(item.tipo)),
  ]);
}

function dublinCore(repository: OaiRepository, item: Publicacao): Xml {
  const dc = (name: string, value: string) => element(`dc:${name}`, {}, value);
  const page = `${repository.origin}/publicacao/${item.id}`;
  const label = PUBLICACAO_TIPO_LABELS[item.tipo as PublicacaoTipo] ?? item.tipo;
  return element(
    "oai_dc:dc",
    {
      "xmlns:oai_dc": "http://www.openarchives.org/OAI/2.0/oai_dc/",
      "xmlns:dc": "http://purl.org/dc/elements/1.1/",
      "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
      "xsi:schemaLocation":
        "http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
    },
    [
      dc("title", item.titulo),
      ...item.autores.map((autor) => dc("creator", autor.nome)),
      ...item.palavrasChave.map((palavra) => dc("subject", palavra)),
      ...(item.resumo ? [dc("description", item.resumo)] : []),
      ...(item.veiculo ? [dc("publisher", item.veiculo)] : []),
      dc("date", String(item.ano)),
      dc("type", label),
      ...(item.pdfUrl ? [dc("format", "application/pdf")] : []),
      dc("identifier", page),
      ...(item.doi ? [dc("identifier", `https://doi.org/${item.doi}`)] : []),
      ...(item.url ? [dc("relation", item.url)] : []),
      ...(item.pdfUrl ? [dc("relation", `${repository.origin}${item.pdfUrl}`)] : []),
      dc("language", "por"),
      ...(item.licenca ? [dc("rights", item.licenca)] : []),
    ],
  );
}

function record(repository: OaiRepository, item: OaiItem): Xml {
  if (item.deleted) return element("record", {}, [header(repository, item)]);
  return element("record", {}, [
    header(repository, item),
    element("metadata", {}, [dublinCore(repository, item)]),
  ]);
}

/** The answer to one OAI-PMH request; its arguments as the query or form gave them. */
export async function oaiResponse(
  repository: OaiRepository,
  args: URLSearchParams,
): Promise<string> {
  const responseDate = element("responseDate", {}, `${repository.now.toISOString().slice(0, 19)}Z`);
  const document = (request: Xml, body: Xml[]) =>
    xmlDocument(element("OAI-PMH", OAI_NS, [responseDate, request, ...body]));
  const plainRequest = element("request", {}, repository.baseUrl);
  const failure = (code: OaiError, request = plainRequest) =>
    document(request, [element("error", { code }, ERROR_TEXTS[code])]);

  const verbs = args.getAll("verb");
  const verb = verbs[0];
  if (verbs.length !== 1 || verb === undefined || !isVerb(verb)) return failure("badVerb");
  const spec: { required: readonly string[]; optional: readonly string[]; exclusive?: string } =
    VERBS[verb];
  const keys = [...args.keys()].filter((key) => key !== "verb");
  const allowed = new Set([...spec.required, ...spec.optional, spec.exclusive]);
  // CASE: an argument the verb does not take, or one given twice.
  if (keys.some((key) => !allowed.has(key)) || new Set(keys).size !== keys.length)
    return failure("badArgument");
  const values: Record<string, string> = Object.fromEntries(
    keys.map((key) => [key, args.get(key) ?? ""]),
  );
  const exclusive = spec.exclusive && values[spec.exclusive] !== undefined;
  if (exclusive && keys.length > 1) return failure("badArgument");
  if (!exclusive && spec.required.some((key) => !values[key])) return failure("badArgument");
  const request = element("request", { verb, ...values }, repository.baseUrl);
  // After badArgument the request is echoed without its arguments, as after badVerb.
  const fail = (code: OaiError) => failure(code, code === "badArgument" ? plainRequest : request);
  const answer = (body: Xml) => document(request, [body]);

  if (verb === "Identify") {
    const [earliest, adminEmail] = await Promise.all([
      repository.source.earliestDatestamp(),
      repository.source.adminEmail(),
    ]);
    return answer(
      element("Identify", {}, [
        element("repositoryName", {}, repository.name),
        element("baseURL", {}, repository.baseUrl),
        element("protocolVersion", {}, "2.0"),
        element("adminEmail", {}, adminEmail),
        element("earliestDatestamp", {}, datestamp(earliest ?? repository.now.toISOString())),
        // Deletions are kept for good (and backed up), so a harvester that comes back
        // after any time is still told which records to remove.
        element("deletedRecord", {}, "persistent"),
        element("granularity", {}, "YYYY-MM-DDThh:mm:ssZ"),
      ]),
    );
  }

  const find = async (identifier: string) => {
    const id = idFrom(repository.baseUrl, identifier);
    return id === undefined ? undefined : repository.source.find(id);
  };

  if (verb === "ListMetadataFormats") {
    if (values.identifier !== undefined && !(await find(values.identifier)))
      return fail("idDoesNotExist");
    return answer(
      element("ListMetadataFormats", {}, [
        element("metadataFormat", {}, [
          element("metadataPrefix", {}, "oai_dc"),
          element("schema", {}, "http://www.openarchives.org/OAI/2.0/oai_dc.xsd"),
          element("metadataNamespace", {}, "http://www.openarchives.org/OAI/2.0/oai_dc/"),
        ]),
      ]),
    );
  }

  if (verb === "ListSets") {
    // The sets fit in one answer: a token can only be one this repository never issued.
    if (exclusive) return fail("badResumptionToken");
    return answer(
      element(
        "ListSets",
        {},
        PUBLICACAO_TIPOS.map((tipo) =>
          element("set", {}, [
            element("setSpec", {}, setSpec(tipo)),
            element("setName", {}, PUBLICACAO_TIPO_LABELS[tipo]),
          ]),
        ),
      ),
    );
  }

  if (verb === "GetRecord") {
    const item = await find(values.identifier ?? "");
    if (!item) return fail("idDoesNotExist");
    if (values.metadataPrefix !== "oai_dc") return fail("cannotDisseminateFormat");
    return answer(element("GetRecord", {}, [record(repository, item)]));
  }

  // ListIdentifiers and ListRecords.
  let query: ListQuery;
  let offset = 0;
  if (exclusive) {
    const decoded = decodeToken(values.resumptionToken ?? "");
    if (!decoded) return fail("badResumptionToken");
    ({ query, offset } = decoded);
  } else {
    query = {
      metadataPrefix: values.metadataPrefix ?? "",
      from: values.from,
      until: values.until,
      set: values.set,
    };
  }
  const from = query.from === undefined ? undefined : parseBound(query.from, false);
  const until = query.until === undefined ? undefined : parseBound(query.until, true);
  // CASE: a bound that is no date, bounds of different granularity, or from after until.
  if (
    (query.from !== undefined && !from) ||
    (query.until !== undefined && !until) ||
    (query.from !== undefined &&
      query.until !== undefined &&
      query.from.length !== query.until.length) ||
    (from && until && from > until)
  )
    return fail(exclusive ? "badResumptionToken" : "badArgument");
  if (query.metadataPrefix !== "oai_dc") return fail("cannotDisseminateFormat");
  if (query.set !== undefined && !PUBLICACAO_TIPOS.some((tipo) => setSpec(tipo) === query.set))
    return fail(exclusive ? "badResumptionToken" : "noRecordsMatch");

  // The bounds without their zone, as the source compares them with the stamps.
  const selection: OaiSelection = {
    tipo: query.set?.slice(setSpec("").length),
    from: from?.slice(0, 19),
    until: until?.slice(0, 19),
  };
  const { headers: page, total } = await repository.source.listHeaders(selection, {
    offset,
    limit: repository.pageSize,
  });
  if (exclusive && offset >= total) return fail("badResumptionToken");
  if (total === 0) return fail("noRecordsMatch");
  const next = offset + page.length;
  const more = next < total;
  // The last answer of a continued list carries an empty token, as the protocol asks.
  const token =
    more || exclusive
      ? [
          element(
            "resumptionToken",
            { completeListSize: String(total), cursor: String(offset) },
            more ? encodeToken(query, next) : "",
          ),
        ]
      : [];
  const entries =
    verb === "ListIdentifiers"
      ? page.map((item) => header(repository, item))
      : (await repository.source.records(page)).map((item) => record(repository, item));
  return answer(element(verb, {}, [...entries, ...token]));
}
