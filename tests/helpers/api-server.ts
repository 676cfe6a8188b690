import type { Kysely, Selectable } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/schema.ts";
import { createTestAdmin } from "./auth.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

export type TableName = keyof Database;
/** The tables whose rows have an `id`. */
export type TableWithId = {
  [Table in TableName]: "id" extends keyof Database[Table] ? Table : never;
}[TableName];

export type SendOptions = {
  body?: unknown;
  /** Sent as it is, as JSON: for bodies that are not valid JSON. */
  rawBody?: string;
  /** The Authorization header. By default the test admin's on writes and none on GET; null sends none. */
  authorization?: string | null;
  headers?: Record<string, string>;
};

export type ApiServer = {
  readonly server: TestServer;
  readonly url: string;
  readonly db: Kysely<Database>;
  /** `Bearer …` of the administrator made for the test (or the file). */
  readonly authorization: string;
  send: (method: string, path: string, options?: SendOptions) => Promise<Response>;
  /** The JSON answer to an anonymous GET. */
  read: <T = unknown>(path: string) => Promise<T>;
  /** The ids of the list an anonymous GET answers, in its order. */
  listIds: (path: string) => Promise<number[]>;
  /** Creates through the API (as the admin), expects 201 and answers the created item. */
  create: <T extends { id: number } = { id: number } & Record<string, unknown>>(
    path: string,
    body: unknown,
  ) => Promise<T>;
  /** Every row of a table, all columns, by id. */
  rows: <Table extends TableWithId>(table: Table) => Promise<Selectable<Database[Table]>[]>;
  count: (table: TableName) => Promise<number>;
};

export const UNAUTHORIZED = { error: "Autenticação necessária." };

/** Checks a JSON answer: its status and its exact body. */
export async function expectAnswer(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual(body);
}

/** The answer of a 400 for invalid input. */
export function invalid(details: Record<string, string>) {
  return { error: "Dados inválidos.", details };
}

/**
 * A case of the tables of refused bodies, named `name`: `body` with `field` one character
 * longer than `max`, and the details the API answers for it.
 */
export function tooLong(
  name: string,
  body: object,
  field: string,
  max: number,
): [string, Record<string, unknown>, Record<string, string>] {
  return [
    name,
    { ...body, [field]: "a".repeat(max + 1) },
    { [field]: `Use no máximo ${max} caracteres.` },
  ];
}

/**
 * A browser's revalidation. The explicit Cache-Control stops fetch from adding its own
 * `no-cache`, which asks the server for a full answer instead of a 304.
 */
export function revalidate(etag: string | null) {
  return { "if-none-match": etag ?? "", "cache-control": "max-age=0" };
}

/**
 * The in-process app with a fresh database and an administrator, started for every test
 * or, with `clean`, once for the file with those tables emptied before each test.
 */
export function useApiServer(
  options: { config?: Partial<Config>; adminName?: string; clean?: TableName[] } = {},
): ApiServer {
  let server: TestServer | undefined;
  let authorization = "";

  async function start() {
    server = await startTestServer(options.config);
    ({ authorization } = await createTestAdmin(server.database.db, { nome: options.adminName }));
  }
  async function stop() {
    await server?.close();
  }
  if (options.clean) {
    const tables = options.clean;
    beforeAll(start);
    afterAll(stop);
    beforeEach(async () => {
      for (const table of tables) await api.db.deleteFrom(table).execute();
    });
  } else {
    beforeEach(start);
    afterEach(stop);
  }

  const api: ApiServer = {
    get server() {
      if (!server) throw new Error("the test server is not running");
      return server;
    },
    get url() {
      return api.server.url;
    },
    get db() {
      return api.server.database.db;
    },
    get authorization() {
      return authorization;
    },
    send(method, path, { body, rawBody, authorization: given, headers = {} } = {}) {
      const sent: Record<string, string> = { ...headers };
      const token = given === undefined ? (method === "GET" ? null : authorization) : given;
      if (token !== null) sent.authorization = token;
      if (rawBody !== undefined || body !== undefined) sent["content-type"] = "application/json";
      return fetch(`${api.url}${path}`, {
        method,
        headers: sent,
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
    },
    async read(path) {
      return (await fetch(`${api.url}${path}`)).json();
    },
    async listIds(path) {
      return (await api.read<{ id: number }[]>(path)).map((item) => item.id);
    },
    async create(path, body) {
      const response = await api.send("POST", path, { body });
      expect(response.status).toBe(201);
      return response.json();
    },
    async rows<Table extends TableWithId>(table: Table) {
      const rows = await api.db
        .selectFrom(table as TableWithId)
        .selectAll()
        .orderBy("id")
        .execute();
      return rows as Selectable<Database[Table]>[];
    },
    async count(table) {
      const row = await api.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
  return api;
}

/** A token that was valid until its administrator logged out. */
export async function loggedOutAuthorization(api: ApiServer): Promise<string> {
  const { authorization } = await createTestAdmin(api.db);
  const logout = await api.send("POST", "/api/auth/logout", { authorization });
  expect(logout.status).toBe(204);
  return authorization;
}

/** The Authorization headers a write must refuse with 401, by what is wrong with them. */
export const BAD_AUTHORIZATIONS: [string, (api: ApiServer) => Promise<string | null>][] = [
  ["without a token", async () => null],
  ["with an unknown token", async () => "Bearer abcdefghijklmnopqrstuvwxyz0123456789"],
  ["with a malformed header", async () => "Basic dXNlcjpwYXNz"],
  ["with a logged-out token", loggedOutAuthorization],
];
