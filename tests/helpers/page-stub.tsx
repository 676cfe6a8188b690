import { cleanup, render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, RouterContextProvider } from "react-router";
import type { Kysely } from "kysely";
import { vi } from "vitest";
import { servicesContext } from "#app/context.ts";
import * as publicLayout from "#app/routes/public-layout.tsx";
import { getI18n } from "#app/i18n/instance.ts";
import { getMessages } from "#app/i18n/resources.ts";
import type { Database } from "#server/db/schema.ts";
import { testConfig } from "./test-config.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";
import { testResource } from "./test-resource.ts";

/** The parts of a route module a page needs to render in a test router. */
export type PageModule = {
  loader?: (args: never) => unknown;
  default: ComponentType<never>;
  ErrorBoundary?: ComponentType;
};

/** The router context the host gives loaders, with this database. */
export function servicesFor(db: Kysely<Database>): RouterContextProvider {
  return new RouterContextProvider(new Map([[servicesContext, { db, config: testConfig() }]]));
}

/**
 * Renders a public page's route module (loader, component, error boundary) at `url`
 * inside the public layout, in Portuguese, with its loader reading this database: the
 * page as the server would build it, without starting one.
 */
export function renderPage(
  db: Kysely<Database>,
  page: PageModule,
  path: string,
  url: string,
): void {
  // The server renders these pages with their data: there is no loading state.
  const HydrateFallback = () => null;
  const Stub = createRoutesStub(
    [
      {
        // The id the layout's error boundary looks its data up by.
        id: "routes/public-layout",
        loader: publicLayout.loader,
        Component: publicLayout.default as ComponentType,
        ErrorBoundary: publicLayout.ErrorBoundary,
        HydrateFallback,
        children: [
          {
            path,
            loader: page.loader as never,
            Component: page.default as ComponentType,
            ErrorBoundary: page.ErrorBoundary,
            HydrateFallback,
          },
        ],
      },
    ],
    servicesFor(db),
  );
  render(
    <I18nextProvider i18n={getI18n("pt", getMessages("pt"))}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

/**
 * A fresh migrated database for each test of the file, removed (with what the test
 * rendered) after it. Read it through the returned function, inside the tests.
 */
export function freshDatabasePerTest(): () => TestDatabase {
  return testResource("each", createTestDatabase, async (database) => {
    cleanup();
    await database.cleanup();
  });
}

/** Lets the failures a loader logs through, and hands back the first argument of each. */
export function expectLoggedErrors(): () => string[] {
  const logged = vi.mocked(console.error).mockImplementation(() => {});
  return () => logged.mock.calls.map((args) => String(args[0]));
}

/** Loaders read a real database: on a busy machine that takes longer than findBy's 1 s. */
export const LOADED = { timeout: 10_000 };

/** The page's heading, once its loader has answered. */
export const pageHeading = () => screen.findByRole("heading", { level: 1 }, LOADED);

/**
 * The page links under a public list as a reader meets them: the position ("Página 2 de
 * 2"), then each link's name and address, the page on screen marked "(current)".
 */
export function listPagination(): { position: string; links: string[] } {
  const pages = screen.getByRole("navigation", { name: "Páginas da lista" });
  return {
    position: pages.querySelector("p")?.textContent ?? "",
    links: within(pages)
      .getAllByRole("link")
      .map((link) => {
        const name = link.getAttribute("aria-label") ?? link.textContent;
        const current = link.getAttribute("aria-current") === "page" ? " (current)" : "";
        return `${name} → ${link.getAttribute("href")}${current}`;
      }),
  };
}

/** Where the one link inside `scope` goes, or the link named `name` when there are more. */
export function linkHref(scope: Element | undefined, name?: string | RegExp): string | null {
  if (!scope) throw new Error("no element to look for the link in");
  return within(scope as HTMLElement)
    .getByRole("link", name === undefined ? {} : { name })
    .getAttribute("href");
}
