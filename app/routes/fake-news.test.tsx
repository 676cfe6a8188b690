import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { insertFakeNews } from "#tests/helpers/content-rows.ts";
import { listPagination, pageHeading, renderPage, servicesFor } from "#tests/helpers/page-stub.tsx";
import * as fakeNewsPage from "./fake-news.tsx";
import { pageTests } from "./page-tests.ts";

/*
 * The filters of /fake-news (decision 041) as the page renders them; the API's side is
 * in server/api/fake-news/filter.test.ts, the visitor's journey in
 * tests/e2e/fake-news-filtros.test.ts.
 */

const { database } = pageTests();

const renderList = (url: string) => renderPage(database().db, fakeNewsPage, "/fake-news", url);

const cardTitles = () =>
  screen.queryAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

const form = () => screen.getByRole("form", { name: "Filtrar checagens" });

const selected = (label: string) =>
  (within(form()).getByLabelText(label) as HTMLSelectElement | HTMLInputElement).value;

async function insertArchive() {
  const db = database().db;
  await insertFakeNews(db, {
    titulo: "Vacina no Pará",
    status: "desmentida",
    tags: "Saúde",
    uf: "PA",
    data_verificacao: "2026-03-10",
  });
  await insertFakeNews(db, {
    titulo: "Chá no Amazonas",
    status: "verificada",
    tags: "Saúde, Plantas",
    uf: "AM",
    data_verificacao: "2026-05-02",
  });
  await insertFakeNews(db, {
    titulo: "Urna em Santarém",
    status: "desmentida",
    tags: "Eleições",
    uf: "PA",
    data_verificacao: "2026-08-01",
  });
  await insertFakeNews(db, {
    titulo: "Ainda em análise",
    status: "em_analise",
    tags: "Saúde, Rascunho",
    uf: "PA",
    data_verificacao: "2026-04-01",
  });
}

test("a filtered address shows only the entries it selects, with the form showing the choice", async () => {
  await insertArchive();

  renderList("/fake-news?status=desmentida&tema=saude&uf=pa&de=2026-01-01&ate=2026-06-30");

  expect((await pageHeading()).textContent).toBe("Fake News Verificadas");
  expect(cardTitles()).toEqual(["Vacina no Pará"]);
  expect(selected("Veredito")).toBe("desmentida");
  expect(selected("Tema")).toBe("saude");
  expect(selected("Estado")).toBe("pa");
  expect(selected("Verificada a partir de")).toBe("2026-01-01");
  expect(selected("Verificada até")).toBe("2026-06-30");
  expect(within(form()).getByRole("link", { name: "Limpar filtros" }).getAttribute("href")).toBe(
    "/fake-news",
  );
});

test("the form offers the public verdicts, the topics of public entries and the 27 states", async () => {
  await insertArchive();

  renderList("/fake-news");

  await pageHeading();
  const options = (label: string) =>
    within(within(form()).getByLabelText(label)).getAllByRole("option");
  expect(options("Veredito").map((option) => option.textContent)).toEqual([
    "Todos os vereditos",
    "Verificada",
    "Desmentida",
  ]);
  expect(
    options("Tema").map((option) => [option.textContent, option.getAttribute("value")]),
  ).toEqual([
    ["Todos os temas", ""],
    ["Eleições", "eleicoes"],
    ["Plantas", "plantas"],
    ["Saúde", "saude"],
  ]);
  expect(options("Estado")).toHaveLength(28);
  expect(options("Estado")[14]?.textContent).toBe("Pará");
  expect(options("Estado")[14]?.getAttribute("value")).toBe("pa");
  const filtrar = within(form()).getByRole("button", { name: "Filtrar" }) as HTMLButtonElement;
  expect([filtrar.type, filtrar.form]).toEqual(["submit", form()]);
  expect(within(form()).queryByRole("link", { name: "Limpar filtros" })).toBeNull();
  expect(form().getAttribute("method")).toBe("get");
  expect(form().getAttribute("action")).toBe("/fake-news");
});

test("a filtered list without results says so and offers to clear the filters", async () => {
  await insertArchive();

  renderList("/fake-news?status=verificada&uf=pa");

  expect((await screen.findByText("Nenhuma checagem corresponde a estes filtros.")).tagName).toBe(
    "P",
  );
  expect(cardTitles()).toEqual([]);
  expect(screen.queryByText("Nenhuma Fake News verificada ainda")).toBeNull();
  const empty = screen.getByText("Nenhuma checagem corresponde a estes filtros.")
    .parentElement as HTMLElement;
  expect(within(empty).getByRole("link", { name: "Limpar filtros" }).getAttribute("href")).toBe(
    "/fake-news",
  );
});

test("bad filter values are named and ignored, and the list uses the valid ones", async () => {
  await insertArchive();

  renderList("/fake-news?status=em_analise&uf=zz&tema=saude&de=2026-09-01&ate=2026-01-01");

  expect((await screen.findByText("Alguns filtros do endereço foram ignorados:")).tagName).toBe(
    "P",
  );
  const notice = screen.getByText("Alguns filtros do endereço foram ignorados:")
    .parentElement as HTMLElement;
  expect(
    within(notice)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual([
    "o veredito pedido não existe;",
    "o estado pedido não é a sigla de um estado brasileiro;",
    "a data inicial vem depois da data final;",
  ]);
  // Announced when it appears, and it ends by saying what the list below uses.
  expect(notice.getAttribute("role")).toBe("status");
  expect(notice.lastElementChild?.textContent).toBe(
    "A lista abaixo usa apenas os filtros válidos.",
  );
  expect(cardTitles()).toEqual(["Chá no Amazonas", "Vacina no Pará"]);
  expect(selected("Veredito")).toBe("");
  expect(selected("Tema")).toBe("saude");
  expect(selected("Verificada a partir de")).toBe("");
});

test("the page links of a filtered list keep its filters", async () => {
  const db = database().db;
  for (let day = 1; day <= 14; day += 1) {
    await insertFakeNews(db, {
      titulo: `Checagem ${day}`,
      uf: "AM",
      data_verificacao: `2026-03-${String(day).padStart(2, "0")}`,
    });
  }
  await insertFakeNews(db, { titulo: "Do Pará", uf: "PA", data_verificacao: "2026-03-20" });

  renderList("/fake-news?uf=am&pagina=2");

  await pageHeading();
  expect(cardTitles()).toEqual(["Checagem 2", "Checagem 1"]);
  expect(listPagination()).toEqual({
    position: "Página 2 de 2",
    links: [
      "Página anterior → /fake-news?uf=am",
      "Página 1 → /fake-news?uf=am",
      "Página 2 → /fake-news?uf=am&pagina=2 (current)",
    ],
  });
});

test("a form sent with empty fields is redirected to the address of the filters it chose", async () => {
  const load = (url: string) =>
    Promise.resolve(
      fakeNewsPage.loader({
        context: servicesFor(database().db),
        request: new Request(`http://localhost${url}`),
      } as never),
    ).catch((error: unknown) => error);

  const some = (await load("/fake-news?status=&tema=saude&uf=&de=&ate=")) as Response;
  const none = (await load("/fake-news?status=&tema=&uf=&de=&ate=")) as Response;

  expect(some.status).toBe(302);
  expect(some.headers.get("location")).toBe("/fake-news?tema=saude");
  expect(none.status).toBe(302);
  expect(none.headers.get("location")).toBe("/fake-news");
});
