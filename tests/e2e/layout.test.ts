import { expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { SEARCH_FIELD_ID } from "#app/components/layout/header-search.tsx";
import { SITE_NAME } from "#app/site.ts";
import { hydrated, pageErrors, useBrowser } from "#tests/helpers/browser-session.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

const NAV_LINKS = [
  ["Sobre", "/sobre"],
  ["Subprojetos", "/subprojetos"],
  ["Repositório", "/repositorio"],
  ["Equipe", "/equipe"],
  ["Notícias", "/noticias"],
  ["Fake News", "/fake-news"],
  ["Newsletters", "/newsletters"],
  ["Contato", "/contato"],
  ["Envie para checagem", "/sugerir"],
] as const;

const INSTITUTIONS = [
  ["Universidade", "https://emec.mec.gov.br/"],
  [
    "CNPq – Conselho Nacional de Desenvolvimento Científico e Tecnológico",
    "https://www.gov.br/cnpq",
  ],
  ["Ministério da Saúde", "https://www.gov.br/saude"],
  ["Governo Federal", "https://www.gov.br"],
  ["Observatório", "/"],
] as const;

const htmlLang = (page: Page) => page.locator("html").getAttribute("lang");
const mainNav = (page: Page, name = "Navegação principal") =>
  page.getByRole("navigation", { name });

async function languageCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(baseUrl);
  return cookies.find((cookie) => cookie.name === "selectedLanguage")?.value;
}

test("the header links to the eight sections, the tip form, the home page and the language page", async () => {
  const page = await newPage();

  await page.goto(`${baseUrl}/repositorio`);

  const nav = mainNav(page);
  expect(await nav.getByRole("link").count()).toBe(NAV_LINKS.length);
  for (const [name, href] of NAV_LINKS) {
    expect(await nav.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
  }
  expect(
    await nav.getByRole("link", { name: "Repositório", exact: true }).getAttribute("aria-current"),
  ).toBe("page");
  expect(
    await page.getByRole("link", { name: "Escolher idioma", exact: true }).getAttribute("href"),
  ).toBe("/languages?volta=%2Frepositorio");

  await page.getByRole("link", { name: SITE_NAME, exact: true }).click();

  await page.waitForURL(`${baseUrl}/`);
  await expect
    .poll(() => page.getByRole("heading", { level: 1, name: SITE_NAME }).isVisible())
    .toBe(true);
});

test("every page's header marks its own section and shows its own search, whatever was rendered before", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  const visits = [
    ["/noticias", "Notícias", ""],
    ["/fake-news", "Fake News", ""],
    ["/busca?q=chuva", undefined, "chuva"],
    ["/sobre", "Sobre", ""],
    ["/busca?q=vacina", undefined, "vacina"],
    ["/repositorio", "Repositório", ""],
    ["/noticias?pagina=1", "Notícias", ""],
    ["/", undefined, ""],
  ] as const;

  for (const [path, current, searched] of visits) {
    await page.goto(`${baseUrl}${path}`);
    const marked = await mainNav(page).locator("a[aria-current=page]").allTextContents();
    expect(marked, path).toEqual(current ? [current] : []);
    expect(await page.locator(`#${SEARCH_FIELD_ID}`).inputValue(), path).toBe(searched);
  }
  await page.goto(`${baseUrl}/sobre?lng=en`);
  expect(
    await mainNav(page, "Main navigation").locator("a[aria-current=page]").allTextContents(),
  ).toEqual(["About"]);
});

test("on a phone the menu opens and closes, and closes when a link is chosen", async () => {
  const page = await newPage({ viewport: { width: 375, height: 740 } });
  await page.goto(baseUrl);
  await hydrated(page);
  const menu = page.getByRole("button", { name: "Menu" });
  expect(await menu.getAttribute("aria-expanded")).toBe("false");
  expect(await mainNav(page).isVisible()).toBe(false);

  await menu.click();

  expect(await menu.getAttribute("aria-expanded")).toBe("true");
  expect(await mainNav(page).getAttribute("id")).toBe(await menu.getAttribute("aria-controls"));
  expect(await mainNav(page).isVisible()).toBe(true);

  await menu.click();

  expect(await menu.getAttribute("aria-expanded")).toBe("false");
  expect(await mainNav(page).isVisible()).toBe(false);

  await menu.click();
  await mainNav(page).getByRole("link", { name: "Repositório" }).click();

  await page.waitForURL(`${baseUrl}/repositorio`);
  await expect
    .poll(() => page.getByRole("heading", { name: "Repositório - Em construção" }).isVisible())
    .toBe(true);
  expect(await menu.getAttribute("aria-expanded")).toBe("false");
  expect(await mainNav(page).isVisible()).toBe(false);
});

test("on a phone Escape closes the open menu", async () => {
  const page = await newPage({ viewport: { width: 375, height: 740 } });
  await page.goto(baseUrl);
  await hydrated(page);
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();

  await page.keyboard.press("Escape");

  expect(await menu.getAttribute("aria-expanded")).toBe("false");
  expect(await mainNav(page).isVisible()).toBe(false);
});

test("choosing English switches the interface and is remembered across a reload", async () => {
  const page = await newPage();
  await page.goto(`${baseUrl}/languages`);
  await hydrated(page);

  await page.getByRole("button", { name: "English" }).click();

  await expect.poll(() => htmlLang(page)).toBe("en");
  await expect.poll(() => mainNav(page, "Main navigation").isVisible()).toBe(true);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Languages");
  expect(await page.getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe(
    "true",
  );
  expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe("en");
  expect(await languageCookie(page)).toBe("en");

  const reloaded = await page.reload();

  // The server itself renders English: no Portuguese flash before hydration.
  expect(await reloaded?.text()).toContain('<html lang="en" dir="ltr">');
  expect(await mainNav(page, "Main navigation").getByRole("link", { name: "About" }).count()).toBe(
    1,
  );
  expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe("en");
});

test("a choice made on a page opened with lng replaces it in the address", async () => {
  const page = await newPage();
  await page.goto(`${baseUrl}/languages?lng=es`);
  await hydrated(page);

  await page.getByRole("button", { name: "Italiano" }).click();

  await expect.poll(() => htmlLang(page)).toBe("it");
  expect(page.url()).toBe(`${baseUrl}/languages`);
  expect(await languageCookie(page)).toBe("it");
});

test("the lng query string wins over the cookie", async () => {
  const page = await newPage();
  await page.context().addCookies([{ name: "selectedLanguage", value: "en", url: baseUrl }]);

  const response = await page.goto(`${baseUrl}/?lng=es`);
  await hydrated(page);

  expect(await response?.text()).toContain('<html lang="es" dir="ltr">');
  expect(await htmlLang(page)).toBe("es");
  expect(
    await mainNav(page, "Navegación principal").getByRole("link", { name: "Acerca de" }).count(),
  ).toBe(1);
  await expect.poll(() => languageCookie(page)).toBe("es");
});

test("a first visit with Accept-Language German renders German", async () => {
  const page = await newPage({ locale: "de-DE" });

  const response = await page.goto(`${baseUrl}/repositorio`);
  await hydrated(page);

  expect(await response?.text()).toContain('<html lang="de" dir="ltr">');
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
    "Repositorium - Im Aufbau",
  );
  expect(await page.title()).toBe(`Repositorium | ${SITE_NAME}`);
  await expect.poll(() => languageCookie(page)).toBe("de");
  expect(await htmlLang(page)).toBe("de");
});

test("a language kept only in local storage takes over once the page runs, without errors", async () => {
  const page = await newPage();
  const errors = pageErrors(page);
  await page.addInitScript(() => localStorage.setItem("selectedLanguage", "fr"));

  // The server, which cannot see local storage, answers in Portuguese; the page's script
  // then asks for the page again in the remembered language.
  expect(await (await fetch(baseUrl)).text()).toContain('<html lang="pt-BR" dir="ltr">');

  await page.goto(baseUrl);

  await expect.poll(() => htmlLang(page)).toBe("fr");
  await expect
    .poll(() =>
      mainNav(page, "Navigation principale").getByRole("link", { name: "Équipe" }).count(),
    )
    .toBe(1);
  expect(await languageCookie(page)).toBe("fr");
  expect(errors).toEqual([]);
});

test("/repositorio shows its placeholder with its own title and canonical address", async () => {
  const page = await newPage();

  await page.goto(`${baseUrl}/repositorio`);

  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
    "Repositório - Em construção",
  );
  expect(await page.title()).toBe(`Repositório | ${SITE_NAME}`);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
    "Repositório de documentos e publicações do observatório, em construção.",
  );
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
    `${baseUrl}/repositorio`,
  );
});

test("the home page has the site's name as title and its own canonical address", async () => {
  const page = await newPage();

  await page.goto(`${baseUrl}/?lng=pt`);

  expect(await page.title()).toBe(SITE_NAME);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}/`);
});

test("the footer links to the five institutions and shows the current year", async () => {
  const page = await newPage();

  await page.goto(baseUrl);

  const footer = page.getByRole("contentinfo");
  for (const [name, href] of INSTITUTIONS) {
    expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
  }
  expect(await footer.textContent()).toContain(
    `© ${new Date().getFullYear()} ${SITE_NAME}. Todos os direitos reservados.`,
  );
  // The drawn logos are files of the build, loaded when the footer comes into view.
  const logos = footer.locator("img.institutions__logo");
  await logos.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      logos.evaluateAll(
        (images) =>
          (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 0)
            .length,
      ),
    )
    .toBe(INSTITUTIONS.length);
});

test("an unknown address shows the 404 page inside the layout", async () => {
  const page = await newPage();

  const response = await page.goto(`${baseUrl}/nada-por-aqui`);

  expect(response?.status()).toBe(404);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Página não encontrada");
  expect(await mainNav(page).getByRole("link").count()).toBe(NAV_LINKS.length);
  expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
});

test("the banner shows the name once to screen readers and scrolls at the set speeds", async () => {
  const page = await newPage();
  await page.goto(baseUrl);
  const track = page.locator(".site-banner__track");
  const duration = () => track.evaluate((element) => getComputedStyle(element).animationDuration);

  const readable = await page.locator(".site-banner__item:not([aria-hidden])").allTextContents();

  expect(readable).toEqual([SITE_NAME]);
  expect(await duration()).toBe("30s");
  await page.setViewportSize({ width: 700, height: 800 });
  expect(await duration()).toBe("25s");
  await page.setViewportSize({ width: 400, height: 800 });
  expect(await duration()).toBe("20s");
});

test("the banner stands still for visitors who ask for reduced motion", async () => {
  const page = await newPage({ reducedMotion: "reduce" });

  await page.goto(baseUrl);

  const animation = await page
    .locator(".site-banner__track")
    .evaluate((element) => getComputedStyle(element).animationName);
  expect(animation).toBe("none");
  expect(await page.locator(".site-banner__item").filter({ visible: true }).count()).toBe(1);
});

test("the banner's animation can be paused", async () => {
  const page = await newPage();
  await page.goto(baseUrl);
  await hydrated(page);
  const toggle = page.getByRole("button", { name: "Pausar animação" });

  await toggle.click();

  expect(await toggle.getAttribute("aria-pressed")).toBe("true");
  expect(
    await page
      .locator(".site-banner__track")
      .evaluate((element) => getComputedStyle(element).animationPlayState),
  ).toBe("paused");
});

test("without JavaScript the navigation is visible on a phone and its links work", async () => {
  const page = await newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  await page.goto(baseUrl);

  expect(await mainNav(page).isVisible()).toBe(true);
  expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);

  await mainNav(page).getByRole("link", { name: "Repositório" }).click();

  await page.waitForURL(`${baseUrl}/repositorio`);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
    "Repositório - Em construção",
  );
});

test("without JavaScript a language chosen from the header's link leads back to the page it was chosen on", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${baseUrl}/sobre?lng=pt`);

  await page.getByRole("link", { name: "Escolher idioma", exact: true }).click();
  await page.waitForURL(`${baseUrl}/languages?volta=%2Fsobre%3Flng%3Dpt`);
  await page.getByRole("button", { name: "English" }).click();

  await page.waitForURL(`${baseUrl}/sobre`);
  expect(await htmlLang(page)).toBe("en");
  expect(await languageCookie(page)).toBe("en");
});

test.each(["https://evil.example/", "//evil.example/", "/\\evil.example/"])(
  "a language page asked to lead back to %s stays on this site",
  async (volta) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/languages?volta=${encodeURIComponent(volta)}`);

    await page.getByRole("button", { name: "Español" }).click();

    await page.waitForURL(`${baseUrl}/languages`);
    expect(await htmlLang(page)).toBe("es");
  },
);

test("without JavaScript the language page still switches the language", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${baseUrl}/languages`);

  await page.getByRole("button", { name: "Deutsch" }).click();

  await expect.poll(() => htmlLang(page)).toBe("de");
  expect(page.url()).toBe(`${baseUrl}/languages`);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sprachen");
  expect(await languageCookie(page)).toBe("de");
});
