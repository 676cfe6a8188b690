import { expect, test } from "vitest";
import { startTestServer, testServerPerFile } from "#tests/helpers/test-server.ts";

const server = testServerPerFile();

test("GET /healthz answers ok once the database is migrated", async () => {
  const response = await fetch(`${server().url}/healthz`);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok" });
});

test("an unknown API path answers 404 in the API's error shape", async () => {
  const response = await fetch(`${server().url}/api/nada-aqui`);

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: "Recurso não encontrado." });
});

test("every response carries the security headers and a request id", async () => {
  const response = await fetch(`${server().url}/api/nada-aqui`, {
    headers: { "X-Request-Id": "abc-123" },
  });

  const csp = response.headers.get("content-security-policy") ?? "";
  const scriptSrc = csp.split(";").find((directive) => directive.startsWith("script-src")) ?? "";
  // Only the admin area's pages get a nonce (decision 047).
  expect(scriptSrc).toBe("script-src 'self'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("x-request-id")).toBe("abc-123");
});

test("GET /healthz answers 503 when the database is gone", async () => {
  const other = await startTestServer();
  await other.database.db.destroy();

  const response = await fetch(`${other.url}/healthz`);

  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ status: "unavailable" });
  await other.close().catch(() => {});
});
