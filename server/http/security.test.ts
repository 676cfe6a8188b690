import net from "node:net";
import { afterEach, expect, test } from "vitest";
import type { Config } from "#server/config.ts";
import { rawTextRequest } from "#tests/helpers/raw-request.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { testConfig } from "#tests/helpers/test-config.ts";
import { serveApp, startTestServer, type TestServer } from "#tests/helpers/test-server.ts";
import { API_BODY_LIMIT } from "./body-limit.ts";
import { createMetrics } from "./metrics.ts";

const servers: Pick<TestServer, "url" | "close">[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(overrides: Partial<Config> = {}): Promise<TestServer> {
  const server = await startTestServer(overrides);
  servers.push(server);
  return server;
}

/** A request with headers fetch() will not send (Host) or set as given. */
const request = (
  server: Pick<TestServer, "url">,
  path: string,
  headers: Record<string, string> = {},
) => rawTextRequest(server.url, path, headers);

test("without TRUST_PROXY, X-Forwarded-Proto cannot claim https: no HSTS on plain http", async () => {
  const server = await start();

  const answer = await request(server, "/api/nada-aqui", { "x-forwarded-proto": "https" });

  expect(answer.headers["strict-transport-security"]).toBeUndefined();
});

test("behind a trusted proxy that says https, every answer carries HSTS for a year", async () => {
  const server = await start({ trustProxy: ["loopback"] });

  const overHttps = await request(server, "/api/nada-aqui", { "x-forwarded-proto": "https" });
  const overHttp = await request(server, "/api/nada-aqui", { "x-forwarded-proto": "http" });

  expect(overHttps.headers["strict-transport-security"]).toBe(
    "max-age=31536000; includeSubDomains",
  );
  expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
});

test("with an https PUBLIC_URL every answer carries HSTS", async () => {
  const server = await start({ publicUrl: "https://observatorio.example.org" });

  const answer = await request(server, "/api/nada-aqui", { host: "observatorio.example.org" });

  expect(answer.status).toBe(404);
  expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
});

test("Permissions-Policy denies what the site never uses and lets only the video players have fullscreen", async () => {
  const server = await start();

  const policy = (await request(server, "/api/nada-aqui")).headers["permissions-policy"] ?? "";

  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(policy).toContain(`${feature}=()`);
  }
  expect(policy).toContain(
    'fullscreen=(self "https://www.youtube-nocookie.com" "https://www.youtube.com" "https://player.vimeo.com")',
  );
});

test("with PUBLIC_URL set, a request for another host is refused with 400", async () => {
  const server = await start({ publicUrl: "https://observatorio.example.org" });

  const foreign = await request(server, "/api/noticias", { host: "evil.example" });
  const canonical = await request(server, "/api/noticias", {
    host: "observatorio.example.org",
  });

  expect(foreign.status).toBe(400);
  expect(JSON.parse(foreign.body)).toEqual({
    error: "Este endereço não é o do site. Use o endereço oficial.",
  });
  expect(canonical.status).toBe(200);
});

test("with PUBLIC_URL set, a forwarded host from an untrusted peer is not believed", async () => {
  const server = await start({ publicUrl: "https://observatorio.example.org" });

  const answer = await request(server, "/api/noticias", {
    host: "evil.example",
    "x-forwarded-host": "observatorio.example.org",
  });

  expect(answer.status).toBe(400);
});

test("with PUBLIC_URL set, /healthz still answers a health check by IP address", async () => {
  const server = await start({ publicUrl: "https://observatorio.example.org" });

  const answer = await request(server, "/healthz", { host: "10.0.0.7:3000" });

  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ status: "ok" });
});

test("a declared body over the API's limit is answered 413 before a byte of it is read", async () => {
  const server = await start();
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), "127.0.0.1");
  socket.write(
    [
      "POST /api/auth/login HTTP/1.1",
      "Host: 127.0.0.1",
      "Content-Type: application/json",
      `Content-Length: ${API_BODY_LIMIT + 1}`,
      "",
      "",
    ].join("\r\n"),
  );

  const head = await new Promise<string>((resolve, reject) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.includes("}")) resolve(received);
    });
    socket.on("error", reject);
  });
  socket.destroy();

  expect(head).toMatch(/^HTTP\/1\.1 413 /);
  expect(head).toContain('{"error":"O conteúdo enviado é grande demais."}');
  const attempts = await server.database.db.selectFrom("login_falhas").select("chave").execute();
  expect(attempts).toEqual([]);
});

const BARE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The app with a stand-in page renderer and /metrics on the main port. */
async function startWithPagesAndMetrics(): Promise<Pick<TestServer, "url" | "close">> {
  const database = await createTestDatabase();
  const served = await serveApp(
    testConfig({ metrics: { token: "token-de-metricas-bem-longo", port: undefined } }),
    database,
    {
      metrics: createMetrics(),
      pages: (_req, res) => {
        res.type("html").send("<!doctype html><title>página</title><p>texto</p>");
      },
    },
  );
  const server = {
    url: served.url,
    close: async () => {
      await served.close();
      await database.cleanup();
    },
  };
  servers.push(server);
  return server;
}

const directive = (policy: string | string[] | undefined, name: string) =>
  String(policy)
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

test("public pages, admin pages and API answers allow no <base> element (base-uri 'none')", async () => {
  const server = await startWithPagesAndMetrics();

  const answers = await Promise.all(
    ["/sobre", "/admin/noticias", "/api/nada-aqui"].map((path) => request(server, path)),
  );

  expect(
    answers.map((answer) => directive(answer.headers["content-security-policy"], "base-uri")),
  ).toEqual(["base-uri 'none'", "base-uri 'none'", "base-uri 'none'"]);
});

test("/healthz, answered before the security headers, carries nosniff and a policy that loads nothing", async () => {
  const server = await startWithPagesAndMetrics();

  const answer = await request(server, "/healthz");

  expect(answer.status).toBe(200);
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["content-security-policy"]).toBe(BARE_POLICY);
});

test("/metrics carries nosniff and a policy that loads nothing, with or without the token", async () => {
  const server = await startWithPagesAndMetrics();

  const scraped = await request(server, "/metrics", {
    authorization: "Bearer token-de-metricas-bem-longo",
  });
  const refused = await request(server, "/metrics");

  expect([scraped.status, refused.status]).toEqual([200, 401]);
  for (const answer of [scraped, refused]) {
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toBe(BARE_POLICY);
  }
});
