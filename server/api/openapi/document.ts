import { z } from "zod";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../auth/sessions.ts";
import { LOGIN_THROTTLE } from "../../auth/throttle.ts";
import { CACHE_SECONDS } from "../../http/cache.ts";
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from "../../media/images.ts";
import { MAX_UPLOAD_BYTES } from "../../media/upload.ts";
import { LoginSchema } from "../auth/schema.ts";
import { ContatoInstitucionalInputSchema } from "../contato-institucional/schema.ts";
import { ContatoMensagemInputSchema, HONEYPOT_FIELD } from "../contato/schema.ts";
import { CONTATO_RATE_LIMIT } from "../contato/service.ts";
import { CARGOS, MembroInputSchema } from "../equipe/schema.ts";
import { FakeNewsInputSchema } from "../fake-news/schema.ts";
import { NewsletterInputSchema } from "../newsletters/schema.ts";
import { LEAD_MAX, NoticiaInputSchema } from "../noticias/schema.ts";
import { SobreProjetoInputSchema } from "../sobre-projeto/schema.ts";
import { DEFAULT_SUBPROJETO_STATUS, SubprojetoInputSchema } from "../subprojetos/schema.ts";
import {
  AuthUserSchema,
  ContatoInstitucionalSchema,
  ContatoMensagemSchema,
  ErrorSchema,
  FakeNewsSchema,
  LoginResultSchema,
  MediaUploadResultSchema,
  MembroSchema,
  NewsletterSchema,
  NoticiaSchema,
  SobreProjetoSchema,
  SubprojetoSchema,
  VerifyResultSchema,
} from "./schema.ts";

/*
 * The OpenAPI 3.1 description of every call in routes.ts. Request bodies are generated
 * from the same zod schemas the handlers parse with, and answers from ./schema.ts, so
 * the description cannot drift from the validation.
 */

export const OPENAPI_PATH = "/api/openapi.json";

type Json = Record<string, unknown>;

export type OpenApiDocument = {
  openapi: string;
  info: Json;
  servers: Json[];
  tags: Json[];
  paths: Record<string, Record<string, Json>>;
  components: {
    securitySchemes: Record<string, Json>;
    schemas: Record<string, Json>;
    parameters: Record<string, Json>;
    headers: Record<string, Json>;
    responses: Record<string, Json>;
  };
};

/** What a client sends: the handlers' own input schemas. */
export const INPUT_SCHEMAS = {
  LoginInput: LoginSchema,
  NoticiaInput: NoticiaInputSchema,
  FakeNewsInput: FakeNewsInputSchema,
  SubprojetoInput: SubprojetoInputSchema,
  MembroInput: MembroInputSchema,
  NewsletterInput: NewsletterInputSchema,
  SobreProjetoInput: SobreProjetoInputSchema,
  ContatoInstitucionalInput: ContatoInstitucionalInputSchema,
  ContatoMensagemInput: ContatoMensagemInputSchema,
} satisfies Record<string, z.ZodType>;

/** What the server answers. */
export const OUTPUT_SCHEMAS = {
  Error: ErrorSchema,
  AuthUser: AuthUserSchema,
  LoginResult: LoginResultSchema,
  VerifyResult: VerifyResultSchema,
  MediaUploadResult: MediaUploadResultSchema,
  Noticia: NoticiaSchema,
  FakeNews: FakeNewsSchema,
  Subprojeto: SubprojetoSchema,
  Membro: MembroSchema,
  Newsletter: NewsletterSchema,
  SobreProjeto: SobreProjetoSchema,
  ContatoInstitucional: ContatoInstitucionalSchema,
  ContatoMensagem: ContatoMensagemSchema,
} satisfies Record<string, z.ZodType>;

type SchemaName = keyof typeof INPUT_SCHEMAS | keyof typeof OUTPUT_SCHEMAS;

const schemaRef = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });
const componentRef = (kind: "parameters" | "headers" | "responses", name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});
const jsonContent = (schema: Json) => ({ "application/json": { schema } });

/**
 * A field whose schema accepts `undefined` may be left out, whatever zod lists as
 * required: preprocessed fields (a missing verification date means today) look required
 * to the generator but are not.
 */
const relaxRequired: NonNullable<z.core.JSONSchemaGeneratorParams["override"]> = ({
  zodSchema,
  jsonSchema,
}) => {
  if (zodSchema._zod.def.type !== "object" || !Array.isArray(jsonSchema.required)) return;
  const shape = (zodSchema as z.core.$ZodObject)._zod.def.shape;
  const required = jsonSchema.required.filter((key) => {
    const field = shape[key];
    return !field || !z.safeParse(field, undefined).success;
  });
  if (required.length > 0) jsonSchema.required = required;
  else delete jsonSchema.required;
};

/** One JSON Schema 2020-12 per named zod schema; references between them point into components. */
function toComponentSchemas(
  schemas: Record<string, z.ZodType>,
  io: "input" | "output",
): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: generated } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
    override: io === "input" ? relaxRequired : undefined,
  });
  // The document declares the dialect once, and a fragment is not a valid `$id`.
  return Object.fromEntries(
    Object.entries(generated).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [
      id,
      schema,
    ]),
  );
}

const NO_STORE_HEADER = {
  description: "`no-store`: the answer carries credentials or private data.",
  schema: { type: "string", const: "no-store" },
};

function publicCacheHeaders(maxAgeSeconds: number) {
  return {
    ETag: componentRef("headers", "ETag"),
    "Cache-Control": {
      description: `\`public, max-age=${maxAgeSeconds}\``,
      schema: { type: "string", const: `public, max-age=${maxAgeSeconds}` },
    },
  };
}

type ReadOptions = {
  tag: string;
  operationId: string;
  summary: string;
  description?: string;
  schema: Json;
  maxAgeSeconds: number;
  byId?: boolean;
  notFound?: boolean;
};

/** A public GET answered by sendPublicJson: ETag, public Cache-Control, 304 on a match. */
function publicRead(options: ReadOptions): Json {
  const headers = publicCacheHeaders(options.maxAgeSeconds);
  return {
    tags: [options.tag],
    operationId: options.operationId,
    summary: options.summary,
    ...(options.description ? { description: options.description } : {}),
    security: [],
    parameters: [
      ...(options.byId ? [componentRef("parameters", "Id")] : []),
      componentRef("parameters", "IfNoneMatch"),
    ],
    responses: {
      "200": { description: "OK.", headers, content: jsonContent(options.schema) },
      "304": { description: "The client's copy (If-None-Match) is current.", headers },
      ...(options.byId || options.notFound ? { "404": componentRef("responses", "NotFound") } : {}),
    },
  };
}

type WriteOptions = {
  tag: string;
  operationId: string;
  summary: string;
  description?: string;
  /** The zod input schema the handler parses the JSON body with. */
  body?: keyof typeof INPUT_SCHEMAS;
  bodyDescription?: string;
  status: "200" | "201" | "204";
  result?: Json;
  byId?: boolean;
  /** The path of the stored object, sent as Location with a 201. */
  location?: string;
};

/** An administrator's call: bearer token first, then the JSON body (if any). */
function adminWrite(options: WriteOptions): Json {
  const success: Json = {
    description: { "200": "Stored.", "201": "Created.", "204": "Done; no body." }[options.status],
  };
  if (options.result) success.content = jsonContent(options.result);
  if (options.location) {
    success.headers = {
      Location: {
        description: `\`${options.location}\``,
        schema: { type: "string" },
      },
    };
  }
  return {
    tags: [options.tag],
    operationId: options.operationId,
    summary: options.summary,
    ...(options.description ? { description: options.description } : {}),
    security: [{ bearer: [] }],
    ...(options.byId ? { parameters: [componentRef("parameters", "Id")] } : {}),
    ...(options.body
      ? {
          requestBody: {
            required: true,
            ...(options.bodyDescription ? { description: options.bodyDescription } : {}),
            content: jsonContent(schemaRef(options.body)),
          },
        }
      : {}),
    responses: {
      [options.status]: success,
      ...(options.body ? { "400": componentRef("responses", "BadRequest") } : {}),
      "401": componentRef("responses", "Unauthorized"),
      ...(options.byId ? { "404": componentRef("responses", "NotFound") } : {}),
      ...(options.body
        ? {
            "413": componentRef("responses", "TooLarge"),
            "415": componentRef("responses", "UnsupportedMediaType"),
          }
        : {}),
    },
  };
}

type CollectionOptions = {
  tag: string;
  /** Operation-id nouns: `Noticia`, `Noticias`. */
  noun: string;
  nouns: string;
  /** Words for summaries: `a news item`, `news items`. */
  one: string;
  many: string;
  input: keyof typeof INPUT_SCHEMAS;
  output: keyof typeof OUTPUT_SCHEMAS;
  maxAgeSeconds: number;
  order: string;
  /** What a create or replace does beyond storing the fields as sent. */
  writeNote?: string;
  /** Rules of the input that JSON Schema cannot carry (checks made in code). */
  bodyRules?: string;
  location?: boolean;
};

/** The five calls of a collection: list, read, create, replace, delete. */
function collectionPaths(path: string, options: CollectionOptions) {
  const { tag, noun, nouns, one, many, input, output, maxAgeSeconds } = options;
  const item = schemaRef(output);
  const itemPath = `${path}/{id}`;
  return {
    [path]: {
      get: publicRead({
        tag,
        operationId: `list${nouns}`,
        summary: `List ${many}`,
        description: options.order,
        schema: { type: "array", items: item },
        maxAgeSeconds,
      }),
      post: adminWrite({
        tag,
        operationId: `create${noun}`,
        summary: `Create ${one}`,
        description: options.writeNote,
        body: input,
        bodyDescription: options.bodyRules,
        status: "201",
        result: item,
        location: options.location ? `${path}/{id}` : undefined,
      }),
    },
    [itemPath]: {
      get: publicRead({
        tag,
        operationId: `get${noun}`,
        summary: `Read ${one}`,
        schema: item,
        maxAgeSeconds,
        byId: true,
      }),
      put: adminWrite({
        tag,
        operationId: `update${noun}`,
        summary: `Replace ${one}`,
        description: options.writeNote,
        body: input,
        bodyDescription: options.bodyRules,
        status: "200",
        result: item,
        byId: true,
      }),
      delete: adminWrite({
        tag,
        operationId: `delete${noun}`,
        summary: `Delete ${one}`,
        status: "204",
        byId: true,
      }),
    },
  };
}

const IMAGES_NOTE =
  "Images may be data URLs (decoded, checked, re-encoded as WebP and stored), `/media/` URLs answered earlier, or http(s) URLs, which the server downloads (public addresses only, at most 3 redirects, 10 s, 15 MB) and then treats like a data URL. Every image is answered as its `/media/` URL. An image that is not one answers 415; one over the size limits answers 413; an address that cannot be downloaded answers 400.";

const errorResponse = (description: string, example: Json, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/json": { schema: schemaRef("Error"), example } },
});

const minutes = (ms: number) => ms / 60_000;
const megabytes = (bytes: number) => bytes / 1024 / 1024;

export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {
    "/api/auth/login": {
      post: {
        tags: ["auth"],
        operationId: "login",
        summary: "Log in",
        description: `Checks the e-mail and password and opens a session. A wrong e-mail and a wrong password get the same 401. The failure that makes ${LOGIN_THROTTLE.accountLimit} for one account, or ${LOGIN_THROTTLE.addressLimit} from one address, within ${minutes(LOGIN_THROTTLE.windowMs)} minutes answers 429, and so does every login for that account or from that address for the next ${minutes(LOGIN_THROTTLE.blockMs)} minutes, right password or not.`,
        security: [],
        requestBody: { required: true, content: jsonContent(schemaRef("LoginInput")) },
        responses: {
          "200": {
            description: "Logged in.",
            headers: { "Cache-Control": NO_STORE_HEADER },
            content: jsonContent(schemaRef("LoginResult")),
          },
          "400": componentRef("responses", "BadRequest"),
          "401": componentRef("responses", "Unauthorized"),
          "413": componentRef("responses", "TooLarge"),
          "415": componentRef("responses", "UnsupportedMediaType"),
          "429": componentRef("responses", "TooManyRequests"),
        },
      },
    },
    "/api/auth/verify": {
      get: {
        tags: ["auth"],
        operationId: "verify",
        summary: "Check a token",
        security: [{ bearer: [] }],
        responses: {
          "200": {
            description: "The token is live; its user.",
            headers: { "Cache-Control": NO_STORE_HEADER },
            content: jsonContent(schemaRef("VerifyResult")),
          },
          "401": componentRef("responses", "Unauthorized"),
        },
      },
    },
    "/api/auth/logout": {
      post: {
        tags: ["auth"],
        operationId: "logout",
        summary: "Log out",
        description: "Ends the session: the token never works again.",
        security: [{ bearer: [] }],
        responses: {
          "204": { description: "Logged out." },
          "401": componentRef("responses", "Unauthorized"),
        },
      },
    },
    "/api/media": {
      post: {
        tags: ["media"],
        operationId: "uploadMedia",
        summary: "Upload an image or a PDF",
        description:
          "The file type is read from the content, not from the name or the declared type. Images are re-encoded as WebP renditions; PDFs are stored as sent. The same bytes always answer the same URL.",
        security: [{ bearer: [] }],
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: {
                  file: {
                    type: "string",
                    contentMediaType: "application/octet-stream",
                    description: `One image (JPEG, PNG, WebP, GIF or AVIF; at most ${megabytes(MAX_IMAGE_BYTES)} MB and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels) or one PDF (at most ${megabytes(MAX_UPLOAD_BYTES)} MB).`,
                  },
                },
                required: ["file"],
              },
              encoding: {
                file: {
                  contentType:
                    "image/jpeg, image/png, image/webp, image/gif, image/avif, application/pdf",
                },
              },
            },
          },
        },
        responses: {
          "201": {
            description: "Stored.",
            content: jsonContent(schemaRef("MediaUploadResult")),
          },
          "400": componentRef("responses", "BadRequest"),
          "401": componentRef("responses", "Unauthorized"),
          "413": componentRef("responses", "TooLarge"),
          "415": componentRef("responses", "UnsupportedMediaType"),
        },
      },
    },
    ...collectionPaths("/api/noticias", {
      tag: "noticias",
      noun: "Noticia",
      nouns: "Noticias",
      one: "a news item",
      many: "news items",
      input: "NoticiaInput",
      output: "Noticia",
      bodyRules: `\`lead\` holds at most ${LEAD_MAX} characters of visible text (markup is not counted). \`video\` is a YouTube or Vimeo URL. \`tags\` is comma-separated text.`,
      maxAgeSeconds: CACHE_SECONDS.content,
      order: "Newest `data_publicacao` first.",
      writeNote: `${IMAGES_NOTE} Without \`autor\` a new item is credited to the logged-in administrator, and an edited one keeps its author; \`data_publicacao\` is set on creation and kept.`,
      location: true,
    }),
    ...collectionPaths("/api/fake-news", {
      tag: "fake-news",
      noun: "FakeNews",
      nouns: "FakeNews",
      one: "a fake-news entry",
      many: "fake-news entries",
      input: "FakeNewsInput",
      output: "FakeNews",
      bodyRules:
        "`lead` and `conteudo` must have visible text. `data_verificacao` must name a real day.",
      maxAgeSeconds: CACHE_SECONDS.content,
      order:
        "Every status, newest `data_verificacao` first, then the latest added. Public pages show only `verificada` and `desmentida`.",
      writeNote: `${IMAGES_NOTE} Without \`data_verificacao\` the entry is dated today; without \`verificador\` a new entry is credited to the logged-in administrator, and an edited one keeps its verifier.`,
      location: true,
    }),
    ...collectionPaths("/api/subprojetos", {
      tag: "subprojetos",
      noun: "Subprojeto",
      nouns: "Subprojetos",
      one: "a sub-project",
      many: "sub-projects",
      input: "SubprojetoInput",
      output: "Subprojeto",
      bodyRules:
        "`resumo` must have visible text. `dataInicio` is `YYYY-MM-DD` or `DD/MM/YYYY` and must name a real day. `pdfUrl` is an http(s) URL or a `/media/<hash>.pdf` answered by `POST /api/media`.",
      maxAgeSeconds: CACHE_SECONDS.content,
      order: "Newest `dataInicio` first, then newest id.",
      writeNote: `Without \`status\` the sub-project is \`${DEFAULT_SUBPROJETO_STATUS}\`.`,
    }),
    ...collectionPaths("/api/equipe", {
      tag: "equipe",
      noun: "Membro",
      nouns: "Membros",
      one: "a team member",
      many: "the team",
      input: "MembroInput",
      output: "Membro",
      bodyRules:
        "`lattes` is an http(s) URL on `lattes.cnpq.br` (with or without `www.`) with a path.",
      maxAgeSeconds: CACHE_SECONDS.content,
      order: `In cargo order (${CARGOS.join(", ")}), then by name.`,
      writeNote: `\`foto\` follows the image rules: ${IMAGES_NOTE}`,
    }),
    ...collectionPaths("/api/newsletters", {
      tag: "newsletters",
      noun: "Newsletter",
      nouns: "Newsletters",
      one: "a newsletter",
      many: "newsletters",
      input: "NewsletterInput",
      output: "Newsletter",
      bodyRules:
        "`mes` and `ano` may also be digits in a string. `pdfLink` is an http(s) URL; `pdfUrl` is a `/media/<hash>.pdf` answered by `POST /api/media`.",
      maxAgeSeconds: CACHE_SECONDS.newsletters,
      order: "Newest year, then month, first.",
    }),
    "/api/sobre-projeto": {
      get: publicRead({
        tag: "sobre-projeto",
        operationId: "getSobreProjeto",
        summary: "Read the About page",
        description: "404 until an administrator saves the page.",
        schema: schemaRef("SobreProjeto"),
        maxAgeSeconds: CACHE_SECONDS.content,
        notFound: true,
      }),
      put: adminWrite({
        tag: "sobre-projeto",
        operationId: "updateSobreProjeto",
        summary: "Replace the About page",
        body: "SobreProjetoInput",
        bodyDescription:
          "At least one of `conteudo`, `descricao`, `objetivos`, `metodologia` must have visible text. Fields not sent are cleared.",
        status: "200",
        result: schemaRef("SobreProjeto"),
      }),
    },
    "/api/contato-institucional": {
      get: publicRead({
        tag: "contato-institucional",
        operationId: "getContatoInstitucional",
        summary: "Read the institutional contact data",
        description: "Placeholders until an administrator saves real data.",
        schema: schemaRef("ContatoInstitucional"),
        maxAgeSeconds: CACHE_SECONDS.content,
      }),
      put: adminWrite({
        tag: "contato-institucional",
        operationId: "updateContatoInstitucional",
        summary: "Replace the institutional contact data",
        body: "ContatoInstitucionalInput",
        bodyDescription:
          "Replaces everything, social networks included; `redes` may be empty. `whatsapp` holds digits, `+`, spaces, parentheses and hyphens, with 8 to 15 digits. Each `url` is http(s).",
        status: "200",
        result: schemaRef("ContatoInstitucional"),
      }),
    },
    "/api/contato": {
      post: {
        tags: ["contato"],
        operationId: "sendContatoMensagem",
        summary: "Send a message through the contact form",
        description: `Public and rate-limited: ${CONTATO_RATE_LIMIT.limit} messages per address in each ${minutes(CONTATO_RATE_LIMIT.windowMs)}-minute window, then 429.`,
        security: [],
        requestBody: {
          required: true,
          description: `\`${HONEYPOT_FIELD}\` is a field hidden from people: leave it out or empty. A message with it filled gets the same answer but is not stored.`,
          content: jsonContent(schemaRef("ContatoMensagemInput")),
        },
        responses: {
          "201": {
            description: "Received.",
            headers: { "Cache-Control": NO_STORE_HEADER },
            content: jsonContent(schemaRef("ContatoMensagem")),
          },
          "400": componentRef("responses", "BadRequest"),
          "413": componentRef("responses", "TooLarge"),
          "415": componentRef("responses", "UnsupportedMediaType"),
          "429": componentRef("responses", "TooManyRequests"),
        },
      },
      get: {
        tags: ["contato"],
        operationId: "listContatoMensagens",
        summary: "The administrator's inbox",
        description: "Newest first.",
        security: [{ bearer: [] }],
        responses: {
          "200": {
            description: "OK.",
            headers: { "Cache-Control": NO_STORE_HEADER },
            content: jsonContent({ type: "array", items: schemaRef("ContatoMensagem") }),
          },
          "401": componentRef("responses", "Unauthorized"),
        },
      },
    },
    "/api/contato/{id}": {
      delete: adminWrite({
        tag: "contato",
        operationId: "deleteContatoMensagem",
        summary: "Delete a message",
        status: "204",
        byId: true,
      }),
    },
    [OPENAPI_PATH]: {
      get: publicRead({
        tag: "openapi",
        operationId: "getOpenApiDocument",
        summary: "This document",
        schema: { type: "object" },
        maxAgeSeconds: CACHE_SECONDS.content,
      }),
    },
  };

  return {
    openapi: "3.1.1",
    info: {
      title: "Observatório de Desinformação e Fake News da Amazônia: API",
      version: "1.0.0",
      description:
        "JSON in and out. Errors are `{error, details?}` with a Portuguese message. Writes need a bearer token from `POST /api/auth/login`. Examples: docs/api.md.",
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "auth", description: "Administrators' sessions." },
      { name: "media", description: "Image and PDF uploads, served under `/media/`." },
      { name: "noticias", description: "News items." },
      { name: "fake-news", description: "Verified fake-news entries." },
      { name: "subprojetos", description: "Research sub-projects." },
      { name: "equipe", description: "Team members." },
      { name: "newsletters", description: "Monthly newsletters." },
      { name: "sobre-projeto", description: "The About page." },
      { name: "contato-institucional", description: "The observatory's contact data." },
      { name: "contato", description: "The contact form and its inbox." },
      { name: "openapi", description: "This description." },
    ],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: `The opaque token from \`POST /api/auth/login\`. It expires after ${minutes(SESSION_IDLE_MS)} minutes without use and ${minutes(SESSION_ABSOLUTE_MS) / 60} hours after login, and at logout.`,
        },
      },
      schemas: {
        ...toComponentSchemas(INPUT_SCHEMAS, "input"),
        ...toComponentSchemas(OUTPUT_SCHEMAS, "output"),
      },
      parameters: {
        Id: {
          name: "id",
          in: "path",
          required: true,
          description: "A positive integer; anything else answers 404.",
          schema: { type: "integer", minimum: 1 },
        },
        IfNoneMatch: {
          name: "If-None-Match",
          in: "header",
          required: false,
          description: "The ETag of the copy the client holds; a match answers 304.",
          schema: { type: "string" },
        },
      },
      headers: {
        ETag: {
          description: "Strong validator of the body; changes with every write.",
          schema: { type: "string" },
        },
        "Retry-After": {
          description: "Seconds to wait before trying again.",
          schema: { type: "integer", minimum: 1 },
        },
        "WWW-Authenticate": { schema: { type: "string", const: "Bearer" } },
      },
      responses: {
        BadRequest: errorResponse("Invalid input; nothing was stored.", {
          error: "Dados inválidos.",
          details: { titulo: "Campo obrigatório.", "fontes.0": "Informe a fonte." },
        }),
        Unauthorized: errorResponse(
          "No token, or an unknown or expired one (or, at login, wrong credentials).",
          { error: "Autenticação necessária." },
          { "WWW-Authenticate": componentRef("headers", "WWW-Authenticate") },
        ),
        NotFound: errorResponse("No such id.", { error: "Notícia não encontrada" }),
        TooLarge: errorResponse("Body, file or image too large.", {
          error: "O conteúdo enviado é grande demais.",
        }),
        UnsupportedMediaType: errorResponse(
          "Wrong content type or charset, or a file that is not an accepted image or PDF.",
          { error: "Tipo de conteúdo não suportado." },
        ),
        TooManyRequests: errorResponse(
          "Too many requests; try again after Retry-After seconds.",
          { error: "Muitas tentativas. Aguarde um pouco e tente novamente." },
          { "Retry-After": componentRef("headers", "Retry-After") },
        ),
      },
    },
  };
}

let cached: OpenApiDocument | undefined;

/** Built on first use and kept: it depends only on code. */
export function getOpenApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}
