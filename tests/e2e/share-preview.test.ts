import sharp from "sharp";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { dataUrl, solidImage } from "#tests/fixtures/images.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, deleteItems, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

const TITLE = "Água com sal na garganta cura infecções em um dia, diz corrente";
const MAX_BYTES = 300 * 1024;

let token: string;
let id: number;

const entry = (status: string, imagens: string[]) => ({
  titulo: TITLE,
  lead: "<p>Mensagem promete cura rápida.</p>",
  conteudo: "<p>Nenhum estudo mostra esse efeito.</p>",
  fontes: ["Fiocruz"],
  verdades: ["Gargarejo não cura infecções."],
  imagens,
  legendas: ["Copo de água"],
  alts: ["Um copo de água sobre a mesa"],
  status,
  data_verificacao: "2026-04-02",
});

beforeAll(async () => {
  token = await loginToken(baseUrl);
  const photo = dataUrl(await solidImage("png", 900, 600, { r: 20, g: 80, b: 160 }));
  ({ id } = await apiCall<{ id: number }>(baseUrl, "POST", "/fake-news", {
    token,
    body: entry("desmentida", [photo]),
  }));
});

afterAll(async () => {
  await deleteItems<{ id: number; titulo: string }>(
    baseUrl,
    token,
    "/fake-news",
    (item) => item.titulo === TITLE,
  );
});

async function metaContent(page: Page, selector: string): Promise<string | null> {
  return page.locator(`head meta[${selector}]`).getAttribute("content");
}

async function previewAddress(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/fake-news/${id}`);
  const ogImage = await metaContent(page, 'property="og:image"');
  expect(await metaContent(page, 'name="twitter:image"')).toBe(ogImage);
  return ogImage ?? "";
}

test("a fact-check's share preview is its drawn verdict card, not its photo", async () => {
  const page = await newPage();

  const address = await previewAddress(page);

  expect(address).toMatch(new RegExp(`^${baseUrl}/og/fake-news/${id}/[a-f0-9]{16}\\.png$`));
  expect(await metaContent(page, 'property="og:image:width"')).toBe("1200");
  expect(await metaContent(page, 'property="og:image:height"')).toBe("630");
  expect(await metaContent(page, 'property="og:image:alt"')).toBe(`Desmentida: ${TITLE}`);
  expect(await metaContent(page, 'name="twitter:card"')).toBe("summary_large_image");
  // The entry's own photo stays in the page.
  await expect
    .poll(() => page.locator("main img").first().getAttribute("src"))
    .toMatch(/^\/media\//);

  const response = await fetch(address);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.length).toBeLessThan(MAX_BYTES);
  const metadata = await sharp(bytes).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 1200, 630]);
});

test("changing the verdict changes the preview's address, and the old one leads to the new", async () => {
  const page = await newPage();
  const before = await previewAddress(page);
  const stored = await apiCall<Record<string, unknown>>(baseUrl, "GET", `/fake-news/${id}`);

  await apiCall(baseUrl, "PUT", `/fake-news/${id}`, {
    token,
    body: { ...entry("verificada", stored.imagens as string[]) },
  });

  const after = await previewAddress(page);
  expect(after).not.toBe(before);
  expect(await metaContent(page, 'property="og:image:alt"')).toBe(`Verificada: ${TITLE}`);
  const old = await fetch(before, { redirect: "manual" });
  expect(old.status).toBe(302);
  expect(new URL(old.headers.get("location") ?? "", baseUrl).href).toBe(after);
});

test("the preview address of a missing fact-check answers 404", async () => {
  const missing = await fetch(`${baseUrl}/og/fake-news/999999/0123456789abcdef.png`);
  const malformed = await fetch(`${baseUrl}/og/fake-news/${id}/nada.png`);

  expect(missing.status).toBe(404);
  expect(malformed.status).toBe(404);
});
