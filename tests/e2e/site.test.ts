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

test("an unknown path answers 404 with a page in Portuguese", async () => {
  const page = await newPage({ locale: "pt-BR" });

  const response = await page.goto(`${baseUrl}/pagina-que-nao-existe`);

  expect(response?.status()).toBe(404);
  await expect
    .poll(() => page.getByRole("heading", { name: "Página não encontrada" }).isVisible())
    .toBe(true);
  await page.close();
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
