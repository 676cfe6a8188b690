import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { cargoSlug } from "#server/api/equipe/schema.ts";
import { MIGRATION_NAMES } from "#server/db/migrate.ts";
import { NOTICIAS } from "#tests/helpers/content-areas.ts";
import { parsePrometheusText } from "#tests/helpers/prometheus.ts";
import { loginToken } from "#tests/helpers/site-api.ts";
import { createSiteDatabase, runCli, type SiteDatabase } from "#tests/helpers/site-database.ts";
import { freePort, startSite } from "#tests/helpers/site-process.ts";

/*
 * Operations against the real production process: metrics, start-up logs, and a site
 * moved by backup and restore (to PostgreSQL when TEST_DATABASE_URL names a server, as
 * in CI) that still serves every page.
 */

const TOKEN = "um-token-de-metricas-com-folga";
const ADMIN = { email: "editora@example.org", password: "uma senha antiga e longa" };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-operations-"));
const opened: SiteDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("the process logs its migrations and guards /metrics with the token or a loopback port", async () => {
  const metricsPort = await freePort();
  const site = await startSite({
    METRICS_TOKEN: TOKEN,
    METRICS_PORT: String(metricsPort),
    LOG_LEVEL: "info",
  });
  try {
    // Read whole: a response is counted when the server has sent its last byte.
    await (await fetch(`${site.url}/`)).text();
    await (await fetch(`${site.url}/pagina-que-nao-existe`)).text();

    const anonymous = await fetch(`${site.url}/metrics`);
    const withToken = await fetch(`${site.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const local = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);

    expect(anonymous.status).toBe(401);
    expect(withToken.status).toBe(200);
    const samples = parsePrometheusText(await withToken.text());
    const pages = samples.filter(
      (sample) => sample.name === "http_requests_total" && sample.labels.method === "GET",
    );
    expect(pages).toContainEqual({
      name: "http_requests_total",
      labels: { method: "GET", route: "/", status: "200" },
      value: 1,
    });
    expect(pages).toContainEqual({
      name: "http_requests_total",
      labels: { method: "GET", route: "/*", status: "404" },
      value: 1,
    });
    expect(local.status).toBe(200);
    // The loopback port answers without the app's middleware, with the same bare headers.
    expect(local.headers.get("x-content-type-options")).toBe("nosniff");
    expect(local.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(parsePrometheusText(await local.text()).length).toBeGreaterThan(0);
    const log = site.output();
    expect(log).toContain(`"msg":"applied ${MIGRATION_NAMES.length} migration(s)"`);
    expect(log).toContain(`"msg":"metrics on http://127.0.0.1:${metricsPort}/metrics"`);
    expect(log).not.toContain(TOKEN);
  } finally {
    await site.stop();
    fs.rmSync(site.dataDir, { recursive: true, force: true });
  }
});

function landmarks(html: string) {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    h1: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1],
  };
}

const engine = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

test(`a site moved from the embedded database to ${engine} serves every page, keeps its passwords and continues its ids`, async () => {
  // Seeded beforehand: drawing the demo images can outlast start-up's health wait.
  const dataDir = fs.mkdtempSync(path.join(dir, "embedded-"));
  expect((await runCli("seed-demo", [], { DATA_DIR: dataDir })).code).toBe(0);
  const embedded = await startSite({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const target = await createSiteDatabase(engine, { migrate: false });
  opened.push(target);
  const archive = path.join(dir, "move.obsbak");
  let pages: string[] = [];
  const before: Record<string, ReturnType<typeof landmarks>> = {};
  let highestNoticia = 0;
  try {
    const list = async (area: string) =>
      (await (await fetch(`${embedded.url}/api/${area}`)).json()) as {
        id: number;
        cargo?: string;
      }[];
    const noticias = await list("noticias");
    highestNoticia = Math.max(...noticias.map((item) => item.id));
    pages = [
      ...["/", "/sobre", "/subprojetos", "/equipe", "/newsletters", "/contato", "/noticias"],
      ...["/fake-news", "/repositorio", "/languages", "/admin/login"],
      ...noticias.map((item) => `/noticia/${item.id}`),
      ...(await list("fake-news")).map((item) => `/fake-news/${item.id}`),
      ...[...new Set((await list("equipe")).map((item) => `/equipe/${cargoSlug(item.cargo!)}`))],
    ];
    for (const page of pages) {
      const response = await fetch(`${embedded.url}${page}`);
      expect(response.status, page).toBe(200);
      before[page] = landmarks(await response.text());
    }

    const backup = await runCli("backup", ["--out", archive], { DATA_DIR: embedded.dataDir });
    expect(backup).toMatchObject({ code: 0, stderr: "" });
  } finally {
    await embedded.stop();
    fs.rmSync(embedded.dataDir, { recursive: true, force: true });
  }

  expect(await runCli("restore", [archive, "--with-accounts"], target.env)).toMatchObject({
    code: 0,
    stderr: "",
  });
  const moved = await startSite(target.env);
  try {
    for (const page of pages) {
      const response = await fetch(`${moved.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(landmarks(await response.text()), page).toEqual(before[page]);
    }
    const token = await loginToken(moved.url, ADMIN);
    const created = await fetch(`${moved.url}/api/noticias`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...NOTICIAS.valid, titulo: "Primeira notícia no banco novo" }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(id).toBe(highestNoticia + 1);
    expect((await fetch(`${moved.url}/noticia/${id}`)).status).toBe(200);
  } finally {
    await moved.stop();
  }
}, 180_000);
