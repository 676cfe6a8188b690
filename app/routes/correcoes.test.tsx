import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { CorrecaoInputSchema } from "#server/api/correcoes/schema.ts";
import { createCorrecao, recordVerdictChange } from "#server/api/correcoes/service.ts";
import { breakTables } from "#tests/helpers/broken-site.ts";
import { expectLoggedErrors, LOADED, pageHeading, renderPage } from "#tests/helpers/page-stub.tsx";
import * as correcoesPage from "./correcoes.tsx";
import * as fakeNewsDetailPage from "./fake-news-detail.tsx";
import * as noticiaPage from "./noticia.tsx";
import { pageTests } from "./page-tests.ts";

/*
 * The corrections box of an item's page and the page /correcoes, rendered from their
 * route modules against a real database of their own.
 */

const { database, publishNoticia, publishFakeNews } = pageTests();

function correct(tipo: "noticia" | "fake-news", id: number, data: string, erro = "Erro") {
  return createCorrecao(
    database().db,
    tipo,
    id,
    CorrecaoInputSchema.parse({ data, erro, mudanca: `Mudança de ${data}` }),
  );
}

test("/correcoes says so when nothing was corrected", async () => {
  renderPage(database().db, correcoesPage, "/correcoes", "/correcoes");

  expect((await pageHeading()).textContent).toBe("Correções");
  expect(screen.getByText("Nenhuma correção publicada até agora.").tagName).toBe("P");
});

test("/correcoes lists public items' corrections newest first, twelve per page", async () => {
  const noticia = await publishNoticia();
  const hidden = await publishFakeNews({ status: "em_analise", titulo: "Em análise" });
  await correct("fake-news", hidden.id, "2026-05-30T10:00:00Z");
  for (let day = 1; day <= 13; day += 1) {
    await correct("noticia", noticia.id, `2026-05-${String(day).padStart(2, "0")}T10:00:00Z`);
  }

  renderPage(database().db, correcoesPage, "/correcoes", "/correcoes");

  await pageHeading();
  // The first list of the page is the corrections'; the pagination's comes after it.
  const [list] = within(screen.getByRole("main")).getAllByRole("list");
  const items = within(list!).getAllByRole("listitem");
  const texts = items.map((item) => item.textContent ?? "");
  expect(texts).toHaveLength(12);
  expect(texts[0]).toContain("Mudança de 2026-05-13T10:00:00Z");
  expect(texts[11]).toContain("Mudança de 2026-05-02T10:00:00Z");
  expect(texts.some((text) => text.includes("Em análise"))).toBe(false);
  expect(
    within(items[0]!).getByRole("link", { name: "Boato sobre a vacina" }).getAttribute("href"),
  ).toBe(`/noticia/${noticia.id}`);
  expect(screen.getByRole("link", { name: /próxima/i }).getAttribute("href")).toBe(
    "/correcoes?pagina=2",
  );
});

test("a corrected fact-check shows every correction under its title, with the verdicts", async () => {
  const item = await publishFakeNews({ status: "em_analise" });
  await database()
    .db.transaction()
    .execute((trx) =>
      recordVerdictChange(trx, item.id, { status: "desmentida" }, "2026-05-02T12:00:00.000Z"),
    );
  await correct("fake-news", item.id, "2026-05-01T12:00:00Z", "O ano estava errado.");

  renderPage(database().db, fakeNewsDetailPage, "/fake-news/:id", `/fake-news/${item.id}`);

  await pageHeading();
  const box = await screen.findByRole("region", { name: "Correções" }, LOADED);
  const entries = within(box)
    .getAllByRole("listitem")
    .map((entry) => entry.textContent);
  expect(entries[0]).toContain("Veredito: Em Análise → Desmentida");
  expect(entries[1]).toContain("O que estava errado: O ano estava errado.");
  expect(within(box).getByRole("link").getAttribute("href")).toBe("/politica-de-correcoes");
});

test("an item's page goes without the box when the corrections cannot be read", async () => {
  const logged = expectLoggedErrors();
  const noticia = await publishNoticia();
  await breakTables(database().db, ["correcoes"]);

  renderPage(database().db, noticiaPage, "/noticia/:id", `/noticia/${noticia.id}`);

  expect((await pageHeading()).textContent).toBe("Boato sobre a vacina");
  expect(screen.queryByRole("region", { name: /^Correç/ })).toBeNull();
  expect(logged()).toContain("the corrections could not be read");
});
