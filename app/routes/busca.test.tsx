import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { insertFakeNews } from "#tests/helpers/content-rows.ts";
import { freshDatabasePerTest, pageHeading, renderPage } from "#tests/helpers/page-stub.tsx";
import * as buscaPage from "./busca.tsx";
import { pageNumbers, searchHref, segments } from "./busca.server.ts";
import * as repositorioPage from "./repositorio.tsx";

const database = freshDatabasePerTest();
const now = "2026-11-20T10:00:00.000Z";

async function storeNoticia(titulo: string) {
  await database()
    .db.insertInto("noticias")
    .values({
      titulo,
      lead: "<p>Abertura.</p>",
      conteudo: "<p>Corpo.</p>",
      data_publicacao: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

test("every public page's header has a labelled GET form that searches at /busca", async () => {
  renderPage(database().db, repositorioPage, "/repositorio", "/repositorio");
  await pageHeading();

  const field = screen.getByRole("searchbox", { name: "Buscar no site" });
  const form = field.closest("form");
  expect(form?.getAttribute("method")).toBe("get");
  expect(form?.getAttribute("action")).toBe("/busca");
  expect(field.getAttribute("name")).toBe("q");
});

test("a filter or page number that does not parse is left out rather than refused", async () => {
  await storeNoticia("Cheia histórica do Madeira");

  renderPage(database().db, buscaPage, "/busca", "/busca?q=cheia&tipo=video&status=x&pagina=abc");

  expect((await pageHeading()).textContent).toBe("Busca: cheia");
  expect(
    screen.getByRole("link", { name: "Cheia histórica do Madeira" }).getAttribute("href"),
  ).toBe("/noticia/1");
  expect(screen.getByText("Cheia").tagName).toBe("MARK");
});

test("a title that looks like markup is shown as text, with its matched word marked", async () => {
  await storeNoticia('<img src="x" onerror="alert(1)"> Golpe do Pix');

  renderPage(database().db, buscaPage, "/busca", "/busca?q=golpe");

  expect((await pageHeading()).textContent).toBe("Busca: golpe");
  expect(screen.getByText("Golpe").tagName).toBe("MARK");
  expect(document.querySelector("main img")).toBeNull();
  expect(document.querySelector(".busca-result__title")?.textContent).toBe(
    '<img src="x" onerror="alert(1)"> Golpe do Pix',
  );
});

test("a fact-check found names its rating, as its card on the list does", async () => {
  await insertFakeNews(database().db, { titulo: "Foto de queimada é antiga", rotulo: "montagem" });
  await insertFakeNews(database().db, { titulo: "Queimada em Altamira", status: "em_analise" });

  renderPage(database().db, buscaPage, "/busca", "/busca?q=queimada");

  await pageHeading();
  const badges = [...document.querySelectorAll(".busca-result")].map((result) => [
    result.querySelector(".busca-result__title")?.textContent,
    result.querySelector(".status-badge")?.textContent,
  ]);
  expect(badges.sort()).toEqual([
    ["Foto de queimada é antiga", "Montagem"],
    ["Queimada em Altamira", "Em apuração"],
  ]);
});

test("the header's field shows the words searched for on the results page", async () => {
  renderPage(database().db, buscaPage, "/busca", "/busca?q=jabuticaba");

  await pageHeading();
  expect(
    (screen.getByRole("searchbox", { name: "Buscar no site" }) as HTMLInputElement).value,
  ).toBe("jabuticaba");
});

test("page links show the first, the last and two pages either side of the current one", () => {
  expect(pageNumbers(1, 1)).toEqual([1]);
  expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
  expect(pageNumbers(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
});

test("a page's address keeps the words and filters and leaves out page 1", () => {
  expect(searchHref({ q: "água & luz", tipo: "fake-news", status: null }, 1)).toBe(
    "/busca?q=%C3%A1gua+%26+luz&tipo=fake-news",
  );
  expect(searchHref({ q: "a", tipo: null, status: "verificada" }, 3)).toBe(
    "/busca?q=a&status=verificada&pagina=3",
  );
});

test("highlight offsets cut a text into plain and marked pieces", () => {
  expect(
    segments("Vacinas e vacina", [
      [0, 7],
      [10, 16],
    ]),
  ).toEqual([
    { text: "Vacinas", mark: true },
    { text: " e ", mark: false },
    { text: "vacina", mark: true },
  ]);
});
