import { expect, test, vi } from "vitest";
import { databasePerTest } from "#tests/helpers/database-per-test.ts";
import { ensureConfiguredAdmin } from "./bootstrap.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

const database = databasePerTest();

const configured = { email: "Coordenacao@Example.org", password: "senha inicial bem longa" };

function administradores() {
  return database()
    .db.selectFrom("administradores")
    .select(["email", "nome", "password_hash"])
    .execute();
}

test("creates the configured administrator, named after the e-mail's local part", async () => {
  const logger = { info: vi.fn() };

  const outcome = await ensureConfiguredAdmin(database().db, configured, logger);

  expect(outcome).toBe("created");
  const rows = await administradores();
  expect(rows.map(({ email, nome }) => ({ email, nome }))).toEqual([
    { email: "coordenacao@example.org", nome: "coordenacao" },
  ]);
  expect(await verifyPassword(configured.password, rows[0]?.password_hash ?? "")).toBe(true);
  expect(logger.info).toHaveBeenCalledWith(
    { email: "coordenacao@example.org" },
    "created the administrator of ADMIN_EMAIL",
  );
});

test("never changes an account that already has the configured e-mail", async () => {
  const now = new Date().toISOString();
  const existing = {
    email: "coordenacao@example.org",
    nome: "Coordenação",
    password_hash: await hashPassword("senha trocada depois"),
  };
  await database()
    .db.insertInto("administradores")
    .values({ ...existing, created_at: now, updated_at: now })
    .execute();

  const outcome = await ensureConfiguredAdmin(database().db, configured);

  expect(outcome).toBe("exists");
  expect(await administradores()).toEqual([existing]);
});

test("does nothing when no administrator is configured", async () => {
  const outcome = await ensureConfiguredAdmin(database().db, undefined);

  expect(outcome).toBe("not-configured");
  expect(await administradores()).toEqual([]);
});

test("refuses a configured password on the list of common passwords and creates nothing", async () => {
  await expect(
    ensureConfiguredAdmin(database().db, { email: "x@example.org", password: "qwertyuiop123" }),
  ).rejects.toThrow("Essa senha está entre as mais usadas e fáceis de adivinhar. Escolha outra.");
  expect(await administradores()).toEqual([]);
});

test("two instances starting together create the administrator once", async () => {
  const outcomes = await Promise.all([
    ensureConfiguredAdmin(database().db, configured),
    ensureConfiguredAdmin(database().db, configured),
  ]);

  expect(outcomes.sort()).toEqual(["created", "exists"]);
  expect(await administradores()).toHaveLength(1);
});
