import { afterEach, beforeAll, beforeEach, onTestFinished } from "vitest";
import { hashPassword } from "#server/auth/passwords.ts";
import { openDatabase } from "#server/db/database.ts";
import { serveApp, startTestServer, type TestServer } from "./test-server.ts";
import type { AuthUser } from "#server/api/auth/service.ts";

/**
 * A fresh server for each test, behind a proxy on loopback (TRUST_PROXY=loopback) so each
 * request can name its client, with one account whose password is `password`. The fields
 * are set before each test.
 */
export function useServerWithAccount(
  password: string,
  identity: { email: string; nome: string },
): { server: TestServer; account: AuthUser; passwordHash: string } {
  const setup = {} as { server: TestServer; account: AuthUser; passwordHash: string };
  // Hashed once: each hash takes a noticeable fraction of a second by design.
  beforeAll(async () => {
    setup.passwordHash = await hashPassword(password);
  });
  beforeEach(async () => {
    setup.server = await startTestServer({ trustProxy: ["loopback"] });
    const now = new Date().toISOString();
    setup.account = await setup.server.database.db
      .insertInto("administradores")
      .values({ ...identity, password_hash: setup.passwordHash, created_at: now, updated_at: now })
      .returning(["id", "email", "nome", "papel"])
      .executeTakeFirstOrThrow();
  });
  afterEach(async () => {
    await setup.server.close();
  });
  return setup;
}

/**
 * Another app process on the database of `server`, as after a restart or on a second
 * instance; it stops when the test ends. Answers its URL.
 */
export async function startSecondInstance(server: TestServer): Promise<string> {
  const database = openDatabase(server.database.target);
  const served = await serveApp(server.config, database);
  onTestFinished(async () => {
    await served.close();
    await database.db.destroy();
  });
  return served.url;
}
