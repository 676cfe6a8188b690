import { expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

const contrastButton = (page: Page) => page.getByRole("button", { name: "Alto contraste" });
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("every public page starts with jumps to the content, menu, search and footer on keys 1 to 4", async () => {
  const page = await newPage();

  await page.goto(`${baseUrl}/fake-news`);

  const jumps = await page
    .locator(".a11y-bar__jumps a")
    .evaluateAll((links) =>
      links.map((link) => [
        link.textContent,
        link.getAttribute("accesskey"),
        link.getAttribute("href"),
        !!document.getElementById(link.getAttribute("href")!.slice(1)),
      ]),
    );
  expect(jumps).toEqual([
    ["Ir para o conteúdo [1]", "1", "#conteudo", true],
    ["Ir para o menu [2]", "2", "#site-nav", true],
    ["Ir para a busca [3]", "3", "#header-search-q", true],
    ["Ir para o rodapé [4]", "4", "#rodape", true],
  ]);
  // The bar comes first in the tab order.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
    "Ir para o conteúdo [1]",
  );

  // The search jump leaves the focus in the field, ready for typing.
  await page.getByRole("link", { name: "Ir para a busca [3]" }).press("Enter");
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("header-search-q");

  const english = await newPage({ locale: "en-US" });
  await english.goto(`${baseUrl}/`);
  expect(await english.locator(".a11y-bar__jumps a").allTextContents()).toEqual([
    "Go to content [1]",
    "Go to menu [2]",
    "Go to search [3]",
    "Go to footer [4]",
  ]);
});

test("high contrast is switched on and off without JavaScript and stays on across pages", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${baseUrl}/noticias`);
  expect(await contrastButton(page).getAttribute("aria-pressed")).toBe("false");
  expect(await pageBackground(page)).toBe("rgb(255, 255, 255)");

  await contrastButton(page).click();

  await page.waitForURL(`${baseUrl}/noticias`);
  await expect.poll(() => contrastButton(page).getAttribute("aria-pressed")).toBe("true");
  expect(await pageBackground(page)).toBe("rgb(0, 0, 0)");
  await page.goto(`${baseUrl}/acessibilidade`);
  expect(await pageBackground(page)).toBe("rgb(0, 0, 0)");

  await contrastButton(page).click();
  await page.waitForURL(`${baseUrl}/acessibilidade`);
  await expect.poll(() => contrastButton(page).getAttribute("aria-pressed")).toBe("false");
  expect(await pageBackground(page)).toBe("rgb(255, 255, 255)");
});

test("with JavaScript the switch works the same, and the statement page passes axe", async () => {
  const page = await newPage();
  await page.goto(`${baseUrl}/acessibilidade`);
  await hydrated(page);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Acessibilidade");
  expect(await seriousAxeViolations(page)).toEqual([]);

  await contrastButton(page).click();

  await expect.poll(() => contrastButton(page).getAttribute("aria-pressed")).toBe("true");
  expect(await pageBackground(page)).toBe("rgb(0, 0, 0)");
  expect(page.url()).toBe(`${baseUrl}/acessibilidade`);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
