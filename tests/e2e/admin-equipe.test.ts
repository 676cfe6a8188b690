import sharp from "sharp";
import { expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { CARGOS, MEMBRO_MESSAGES } from "#server/api/equipe/schema.ts";
import type { Membro } from "#server/api/equipe/service.ts";
import { LATTES_HINT } from "#app/routes/admin/membro-values.ts";
import { dataUrl, solidImage } from "#tests/fixtures/images.ts";
import * as panel from "#tests/helpers/admin-editor.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();
/** Every member this file creates, removed at the end. */
const NAMES = {
  withPhoto: "Helena Bastos",
  failing: "Igor Pacheco",
  kept: "Júlia Rocha",
  removed: "Kauã Teixeira",
};

const admin = panel.adminListPage<Membro>({
  newPage,
  baseUrl,
  area: "equipe",
  heading: "Nossa Equipe",
  createLabel: "Criar Novo Membro",
  key: "nome",
  names: NAMES,
});
const { main, open: openPage } = admin;
const seed = (nome: string) =>
  admin.seed({ nome, cargo: "Mestrando", biografia: "<p>Estuda redes.</p>" });

const card = (page: Page, nome: string) =>
  page.locator("main article").filter({ has: page.getByRole("heading", { name: nome }) });

function form(page: Page, title: "Criar Novo Membro" | "Editar Membro") {
  const dialog = page.getByRole("dialog", { name: title });
  return {
    dialog,
    nome: dialog.getByRole("textbox", { name: "Nome", exact: true }),
    cargo: dialog.getByLabel("Cargo/Grupo"),
    foto: dialog.getByRole("group", { name: "Foto" }),
    file: dialog.getByLabel("Escolher arquivo de imagem"),
    preview: dialog.getByRole("img", { name: "Pré-visualização da imagem escolhida" }),
    biografia: dialog.getByLabel("Mini-bio"),
    email: dialog.getByLabel("E-mail"),
    lattes: dialog.getByLabel("Lattes"),
  };
}

test("without a session the page asks for a login, then shows the empty team with its controls", async () => {
  const page = await admin.openThroughLogin();

  await main(page).getByText("Nenhum membro da equipe encontrado.").waitFor();
  await admin.expectListControls(page);
});

test("the create form is empty with the six cargos in order, and Cancelar gives the focus back", async () => {
  const page = await admin.openCreate();
  const fields = form(page, "Criar Novo Membro");
  await fields.dialog.waitFor();
  for (const field of [fields.nome, fields.biografia, fields.email, fields.lattes]) {
    expect(await field.inputValue()).toBe("");
  }
  expect(await fields.cargo.inputValue()).toBe("");
  expect(await fields.cargo.locator("option").allTextContents()).toEqual([
    "Selecione o cargo",
    ...CARGOS,
  ]);
  expect(await fields.biografia.evaluate((element) => element.tagName)).toBe("TEXTAREA");
  expect(await fields.file.getAttribute("accept")).toBe("image/*");
  expect(await fields.preview.count()).toBe(0);
  expect(
    await fields.dialog
      .locator(".modal__actions button")
      .evaluateAll((buttons) => buttons.map((button) => button.textContent)),
  ).toEqual(["Cancelar", "Criar Membro"]);
  expect(await panel.adminAxeViolations(page)).toEqual([]);

  await fields.dialog.getByRole("button", { name: "Cancelar" }).click();

  await fields.dialog.waitFor({ state: "hidden" });
  expect(await panel.focusedText(page)).toBe("Criar Novo Membro");
});

test("a Lattes link that is not one is reported beside the field and nothing is sent", async () => {
  const page = await admin.openCreate();
  const posts = panel.countRequests(page, "POST", "/api/equipe");
  const fields = form(page, "Criar Novo Membro");
  await fields.nome.fill("Nome Qualquer");
  await fields.cargo.selectOption("Professor");

  for (const lattes of ["https://lattes.cnpq.br.exemplo.com/123", "lattes.cnpq.br/123", "abc"]) {
    await fields.lattes.fill(lattes);
    await fields.dialog.getByRole("button", { name: "Criar Membro" }).click();

    await expect
      .poll(() => panel.description(fields.lattes))
      .toBe(`${LATTES_HINT} ${MEMBRO_MESSAGES.lattes}`);
    expect(await fields.lattes.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("membro-lattes");
  }
  // Give a request that should not exist the time to leave.
  await page.waitForTimeout(300);
  expect(posts()).toBe(0);
  expect(await fields.dialog.isVisible()).toBe(true);
});

test("a member with a large photo is created: scaled down in the browser, shown on the public page", async () => {
  const page = await admin.openCreate();
  const png = await solidImage("png", 3000, 2000);
  const fields = form(page, "Criar Novo Membro");
  await fields.nome.fill(NAMES.withPhoto);
  await fields.cargo.selectOption("Professor");
  await fields.file.setInputFiles({ name: "helena.png", mimeType: "image/png", buffer: png });
  await fields.foto.getByText("Imagem pronta para ser enviada.").waitFor();
  await fields.biografia.fill(
    "Professora da UNIR.\nPesquisa desinformação <online>.\n\nCoordena o observatório.",
  );
  await fields.email.fill("helena@example.org");
  await fields.lattes.fill("  https://lattes.cnpq.br/1234567890123456  ");
  const request = page.waitForRequest(
    (sent) => sent.method() === "POST" && sent.url().endsWith("/api/equipe"),
  );

  await fields.dialog.getByRole("button", { name: "Criar Membro" }).click();

  const toast = page.getByText("Membro criado!", { exact: true });
  await toast.waitFor();
  const shownAt = Date.now();
  await fields.dialog.waitFor({ state: "hidden" });
  expect(await panel.focusedText(page)).toBe("Criar Novo Membro");
  const sent = await request;
  const body = sent.postDataJSON() as Membro & { foto: string };
  expect(body).toMatchObject({
    nome: NAMES.withPhoto,
    cargo: "Professor",
    biografia:
      "<p>Professora da UNIR.<br>Pesquisa desinformação &lt;online&gt;.</p><p>Coordena o observatório.</p>",
    email: "helena@example.org",
  });
  const photo = Buffer.from(body.foto.slice(body.foto.indexOf(",") + 1), "base64");
  expect(await sharp(photo).metadata()).toMatchObject({ width: 1600, height: 1067 });
  expect(Buffer.byteLength(sent.postData() ?? "")).toBeLessThan(dataUrl(png).length);
  await card(page, NAMES.withPhoto).waitFor();

  await toast.waitFor({ state: "hidden", timeout: 5_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(1_500);
  expect(shownFor).toBeLessThan(4_000);

  const site = await panel.openInNewTab(page, baseUrl, "/equipe");
  const image = card(site, NAMES.withPhoto).locator("img");
  expect(await image.getAttribute("src")).toMatch(/^\/media\/[a-f0-9]{64}\.1600x1067\.webp$/);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.isVisible()).toBe(true);
  expect(
    await card(site, NAMES.withPhoto)
      .getByRole("link", { name: `Currículo Lattes de ${NAMES.withPhoto}` })
      .getAttribute("href"),
  ).toBe("https://lattes.cnpq.br/1234567890123456");
});

test("Editar opens the member filled in, mini-bio as typed; Salvar Alterações keeps the photo", async () => {
  const page = await openPage();
  const [stored] = (
    await apiCall<Membro[]>(baseUrl, "GET", "/equipe", {
      token: admin.token,
    })
  ).filter((item) => item.nome === NAMES.withPhoto);
  if (!stored) throw new Error("the member created above is missing");

  await main(page)
    .getByRole("button", { name: `Editar ${NAMES.withPhoto}` })
    .click();

  const fields = form(page, "Editar Membro");
  await fields.dialog.waitFor();
  expect(await fields.nome.inputValue()).toBe(NAMES.withPhoto);
  expect(await fields.cargo.inputValue()).toBe("Professor");
  expect(await fields.biografia.inputValue()).toBe(
    "Professora da UNIR.\nPesquisa desinformação <online>.\n\nCoordena o observatório.",
  );
  expect(await fields.email.inputValue()).toBe("helena@example.org");
  expect(await fields.lattes.inputValue()).toBe("https://lattes.cnpq.br/1234567890123456");
  expect(await fields.preview.getAttribute("src")).toBe(stored.foto);
  expect(
    await fields.dialog
      .locator(".modal__actions button")
      .evaluateAll((buttons) => buttons.map((button) => button.textContent)),
  ).toEqual(["Cancelar", "Salvar Alterações"]);

  await fields.cargo.selectOption("Pesquisador");
  await fields.biografia.fill(`${await fields.biografia.inputValue()}\nE orienta mestrandos.`);
  await fields.dialog.getByRole("button", { name: "Salvar Alterações" }).click();

  await page.getByText("Membro atualizado!", { exact: true }).waitFor();
  await fields.dialog.waitFor({ state: "hidden" });
  expect(await panel.focusedText(page)).toBe(`Editar ${NAMES.withPhoto}`);
  expect(
    await apiCall<Membro>(baseUrl, "GET", `/equipe/${stored.id}`, {
      token: admin.token,
    }),
  ).toEqual({
    ...stored,
    cargo: "Pesquisador",
    biografia:
      "<p>Professora da UNIR.<br />Pesquisa desinformação &lt;online&gt;.</p><p>Coordena o observatório.<br />E orienta mestrandos.</p>",
  });
  const site = await panel.openInNewTab(page, baseUrl, "/equipe/pesquisador");
  expect(await card(site, NAMES.withPhoto).locator("img").getAttribute("src")).toBe(stored.foto);
});

test("a failed save keeps everything typed, the API's field errors appear beside their fields", async () => {
  const page = await admin.openCreate();
  const fields = form(page, "Criar Novo Membro");
  await fields.nome.fill(NAMES.failing);
  await fields.cargo.selectOption("Servidor");
  await fields.file.setInputFiles({
    name: "igor.png",
    mimeType: "image/png",
    buffer: await solidImage("png", 300, 200),
  });
  await fields.foto.getByText("Imagem pronta para ser enviada.").waitFor();
  await fields.biografia.fill("Técnico do laboratório.");
  await fields.email.fill("igor@example.org");
  await fields.lattes.fill("http://www.lattes.cnpq.br/999");
  const submit = fields.dialog.getByRole("button", { name: "Criar Membro" });
  const summary = fields.dialog.locator(".error-summary");
  const typed = async () => [
    await fields.nome.inputValue(),
    await fields.cargo.inputValue(),
    await fields.preview.getAttribute("src"),
    await fields.biografia.inputValue(),
    await fields.email.inputValue(),
    await fields.lattes.inputValue(),
  ];
  const expected = await typed();
  const onSave = (handler: Parameters<typeof panel.onRequest>[3]) =>
    panel.onRequest(page, "POST", "/api/equipe", handler);

  // CASE: the server fails.
  await onSave((route) =>
    route.fulfill({ status: 500, json: { error: "Falha simulada no servidor." } }),
  );
  await submit.click();
  await expect.poll(() => summary.textContent()).toContain("Erro ao salvar membro.");
  expect(await summary.textContent()).toContain("Falha simulada no servidor.");
  expect(await typed()).toEqual(expected);
  await page.unrouteAll();

  // CASE: the API refuses a field (the request is changed on its way, so the real API answers).
  await onSave(panel.changedOnTheWay({ cargo: "Astronauta" }));
  await submit.click();
  await expect.poll(() => panel.description(fields.cargo)).toBe("Escolha um cargo da lista.");
  expect(await summary.textContent()).toContain("Erro ao salvar membro.");
  expect(await summary.textContent()).toContain("Corrija os campos indicados abaixo.");
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("membro-cargo");
  expect(await typed()).toEqual(expected);
  expect(await panel.adminAxeViolations(page)).toEqual([]);
  await page.unrouteAll();

  await submit.click();

  await page.getByText("Membro criado!", { exact: true }).waitFor();
  const stored = (
    await apiCall<Membro[]>(baseUrl, "GET", "/equipe", {
      token: admin.token,
    })
  ).filter((item) => item.nome === NAMES.failing);
  expect(stored).toMatchObject([
    {
      cargo: "Servidor",
      biografia: "<p>Técnico do laboratório.</p>",
      email: "igor@example.org",
      lattes: "http://www.lattes.cnpq.br/999",
    },
  ]);
  expect(stored[0]?.foto).toMatch(/^\/media\/[a-f0-9]{64}\.300x200\.webp$/);
});

test("Excluir asks 'Tem certeza que deseja excluir?': no keeps the member, yes removes it everywhere", async () => {
  await seed(NAMES.kept);
  await seed(NAMES.removed);
  const page = await openPage();

  await panel.deleteAfterConfirmation(page, {
    api: "/api/equipe",
    name: NAMES.removed,
    card: card(page, NAMES.removed),
    question: "Tem certeza que deseja excluir?",
    deleted: "Membro excluído!",
    focusAfter: "Criar Novo Membro",
  });

  const site = await panel.openInNewTab(page, baseUrl, "/equipe/mestrando");
  expect(await card(site, NAMES.kept).isVisible()).toBe(true);
  expect(await card(site, NAMES.removed).count()).toBe(0);
});
