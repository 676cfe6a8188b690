import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { solidImage } from "#tests/fixtures/images.ts";
import { pasteImage } from "#tests/helpers/article-editor.ts";
import { connectBrowser } from "#tests/helpers/browser-session.ts";
import { bundleForBrowser } from "#tests/helpers/bundle.ts";
import { ROOT } from "#tests/helpers/site-process.ts";

/*
 * The admin editor kit in a real Chromium, where jsdom falls short: the native modal
 * dialog (inert page, Esc, focus), image decoding and scaling on a canvas, and the
 * editor's handling of real keyboard input and clipboard events. The components are
 * bundled on their own and served from a stand-in origin.
 */

const ORIGIN = "http://kit.test";
let browser: Browser;
let script: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, script] = await Promise.all([
    connectBrowser(),
    bundleForBrowser(path.join(ROOT, "tests", "fixtures", "admin-kit-harness.tsx")),
  ]);
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function openKit(): Promise<Page> {
  const context = await browser.newContext({ locale: "pt-BR" });
  contexts.push(context);
  await context.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/kit.js") {
      return route.fulfill({ contentType: "text/javascript", body: script });
    }
    return route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Kit</title></head><body><div id="root"></div><script type="module" src="/kit.js"></script></body></html>',
    });
  });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  await page.getByRole("heading", { name: "Kit" }).waitFor();
  return page;
}

const activeName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "body";
    const inDialog = !!active.closest("dialog");
    return `${inDialog ? "dialog" : "page"}:${active.textContent || active.getAttribute("aria-label") || active.tagName}`;
  });

test("the modal is a native modal dialog named by its title, and Tab stays inside it", async () => {
  const page = await openKit();

  await page.getByRole("button", { name: "+ Novo Subprojeto" }).click();

  const dialog = page.getByRole("dialog", { name: "Novo Subprojeto" });
  await dialog.waitFor();
  expect(await page.evaluate(() => document.querySelector("dialog")?.matches(":modal"))).toBe(true);
  expect(await activeName(page)).toBe("dialog:INPUT");
  const reached = new Set<string>();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    reached.add(await activeName(page));
  }
  expect([...reached].filter((name) => name.startsWith("page:"))).toEqual([]);
  expect(reached).toContain("dialog:Cancelar");
  expect(reached).toContain("dialog:Criar");
  expect(reached).toContain("dialog:INPUT");
});

test("Esc and Cancelar close the modal and give the focus back to the opener", async () => {
  const page = await openKit();
  const opener = page.getByRole("button", { name: "+ Novo Subprojeto" });
  const dialog = page.getByRole("dialog", { name: "Novo Subprojeto" });

  await opener.click();
  await dialog.waitFor();
  await page.keyboard.press("Escape");

  await dialog.waitFor({ state: "hidden" });
  expect(await activeName(page)).toBe("page:+ Novo Subprojeto");

  await opener.click();
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  await dialog.waitFor({ state: "hidden" });
  expect(await activeName(page)).toBe("page:+ Novo Subprojeto");
});

test("with typed data, Esc asks before discarding and keeps the data when the editor says no", async () => {
  const page = await openKit();
  await page.getByRole("button", { name: "+ Novo Subprojeto" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Subprojeto" });
  await dialog.getByLabel("Nome do Projeto").fill("Vacinas e redes");
  const questions: string[] = [];
  page.on("dialog", (question) => {
    questions.push(question.message());
    void (questions.length < 3 ? question.dismiss() : question.accept());
  });

  // Twice: the browser may refuse to let the page cancel a repeated Esc.
  for (const attempt of [1, 2]) {
    await page.keyboard.press("Escape");
    await expect.poll(() => questions.length).toBe(attempt);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Nome do Projeto").inputValue()).toBe("Vacinas e redes");
  }

  await dialog.getByRole("button", { name: "Cancelar" }).click();

  await dialog.waitFor({ state: "hidden" });
  expect(questions).toEqual(Array(3).fill("Descartar o que você digitou e ainda não foi salvo?"));
});

/** The chosen image as the picker gives it: its type and decoded size. */
async function pickedImage(page: Page) {
  await expect
    .poll(() => page.getByRole("status", { name: "foto" }).textContent())
    .toMatch(/^data:/);
  return page.evaluate(async () => {
    const value = document.querySelector('output[aria-label="foto"]')?.textContent ?? "";
    const image = new Image();
    image.src = value;
    await image.decode();
    return {
      type: /^data:([^;,]+)/.exec(value)?.[1],
      width: image.naturalWidth,
      height: image.naturalHeight,
    };
  });
}

/** Chooses the file `name` of type `mimeType` with the kit's image picker. */
function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<void> {
  return page.getByLabel("Escolher arquivo de imagem").setInputFiles({ name, mimeType, buffer });
}

test("a large photo is scaled down to 1600 px wide and re-encoded before upload", async () => {
  const page = await openKit();

  await chooseFile(page, "foto.png", "image/png", await solidImage("png", 3200, 1800));

  expect(await pickedImage(page)).toEqual({ type: "image/webp", width: 1600, height: 900 });
  expect(
    await page.getByRole("img", { name: "Pré-visualização da imagem escolhida" }).isVisible(),
  ).toBe(true);
  expect(await page.getByText("Imagem pronta para ser enviada.").isVisible()).toBe(true);
});

test("a small image in a format the server reads travels as it is", async () => {
  const page = await openKit();

  await chooseFile(page, "logo.png", "image/png", await solidImage("png", 300, 200));

  expect(await pickedImage(page)).toEqual({ type: "image/png", width: 300, height: 200 });
});

test("a file that is not an image, or a broken one, is refused with a clear message", async () => {
  const page = await openKit();

  await chooseFile(page, "notas.txt", "text/plain", Buffer.from("oi"));
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toBe("O arquivo escolhido não é uma imagem. Escolha um arquivo JPG, PNG, WebP ou GIF.");

  await chooseFile(page, "foto.png", "image/png", Buffer.from("não é png"));
  await expect
    .poll(() => page.getByRole("alert").textContent())
    .toBe("Não foi possível ler esta imagem. Escolha outro arquivo (JPG, PNG, WebP ou GIF).");
  expect(await page.getByRole("status", { name: "foto" }).textContent()).toBe("");
});

test("an image pasted into the address field is taken like a chosen file", async () => {
  const page = await openKit();
  const png = await solidImage("png", 2000, 1000);

  await pasteImage(page, page.locator("body"), png);

  expect(await pickedImage(page)).toEqual({ type: "image/webp", width: 1600, height: 800 });
});

test("the rich-text editor formats typed text and blanks forbidden pasted links", async () => {
  const page = await openKit();
  const area = page.getByRole("textbox", { name: "Resumo" });
  const value = page.getByRole("status", { name: "resumo" });

  await area.click();
  await page.keyboard.type("Pesquisa sobre vacinas");
  await page.keyboard.press("ControlOrMeta+A");
  await page.getByRole("button", { name: "Negrito" }).click();

  await expect
    .poll(() => value.textContent())
    .toBe("<p><strong>Pesquisa sobre vacinas</strong></p>");
  expect(await page.getByRole("button", { name: "Negrito" }).getAttribute("aria-pressed")).toBe(
    "true",
  );

  await area.click();
  await page.keyboard.press("End");
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData(
      "text/html",
      '<p><a href="javascript:alert(1)">clique</a> <a href="https://example.org">fonte</a></p><script>alert(1)</script>',
    );
    data.setData("text/plain", "clique fonte");
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });

  await expect.poll(() => value.textContent()).toContain(">clique</a>");
  const html = (await value.textContent()) ?? "";
  expect(html).toContain('href="">clique</a>');
  expect(html).toContain('href="https://example.org"');
  expect(html).not.toContain("script");
  expect(html).not.toContain("javascript:");
});
