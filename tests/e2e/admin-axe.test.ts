import { expect, inject, test } from "vitest";
import { axeViolations, type AxeViolation } from "#tests/helpers/axe.ts";
import { openWithSession } from "#tests/helpers/admin-editor.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { loginToken } from "#tests/helpers/site-api.ts";

// Every admin page, as an administrador sees it once it has loaded, leaves axe-core nothing
// to report, of any impact, on a phone and on a desktop.
const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

const PAGES = [
  "/admin",
  "/admin/sobre",
  "/admin/paginas/metodologia",
  "/admin/paginas/politica-de-correcoes",
  "/admin/paginas/transparencia",
  "/admin/subprojetos",
  "/admin/repositorio",
  "/admin/equipe",
  "/admin/noticias",
  "/admin/fake-news",
  "/admin/newsletters",
  "/admin/sugestoes",
  "/admin/contato",
  "/admin/rodape",
  "/admin/contas",
  "/admin/registro",
  "/admin/caixa-saida",
  "/admin/minha-conta",
];

test.each([390, 1280])(
  "axe-core finds nothing on any admin page at %i px",
  async (width) => {
    const page = await newPage({ viewport: { width, height: 844 } });
    const token = await loginToken(baseUrl);
    const found: Record<string, AxeViolation[]> = {};
    for (const [index, pathname] of PAGES.entries()) {
      // The tab keeps the session the first page was given, as an editor's tab does.
      if (index === 0) await openWithSession(page, baseUrl, pathname, token);
      else await page.goto(`${baseUrl}${pathname}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(new URL(page.url()).pathname, "the page itself, not the login form").toBe(pathname);
      await expect.poll(() => page.getByText("Carregando...").count()).toBe(0);
      const violations = await axeViolations(page);
      if (violations.length > 0) found[pathname] = violations;
    }
    expect(found).toEqual({});
  },
  120_000,
);
