import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { FakeNews } from "#server/api/fake-news/service.ts";
import { solidImage } from "#tests/fixtures/images.ts";
import * as panel from "#tests/helpers/admin-editor.ts";
import { useArticleAdmin } from "#tests/helpers/article-admin.ts";
import { filledFields } from "#tests/helpers/form-values.ts";
import * as articles from "#tests/helpers/article-editor.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { apiCall } from "#tests/helpers/site-api.ts";

/** Every entry this file creates, removed at the end. */
const TITLES = {
  journey: "Chá de boldo não cura a dengue",
  journeyEdited: "Chá de boldo não cura dengue, dizem médicos",
  kept: "Vacina altera o DNA? Não",
  listed: "Água com limão cura a gripe",
  claim: "Foto de incêndio é real, mas antiga e de outro estado",
};

const { admin, baseUrl } = useArticleAdmin<FakeNews>("fake-news", TITLES);
const { findByTitle } = admin;

function form(page: Page, title: "Nova Fake News" | "Editar Fake News") {
  const dialog = page.getByRole("dialog", { name: title });
  return {
    dialog,
    ...articles.articleFields(dialog),
    conteudo: dialog.getByRole("textbox", { name: "Conteúdo" }),
    conclusao: dialog.getByRole("textbox", { name: "Conclusão" }),
    verdade: (position: number) => dialog.getByLabel(`Verdade ${position}`, { exact: true }),
    removeVerdade: (position: number) =>
      dialog.getByRole("button", { name: `Remover verdade ${position}`, exact: true }),
    addVerdade: dialog.getByRole("button", { name: "Adicionar verdade" }),
    status: dialog.getByLabel(panel.fieldLabel("Status")),
    data: dialog.getByLabel(panel.fieldLabel("Data de verificação")),
    verificador: dialog.getByLabel(panel.fieldLabel("Verificado por")),
    submit: dialog.getByRole("button", {
      name: title === "Nova Fake News" ? "Publicar agora" : "Salvar alterações",
    }),
  };
}

/** The list page with its create form open: the page and the form's fields. */
const openNewForm = () => admin.openCreateForm(form, "Nova Fake News");

type FakeNewsForm = ReturnType<typeof form>;

async function fillRequired(page: Page, fields: FakeNewsForm, titulo: string) {
  await fields.titulo.fill(titulo);
  await fields.lead.fill("Circula nas redes que a vacina altera o DNA.");
  await articles.typeRichText(
    page,
    fields.conteudo,
    "Vacinas de RNA não entram no núcleo das células.",
  );
}

test("without a session the page asks for a login, then lists every status with its controls", async () => {
  const listed = await apiCall<FakeNews>(baseUrl, "POST", "/fake-news", {
    token: admin.token,
    body: {
      titulo: TITLES.listed,
      lead: "Circula que água com limão cura a gripe.",
      conteudo: "<p>Não há evidência disso.</p>",
      status: "em_analise",
      data_verificacao: "2026-03-05",
    },
  });
  const page = await admin.openThroughLogin();

  await articles.articleCard(page, TITLES.listed).waitFor();
  expect(await articles.articleCard(page, TITLES.listed).textContent()).toContain("Em Análise");
  expect(await articles.articleCard(page, TITLES.listed).textContent()).toContain(
    "Verificada em 5 de março de 2026 por editora",
  );
  await panel.expectBackToPanel(page);
  await admin.expectListControls(page);
  const publicList = await panel.openInNewTab(page, baseUrl, "/fake-news");
  expect(await publicList.locator("main").textContent()).not.toContain(TITLES.listed);

  await apiCall(baseUrl, "DELETE", `/fake-news/${listed.id}`, { token: admin.token });
});

test("the create form starts empty, checked today by the editor and under analysis; Esc gives the focus back", async () => {
  const { page, fields } = await openNewForm();
  expect(
    await filledFields(fields, ["titulo", "subtitulo", "lead", "conteudo", "conclusao"]),
  ).toEqual([]);
  expect(await fields.verdade(1).count()).toBe(0);
  expect(await fields.fonte(1).count()).toBe(0);
  expect(await fields.image(1).count()).toBe(0);
  expect(await fields.status.inputValue()).toBe("em_analise");
  expect(await fields.status.locator("option").allTextContents()).toEqual([
    "Verificada",
    "Desmentida",
    "Em Análise",
  ]);
  expect(await fields.data.getAttribute("type")).toBe("date");
  expect(await fields.data.inputValue()).toBe(await panel.browserToday(page));
  expect(await fields.verificador.inputValue()).toBe("editora");
  expect(await articles.formLabels(fields.dialog)).toEqual([
    "Alegação",
    "Status*",
    "Rótulo",
    "Circulou em",
    ...[
      "WhatsApp",
      "Facebook",
      "Instagram",
      "TikTok",
      "YouTube",
      "Kwai",
      "Telegram",
      "X (Twitter)",
      "Sites",
      "Outra",
    ].map((plataforma) => ` ${plataforma}`),
    "Primeira aparição",
    "Título*",
    "Subtítulo",
    "Lead*",
    "Conteúdo*",
    "Conclusão",
    "Verdades",
    "Fontes",
    "Tags/Categorias",
    "Estado (UF)",
    "Município",
    "Imagens",
    "Data de verificação*",
    "Verificado por",
  ]);
  expect(await panel.adminAxeViolations(page)).toEqual([]);

  await panel.closeWithEscape(page, fields.dialog, "+ Nova Fake News");
});

test("required fields and each empty truth are reported beside them without sending", async () => {
  const { page, fields } = await openNewForm();
  const posts = panel.countRequests(page, "POST", "/api/fake-news");

  await fields.submit.click();

  await expect.poll(() => panel.description(fields.titulo)).toBe("Campo obrigatório.");
  await expect.poll(() => articles.isFocused(fields.titulo)).toBe(true);
  expect(await panel.description(fields.lead)).toContain("Campo obrigatório.");
  expect(await panel.description(fields.conteudo)).toBe("Campo obrigatório.");
  expect(await fields.summary.textContent()).toContain("Corrija os campos indicados abaixo.");

  await fillRequired(page, fields, "Entrada provisória");
  await fields.addVerdade.click();
  expect(await articles.isFocused(fields.verdade(1))).toBe(true);
  await fields.addVerdade.click();
  await fields.verdade(2).fill("Vacinas não alteram o DNA.");
  await fields.submit.click();

  await expect.poll(() => panel.description(fields.verdade(1))).toBe("Informe a verdade.");
  await expect.poll(() => articles.isFocused(fields.verdade(1))).toBe(true);
  expect(await panel.description(fields.verdade(2))).toBe("");

  await fields.removeVerdade(1).click();

  expect(await fields.verdade(1).inputValue()).toBe("Vacinas não alteram o DNA.");
  expect(await panel.description(fields.verdade(1))).toBe("");
  expect(await articles.isFocused(fields.verdade(1))).toBe(true);
  expect(posts()).toBe(0);
});

test("the API's field errors appear beside their fields, and a server error keeps everything typed", async () => {
  const { page, fields } = await openNewForm();
  await fillRequired(page, fields, TITLES.kept);
  await fields.addVerdade.click();
  await fields.verdade(1).fill("Vacinas não alteram o DNA.");
  await fields.addFonte.click();
  await fields.fonte(1).fill("https://example.org/vacinas");
  await fields.status.selectOption("desmentida");
  await fields.data.fill("2026-04-02");
  await articles.blankOnTheWay(page, baseUrl, "/api/fake-news", "verdades", 0);

  await fields.submit.click();

  await expect.poll(() => panel.description(fields.verdade(1))).toBe("Informe a verdade.");
  expect(await fields.summary.textContent()).toBe(
    "Erro ao salvar fake news. Tente novamente.Corrija os campos indicados abaixo.",
  );
  await expect.poll(() => articles.isFocused(fields.verdade(1))).toBe(true);
  expect(await findByTitle(TITLES.kept)).toBeUndefined();

  await page.unrouteAll({ behavior: "wait" });
  await articles.failWithServerError(page, baseUrl, "/api/fake-news");
  await fields.submit.click();

  await fields.summary.getByText("Erro interno do servidor. Tente novamente mais tarde.").waitFor();
  expect(await fields.summary.textContent()).toContain(
    "Erro ao salvar fake news. Tente novamente.",
  );
  expect(await fields.titulo.inputValue()).toBe(TITLES.kept);
  expect(await fields.lead.inputValue()).toBe("Circula nas redes que a vacina altera o DNA.");
  expect(await fields.conteudo.textContent()).toBe(
    "Vacinas de RNA não entram no núcleo das células.",
  );
  expect(await fields.verdade(1).inputValue()).toBe("Vacinas não alteram o DNA.");
  expect(await fields.fonte(1).inputValue()).toBe("https://example.org/vacinas");
  expect(await fields.status.inputValue()).toBe("desmentida");
  expect(await fields.data.inputValue()).toBe("2026-04-02");

  await page.unrouteAll({ behavior: "wait" });
  await fields.submit.click();

  await page.getByText("Fake news criada com sucesso!").waitFor();
  await fields.dialog.waitFor({ state: "hidden" });
  expect(await findByTitle(TITLES.kept)).toMatchObject({
    verdades: ["Vacinas não alteram o DNA."],
    fontes: ["https://example.org/vacinas"],
    status: "desmentida",
    data_verificacao: "2026-04-02",
    verificador: "editora",
  });
});

test("an entry is created under analysis, published by an edit, and deleted", async () => {
  const { page, fields } = await openNewForm();
  const dialogs = panel.handleDialogs(page);
  await fields.titulo.fill(TITLES.journey);
  await fields.subtitulo.fill("Mensagem circula em grupos de família");
  await fields.lead.fill("Mensagem diz que chá de boldo <cura> a dengue & a gripe.");
  await articles.typeRichText(page, fields.conteudo, "Não há estudo que mostre esse efeito.");
  await articles.typeRichText(page, fields.conclusao, "Procure um posto de saúde.");
  await fields.addVerdade.click();
  await fields.verdade(1).fill("Dengue não tem cura por chás.");
  await fields.addVerdade.click();
  await fields.verdade(2).fill("Hidratação é o cuidado indicado.");
  await fields.addFonte.click();
  await fields.fonte(1).fill("Ministério da Saúde");
  await fields.addImage.click();
  await fields
    .image(1)
    .getByLabel("Escolher arquivo de imagem")
    .setInputFiles({
      name: "boldo.png",
      mimeType: "image/png",
      buffer: await solidImage("png", 600, 300, { r: 210, g: 30, b: 30 }),
    });
  await fields.image(1).getByText("Imagem pronta para ser enviada.").waitFor();
  await fields.legenda(1).fill("Print da mensagem");
  await fields.alt(1).fill("Captura de tela da mensagem falsa");
  await fields.data.fill("2026-05-10");
  await fields.verificador.fill("Equipe de checagem");

  await fields.submit.click();

  await page.getByText("Fake news criada com sucesso!").waitFor();
  await fields.dialog.waitFor({ state: "hidden" });
  expect(await panel.focusedText(page)).toBe("+ Nova Fake News");
  await articles.articleCard(page, TITLES.journey).waitFor();
  expect(await articles.articleCard(page, TITLES.journey).textContent()).toContain("Em Análise");
  const created = await findByTitle(TITLES.journey);
  if (!created) throw new Error("the entry was not stored");
  expect(created).toMatchObject({
    subtitulo: "Mensagem circula em grupos de família",
    lead: "Mensagem diz que chá de boldo &lt;cura&gt; a dengue &amp; a gripe.",
    conteudo: "<p>Não há estudo que mostre esse efeito.</p>",
    conclusao: "<p>Procure um posto de saúde.</p>",
    verdades: ["Dengue não tem cura por chás.", "Hidratação é o cuidado indicado."],
    fontes: ["Ministério da Saúde"],
    legendas: ["Print da mensagem"],
    alts: ["Captura de tela da mensagem falsa"],
    status: "em_analise",
    data_verificacao: "2026-05-10",
    verificador: "Equipe de checagem",
  });
  const [image] = created.imagens as [string];
  expect(image).toMatch(/^\/media\//);
  expect(articles.isRed(await articles.servedColour(baseUrl, image))).toBe(true);

  // Under analysis: not in the public list, but its page can be read.
  const publicList = await panel.openInNewTab(page, baseUrl, "/fake-news");
  expect(await publicList.locator("main").textContent()).not.toContain(TITLES.journey);
  const detail = await panel.openInNewTab(page, baseUrl, `/fake-news/${created.id}`);
  expect(await detail.getByRole("heading", { level: 1 }).textContent()).toBe(TITLES.journey);
  expect(await detail.locator(".article__status").textContent()).toBe("Em Análise");
  expect(await detail.locator(".article__lead").textContent()).toBe(
    "Mensagem diz que chá de boldo <cura> a dengue & a gripe.",
  );
  expect(await detail.locator("article figure img").getAttribute("src")).toBe(image);

  // Edit: prefilled, then debunked under a new title, with one truth less.
  await articles.articleCard(page, TITLES.journey).getByRole("button", { name: "Editar" }).click();
  const edit = form(page, "Editar Fake News");
  await edit.dialog.waitFor();
  expect(await edit.titulo.inputValue()).toBe(TITLES.journey);
  expect(await edit.lead.inputValue()).toBe(
    "Mensagem diz que chá de boldo <cura> a dengue & a gripe.",
  );
  expect(await edit.conteudo.innerHTML()).toBe("<p>Não há estudo que mostre esse efeito.</p>");
  expect(await edit.verdade(1).inputValue()).toBe("Dengue não tem cura por chás.");
  expect(await edit.verdade(2).inputValue()).toBe("Hidratação é o cuidado indicado.");
  expect(await edit.fonte(1).inputValue()).toBe("Ministério da Saúde");
  expect(await edit.image(1).locator("img").getAttribute("src")).toBe(image);
  expect(await edit.legenda(1).inputValue()).toBe("Print da mensagem");
  expect(await edit.status.inputValue()).toBe("em_analise");
  expect(await edit.data.inputValue()).toBe("2026-05-10");
  expect(await edit.verificador.inputValue()).toBe("Equipe de checagem");
  expect(await panel.adminAxeViolations(page)).toEqual([]);

  await edit.titulo.fill(TITLES.journeyEdited);
  await edit.removeVerdade(2).click();
  await edit.status.selectOption("desmentida");
  await edit.data.fill("2026-05-12");
  await edit.submit.click();

  await page.getByText("Fake news atualizada com sucesso!").waitFor();
  await edit.dialog.waitFor({ state: "hidden" });
  await articles.articleCard(page, TITLES.journeyEdited).waitFor();
  expect(await panel.focusedText(page)).toBe(`Editar ${TITLES.journeyEdited}`);
  const edited = await findByTitle(TITLES.journeyEdited);
  expect(edited).toMatchObject({
    id: created.id,
    verdades: ["Dengue não tem cura por chás."],
    imagens: [image],
    status: "desmentida",
    data_verificacao: "2026-05-12",
  });

  await publicList.reload();
  const publicCard = publicList
    .getByRole("article")
    .filter({ has: publicList.getByRole("heading", { name: TITLES.journeyEdited }) });
  expect(await publicCard.textContent()).toContain("Desmentida");
  expect(await publicCard.textContent()).toContain(
    "Verificada em 12 de maio de 2026 por Equipe de checagem",
  );
  await detail.reload();
  expect(await detail.getByRole("heading", { level: 1 }).textContent()).toBe(TITLES.journeyEdited);
  expect(await detail.locator(".article__status").textContent()).toBe("Desmentida");
  expect(await detail.getByText("Verificado por Equipe de checagem").count()).toBe(1);

  // Delete: the first answer is "no", the second "yes".
  dialogs.answer(false, true);
  const remove = articles
    .articleCard(page, TITLES.journeyEdited)
    .getByRole("button", { name: "Excluir" });
  await remove.click();
  expect(dialogs.asked).toEqual(["Tem certeza que deseja excluir esta fake news?"]);
  expect(await articles.articleCard(page, TITLES.journeyEdited).isVisible()).toBe(true);

  await remove.click();

  await page.getByText("Fake news excluída com sucesso!").waitFor();
  await articles.articleCard(page, TITLES.journeyEdited).waitFor({ state: "detached" });
  expect(dialogs.asked).toHaveLength(2);
  expect(await panel.focusedText(page)).toBe("+ Nova Fake News");
  const gone = await detail.reload();
  expect(gone?.status()).toBe(404);
  expect(await detail.getByRole("heading", { level: 1 }).textContent()).toBe(
    "Matéria não encontrada",
  );
});

test("an editor writes the claim first, picks a rating, and the public page shows both", async () => {
  const { page, fields } = await openNewForm();
  const alegacao = fields.dialog.getByLabel("Alegação", { exact: true });
  const warning = fields.dialog.getByRole("status").filter({ hasText: "Sem a alegação" });
  expect(await warning.count()).toBe(1);

  await alegacao.fill("Foto mostra incêndio no Pará nesta semana");
  expect(await warning.count()).toBe(0);
  await fields.dialog.getByRole("checkbox", { name: "Facebook" }).check();
  await fields.dialog.getByRole("checkbox", { name: "WhatsApp" }).check();
  await fields.dialog.getByLabel("Primeira aparição").fill("2026-03-01");
  await fillRequired(page, fields, TITLES.claim);
  await fields.status.selectOption("desmentida");
  await fields.dialog.getByLabel("Rótulo").selectOption({ label: "Fora de contexto (Desmentida)" });
  expect(await panel.adminAxeViolations(page)).toEqual([]);
  await fields.submit.click();

  await page.getByText("Fake news criada com sucesso!").waitFor();
  const created = await findByTitle(TITLES.claim);
  if (!created) throw new Error("the entry was not stored");
  expect(created).toMatchObject({
    alegacao: "Foto mostra incêndio no Pará nesta semana",
    circulou_em: ["whatsapp", "facebook"],
    primeira_aparicao: "2026-03-01",
    rotulo: "fora-de-contexto",
    status: "desmentida",
  });
  const publicPage = await panel.openInNewTab(page, baseUrl, `/fake-news/${created.id}`);
  const main = publicPage.locator("main");
  await main.getByText("Fora de contexto", { exact: true }).waitFor();
  expect(await main.textContent()).toContain("Alegação: Foto mostra incêndio no Pará nesta semana");
  expect(await main.textContent()).toContain("Circulou em: WhatsApp, Facebook");
  expect(await seriousAxeViolations(publicPage)).toEqual([]);
});
