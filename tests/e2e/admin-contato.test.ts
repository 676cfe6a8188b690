import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import type { ContatoMensagem } from "#server/api/contato/service.ts";
import * as panel from "#tests/helpers/admin-editor.ts";
import { changeStoredContent } from "#tests/helpers/article-page.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, deleteItems, loginToken } from "#tests/helpers/site-api.ts";
import { linkTargets } from "#tests/helpers/card-facts.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();
const PATH = "/admin/contato";
/** The networks of the placeholders, in the order the page lists them. */
const DEFAULT_NETWORKS = ["Instagram", "Facebook", "YouTube", "Twitter", "TikTok"];

/*
 * The contact data has no DELETE: the row goes the way it came, so the other files see the
 * placeholders again. Messages are removed through the API.
 */
async function removeContactData() {
  changeStoredContent(inject("dataDir"), "DELETE FROM contato_institucional");
  await deleteItems(baseUrl, await loginToken(baseUrl), "/contato", () => true);
}
beforeAll(removeContactData);
afterAll(removeContactData);

const session = panel.sharedLogin(newPage, baseUrl, PATH, (page) => addButton(page));
/** The admin page with a live session: the first call logs in through the form. */
const openAdmin = session.open;

const addButton = (page: Page) => page.getByRole("button", { name: "Adicionar Rede Social" });
const channels = (page: Page) => page.getByRole("region", { name: "Canais de atendimento" });
const networks = (page: Page) => page.getByRole("region", { name: "Redes sociais" });
const inbox = (page: Page) => page.getByRole("region", { name: "Mensagens recebidas" });
/** The list item of the network whose link goes to `url`. */
const network = (page: Page, url: string) =>
  networks(page)
    .getByRole("listitem")
    .filter({ has: page.locator(`a[href="${url}"]`) });
const channelLinks = (page: Page) => linkTargets(channels(page));

async function editChannel(page: Page, buttonName: string, title: string, value: string) {
  await channels(page).getByRole("button", { name: buttonName }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await panel.fieldByLabel(dialog, "Novo valor").fill(value);
  await dialog.getByRole("button", { name: "Salvar" }).click();
  return dialog;
}

test("the admin page lists the channels and networks with their controls, and an empty inbox", async () => {
  const page = await openAdmin();

  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
    "Contatos Institucionais",
  );
  expect(await channelLinks(page)).toEqual([
    ["contato@observatorio.example.org", "mailto:contato@observatorio.example.org"],
    ["(69) 0000-0000", "tel:+556900000000"],
    ["(69) 90000-0000", "https://wa.me/5569900000000"],
  ]);
  expect(await channels(page).getByRole("button").allTextContents()).toEqual([
    "Editar e-mail",
    "Editar telefone",
    "Editar WhatsApp",
  ]);
  expect(await networks(page).getByRole("link").allTextContents()).toEqual(DEFAULT_NETWORKS);
  expect(
    await network(page, "https://www.tiktok.com/").getByRole("button").allTextContents(),
  ).toEqual(["Editar TikTok", "Excluir TikTok"]);
  await expect.poll(() => inbox(page).textContent()).toContain("Nenhuma mensagem recebida.");
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("each channel is edited in its own modal, saved, and still there after a reload and on /contato", async () => {
  const page = await openAdmin();

  await channels(page).getByRole("button", { name: "Editar e-mail" }).click();
  const emailDialog = page.getByRole("dialog", { name: "Editar e-mail" });
  expect(await panel.fieldByLabel(emailDialog, "Novo valor").inputValue()).toBe(
    "contato@observatorio.example.org",
  );
  await panel.fieldByLabel(emailDialog, "Novo valor").fill("imprensa@observatorio.example.org");
  await emailDialog.getByRole("button", { name: "Salvar" }).click();
  await panel.expectToast(page, "Campo atualizado!");
  await emailDialog.waitFor({ state: "hidden" });
  expect(await panel.focusedText(page)).toBe("Editar e-mail");

  await editChannel(page, "Editar telefone", "Editar telefone", "(69) 3216-0000");
  await panel.expectToast(page, "Campo atualizado!");
  await editChannel(page, "Editar WhatsApp", "Editar WhatsApp", "(93) 99999-1234");
  await panel.expectToast(page, "Campo atualizado!");

  const expected = [
    ["imprensa@observatorio.example.org", "mailto:imprensa@observatorio.example.org"],
    ["(69) 3216-0000", "tel:+556932160000"],
    ["(93) 99999-1234", "https://wa.me/5593999991234"],
  ];
  await expect.poll(() => channelLinks(page)).toEqual(expected);
  await page.reload();
  await addButton(page).waitFor();
  expect(await channelLinks(page)).toEqual(expected);
  const visitor = await newPage();
  await visitor.goto(`${baseUrl}/contato`);
  expect(await channelLinks(visitor)).toEqual(expected);
});

test("every value is required and checked beside the field, with nothing sent", async () => {
  const page = await openAdmin();
  let saves = 0;
  page.on("request", (request) => {
    if (request.method() === "PUT") saves += 1;
  });

  const dialog = await editChannel(page, "Editar e-mail", "Editar e-mail", "   ");
  const input = panel.fieldByLabel(dialog, "Novo valor");
  await expect.poll(() => panel.description(input)).toBe("Campo obrigatório.");
  await input.fill("não é um e-mail");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect.poll(() => panel.description(input)).toBe("Informe um e-mail válido.");
  expect(await seriousAxeViolations(page)).toEqual([]);
  const dialogs = panel.handleDialogs(page);
  dialogs.answer(true);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await dialog.waitFor({ state: "hidden" });
  expect(dialogs.asked).toEqual(["Descartar o que você digitou e ainda não foi salvo?"]);

  const whatsapp = await editChannel(page, "Editar WhatsApp", "Editar WhatsApp", "ligue já");
  await expect
    .poll(() => panel.description(panel.fieldByLabel(whatsapp, "Novo valor")))
    .toBe(
      "Informe um número de WhatsApp válido: com DDD, como (69) 99999-0000, ou com o código do país, como +351 912 345 678.",
    );
  expect(saves).toBe(0);
});

test("a server failure keeps the value typed, and the API's field message lands beside it", async () => {
  const page = await openAdmin();
  await page.route(`${baseUrl}/api/contato-institucional`, (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 500, body: "Internal Server Error" })
      : route.continue(),
  );

  const dialog = await editChannel(page, "Editar telefone", "Editar telefone", "(69) 3216-1111");

  await expect
    .poll(() => dialog.getByRole("alert").textContent())
    .toContain("O servidor respondeu com um erro (500). Tente novamente em instantes.");
  expect(await panel.fieldByLabel(dialog, "Novo valor").inputValue()).toBe("(69) 3216-1111");

  await page.unroute(`${baseUrl}/api/contato-institucional`);
  await panel.refuseFields(page, baseUrl, "/api/contato-institucional", {
    telefone: "Use no máximo 40 caracteres.",
  });
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect
    .poll(() => panel.description(panel.fieldByLabel(dialog, "Novo valor")))
    .toBe("Use no máximo 40 caracteres.");
  expect(await panel.fieldByLabel(dialog, "Novo valor").inputValue()).toBe("(69) 3216-1111");

  await page.unroute(`${baseUrl}/api/contato-institucional`);
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await panel.expectToast(page, "Campo atualizado!");
  const stored = await apiCall<{ telefone: string }>(baseUrl, "GET", "/contato-institucional");
  expect(stored.telefone).toBe("+556932161111");
});

test("a social network is added, edited and deleted, and the public page follows", async () => {
  const page = await openAdmin();
  const dialogs = panel.handleDialogs(page);
  const url = "https://www.youtube.com/@observatorio-teste";
  const newUrl = "https://www.youtube.com/@observatorio";

  await addButton(page).click();
  const addDialog = page.getByRole("dialog", { name: "Adicionar Rede Social" });
  await addDialog.getByRole("button", { name: "Adicionar" }).click();
  await expect
    .poll(() => panel.description(panel.fieldByLabel(addDialog, "Tipo")))
    .toBe("Escolha um tipo de rede social válido.");
  expect(await panel.description(panel.fieldByLabel(addDialog, "URL da Rede Social"))).toContain(
    "Informe um endereço que comece com http:// ou https://.",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await panel.fieldByLabel(addDialog, "Tipo").selectOption("YouTube");
  await panel.fieldByLabel(addDialog, "URL da Rede Social").fill(url);
  await addDialog.getByRole("button", { name: "Adicionar" }).click();

  await panel.expectToast(page, "Rede social adicionada!");
  await network(page, url).waitFor();
  expect(await panel.focusedText(page)).toBe("Adicionar Rede Social");
  let visitor = await newPage();
  await visitor.goto(`${baseUrl}/contato`);
  expect(await network(visitor, url).textContent()).toBe("YouTube");

  await network(page, url)
    .getByRole("button", { name: /^Editar/ })
    .click();
  const editDialog = page.getByRole("dialog", { name: "Editar Rede Social" });
  expect(await panel.fieldByLabel(editDialog, "Tipo").inputValue()).toBe("YouTube");
  expect(await panel.fieldByLabel(editDialog, "URL da Rede Social").inputValue()).toBe(url);
  await panel.fieldByLabel(editDialog, "URL da Rede Social").fill(newUrl);
  await editDialog.getByRole("button", { name: "Salvar" }).click();

  await panel.expectToast(page, "Rede social atualizada!");
  await network(page, newUrl).waitFor();
  expect(await network(page, url).count()).toBe(0);
  await page.reload();
  await network(page, newUrl).waitFor();

  dialogs.answer(false, true);
  const deleteButton = network(page, newUrl).getByRole("button", { name: /^Excluir/ });
  await deleteButton.click();
  await expect.poll(() => dialogs.asked.length).toBe(1);
  expect(await network(page, newUrl).count()).toBe(1);
  await deleteButton.click();

  await panel.expectToast(page, "Rede social excluída!");
  expect(dialogs.asked).toEqual(Array(2).fill("Tem certeza que deseja excluir esta rede social?"));
  await network(page, newUrl).waitFor({ state: "detached" });
  expect(await networks(page).getByRole("link").allTextContents()).toEqual(DEFAULT_NETWORKS);
  visitor = await newPage();
  await visitor.goto(`${baseUrl}/contato`);
  expect(await network(visitor, newUrl).count()).toBe(0);
});

test("a message sent through the public form reaches the inbox, newest first, and is deleted there", async () => {
  // An address of its own: the form's rate limit counts messages per visitor address.
  const visitor = await newPage({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.77" } });
  await visitor.goto(`${baseUrl}/contato`);
  await hydrated(visitor);
  for (const [nome, assunto] of [
    ["Ana Souza", "Boato sobre vacinas"],
    ["Bruno Lima", "Convite para palestra"],
  ] as const) {
    await visitor.getByLabel("Nome", { exact: true }).fill(nome);
    await visitor.getByLabel("E-mail", { exact: true }).fill("leitora@example.org");
    await visitor.getByLabel("Assunto", { exact: true }).fill(assunto);
    await visitor.getByLabel("Mensagem", { exact: true }).fill(`Olá,\nescrevo sobre: ${assunto}.`);
    await visitor.getByRole("button", { name: "Enviar Mensagem" }).click();
    await visitor.getByText("Mensagem enviada! Responderemos em breve.").waitFor();
  }

  const page = await openAdmin();
  const messages = inbox(page).getByRole("article");
  await expect.poll(() => messages.count()).toBe(2);
  expect(await inbox(page).getByRole("heading", { level: 3 }).allTextContents()).toEqual([
    "Convite para palestra",
    "Boato sobre vacinas",
  ]);
  const first = inbox(page).getByRole("article", { name: "Boato sobre vacinas" });
  const text = await first.innerText();
  expect(text).toContain("Ana Souza");
  expect(text).toContain("Olá,\nescrevo sobre: Boato sobre vacinas.");
  expect(text).toMatch(/Recebida em \d{1,2} de [a-zç]+ de \d{4} às \d{2}:\d{2}/);
  expect(await first.getByRole("link", { name: "leitora@example.org" }).getAttribute("href")).toBe(
    "mailto:leitora@example.org",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  const dialogs = panel.handleDialogs(page);
  dialogs.answer(true);
  await first.getByRole("button", { name: /^Excluir/ }).click();

  await panel.expectToast(page, "Mensagem excluída!");
  expect(dialogs.asked).toEqual(["Tem certeza que deseja excluir esta mensagem?"]);
  await expect.poll(() => messages.count()).toBe(1);
  const left = await apiCall<ContatoMensagem[]>(baseUrl, "GET", "/contato", {
    token: session.token,
  });
  expect(left.map((mensagem) => mensagem.assunto)).toEqual(["Convite para palestra"]);
});
