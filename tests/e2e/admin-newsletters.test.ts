import { afterAll, expect, inject, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { Newsletter } from "#server/api/newsletters/service.ts";
import * as panel from "#tests/helpers/admin-editor.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, deleteItems, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

/** Every edition this file creates carries this mark, so cleaning up finds them all. */
const MARK = "(teste do painel)";
const PATH = "/admin/newsletters";
/** The smallest file the server's check takes for a PDF: its signature, a body, its end. */
const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

const listNewsletters = () => apiCall<Newsletter[]>(baseUrl, "GET", "/newsletters");
const mine = async () =>
  (await listNewsletters()).filter((newsletter) => newsletter.titulo.includes(MARK));

afterAll(async () =>
  deleteItems<Newsletter>(baseUrl, await loginToken(baseUrl), "/newsletters", (newsletter) =>
    newsletter.titulo.includes(MARK),
  ),
);

/** The admin page with a live session: the first call logs in through the form. */
const openAdmin = panel.sharedLogin(newPage, baseUrl, PATH, (page) => createButton(page)).open;

const createButton = (page: Page) => page.getByRole("button", { name: "+ Nova Newsletter" });
const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
/** Opens the create form with "+ Nova Newsletter". */
async function openNewForm(page: Page): Promise<Locator> {
  await createButton(page).click();
  return dialog(page, "Nova Newsletter");
}
const card = (page: Page, titulo: string) =>
  page.getByRole("article", { name: titulo, exact: true });

type EditionValues = { titulo: string; mes: string; ano: string; descricao: string; link?: string };

/** Fills the edition's fields; with a `link`, also picks an external link to that address. */
async function fillNewsletter(form: Locator, values: EditionValues) {
  await panel.fieldByLabel(form, "Título").fill(values.titulo);
  await panel.fieldByLabel(form, "Mês").selectOption({ label: values.mes });
  await panel.fieldByLabel(form, "Ano").fill(values.ano);
  await panel.fieldByLabel(form, "Descrição").fill(values.descricao);
  if (values.link === undefined) return;
  await panel.fieldByLabel(form, "Link externo").check();
  await panel.fieldByLabel(form, "Endereço do link externo").fill(values.link);
}

/**
 * The admin page with its create form opened and filled with `values`, under the title
 * `name` followed by the file's mark: the page, the form and that title.
 */
async function openFilledForm(name: string, values: Omit<EditionValues, "titulo">) {
  const titulo = `${name} ${MARK}`;
  const page = await openAdmin();
  const form = await openNewForm(page);
  await fillNewsletter(form, { titulo, ...values });
  return { page, form, titulo };
}

async function publicCard(titulo: string) {
  const page = await newPage();
  await page.goto(`${baseUrl}/newsletters`);
  return { page, card: card(page, titulo) };
}

test("an editor logs in, creates an edition with an external link, and the public page shows it", async () => {
  const page = await openAdmin();
  const titulo = `Boletim de março ${MARK}`;

  const form = await openNewForm(page);
  await form.waitFor();
  expect(await panel.fieldByLabel(form, "Título").inputValue()).toBe("");
  expect(await panel.fieldByLabel(form, "Mês").inputValue()).toBe("");
  expect(await panel.fieldByLabel(form, "Ano").inputValue()).toBe(String(new Date().getFullYear()));
  expect(await panel.fieldByLabel(form, "Descrição").inputValue()).toBe("");
  await fillNewsletter(form, {
    titulo,
    mes: "Março",
    ano: "2025",
    descricao: "Checagens do mês sobre vacinas.",
    link: "https://boletins.example.org/marco",
  });
  await form.getByRole("button", { name: "Criar" }).click();

  await panel.expectToast(page, "Newsletter criada com sucesso!");
  await form.waitFor({ state: "hidden" });
  expect(await panel.focusedText(page)).toBe("+ Nova Newsletter");
  await card(page, titulo).waitFor();
  expect(await card(page, titulo).textContent()).toContain("março de 2025");
  const stored = (await mine()).find((newsletter) => newsletter.titulo === titulo);
  expect(stored).toMatchObject({
    mes: 3,
    ano: 2025,
    descricao: "Checagens do mês sobre vacinas.",
    pdfLink: "https://boletins.example.org/marco",
    pdfUrl: null,
  });

  const visitor = await publicCard(titulo);
  expect(await visitor.card.textContent()).toContain("Checagens do mês sobre vacinas.");
  const link = visitor.card.getByRole("link", { name: /Acessar Newsletter/ });
  expect(await link.getAttribute("href")).toBe("https://boletins.example.org/marco");
});

test("an edition with an uploaded PDF links to it as 'Visualizar PDF' on the public page", async () => {
  const { page, form, titulo } = await openFilledForm("Boletim em PDF", {
    mes: "Abril",
    ano: "2025",
    descricao: "A edição completa em PDF.",
  });
  const uploads = panel.countRequests(page, "POST", "/api/media");
  await panel.fieldByLabel(form, "Arquivo PDF").check();
  await panel.fieldByLabel(form, "Escolher arquivo PDF").setInputFiles({
    name: "boletim-abril.pdf",
    mimeType: "application/pdf",
    buffer: MINIMAL_PDF,
  });
  expect(await form.getByText(/^Arquivo escolhido: boletim-abril\.pdf/).isVisible()).toBe(true);
  await form.getByRole("button", { name: "Criar" }).click();

  await panel.expectToast(page, "Newsletter criada com sucesso!");
  expect(uploads()).toBe(1);
  const stored = (await mine()).find((newsletter) => newsletter.titulo === titulo);
  expect(stored?.pdfLink).toBeNull();
  expect(stored?.pdfUrl).toMatch(/^\/media\/[a-f0-9]{64}\.pdf$/);

  const visitor = await publicCard(titulo);
  const link = visitor.card.getByRole("link", { name: /Visualizar PDF/ });
  const href = await link.getAttribute("href");
  expect(href).toBe(`${baseUrl}${stored?.pdfUrl}`);
  expect(await link.getAttribute("target")).toBe("_blank");
  const file = await fetch(href ?? "");
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/pdf");
  expect(Buffer.from(await file.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);
});

test("a file that is not a PDF is refused beside the field, and nothing typed is lost", async () => {
  const page = await openAdmin();
  const saves = panel.countRequests(page, "POST", "/api/newsletters");
  const titulo = `Boletim com arquivo errado ${MARK}`;
  const form = await openNewForm(page);
  await fillNewsletter(form, { titulo, mes: "Maio", ano: "2025", descricao: "Texto." });
  await panel.fieldByLabel(form, "Arquivo PDF").check();
  const fileInput = panel.fieldByLabel(form, "Escolher arquivo PDF");

  // CASE: a file that does not even claim to be a PDF is refused at once.
  await fileInput.setInputFiles({
    name: "notas.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("notas"),
  });
  expect(await panel.description(fileInput)).toContain(
    "O arquivo escolhido não é um PDF. Escolha um arquivo PDF.",
  );

  // CASE: a file named and typed as a PDF whose bytes are not one: the API refuses it.
  await fileInput.setInputFiles({
    name: "falso.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("isto não é um PDF", "utf8"),
  });
  expect(await form.getByText(/^Arquivo escolhido: falso\.pdf/).isVisible()).toBe(true);
  await form.getByRole("button", { name: "Criar" }).click();

  await expect
    .poll(() => panel.description(fileInput))
    .toContain(
      "O arquivo escolhido não é um PDF válido e não foi enviado. Escolha outro arquivo PDF.",
    );
  expect(await fileInput.getAttribute("aria-invalid")).toBe("true");
  expect(await form.isVisible()).toBe(true);
  expect(await panel.fieldByLabel(form, "Título").inputValue()).toBe(titulo);
  expect(await panel.fieldByLabel(form, "Mês").inputValue()).toBe("5");
  expect(await panel.fieldByLabel(form, "Descrição").inputValue()).toBe("Texto.");
  expect(saves()).toBe(0);
  expect((await mine()).some((newsletter) => newsletter.titulo === titulo)).toBe(false);
});

test("editing prefills the form, and the change shows on the public page", async () => {
  const page = await openAdmin();
  const titulo = `Boletim de março ${MARK}`;
  const novoTitulo = `Boletim de março revisto ${MARK}`;

  await card(page, titulo)
    .getByRole("button", { name: /^Editar/ })
    .click();
  const form = dialog(page, "Editar Newsletter");
  await form.waitFor();
  expect(await panel.fieldByLabel(form, "Título").inputValue()).toBe(titulo);
  expect(await panel.fieldByLabel(form, "Mês").inputValue()).toBe("3");
  expect(await panel.fieldByLabel(form, "Ano").inputValue()).toBe("2025");
  expect(await panel.fieldByLabel(form, "Descrição").inputValue()).toBe(
    "Checagens do mês sobre vacinas.",
  );
  expect(await panel.fieldByLabel(form, "Link externo").isChecked()).toBe(true);
  expect(await panel.fieldByLabel(form, "Endereço do link externo").inputValue()).toBe(
    "https://boletins.example.org/marco",
  );
  await panel.fieldByLabel(form, "Título").fill(novoTitulo);
  await form.getByLabel(/^Nenhum por enquanto/).check();
  await form.getByRole("button", { name: "Atualizar" }).click();

  await panel.expectToast(page, "Newsletter atualizada com sucesso!");
  await card(page, novoTitulo).waitFor();
  expect(await card(page, titulo).count()).toBe(0);
  expect(await panel.focusedText(page)).toMatch(/^Editar/);
  const visitor = await publicCard(novoTitulo);
  expect(await visitor.card.textContent()).toContain("Link em breve");
  expect(await visitor.card.getByRole("link").count()).toBe(0);
});

test("required fields are flagged beside their fields, and so are the API's field errors", async () => {
  const page = await openAdmin();
  const form = await openNewForm(page);
  const tituloInput = panel.fieldByLabel(form, "Título");

  await form.getByRole("button", { name: "Criar" }).click();

  expect(await panel.description(tituloInput)).toBe("Campo obrigatório.");
  expect(await panel.description(panel.fieldByLabel(form, "Mês"))).toBe("Campo obrigatório.");
  // The focus moves on the frame after the messages are drawn.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
    .toBe("titulo");
  expect(await panel.focusedText(page)).toBe("INPUT");

  // The API knows things the browser cannot check; its messages land beside the fields too.
  await fillNewsletter(form, {
    titulo: `Boletim recusado ${MARK}`,
    mes: "Junho",
    ano: "2025",
    descricao: "",
    link: "https://boletins.example.org/junho",
  });
  await page.route(`${baseUrl}/api/newsletters`, (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: "Dados inválidos.",
        details: {
          titulo: "Já existe uma edição com este título.",
          pdfLink: "Este endereço não abre.",
        },
      }),
    }),
  );
  await form.getByRole("button", { name: "Criar" }).click();

  await expect
    .poll(() => panel.description(tituloInput))
    .toBe("Já existe uma edição com este título.");
  expect(await panel.description(panel.fieldByLabel(form, "Endereço do link externo"))).toContain(
    "Este endereço não abre.",
  );
  expect(await form.getByRole("alert").textContent()).toContain(
    "Corrija os campos indicados abaixo.",
  );
  await page.unroute(`${baseUrl}/api/newsletters`);
});

test("a server failure keeps everything typed, and saving again works", async () => {
  const { page, form, titulo } = await openFilledForm("Boletim insistente", {
    mes: "Julho",
    ano: "2025",
    descricao: "Salvo na segunda tentativa.",
  });
  await page.route(`${baseUrl}/api/newsletters`, (route) =>
    route.fulfill({ status: 500, body: "Internal Server Error" }),
  );

  await form.getByRole("button", { name: "Criar" }).click();

  await expect
    .poll(() => form.getByRole("alert").textContent())
    .toContain("O servidor respondeu com um erro (500). Tente novamente em instantes.");
  expect(await panel.fieldByLabel(form, "Título").inputValue()).toBe(titulo);
  expect(await panel.fieldByLabel(form, "Mês").inputValue()).toBe("7");
  expect(await panel.fieldByLabel(form, "Ano").inputValue()).toBe("2025");
  expect(await panel.fieldByLabel(form, "Descrição").inputValue()).toBe(
    "Salvo na segunda tentativa.",
  );

  await page.unroute(`${baseUrl}/api/newsletters`);
  await form.getByRole("button", { name: "Criar" }).click();

  await panel.expectToast(page, "Newsletter criada com sucesso!");
  await card(page, titulo).waitFor();
});

test("Esc closes the form and gives the focus back; typed data is only dropped when confirmed", async () => {
  const page = await openAdmin();
  const dialogs = panel.handleDialogs(page);
  dialogs.answer(false, true);
  const questions = dialogs.asked;

  const form = await openNewForm(page);
  await form.waitFor();
  await panel.closeWithEscape(page, form, "+ Nova Newsletter");

  await createButton(page).click();
  await panel.fieldByLabel(form, "Título").fill("Rascunho");
  await page.keyboard.press("Escape");
  await expect.poll(() => questions.length).toBe(1);
  expect(await panel.fieldByLabel(form, "Título").inputValue()).toBe("Rascunho");
  await form.getByRole("button", { name: "Cancelar" }).click();

  await form.waitFor({ state: "hidden" });
  expect(questions).toEqual(Array(2).fill("Descartar o que você digitou e ainda não foi salvo?"));
  expect(await panel.focusedText(page)).toBe("+ Nova Newsletter");
});

test("deleting asks first, and the public page no longer shows the edition", async () => {
  const page = await openAdmin();
  const titulo = `Boletim em PDF ${MARK}`;
  const dialogs = panel.handleDialogs(page);
  dialogs.answer(false, true);
  const questions = dialogs.asked;
  const deleteButton = card(page, titulo).getByRole("button", { name: /^Excluir/ });

  await deleteButton.click();
  await expect.poll(() => questions.length).toBe(1);
  expect((await mine()).some((newsletter) => newsletter.titulo === titulo)).toBe(true);

  await deleteButton.click();

  await panel.expectToast(page, "Newsletter excluída com sucesso!");
  expect(questions).toEqual(Array(2).fill("Tem certeza que deseja excluir esta newsletter?"));
  await card(page, titulo).waitFor({ state: "detached" });
  expect((await mine()).some((newsletter) => newsletter.titulo === titulo)).toBe(false);
  const visitor = await publicCard(`Boletim de março revisto ${MARK}`);
  await visitor.card.waitFor();
  expect(await card(visitor.page, titulo).count()).toBe(0);
});

test("the admin page and its form have no serious accessibility problems", async () => {
  const page = await openAdmin();
  await card(page, `Boletim de março revisto ${MARK}`).waitFor();

  expect(await seriousAxeViolations(page)).toEqual([]);

  const form = await openNewForm(page);
  await panel.fieldByLabel(form, "Arquivo PDF").check();
  await form.getByRole("button", { name: "Criar" }).click();
  await expect
    .poll(() => panel.description(panel.fieldByLabel(form, "Título")))
    .toBe("Campo obrigatório.");

  expect(await seriousAxeViolations(page)).toEqual([]);
});
