import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { SITE_NAME } from "#app/site.ts";
import { dataUrl, solidImage } from "#tests/fixtures/images.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import {
  hydrated as pageHydrated,
  pageErrors,
  useBrowser,
} from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** A fresh browser profile in Brazilian Portuguese, on a 720-pixel-high screen. */
const newPage = (options: BrowserContextOptions = {}): Promise<Page> =>
  browser.newPage({ viewport: { width: 1280, height: 720 }, ...options });

/**
 * The page's script has taken over the server's markup (polled from here rather than in
 * the page, so that it also works while the page's clock is fake), and the carousel has
 * marked the hidden slides inert.
 */
async function hydrated(page: Page): Promise<void> {
  await pageHydrated(page);
  await expect.poll(() => page.locator(".carousel__slide[inert]").count()).toBe(4);
}

/**
 * Replaces the page's timers with a clock that moves only when the test says so, from
 * before the page loads: the 4 seconds are then counted exactly from hydration.
 */
async function stopClock(page: Page): Promise<void> {
  const start = new Date("2025-03-01T12:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

const carousel = (page: Page) => page.getByRole("region", { name: "Notícias em destaque" });
/** Every slide until the page runs; from then on, the one shown (the others are inert). */
const shownSlides = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"]:not([inert])');
const currentSlide = (page: Page) => shownSlides(page).getAttribute("aria-label");
const button = (page: Page, name: string) => carousel(page).getByRole("button", { name });
const section = (page: Page, name: string) => page.getByRole("region", { name });

// ---------- Seeded content ----------

type Created = { id: number };

/** Visible text of the news body: two paragraphs, the 120th character inside a word. */
function newsParagraphs(number: number): [string, string] {
  return [
    `Notícia ${number}: pesquisadores do observatório analisaram boatos & correntes que circularam na região Norte`,
    `durante o mês, com atenção especial às mensagens sobre saúde pública e vacinação infantil.`,
  ];
}

const NEWS = Array.from({ length: 7 }, (_, index) => {
  const number = index + 1;
  const [first, second] = newsParagraphs(number);
  return {
    number,
    titulo: `Título da notícia de teste ${number}`,
    conteudo: `<p>${first.replace("&", "&amp;")}</p><p><strong>${second}</strong></p>`,
    text: `${first} ${second}`,
  };
});
/** Newest first, as the page lists them. */
const NEWS_NEWEST_FIRST = [...NEWS].reverse();

const FAKE_NEWS = [
  { titulo: "Boato verificado antigo", status: "verificada", data: "2024-01-05" },
  { titulo: "Boato verificado", status: "verificada", data: "2024-01-10" },
  { titulo: "Boato desmentido", status: "desmentida", data: "2024-02-10" },
  { titulo: "Boato verificado recente", status: "verificada", data: "2024-02-15" },
  { titulo: "Boato em análise", status: "em_analise", data: "2024-03-10" },
  { titulo: "Outro boato em análise", status: "em_analise", data: "2024-02-20" },
];

test("before anything is published the home page shows its empty texts", async () => {
  const page = await newPage();

  const response = await page.goto(baseUrl);

  expect(response?.status()).toBe(200);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(SITE_NAME);
  expect(await carousel(page).count()).toBe(0);
  expect(await page.getByRole("heading", { name: "Nossa missão" }).isVisible()).toBe(true);
  const fakeNews = section(page, "Fake News Verificadas");
  expect(await fakeNews.textContent()).toContain("Nenhuma Fake News verificada ainda");
  expect(await fakeNews.textContent()).toContain(
    "Nossa equipe está trabalhando para verificar e desmentir informações falsas.",
  );
  expect(await section(page, "Destaques Recentes").textContent()).toContain(
    "Nenhuma notícia publicada ainda.",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

describe("with published news and fake news", () => {
  let token: string;
  const newsIds: number[] = [];
  const fakeNewsIds: number[] = [];
  /** The stored image of each news item, in publication order. */
  const newsImages: string[] = [];
  const fakeNewsByTitle = new Map<string, number>();

  beforeAll(async () => {
    token = await loginToken(baseUrl);
    // One at a time, so that publication order is creation order.
    for (const item of NEWS) {
      const image = await solidImage("png", 320, 180, { r: 30 * item.number, g: 90, b: 60 });
      const created = await apiCall<Created & { imagens: string[] }>(baseUrl, "POST", "/noticias", {
        token,
        body: {
          titulo: item.titulo,
          lead: `<p>Lead da notícia ${item.number}</p>`,
          conteudo: item.conteudo,
          fontes: ["https://example.org/fonte"],
          imagens: [dataUrl(image)],
        },
      });
      newsIds.push(created.id);
      newsImages.push(created.imagens[0] ?? "");
    }
    for (const [index, item] of FAKE_NEWS.entries()) {
      const image = await solidImage("png", 320, 180, { r: 200, g: 40 * index, b: 40 });
      const created = await apiCall<Created>(baseUrl, "POST", "/fake-news", {
        token,
        body: {
          titulo: item.titulo,
          lead: `<p>Lead de <em>${item.titulo}</em> &amp; contexto</p>`,
          conteudo: "<p>Conteúdo da verificação.</p>",
          status: item.status,
          data_verificacao: item.data,
          imagens: [dataUrl(image)],
        },
      });
      fakeNewsIds.push(created.id);
      fakeNewsByTitle.set(item.titulo, created.id);
    }
  });

  afterAll(async () => {
    for (const id of newsIds) await apiCall(baseUrl, "DELETE", `/noticias/${id}`, { token });
    for (const id of fakeNewsIds) await apiCall(baseUrl, "DELETE", `/fake-news/${id}`, { token });
  });

  const newsId = (number: number) => newsIds[number - 1];
  const newsImage = (number: number) => newsImages[number - 1] ?? "";
  /** The media name of an image without its size, shared by all its renditions. */
  const imageHash = (url: string) => /\/media\/([a-f0-9]{64})\./.exec(url)?.[1] ?? "";

  test("the carousel shows the five newest news items, newest first, each linking to its page", async () => {
    const page = await newPage({ javaScriptEnabled: false });

    await page.goto(baseUrl);

    const slides = shownSlides(page);
    expect(await slides.count()).toBe(5);
    for (const [index, item] of NEWS_NEWEST_FIRST.slice(0, 5).entries()) {
      const slide = slides.nth(index);
      expect(await slide.getAttribute("aria-label")).toBe(`${index + 1} de 5`);
      expect(await slide.getAttribute("aria-roledescription")).toBe("slide");
      const link = slide.getByRole("link", { name: item.titulo, exact: true });
      expect(await link.getAttribute("href")).toBe(`/noticia/${newsId(item.number)}`);
      expect(await slide.locator("img").getAttribute("src")).toBe(newsImage(item.number));
    }
    expect(await carousel(page).getAttribute("aria-roledescription")).toBe("carrossel");
    const firstImage = slides.first().locator("img");
    expect(await firstImage.getAttribute("fetchpriority")).toBe("high");
    expect(await firstImage.getAttribute("loading")).toBe("eager");
    expect(await slides.nth(1).locator("img").getAttribute("loading")).toBe("lazy");
  });

  test("the carousel's buttons and dots move between slides and wrap around", async () => {
    const page = await newPage();
    await page.goto(baseUrl);
    await hydrated(page);
    expect(await currentSlide(page)).toBe("1 de 5");

    await button(page, "Próxima notícia").click();
    expect(await currentSlide(page)).toBe("2 de 5");
    expect(await shownSlides(page).locator(".carousel__title").textContent()).toBe(
      NEWS_NEWEST_FIRST[1]?.titulo,
    );

    await button(page, "Notícia anterior").click();
    expect(await currentSlide(page)).toBe("1 de 5");

    await button(page, "Notícia anterior").click();
    expect(await currentSlide(page)).toBe("5 de 5");

    await button(page, "Próxima notícia").click();
    expect(await currentSlide(page)).toBe("1 de 5");

    const dots = carousel(page).getByRole("group", { name: "Escolher notícia" });
    await dots.getByRole("button", { name: "Mostrar a notícia 4 de 5" }).click();
    expect(await currentSlide(page)).toBe("4 de 5");
    expect(
      await dots
        .getByRole("button", { name: "Mostrar a notícia 4 de 5" })
        .getAttribute("aria-current"),
    ).toBe("true");
    expect(await dots.locator('[aria-current="true"]').count()).toBe(1);
  });

  test("the arrow keys move the carousel, and focus follows from a slide to the next", async () => {
    const page = await newPage();
    await page.goto(baseUrl);
    await hydrated(page);

    await button(page, "Próxima notícia").focus();
    await page.keyboard.press("ArrowRight");
    expect(await currentSlide(page)).toBe("2 de 5");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await currentSlide(page)).toBe("5 de 5");

    await shownSlides(page).getByRole("link").focus();
    await page.keyboard.press("ArrowRight");

    expect(await currentSlide(page)).toBe("1 de 5");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("href")))
      .toBe(`/noticia/${newsId(7)}`);
  });

  test("the carousel advances every 4 seconds and wraps around after the last slide", async () => {
    const page = await newPage();
    await stopClock(page);
    await page.goto(baseUrl);
    await hydrated(page);

    await page.clock.runFor(3900);
    expect(await currentSlide(page)).toBe("1 de 5");
    await page.clock.runFor(100);
    await expect.poll(() => currentSlide(page)).toBe("2 de 5");

    for (const expected of ["3 de 5", "4 de 5", "5 de 5", "1 de 5"]) {
      await page.clock.runFor(4000);
      await expect.poll(() => currentSlide(page)).toBe(expected);
    }
  });

  test("the carousel stands still while the pointer or the focus is on it", async () => {
    const page = await newPage();
    await stopClock(page);
    await page.goto(baseUrl);
    await hydrated(page);

    await carousel(page).hover();
    await page.clock.runFor(8000);
    expect(await currentSlide(page)).toBe("1 de 5");

    await page.mouse.move(1, 1);
    await page.clock.runFor(4000);
    await expect.poll(() => currentSlide(page)).toBe("2 de 5");

    await carousel(page).getByRole("button", { name: "Mostrar a notícia 1 de 5" }).focus();
    await page.clock.runFor(8000);
    expect(await currentSlide(page)).toBe("2 de 5");

    await page.getByRole("link", { name: "Sobre", exact: true }).focus();
    await page.clock.runFor(4000);
    await expect.poll(() => currentSlide(page)).toBe("3 de 5");
  });

  test("the pause button stops the automatic advance until it is pressed again", async () => {
    const page = await newPage();
    await stopClock(page);
    await page.goto(baseUrl);
    await hydrated(page);
    const pause = button(page, "Pausar a troca automática");

    await pause.click();
    await page.mouse.move(1, 1);
    await page.getByRole("link", { name: "Sobre", exact: true }).focus();
    await page.clock.runFor(8000);

    expect(await pause.getAttribute("aria-pressed")).toBe("true");
    expect(await currentSlide(page)).toBe("1 de 5");

    await pause.click();
    await page.mouse.move(1, 1);
    await page.getByRole("link", { name: "Sobre", exact: true }).focus();
    await page.clock.runFor(4000);

    expect(await pause.getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => currentSlide(page)).toBe("2 de 5");
  });

  test("with reduced motion the carousel only moves when asked", async () => {
    const page = await newPage({ reducedMotion: "reduce" });
    await stopClock(page);
    await page.goto(baseUrl);
    await hydrated(page);

    await page.clock.runFor(12_000);

    expect(await currentSlide(page)).toBe("1 de 5");
    expect(await button(page, "Pausar a troca automática").count()).toBe(0);
    await button(page, "Próxima notícia").click();
    expect(await currentSlide(page)).toBe("2 de 5");
  });

  test("the next slide's image is fetched ahead, and an image still loading says so", async () => {
    const page = await newPage();
    const firstImage = imageHash(newsImage(7));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/media/${firstImage}.*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl, { waitUntil: "commit" });

    const firstFrame = shownSlides(page).first().locator(".carousel__frame");
    // The page streams in while the image is held; on a busy machine that takes a while.
    await expect
      .poll(() => firstFrame.getByText("Carregando...").isVisible(), { timeout: 10_000 })
      .toBe(true);
    release();
    await hydrated(page);
    await expect.poll(() => firstFrame.getByText("Carregando...").count()).toBe(0);

    const preloads = page.locator('link[rel="preload"][as="image"]');
    await expect
      .poll(async () =>
        (await preloads.evaluateAll((links) => links.map((link) => link.outerHTML))).join(),
      )
      .toContain(imageHash(newsImage(6)));
  });

  test("the highlights show the six newest news items with a 120-character excerpt", async () => {
    const page = await newPage();

    await page.goto(baseUrl);

    const cards = section(page, "Destaques Recentes").getByRole("article");
    expect(await cards.count()).toBe(6);
    for (const [index, item] of NEWS_NEWEST_FIRST.slice(0, 6).entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole("heading", { level: 3 }).textContent()).toBe(item.titulo);
      expect(await card.locator("p").textContent()).toBe(`${item.text.slice(0, 120)}...`);
      const more = card.getByRole("link", { name: "Saiba mais" });
      expect(await more.getAttribute("href")).toBe(`/noticia/${newsId(item.number)}`);
      expect(await card.locator("img").getAttribute("src")).toBe(newsImage(item.number));
    }
    expect(await page.getByText(NEWS[0]?.titulo ?? "").count()).toBe(0);
  });

  test("the fake-news section shows the three newest verified or debunked entries", async () => {
    const page = await newPage();

    await page.goto(baseUrl);

    const cards = section(page, "Fake News Verificadas").getByRole("article");
    const expected = [
      ["Boato verificado recente", "Verificada"],
      ["Boato desmentido", "Desmentida"],
      ["Boato verificado", "Verificada"],
    ] as const;
    expect(await cards.count()).toBe(expected.length);
    for (const [index, [titulo, status]] of expected.entries()) {
      const card = cards.nth(index);
      const link = card.getByRole("heading", { level: 3 }).getByRole("link");
      expect(await link.textContent()).toBe(titulo);
      expect(await link.getAttribute("href")).toBe(`/fake-news/${fakeNewsByTitle.get(titulo)}`);
      expect(await card.locator(".status-badge").textContent()).toBe(status);
      expect(await card.locator("p").textContent()).toBe(`Lead de ${titulo} & contexto`);
    }
    expect(await page.getByText("em análise", { exact: false }).count()).toBe(0);
    expect(await page.getByText("Boato verificado antigo").count()).toBe(0);
  });

  test("sections and cards below the screen fade in once when they scroll into view", async () => {
    const page = await newPage();
    await page.goto(baseUrl);
    await hydrated(page);
    const highlights = section(page, "Destaques Recentes");
    const lastCard = highlights.getByRole("article").last();
    const opacity = (locator: typeof highlights) =>
      locator.evaluate((element) => getComputedStyle(element).opacity);

    expect(await highlights.getAttribute("data-reveal")).toBe("waiting");
    expect(await opacity(highlights)).toBe("0");
    expect(await highlights.getAttribute("style")).toContain("--reveal-delay:0.4s");
    expect(await section(page, "Fake News Verificadas").getAttribute("style")).toContain(
      "--reveal-delay:0.2s",
    );
    expect(await lastCard.getAttribute("style")).toContain("--reveal-delay:0.8s");

    await highlights.scrollIntoViewIfNeeded();

    await expect.poll(() => highlights.getAttribute("data-reveal")).toBe("shown");
    // 0.4 s of delay and 0.6 s of fading.
    await expect.poll(() => opacity(highlights), { timeout: 5000 }).toBe("1");
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => opacity(lastCard), { timeout: 5000 }).toBe("1");
    await page.mouse.wheel(0, -5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await highlights.getAttribute("data-reveal")).toBe("shown");
    expect(await opacity(highlights)).toBe("1");
  });

  test("with reduced motion every section is shown at once", async () => {
    const page = await newPage({ reducedMotion: "reduce" });
    await page.goto(baseUrl);
    await hydrated(page);

    const highlights = section(page, "Destaques Recentes");

    expect(await highlights.getAttribute("data-reveal")).toBeNull();
    expect(await highlights.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  });

  test("without JavaScript every slide and card is visible and the carousel scrolls sideways", async () => {
    const page = await newPage({ javaScriptEnabled: false });

    await page.goto(baseUrl);

    expect(await shownSlides(page).count()).toBe(5);
    expect(await button(page, "Próxima notícia").isVisible()).toBe(false);
    expect(await carousel(page).getByText("Carregando...").filter({ visible: true }).count()).toBe(
      0,
    );
    const viewport = carousel(page).locator(".carousel__viewport");
    expect(await viewport.evaluate((element) => getComputedStyle(element).overflowX)).toBe("auto");
    const cards = page.getByRole("article");
    expect(await cards.count()).toBe(9);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      expect(await card.isVisible()).toBe(true);
      expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    }
  });

  test("the page describes the observatory as an Organization in JSON-LD", async () => {
    const page = await newPage();

    await page.goto(baseUrl);

    const json = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(json ?? "")).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: SITE_NAME,
      url: `${baseUrl}/`,
      logo: `${baseUrl}/favicon.svg`,
    });
  });

  test("the page with content hydrates without errors in the console", async () => {
    const page = await newPage();
    const errors = pageErrors(page);

    await page.goto(baseUrl, { waitUntil: "networkidle" });
    await hydrated(page);

    expect(errors).toEqual([]);
  });

  test("the page with content has no serious or critical accessibility violations", async () => {
    const page = await newPage();
    await page.goto(baseUrl);
    await hydrated(page);

    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
