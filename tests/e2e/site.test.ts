import { expect, inject, test } from "vitest";
import { pageErrors, useBrowser } from "#tests/helpers/browser-session.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

test("the home page renders in Portuguese", async () => {
  // Pages follow the browser's language, so the browser asks for Portuguese.
  const page = await newPage({ locale: "pt-BR" });

  const response = await page.goto(baseUrl);

  expect(response?.status()).toBe(200);
  expect(await page.locator("html").getAttribute("lang")).toBe("pt-BR");
  await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
  await page.close();
});

test("/healthz answers ok", async () => {
  const response = await fetch(`${baseUrl}/healthz`);

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("an unknown path answers 404 with a page in Portuguese", async () => {
  const page = await newPage({ locale: "pt-BR" });

  const response = await page.goto(`${baseUrl}/pagina-que-nao-existe`);

  expect(response?.status()).toBe(404);
  await expect
    .poll(() => page.getByRole("heading", { name: "Página não encontrada" }).isVisible())
    .toBe(true);
  await page.close();
});

test("the home page lets only the site's own scripts run and sends the other security headers", async () => {
  const response = await fetch(baseUrl);

  const csp = response.headers.get("content-security-policy") ?? "";
  const scriptSrc = csp.split(";").find((directive) => directive.startsWith("script-src")) ?? "";
  expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[\w+/]+=*'$/);
  expect(await response.text()).not.toContain("nonce=");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
});

test("hashed assets are compressed and cached for a year", async () => {
  // Public pages load no script files (decision 042); the admin area's pages do.
  const html = await (await fetch(`${baseUrl}/admin/login`)).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toMatch(/^\/assets\/.+\.js$/);

  const response = await fetch(`${baseUrl}${asset}`, { headers: { "Accept-Encoding": "gzip" } });

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("content-encoding")).toBe("gzip");
});

test("the home page's script file and a hydrated page's scripts run without CSP violations", async () => {
  const page = await newPage({ locale: "pt-BR" });
  const violations = pageErrors(page);

  // The home page is sent without React, with the public script file (decisions 042 and
  // 048); the admin area is hydrated.
  await page.goto(baseUrl, { waitUntil: "networkidle" });
  await page.goto(`${baseUrl}/admin/login`, { waitUntil: "networkidle" });

  expect(violations).toEqual([]);
  await page.close();
});
