import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { expectLoggedErrors, LOADED, pageHeading, renderPage } from "#tests/helpers/page-stub.tsx";
import * as contatoPage from "./contato.tsx";
import * as equipePage from "./equipe.tsx";
import * as homePage from "./home.tsx";
import * as newslettersPage from "./newsletters.tsx";
import { pageTests } from "./page-tests.ts";
import * as sobrePage from "./sobre.tsx";
import * as subprojetosPage from "./subprojetos.tsx";

/*
 * The empty and failure states of the other public pages, rendered from their route
 * modules against a real database of their own; the loaded states are the browser
 * journeys' business (tests/e2e/), where the pages come from the production server.
 */

const { database, expectGenericError, renderWithBrokenTables } = pageTests();

test("without members the team page says so and still offers the languages", async () => {
  renderPage(database().db, equipePage, "/equipe", "/equipe");

  expect((await pageHeading()).textContent).toBe("Nossa Equipe");
  expect(screen.getByText("Nenhum membro da equipe encontrado.").tagName).toBe("P");
  expect(screen.getByRole("heading", { name: "Idiomas" }).tagName).toBe("H2");
});

test.each([
  {
    name: "without sub-projects the page says none was found",
    route: { page: subprojetosPage, path: "/subprojetos" },
    heading: "Subprojetos",
    text: "Nenhum subprojeto encontrado.",
  },
  {
    name: "before the About page is written it shows the default title and text",
    route: { page: sobrePage, path: "/sobre" },
    heading: "Sobre o Projeto",
    text: "Conteúdo em desenvolvimento.",
  },
])("$name", async ({ route, heading, text }) => {
  renderPage(database().db, route.page, route.path, route.path);

  expect((await pageHeading()).textContent).toBe(heading);
  expect(screen.getByText(text).tagName).toBe("P");
});

test("when the sub-projects cannot be read the page shows the generic error inside the layout", async () => {
  await expectGenericError({ page: subprojetosPage, path: "/subprojetos" }, "/subprojetos", [
    "subprojetos",
  ]);
  expect(
    screen.getByText("Não foi possível carregar esta página. Tente novamente em instantes.")
      .tagName,
  ).toBe("P");
  expect(
    screen.getByRole("link", { name: "Voltar para a página inicial" }).getAttribute("href"),
  ).toBe("/");
  expect(screen.getByRole("link", { name: "Subprojetos" }).getAttribute("href")).toBe(
    "/subprojetos",
  );
});

test("without newsletters the page says none is available yet", async () => {
  renderPage(database().db, newslettersPage, "/newsletters", "/newsletters");

  expect((await pageHeading()).textContent).toBe("Newsletters");
  expect(screen.getByText("Nenhuma newsletter disponível").tagName).toBe("P");
  expect(screen.getByText("Volte em breve para novas edições.").tagName).toBe("P");
  expect(screen.queryAllByRole("article")).toEqual([]);
});

test("when the newsletters cannot be read the page shows its own error and a retry link", async () => {
  await renderWithBrokenTables({ page: newslettersPage, path: "/newsletters" }, "/newsletters", [
    "newsletters",
  ]);

  expect((await pageHeading()).textContent).toBe("Newsletters");
  expect(screen.getByText("Erro ao carregar newsletters. Tente novamente.").tagName).toBe("P");
  expect(screen.getByRole("link", { name: "Tentar novamente" }).getAttribute("href")).toBe(
    "/newsletters",
  );
});

test.each([
  {
    name: "when the team cannot be read the page logs it and shows its empty text",
    route: { page: equipePage, path: "/equipe" },
    table: "membros",
    heading: "Nossa Equipe",
    text: "Nenhum membro da equipe encontrado.",
    log: "The team page could not read the members:",
  },
  {
    name: "when the About page cannot be read it logs it and shows the default title and text",
    route: { page: sobrePage, path: "/sobre" },
    table: "sobre_projeto",
    heading: "Sobre o Projeto",
    text: "Conteúdo em desenvolvimento.",
    log: "The About page could not read its record:",
  },
])("$name", async ({ route, table, heading, text, log }) => {
  const logged = expectLoggedErrors();
  await renderWithBrokenTables(route, route.path, [table]);

  expect((await pageHeading()).textContent).toBe(heading);
  expect(screen.getByText(text).tagName).toBe("P");
  expect(logged()).toEqual([log]);
});

test("when the contact data cannot be read the contact page shows the generic error inside the layout", async () => {
  await expectGenericError({ page: contatoPage, path: "/contato" }, "/contato", [
    "contato_institucional",
  ]);
  expect(screen.getByRole("link", { name: "Contato" }).getAttribute("href")).toBe("/contato");
});

test("when news and fake news cannot be read the home page logs it and shows its fallback texts", async () => {
  const logged = expectLoggedErrors();
  await renderWithBrokenTables({ page: homePage, path: "/" }, "/", ["noticias", "fake_news"]);

  const highlights = await screen.findByRole("region", { name: "Destaques Recentes" }, LOADED);
  expect(highlights.textContent).toContain(
    "Não foi possível carregar as notícias. Tente novamente mais tarde.",
  );
  expect(screen.getByRole("region", { name: "Fake News Verificadas" }).textContent).toContain(
    "Nenhuma Fake News verificada ainda",
  );
  expect(screen.getByRole("heading", { name: "Nossa missão" }).tagName).toBe("H2");
  expect(logged().sort()).toEqual([
    "the home page could not read the fake news",
    "the home page could not read the news",
  ]);
});
