import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken, uploadMedia } from "#tests/helpers/site-api.ts";
import { expectEmptyList } from "#tests/helpers/article-page.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

const card = (page: Page, titulo: string) =>
  page.getByRole("article", { name: titulo, exact: true });

test("without newsletters the page says none is available yet", async () => {
  const page = await newPage();

  await expectEmptyList(page, `${baseUrl}/newsletters`, {
    heading: "Newsletters",
    empty: "Nenhuma newsletter disponível",
  });

  expect(await page.locator("main").textContent()).toContain("Volte em breve para novas edições.");
});

describe("with editions", () => {
  let token: string;
  let pdfUrl: string;
  const ids: number[] = [];

  beforeAll(async () => {
    token = await loginToken(baseUrl);
    pdfUrl = await uploadMedia(baseUrl, token, {
      bytes: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1"),
      type: "application/pdf",
      name: "boletim.pdf",
    });
    for (const body of [
      {
        titulo: "Boletim de março",
        mes: 3,
        ano: 2026,
        descricao: "Checagens do mês sobre saúde.",
        pdfLink: "https://boletins.example.org/marco-2026",
      },
      { titulo: "Boletim de fevereiro", mes: 2, ano: 2026, descricao: "Edição em PDF.", pdfUrl },
      { titulo: "Boletim de abril", mes: 4, ano: 2026, descricao: null },
    ]) {
      ids.push(
        (await apiCall<{ id: number }>(baseUrl, "POST", "/newsletters", { token, body })).id,
      );
    }
  });
  afterAll(async () => {
    for (const id of ids) await apiCall(baseUrl, "DELETE", `/newsletters/${id}`, { token });
  });

  test("each edition shows its title, month and year in Portuguese, description and link, newest first", async () => {
    const page = await newPage();

    await page.goto(`${baseUrl}/newsletters`);

    expect(await page.locator("main article h2").allTextContents()).toEqual([
      "Boletim de abril",
      "Boletim de março",
      "Boletim de fevereiro",
    ]);
    const marco = card(page, "Boletim de março");
    expect(await marco.locator("time").textContent()).toBe("março de 2026");
    expect(await marco.locator("time").getAttribute("datetime")).toBe("2026-03");
    expect(await marco.textContent()).toContain("Checagens do mês sobre saúde.");
    const external = marco.getByRole("link", { name: "Acessar Newsletter (abre em nova aba)" });
    expect(await external.getAttribute("href")).toBe("https://boletins.example.org/marco-2026");
    expect(await external.getAttribute("target")).toBe("_blank");
    expect(await external.getAttribute("rel")).toBe("noopener noreferrer");
    const file = card(page, "Boletim de fevereiro").getByRole("link", {
      name: "Visualizar PDF (abre em nova aba)",
    });
    expect(await file.getAttribute("href")).toBe(`${baseUrl}${pdfUrl}`);
    expect(await file.getAttribute("target")).toBe("_blank");
    expect(await file.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("an edition without a link says it is coming and is dimmed, not clickable", async () => {
    const page = await newPage();

    await page.goto(`${baseUrl}/newsletters`);

    const abril = card(page, "Boletim de abril");
    expect(await abril.textContent()).toContain("Link em breve");
    expect(await abril.getByRole("link").count()).toBe(0);
    const background = (titulo: string) =>
      card(page, titulo).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background("Boletim de abril")).not.toBe(await background("Boletim de março"));
    // Dimmed by colour, so that axe's contrast check (above) still holds on it.
    expect(await abril.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  });

  test("clicking anywhere on a card with a file opens the PDF in a new tab", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/newsletters`);
    await hydrated(page);

    const [opened] = await Promise.all([
      page.context().waitForEvent("page"),
      card(page, "Boletim de fevereiro").click({ position: { x: 40, y: 20 } }),
    ]);

    await opened.waitForURL(`${baseUrl}${pdfUrl}`);
    expect(page.url()).toBe(`${baseUrl}/newsletters`);
    // The viewer shows the file: its sandboxing Content-Security-Policy does not block it.
    expect(await opened.evaluate(() => document.contentType)).toBe("application/pdf");
  });
});
