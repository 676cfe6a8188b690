import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { CHECAGEM_COLUMNS } from "#server/syndication/open-data.ts";
import { FEED_PATHS } from "#server/syndication/feed-paths.ts";
import { insertFakeNews } from "#tests/helpers/content-rows.ts";
import { freshDatabasePerTest, pageHeading, renderPage } from "#tests/helpers/page-stub.tsx";
import { wholeUnitPath } from "./dados-painel.tsx";
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

test("the panel reads the state and period of the address and links each state, topic and file", async () => {
  const db = database().db;
  for (const [index, values] of [
    {
      uf: "PA",
      status: "desmentida",
      rotulo: "falso",
      data_verificacao: "2026-10-02",
      tags: "saúde",
    },
    { uf: "PA", status: "desmentida", data_verificacao: "2026-10-20", tags: "saúde, clima" },
    { uf: "PA", status: "verificada", data_verificacao: "2026-10-21", tags: "clima" },
    { uf: "AM", status: "desmentida", data_verificacao: "2026-10-22", tags: "eleições" },
    { uf: "PA", status: "desmentida", data_verificacao: "2026-08-01", tags: "eleições" },
  ].entries()) {
    await insertFakeNews(db, { titulo: `Checagem ${index}`, ...values });
  }
  await db
    .insertInto("sugestoes")
    .values({
      codigo_hash: "a",
      texto: "Corrente",
      plataforma: "whatsapp",
      grupo: "texto:a",
      estado: "verificada",
      uf: "PA",
      created_at: "2026-10-05T10:00:00.000Z",
      updated_at: "2026-10-09T16:00:00.000Z",
      respondida_em: "2026-10-05T16:00:00.000Z",
    })
    .execute();

  renderPage(db, dadosPage, "/dados", "/dados?de=2026-10-01&ate=2026-10-31&uf=pa");

  await pageHeading();
  const filters = screen.getByRole("form", { name: "Filtrar o painel" });
  // The shared fold of the lists' filters, open while filters are in use; it counts them.
  const fold = filters.closest("details")!;
  expect(fold.open).toBe(true);
  expect(fold.querySelector("summary")!.textContent).toBe("Filtrar3 (filtros em uso: 3)");
  expect(within(filters).getByLabelText<HTMLSelectElement>("Estado").value).toBe("pa");
  expect(within(filters).getByLabelText<HTMLInputElement>("De").value).toBe("2026-10-01");

  const mensal = screen.getByRole("region", { name: "Checagens por mês e veredito" });
  expect(mensal.textContent).toContain(
    "Em outubro de 2026, 67% das checagens foram desmentidas (2 de 3).",
  );
  expect(within(mensal).getByRole("img").getAttribute("aria-label")).toMatch(
    /^Gráfico de barras empilhadas/,
  );
  expect(
    within(mensal)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent),
  ).toEqual(["Mês", "Falso", "Verificada", "Desmentida", "Total"]);
  expect(within(mensal).getByRole("link", { name: /CSV/ }).getAttribute("href")).toBe(
    "/dados/checagens-por-mes.csv?uf=pa&de=2026-10-01&ate=2026-10-31",
  );

  const estados = screen.getByRole("region", { name: "Checagens por estado" });
  expect(
    within(estados).getByRole("link", { name: "Pará, checagens: 3" }).getAttribute("href"),
  ).toBe("/local/pa");
  expect(within(estados).getByRole("link", { name: "Acre, checagens: 0" })).toBeTruthy();
  expect(estados.textContent).toContain("os nove estados da Amazônia Legal somam 100%");

  const temas = screen.getByRole("region", { name: "Os dez temas mais checados" });
  expect(
    within(within(temas).getByRole("list", { name: "Os dez temas mais checados" }))
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]),
  ).toEqual([
    ["clima", "/tema/clima"],
    ["saúde", "/tema/saude"],
  ]);

  const sugestoes = screen.getByRole("region", {
    name: "Sugestões recebidas por semana e plataforma",
  });
  expect(sugestoes.textContent).toContain(
    "O observatório recebeu 1 sugestões de leitores no período, a maior parte por WhatsApp. Metade das sugestões respondidas teve resposta em até 6 horas (mediana de 1 respostas).",
  );
});

test("a bad filter is named and left out, and an empty period says there is nothing to show", async () => {
  renderPage(database().db, dadosPage, "/dados", "/dados?uf=xx&de=2030-01-01");

  await pageHeading();
  expect(screen.getByRole("status").textContent).toContain(
    "o estado pedido não é a sigla de um estado brasileiro;",
  );
  // A named bad filter keeps the fold open, beside the link that clears the address.
  const filters = screen.getByRole("form", { name: "Filtrar o painel" });
  expect(filters.closest("details")!.open).toBe(true);
  expect(within(filters).getByRole("link", { name: "Limpar filtros" }).getAttribute("href")).toBe(
    "/dados",
  );
  expect(screen.getByText("Nenhuma checagem publicada com estes filtros.")).toBeTruthy();
  expect(screen.getByText("Nenhuma sugestão de leitor recebida com estes filtros.")).toBeTruthy();
});

test("the map's paths are redrawn in absolute whole units, without points that round onto the last or lie on a straight run", () => {
  expect(wholeUnitPath("m 10,10 2,0 0.2,0.1 z m 4,4 1.6,1 z", 1)).toBe(
    "M10 10 12 10ZM14 14 16 15Z",
  );
  // The middle point of a straight run is left out.
  expect(wholeUnitPath("m 0,0 1,1 1,1 0,3 z", 1)).toBe("M0 0 2 2 2 5Z");
  expect(wholeUnitPath("m 10,10 4,2 z", 0.5)).toBe("M5 5 7 6Z");
});

test("over a long period the monthly and weekly charts show their last rows and say the CSV holds all", async () => {
  const db = database().db;
  // Thirty months of checks and forty weeks of tips: more than a phone's page should carry.
  for (let month = 0; month < 30; month += 1) {
    const day = new Date(Date.UTC(2024, month, 10)).toISOString().slice(0, 10);
    await insertFakeNews(db, { titulo: `Checagem ${month}`, data_verificacao: day });
  }
  for (let week = 0; week < 40; week += 1) {
    const created = new Date(Date.UTC(2025, 0, 6 + week * 7, 12)).toISOString();
    await db
      .insertInto("sugestoes")
      .values({
        codigo_hash: `s${week}`,
        texto: `Corrente ${week}`,
        plataforma: "whatsapp",
        grupo: `texto:${week}`,
        estado: "recebida",
        created_at: created,
        updated_at: created,
      })
      .execute();
  }

  renderPage(db, dadosPage, "/dados", "/dados");

  await pageHeading();
  const mensal = screen.getByRole("region", { name: "Checagens por mês e veredito" });
  expect(mensal.textContent).toContain(
    "O gráfico e a tabela mostram os últimos 24 meses do período; o arquivo CSV traz todos os 30.",
  );
  const months = within(mensal)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);
  expect(months).toHaveLength(24);
  expect(months.at(-1)).toBe("junho de 2026");
  expect(within(mensal).getByRole("img").getAttribute("aria-label")).toContain(
    "de julho de 2024 a junho de 2026",
  );

  const sugestoes = screen.getByRole("region", {
    name: "Sugestões recebidas por semana e plataforma",
  });
  expect(sugestoes.textContent).toContain(
    "O gráfico e a tabela mostram as últimas 26 semanas do período; o arquivo CSV traz todas as 40.",
  );
  expect(within(sugestoes).getAllByRole("rowheader")).toHaveLength(26);
  // The reading still counts the whole period.
  expect(sugestoes.textContent).toContain("recebeu 40 sugestões");
});
