import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, pageErrors, useBrowser } from "#tests/helpers/browser-session.ts";
import { openWithSession } from "#tests/helpers/admin-editor.ts";
import { recordWindowOpen, windowOpenCalls } from "#tests/helpers/article-page.ts";
import { useOwnSite, visitorAddresses } from "#tests/helpers/own-site.ts";

/*
 * What the public script does (decisions 047 and 048), on the production build with the
 * demo content, under the policy public pages get: the public script allowed by its hash,
 * no nonce. Then the same pages read without JavaScript.
 */

// TRUST_PROXY: each test that sends a form speaks from an address of its own.
const site = useOwnSite({ SEED_DEMO: "true", TRUST_PROXY: "loopback" });
const visitors = visitorAddresses("203.0.113");
const { newPage } = useBrowser();

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

/** The sources a public page's policy allows scripts from: the site's files and one hash. */
const PUBLIC_SCRIPT_SOURCES = /(^|;)script-src 'self' 'sha256-[\w+/]+=*'(;|$)/;

/** A page whose documents are checked to carry the public policy: no nonce, no inline code. */
async function selfScriptsPage(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await newPage({ ...options, ...visitors.from(visitors.next()) });
  await page.route(
    (url) => url.origin === site.url && !/^\/(assets|media|api)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const policy = response.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(PUBLIC_SCRIPT_SOURCES);
      expect(policy).not.toContain("nonce");
      await route.fulfill({ response });
    },
  );
  return page;
}

/** The address of the first news item the demo content published. */
async function firstNewsPath(): Promise<string> {
  const html = await (await fetch(`${site.url}/noticias`)).text();
  const path = /href="(\/noticia\/\d+)"/.exec(html)?.[1];
  expect(path).toBeDefined();
  return path ?? "";
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Navegação principal" });
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-controls") ?? "");

test("public pages carry one script, the public one, which their policy allows by its hash", async () => {
  for (const path of ["/", "/noticias", await firstNewsPath(), "/contato", "/sugerir"]) {
    const response = await fetch(`${site.url}${path}`);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];

    const code = scripts.filter(([, attributes]) => !attributes!.includes("application/ld+json"));
    expect(code, path).toHaveLength(1);
    expect(code[0]![1], path).toBe(' type="module"');
    const hash = crypto.createHash("sha256").update(code[0]![2]!).digest("base64");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy, path).toMatch(PUBLIC_SCRIPT_SOURCES);
    expect(policy, path).toContain(`'sha256-${hash}'`);
    expect(html, path).not.toContain("__reactRouterContext");
  }
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px every behaviour starts under the public policy, without errors`, async () => {
    for (const path of ["/", await firstNewsPath(), "/contato"]) {
      const page = await selfScriptsPage({ viewport });
      const errors = pageErrors(page);

      await page.goto(`${site.url}${path}`);
      await hydrated(page);

      expect(errors, path).toEqual([]);
      expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(viewport === PHONE);
      expect(await mainNav(page).isVisible()).toBe(viewport === DESKTOP);
    }
  });
}

test("on a phone the menu opens with its button and closes with Escape, giving focus back", async () => {
  const page = await selfScriptsPage({ viewport: PHONE });
  await page.goto(`${site.url}/noticias`);
  await hydrated(page);
  const menu = page.getByRole("button", { name: "Menu" });
  const cross = menu.locator(".switch-icon--on");

  await menu.click();

  expect(await menu.getAttribute("aria-expanded")).toBe("true");
  expect(await mainNav(page).isVisible()).toBe(true);
  expect(await cross.isVisible()).toBe(true);
  expect(await focusedName(page)).toBe("site-nav");

  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("nav")?.id)).toBe("site-nav");
  await page.keyboard.press("Escape");

  expect(await menu.getAttribute("aria-expanded")).toBe("false");
  expect(await mainNav(page).isVisible()).toBe(false);
  expect(await cross.isVisible()).toBe(false);
  expect(await focusedName(page)).toBe("site-nav");

  await menu.click();
  await menu.click();

  expect(await mainNav(page).isVisible()).toBe(false);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the banner's switch pauses the name and shows the play drawing", async () => {
  const page = await selfScriptsPage({ viewport: PHONE });
  await page.goto(site.url);
  await hydrated(page);
  const toggle = page.getByRole("button", { name: "Pausar animação" });
  const playState = () =>
    page
      .locator(".site-banner__track")
      .evaluate((track) => getComputedStyle(track).animationPlayState);

  await toggle.click();

  expect(await toggle.getAttribute("aria-pressed")).toBe("true");
  expect(await playState()).toBe("paused");
  expect(await toggle.locator(".switch-icon--on").isVisible()).toBe(true);
  expect(await toggle.locator(".switch-icon--off").isVisible()).toBe(false);

  await toggle.click();

  expect(await playState()).toBe("running");
});

describe("a news item's share box", () => {
  test("the copy-link button copies the address and shows its toast for 2.5 s", async () => {
    const path = await firstNewsPath();
    const page = await selfScriptsPage({ viewport: PHONE });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: site.url,
    });
    await page.goto(`${site.url}${path}`);
    await hydrated(page);
    const region = page.locator(".share .toast-region");

    await page.getByRole("button", { name: "Copiar link" }).click();

    await expect
      .poll(() => region.textContent())
      .toBe("Link copiado para a área de transferência!");
    expect(await region.getAttribute("role")).toBe("status");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}${path}`);
    await expect.poll(() => region.textContent(), { timeout: 4_000 }).toBe("");
  });

  test("a share link opens a 600×400 window that cannot reach back", async () => {
    const path = await firstNewsPath();
    const page = await selfScriptsPage({ viewport: DESKTOP });
    await page
      .context()
      .route(/^https:\/\/www\.facebook\.com\//, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Facebook</title>" }),
      );
    await page.goto(`${site.url}${path}`);
    await hydrated(page);

    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("link", { name: "Compartilhar no Facebook" }).click(),
    ]);

    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toBe(`${site.url}${path}`);

    const recorded = await selfScriptsPage({ viewport: DESKTOP });
    await recordWindowOpen(recorded);
    await recorded.goto(`${site.url}${path}`);
    await hydrated(recorded);
    await recorded.getByRole("link", { name: "Compartilhar no WhatsApp" }).click();
    const calls = await windowOpenCalls(recorded);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.slice(1)).toEqual(["_blank", "width=600,height=400"]);
  });
});

test("a content image that fails gives way to its grey frame", async () => {
  const page = await selfScriptsPage({ viewport: PHONE });
  await page.route(`${site.url}/media/**`, (route) => route.abort());

  await page.goto(`${site.url}/noticias`);
  await hydrated(page);

  const first = page.locator("img.content-image").first();
  await expect.poll(() => first.isHidden()).toBe(true);
  expect(
    await first.evaluate((image) => getComputedStyle(image.parentElement as Element).display),
  ).not.toBe("none");

  // One that fails after the script started: a lazy image scrolled into view.
  const last = page.locator("img.content-image").last();
  // Scrolled by the page itself: Playwright's own scrolling would first wait for the image
  // to be visible, and one that already failed never is.
  await last.evaluate((image) => image.scrollIntoView());
  await expect.poll(() => last.isHidden()).toBe(true);
});

describe("the home page's carousel", () => {
  test("moves with its buttons and stops with its pause switch", async () => {
    const page = await selfScriptsPage({ viewport: DESKTOP });
    // The page's timers on a clock the test moves on: the carousel's seconds pass at once.
    await page.clock.install();
    await page.goto(site.url);
    await hydrated(page);
    const carousel = page.locator(".carousel");
    const current = () =>
      carousel.locator(".carousel__slide:not([inert])").getAttribute("aria-label");
    const total = await carousel.locator(".carousel__slide").count();
    expect(total).toBeGreaterThan(1);
    expect(await current()).toBe(`1 de ${total}`);

    await carousel.getByRole("button", { name: "Próxima notícia" }).click();
    expect(await current()).toBe(`2 de ${total}`);
    await carousel.getByRole("button", { name: "Notícia anterior" }).click();
    await carousel.getByRole("button", { name: "Notícia anterior" }).click();
    expect(await current()).toBe(`${total} de ${total}`);

    // Away from the carousel, so that only the switch keeps it still.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(4_000);
    await expect.poll(() => current()).toBe(`1 de ${total}`);
    const pause = carousel.getByRole("button", { name: "Pausar a troca automática" });
    await pause.click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    expect(await pause.getAttribute("aria-pressed")).toBe("true");
    expect(await pause.locator(".switch-icon--on").isVisible()).toBe(true);
    const stopped = await current();
    await page.clock.runFor(4_500);
    expect(await current()).toBe(stopped);
    expect(await carousel.locator(".carousel__viewport").getAttribute("aria-live")).toBe("polite");
  });

  test("on a phone sections below the screen wait, and appear once scrolled to", async () => {
    const page = await selfScriptsPage({ viewport: PHONE });
    await page.goto(site.url);
    await hydrated(page);
    const last = page.locator(".reveal").last();

    await expect.poll(() => last.getAttribute("data-reveal")).toBe("waiting");
    // Nothing that was on the screen is hidden.
    const waitingOnScreen = await page.evaluate(() =>
      [...document.querySelectorAll('[data-reveal="waiting"]')]
        .filter((element) => element.getBoundingClientRect().top < innerHeight)
        .map((element) => element.className),
    );
    expect(waitingOnScreen).toEqual([]);

    await last.scrollIntoViewIfNeeded();

    await expect.poll(() => last.getAttribute("data-reveal")).toBe("shown");
    // Read by axe once the fade-ins have ended: half-faded text has too little contrast.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getAnimations().filter((fade) => fade instanceof CSSTransition).length,
        ),
      )
      .toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("the forms sent without leaving the page", () => {
  test("the contact form shows the server's sent state in place", async () => {
    const page = await selfScriptsPage({ viewport: PHONE });
    await page.goto(`${site.url}/contato`);
    await hydrated(page);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field("Nome").fill("Lia Campos");
    await field("E-mail").fill("lia@exemplo.org");
    await field("Assunto").fill("Oficinas");
    await field("Mensagem").fill("Quando começam as oficinas?");
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));

    await page.getByRole("button", { name: "Enviar Mensagem" }).click();

    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe("Mensagem enviada! Responderemos em breve.");
    expect(await field("Nome").inputValue()).toBe("");
    expect(loads).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the tip form says what is missing, then gives the tip's code", async () => {
    const page = await selfScriptsPage({ viewport: DESKTOP });
    await page.goto(`${site.url}/sugerir`);
    await hydrated(page);
    const send = page.getByRole("button", { name: "Enviar para checagem" });
    await page.getByLabel("Rede ou aplicativo").selectOption({ label: "Kwai" });

    await send.click();

    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("sugerir-texto");
    expect(await page.getByLabel("Texto da mensagem").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Link").fill("https://example.org/boato");
    await send.click();

    await expect
      .poll(() => page.locator(".sugestao-codigo").textContent())
      .toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{5}$/);
    expect(await page.getByLabel("Link").inputValue()).toBe("");
    expect(page.url()).toBe(`${site.url}/sugerir`);
  });
});

test("a language given in the address is remembered on the next page", async () => {
  const page = await selfScriptsPage({ viewport: PHONE });
  await page.goto(`${site.url}/noticias?lng=en`);
  await hydrated(page);

  expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe("en");
  await page.goto(`${site.url}/contato`);

  expect(await page.locator("html").getAttribute("lang")).toBe("en");
  expect(await page.locator("nav#site-nav").getAttribute("aria-label")).toBe("Main navigation");
});

test("the admin area's link to the site loads the public page as a whole document", async () => {
  const page = await newPage({ viewport: DESKTOP });
  await openWithSession(page, site.url, "/admin", site.token);
  const link = page.getByRole("link", { name: "Ver o site" });
  await link.waitFor();
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });

  await link.click();

  await page.waitForURL(`${site.url}/`);
  await hydrated(page);
  expect(documents).toEqual(["/"]);
  // React Router's state belongs to the admin page that was left behind.
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

describe("without JavaScript", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px the pages read, and the menu's links are there`, async () => {
      const page = await newPage({ javaScriptEnabled: false, viewport });
      for (const path of ["/", await firstNewsPath(), "/noticias"]) {
        await page.goto(`${site.url}${path}`);

        expect(await page.getByRole("heading", { level: 1 }).isVisible(), path).toBe(true);
        expect(await mainNav(page).getByRole("link").count()).toBe(9);
        expect(await mainNav(page).isVisible()).toBe(true);
        expect(await page.getByRole("button", { name: "Copiar link" }).count()).toBe(0);
        expect(await page.locator("[data-reveal]").count()).toBe(0);
      }
      await mainNav(page).getByRole("link", { name: "Contato" }).click();
      await page.waitForURL(`${site.url}/contato`);
    });
  }

  test("the contact form is sent by the page itself", async () => {
    const page = await newPage({
      javaScriptEnabled: false,
      viewport: PHONE,
      ...visitors.from(visitors.next()),
    });
    await page.goto(`${site.url}/contato`);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field("Nome").fill("Caio Lima");
    await field("E-mail").fill("caio@exemplo.org");
    await field("Assunto").fill("Sem scripts");
    await field("Mensagem").fill("Enviada pela própria página.");

    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    await page.waitForLoadState("domcontentloaded");

    expect(await page.getByRole("status").textContent()).toBe(
      "Mensagem enviada! Responderemos em breve.",
    );
  });

  test("the fake-news filters unfold and are a form that filters by itself", async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: PHONE });
    await page.goto(`${site.url}/fake-news`);
    const form = page.getByRole("form", { name: "Filtrar checagens" });

    await page.locator("summary", { hasText: "Filtrar" }).click();
    await form.getByLabel("Veredito").selectOption("desmentida");
    await form.getByRole("button", { name: "Filtrar" }).click();

    await page.waitForURL(/\/fake-news\?(.+&)?status=desmentida/);
    expect(await form.getByLabel("Veredito").inputValue()).toBe("desmentida");
    expect(await page.getByRole("main").getByRole("article").count()).toBeGreaterThan(0);
  });
});
