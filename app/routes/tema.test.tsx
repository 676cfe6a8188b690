import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import {
  insertDailyNoticias,
  insertFakeNews,
  insertNoticia,
  insertUnderReview,
} from "#tests/helpers/content-rows.ts";
import {
  freshDatabasePerTest,
  linkHref,
  listPagination,
  pageHeading,
  renderPage,
} from "#tests/helpers/page-stub.tsx";
import * as temaPage from "./tema.tsx";

const database = freshDatabasePerTest();

test("a topic's page lists the news tagged with it, newest first, under the tag's spelling", async () => {
  const db = database().db;
  const older = await insertNoticia(db, {
    titulo: "Campanha de vacinação",
    tags: "Saúde, vacinas",
    data_publicacao: "2026-03-01T10:00:00.000Z",
  });
  const newer = await insertNoticia(db, {
    titulo: "Dengue no Pará",
    subtitulo: "Casos sobem",
    tags: "saude",
    data_publicacao: "2026-03-05T10:00:00.000Z",
  });
  await insertNoticia(db, { titulo: "Outra coisa", tags: "política" });

  renderPage(db, temaPage, "/tema/:slug", "/tema/saude");

  expect((await pageHeading()).textContent).toBe("Tema: saude");
  const list = within(screen.getByRole("main")).getByRole("list");
  const items = within(list).getAllByRole("listitem");
  expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
    "Dengue no Pará",
    "Campanha de vacinação",
  ]);
  expect(linkHref(items[1])).toBe(`/noticia/${older}`);
  expect(within(items[0] as HTMLElement).getByText("Casos sobem").tagName).toBe("P");
  expect(newer).toBeGreaterThan(older);
});

test("a topic no news item carries is not found", async () => {
  await insertNoticia(database().db, { titulo: "Notícia", tags: "saúde" });

  renderPage(database().db, temaPage, "/tema/:slug", "/tema/futebol");

  expect((await pageHeading()).textContent).toBe("Página não encontrada");
});

test("a topic's page lists the public fact-checks tagged with it beside the news, with their verdict", async () => {
  const db = database().db;
  await insertNoticia(db, {
    titulo: "Campanha de vacinação",
    tags: "saúde",
    data_publicacao: "2026-03-01T10:00:00.000Z",
  });
  const checagem = await insertFakeNews(db, {
    titulo: "Chá cura dengue",
    tags: "Saúde, dengue",
    status: "desmentida",
    data_verificacao: "2026-03-04",
  });
  await insertUnderReview(db, { tags: "saúde" });

  renderPage(db, temaPage, "/tema/:slug", "/tema/saude");

  expect((await pageHeading()).textContent).toBe("Tema: Saúde");
  const cards = within(screen.getByRole("main")).getAllByRole("article");
  expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
    "Chá cura dengue",
    "Campanha de vacinação",
  ]);
  const [first] = cards;
  expect(
    within(first as HTMLElement)
      .getByText("Desmentida")
      .closest(".status-badge")?.className,
  ).toBe("status-badge status-badge--desmentida");
  expect(linkHref(first)).toBe(`/fake-news/${checagem}`);
});

test("a topic's page shows 12 per page with numbered links", async () => {
  const db = database().db;
  await insertDailyNoticias(db, 13, { tags: "Chuvas" });

  renderPage(db, temaPage, "/tema/:slug", "/tema/chuvas?pagina=2");

  expect((await pageHeading()).textContent).toBe("Tema: Chuvas");
  const cards = within(screen.getByRole("main")).getAllByRole("article");
  expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Notícia 1"]);
  expect(listPagination()).toEqual({
    position: "Página 2 de 2",
    links: [
      "Página anterior → /tema/chuvas",
      "Página 1 → /tema/chuvas",
      "Página 2 → /tema/chuvas?pagina=2 (current)",
    ],
  });
});

test("a topic's page past the last is not found", async () => {
  await insertNoticia(database().db, { titulo: "Notícia", tags: "Chuvas" });

  renderPage(database().db, temaPage, "/tema/:slug", "/tema/chuvas?pagina=2");

  expect((await pageHeading()).textContent).toBe("Página não encontrada");
});
