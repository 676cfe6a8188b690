import { text } from "node:stream/consumers";
import { afterAll, expect, inject, test } from "vitest";
import { axeViolations } from "#tests/helpers/axe.ts";
import { expectToast, openWithSession } from "#tests/helpers/admin-editor.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { deleteItems, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

const TITULO = "Correntes de saúde em grupos de mensagens da Amazônia";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");

afterAll(async () => {
  const token = await loginToken(baseUrl);
  await deleteItems<{ id: number; titulo: string }>(baseUrl, token, "/publicacoes", (item) =>
    item.titulo.startsWith("Correntes de saúde"),
  );
});

test("an editor adds a publication with its PDF on /admin/repositorio", async () => {
  const page = await newPage();
  await openWithSession(page, baseUrl, "/admin/repositorio", await loginToken(baseUrl));
  await hydrated(page);

  await page.getByRole("button", { name: "+ Nova Publicação" }).click();
  const dialog = page.getByRole("dialog", { name: "Nova Publicação" });
  await dialog.getByLabel("Título").fill(TITULO);
  await dialog
    .getByLabel("Autores")
    .fill("Helena Tapajós Vieira | https://orcid.org/0000-0000-0000-0001\nDavi Jamari Rocha");
  await dialog.getByLabel("Ano").fill("2025");
  await dialog.getByLabel("Tipo").selectOption("artigo");
  await dialog.getByLabel("Veículo").fill("Revista Amazônica de Comunicação");
  await dialog.getByLabel("DOI").fill("10.99999/rac.2025.42");
  await dialog
    .getByLabel("Arquivo PDF (opcional)")
    .setInputFiles({ name: "artigo.pdf", mimeType: "application/pdf", buffer: PDF });
  await dialog.getByRole("button", { name: "Criar" }).click();

  await expectToast(page, "Publicação criada com sucesso!");
  await expect
    .poll(() => page.getByRole("heading", { name: TITULO, level: 2 }).isVisible())
    .toBe(true);
  expect(await page.locator("main").textContent()).toContain("com PDF");
});

test.each([390, 1280])(
  "at %i px a reader finds it, reads how to cite it and downloads the list's BibTeX",
  async (width) => {
    const page = await newPage({ viewport: { width, height: 900 }, acceptDownloads: true });

    await page.goto(`${baseUrl}/repositorio`);
    // On a phone the filters fold behind one control, so the list starts on the first screen.
    const toggle = page.locator("summary", { hasText: "Filtrar" });
    expect(await toggle.isVisible()).toBe(width < 768);
    if (width < 768) {
      const [first] = await page.locator(".repositorio__list > li").all();
      expect((await first!.boundingBox())!.y).toBeLessThan(900);
      await toggle.click();
    }
    const filters = page.getByRole("form", { name: "Filtrar publicações" });
    await filters.getByLabel("Buscar", { exact: true }).fill("correntes amazonia");
    await filters.getByLabel("Tipo").selectOption("artigo");
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL(/\/repositorio\?q=correntes/);
    expect(await axeViolations(page)).toEqual([]);
    const scrolls = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(scrolls).toBe(false);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Baixar esta lista em BibTeX" }).click();
    // Read as a stream: the browser runs in another process, which keeps the file.
    const bibtex = await text(await (await download).createReadStream());
    expect(bibtex).toMatch(/^@article\{vieira2025-\d+,/);
    expect(bibtex).toContain(`title = {${TITULO}}`);

    await page.getByRole("link", { name: TITULO }).click();
    await page.getByRole("heading", { name: TITULO, level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const pdfMeta = await page.locator('meta[name="citation_pdf_url"]').getAttribute("content");
    expect(pdfMeta).toMatch(/^https?:\/\/.+\/media\/[0-9a-f]{64}\.pdf$/);
    expect(await page.locator('meta[name="citation_author"]').count()).toBe(2);
    const cite = page.getByRole("region", { name: "Citar" });
    expect(await cite.locator(".publicacao__abnt").textContent()).toBe(
      `VIEIRA, Helena Tapajós; ROCHA, Davi Jamari. ${TITULO}. Revista Amazônica de Comunicação, 2025. DOI: 10.99999/rac.2025.42. Disponível em: https://doi.org/10.99999/rac.2025.42.`,
    );
    const [bib, ris] = await cite.locator("pre").allTextContents();
    expect(bib).toContain("author = {Helena Tapajós Vieira and Davi Jamari Rocha}");
    expect(ris).toContain("TY  - JOUR");
    expect(ris).toContain("AU  - Rocha, Davi Jamari");
    const risDownload = page.waitForEvent("download");
    await cite.getByRole("link", { name: "Baixar RIS" }).click();
    expect((await risDownload).suggestedFilename()).toMatch(/^publicacao-\d+\.ris$/);
  },
);
