import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import {
  insertDailyNoticias,
  insertFakeNews,
  insertNoticia,
  insertUnderReview,
} from "#tests/helpers/content-rows.ts";
import {
  linkHref,
  listPagination,
  pageHeading,
  renderPage,
  servicesFor,
} from "#tests/helpers/page-stub.tsx";
import * as localPage from "./local.tsx";
import { pageTests } from "./page-tests.ts";

const { database } = pageTests();

const cards = () =>
  within(within(screen.getByRole("main")).getAllByRole("list")[0] as HTMLElement).getAllByRole(
    "article",
  );

test("a state's page lists its news and public fact-checks together, newest first, each with its kind", async () => {
  const db = database().db;
  const noticia = await insertNoticia(db, {
    titulo: "Queimadas em Marabá",
    uf: "PA",
    municipio: "Marabá",
    data_publicacao: "2026-03-01T10:00:00.000Z",
  });
  const checagem = await insertFakeNews(db, {
    titulo: "Boato da água em Belém",
    uf: "PA",
    status: "desmentida",
    data_verificacao: "2026-03-05",
  });
  await insertUnderReview(db, { uf: "PA" });
  await insertNoticia(db, { titulo: "Notícia do Amazonas", uf: "AM" });

  renderPage(db, localPage, "/local/:uf", "/local/pa");

  expect((await pageHeading()).textContent).toBe("Pará");
  const [first, second] = cards();
  expect(cards()).toHaveLength(2);
  expect(within(first as HTMLElement).getByRole("heading").textContent).toBe(
    "Boato da água em Belém",
  );
  expect(within(first as HTMLElement).getByText("Notícia verificada").tagName).toBe("SPAN");
  expect(
    within(first as HTMLElement)
      .getByText("Desmentida")
      .closest(".status-badge")?.className,
  ).toBe("status-badge status-badge--desmentida");
  expect(linkHref(first)).toBe(`/fake-news/${checagem}`);
  expect(within(second as HTMLElement).getByText("Notícia").tagName).toBe("SPAN");
  expect(linkHref(second)).toBe(`/noticia/${noticia}`);
  expect(screen.queryByRole("navigation", { name: "Páginas da lista" })).toBeNull();
});

test("a state's list shows 12 per page with numbered links to the others", async () => {
  const db = database().db;
  await insertDailyNoticias(db, 14, { uf: "AM" });

  renderPage(db, localPage, "/local/:uf", "/local/am?pagina=2");

  expect((await pageHeading()).textContent).toBe("Amazonas");
  expect(cards().map((card) => within(card).getByRole("heading").textContent)).toEqual([
    "Notícia 2",
    "Notícia 1",
  ]);
  expect(listPagination()).toEqual({
    position: "Página 2 de 2",
    links: [
      "Página anterior → /local/am",
      "Página 1 → /local/am",
      "Página 2 → /local/am?pagina=2 (current)",
    ],
  });
});

test("a state nothing concerns yet has its page, saying so", async () => {
  renderPage(database().db, localPage, "/local/:uf", "/local/ac");

  expect((await pageHeading()).textContent).toBe("Acre");
  const main = screen.getByRole("main");
  expect(within(main).queryAllByRole("article")).toEqual([]);
  expect(main.textContent).toContain("Ainda não há notícias nem checagens sobre este estado.");
});

test.each([
  ["/local/xx"],
  ["/local/am?pagina=2"],
  ["/local/am?pagina=abc"],
  ["/local/am?pagina=02"],
])("%s is not found", async (url) => {
  renderPage(database().db, localPage, "/local/:uf", url);

  expect((await pageHeading()).textContent).toBe("Página não encontrada");
});

test("a state's code in capitals redirects for good to its lower-case address", async () => {
  const thrown = await Promise.resolve(
    localPage.loader({
      params: { uf: "PA" },
      context: servicesFor(database().db),
      request: new Request("http://localhost/local/PA?pagina=2"),
    } as never),
  ).catch((error: unknown) => error);

  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(301);
  expect((thrown as Response).headers.get("location")).toBe("/local/pa?pagina=2");
});
