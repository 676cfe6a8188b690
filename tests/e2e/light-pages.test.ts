import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { dataUrl, solidImage } from "#tests/fixtures/images.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";
import { startOwnSite } from "#tests/helpers/own-site.ts";
import type { SiteProcess } from "#tests/helpers/site-process.ts";
import { E2E_ADMIN } from "#tests/setup/e2e-global-setup.ts";

const { newPage } = useBrowser();

const WIDTHS = [1280, 375] as const;
/** What a shared link may cost before its images: HTML, CSS and scripts, compressed. */
const DETAIL_PAGE_BUDGET_KB = 100;

let noticiaPath: string;
let fakeNewsPath: string;
// A site of its own: the items published here must not appear in other files' lists.
let site: SiteProcess;
let baseUrl: string;

beforeAll(async () => {
  site = await startOwnSite({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password });
  baseUrl = site.url;
  const token = await loginToken(baseUrl);
  const image = dataUrl(await solidImage("png", 1000, 500, { r: 40, g: 120, b: 60 }));
  const noticia = await apiCall<{ id: number }>(baseUrl, "POST", "/noticias", {
    token,
    body: {
      titulo: "Prefeitura amplia vacinação nas escolas",
      subtitulo: "Campanha segue até o fim do mês",
      lead: "<p>Equipes de saúde visitam as escolas da capital.</p>",
      conteudo: "<p>A vacinação é gratuita e não exige agendamento.</p>",
      conclusao: "<p>Procure a escola do seu filho.</p>",
      fontes: ["Secretaria de Saúde", "https://example.org/campanha"],
      tags: "saúde, vacinas",
      imagens: [image],
      legendas: ["Sala de vacinação"],
      alts: ["Enfermeira aplica vacina em criança"],
      video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    },
  });
  const fakeNews = await apiCall<{ id: number }>(baseUrl, "POST", "/fake-news", {
    token,
    body: {
      titulo: "Vacina escolar causa febre de uma semana",
      lead: "<p>Mensagem em grupos de pais afirma efeitos graves.</p>",
      conteudo: "<p>Não há registro desse efeito.</p>",
      conclusao: "<p>A informação é falsa.</p>",
      fontes: ["Ministério da Saúde"],
      verdades: ["Febre leve por um dia pode ocorrer."],
      imagens: [image],
      legendas: ["Mensagem compartilhada"],
      alts: ["Captura de tela da mensagem"],
      status: "desmentida",
      data_verificacao: "2026-03-05",
      verificador: "Ana Checadora",
    },
  });
  noticiaPath = `/noticia/${noticia.id}`;
  fakeNewsPath = `/fake-news/${fakeNews.id}`;
});

afterAll(async () => {
  await site?.stop();
  if (site) fs.rmSync(site.dataDir, { recursive: true, force: true });
});

describe("axe-core finds nothing, of any impact, on the public pages", () => {
  const pages = () => [
    "/",
    "/repositorio",
    "/languages",
    "/sobre",
    "/subprojetos",
    "/equipe",
    "/newsletters",
    "/contato",
    "/noticias",
    noticiaPath,
    "/fake-news",
    fakeNewsPath,
    "/dados",
    "/busca?q=vacina",
    "/metodologia",
    "/politica-de-correcoes",
    "/transparencia",
    "/acessibilidade",
    "/pagina-que-nao-existe",
  ];
  const modes = WIDTHS.flatMap((width) => [
    { width, highContrast: false },
    { width, highContrast: true },
  ]);
  for (const { width, highContrast } of modes) {
    test(`at ${width} px${highContrast ? " in high contrast" : ""}`, async () => {
      const page = await newPage({ viewport: { width, height: 800 } });
      // The reader's choice, kept in a cookie, as the access bar's button sets it.
      if (highContrast)
        await page.context().addCookies([{ name: "contraste", value: "alto", url: baseUrl }]);
      const found: Record<string, unknown> = {};
      for (const path of pages()) {
        await page.goto(`${baseUrl}${path}`);
        await hydrated(page);
        expect(await page.locator(".a11y-bar[data-contrast=high]").count(), path).toBe(
          highContrast ? 1 : 0,
        );
        const violations = await seriousAxeViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  }
});

/** Bytes the browser received for the document and everything but images, compressed. */
async function transferredKb(page: Page): Promise<number> {
  const bytes = await page.evaluate(() =>
    [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")]
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== "img")
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
  );
  return bytes / 1024;
}

describe("a news item and a fact check are sent without React", () => {
  for (const which of ["noticia", "fake-news"] as const) {
    test(`${which}: no framework scripts, at most ${DETAIL_PAGE_BUDGET_KB} KB before images`, async () => {
      const path = which === "noticia" ? noticiaPath : fakeNewsPath;
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html).not.toContain("__reactRouterContext");
      expect(html).not.toContain("modulepreload");
      // One script, the public one, inline (decisions 047 and 048); every other is data.
      const code = [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((match) => match[1] ?? "")
        .filter((attributes) => !attributes.includes('type="application/ld+json"'));
      expect(code).toEqual([' type="module"']);
      // The page paints from its HTML: its stylesheets are inline. Nothing carries a nonce:
      // the same bytes go to every reader (decision 047).
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      // Inside one <style>: the minified sheet may hold "<" (media ranges such as width<48rem).
      expect(html).toMatch(/<style>(?:(?!<\/style>)[^])*\.site-header\b/);
      expect(html).not.toContain("nonce=");

      const page = await newPage();
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState("load");

      expect(
        await page.locator(".site-banner").evaluate((banner) => getComputedStyle(banner).display),
      ).toBe("flex");
      const kb = await transferredKb(page);
      expect(kb).toBeGreaterThan(0);
      expect(kb).toBeLessThanOrEqual(DETAIL_PAGE_BUDGET_KB);
    });
  }

  test("the menu opens and closes on a phone, Escape closes it", async () => {
    const page = await newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${baseUrl}${fakeNewsPath}`);
    await hydrated(page);
    const menu = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Navegação principal" });
    expect(await nav.isVisible()).toBe(false);

    await menu.click();

    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    expect(await nav.isVisible()).toBe(true);

    await page.keyboard.press("Escape");

    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await nav.isVisible()).toBe(false);
  });

  test("the banner's switch pauses and resumes the name", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}${noticiaPath}`);
    await hydrated(page);
    const toggle = page.locator(".site-banner__toggle");

    await toggle.click();

    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator(".site-banner[data-paused]").count()).toBe(1);

    await toggle.click();

    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    expect(await page.locator(".site-banner[data-paused]").count()).toBe(0);
  });

  test("a language given in the address is remembered for the next page", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}${fakeNewsPath}?lng=es`);
    await hydrated(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");

    await page.goto(`${baseUrl}${noticiaPath}`);

    expect(await page.locator("html").getAttribute("lang")).toBe("es");
  });

  test("a language kept only in local storage takes over", async () => {
    const page = await newPage();
    await page.addInitScript(() => localStorage.setItem("selectedLanguage", "fr"));

    await page.goto(`${baseUrl}${noticiaPath}`);

    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("fr");
    await expect
      .poll(() => page.getByRole("navigation", { name: "Navigation principale" }).count())
      .toBe(1);
  });
});
