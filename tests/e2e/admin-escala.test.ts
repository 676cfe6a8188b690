import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import * as panel from "#tests/helpers/admin-editor.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";

// The rating scale (decision 052) managed where it is shown: an editor adds, renames and
// deletes ratings on /admin/paginas/metodologia, and readers find them on /metodologia,
// on the fact-checks that carry them and in the preview of an unpublished one.

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();
const ADMIN_PATH = "/admin/paginas/metodologia";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const SATIRA = {
  slug: "satira",
  nome: "Sátira",
  renamed: "Sátira ou paródia",
  definicao: "Conteúdo humorístico que passou a circular como se fosse real.",
};
/** A rating no fact-check uses, added before the test to be deleted in it. */
const UNUSED = {
  slug: "boato-requentado",
  nome: "Boato requentado",
  cor: "#5c4b51",
  icone: "relogio",
  definicao: "Um boato já desmentido que voltou a circular.",
  status: "desmentida",
};
const EDITOR = { nome: "Elisa Editora da Escala", email: `escala-${Date.now()}@example.org` };

let adminToken = "";
let editorToken = "";
let editorId = 0;
const factCheckIds: number[] = [];

beforeAll(async () => {
  adminToken = await loginToken(baseUrl);
  const conta = await apiCall<{ id: number; senhaTemporaria: string }>(baseUrl, "POST", "/contas", {
    token: adminToken,
    body: { ...EDITOR, papel: "editor" },
  });
  editorId = conta.id;
  editorToken = await loginToken(baseUrl, { email: EDITOR.email, password: conta.senhaTemporaria });
  await apiCall(baseUrl, "POST", "/rotulos", { token: editorToken, body: UNUSED });
});

// The other files read the default scale: what this one added goes, and its editor with it.
afterAll(async () => {
  for (const id of factCheckIds) {
    await apiCall(baseUrl, "DELETE", `/fake-news/${id}`, { token: adminToken });
  }
  const scale = await apiCall<{ slug: string }[]>(baseUrl, "GET", "/rotulos");
  for (const { slug } of scale.filter((rotulo) =>
    [SATIRA.slug, UNUSED.slug].includes(rotulo.slug),
  )) {
    await apiCall(baseUrl, "DELETE", `/rotulos/${slug}`, { token: adminToken });
  }
  if (editorId) {
    await apiCall(baseUrl, "PUT", `/contas/${editorId}`, {
      token: adminToken,
      body: { disabled: true },
    });
  }
});

const scaleOf = (page: Page, name = "Escala de classificação") =>
  page.getByRole("region", { name });

/** The names of the ratings listed under `status` on the page. */
function ratingsUnder(page: Page, status: string): Promise<string[]> {
  return scaleOf(page)
    .locator(".rating-scale__status")
    .filter({ has: page.getByRole("heading", { level: 3, name: status, exact: true }) })
    .locator("dt")
    .allTextContents();
}

/** What the rating named `nome` means, as the page shows it beside its badge. */
function definitionOf(page: Page, nome: string): Promise<string | null> {
  return scaleOf(page)
    .locator(".rating-scale__item")
    .filter({ has: page.locator("dt", { hasText: nome }) })
    .locator("dd")
    .first()
    .textContent();
}

/** No axe violation on the page, on a phone's screen and on a desktop's. */
async function expectAccessibleAtBothWidths(
  page: Page,
  violations: (page: Page) => Promise<unknown[]>,
): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await violations(page)).toEqual([]);
  }
}

function ratingForm(page: Page, title: "Novo rótulo" | "Editar rótulo") {
  const dialog = page.getByRole("dialog", { name: title });
  const field = (label: string) => panel.fieldByLabel(dialog, label);
  return {
    dialog,
    slug: field("Endereço"),
    nome: field("Nome"),
    status: field("Status"),
    icone: field("Ícone"),
    cor: field("Cor"),
    definicao: field("Definição"),
    submit: dialog.getByRole("button", {
      name: title === "Novo rótulo" ? "Criar rótulo" : "Salvar rótulo",
    }),
  };
}

async function expectFieldMessage(field: Locator, message: string): Promise<void> {
  await expect.poll(() => panel.description(field)).toContain(message);
  expect(await field.getAttribute("aria-invalid")).toBe("true");
}

async function openScaleAdmin(): Promise<Page> {
  const page = await newPage();
  await panel.openWithSession(page, baseUrl, ADMIN_PATH, editorToken);
  await scaleOf(page).locator("dt", { hasText: UNUSED.nome }).waitFor();
  return page;
}

test("an editor adds a rating on the methodology admin page and readers find it on /metodologia", async () => {
  const page = await openScaleAdmin();
  await expectAccessibleAtBothWidths(page, panel.adminAxeViolations);

  await scaleOf(page).getByRole("button", { name: "Novo rótulo" }).click();
  const form = ratingForm(page, "Novo rótulo");
  // A slug the scale already has: the form lets it through, the API refuses it.
  await form.slug.fill("falso");
  await form.nome.fill(SATIRA.nome);
  await form.status.selectOption("desmentida");
  await form.icone.selectOption("interrogacao");
  await form.cor.fill("azul");
  await form.definicao.fill(SATIRA.definicao);
  await form.submit.click();

  await expectFieldMessage(form.cor, "Informe a cor no formato #RRGGBB (por exemplo, #C62828).");
  await form.cor.fill("#3D5A80");
  await form.submit.click();

  await expectFieldMessage(form.slug, "Já existe um rótulo com este endereço.");
  expect(await form.nome.inputValue()).toBe(SATIRA.nome);
  expect(await form.definicao.inputValue()).toBe(SATIRA.definicao);
  expect(await form.cor.inputValue()).toBe("#3D5A80");
  await expectAccessibleAtBothWidths(page, panel.adminAxeViolations);
  await form.slug.fill(SATIRA.slug);
  await form.submit.click();

  await panel.expectToast(page, "Rótulo criado!");
  await form.dialog.waitFor({ state: "hidden" });
  await expect.poll(() => ratingsUnder(page, "Desmentida")).toContain(SATIRA.nome);
  expect(await apiCall(baseUrl, "GET", `/rotulos`)).toContainEqual({
    slug: SATIRA.slug,
    nome: SATIRA.nome,
    cor: "#3d5a80",
    icone: "interrogacao",
    definicao: SATIRA.definicao,
    status: "desmentida",
  });

  // The page is rendered on the server: the scale is in its first answer.
  expect(await (await fetch(`${baseUrl}/metodologia`)).text()).toContain(SATIRA.definicao);
  const reader = await newPage();
  await reader.goto(`${baseUrl}/metodologia`);
  expect((await ratingsUnder(reader, "Desmentida")).at(-1)).toBe(SATIRA.nome);
  expect(await definitionOf(reader, SATIRA.nome)).toBe(SATIRA.definicao);
  await expectAccessibleAtBothWidths(reader, seriousAxeViolations);
});

test("an editor renames a rating; one in use can neither change status nor go, an unused one can", async () => {
  const page = await openScaleAdmin();
  const dialogs = panel.handleDialogs(page);

  await scaleOf(page)
    .getByRole("button", { name: `Editar ${SATIRA.nome}` })
    .click();
  const edit = ratingForm(page, "Editar rótulo");
  // A stored rating keeps its slug: the fact-checks name it by it.
  expect(await edit.slug.count()).toBe(0);
  expect(await edit.definicao.inputValue()).toBe(SATIRA.definicao);
  await edit.nome.fill(SATIRA.renamed);
  await edit.submit.click();

  await panel.expectToast(page, "Rótulo atualizado!");
  await expect.poll(() => ratingsUnder(page, "Desmentida")).toContain(SATIRA.renamed);
  const reader = await newPage();
  await reader.goto(`${baseUrl}/metodologia`);
  expect(await ratingsUnder(reader, "Desmentida")).toContain(SATIRA.renamed);

  // A fact-check takes the rating; its page, and the preview of a draft, name it.
  const published = await apiCall<{ id: number }>(baseUrl, "POST", "/fake-news", {
    token: adminToken,
    body: {
      titulo: "Governo vai taxar memes, diz site de humor",
      lead: "<p>Circula como notícia um texto de um site de humor.</p>",
      conteudo: "<p>O texto é de um site de humor.</p>",
      status: "desmentida",
      rotulo: SATIRA.slug,
      data_verificacao: "2026-03-05",
    },
  });
  factCheckIds.push(published.id);
  await reader.goto(`${baseUrl}/fake-news/${published.id}`);
  await reader.locator("main .status-badge", { hasText: SATIRA.renamed }).waitFor();
  const draft = await apiCall<{ id: number }>(baseUrl, "POST", "/fake-news", {
    token: editorToken,
    body: {
      estado: "rascunho",
      titulo: "Rascunho de checagem satírica",
      lead: "<p>Ainda em revisão.</p>",
      conteudo: "<p>Texto.</p>",
      status: "desmentida",
      rotulo: SATIRA.slug,
      data_verificacao: "2026-03-06",
    },
  });
  factCheckIds.push(draft.id);
  const preview = await newPage();
  await panel.openWithSession(preview, baseUrl, `/admin/previa/fake-news/${draft.id}`, editorToken);
  await preview.getByText("Pré-visualização — não publicada").waitFor();
  await preview.locator("main .status-badge", { hasText: SATIRA.renamed }).waitFor();

  // In use, the rating cannot move to another status: the API says so beside the field.
  await scaleOf(page)
    .getByRole("button", { name: `Editar ${SATIRA.renamed}` })
    .click();
  const moved = ratingForm(page, "Editar rótulo");
  await moved.status.selectOption("verificada");
  await moved.submit.click();
  await expectFieldMessage(
    moved.status,
    "Este rótulo está em uso: as checagens que o usam têm o status dele. Crie um novo rótulo para o outro status.",
  );
  expect(await moved.nome.inputValue()).toBe(SATIRA.renamed);
  dialogs.answer(true);
  await moved.dialog.getByRole("button", { name: "Cancelar" }).click();
  await moved.dialog.waitFor({ state: "hidden" });

  // Nor can it be deleted: the refusal says why, and the rating stays.
  dialogs.answer(true);
  await scaleOf(page)
    .getByRole("button", { name: `Excluir ${SATIRA.renamed}` })
    .click();
  // An error's toast stays, with its close button, until it is closed.
  await page
    .locator(".toast--error")
    .getByText(
      "Não foi possível excluir o rótulo. Este rótulo está em uso em 2 checagens; troque o rótulo delas antes de excluí-lo.",
    )
    .waitFor();
  expect(await ratingsUnder(page, "Desmentida")).toContain(SATIRA.renamed);

  dialogs.answer(true);
  await scaleOf(page)
    .getByRole("button", { name: `Excluir ${UNUSED.nome}` })
    .click();
  await panel.expectToast(page, "Rótulo excluído!");
  await expect.poll(() => ratingsUnder(page, "Desmentida")).not.toContain(UNUSED.nome);
  expect(await panel.focusedText(page)).toBe("Novo rótulo");
  expect(dialogs.asked.slice(-2)).toEqual([
    "Tem certeza que deseja excluir este rótulo?",
    "Tem certeza que deseja excluir este rótulo?",
  ]);
  expect(
    (await apiCall<{ slug: string }[]>(baseUrl, "GET", "/rotulos")).map(({ slug }) => slug),
  ).not.toContain(UNUSED.slug);
});
