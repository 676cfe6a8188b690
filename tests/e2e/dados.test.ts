import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import type { FakeNews } from "#server/api/fake-news/service.ts";
import { axeViolations } from "#tests/helpers/axe.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, deleteItems, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

/** Checks of one state and month nothing else on the test site has. */
const TITULO = "Painel de dados: corrente no Amapá";
const FILTRO = "de=2026-05-01&ate=2026-05-31&uf=ap";
let token: string;

beforeAll(async () => {
  token = await loginToken(baseUrl);
  for (const [index, status] of ["desmentida", "desmentida", "verificada"].entries()) {
    await apiCall<FakeNews>(baseUrl, "POST", "/fake-news", {
      token,
      body: {
        titulo: `${TITULO} ${index + 1}`,
        lead: "<p>Mensagem que circulou em grupos de Macapá.</p>",
        conteudo: "<p>O que a checagem encontrou.</p>",
        status,
        data_verificacao: `2026-05-1${index}`,
        tags: "Painel Teste, rios",
        uf: "AP",
        municipio: "Macapá",
      },
    });
  }
});

afterAll(() =>
  deleteItems<FakeNews>(baseUrl, token, "/fake-news", (item) => item.titulo.startsWith(TITULO)),
);

async function expectReadable(page: Page, width: number, highContrast: boolean) {
  const panel = page.getByRole("region", { name: "Painel: o que circula, onde e quando" });
  const mensal = panel.getByRole("region", { name: "Checagens por mês e veredito" });
  expect(await mensal.locator(".painel__leitura").textContent()).toBe(
    "Em maio de 2026, 67% das checagens foram desmentidas (2 de 3).",
  );
  const bars = mensal.locator(".painel__barra").first();
  expect((await bars.boundingBox())!.width).toBeGreaterThan(width < 768 ? 200 : 300);
  // The numbers, folded under the chart, open without script.
  await mensal.locator("summary").click();
  const row = mensal.getByRole("row", { name: /maio de 2026/ });
  expect(await row.locator("td").last().textContent()).toBe("3");

  const estados = panel.getByRole("region", { name: "Checagens por estado" });
  const amapa = estados.getByRole("link", { name: "Amapá, checagens: 3" });
  expect(await amapa.getAttribute("href")).toBe("/local/ap");
  expect((await estados.locator("svg[role=group]").boundingBox())!.width).toBeGreaterThan(300);
  const tema = panel
    .getByRole("region", { name: "Os dez temas mais checados" })
    .getByRole("link", { name: "Painel Teste" });
  expect(await tema.getAttribute("href")).toBe("/tema/painel-teste");

  expect(await page.locator(".a11y-bar").getAttribute("data-contrast")).toBe(
    highContrast ? "high" : null,
  );
  // Nothing of the panel reaches past the screen's right edge.
  for (const part of [panel, estados.locator("svg[role=group]"), bars]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

/** What needs a script in the page: computed colours, axe-core, the document's width. */
async function expectAccessible(page: Page, highContrast: boolean) {
  const fill = await page
    .locator(".painel__serie")
    .first()
    .evaluate((element) => getComputedStyle(element).fill);
  expect(fill === "rgb(255, 255, 0)").toBe(highContrast);
  expect(await axeViolations(page)).toEqual([]);
  const scrolls = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(scrolls).toBe(false);
}

test.each([390, 1280])(
  "at %i px the panel reads with and without JavaScript, in normal and high contrast, and counts what the open data lists",
  async (width) => {
    for (const javaScriptEnabled of [false, true]) {
      for (const highContrast of [false, true]) {
        const page = await newPage({ viewport: { width, height: 900 }, javaScriptEnabled });
        // A missing part fails with its name rather than at the test's timeout.
        page.setDefaultTimeout(15_000);
        if (highContrast) {
          await page.context().addCookies([{ name: "contraste", value: "alto", url: baseUrl }]);
        }
        await page.goto(`${baseUrl}/dados`);
        // On a phone the filters fold behind one control, as on the other lists.
        const toggle = page.locator("summary", { hasText: "Filtrar" });
        expect(await toggle.isVisible()).toBe(width < 768);
        if (width < 768) await toggle.click();
        // The form is a plain GET form: its answer is the filtered address.
        const form = page.getByRole("form", { name: "Filtrar o painel" });
        await form.getByLabel("De").fill("2026-05-01");
        await form.getByLabel("Até").fill("2026-05-31");
        await form.getByLabel("Estado").selectOption("ap");
        await form.getByRole("button", { name: "Filtrar" }).click();
        await page.waitForURL(`${baseUrl}/dados?${FILTRO}`);

        await expectReadable(page, width, highContrast);
        if (javaScriptEnabled) await expectAccessible(page, highContrast);
        await page.close();
      }
    }

    const checagens = (await (
      await fetch(`${baseUrl}/dados/checagens.json?${FILTRO}`)
    ).json()) as unknown[];
    const csv = await (await fetch(`${baseUrl}/dados/checagens-por-estado.csv?${FILTRO}`)).text();
    expect(checagens).toHaveLength(3);
    expect(csv).toBe("uf,checagens\r\nAP,3\r\n");
  },
  // Four page loads, each read through and checked by axe.
  240_000,
);
