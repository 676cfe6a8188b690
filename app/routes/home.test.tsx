import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { insertFakeNews } from "#tests/helpers/content-rows.ts";
import { renderPage } from "#tests/helpers/page-stub.tsx";
import * as homePage from "./home.tsx";
import { pageTests } from "./page-tests.ts";

const { database } = pageTests();

/** What the badge of the home page's fact-check card titled `titulo` says. */
async function badgeOf(titulo: string): Promise<string | null | undefined> {
  const card = (await screen.findByRole("link", { name: titulo }, { timeout: 10_000 })).closest(
    "article",
  );
  return card?.querySelector(".status-badge")?.textContent;
}

test("a fact-check card on the home page names its rating, or its status without one", async () => {
  const db = database().db;
  await insertFakeNews(db, { titulo: "Vídeo de enchente é de 2014", rotulo: "fora-de-contexto" });
  await insertFakeNews(db, { titulo: "Ponte caiu em Marabá" });

  renderPage(db, homePage, "/", "/");

  expect(await badgeOf("Vídeo de enchente é de 2014")).toBe("Fora de contexto");
  expect(await badgeOf("Ponte caiu em Marabá")).toBe("Desmentida");
});
