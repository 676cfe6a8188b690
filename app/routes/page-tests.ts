import { screen } from "@testing-library/react";
import type { Kysely } from "kysely";
import { expect } from "vitest";
import { FakeNewsInputSchema } from "#server/api/fake-news/schema.ts";
import { createFakeNews } from "#server/api/fake-news/service.ts";
import { NoticiaInputSchema } from "#server/api/noticias/schema.ts";
import { createNoticia } from "#server/api/noticias/service.ts";
import type { Database } from "#server/db/schema.ts";
import { breakTables } from "#tests/helpers/broken-site.ts";
import {
  freshDatabasePerTest,
  pageHeading,
  renderPage,
  type PageModule,
} from "#tests/helpers/page-stub.tsx";

/*
 * What the public pages' route tests share: a fresh database per test, items published
 * through the services the editors use, and the generic error a page shows when its
 * tables cannot be read. Only tests import this module.
 */

const EDITOR = { nome: "Editora" };

/** A page's route module with the route's path, rendered by `renderPage`. */
type PageRoute = { page: PageModule; path: string };

/** Publishes through the editors' service: `defaults`, then the test's own fields. */
function publisher<Input, Item>(
  db: () => Kysely<Database>,
  schema: { parse: (value: unknown) => Input },
  create: (db: Kysely<Database>, input: Input, editor: typeof EDITOR) => Promise<Item>,
  defaults: Record<string, unknown>,
) {
  return (fields: Record<string, unknown> = {}) =>
    create(db(), schema.parse({ ...defaults, ...fields }), EDITOR);
}

export function pageTests() {
  const database = freshDatabasePerTest();
  const db = (): Kysely<Database> => database().db;
  /** Renders the page at `url` after the tables it reads were renamed away. */
  async function renderWithBrokenTables({ page, path }: PageRoute, url: string, tables: string[]) {
    await breakTables(db(), tables);
    renderPage(db(), page, path, url);
  }
  return {
    database,
    /** A published news item: a complete one unless `fields` says otherwise. */
    publishNoticia: publisher(db, NoticiaInputSchema, createNoticia, {
      titulo: "Boato sobre a vacina",
      lead: "<p>O <strong>lead</strong> da notícia.</p>",
      conteudo: "<p>O corpo.</p>",
      fontes: ["Ministério da Saúde"],
    }),
    /** A published fact-check: a complete one unless `fields` says otherwise. */
    publishFakeNews: publisher(db, FakeNewsInputSchema, createFakeNews, {
      titulo: "Chá cura a doença",
      lead: "<p>Circula nas redes.</p>",
      conteudo: "<p>Não há estudo que mostre isso.</p>",
      fontes: ["Fiocruz"],
      verdades: ["Nenhum chá cura a doença."],
      status: "desmentida",
      data_verificacao: "2026-03-14",
    }),
    renderWithBrokenTables,
    /** Renders `url` with `tables` broken and checks the generic error page (500). */
    async expectGenericError(route: PageRoute, url: string, tables: string[]) {
      await renderWithBrokenTables(route, url, tables);

      expect((await pageHeading()).textContent).toBe("Algo deu errado");
      expect(screen.getByText("Erro 500").tagName).toBe("P");
    },
  };
}
