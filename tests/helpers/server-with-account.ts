import { afterEach, beforeAll, beforeEach } from "vitest";
import { hashPassword } from "#server/auth/passwords.ts";
import { startTestServer, type TestServer } from "./test-server.ts";
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
