// `npm run bench`: throughput and latency of the production build under wrk, on a
// throw-away SQLite database holding the demo content plus 10,000 news items and 10,000
// fact checks. Measures, in one run: a page from the page cache, the same page rendered
// on every request, the API lists (with gzip, and the whole answer without it), the
// search (`/api/busca` and the page `/busca`, for a word every item holds and for a rare
// one), and a bare node:http server sending the cached page's bytes from memory (the
// ceiling for this machine); then every public page alone, rendered, and rendered first
// after a write emptied the page cache. Not a test: read docs/performance.md
// (scripts/measure-search.ts times the search alone, on either engine).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { performance } from "node:perf_hooks";
import { SQLITE_FILE_NAME, openDatabase } from "../server/db/database.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { seedDemo } from "../server/db/seed.ts";
import { startSite } from "../tests/helpers/site-process.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const BULK = Number(process.env.BENCH_ITEMS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);
/** The page measured under load: a fact check, the page a shared link opens. */
const PAGE = process.env.BENCH_PAGE ?? "/fake-news/1";
const API_LIST = "/api/noticias?limite=12";
/** A list of the demo content's size (8 items), asked without gzip as a script would. */
const API_LIST_PLAIN = "/api/noticias?limite=8";
/**
 * The searches measured: a word in every bulk item's text (the most results, ranked and
 * counted) and a number only one or two titles hold. The page is rendered every time.
 */
const SEARCHES = [
  { name: "search API, word in every item", path: "/api/busca?q=desempenho" },
  { name: "search API, rare word", path: "/api/busca?q=4242" },
  { name: "search page, word in every item, rendered", path: "/busca?q=desempenho", page: true },
  { name: "search page, rare word, rendered", path: "/busca?q=4242", page: true },
];
/**
 * Every public page and API list, timed one request at a time and rendered every time
 * (pages with a cookie, API calls with a query string of their own): with the archive
 * full, each must stay under the limits below.
 */
/** A page in the middle of the bulk rows: deep in every long list. */
const DEEP = `pagina=${Math.max(1, Math.floor(BULK / 12 / 2))}`;
const ALONE_PAGES = [
  "/",
  "/noticias",
  `/noticias?${DEEP}`,
  "/noticia/1",
  "/fake-news",
  `/fake-news?${DEEP}`,
  "/fake-news?status=desmentida",
  "/fake-news/1",
  "/tema/carga",
  `/tema/carga?${DEEP}`,
  "/local/pa",
  "/busca?q=4242",
  "/correcoes",
  "/equipe",
  "/subprojetos",
  "/newsletters",
  "/sobre",
  "/contato",
  "/sugerir",
  "/dados",
  "/repositorio",
  "/metodologia",
  "/politica-de-correcoes",
  "/transparencia",
  "/acessibilidade",
  "/languages",
];
const ALONE_APIS = [
  "/api/noticias",
  "/api/fake-news",
  `/api/noticias?pagina=${Math.max(1, Math.floor(BULK / 100 / 2))}`,
  "/api/temas",
  "/api/correcoes",
  "/api/equipe",
  "/api/subprojetos",
  "/api/newsletters",
];
const PAGE_HTML_LIMIT = 60 * 1024;
const ALONE_MS_LIMIT = 50;
/** A page rendered right after a write (nothing of it stored) must answer within this. */
const AFTER_WRITE_MS_LIMIT = 150;
/** Rounds of "write, then render each public page once". */
const AFTER_WRITE_ROUNDS = 2;
/** The editor whose writes empty the page cache (created at start-up by the server). */
const EDITOR = { email: "bench@example.org", password: "a long bench passphrase" };

/** wrk's request for a cache miss: the page with a query string no request repeats. */
const MISS_SCRIPT = `local n = 0
local separator = wrk.path:find("?", 1, true) and "&" or "?"
request = function()
  n = n + 1
  return wrk.format(nil, wrk.path .. separator .. "v=" .. n .. "-" .. math.random(1, 1000000000))
end
`;

/** Phones ask for gzip; every run asks for it, so the bytes compared are the same. */
const GZIP = ["-H", "Accept-Encoding: gzip"];

function findWrk(): string {
  for (const candidate of [process.env.WRK, "/usr/bin/wrk", "/usr/local/bin/wrk"]) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  const which = spawnSync("which", ["wrk"], { encoding: "utf8" });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  console.error(
    [
      "wrk was not found. Install it, then run `npm run bench` again:",
      "  Debian/Ubuntu: sudo apt-get install wrk",
      "  macOS:         brew install wrk",
      "  from source:   https://github.com/wg/wrk (make, then put ./wrk on PATH or set WRK=/path/to/wrk)",
    ].join("\n"),
  );
  process.exit(1);
}

async function fillDatabase(dataDir: string): Promise<void> {
  const { db } = openDatabase({ sqliteFile: path.join(dataDir, SQLITE_FILE_NAME) });
  await migrateToLatest(db);
  await seedDemo(db);
  const start = Date.UTC(2024, 0, 1);
  const statuses = ["verificada", "desmentida", "em_analise"] as const;
  const paragraph =
    "<p>Texto de carga para medir o desempenho: uma mensagem compartilhada em grupos afirma algo que a checagem mostra ser falso, com fontes e contexto.</p>";
  // One transaction, statements of 500 rows: well under SQLite's parameter limit.
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < BULK; from += 500) {
      const count = Math.min(500, BULK - from);
      const noticias = Array.from({ length: count }, (_, offset) => {
        const index = from + offset;
        const when = new Date(start + index * 600_000).toISOString();
        return {
          titulo: `Notícia de carga ${index + 1}`,
          subtitulo: "Gerada para a medição de desempenho",
          lead: "<p>Resumo da notícia de carga.</p>",
          conteudo: paragraph.repeat(4),
          fontes: '["Observatório"]',
          tags: "carga, desempenho",
          tema_slugs: "|carga|desempenho|",
          data_publicacao: when,
          autor: "Medição",
          created_at: when,
          updated_at: when,
        };
      });
      const checagens = Array.from({ length: count }, (_, offset) => {
        const index = from + offset;
        const when = new Date(start + index * 600_000);
        return {
          titulo: `Boato de carga ${index + 1}`,
          lead: "<p>O boato que circulou.</p>",
          conteudo: paragraph.repeat(4),
          fontes: '["Observatório","Ministério da Saúde","Agência"]',
          verdades: '["A verdade, segundo as fontes."]',
          status: statuses[index % statuses.length]!,
          data_verificacao: when.toISOString().slice(0, 10),
          verificador: "Medição",
          created_at: when.toISOString(),
          updated_at: when.toISOString(),
        };
      });
      await trx.insertInto("noticias").values(noticias).execute();
      await trx.insertInto("fake_news").values(checagens).execute();
    }
  });
  await db.destroy();
}

/** The raw (still gzip-encoded) answer, with its headers, as wrk would receive it. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { "accept-encoding": "gzip", ...headers } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject);
    },
  );
}

async function startBareServer(body: Buffer, headers: http.IncomingHttpHeaders) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      "Content-Type": String(headers["content-type"] ?? "text/html"),
      "Content-Encoding": String(headers["content-encoding"] ?? "identity"),
      "Content-Length": body.length,
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

type Result = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: string;
  /** The server's CPU time per request in microseconds, all threads and the main one. */
  cpu?: { total: number; main: number };
};

/** A process's CPU time in clock ticks (user + system), read from /proc (Linux only). */
function cpuTicks(file: string): number | undefined {
  try {
    // The fields after the command name, which is in brackets and may hold anything:
    // utime and stime are the 12th and 13th after it.
    const stat = fs.readFileSync(file, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** Ticks of the whole process and of its main thread, for a process id. */
const cpuOf = (pid: number) => ({
  total: cpuTicks(`/proc/${pid}/stat`),
  main: cpuTicks(`/proc/${pid}/task/${pid}/stat`),
});
/** The clock ticks per second /proc counts in (USER_HZ, 100 on every common Linux). */
const TICKS_PER_SECOND =
  Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;
const MICROSECONDS_PER_TICK = 1_000_000 / TICKS_PER_SECOND;

/**
 * One request at a time: the latency a single reader gets, without queueing behind others.
 * With `fresh`, each request has a query string of its own, which the API ignores but
 * which no kept answer matches (decision 051): the call is computed every time.
 */
async function timeAlone(
  url: string,
  headers: Record<string, string>,
  runs = 20,
  { fresh = false } = {},
) {
  const times: number[] = [];
  const separator = url.includes("?") ? "&" : "?";
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const answer = await rawGet(
      fresh ? `${url}${separator}v=${run}-${Math.random()}` : url,
      headers,
    );
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] ?? 0, worst: times.at(-1) ?? 0 };
}

/** Signs the bench's editor in; answers the Authorization header of its writes. */
async function signIn(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(EDITOR),
  });
  if (response.status !== 200) throw new Error(`the bench's sign-in answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return `Bearer ${token}`;
}

/**
 * Each public page rendered right after a write: an editor publishes a news item (which
 * empties the page cache and what it remembers), then an anonymous reader asks for the
 * page, as phones do. The first reader after an editor's save waits this long.
 */
async function timeAfterWrites(siteUrl: string, authorization: string) {
  const times = new Map<string, number[]>();
  let written = 0;
  for (let round = 0; round < AFTER_WRITE_ROUNDS; round += 1) {
    for (const target of ALONE_PAGES) {
      written += 1;
      const write = await fetch(`${siteUrl}/api/noticias`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization },
        body: JSON.stringify({
          titulo: `Escrita da medição ${written}`,
          subtitulo: "Publicada para medir a primeira página depois de uma escrita",
          lead: "<p>Resumo.</p>",
          conteudo: "<p>Texto da medição.</p>",
          fontes: ["Observatório"],
        }),
      });
      if (write.status !== 201) throw new Error(`the bench's write answered ${write.status}`);
      await write.arrayBuffer();
      const started = performance.now();
      const answer = await rawGet(`${siteUrl}${target}`);
      const elapsed = performance.now() - started;
      if (answer.status !== 200 || answer.headers["x-page-cache"] !== "MISS") {
        throw new Error(
          `${target} after a write: ${answer.status} ${answer.headers["x-page-cache"]}`,
        );
      }
      times.set(target, [...(times.get(target) ?? []), elapsed]);
    }
  }
  return [...times].map(([target, each]) => ({ path: target, each }));
}

/** wrk's latency in milliseconds, whatever unit it printed. */
function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const amount = Number(match[1]);
  return { us: amount / 1000, ms: amount, s: amount * 1000, m: amount * 60_000 }[
    match[2] as "us" | "ms" | "s" | "m"
  ];
}

/** Runs wrk without blocking this process, which serves the bare server's answers. */
async function runWrk(
  wrk: string,
  name: string,
  url: string,
  extra: string[] = [],
  pid?: number,
  { gzip = true } = {},
): Promise<Result> {
  const before = pid === undefined ? undefined : cpuOf(pid);
  console.log(`• ${name}: ${url} (${SECONDS} s, ${CONNECTIONS} connections)`);
  const child = spawn(
    wrk,
    [
      `-t${THREADS}`,
      `-c${CONNECTIONS}`,
      `-d${SECONDS}s`,
      "--latency",
      ...(gzip ? GZIP : []),
      ...extra,
      url,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  child.stderr.on("data", (chunk) => (err += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`wrk failed: ${err}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const p50 = toMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? "");
  const p99 = toMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? "");
  const errors = [
    /Socket errors:.*$/m.exec(out)?.[0],
    /Non-2xx or 3xx responses:.*$/m.exec(out)?.[0],
  ]
    .filter(Boolean)
    .join("; ");
  const after = pid === undefined ? undefined : cpuOf(pid);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? Number.NaN);
  const perRequest = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined
      ? Number.NaN
      : ((to - from) * MICROSECONDS_PER_TICK) / requests;
  const cpu =
    before && after
      ? { total: perRequest(before.total, after.total), main: perRequest(before.main, after.main) }
      : undefined;
  return { name, rps, p50, p99, errors, ...(cpu ? { cpu } : {}) };
}

async function main(): Promise<void> {
  const wrk = findWrk();
  if (!fs.existsSync(path.join(ROOT, "build", "server", "index.js"))) {
    console.error("No build found: run `npm run build` first (`npm run bench` builds).");
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-bench-"));
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  try {
    console.log(
      `Filling a throw-away database: demo content + ${BULK} news + ${BULK} fact checks…`,
    );
    const filling = Date.now();
    await fillDatabase(dataDir);
    console.log(`  done in ${((Date.now() - filling) / 1000).toFixed(1)} s`);
    // As the service runs it (docs/deploy/observatorio.service).
    site = await startSite(
      {
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        NODE_OPTIONS: "--max-semi-space-size=32",
        ADMIN_EMAIL: EDITOR.email,
        ADMIN_PASSWORD: EDITOR.password,
      },
      { echo: true },
    );

    // The bulk rows wait in SQLite's search queue: one search indexes them all, so that
    // the runs below do not share the machine with it.
    const catchUpStart = performance.now();
    await rawGet(`${site.url}/api/busca?q=carga`);
    console.log(
      `  search index brought up to date in ${((performance.now() - catchUpStart) / 1000).toFixed(1)} s`,
    );

    const cachedUrl = `${site.url}${PAGE}`;
    // The first page the process renders: nothing compiled or started yet.
    const coldStart = performance.now();
    await rawGet(cachedUrl);
    const cold = performance.now() - coldStart;
    const cached = await rawGet(cachedUrl);
    if (cached.status !== 200 || cached.headers["x-page-cache"] !== "HIT") {
      throw new Error(`${PAGE} was not served from the page cache (is PAGE_CACHE_MB 0?)`);
    }
    const bare = await startBareServer(cached.body, cached.headers);
    const results: Result[] = [];
    const alone: { name: string; median: number; worst: number }[] = [];
    try {
      results.push(await runWrk(wrk, "bare node:http, same bytes", bare.url, [], process.pid));
      const pid = site.child.pid;
      results.push(await runWrk(wrk, "page, from the cache", cachedUrl, [], pid));
      // A query string of its own on every request: each one misses the cache, so the
      // page is rendered and stored every time, as after a write or for a crawler.
      const missScript = path.join(dataDir, "miss.lua");
      fs.writeFileSync(missScript, MISS_SCRIPT);
      results.push(
        await runWrk(wrk, "page, rendered (cache miss)", cachedUrl, ["-s", missScript], pid),
      );
      // Any cookie but the language choice makes a request personal: rendered every time,
      // never stored, compressed as it is sent.
      results.push(
        await runWrk(
          wrk,
          "page, rendered (personal request)",
          cachedUrl,
          ["-H", "Cookie: bench=1"],
          pid,
        ),
      );
      results.push(await runWrk(wrk, "API list (12 items)", `${site.url}${API_LIST}`, [], pid));
      results.push(
        await runWrk(
          wrk,
          "API list (12 items), computed every time",
          `${site.url}${API_LIST}`,
          ["-s", missScript],
          pid,
        ),
      );
      results.push(
        await runWrk(wrk, "API list (8 items, no gzip)", `${site.url}${API_LIST_PLAIN}`, [], pid, {
          gzip: false,
        }),
      );
      for (const search of SEARCHES) {
        const url = `${site.url}${search.path}`;
        // The first search brings SQLite's index up to date with the bulk rows (decision 030).
        const warm = await rawGet(url);
        if (warm.status !== 200) throw new Error(`${search.path} answered ${warm.status}`);
        const found = warm.headers["x-total-count"];
        const name = found === undefined ? search.name : `${search.name} (${found} results)`;
        // Pages with a cookie are rendered every time; API searches, with a query string
        // of their own each time, are computed every time instead of answered as kept.
        alone.push({
          name,
          ...(await timeAlone(url, search.page ? { cookie: "bench=1" } : {}, 20, {
            fresh: !search.page,
          })),
        });
        results.push(
          await runWrk(
            wrk,
            name,
            url,
            search.page ? ["-H", "Cookie: bench=1"] : ["-s", missScript],
            site.child.pid,
          ),
        );
      }
    } finally {
      bare.close();
    }

    const pages: { path: string; bytes: number; median: number; worst: number }[] = [];
    for (const target of [...ALONE_PAGES, ...ALONE_APIS]) {
      const url = `${site.url}${target}`;
      const headers: Record<string, string> = target.startsWith("/api/")
        ? {}
        : { cookie: "bench=1" };
      const answer = await rawGet(url, headers);
      if (answer.status !== 200) throw new Error(`${target} answered ${answer.status}`);
      const bytes = (
        answer.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(answer.body) : answer.body
      ).length;
      pages.push({
        path: target,
        bytes,
        ...(await timeAlone(url, headers, 10, { fresh: target.startsWith("/api/") })),
      });
    }

    const afterWrites = await timeAfterWrites(site.url, await signIn(site.url));

    const [baseline, fromCache, missed, personal] = results as [
      Result,
      Result,
      Result,
      Result,
      ...Result[],
    ];
    console.log(
      `\n${PAGE}: ${cached.body.length} bytes gzip. ${os.cpus().length} CPUs, wrk -t${THREADS} -c${CONNECTIONS} -d${SECONDS}s.\n`,
    );
    console.log(
      "| run | req/s | p50 ms | p99 ms | share of bare node | server CPU µs/request (main thread) | errors |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---|");
    for (const result of results) {
      const cpu = result.cpu
        ? `${result.cpu.total.toFixed(0)} (${result.cpu.main.toFixed(0)})`
        : "—";
      console.log(
        `| ${result.name} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | ${(result.rps / baseline.rps).toFixed(3)}× | ${cpu} | ${result.errors || "none"} |`,
      );
    }
    console.log("\nSearch, one request at a time (20 each):\n");
    console.log("| search | median ms | worst ms |");
    console.log("|---|---:|---:|");
    for (const search of alone) {
      console.log(`| ${search.name} | ${search.median.toFixed(1)} | ${search.worst.toFixed(1)} |`);
    }
    console.log(
      `\nEvery public page and API list, rendered, one request at a time (10 each; limits ${PAGE_HTML_LIMIT / 1024} KB of HTML and ${ALONE_MS_LIMIT} ms):\n`,
    );
    console.log("| address | KB (uncompressed) | median ms | worst ms | within limits |");
    console.log("|---|---:|---:|---:|---|");
    for (const page of pages) {
      const sizeOk = page.path.startsWith("/api/") || page.bytes < PAGE_HTML_LIMIT;
      const ok = sizeOk && page.median < ALONE_MS_LIMIT;
      console.log(
        `| ${page.path} | ${(page.bytes / 1024).toFixed(1)} | ${page.median.toFixed(1)} | ${page.worst.toFixed(1)} | ${ok ? "yes" : "NO"} |`,
      );
    }
    console.log(
      `\nEvery public page rendered first after a write (an editor's new news item), ${AFTER_WRITE_ROUNDS} rounds; limit ${AFTER_WRITE_MS_LIMIT} ms. The first page after start-up (${PAGE}) took ${cold.toFixed(1)} ms.\n`,
    );
    console.log("| address | ms, each round | within limit |");
    console.log("|---|---:|---|");
    for (const page of afterWrites) {
      const ok = page.each.every((ms) => ms < AFTER_WRITE_MS_LIMIT);
      console.log(
        `| ${page.path} | ${page.each.map((ms) => ms.toFixed(1)).join(", ")} | ${ok ? "yes" : "NO"} |`,
      );
    }
    console.log(
      `\nThe cache serves ${(fromCache.rps / missed.rps).toFixed(1)}× the requests of rendering on a miss (${(fromCache.rps / personal.rps).toFixed(1)}× those of a personal render), at ${(missed.p50 / fromCache.p50).toFixed(1)}× lower median latency.`,
    );
  } finally {
    await site?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
