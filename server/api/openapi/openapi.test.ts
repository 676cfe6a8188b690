import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, expect, test } from "vitest";
import { z } from "zod";
import { ErrorSchema } from "#server/http/schema.ts";
import { RevisaoResumoSchema, revisaoSchema } from "../revisoes/schema.ts";
import { createLogger } from "#server/logger.ts";
import { MediaUploadResultSchema } from "#server/media/schema.ts";
import { solidImage } from "#tests/fixtures/images.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { testServerPerFile } from "#tests/helpers/test-server.ts";
import { currentTotpCode } from "#server/auth/totp.ts";
import {
  AcceptedSchema,
  MinhaContaSchema,
  AuthUserSchema,
  LoginAnswerSchema,
  LoginResultSchema,
  RecoveryCodesSchema,
  SessionSchema,
  TotpSetupSchema,
  VerifyResultSchema,
} from "../auth/schema.ts";
import {
  GrupoChecagemSchema,
  SugestaoGrupoSchema,
  SugestaoPublicaSchema,
  SugestaoRecebidaSchema,
  SugestaoSchema,
} from "../sugestoes/schema.ts";
import { ConversaSchema } from "../../messaging/schema.ts";
import { createAdministrador } from "../auth/service.ts";
import { ContaCriadaSchema, ContaSchema } from "../contas/schema.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { requestPasswordReset } from "../auth/password-reset.ts";
import { MensagemSchema, RecebidaSchema } from "../caixa-saida/schema.ts";
import { RegistroEntradaSchema } from "../registro/schema.ts";
import { BuscaRespostaSchema, BuscaResultadoSchema } from "../busca/schema.ts";
import {
  SemelhanteSchema,
  SemelhantesEditorSchema,
  SemelhantesSchema,
  SugestaoSemelhanteSchema,
} from "../../matching/schema.ts";
import { TemaSchema } from "../temas/schema.ts";
import { ContatoInstitucionalSchema } from "../contato-institucional/schema.ts";
import { ContatoMensagemSchema } from "../contato/schema.ts";
import { CARGOS, MembroPublicoSchema, MembroSchema } from "../equipe/schema.ts";
import { FakeNewsEditorSchema, FakeNewsSchema } from "../fake-news/schema.ts";
import { AutorSchema } from "../autores/schema.ts";
import { NewsletterSchema } from "../newsletters/schema.ts";
import { InscricaoContagemSchema } from "../inscricoes/schema.ts";
import { CorrecaoSchema } from "../correcoes/schema.ts";
import { RodapeSchema } from "../rodape/schema.ts";
import { RotuloSchema } from "../rotulos/schema.ts";
import { NoticiaEditorSchema, NoticiaSchema } from "../noticias/schema.ts";
import { API_ROUTES, createApiRouter, getOpenApiDocument, OPENAPI_PATH } from "../routes.ts";
import { SobreProjetoSchema } from "../sobre-projeto/schema.ts";
import { PaginaSchema } from "../paginas/schema.ts";
import { SubprojetoPublicoSchema, SubprojetoSchema } from "../subprojetos/schema.ts";
import { PublicacaoSchema } from "../publicacoes/schema.ts";
import { buildOpenApiDocument } from "./generate.ts";

type Json = Record<string, unknown>;

type OpenApiDocument = {
  openapi: string;
  tags: Json[];
  paths: Record<string, Record<string, Json>>;
  components: {
    securitySchemes: Record<string, Json>;
    schemas: Record<string, Json>;
  };
};

/** The answers' schemas by the component names the document gives them. */
const OUTPUT_SCHEMAS: Record<string, z.ZodType> = {
  Accepted: AcceptedSchema,
  Error: ErrorSchema,
  AuthUser: AuthUserSchema,
  LoginResult: LoginResultSchema,
  LoginAnswer: LoginAnswerSchema,
  VerifyResult: VerifyResultSchema,
  Account: MinhaContaSchema,
  Session: SessionSchema,
  TotpSetup: TotpSetupSchema,
  RecoveryCodes: RecoveryCodesSchema,
  MediaUploadResult: MediaUploadResultSchema,
  Noticia: NoticiaSchema,
  NoticiaEditor: NoticiaEditorSchema,
  FakeNews: FakeNewsSchema,
  FakeNewsEditor: FakeNewsEditorSchema,
  Autor: AutorSchema,
  Subprojeto: SubprojetoSchema,
  Publicacao: PublicacaoSchema,
  PublicacaoAutor: PublicacaoSchema.shape.autores.element,
  SubprojetoPublico: SubprojetoPublicoSchema,
  Membro: MembroSchema,
  MembroPublico: MembroPublicoSchema,
  Newsletter: NewsletterSchema,
  SobreProjeto: SobreProjetoSchema,
  Pagina: PaginaSchema,
  ContatoInstitucional: ContatoInstitucionalSchema,
  ContatoMensagem: ContatoMensagemSchema,
  BuscaResposta: BuscaRespostaSchema,
  BuscaResultado: BuscaResultadoSchema,
  Semelhante: SemelhanteSchema,
  Semelhantes: SemelhantesSchema,
  SemelhantesEditor: SemelhantesEditorSchema,
  SugestaoSemelhante: SugestaoSemelhanteSchema,
  Tema: TemaSchema,
  Correcao: CorrecaoSchema,
  Rodape: RodapeSchema,
  Rotulo: RotuloSchema,
  SugestaoRecebida: SugestaoRecebidaSchema,
  SugestaoPublica: SugestaoPublicaSchema,
  Sugestao: SugestaoSchema,
  Conversa: ConversaSchema,
  SugestaoGrupo: SugestaoGrupoSchema,
  GrupoChecagem: GrupoChecagemSchema,
  Conta: ContaSchema,
  ContaCriada: ContaCriadaSchema,
  RegistroEntrada: RegistroEntradaSchema,
  Mensagem: MensagemSchema,
  Recebida: RecebidaSchema,
  InscricaoContagem: InscricaoContagemSchema,
  RevisaoResumo: RevisaoResumoSchema,
  NoticiaRevisao: revisaoSchema(NoticiaEditorSchema),
  FakeNewsRevisao: revisaoSchema(FakeNewsEditorSchema),
};

// Telegram on (never called: no sender runs here), so a tip's free reply can be queued.
const server = testServerPerFile({
  telegram: {
    botToken: "123456789:AAopenapi",
    webhookSecret: "openapi-secret",
    apiUrl: "http://127.0.0.1:9",
  },
});
let authorization: string;
const document = JSON.parse(JSON.stringify(buildOpenApiDocument(API_ROUTES))) as OpenApiDocument;

beforeAll(async () => {
  ({ authorization } = await createTestAdmin(server().database.db));
});

type Operation = { method: string; path: string; operation: Json };

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

function operations(): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}

const describeOperation = ({ method, path }: { method: string; path: string }) =>
  `${method.toUpperCase()} ${path}`;

/** Follows a local JSON pointer (`#/components/schemas/Noticia`) through the document. */
function resolvePointer(ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let target: unknown = document;
  for (const raw of ref.slice(2).split("/")) {
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (typeof target !== "object" || target === null || !(key in target)) return undefined;
    target = (target as Json)[key];
  }
  return target;
}

function deref(value: unknown): Json {
  const object = value as Json;
  return typeof object.$ref === "string" ? deref(resolvePointer(object.$ref)) : object;
}

function collectRefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, found);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string") found.push(item);
      else collectRefs(item, found);
    }
  }
  return found;
}

/** `METHOD /api/path/{id}` for every route the API router registers. */
function registeredRoutes(): string[] {
  const router = createApiRouter({
    db: server().database.db,
    config: server().config,
    logger: createLogger(server().config),
  });
  const routes = new Set<string>();
  for (const layer of router.stack) {
    if (!layer.route) continue;
    const path = `/api${layer.route.path.replace(/:(\w+)/g, "{$1}")}`;
    for (const handler of layer.route.stack) routes.add(`${handler.method.toUpperCase()} ${path}`);
  }
  return [...routes].sort();
}

/** The documented operation whose path template matches a concrete path. */
function findOperation(method: string, path: string): Operation | undefined {
  return operations().find(
    (candidate) =>
      candidate.method === method.toLowerCase() &&
      new RegExp(`^${candidate.path.replace(/\{[^}]+\}/g, "[^/]+").replaceAll(".", "\\.")}$`).test(
        path,
      ),
  );
}

function requestBodySchema(method: string, path: string, mediaType = "application/json"): Json {
  const operation = findOperation(method, path);
  const body = deref(operation?.operation.requestBody);
  const content = body.content as Record<string, { schema: Json }>;
  return content[mediaType]?.schema ?? {};
}

test("GET /api/openapi.json answers the OpenAPI 3.1 document with public cache headers", async () => {
  const response = await fetch(`${server().url}${OPENAPI_PATH}`);

  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
  const body = (await response.json()) as OpenApiDocument;
  expect(body.openapi).toMatch(/^3\.1\.\d+$/);
  expect(body).toEqual(document);
});

test("GET /api/openapi.json answers 304 when the client has the current version", async () => {
  const first = await fetch(`${server().url}${OPENAPI_PATH}`);

  const again = await fetch(`${server().url}${OPENAPI_PATH}`, {
    headers: { "if-none-match": first.headers.get("etag") ?? "", "cache-control": "max-age=0" },
  });

  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
});

test("the document is a valid OpenAPI 3.1 document", async () => {
  const validator = new Validator();

  const result = await validator.validate(document as unknown as Json);

  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
  expect(validator.version).toBe("3.1");
});

test("the answers' component schemas are generated from the areas' output schemas", () => {
  const names = Object.keys(OUTPUT_SCHEMAS);

  const generated = names.map((name) => document.components.schemas[name]);

  expect(generated.every((schema) => typeof schema === "object")).toBe(true);
  expect(document.components.schemas.Noticia).toMatchObject({
    type: "object",
    properties: { video: { type: ["string", "null"] }, data_publicacao: { format: "date-time" } },
    required: expect.arrayContaining(["id", "titulo", "video", "data_publicacao", "autor"]),
  });
  expect(document.components.schemas.FakeNews).toMatchObject({
    properties: { status: { type: "string", enum: ["verificada", "desmentida", "em_analise"] } },
  });
});

test("the document is built once and then reused", () => {
  const first = getOpenApiDocument();

  const second = getOpenApiDocument();

  expect(second).toBe(first);
});

test("every route of the API router is documented, and nothing else is", () => {
  const documented = operations().map(describeOperation).sort();

  const registered = registeredRoutes();

  expect(registered.length).toBeGreaterThan(30);
  expect(documented).toEqual(registered);
});

test("every $ref in the document resolves", () => {
  const refs = collectRefs(document);

  const unresolved = refs.filter((ref) => resolvePointer(ref) === undefined);

  expect(refs.length).toBeGreaterThan(100);
  expect(unresolved).toEqual([]);
});

test("every component schema is used by some operation", () => {
  const used = new Set<string>();
  const pending = collectRefs(document.paths);
  while (pending.length > 0) {
    const ref = pending.pop() ?? "";
    if (used.has(ref)) continue;
    used.add(ref);
    pending.push(...collectRefs(resolvePointer(ref)));
  }

  const unused = Object.keys(document.components.schemas).filter(
    (name) => !used.has(`#/components/schemas/${name}`),
  );

  expect(unused).toEqual([]);
});

test("operations have unique ids, declared tags and security schemes, and their path parameters", () => {
  const tags = new Set(document.tags.map((tag) => tag.name));
  const schemes = new Set(Object.keys(document.components.securitySchemes));
  const problems: string[] = [];
  const ids = new Map<string, string>();

  for (const entry of operations()) {
    const { operation, path } = entry;
    const name = describeOperation(entry);
    const id = operation.operationId as string;
    if (!id || ids.has(id)) problems.push(`${name}: operationId ${id} missing or repeated`);
    ids.set(id, name);
    for (const tag of operation.tags as string[]) {
      if (!tags.has(tag)) problems.push(`${name}: undeclared tag ${tag}`);
    }
    const security = operation.security as Record<string, string[]>[] | undefined;
    if (!Array.isArray(security)) problems.push(`${name}: no security requirement`);
    for (const requirement of security ?? []) {
      for (const scheme of Object.keys(requirement)) {
        if (!schemes.has(scheme)) problems.push(`${name}: unknown security scheme ${scheme}`);
      }
    }
    const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
    const declared = ((operation.parameters as unknown[] | undefined) ?? [])
      .map(deref)
      .filter((parameter) => parameter.in === "path" && parameter.required === true)
      .map((parameter) => parameter.name)
      .sort();
    if (JSON.stringify(inPath) !== JSON.stringify(declared))
      problems.push(`${name}: path parameters ${JSON.stringify(declared)}`);
    const responses = Object.keys(operation.responses as Json);
    if (responses.length === 0 || responses.some((status) => !/^[1-5]\d\d$/.test(status)))
      problems.push(`${name}: responses ${responses.join(", ")}`);
  }

  expect(problems).toEqual([]);
  expect(document.components.securitySchemes.bearer).toMatchObject({
    type: "http",
    scheme: "bearer",
  });
});

test("every error answer is described by the shared {error, details?} schema", () => {
  const errorSchemas = operations().flatMap(({ operation }) =>
    Object.entries(operation.responses as Json)
      .filter(([status]) => Number(status) >= 400)
      .map(([, response]) => (deref(response).content as Json)["application/json"]),
  );

  expect(errorSchemas.length).toBeGreaterThan(50);
  for (const content of errorSchemas) {
    expect(content).toMatchObject({ schema: { $ref: "#/components/schemas/Error" } });
  }
  expect(document.components.schemas.Error).toMatchObject({
    type: "object",
    properties: {
      error: { type: "string" },
      details: { type: "object", additionalProperties: { type: "string" } },
    },
    required: ["error"],
  });
});

test("JSON request bodies reference each area's input schema with its required fields", () => {
  const expected: [method: string, path: string, schema: string, required: string[]][] = [
    ["POST", "/api/auth/login", "LoginInput", ["email", "password"]],
    ["POST", "/api/noticias", "NoticiaInput", ["titulo", "lead", "conteudo", "fontes"]],
    ["PUT", "/api/noticias/1", "NoticiaInput", ["titulo", "lead", "conteudo", "fontes"]],
    ["POST", "/api/fake-news", "FakeNewsInput", ["titulo", "lead", "conteudo", "status"]],
    ["PUT", "/api/fake-news/1", "FakeNewsInput", ["titulo", "lead", "conteudo", "status"]],
    ["POST", "/api/subprojetos", "SubprojetoInput", ["nome", "autor", "resumo", "dataInicio"]],
    ["PUT", "/api/subprojetos/1", "SubprojetoInput", ["nome", "autor", "resumo", "dataInicio"]],
    ["POST", "/api/equipe", "MembroInput", ["nome", "cargo"]],
    ["PUT", "/api/equipe/1", "MembroInput", ["nome", "cargo"]],
    ["POST", "/api/newsletters", "NewsletterInput", ["titulo", "mes", "ano"]],
    ["PUT", "/api/newsletters/1", "NewsletterInput", ["titulo", "mes", "ano"]],
    ["PUT", "/api/sobre-projeto", "SobreProjetoInput", []],
    [
      "PUT",
      "/api/contato-institucional",
      "ContatoInstitucionalInput",
      ["email", "telefone", "whatsapp", "redes"],
    ],
    ["POST", "/api/contato", "ContatoMensagemInput", ["nome", "email", "assunto", "mensagem"]],
  ];

  const actual = expected.map(([method, path]) => {
    const reference = requestBodySchema(method, path);
    const schema = deref(reference);
    return [method, path, reference.$ref, (schema.required as string[] | undefined) ?? []];
  });

  expect(actual).toEqual(
    expected.map(([method, path, name, required]) => [
      method,
      path,
      `#/components/schemas/${name}`,
      required,
    ]),
  );
});

test("input schemas keep the limits and choices of the zod schemas", () => {
  const schemas = document.components.schemas;

  expect(schemas.NoticiaInput?.properties).toMatchObject({
    titulo: { type: "string", minLength: 1, maxLength: 300 },
    fontes: { type: "array", minItems: 1, items: { type: "string", minLength: 1 } },
  });
  expect(schemas.FakeNewsInput?.properties).toMatchObject({
    status: { enum: ["verificada", "desmentida", "em_analise"] },
  });
  expect(schemas.MembroInput?.properties).toMatchObject({
    cargo: { enum: [...CARGOS] },
  });
  expect(schemas.NewsletterInput?.properties).toMatchObject({
    mes: { type: "integer", minimum: 1, maximum: 12 },
  });
});

test("the media upload is described as multipart with one required file", () => {
  const schema = requestBodySchema("POST", "/api/media", "multipart/form-data");

  expect(schema).toMatchObject({
    type: "object",
    properties: { file: { type: "string" } },
    required: ["file"],
  });
});

test("every call without a token answers 401 exactly when documented as needing one", async () => {
  const outcomes: string[] = [];
  const expected: string[] = [];

  for (const entry of operations()) {
    const { method, operation } = entry;
    const path = entry.path.replace("{id}", "999999");
    const response = await fetch(`${server().url}${path}`, {
      method: method.toUpperCase(),
      headers:
        method === "get" || method === "delete" ? {} : { "content-type": "application/json" },
      body: method === "get" || method === "delete" ? undefined : "{}",
    });
    // An empty requirement beside the bearer one makes the token optional.
    const security = operation.security as Json[];
    const needsToken =
      security.some((requirement) => "bearer" in requirement) &&
      !security.some((requirement) => Object.keys(requirement).length === 0);
    const statuses = Object.keys(operation.responses as Json);
    outcomes.push(
      `${describeOperation(entry)} ${response.status === 401 ? "401" : "other"} ${statuses.includes(String(response.status))}`,
    );
    expected.push(`${describeOperation(entry)} ${needsToken ? "401" : "other"} true`);
  }

  expect(outcomes).toEqual(expected);
});

test("every operation's success answer matches the schema documented for it", async () => {
  const covered = new Set<string>();

  /** Calls the API, checks the status and body against the documented operation, returns the body. */
  /** A live reset link's token for the test administrador, read from the queued e-mail. */
  async function resetToken(): Promise<string> {
    const { db } = server().database;
    const [account] = await db.selectFrom("administradores").select("email").limit(1).execute();
    await requestPasswordReset(db, account!.email, "https://observatorio.example.org");
    const mail = await db
      .selectFrom("caixa_saida")
      .select("texto")
      .where("tipo", "=", "senha")
      .executeTakeFirstOrThrow();
    return /#token=([\w-]+)/.exec(mail.texto)![1]!;
  }

  async function call(
    method: string,
    path: string,
    options: { body?: unknown; form?: FormData; token?: string | null } = {},
  ): Promise<Json> {
    const headers: Record<string, string> = {};
    const token = options.token === undefined ? authorization : options.token;
    if (token) headers.authorization = token;
    let body: string | FormData | undefined = options.form;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${server().url}${path}`, { method, headers, body });
    const entry = findOperation(method, path.split("?")[0] ?? path);
    const name = `${method} ${path}`;
    expect(entry, name).toBeDefined();
    const documented = deref((entry?.operation.responses as Json)[String(response.status)]);
    expect(documented.description, `${name} answered an undocumented ${response.status}`).toEqual(
      expect.any(String),
    );
    expect(response.status, name).toBeLessThan(300);
    if (entry) covered.add(describeOperation(entry));
    const content = documented.content as Record<string, { schema: Json }> | undefined;
    if (!content) {
      expect(await response.text(), name).toBe("");
      return {};
    }
    // CASE: a file; its bytes are the answer.
    if (content["application/octet-stream"]) {
      expect((await response.arrayBuffer()).byteLength, name).toBeGreaterThan(0);
      return {};
    }
    const json = (await response.json()) as Json;
    const schema = content["application/json"]?.schema ?? {};
    const parsed = zodFor(schema).parse(json);
    // zod drops unknown keys: equality shows the answer has no field the schema lacks.
    expect(parsed, name).toEqual(json);
    return json;
  }

  function zodFor(schema: Json): z.ZodType {
    if (typeof schema.$ref === "string") {
      const name = schema.$ref.replace("#/components/schemas/", "");
      const output = OUTPUT_SCHEMAS[name];
      if (!output) throw new Error(`${schema.$ref} is not an output schema`);
      return output;
    }
    if (schema.type === "array") return z.array(zodFor(schema.items as Json));
    // The editors' view comes first, so an answer with its fields parses as it.
    if (Array.isArray(schema.anyOf)) return z.union((schema.anyOf as Json[]).map(zodFor));
    expect(schema).toEqual({ type: "object" });
    return z.record(z.string(), z.unknown());
  }

  const password = "uma senha longa para o teste";
  await createAdministrador(
    server().database.db,
    { email: "documentada@example.org", nome: "Documentada" },
    password,
  );
  const login = await call("POST", "/api/auth/login", {
    body: { email: "documentada@example.org", password },
    token: null,
  });
  const sessionToken = `Bearer ${login.token as string}`;
  await call("GET", "/api/auth/verify", { token: sessionToken });
  await call("GET", "/api/auth/account", { token: sessionToken });
  await call("PUT", "/api/auth/avisos", { body: { avisosEmail: true }, token: sessionToken });
  const newPassword = "outra senha longa para o teste";
  await call("PUT", "/api/auth/password", {
    body: { currentPassword: password, newPassword },
    token: sessionToken,
  });
  const setup = await call("POST", "/api/auth/totp/setup", {
    body: { senha: newPassword },
    token: sessionToken,
  });
  const { recoveryCodes } = await call("POST", "/api/auth/totp/enable", {
    body: { code: currentTotpCode(setup.secret as string), senha: newPassword },
    token: sessionToken,
  });
  const challenge = await call("POST", "/api/auth/login", {
    body: { email: "documentada@example.org", password: newPassword },
    token: null,
  });
  const second = await call("POST", "/api/auth/login/totp", {
    body: { challenge: challenge.challenge, code: (recoveryCodes as string[])[0] },
    token: null,
  });
  const sessions = (await call("GET", "/api/auth/sessions", {
    token: sessionToken,
  })) as unknown as {
    id: number;
    current: boolean;
  }[];
  const other = sessions.find((session) => !session.current);
  await call("DELETE", `/api/auth/sessions/${String(other?.id)}`, {
    body: { senha: newPassword, codigo: (recoveryCodes as string[])[1] },
    token: sessionToken,
  });
  expect(second.token).toEqual(expect.any(String));
  const renewed = await call("POST", "/api/auth/totp/recovery-codes", {
    body: { senha: newPassword, codigo: (recoveryCodes as string[])[2] },
    token: sessionToken,
  });
  await call("POST", "/api/auth/email", {
    body: {
      email: "documentada@example.org",
      senha: newPassword,
      codigo: (renewed.recoveryCodes as string[])[0],
    },
    token: sessionToken,
  });
  await call("POST", "/api/auth/totp/disable", {
    body: { senha: newPassword, codigo: (renewed.recoveryCodes as string[])[1] },
    token: sessionToken,
  });

  const upload = new FormData();
  const png = await solidImage("png", 40, 20);
  upload.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "foto.png");
  const { url: imageUrl } = await call("POST", "/api/media", { form: upload });

  const collections: [path: string, create: Json, update: Json][] = [
    [
      "/api/noticias",
      { titulo: "Boato", lead: "<p>Lead</p>", conteudo: "<p>Texto</p>", fontes: ["Fonte"] },
      {
        titulo: "Boato desmentido",
        lead: "<p>Lead</p>",
        conteudo: "<p>Texto</p>",
        fontes: ["Fonte"],
        imagens: [imageUrl],
        legendas: ["Legenda"],
        alts: ["Descrição"],
        video: "https://vimeo.com/123456",
      },
    ],
    [
      "/api/fake-news",
      {
        titulo: "Áudio falso",
        lead: "<p>Lead</p>",
        conteudo: "<p>Texto</p>",
        status: "em_analise",
      },
      {
        titulo: "Áudio falso",
        lead: "<p>Lead</p>",
        conteudo: "<p>Texto</p>",
        status: "desmentida",
        verdades: ["A vacina foi testada."],
        imagens: [imageUrl],
        data_verificacao: "2026-03-02",
      },
    ],
    [
      "/api/subprojetos",
      { nome: "Estudo", autor: "Ana", resumo: "<p>Resumo</p>", dataInicio: "01/03/2026" },
      {
        nome: "Estudo",
        autor: "Ana",
        resumo: "<p>Resumo</p>",
        dataInicio: "2026-03-01",
        local: "Porto Velho",
        status: "concluído",
      },
    ],
    [
      "/api/equipe",
      { nome: "Ana", cargo: "Professor" },
      {
        nome: "Ana",
        cargo: "Pesquisador",
        foto: imageUrl,
        lattes: "https://lattes.cnpq.br/1234567890123456",
      },
    ],
    [
      "/api/newsletters",
      { titulo: "Edição de março", mes: 3, ano: 2026 },
      {
        titulo: "Edição de março",
        mes: "3",
        ano: "2026",
        pdfLink: "https://example.org/marco.pdf",
      },
    ],
    [
      "/api/publicacoes",
      { titulo: "Relatório", autores: [{ nome: "Ana" }], ano: 2025, tipo: "relatorio" },
      {
        titulo: "Artigo",
        autores: [{ nome: "Ana", endereco: "https://orcid.org/0000-0000-0000-0001" }],
        ano: "2024",
        tipo: "artigo",
        palavrasChave: ["dados"],
        doi: "10.99999/abc.1",
      },
    ],
  ];
  for (const [path, create, update] of collections) {
    const created = await call("POST", path, { body: create });
    await call("GET", path, { token: null });
    await call("GET", `${path}/${String(created.id)}`, { token: null });
    await call("PUT", `${path}/${String(created.id)}`, { body: update });
    if (path === "/api/noticias" || path === "/api/fake-news") {
      await call("GET", `${path}/${String(created.id)}/revisoes`);
      await call("GET", `${path}/${String(created.id)}/revisoes/1`);
      await call("POST", `${path}/${String(created.id)}/revisoes/1/restaurar`, { body: {} });
    }
    await call("DELETE", `${path}/${String(created.id)}`);
  }

  const found = await call("POST", "/api/noticias", {
    body: { titulo: "Boato", lead: "<p>Lead</p>", conteudo: "<p>Texto</p>", fontes: ["Fonte"] },
  });
  await call("GET", "/api/busca?q=boato", { token: null });
  await call("GET", "/api/temas", { token: null });
  await call("GET", "/api/autores");
  const corrected = await call("POST", "/api/fake-news", {
    body: { titulo: "Boato", lead: "<p>Lead</p>", conteudo: "<p>Texto</p>", status: "em_analise" },
  });
  for (const path of [
    `/api/noticias/${String(found.id)}`,
    `/api/fake-news/${String(corrected.id)}`,
  ]) {
    const correcao = await call("POST", `${path}/correcoes`, {
      body: { erro: "A data estava errada.", mudanca: "A data foi corrigida." },
    });
    await call("GET", `${path}/correcoes`, { token: null });
    await call("PUT", `/api/correcoes/${String(correcao.id)}`, {
      body: { erro: "O nome estava errado.", mudanca: "O nome foi corrigido." },
    });
  }
  const [last] = (await call("GET", "/api/correcoes?limite=1", { token: null })) as unknown as {
    id: number;
  }[];
  await call("DELETE", `/api/correcoes/${String(last?.id)}`);
  await call("DELETE", `/api/fake-news/${String(corrected.id)}`);
  await call("GET", "/api/rodape", { token: null });
  await call("PUT", "/api/rodape", {
    body: {
      instituicoes: [
        { chave: "observatorio", nome: "Observatório", endereco: "https://example.org/" },
        { nome: "Parceira", endereco: "/sobre", logo: imageUrl },
      ],
    },
  });
  await call("POST", `/api/noticias/${String(found.id)}/publicar`, {
    body: { publicar_em: null },
  });
  await call("DELETE", `/api/noticias/${String(found.id)}`);
  // The second review: someone who did not write it approves the revision it read, then
  // it is published; a second entry is approved and published in one step.
  const checagem = await call("POST", "/api/fake-news", {
    body: {
      titulo: "Em revisão",
      lead: "<p>Lead</p>",
      conteudo: "<p>Texto</p>",
      status: "desmentida",
      estado: "em_revisao",
    },
  });
  const revisora = await createTestAdmin(server().database.db, { papel: "editor" });
  await call("POST", `/api/fake-news/${String(checagem.id)}/aprovar`, {
    token: revisora.authorization,
    body: { revisao: checagem.revisao },
  });
  await call("POST", `/api/fake-news/${String(checagem.id)}/publicar`);
  const [semelhante] = (await call("GET", "/api/checagens/semelhantes?texto=em%20revisao", {
    token: null,
  })) as unknown as { id: number }[];
  expect(semelhante?.id).toBe(checagem.id);
  await call("POST", "/api/checagens/semelhantes", { body: { texto: "em revisao" }, token: null });
  const outra = await call("POST", "/api/fake-news", {
    body: {
      titulo: "Em revisão também",
      lead: "<p>Lead</p>",
      conteudo: "<p>Texto</p>",
      status: "verificada",
      estado: "em_revisao",
    },
  });
  await call("POST", `/api/fake-news/${String(outra.id)}/aprovar`, {
    token: revisora.authorization,
    body: { revisao: outra.revisao, publicar: true },
  });

  await call("PUT", "/api/sobre-projeto", {
    body: { titulo: "Sobre", conteudo: "<p>Quem somos</p>" },
  });
  await call("GET", "/api/sobre-projeto", { token: null });
  await call("PUT", "/api/paginas/metodologia", {
    body: { titulo: "Metodologia", conteudo: "<p>Como checamos</p>" },
  });
  await call("GET", "/api/paginas/metodologia", { token: null });
  await call("GET", "/api/rotulos", { token: null });
  await call("POST", "/api/rotulos", {
    body: {
      slug: "satira",
      nome: "Sátira",
      cor: "#3d5a80",
      icone: "alerta",
      definicao: "Humor que circula como se fosse real.",
      status: "desmentida",
    },
  });
  await call("PUT", "/api/rotulos/satira", {
    body: {
      nome: "Sátira ou paródia",
      cor: "#3d5a80",
      icone: "alerta",
      definicao: "Humor que circula como se fosse real.",
      status: "desmentida",
    },
  });
  await call("DELETE", "/api/rotulos/satira");
  await call("GET", "/api/contato-institucional", { token: null });
  await call("PUT", "/api/contato-institucional", {
    body: {
      email: "contato@example.org",
      telefone: "(69) 3333-0000",
      whatsapp: "+55 69 99999-0000",
      redes: [{ tipo: "Instagram", url: "https://www.instagram.com/observatorio" }],
    },
  });
  const mensagem = await call("POST", "/api/contato", {
    body: { nome: "Bia", email: "bia@example.org", assunto: "Dúvida", mensagem: "Olá!" },
    token: null,
  });
  await call("GET", "/api/contato");
  await call("DELETE", `/api/contato/${String(mensagem.id)}`);
  const tip = new FormData();
  tip.append("plataforma", "whatsapp");
  tip.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "print.png");
  const recebida = await call("POST", "/api/sugestoes", { form: tip, token: null });
  await call("GET", `/api/sugestoes/codigo/${String(recebida.codigo)}`, { token: null });
  await call("POST", `/api/sugestoes/codigo/${String(recebida.codigo)}/nao-e-isso`, {
    token: null,
  });
  const [grupo] = (await call("GET", "/api/sugestoes")) as unknown as {
    grupo: string;
    sugestoes: { id: number }[];
  }[];
  const sugestaoId = String(grupo?.sugestoes[0]?.id);
  await call("POST", "/api/sugestoes/semelhantes", { body: { texto: "em revisao" } });
  await call("PUT", `/api/sugestoes/${sugestaoId}`, {
    body: { estado: "descartada", motivo: "opiniao" },
  });
  await call("GET", `/api/sugestoes/${sugestaoId}/anexo`);
  await call("POST", `/api/sugestoes/grupos/${encodeURIComponent(grupo!.grupo)}/checagem`, {
    body: { fake_news_id: checagem.id },
  });
  // The tip as if it had come through Telegram, with the tipline's reply (decision 076).
  const at = new Date().toISOString();
  const contato = await server()
    .database.db.insertInto("canal_contatos")
    .values({
      canal: "telegram",
      remetente_hash: "d".repeat(64),
      endereco: "987654321",
      ultima_entrada_em: at,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await enqueueMail(server().database.db, {
    canal: "telegram",
    destinatario: "987654321",
    assunto: "Telegram: recebida",
    tipo: "recebida",
    chave: "telegram:openapi",
    paragrafos: ["Recebemos!"],
  });
  await server()
    .database.db.insertInto("canal_mensagens")
    .values([
      {
        contato_id: contato.id,
        direcao: "entrada",
        id_externo: "1",
        tipo: "texto",
        sugestao_id: Number(sugestaoId),
        created_at: at,
      },
      {
        contato_id: contato.id,
        direcao: "saida",
        tipo: "recebida",
        texto: "Recebemos!",
        sugestao_id: Number(sugestaoId),
        caixa_saida_chave: "telegram:openapi",
        created_at: at,
      },
    ])
    .execute();
  await call("GET", `/api/sugestoes/${sugestaoId}/conversa`);
  await call("POST", `/api/sugestoes/${sugestaoId}/conversa`, {
    body: { texto: "Pode nos mandar o link?" },
  });
  const conta = await call("POST", "/api/contas", {
    body: { nome: "Rita", email: "rita@example.org", papel: "autor" },
  });
  await call("GET", "/api/contas");
  await call("PUT", `/api/contas/${String(conta.id)}`, { body: { papel: "editor" } });
  await call("GET", "/api/registro?tipo=contas");
  await enqueueMail(server().database.db, {
    destinatario: "ninguem@example.org",
    assunto: "Aviso",
    tipo: "teste",
    paragrafos: ["Olá!"],
  });
  await server().database.db.updateTable("caixa_saida").set({ estado: "falhou" }).execute();
  const [falhou] = (await call("GET", "/api/caixa-saida?estado=falhou")) as unknown as {
    id: number;
  }[];
  await call("POST", `/api/caixa-saida/${String(falhou?.id)}/reenviar`);
  // A WhatsApp delivery update the tipline gave up on (decision 082).
  await server()
    .database.db.insertInto("canal_recebidas")
    .values({
      canal: "whatsapp",
      chave: "status:wamid.openapi:read",
      dados: JSON.stringify({
        tipo: "status",
        status: { id: "wamid.openapi", status: "read" },
      }),
      origem: "https://observatorio.example.org",
      recebida_em: at,
      tentativas: 5,
      erro: "HTTP 503",
      desistida_em: at,
    })
    .execute();
  const [desistida] = (await call("GET", "/api/caixa-saida/recebidas")) as unknown as {
    id: number;
  }[];
  await call("POST", `/api/caixa-saida/recebidas/${String(desistida?.id)}/reprocessar`);
  await call("POST", "/api/inscricoes", { body: { email: "leitora@example.org" }, token: null });
  const inscricao = await server()
    .database.db.selectFrom("caixa_saida")
    .select("texto")
    .where("tipo", "=", "inscricao")
    .executeTakeFirstOrThrow();
  const linkToken = (path: string) =>
    new RegExp(`${path}\\?token=([\\w-]+)`).exec(inscricao.texto)![1]!;
  await call("POST", "/api/inscricoes/confirmar", {
    body: { token: linkToken("/newsletters/confirmar") },
    token: null,
  });
  await call("GET", "/api/inscricoes/contagem");
  await call("POST", `/api/inscricoes/sair?token=${linkToken("/newsletters/sair")}`, {
    token: null,
  });
  await call("GET", OPENAPI_PATH, { token: null });
  await call("POST", "/api/auth/logout", { token: sessionToken });
  // Last: a new password ends every session of the account.
  await call("POST", "/api/auth/senha/esqueci", {
    body: { email: "ninguem@example.org" },
    token: null,
  });
  await call("POST", "/api/auth/senha/redefinir", {
    body: { token: await resetToken(), senha: "uma nova senha bem longa" },
    token: null,
  });

  expect([...covered].sort()).toEqual(operations().map(describeOperation).sort());
  // Several deliberately slow password hashes: a loaded machine needs more than the default.
}, 60_000);
