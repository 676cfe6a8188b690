import path from "node:path";
import { expect, test } from "vitest";
import { loadConfig } from "./config.ts";

test("applies the contract's defaults to an empty environment", () => {
  const config = loadConfig({});

  expect(config).toEqual({
    env: "production",
    port: 3000,
    host: "0.0.0.0",
    dataDir: path.resolve("./data"),
    databaseUrl: undefined,
    admin: undefined,
    seedDemo: undefined,
    publicUrl: undefined,
    logLevel: "info",
    imageImport: { allowLoopback: false },
  });
  expect(Object.isFrozen(config)).toBe(true);
});

test("reads every variable of the contract", () => {
  const config = loadConfig({
    PORT: "8080",
    HOST: "127.0.0.1",
    DATA_DIR: "/srv/obs",
    DATABASE_URL: "postgres://user:secret@db.example:5432/obs",
    ADMIN_EMAIL: "editora@example.org",
    ADMIN_PASSWORD: "uma senha bem longa",
    SEED_DEMO: "false",
    PUBLIC_URL: "https://observatorio.example.org/",
    LOG_LEVEL: "debug",
  });

  expect(config).toMatchObject({
    port: 8080,
    host: "127.0.0.1",
    dataDir: "/srv/obs",
    databaseUrl: "postgres://user:secret@db.example:5432/obs",
    admin: { email: "editora@example.org", password: "uma senha bem longa" },
    seedDemo: false,
    publicUrl: "https://observatorio.example.org",
    logLevel: "debug",
  });
});

test("treats empty values as unset", () => {
  expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({
    port: 3000,
    databaseUrl: undefined,
  });
});

test.each([
  [{ PORT: "abc" }, "Invalid PORT: must be a port number between 1 and 65535."],
  [{ PORT: "70000" }, "Invalid PORT: must be a port number between 1 and 65535."],
  [
    { DATABASE_URL: "mysql://localhost/x" },
    "Invalid DATABASE_URL: must be a postgres:// or postgresql:// URL.",
  ],
  [{ LOG_LEVEL: "loud" }, "Invalid LOG_LEVEL: must be one of debug, info, warn, error."],
  [{ SEED_DEMO: "maybe" }, "Invalid SEED_DEMO: use true or false."],
  [
    { PUBLIC_URL: "ftp://x.org" },
    "Invalid PUBLIC_URL: must be an http(s) origin such as https://example.org.",
  ],
  [{ ADMIN_EMAIL: "a@b.org" }, "Invalid ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither."],
])("rejects %o with one sentence naming the variable", (env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});
