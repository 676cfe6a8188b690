import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { CHECAGEM_COLUMNS } from "#server/syndication/open-data.ts";
import { FEED_PATHS } from "#server/syndication/feed-paths.ts";
import { freshDatabasePerTest, pageHeading, renderPage } from "#tests/helpers/page-stub.tsx";
import * as dadosPage from "./dados.tsx";

const database = freshDatabasePerTest();

test("the open-data page links the files of fact-checks and explains each of their columns", async () => {
  renderPage(database().db, dadosPage, "/dados", "/dados");

  expect((await pageHeading()).textContent).toBe("Dados abertos");
  expect(screen.getByRole("link", { name: "Checagens em CSV" }).getAttribute("href")).toBe(
    "/dados/checagens.csv",
  );
  expect(screen.getByRole("link", { name: "Checagens em JSON" }).getAttribute("href")).toBe(
    "/dados/checagens.json",
  );
  const table = screen.getByRole("table", { name: "Campos de cada checagem" });
  const names = within(table)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);
  expect(names).toEqual([...CHECAGEM_COLUMNS]);
  expect(within(table).getByRole("row", { name: /^status/ }).textContent).toContain(
    "Veredito: verificada (a informação é verdadeira) ou desmentida (a informação é falsa).",
  );
});

test("the open-data page links the three feeds, the sitemap and names the ClaimReview markup", async () => {
  renderPage(database().db, dadosPage, "/dados", "/dados");

  await pageHeading();
  const feeds = screen.getByRole("region", { name: "Feeds" });
  expect(
    within(feeds)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]),
  ).toEqual([
    ["Notícias e checagens", FEED_PATHS.site.feed],
    ["Notícias", FEED_PATHS.noticias.feed],
    ["Checagens", FEED_PATHS["fake-news"].feed],
  ]);
  const structured = screen.getByRole("region", { name: "Dados estruturados" });
  expect(structured.textContent).toContain("ClaimReview");
  expect(within(structured).getByRole("link").getAttribute("href")).toBe("/sitemap.xml");
});

test("the footer of every public page links the open data", async () => {
  renderPage(database().db, dadosPage, "/dados", "/dados");

  await pageHeading();
  const footer = screen.getByRole("contentinfo");
  expect(within(footer).getByRole("link", { name: "Dados abertos" }).getAttribute("href")).toBe(
    "/dados",
  );
});
