import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { Noticia } from "#server/api/noticias/service.ts";
import { solidImage } from "#tests/fixtures/images.ts";
import * as panel from "#tests/helpers/admin-editor.ts";
import { useArticleAdmin } from "#tests/helpers/article-admin.ts";
import { filledFields } from "#tests/helpers/form-values.ts";
import * as articles from "#tests/helpers/article-editor.ts";
import { apiCall } from "#tests/helpers/site-api.ts";

const RED = { r: 210, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 210 };
/** Every news item this file creates, removed at the end. */
const TITLES = {
  journey: "Vacinas e boatos nas redes do Norte",
  journeyEdited: "Vacinas e boatos: o que mudou em 2026",
  kept: "Notícia que resiste a um erro do servidor",
  seeded: "Notícia semeada para testar a exclusão",
  draft: "Rascunho salvo de dentro do editor",
  submitted: "Rascunho enviado para revisão de dentro do editor",
};

const { admin, baseUrl } = useArticleAdmin<Noticia>("noticias", TITLES);
const { main, findByTitle } = admin;
const openPage = admin.open;

function form(page: Page, title: "Nova Notícia" | "Editar Notícia") {
  const dialog = page.getByRole("dialog", { name: title });
  return {
    dialog,
    ...articles.articleFields(dialog),
    leadCount: dialog.getByText(/^\d+\/300$/),
    conteudo: dialog.getByRole("textbox", { name: "Corpo da notícia" }),
    conclusao: dialog.getByRole("textbox", { name: "Conclusão/Contexto" }),
    removeFonte: (position: number) =>
      dialog.getByRole("button", { name: `Remover fonte ${position}`, exact: true }),
    tags: dialog.getByLabel(panel.fieldLabel("Tags/Categorias")),
    video: dialog.getByLabel(panel.fieldLabel("Vídeo")),
    submit: dialog.getByRole("button", {
      name: title === "Nova Notícia" ? "Publicar agora" : "Salvar alterações",
    }),
  };
}

/** The list page with its create form open: the page and the form's fields. */
const openNewForm = () => admin.openCreateForm(form, "Nova Notícia");

type NoticiaForm = ReturnType<typeof form>;

/** Fills every required field of the create form. */
async function fillRequired(page: Page, fields: NoticiaForm, titulo: string) {
  await fields.titulo.fill(titulo);
  await fields.lead.fill("Um levantamento sobre boatos de vacinas.");
  await articles.typeRichText(
    page,
    fields.conteudo,
    "Corpo da notícia com os dados do levantamento.",
  );
  await fields.fonte(1).fill("Ministério da Saúde");
}

test("without a session the page asks for a login, then shows the news list with its controls", async () => {
  const page = await admin.openThroughLogin();

  await main(page).getByText("Nenhuma notícia encontrada.").waitFor();
  expect(await page.title()).toContain("Notícias");
  await panel.expectBackToPanel(page);
  await admin.expectListControls(page);
});

test("the create form starts empty with one source, counts the lead, and Esc gives the focus back", async () => {
  const { page, fields } = await openNewForm();
  expect(
    await filledFields(fields, [
      "titulo",
      "subtitulo",
      "lead",
      "conteudo",
      "conclusao",
      "tags",
      "video",
    ]),
  ).toEqual([]);
  expect(await fields.lead.getAttribute("maxlength")).toBe("300");
  expect(await fields.leadCount.textContent()).toBe("0/300");
  expect(await fields.fonte(1).inputValue()).toBe("");
  expect(await fields.fonte(2).count()).toBe(0);
  expect(await fields.removeFonte(1).isDisabled()).toBe(true);
  expect(await fields.image(1).count()).toBe(0);
  expect(await articles.formLabels(fields.dialog)).toEqual([
    "Título*",
    "Subtítulo",
    "Lead*",
    "Corpo da notícia*",
    "Conclusão/Contexto",
    "Fonte(s)*",
    "Tags/Categorias",
    "Estado (UF)",
    "Município",
    "Imagens",
    "Vídeo",
  ]);
  expect(await panel.adminAxeViolations(page)).toEqual([]);

  await panel.closeWithEscape(page, fields.dialog, "+ Nova Notícia");
});

test("the lead stops at 300 characters and its count says so", async () => {
  const { fields } = await openNewForm();

  await fields.lead.pressSequentially("a".repeat(120));
  expect(await fields.leadCount.textContent()).toBe("120/300");
  await fields.lead.pressSequentially("b".repeat(190));

  expect((await fields.lead.inputValue()).length).toBe(300);
  expect(await fields.leadCount.textContent()).toBe("300/300");
  expect(await panel.description(fields.lead)).toContain("300/300");
  expect(await fields.dialog.getByText("Limite de 300 caracteres atingido.").count()).toBe(1);
});

test("sources are added and removed, and each empty one is reported beside it without sending", async () => {
  const { page, fields } = await openNewForm();
  const posts = panel.countRequests(page, "POST", "/api/noticias");

  await fields.submit.click();

  await expect.poll(() => panel.description(fields.titulo)).toBe("Campo obrigatório.");
  expect(await fields.titulo.getAttribute("aria-invalid")).toBe("true");
  await expect.poll(() => articles.isFocused(fields.titulo)).toBe(true);
  expect(await panel.description(fields.lead)).toContain("Campo obrigatório.");
  expect(await panel.description(fields.conteudo)).toBe("Campo obrigatório.");
  expect(await panel.description(fields.fonte(1))).toBe("Informe a fonte.");
  expect(await fields.summary.textContent()).toContain("Corrija os campos indicados abaixo.");

  await fillRequired(page, fields, "Título provisório");
  await fields.addFonte.click();
  expect(await articles.isFocused(fields.fonte(2))).toBe(true);
  await fields.addFonte.click();
  await fields.fonte(3).fill("https://example.org/relatorio");
  await fields.submit.click();

  await expect.poll(() => panel.description(fields.fonte(2))).toBe("Informe a fonte.");
  expect(await fields.fonte(2).getAttribute("aria-invalid")).toBe("true");
  expect(await panel.description(fields.fonte(1))).toBe("");
  expect(await panel.description(fields.fonte(3))).toBe("");
  await expect.poll(() => articles.isFocused(fields.fonte(2))).toBe(true);

  await fields.removeFonte(2).click();

  expect(await fields.fonte(3).count()).toBe(0);
  expect(await fields.fonte(1).inputValue()).toBe("Ministério da Saúde");
  expect(await fields.fonte(2).inputValue()).toBe("https://example.org/relatorio");
  expect(await articles.isFocused(fields.fonte(1))).toBe(true);
  expect(await panel.description(fields.fonte(2))).toBe("");
  await fields.removeFonte(2).click();
  expect(await fields.removeFonte(1).isDisabled()).toBe(true);
  expect(posts()).toBe(0);
});

test("a video that is not on YouTube or Vimeo is refused with the schema's message", async () => {
  const { page, fields } = await openNewForm();
  const posts = panel.countRequests(page, "POST", "/api/noticias");
  await fillRequired(page, fields, "Notícia com vídeo inválido");

  await fields.video.fill("https://example.org/video/123");
  await fields.submit.click();

  await expect
    .poll(() => panel.description(fields.video))
    .toContain("Informe um link do YouTube ou do Vimeo.");
  expect(await fields.video.getAttribute("aria-invalid")).toBe("true");
  await expect.poll(() => articles.isFocused(fields.video)).toBe(true);
  expect(posts()).toBe(0);

  await fields.video.fill("https://vimeo.com/76979871");

  expect(await fields.video.getAttribute("aria-invalid")).toBeNull();
});

test("the API's field errors appear beside their fields and nothing is stored", async () => {
  const { page, fields } = await openNewForm();
  await fillRequired(page, fields, TITLES.kept);
  await fields.addFonte.click();
  await fields.fonte(2).fill("Fonte que o servidor recebe em branco");
  await articles.blankOnTheWay(page, baseUrl, "/api/noticias", "fontes", 1);

  await fields.submit.click();

  await expect.poll(() => panel.description(fields.fonte(2))).toBe("Informe a fonte.");
  expect(await fields.summary.textContent()).toBe(
    "Erro ao salvar notícia. Tente novamente.Corrija os campos indicados abaixo.",
  );
  await expect.poll(() => articles.isFocused(fields.fonte(2))).toBe(true);
  expect(await fields.dialog.isVisible()).toBe(true);
  expect(await findByTitle(TITLES.kept)).toBeUndefined();
  await page.unrouteAll({ behavior: "wait" });
});

test("an expired session or a server error keeps everything typed, and the next save creates the item", async () => {
  const { page, fields } = await openNewForm();
  await fields.titulo.fill(TITLES.kept);
  await fields.lead.fill("Lead digitado que não pode se perder.");
  await articles.typeRichText(page, fields.conteudo, "Corpo digitado com cuidado.");
  await fields.fonte(1).fill("Agência Brasil");
  await fields.addFonte.click();
  await fields.fonte(2).fill("https://example.org/fonte");
  await page.route(`${baseUrl}/api/noticias`, (route) =>
    route.fulfill({
      status: 401,
      contentType: "application/json",
      body: JSON.stringify({ error: "Sessão inválida ou expirada." }),
    }),
  );

  await fields.submit.click();

  await fields.dialog.getByText(/^Sua sessão expirou e nada foi salvo/).waitFor();
  expect(await fields.titulo.inputValue()).toBe(TITLES.kept);
  expect(await fields.fonte(2).inputValue()).toBe("https://example.org/fonte");

  await page.unrouteAll({ behavior: "wait" });
  await articles.failWithServerError(page, baseUrl, "/api/noticias");

  await fields.submit.click();

  await fields.summary.getByText("Erro ao salvar notícia. Tente novamente.").waitFor();
  expect(await fields.summary.textContent()).toContain(
    "Erro interno do servidor. Tente novamente mais tarde.",
  );
  expect(await fields.dialog.isVisible()).toBe(true);
  expect(await fields.titulo.inputValue()).toBe(TITLES.kept);
  expect(await fields.lead.inputValue()).toBe("Lead digitado que não pode se perder.");
  expect(await fields.conteudo.textContent()).toBe("Corpo digitado com cuidado.");
  expect(await fields.fonte(1).inputValue()).toBe("Agência Brasil");
  expect(await fields.fonte(2).inputValue()).toBe("https://example.org/fonte");
  expect(await findByTitle(TITLES.kept)).toBeUndefined();

  await page.unrouteAll({ behavior: "wait" });
  await fields.submit.click();

  await page.getByText("Notícia criada com sucesso!").waitFor();
  await fields.dialog.waitFor({ state: "hidden" });
  await articles.articleCard(page, TITLES.kept).waitFor();
  const stored = await findByTitle(TITLES.kept);
  expect(stored?.lead).toBe("Lead digitado que não pode se perder.");
  expect(stored?.conteudo).toBe("<p>Corpo digitado com cuidado.</p>");
  expect(stored?.fontes).toEqual(["Agência Brasil", "https://example.org/fonte"]);
});

test("inside the editor a draft is saved and sent to review, keeping what was typed when a save fails", async () => {
  const { page, fields } = await openNewForm();
  expect(await fields.dialog.locator(".editor-workflow__estado").textContent()).toBe(
    "Etapa atual: Novo texto, ainda não salvo",
  );
  await fillRequired(page, fields, TITLES.draft);

  await fields.dialog.getByRole("button", { name: "Salvar rascunho" }).click();

  await page.getByText("Rascunho salvo.", { exact: true }).waitFor();
  await expect
    .poll(() => articles.articleCard(page, TITLES.draft).textContent())
    .toContain("Rascunho");
  expect((await findByTitle(TITLES.draft))?.estado).toBe("rascunho");
  expect(await fetch(`${baseUrl}/api/noticias`).then((answer) => answer.text())).not.toContain(
    TITLES.draft,
  );

  await articles.articleCard(page, TITLES.draft).getByRole("button", { name: "Editar" }).click();
  const edit = form(page, "Editar Notícia");
  expect(await edit.dialog.locator(".editor-workflow__estado").textContent()).toBe(
    "Etapa atual: Rascunho",
  );
  // An editor's own save keeps the state; publishing stays on the list's buttons.
  expect(await edit.dialog.getByRole("button", { name: /^Publicar/ }).count()).toBe(0);
  await edit.titulo.fill(TITLES.submitted);
  await articles.failWithServerError(page, baseUrl, `/api/noticias/*`);

  await edit.dialog.getByRole("button", { name: "Enviar para revisão" }).click();

  await edit.summary.getByText("Erro ao salvar notícia. Tente novamente.").waitFor();
  expect(await edit.titulo.inputValue()).toBe(TITLES.submitted);
  expect((await findByTitle(TITLES.draft))?.estado).toBe("rascunho");

  await page.unrouteAll({ behavior: "wait" });
  await edit.dialog.getByRole("button", { name: "Enviar para revisão" }).click();

  await page.getByText("Enviado para revisão.", { exact: true }).waitFor();
  await edit.dialog.waitFor({ state: "hidden" });
  await expect
    .poll(() => articles.articleCard(page, TITLES.submitted).textContent())
    .toContain("Em revisão");
  const stored = await findByTitle(TITLES.submitted);
  expect(stored?.estado).toBe("em_revisao");
  expect(stored?.lead).toBe("Um levantamento sobre boatos de vacinas.");
});

test("an item with an uploaded and a pasted image is created, shown, edited and deleted", async () => {
  const { page, fields } = await openNewForm();
  const dialogs = panel.handleDialogs(page);
  await fields.titulo.fill(TITLES.journey);
  await fields.subtitulo.fill("Levantamento do observatório em grupos de mensagens");
  await fields.lead.fill("Boatos sobre vacinas <circulam> & se espalham.");
  await articles.typeRichText(page, fields.conteudo, "Corpo da notícia sobre vacinas.");
  await articles.typeRichText(page, fields.conclusao, "Informe-se em fontes oficiais.");
  await fields.fonte(1).fill("Ministério da Saúde");
  await fields.addFonte.click();
  await fields.fonte(2).fill("https://example.org/relatorio");
  await fields.tags.fill("saúde, vacinas ,  Amazônia");
  await fields.addImage.click();
  await fields
    .image(1)
    .getByLabel("Escolher arquivo de imagem")
    .setInputFiles({
      name: "capa.png",
      mimeType: "image/png",
      buffer: await solidImage("png", 800, 400, RED),
    });
  await fields.image(1).getByText("Imagem pronta para ser enviada.").waitFor();
  await fields.legenda(1).fill("Frasco de vacina");
  await fields.alt(1).fill("Um frasco de vacina vermelho");
  await fields.addImage.click();
  await articles.pasteImage(page, fields.image(2), await solidImage("png", 2000, 1000, BLUE));
  await fields.image(2).getByText("Imagem pronta para ser enviada.").waitFor();
  await fields.legenda(2).fill("Imagem colada");
  await fields.alt(2).fill("Um quadro azul");
  await fields.video.fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  expect(await panel.adminAxeViolations(page)).toEqual([]);

  await fields.submit.click();

  await page.getByText("Notícia criada com sucesso!").waitFor();
  await fields.dialog.waitFor({ state: "hidden" });
  expect(await panel.focusedText(page)).toBe("+ Nova Notícia");
  await articles.articleCard(page, TITLES.journey).waitFor();
  const created = await findByTitle(TITLES.journey);
  if (!created) throw new Error("the item was not stored");
  expect(created).toMatchObject({
    subtitulo: "Levantamento do observatório em grupos de mensagens",
    lead: "Boatos sobre vacinas &lt;circulam&gt; &amp; se espalham.",
    conteudo: "<p>Corpo da notícia sobre vacinas.</p>",
    conclusao: "<p>Informe-se em fontes oficiais.</p>",
    fontes: ["Ministério da Saúde", "https://example.org/relatorio"],
    tags: "saúde, vacinas, Amazônia",
    legendas: ["Frasco de vacina", "Imagem colada"],
    alts: ["Um frasco de vacina vermelho", "Um quadro azul"],
    video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    autor: "editora",
  });
  expect(created.imagens).toHaveLength(2);
  for (const url of created.imagens) expect(url).toMatch(/^\/media\//);
  const [uploaded, pasted] = created.imagens as [string, string];
  expect(articles.isRed(await articles.servedColour(baseUrl, uploaded))).toBe(true);
  expect(articles.isBlue(await articles.servedColour(baseUrl, pasted))).toBe(true);
  expect(await articles.articleCard(page, TITLES.journey).locator("img").getAttribute("src")).toBe(
    uploaded,
  );
  expect(await articles.articleCard(page, TITLES.journey).textContent()).toContain(
    "Boatos sobre vacinas <circulam> & se espalham.",
  );
  expect(await panel.adminAxeViolations(page)).toEqual([]);

  const article = await panel.openInNewTab(page, baseUrl, `/noticia/${created.id}`);
  expect(await article.getByRole("heading", { level: 1 }).textContent()).toBe(TITLES.journey);
  expect(await article.locator(".article__lead").textContent()).toBe(
    "Boatos sobre vacinas <circulam> & se espalham.",
  );
  expect(await article.locator(".article__body").textContent()).toBe(
    "Corpo da notícia sobre vacinas.",
  );
  const cover = article.locator("article figure");
  expect(await cover.locator("img").getAttribute("src")).toBe(uploaded);
  expect(await cover.locator("img").getAttribute("alt")).toBe("Um frasco de vacina vermelho");
  expect(await cover.locator("figcaption").textContent()).toBe("Frasco de vacina");
  expect(
    await article.getByRole("region", { name: "Fontes" }).getByRole("listitem").allTextContents(),
  ).toEqual(["Ministério da Saúde", "https://example.org/relatorio (abre em uma nova aba)"]);
  expect(await article.locator("iframe").getAttribute("src")).toContain("dQw4w9WgXcQ");

  // Edit: prefilled with both images, then the pasted image becomes the cover.
  await articles.articleCard(page, TITLES.journey).getByRole("button", { name: "Editar" }).click();
  const edit = form(page, "Editar Notícia");
  await edit.dialog.waitFor();
  expect(await edit.titulo.inputValue()).toBe(TITLES.journey);
  expect(await edit.subtitulo.inputValue()).toBe(
    "Levantamento do observatório em grupos de mensagens",
  );
  expect(await edit.lead.inputValue()).toBe("Boatos sobre vacinas <circulam> & se espalham.");
  expect(await edit.conteudo.innerHTML()).toBe("<p>Corpo da notícia sobre vacinas.</p>");
  expect(await edit.fonte(1).inputValue()).toBe("Ministério da Saúde");
  expect(await edit.fonte(2).inputValue()).toBe("https://example.org/relatorio");
  expect(await edit.tags.inputValue()).toBe("saúde, vacinas, Amazônia");
  expect(await edit.video.inputValue()).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  expect(await edit.image(1).locator("img").getAttribute("src")).toBe(uploaded);
  expect(await edit.image(2).locator("img").getAttribute("src")).toBe(pasted);
  expect(await edit.legenda(2).inputValue()).toBe("Imagem colada");
  expect(await edit.alt(1).inputValue()).toBe("Um frasco de vacina vermelho");
  expect(await panel.adminAxeViolations(page)).toEqual([]);

  await edit.titulo.fill(TITLES.journeyEdited);
  await edit.dialog.getByRole("button", { name: "Mover para cima a imagem 2" }).click();
  expect(await edit.image(1).locator("img").getAttribute("src")).toBe(pasted);
  expect(await edit.legenda(1).inputValue()).toBe("Imagem colada");
  expect(await panel.focusedText(page)).toBe("Mover para baixo");
  await edit.submit.click();

  await page.getByText("Notícia atualizada com sucesso!").waitFor();
  await edit.dialog.waitFor({ state: "hidden" });
  await articles.articleCard(page, TITLES.journeyEdited).waitFor();
  expect(await panel.focusedText(page)).toBe(`Editar ${TITLES.journeyEdited}`);
  const edited = await findByTitle(TITLES.journeyEdited);
  expect(edited?.id).toBe(created.id);
  expect(edited?.imagens).toEqual([pasted, uploaded]);
  expect(edited?.legendas).toEqual(["Imagem colada", "Frasco de vacina"]);
  expect(edited?.autor).toBe("editora");

  await article.reload();
  expect(await article.getByRole("heading", { level: 1 }).textContent()).toBe(TITLES.journeyEdited);
  expect(await cover.locator("img").getAttribute("src")).toBe(pasted);
  expect(await cover.locator("img").getAttribute("alt")).toBe("Um quadro azul");
  expect(await cover.locator("figcaption").textContent()).toBe("Imagem colada");

  // Delete: the first answer is "no", the second "yes".
  dialogs.answer(false, true);
  const remove = articles
    .articleCard(page, TITLES.journeyEdited)
    .getByRole("button", { name: "Excluir" });
  await remove.click();
  expect(dialogs.asked).toEqual(["Tem certeza que deseja excluir esta notícia?"]);
  expect(await articles.articleCard(page, TITLES.journeyEdited).isVisible()).toBe(true);

  await remove.click();

  await page.getByText("Notícia excluída com sucesso!").waitFor();
  await articles.articleCard(page, TITLES.journeyEdited).waitFor({ state: "detached" });
  expect(dialogs.asked).toEqual([
    "Tem certeza que deseja excluir esta notícia?",
    "Tem certeza que deseja excluir esta notícia?",
  ]);
  expect(await panel.focusedText(page)).toBe("+ Nova Notícia");
  const gone = await article.reload();
  expect(gone?.status()).toBe(404);
  expect(await article.getByRole("heading", { level: 1 }).textContent()).toBe(
    "Notícia não encontrada",
  );
});

test("a failed delete says so and keeps the item", async () => {
  const seeded = await apiCall<Noticia>(baseUrl, "POST", "/noticias", {
    token: admin.token,
    body: {
      titulo: TITLES.seeded,
      lead: "Lead semeado.",
      conteudo: "<p>Corpo semeado.</p>",
      fontes: ["Fonte semeada"],
    },
  });
  const page = await openPage();
  const dialogs = panel.handleDialogs(page);
  await page.route(`${baseUrl}/api/noticias/${seeded.id}`, (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({ status: 500, body: "" })
      : route.continue(),
  );
  dialogs.answer(true);

  await articles.articleCard(page, TITLES.seeded).getByRole("button", { name: "Excluir" }).click();

  await page.getByText("Erro ao excluir notícia. Tente novamente.").waitFor();
  expect(dialogs.asked).toEqual(["Tem certeza que deseja excluir esta notícia?"]);
  expect(await articles.articleCard(page, TITLES.seeded).isVisible()).toBe(true);
  expect((await findByTitle(TITLES.seeded))?.id).toBe(seeded.id);
  await page.unrouteAll({ behavior: "wait" });
});
