import fs from "node:fs";
import path from "node:path";
import { expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { openWithSession } from "#tests/helpers/admin-editor.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { loginToken } from "#tests/helpers/site-api.ts";
import { ROOT } from "#tests/helpers/site-process.ts";
import { E2E_ADMIN } from "#tests/setup/e2e-global-setup.ts";

const baseUrl = inject("baseUrl");
const INACTIVITY_MS = 30 * 60 * 1000;
/** The name the start-up administrator gets: the local part of its e-mail. */
const ADMIN_NAME = "editora";
const AREAS = [
  ["Sobre o Projeto", "/admin/sobre"],
  ["Metodologia", "/admin/paginas/metodologia"],
  ["Política de correções", "/admin/paginas/politica-de-correcoes"],
  ["Transparência", "/admin/paginas/transparencia"],
  ["Subprojetos", "/admin/subprojetos"],
  ["Repositório", "/admin/repositorio"],
  ["Equipe", "/admin/equipe"],
  ["Notícias", "/admin/noticias"],
  ["Fake News", "/admin/fake-news"],
  ["Newsletters", "/admin/newsletters"],
  ["Sugestões de checagem", "/admin/sugestoes"],
  ["Contato", "/admin/contato"],
  ["Rodapé", "/admin/rodape"],
  // An administrator's: other roles see fewer (admin-contas.test.ts).
  ["Contas", "/admin/contas"],
  ["Registro", "/admin/registro"],
  ["E-mails", "/admin/caixa-saida"],
] as const;

const { newPage } = useBrowser();

function verify(token: string) {
  return fetch(`${baseUrl}/api/auth/verify`, { headers: { authorization: `Bearer ${token}` } });
}

/** Puts a live session in the tab's session storage, then opens `path`. */
async function openSignedIn(page: Page, pathname = "/admin"): Promise<string> {
  // A token made through the API, as a login fixture: no form round trip.
  const token = await loginToken(baseUrl);
  await openWithSession(page, baseUrl, pathname, token);
  await panelHeading(page).waitFor();
  return token;
}

const panelHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: "Painel administrativo" });

const storedSession = (page: Page) =>
  page.evaluate(() => [sessionStorage.getItem("token"), sessionStorage.getItem("isAdmin")]);

/** The login button is enabled once the page can send the form itself. */
async function loginForm(page: Page) {
  const submit = page.getByRole("button", { name: "Entrar" });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  return {
    email: page.getByLabel("E-mail"),
    password: page.getByLabel("Senha"),
    submit,
  };
}

test("admin pages are a neutral, unindexed shell on the server", async () => {
  const response = await fetch(`${baseUrl}/admin`);
  const html = await response.text();

  expect(response.status).toBe(200);
  expect(response.headers.get("x-robots-tag")).toBe("noindex");
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).not.toContain('rel="canonical"');
  expect(html).toContain("Verificando sessão...");
  expect(html).not.toContain("Conectado como");

  const login = await fetch(`${baseUrl}/admin/login`);
  expect(login.headers.get("x-robots-tag")).toBe("noindex");
  expect(await login.text()).toContain('<meta name="robots" content="noindex"/>');
});

test("/admin without a session goes to the login page, and back to /admin after logging in", async () => {
  const page = await newPage();

  await page.goto(`${baseUrl}/admin`);

  await page.waitForURL(`${baseUrl}/admin/login?redirectTo=%2Fadmin`);
  const form = await loginForm(page);
  await form.email.fill(E2E_ADMIN.email);
  await form.password.fill(E2E_ADMIN.password);
  await form.submit.click();

  await page.waitForURL(`${baseUrl}/admin`);
  await panelHeading(page).waitFor();
  const [token, isAdmin] = await storedSession(page);
  expect(isAdmin).toBe("true");
  expect((await verify(token ?? "")).status).toBe(200);
});

test("a wrong password shows the API's message and keeps the e-mail", async () => {
  const page = await newPage();
  await page.goto(`${baseUrl}/admin/login`);
  const form = await loginForm(page);

  await form.email.fill(E2E_ADMIN.email);
  await form.password.fill("uma senha errada");
  await form.submit.click();

  // The server checks a wrong password against a deliberately slow hash: on a busy
  // machine the answer takes seconds, longer than a poll's default second.
  await expect
    .poll(() => page.getByRole("alert").textContent(), { timeout: 15_000 })
    .toContain("E-mail ou senha incorretos.");
  expect(await form.email.inputValue()).toBe(E2E_ADMIN.email);
  expect(await form.password.inputValue()).toBe("");
  expect(page.url()).toBe(`${baseUrl}/admin/login`);
  expect(await storedSession(page)).toEqual([null, null]);
});

test("without JavaScript the login page says it needs it and never sends the password in a URL", async () => {
  const page = await newPage({ javaScriptEnabled: false });

  await page.goto(`${baseUrl}/admin/login`);

  // Playwright's text locators skip <noscript>, so the notice is found by its element.
  const notice = page.locator("noscript .admin-notice");
  expect(await notice.isVisible()).toBe(true);
  expect(await notice.textContent()).toBe(
    "O painel administrativo precisa de JavaScript. Ative-o no navegador e recarregue.",
  );
  expect(await page.getByRole("button", { name: "Entrar" }).isDisabled()).toBe(true);
  expect(await page.locator("form").getAttribute("method")).toBe("post");
});

test("the panel shows the editor's name, a link to every area and Sair", async () => {
  const page = await newPage();

  await openSignedIn(page);

  expect(await page.getByText(`Olá, ${ADMIN_NAME}.`).isVisible()).toBe(true);
  expect(await page.getByText(`Conectado como ${ADMIN_NAME}`).isVisible()).toBe(true);
  const areas = page.getByRole("navigation", { name: "Áreas do site" });
  expect(await areas.getByRole("link").count()).toBe(AREAS.length);
  for (const [name, href] of AREAS) {
    expect(await areas.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
  }
  expect(await page.getByRole("button", { name: "Sair" }).isVisible()).toBe(true);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
});

test("Sair clears the session here and the old token is refused by the server", async () => {
  const page = await newPage();
  const token = await openSignedIn(page);

  await page.getByRole("button", { name: "Sair" }).click();

  await page.waitForURL(`${baseUrl}/admin/login`);
  await expect
    .poll(() => page.getByText("Você saiu do painel administrativo.").isVisible())
    .toBe(true);
  expect(await storedSession(page)).toEqual([null, null]);
  expect((await verify(token)).status).toBe(401);
});

test("30 minutes without activity log the editor out", async () => {
  const page = await newPage();
  await page.clock.install();
  const token = await openSignedIn(page);

  await page.clock.fastForward(INACTIVITY_MS);

  await page.waitForURL(`${baseUrl}/admin/login?redirectTo=%2Fadmin`);
  await page
    .getByText(
      "Sua sessão foi encerrada após 30 minutos sem atividade. Entre novamente para continuar.",
    )
    .waitFor();
  expect(await storedSession(page)).toEqual([null, null]);
  await expect.poll(async () => (await verify(token)).status).toBe(401);
});

test("moving the mouse before 30 minutes keeps the session, counted from the last activity", async () => {
  const page = await newPage();
  await page.clock.install();
  await openSignedIn(page);

  // Before the warning two minutes ahead: once it shows, only its button keeps the session.
  await page.clock.fastForward(INACTIVITY_MS - 3 * 60_000);
  await page.mouse.move(40, 40);
  await page.mouse.move(120, 160);
  await page.clock.fastForward(INACTIVITY_MS - 60_000);

  expect(page.url()).toBe(`${baseUrl}/admin`);
  expect(await panelHeading(page).isVisible()).toBe(true);
  expect((await storedSession(page))[1]).toBe("true");

  await page.clock.fastForward(2 * 60_000);

  await page.waitForURL(`${baseUrl}/admin/login?redirectTo=%2Fadmin`);
});

test("the login page and the panel have no serious accessibility violations", async () => {
  const page = await newPage();
  await page.goto(`${baseUrl}/admin/login`);
  await loginForm(page);

  expect(await seriousAxeViolations(page)).toEqual([]);

  await openSignedIn(page);

  expect(await seriousAxeViolations(page)).toEqual([]);
});

type ManifestRoute = {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  hasDefaultExport: boolean;
  module: string;
  imports?: string[];
  css?: string[];
};
type BrowserManifest = {
  entry: { module: string; imports: string[]; css: string[] };
  routes: Record<string, ManifestRoute>;
};

/** The route manifest of the build under test: which files each route loads. */
function readManifest(): BrowserManifest {
  const assets = path.join(ROOT, "build", "client", "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("no route manifest in build/client/assets");
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(
    source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1),
  ) as BrowserManifest;
}

const filesOf = (route: { module: string; imports?: string[]; css?: string[] }) => [
  route.module,
  ...(route.imports ?? []),
  ...(route.css ?? []),
];

/** The URL of a page route, built from its own and its parents' paths; undefined if it has parameters. */
function routeUrl(manifest: BrowserManifest, route: ManifestRoute): string | undefined {
  const segments: string[] = [];
  for (let current: ManifestRoute | undefined = route; current;) {
    if (current.path) segments.unshift(current.path);
    current = current.parentId ? manifest.routes[current.parentId] : undefined;
  }
  const url = `/${segments.join("/")}`;
  return /[:*]/.test(url) ? undefined : url;
}

test("public pages load no admin or editor code", async () => {
  const manifest = readManifest();
  const routes = Object.values(manifest.routes);
  const isAdmin = (route: ManifestRoute) => route.id.startsWith("routes/admin/");
  const publicFiles = new Set([
    ...filesOf(manifest.entry),
    ...routes.filter((route) => !isAdmin(route)).flatMap(filesOf),
  ]);
  const adminOnly = new Set(
    routes
      .filter(isAdmin)
      .flatMap(filesOf)
      .filter((file) => !publicFiles.has(file)),
  );
  expect([...adminOnly].some((file) => file.includes("/session-"))).toBe(true);
  // Stylesheets come from the routes' links, not from the manifest: read the admin one's
  // address from an admin page.
  const loginHtml = await (await fetch(`${baseUrl}/admin/login`)).text();
  const stylesheets = [
    ...loginHtml.matchAll(/<link [^>]*rel="stylesheet" [^>]*href="([^"]+)"/g),
  ].map((match) => match[1] ?? "");
  const adminCss = stylesheets.filter((href) => /\/admin-[^/]+\.css$/.test(href));
  expect(adminCss).toHaveLength(1);
  const publicPages = routes
    .filter((route) => !isAdmin(route) && route.hasDefaultExport && (route.path || route.index))
    .map((route) => routeUrl(manifest, route))
    .filter((url): url is string => url !== undefined);
  expect(publicPages).toEqual(expect.arrayContaining(["/", "/sobre", "/noticias", "/contato"]));
  const page = await newPage();
  const requested = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl) requested.add(url.pathname);
  });

  for (const pathname of publicPages) {
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: "networkidle" });
  }

  expect([...requested]).toEqual(expect.arrayContaining(["/", "/contato"]));
  // Public pages are sent without React and load no script file (decision 042); should
  // one be hydrated again, what it loads is checked below.
  const scripts = [...requested].filter((pathname) => pathname.endsWith(".js"));
  expect(
    [...requested].filter((pathname) => adminOnly.has(pathname) || adminCss.includes(pathname)),
  ).toEqual([]);
  // The rich-text editor is only ever imported by admin modules; whatever chunk it lands
  // in, no script a public page loads may contain it.
  for (const script of scripts) {
    const source = await (await fetch(`${baseUrl}${script}`)).text();
    expect({ script, editor: /ProseMirror|@tiptap|tiptap/i.test(source) }).toEqual({
      script,
      editor: false,
    });
  }
});
