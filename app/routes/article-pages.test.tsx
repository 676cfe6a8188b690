import { cleanup, screen, within } from "@testing-library/react";
import { sql } from "kysely";
import { expect, test } from "vitest";
import {
  expectLoggedErrors,
  linkHref,
  LOADED,
  pageHeading,
  renderPage,
} from "#tests/helpers/page-stub.tsx";
import * as fakeNewsDetailPage from "./fake-news-detail.tsx";
import * as fakeNewsPage from "./fake-news.tsx";
import * as noticiaPage from "./noticia.tsx";
import * as noticiasPage from "./noticias.tsx";
import { pageTests } from "./page-tests.ts";

/*
 * The loaded, empty and failure states of the news and fake-news pages, rendered from
 * their route modules against a real database of their own. The browser journeys in
 * tests/e2e/ cover the same pages as a visitor gets them from the production server.
 */

const { database, publishNoticia, publishFakeNews, expectGenericError, renderWithBrokenTables } =
  pageTests();

const cardTitles = () =>
  screen.queryAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

test("the news list shows each item as a card, newest first", async () => {
  await publishNoticia({ titulo: "Primeira" });
  const withoutSource = await publishNoticia({ titulo: "Segunda" });
  // Stored before sources were required: it has none.
  await sql`UPDATE noticias SET fontes = '[]' WHERE id = ${withoutSource.id}`.execute(
    database().db,
  );

  renderPage(database().db, noticiasPage, "/noticias", "/noticias");

  expect((await pageHeading()).textContent).toBe("Notícias");
  expect(cardTitles()).toEqual(["Segunda", "Primeira"]);
  const [newest, oldest] = screen.getAllByRole("article");
  expect(newest?.textContent).toContain("Fonte: Não informada");
  expect(oldest?.textContent).toContain("Fonte: Ministério da Saúde");
  expect(oldest?.textContent).toContain("O lead da notícia.");
  expect(linkHref(oldest, /^Ler mais: /)).toMatch(/^\/noticia\/\d+$/);
});

test("without news the list says there is none", async () => {
  renderPage(database().db, noticiasPage, "/noticias", "/noticias");

  expect((await pageHeading()).textContent).toBe("Notícias");
  expect(screen.getByText("Nenhuma notícia encontrada.").tagName).toBe("P");
  expect(screen.queryAllByRole("article")).toEqual([]);
});

test("when the news cannot be read the list logs it and shows its empty text", async () => {
  const logged = expectLoggedErrors();
  await renderWithBrokenTables({ page: noticiasPage, path: "/noticias" }, "/noticias", [
    "noticias",
  ]);

  expect((await screen.findByText("Nenhuma notícia encontrada.", {}, LOADED)).tagName).toBe("P");
  expect(logged()).toEqual(["the news list could not be read"]);
});

test("when the news cannot be read an item's page shows the generic error", async () => {
  await expectGenericError({ page: noticiaPage, path: "/noticia/:id" }, "/noticia/1", ["noticias"]);
});

test("an unknown or malformed news id shows the news item's 404 with the way back", async () => {
  for (const url of ["/noticia/999", "/noticia/abc"]) {
    renderPage(database().db, noticiaPage, "/noticia/:id", url);

    expect((await pageHeading()).textContent, url).toBe("Notícia não encontrada");
    expect(screen.getByText("Erro 404").tagName).toBe("P");
    expect(screen.getByRole("link", { name: "Voltar para Notícias" }).getAttribute("href")).toBe(
      "/noticias",
    );
    cleanup();
  }
});

test("a news item without text shows the incomplete-data message", async () => {
  const item = await publishNoticia();
  await sql`UPDATE noticias SET conteudo = '<p> </p>' WHERE id = ${item.id}`.execute(database().db);

  renderPage(database().db, noticiaPage, "/noticia/:id", `/noticia/${item.id}`);

  expect((await pageHeading()).textContent).toBe("Dados da notícia incompletos");
  expect(screen.getByText("Erro 500").tagName).toBe("P");
});

test("a news item's page shows its text, conclusion, sources, tags and related news", async () => {
  const related = await publishNoticia({ titulo: "Outra notícia" });
  const item = await publishNoticia({ conclusao: "<p>Fim.</p>", tags: "saúde, vacinas" });

  renderPage(database().db, noticiaPage, "/noticia/:id", `/noticia/${item.id}`);

  expect((await pageHeading()).textContent).toBe("Boato sobre a vacina");
  expect(screen.getByText("Notícia").className).toBe("article__badge");
  expect(screen.getByText("Fim.").tagName).toBe("P");
  expect(screen.getByRole("heading", { name: "Conclusão" }).tagName).toBe("H2");
  expect(screen.getByRole("heading", { name: "Fontes" }).tagName).toBe("H2");
  expect(screen.getByRole("list", { name: "Temas" }).textContent).toBe("saúdevacinas");
  const relatives = screen.getByRole("region", { name: "Notícias Relacionadas" });
  expect(linkHref(relatives, /^Ler mais →: /)).toBe(`/noticia/${related.id}`);
});

test("the fake-news list shows verified and debunked entries only, newest check first", async () => {
  await publishFakeNews({
    titulo: "Verificada antiga",
    status: "verificada",
    data_verificacao: "2026-01-02",
  });
  await publishFakeNews({
    titulo: "Em análise",
    status: "em_analise",
    data_verificacao: "2026-05-01",
  });
  await publishFakeNews({ titulo: "Desmentida recente", data_verificacao: "2026-04-01" });

  renderPage(database().db, fakeNewsPage, "/fake-news", "/fake-news");

  expect((await pageHeading()).textContent).toBe("Fake News Verificadas");
  expect(cardTitles()).toEqual(["Desmentida recente", "Verificada antiga"]);
  const [debunked] = screen.getAllByRole("article");
  expect(debunked?.textContent).toContain("Desmentida");
  expect(debunked?.textContent).toContain("A Verdade:");
  expect(linkHref(debunked, /^Ver detalhes: /)).toMatch(/^\/fake-news\/\d+$/);
});

test("without checked claims the fake-news list says none was verified yet", async () => {
  renderPage(database().db, fakeNewsPage, "/fake-news", "/fake-news");

  expect((await screen.findByText("Nenhuma Fake News verificada ainda", {}, LOADED)).tagName).toBe(
    "P",
  );
  expect(screen.queryAllByRole("article")).toEqual([]);
});

test("when fake news cannot be read the list logs it and shows its empty text", async () => {
  const logged = expectLoggedErrors();
  await renderWithBrokenTables({ page: fakeNewsPage, path: "/fake-news" }, "/fake-news", [
    "fake_news",
  ]);

  expect((await screen.findByText("Nenhuma Fake News verificada ainda", {}, LOADED)).tagName).toBe(
    "P",
  );
  expect(logged()).toEqual([
    "the fake-news list could not be read",
    "the fake-news topics could not be read",
  ]);
});

test("when fake news cannot be read an entry's page shows the generic error", async () => {
  await expectGenericError({ page: fakeNewsDetailPage, path: "/fake-news/:id" }, "/fake-news/1", [
    "fake_news",
  ]);
});

test("an unknown fake-news id shows the entry's 404 with the way back", async () => {
  renderPage(database().db, fakeNewsDetailPage, "/fake-news/:id", "/fake-news/999");

  expect((await pageHeading()).textContent).toBe("Matéria não encontrada");
  expect(screen.getByRole("link", { name: "Voltar para Fake News" }).getAttribute("href")).toBe(
    "/fake-news",
  );
});

test("a fake-news entry without text shows the incomplete-data message", async () => {
  const item = await publishFakeNews();
  await sql`UPDATE fake_news SET conteudo = '' WHERE id = ${item.id}`.execute(database().db);

  renderPage(database().db, fakeNewsDetailPage, "/fake-news/:id", `/fake-news/${item.id}`);

  expect((await pageHeading()).textContent).toBe("Dados incompletos");
});

test("an entry under review has its page, with its verdict and truths", async () => {
  const item = await publishFakeNews({ status: "em_analise" });

  renderPage(database().db, fakeNewsDetailPage, "/fake-news/:id", `/fake-news/${item.id}`);

  expect((await pageHeading()).textContent).toBe("Chá cura a doença");
  expect(screen.getByText("Notícia verificada").className).toBe("article__badge");
  expect(screen.getByText("Em Análise").tagName).toBe("SPAN");
  expect(screen.getByRole("heading", { name: "A Verdade:" }).tagName).toBe("H2");
  expect(screen.getByText("Nenhum chá cura a doença.").tagName).toBe("LI");
});

test("a fake-news entry's page links its place and its topics to their pages", async () => {
  const item = await publishFakeNews({
    status: "desmentida",
    tags: "Saúde, dengue",
    uf: "PA",
    municipio: "Belém",
  });

  renderPage(database().db, fakeNewsDetailPage, "/fake-news/:id", `/fake-news/${item.id}`);

  await pageHeading();
  expect(screen.getByRole("link", { name: "Belém, Pará" }).getAttribute("href")).toBe("/local/pa");
  const topics = screen.getByRole("list", { name: "Temas" });
  expect(
    within(topics)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href")),
  ).toEqual(["/tema/saude", "/tema/dengue"]);
});

test("an entry with a claim and a rating shows them, shares them and reviews the claim", async () => {
  const item = await publishFakeNews({
    status: "desmentida",
    alegacao: "Foto mostra incêndio no Pará nesta semana",
    circulou_em: ["whatsapp", "site"],
    primeira_aparicao: "2026-03-01",
    rotulo: "fora-de-contexto",
  });

  renderPage(database().db, fakeNewsDetailPage, "/fake-news/:id", `/fake-news/${item.id}`);

  await pageHeading();
  expect(screen.getByText("Fora de contexto").tagName).toBe("SPAN");
  expect(screen.queryByText("Desmentida")).toBeNull();
  expect(screen.getByText("Foto mostra incêndio no Pará nesta semana").tagName).toBe("Q");
  expect(screen.getByText("Circulou em: WhatsApp, sites").tagName).toBe("SPAN");
  expect(screen.getByText("Primeira aparição: 1 de março de 2026").tagName).toBe("SPAN");
  const whatsapp = decodeURIComponent(
    linkHref(document.body, "Compartilhar no WhatsApp")?.split("text=")[1] ?? "",
  );
  expect(whatsapp).toMatch(
    /^Alegação: “Foto mostra incêndio no Pará nesta semana”\n\*Fora de contexto\*\. A verdade: Nenhum chá cura a doença\.\n/,
  );
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>)
    .find((data) => data["@type"] === "ClaimReview");
  expect(jsonLd).toMatchObject({
    claimReviewed: "Foto mostra incêndio no Pará nesta semana",
    reviewRating: { ratingValue: 1, alternateName: "Fora de contexto" },
    itemReviewed: {
      name: "Foto mostra incêndio no Pará nesta semana",
      datePublished: "2026-03-01",
    },
  });
});
