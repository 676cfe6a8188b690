import { spawnSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { expect, test } from "vitest";
import { freePort, ROOT, startSite } from "#tests/helpers/site-process.ts";

function runServer(env: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(ROOT, "server", "index.ts")], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "error", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

test("PORT=abc stops start-up with one sentence naming the variable", () => {
  const result = runServer({ PORT: "abc" });

  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe("Invalid PORT: must be a port number between 1 and 65535.");
});

test("an unreachable DATABASE_URL stops start-up with one clear sentence", async () => {
  const result = runServer({
    PORT: String(await freePort()),
    DATABASE_URL: "postgres://postgres:secret@127.0.0.1:1/obs",
  });

  expect(result.status).toBe(1);
  const lines = result.stderr.trim().split("\n");
  expect(lines.at(-1)).toMatch(
    /^Cannot connect to the PostgreSQL server of DATABASE_URL \(postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/obs\): .+\.$/,
  );
  expect(result.stderr).not.toContain("secret");
});

test("SIGTERM during a request lets the request finish, then the process exits", async () => {
  const site = await startSite();
  const body = JSON.stringify({ nome: "x" });
  const request = http.request(`${site.url}/api/rota-inexistente`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on("response", (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    request.on("error", reject);
  });
  // Half the body is sent, so the request is in flight when the signal arrives.
  request.write(body.slice(0, 5));
  await new Promise((resolve) => setTimeout(resolve, 200));

  const exitCode = site.stop("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  request.end(body.slice(5));

  expect(await response).toEqual({
    status: 404,
    text: JSON.stringify({ error: "Recurso não encontrado." }),
  });
  expect(await exitCode).toBe(0);
});

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  test("on PostgreSQL it migrates an empty database, and a second start changes nothing", async () => {
    const name = `obs_e2e_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const schemaSnapshot = async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const tables = await client.query(
        "select table_name, column_name, data_type from information_schema.columns where table_schema = 'public' order by 1, 2",
      );
      const migrations = await client.query(
        "select name, timestamp from kysely_migration order by name",
      );
      await client.end();
      return { columns: tables.rows, migrations: migrations.rows };
    };
    try {
      const first = await startSite({ DATABASE_URL: url.toString() });
      expect((await fetch(first.url)).status).toBe(200);
      expect(await first.stop()).toBe(0);
      const afterFirst = await schemaSnapshot();

      const second = await startSite({ DATABASE_URL: url.toString() });
      expect(await (await fetch(`${second.url}/healthz`)).json()).toEqual({ status: "ok" });
      expect(await second.stop()).toBe(0);

      expect(afterFirst.migrations.length).toBeGreaterThan(0);
      expect(await schemaSnapshot()).toEqual(afterFirst);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
}
