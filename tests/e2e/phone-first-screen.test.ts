import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { dataUrl, solidImage } from "#tests/fixtures/images.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

// As long as the demo's fact-checks: a title of three lines and a subtitle of three on a phone.
const TITLE = "Corrente diz que comportas de usina serão abertas e vão alagar bairros nesta semana";
const SUBTITLE =
  "Mensagem sem autoria cita dia e hora para uma suposta abertura de comportas; a equipe ouviu os órgãos responsáveis";
const FIRST_TRUTH = "Nenhum comunicado oficial confirma a abertura de comportas na data citada.";
const CLAIM =
  "As comportas da usina serão abertas na quinta-feira às 14h e a água vai alagar os bairros da margem do rio.";
// A word only the check still being worked on has, to find it alone.
const PENDING_WORD = "pirarucu";

type Box = { top: number; bottom: number; left: number; right: number };
const created: number[] = [];
let token: string;
let checkId: number;
let pendingId: number;

async function check(body: Record<string, unknown>): Promise<number> {
  const { id } = await apiCall<{ id: number }>(baseUrl, "POST", "/fake-news", { token, body });
  created.push(id);
  return id;
}

beforeAll(async () => {
  token = await loginToken(baseUrl);
  const image = dataUrl(await solidImage("png", 1200, 675, { r: 30, g: 90, b: 60 }));
  checkId = await check({
    titulo: TITLE,
    subtitulo: SUBTITLE,
    lead: "<p>Um áudio compartilhado em grupos de mensagens pede que moradores deixem suas casas antes da abertura das comportas, sem dizer quem o gravou.</p>",
    conteudo: "<p>A empresa que opera a usina e a Defesa Civil negam qualquer abertura.</p>",
    conclusao: "<p>A mensagem é falsa.</p>",
    fontes: ["Defesa Civil estadual", "Agência Nacional de Águas", "Operadora da usina"],
    verdades: [FIRST_TRUTH, "A Defesa Civil avisa pelos seus canais oficiais quando há risco."],
    imagens: [image],
    legendas: ["Vertedouro da usina"],
    alts: ["Comportas fechadas de uma usina"],
    status: "desmentida",
    data_verificacao: "2026-11-20",
    verificador: "Iara Xingu Batista",
    alegacao: CLAIM,
    circulou_em: ["whatsapp", "facebook"],
  });
  pendingId = await check({
    titulo: `Boato sobre o ${PENDING_WORD} contaminado nas feiras`,
    lead: "<p>Mensagem diz que o peixe vendido nas feiras está contaminado.</p>",
    conteudo: `<p>A equipe ainda ouve a vigilância sanitária sobre o ${PENDING_WORD}.</p>`,
    status: "em_analise",
  });
}, 120_000);

// Other browser tests share the site: leave it as it was found.
afterAll(async () => {
  for (const id of created) await apiCall(baseUrl, "DELETE", `/fake-news/${id}`, { token });
});

const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`not rendered: ${locator.toString()}`);
  return {
    top: found.y,
    bottom: found.y + found.height,
    left: found.x,
    right: found.x + found.width,
  };
};

/** The box of the first line of an element's text, where the reader's eye starts. */
const firstLine = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const [line] = Array.from(range.getClientRects());
    if (!line) throw new Error("no text");
    return { top: line.top, bottom: line.bottom, left: line.left, right: line.right };
  });

const overlap = (a: Box, b: Box) =>
  a.left < b.right - 0.5 &&
  b.left < a.right - 0.5 &&
  a.top < b.bottom - 0.5 &&
  b.top < a.bottom - 0.5;

/** Whether the page scrolls sideways: something is wider than the screen. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The visible controls of the header's bars, by name, with their boxes. */
async function headerBoxes(page: Page): Promise<[string, Box][]> {
  const header = page.getByRole("banner");
  const items: [string, Locator][] = [
    ["logo", header.getByRole("link", { name: "Observatório de Desinformação e Fake News" })],
    ["busca", header.getByRole("link", { name: "Buscar no site" })],
    ["idioma", header.getByRole("link", { name: "Escolher idioma" })],
    ["menu", header.getByRole("button", { name: "Menu" })],
    ["acessibilidade", header.getByRole("link", { name: "Acessibilidade", exact: true })],
    ["contraste", header.getByRole("button", { name: "Alto contraste" })],
  ];
  for (const [index, jump] of (await header.locator(".a11y-bar__jumps a").all()).entries())
    items.push([`atalho ${index + 1}`, jump]);
  return Promise.all(items.map(async ([name, locator]) => [name, await box(locator)] as const));
}

describe.each([
  ["390×844", PHONE],
  ["360×640", SMALL_PHONE],
])("on a phone of %s", (_, viewport) => {
  test("the header's controls stand apart on two thin lines and nothing is wider than the screen", async () => {
    const page = await newPage({ viewport });
    await page.goto(`${baseUrl}/fake-news/${checkId}`);
    await hydrated(page);

    const boxes = await headerBoxes(page);

    for (const [index, [name, itemBox]] of boxes.entries()) {
      expect(itemBox.left, name).toBeGreaterThanOrEqual(0);
      expect(itemBox.right, name).toBeLessThanOrEqual(viewport.width);
      for (const [other, otherBox] of boxes.slice(index + 1))
        expect(overlap(itemBox, otherBox), `${name} / ${other}`).toBe(false);
    }
    // The accessibility bar is one line, keys and all; the header row under it is one too.
    const bar = await box(page.locator(".a11y-bar"));
    expect(bar.bottom - bar.top).toBeLessThanOrEqual(36);
    expect(
      await page
        .locator(".a11y-bar__jumps a")
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute("accesskey"), link.textContent]),
        ),
    ).toEqual([
      ["1", "Ir para o conteúdo [1]"],
      ["2", "Ir para o menu [2]"],
      ["3", "Ir para a busca [3]"],
      ["4", "Ir para o rodapé [4]"],
    ]);
    const header = await box(page.getByRole("banner"));
    expect(header.bottom).toBeLessThanOrEqual(130);
    expect(await scrollsSideways(page)).toBe(false);
    const title = await box(page.getByRole("heading", { level: 1 }));
    expect(title.right).toBeLessThanOrEqual(viewport.width);
  });
});

/** The check's one correction, made by the first test that needs it. */
let correction: Promise<unknown> | undefined;

test.each([
  ["390×844", PHONE, false],
  ["360×640", SMALL_PHONE, false],
  ["390×844, once corrected", PHONE, true],
  ["360×640, once corrected", SMALL_PHONE, true],
])(
  "at %s a fact-check's first screen shows its verdict, its claim, its title and the start of its truth",
  async (_, viewport, corrected) => {
    if (corrected)
      await (correction ??= apiCall(baseUrl, "POST", `/fake-news/${checkId}/correcoes`, {
        token,
        body: {
          erro: "A checagem dizia que a usina fica no rio errado, o que não muda a conclusão.",
          mudanca: "O nome do rio foi corrigido no texto e nas fontes.",
        },
      }));
    const page = await newPage({ viewport });
    await page.goto(`${baseUrl}/fake-news/${checkId}`);
    if (corrected)
      expect(await page.getByRole("region", { name: "Correção" }).isVisible()).toBe(true);

    const verdict = page.locator(".article__status .status-badge");
    const title = page.getByRole("heading", { level: 1, name: TITLE });
    const truths = page.getByRole("region", { name: "A Verdade:" });

    expect(await verdict.textContent()).toBe("Desmentida");
    expect(await verdict.locator("svg").isVisible()).toBe(true);
    expect(await verdict.getAttribute("class")).toContain("status-badge--desmentida");
    const fold = viewport.height;
    expect((await box(verdict)).bottom).toBeLessThanOrEqual(fold);
    expect((await box(title)).bottom).toBeLessThanOrEqual(fold);
    const claim = page.locator(".article__claim");
    expect(await claim.textContent()).toContain(CLAIM);
    expect((await firstLine(claim)).bottom).toBeLessThanOrEqual(fold);
    const truthLine = await firstLine(truths.getByRole("listitem").first());
    expect(truthLine.bottom).toBeLessThanOrEqual(fold);
    expect(await truths.getByRole("listitem").first().textContent()).toBe(FIRST_TRUTH);
    // The specification's order stays: breadcrumb, way back, badge, verdict, title.
    const order = await Promise.all(
      [
        page.getByRole("navigation", { name: "Trilha de navegação" }),
        page.getByRole("link", { name: "Voltar para Fake News" }),
        page.getByText("Notícia verificada", { exact: true }),
        verdict,
        title,
      ].map(async (locator) => (await box(locator)).top),
    );
    // The badge and the verdict share a line, centred on it: a pixel either way is the same line.
    for (const [index, top] of order.slice(1).entries())
      expect(top).toBeGreaterThanOrEqual((order[index] ?? 0) - 2);
    // Screen readers meet the truth right after the title's block, before the cover and lead.
    expect(
      await page.evaluate(() => {
        const truth = document.querySelector(".article__truths");
        const cover = document.querySelector(".article__figure, .article .image-frame");
        const heading = document.querySelector("h1");
        return [
          !!heading && !!truth && !!(heading.compareDocumentPosition(truth) & 4),
          !!truth && !!cover && !!(truth.compareDocumentPosition(cover) & 4),
        ];
      }),
    ).toEqual([true, true]);
  },
);

test("on a phone the search opens from its link, with and without JavaScript, and searches", async () => {
  for (const javaScriptEnabled of [true, false]) {
    const page = await newPage({ viewport: PHONE, javaScriptEnabled });
    await page.goto(`${baseUrl}/fake-news`);
    const field = page.getByRole("searchbox", { name: "Buscar no site" });
    expect(await field.isVisible()).toBe(false);

    await page.getByRole("link", { name: "Buscar no site" }).click();

    await expect.poll(() => field.isVisible()).toBe(true);
    await field.fill(PENDING_WORD);
    await field.press("Enter");
    await page.waitForURL(`${baseUrl}/busca?q=${PENDING_WORD}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      `Busca: ${PENDING_WORD}`,
    );
  }
});

test("on a phone a fact-check card is one link, title and image included, and about a third of the screen", async () => {
  const page = await newPage({ viewport: PHONE });
  await page.goto(`${baseUrl}/fake-news`);
  const card = page.getByRole("main").getByRole("article").filter({ hasText: TITLE });

  const links = card.getByRole("link");
  expect(await links.count()).toBe(1);
  expect(await links.first().getAttribute("href")).toBe(`/fake-news/${checkId}`);
  expect(await links.first().textContent()).toBe(`Ver detalhes: ${TITLE}`);
  expect(await card.locator("button, input, select, textarea").count()).toBe(0);
  const { top, bottom } = await box(card);
  expect(bottom - top).toBeLessThanOrEqual(300);
  // The verdict and the first truth are on the card.
  expect(await card.getByText("Desmentida", { exact: true }).isVisible()).toBe(true);
  expect(await card.getByText(FIRST_TRUTH, { exact: false }).count()).toBe(1);

  // A thumb lands on the title or the image, not on the link's words.
  for (const part of [card.getByRole("heading", { name: TITLE }), card.locator("img")]) {
    await page.goto(`${baseUrl}/fake-news`);
    const { top: y, left: x } = await box(part);
    await page.mouse.click(x + 8, y + 8);
    await page.waitForURL(`${baseUrl}/fake-news/${checkId}`);
  }
});

describe.each([true, false])("with JavaScript %s", (javaScriptEnabled) => {
  test("on a phone the filters fold behind one control that counts those in use", async () => {
    const page = await newPage({ viewport: PHONE, javaScriptEnabled });
    await page.goto(`${baseUrl}/fake-news`);
    const form = page.getByRole("form", { name: "Filtrar checagens" });
    const toggle = page.locator("summary", { hasText: "Filtrar" });
    expect(await form.isVisible()).toBe(false);
    expect(await toggle.textContent()).toBe("Filtrar");

    await toggle.click();

    expect(await form.isVisible()).toBe(true);
    await form.getByLabel("Veredito").selectOption("desmentida");
    await form.getByLabel("Verificada a partir de").fill("2026-11-20");
    await form.getByRole("button", { name: "Filtrar" }).click();

    await page.waitForURL(`${baseUrl}/fake-news?status=desmentida&de=2026-11-20`);
    // Open, since filters are in use, and saying how many.
    expect(await form.isVisible()).toBe(true);
    expect(await toggle.locator(".fake-news-filters-fold__count").textContent()).toBe("2");
    expect(await toggle.locator(".visually-hidden").textContent()).toBe(" (filtros em uso: 2)");
    expect(
      await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents(),
    ).toEqual([TITLE]);
  });
});

test("on wide screens the filters show at once, with no control to unfold them", async () => {
  const page = await newPage({ viewport: DESKTOP });
  await page.goto(`${baseUrl}/fake-news`);

  expect(await page.getByRole("form", { name: "Filtrar checagens" }).isVisible()).toBe(true);
  expect(await page.locator("summary", { hasText: "Filtrar" }).isVisible()).toBe(false);
  // The header keeps its search field in view, and needs no link to unfold it.
  expect(await page.getByRole("searchbox", { name: "Buscar no site" }).isVisible()).toBe(true);
  expect(
    await page.getByRole("banner").getByRole("link", { name: "Buscar no site" }).isVisible(),
  ).toBe(false);
});

test("the menu offers the tip form, on a phone as on a wide screen, in every language", async () => {
  const page = await newPage({ viewport: PHONE });
  await page.goto(`${baseUrl}/fake-news`);
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Navegação principal" });

  await page.getByRole("button", { name: "Menu" }).click();
  await nav.getByRole("link", { name: "Envie para checagem" }).click();

  await page.waitForURL(`${baseUrl}/sugerir`);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Envie para checagem");
  // The menu has folded again after the choice; the link, hidden in it, marks this page.
  expect(await page.locator('#site-nav a[href="/sugerir"]').getAttribute("aria-current")).toBe(
    "page",
  );

  const english = await newPage({ locale: "en-US" });
  await english.goto(`${baseUrl}/`);
  expect(
    await english
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Send it for fact-checking" })
      .getAttribute("href"),
  ).toBe("/sugerir");
});

test("the search finds a check still being worked on, marked 'Em apuração'; the lists still leave it out", async () => {
  const page = await newPage({ viewport: PHONE });

  await page.goto(`${baseUrl}/busca?q=${PENDING_WORD}`);

  const result = page.getByRole("main").getByRole("article");
  expect(await result.count()).toBe(1);
  expect(await result.getByRole("link").getAttribute("href")).toBe(`/fake-news/${pendingId}`);
  expect(await result.locator(".status-badge").textContent()).toBe("Em apuração");
  const answer = await apiCall<{ resultados: { id: number; status: string }[] }>(
    baseUrl,
    "GET",
    `/busca?q=${PENDING_WORD}`,
  );
  expect(answer.resultados.map(({ id, status }) => ({ id, status }))).toEqual([
    { id: pendingId, status: "em_analise" },
  ]);

  await page.getByLabel("Veredito das fake news").selectOption({ label: "Em apuração" });
  await page.getByRole("main").getByRole("button", { name: "Buscar" }).click();
  await page.waitForURL(/status=em_analise/);
  expect(await result.count()).toBe(1);

  for (const path of ["/fake-news", "/"]) {
    await page.goto(`${baseUrl}${path}`);
    expect(await page.getByText(`Boato sobre o ${PENDING_WORD}`).count(), path).toBe(0);
  }
});

const AXE_PATHS = () => [
  `/fake-news/${checkId}`,
  "/fake-news",
  "/fake-news?status=desmentida",
  `/busca?q=${PENDING_WORD}`,
  "/",
];

test.each([
  ["390 px", PHONE, false],
  ["390 px in high contrast", PHONE, true],
  ["1280 px", DESKTOP, false],
  ["1280 px in high contrast", DESKTOP, true],
])(
  "axe finds nothing on the changed pages at %s",
  async (_, viewport, highContrast) => {
    const page = await newPage({ viewport });
    if (highContrast)
      await page.context().addCookies([{ name: "contraste", value: "alto", url: baseUrl }]);
    for (const path of AXE_PATHS()) {
      await page.goto(`${baseUrl}${path}`);
      expect(await page.locator(".a11y-bar[data-contrast=high]").count(), path).toBe(
        highContrast ? 1 : 0,
      );
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    // The unfolded search field and filters, too.
    await page.goto(`${baseUrl}/fake-news#header-search-q`);
    await page.locator("details.fake-news-filters-fold").evaluate((details) => {
      (details as HTMLDetailsElement).open = true;
    });
    expect(await page.getByRole("form", { name: "Filtrar checagens" }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  },
  120_000,
);
