import { expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { SUBPROJETO_STATUS } from "#server/api/subprojetos/schema.ts";
import type { Subprojeto } from "#server/api/subprojetos/service.ts";
import * as panel from "#tests/helpers/admin-editor.ts";
import { filledFields } from "#tests/helpers/form-values.ts";
import { cardFacts } from "#tests/helpers/card-facts.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();
const TOOLBAR = [
  "Título 1",
  "Título 2",
  "Título 3",
  "Negrito",
  "Itálico",
  "Sublinhado",
  "Tachado",
  "Lista numerada",
  "Lista com marcadores",
  "Link",
  "Remover formatação",
];
/** Every sub-project this file creates, removed at the end. */
const NAMES = {
  created: "Boatos sobre vacinas no WhatsApp",
  edited: "Letramento midiático nas escolas",
  failing: "Rádios comunitárias e checagem",
  kept: "Podcasts de ciência na Amazônia",
  removed: "Memes e eleições municipais",
  vanished: "Grupos de família e saúde",
  english: "Fact-checking em línguas indígenas",
};

const admin = panel.adminListPage<Subprojeto>({
  newPage,
  baseUrl,
  area: "subprojetos",
  heading: "Subprojetos",
  createLabel: "+ Novo Subprojeto",
  key: "nome",
  names: NAMES,
});
const { main, open: openPage } = admin;
const seed = (body: Partial<Subprojeto> & { nome: string }) =>
  admin.seed({
    autor: "Ana Souza",
    resumo: "<p>Estudo de <em>caso</em>.</p>",
    dataInicio: "2023-08-20",
    local: "Rio Branco, AC",
    status: "concluído",
    ...body,
  });

const card = (page: Page, nome: string) => page.getByRole("article", { name: nome, exact: true });

function form(page: Page, title: "Novo Subprojeto" | "Editar Subprojeto") {
  const dialog = page.getByRole("dialog", { name: title });
  return {
    dialog,
    nome: dialog.getByLabel("Nome do Projeto"),
    autor: dialog.getByLabel("Autor"),
    resumo: dialog.getByRole("textbox", { name: "Resumo" }),
    dataInicio: dialog.getByLabel("Data de Início"),
    local: dialog.getByLabel("Local"),
    status: dialog.getByLabel("Status"),
    toolbar: dialog.getByRole("toolbar", { name: "Formatação de Resumo" }),
  };
}

/** The list page with its create form open: the page and the form's fields. */
const openNewForm = () => admin.openCreateForm(form, "Novo Subprojeto");

/** A card's facts on the public page, as term → definition pairs. */
const facts = (page: Page, nome: string) => cardFacts(card(page, nome));

test("without a session the page asks for a login, then shows the empty list with its controls", async () => {
  const page = await admin.openThroughLogin();

  await main(page).getByText("Nenhum subprojeto encontrado.").waitFor();
  expect(await main(page).getByRole("button", { name: "Sair" }).isVisible()).toBe(true);
  await panel.expectBackToPanel(page);
  await admin.expectListControls(page);
});

test("the create form starts empty on today's date with 'aprovado no CEP', and Esc gives the focus back", async () => {
  const { page, fields } = await openNewForm();
  expect(await filledFields(fields, ["nome", "autor", "resumo", "local"])).toEqual([]);
  const today = await panel.browserToday(page);
  expect(await fields.dataInicio.getAttribute("type")).toBe("date");
  expect(await fields.dataInicio.inputValue()).toBe(today);
  expect(await fields.status.inputValue()).toBe("aprovado no CEP");
  expect(await fields.status.locator("option").allTextContents()).toEqual(SUBPROJETO_STATUS);
  expect(
    await fields.dialog
      .locator("label")
      .evaluateAll((labels) => labels.map((label) => label.textContent)),
  ).toEqual(["Nome do Projeto*", "Autor*", "Data de Início*", "Local", "Status*"]);
  expect(
    await fields.toolbar
      .getByRole("button")
      .evaluateAll((buttons) =>
        buttons.map((button) => button.querySelector(".visually-hidden")?.textContent ?? null),
      ),
  ).toEqual(TOOLBAR);
  expect(await fields.dialog.locator(".rich-text .admin-field__label").textContent()).toBe(
    "Resumo*",
  );
  expect(
    await fields.dialog
      .getByRole("button")
      .evaluateAll((buttons) =>
        buttons
          .filter((button) => !button.closest("[role=toolbar]"))
          .map((button) => button.textContent),
      ),
  ).toEqual(["Cancelar", "Criar"]);
  expect(await panel.adminAxeViolations(page)).toEqual([]);

  await panel.closeWithEscape(page, fields.dialog, "+ Novo Subprojeto");
});

test("empty required fields, the summary included, are reported beside them and nothing is sent", async () => {
  const { page, fields } = await openNewForm();
  const posts = panel.countRequests(page, "POST", "/api/subprojetos");
  await fields.dataInicio.fill("");

  await fields.dialog.getByRole("button", { name: "Criar" }).click();

  await expect.poll(() => panel.description(fields.nome)).toBe("Campo obrigatório.");
  expect(await panel.description(fields.autor)).toBe("Campo obrigatório.");
  expect(await panel.description(fields.resumo)).toBe("Campo obrigatório.");
  expect(await panel.description(fields.dataInicio)).toBe("Campo obrigatório.");
  expect(await fields.resumo.getAttribute("aria-invalid")).toBe("true");
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("subprojeto-nome");
  expect(posts()).toBe(0);

  await fields.nome.fill("Um nome");

  await expect.poll(() => panel.description(fields.nome)).toBe("");
  expect(await panel.description(fields.autor)).toBe("Campo obrigatório.");
});

test("a sub-project with formatted text is created: Salvando..., the toast, the list and the public page", async () => {
  const { page, fields } = await openNewForm();
  const dialogs = panel.handleDialogs(page);
  /** Clicks the toolbar button `name`, then waits until the text has the focus back. */
  const format = async (name: string) => {
    await fields.toolbar.getByRole("button", { name }).click();
    // The toolbar gives the focus back to the text a frame later; keys pressed before that
    // would be lost, so wait for it.
    await expect
      .poll(() => fields.resumo.evaluate((editor) => editor.contains(document.activeElement)))
      .toBe(true);
    await afterTwoFrames(page);
  };
  await fields.nome.fill(NAMES.created);
  await fields.autor.fill("Bruno Lima");
  await fields.resumo.click();
  await page.keyboard.type("Pesquisa sobre boatos");
  await page.keyboard.press("ControlOrMeta+A");
  await format("Negrito");
  await fields.resumo.press("ArrowRight");
  // The editor learns of a moved caret from the browser's selectionchange event, which
  // comes later; an Enter pressed before it would act on the old selection.
  await expect.poll(() => page.evaluate(() => window.getSelection()?.isCollapsed)).toBe(true);
  await afterTwoFrames(page);
  await fields.resumo.press("Enter");
  await expect.poll(() => fields.resumo.locator("p").count()).toBe(2);
  await format("Lista com marcadores");
  await fields.resumo.pressSequentially("Coleta em grupos");
  await fields.resumo.press("Enter");
  dialogs.answer("example.org/relatorio");
  await fields.toolbar.getByRole("button", { name: "Link" }).click();
  await fields.dataInicio.fill("2024-03-05");
  await fields.local.fill("Porto Velho, RO");
  await fields.status.selectOption("em fase de coleta de dados");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/subprojetos", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.fallback();
  });
  const request = page.waitForRequest(
    (sent) => sent.method() === "POST" && sent.url().endsWith("/api/subprojetos"),
  );

  await fields.dialog.getByRole("button", { name: "Criar" }).click();

  const saving = fields.dialog.getByRole("button", { name: "Salvando..." });
  await saving.waitFor();
  expect(await saving.getAttribute("aria-disabled")).toBe("true");
  release();
  await page.getByText("Subprojeto criado com sucesso!", { exact: true }).waitFor();
  await fields.dialog.waitFor({ state: "hidden" });
  await page.unroute("**/api/subprojetos");
  expect(dialogs.asked).toHaveLength(1);
  expect(await panel.focusedText(page)).toBe("+ Novo Subprojeto");
  const body = (await request).postDataJSON() as Subprojeto;
  expect(body).toMatchObject({
    nome: NAMES.created,
    autor: "Bruno Lima",
    dataInicio: "2024-03-05",
    local: "Porto Velho, RO",
    status: "em fase de coleta de dados",
    pdfUrl: null,
  });
  expect(body.resumo).toContain("<strong>Pesquisa sobre boatos</strong>");
  await card(page, NAMES.created).waitFor();

  const site = await panel.openInNewTab(page, baseUrl, "/subprojetos");
  expect(await facts(site, NAMES.created)).toEqual([
    ["Status", "em fase de coleta de dados"],
    ["Autor", "Bruno Lima"],
    ["Início", "5 de março de 2024"],
    ["Local", "Porto Velho, RO"],
  ]);
  const resumo = card(site, NAMES.created).locator(".subprojeto-card__resumo");
  expect(await resumo.locator("strong").first().textContent()).toBe("Pesquisa sobre boatos");
  expect(await resumo.locator("ul > li").allTextContents()).toEqual([
    "Coleta em grupos",
    "example.org/relatorio",
  ]);
  expect(await resumo.locator("a").getAttribute("href")).toBe("https://example.org/relatorio");
});

test("Editar opens the form filled in; Atualizar saves it, keeps its PDF and gives the focus back", async () => {
  const seeded = await seed({ nome: NAMES.edited, pdfUrl: "https://example.org/relatorio.pdf" });
  const page = await openPage();

  await main(page)
    .getByRole("button", { name: `Editar ${NAMES.edited}` })
    .click();

  const fields = form(page, "Editar Subprojeto");
  await fields.dialog.waitFor();
  expect(await fields.nome.inputValue()).toBe(NAMES.edited);
  expect(await fields.autor.inputValue()).toBe("Ana Souza");
  await expect.poll(() => fields.resumo.innerHTML()).toBe("<p>Estudo de <em>caso</em>.</p>");
  expect(await fields.dataInicio.inputValue()).toBe("2023-08-20");
  expect(await fields.local.inputValue()).toBe("Rio Branco, AC");
  expect(await fields.status.inputValue()).toBe("concluído");

  await fields.autor.fill("Carla Mendes");
  await fields.local.fill("");
  await fields.status.selectOption("em andamento");
  await fields.dialog.getByRole("button", { name: "Atualizar" }).click();

  await page.getByText("Subprojeto atualizado com sucesso!", { exact: true }).waitFor();
  await fields.dialog.waitFor({ state: "hidden" });
  expect(await panel.focusedText(page)).toBe(`Editar ${NAMES.edited}`);
  expect(
    await apiCall<Subprojeto>(baseUrl, "GET", `/subprojetos/${seeded.id}`, {
      token: admin.token,
    }),
  ).toEqual({
    ...seeded,
    autor: "Carla Mendes",
    local: null,
    status: "em andamento",
  });
  const site = await panel.openInNewTab(page, baseUrl, "/subprojetos");
  expect(await facts(site, NAMES.edited)).toEqual([
    ["Status", "em andamento"],
    ["Autor", "Carla Mendes"],
    ["Início", "20 de agosto de 2023"],
  ]);
});

test("a failed save keeps everything typed and says why; the next try saves once", async () => {
  const { page, fields } = await openNewForm();
  await fields.nome.fill(NAMES.failing);
  await fields.autor.fill("Dora Castro");
  await fields.resumo.click();
  await page.keyboard.type("Escuta de programas locais.");
  await fields.dataInicio.fill("2025-01-10");
  await fields.local.fill("Macapá, AP");
  await fields.status.selectOption("em fase de análise de dados");
  const submit = fields.dialog.getByRole("button", { name: "Criar" });
  const alert = fields.dialog.getByRole("alert");
  const typed = async () => [
    await fields.nome.inputValue(),
    await fields.autor.inputValue(),
    await fields.resumo.innerHTML(),
    await fields.dataInicio.inputValue(),
    await fields.local.inputValue(),
    await fields.status.inputValue(),
  ];
  const expected = await typed();
  const onSave = (handler: Parameters<typeof panel.onRequest>[3]) =>
    panel.onRequest(page, "POST", "/api/subprojetos", handler);

  // CASE: the server fails.
  await onSave((route) =>
    route.fulfill({ status: 500, json: { error: "Falha simulada no servidor." } }),
  );
  await submit.click();
  await expect.poll(() => alert.textContent()).toContain("Erro: Falha simulada no servidor.");
  expect(await typed()).toEqual(expected);
  expect(await submit.isVisible()).toBe(true);
  await page.unrouteAll();

  // CASE: the API refuses fields (the request is changed on its way, so the real API answers).
  await onSave(panel.changedOnTheWay({ nome: "   ", dataInicio: "2025-02-30" }));
  await submit.click();
  await expect.poll(() => panel.description(fields.nome)).toBe("Campo obrigatório.");
  expect(await panel.description(fields.dataInicio)).toBe(
    "Informe uma data válida (AAAA-MM-DD ou DD/MM/AAAA).",
  );
  expect(await alert.textContent()).toContain("Erro: Dados inválidos.");
  expect(await alert.textContent()).toContain("Corrija os campos indicados abaixo.");
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("subprojeto-nome");
  expect(await typed()).toEqual(expected);
  await page.unrouteAll();

  // CASE: no connection.
  await onSave((route) => route.abort("internetdisconnected"));
  await submit.click();
  await expect.poll(() => alert.textContent()).toContain("Erro ao salvar subprojeto");
  expect(await typed()).toEqual(expected);
  await page.unrouteAll();

  // CASE: the session ended meanwhile.
  await onSave((route) =>
    route.fulfill({ status: 401, json: { error: "Sessão expirada. Entre novamente." } }),
  );
  await submit.click();
  await fields.dialog.getByText("Sua sessão expirou e nada foi salvo.", { exact: false }).waitFor();
  expect(await typed()).toEqual(expected);
  await page.unrouteAll();

  await submit.click();

  await page.getByText("Subprojeto criado com sucesso!", { exact: true }).waitFor();
  const stored = await apiCall<Subprojeto[]>(baseUrl, "GET", "/subprojetos", {
    token: admin.token,
  });
  expect(stored.filter((item) => item.nome === NAMES.failing)).toMatchObject([
    {
      autor: "Dora Castro",
      resumo: "<p>Escuta de programas locais.</p>",
      dataInicio: "2025-01-10",
      local: "Macapá, AP",
      status: "em fase de análise de dados",
    },
  ]);
});

test("Excluir asks first: no keeps the sub-project, yes removes it here and on the public page", async () => {
  await seed({ nome: NAMES.kept });
  await seed({ nome: NAMES.removed });
  const page = await openPage();

  await panel.deleteAfterConfirmation(page, {
    api: "/api/subprojetos",
    name: NAMES.removed,
    card: card(page, NAMES.removed),
    question: "Tem certeza que deseja excluir este subprojeto?",
    deleted: "Subprojeto excluído com sucesso!",
    focusAfter: "+ Novo Subprojeto",
  });

  const site = await panel.openInNewTab(page, baseUrl, "/subprojetos");
  expect(await card(site, NAMES.kept).isVisible()).toBe(true);
  expect(await card(site, NAMES.removed).count()).toBe(0);
});

test("deleting a sub-project that is already gone says it failed and refreshes the list", async () => {
  const vanished = await seed({ nome: NAMES.vanished });
  const page = await openPage();
  const dialogs = panel.handleDialogs(page);
  await card(page, NAMES.vanished).waitFor();
  await apiCall(baseUrl, "DELETE", `/subprojetos/${vanished.id}`, { token: admin.token });

  dialogs.answer(true);
  await main(page)
    .getByRole("button", { name: `Excluir ${NAMES.vanished}` })
    .click();

  await page.getByRole("status").getByText("Erro ao excluir subprojeto").waitFor();
  await card(page, NAMES.vanished).waitFor({ state: "detached" });
});

test("the page stays in Portuguese when the public site is read in English", async () => {
  await seed({ nome: NAMES.english });
  const page = await newPage();
  await page.context().addCookies([{ name: "selectedLanguage", value: "en", url: baseUrl }]);
  await panel.openWithSession(page, baseUrl, admin.path, admin.token);

  await page.getByRole("heading", { level: 1, name: "Subprojetos" }).waitFor();

  expect(await page.locator("html").getAttribute("lang")).toBe("en");
  await card(page, NAMES.english).waitFor();
  expect(await facts(page, NAMES.english)).toEqual([
    ["Status", "concluído"],
    ["Autor", "Ana Souza"],
    ["Início", "20 de agosto de 2023"],
    ["Local", "Rio Branco, AC"],
  ]);
  expect(await page.locator("main .page__intro").textContent()).toBe(
    "Conheça as pesquisas desenvolvidas no observatório, com seus autores, datas e andamento.",
  );
});

test("a list that cannot be loaded says so and loads again on request", async () => {
  const page = await newPage();
  // The list is read a page at a time (`?pagina=…&limite=…`).
  await page.route(/\/api\/subprojetos(\?.*)?$/, (route) =>
    route.fulfill({ status: 503, json: { error: "Serviço indisponível." } }),
  );
  await panel.openWithSession(page, baseUrl, admin.path, admin.token);

  const alert = main(page).getByRole("alert");
  await expect
    .poll(() => alert.textContent())
    .toContain("Não foi possível carregar os subprojetos. Serviço indisponível.");
  expect(await main(page).locator("article").count()).toBe(0);
  await page.unrouteAll();

  await alert.getByRole("button", { name: "Tentar novamente" }).click();

  await alert.waitFor({ state: "detached" });
  await card(page, NAMES.english).waitFor();
});

test("Sair ends the session and goes to the login page", async () => {
  const page = await newPage();
  const ownToken = await loginToken(baseUrl);
  await panel.openWithSession(page, baseUrl, admin.path, ownToken);

  await main(page).getByRole("button", { name: "Sair" }).click();

  await page.waitForURL(`${baseUrl}/admin/login`);
  expect(
    await page.evaluate(() => [sessionStorage.getItem("token"), sessionStorage.getItem("isAdmin")]),
  ).toEqual([null, null]);
  const verify = await fetch(`${baseUrl}/api/auth/verify`, {
    headers: { authorization: `Bearer ${ownToken}` },
  });
  expect(verify.status).toBe(401);
});

/**
 * The editor gives the focus back in an animation frame and writes its own selection into
 * the page then; a key pressed before that frame can land on a selection about to be
 * replaced, so the keys wait for the frame after it.
 */
function afterTwoFrames(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}
