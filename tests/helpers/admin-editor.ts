import { afterAll, beforeAll, expect } from "vitest";
import type { Locator, Page, Request, Route } from "playwright-core";
import { E2E_ADMIN } from "../setup/e2e-global-setup.ts";
import { seriousAxeViolations, type AxeViolation } from "./axe.ts";
import { apiCall, deleteItems, loginToken } from "./site-api.ts";

/**
 * Opens an admin page without a session, logs in through the form it is sent to, and
 * waits until the browser is back on the page. Returns the session's token.
 */
export async function loginThroughForm(
  page: Page,
  baseUrl: string,
  pathname: string,
): Promise<string> {
  await page.goto(`${baseUrl}${pathname}`);
  await page.waitForURL(`${baseUrl}/admin/login?redirectTo=${encodeURIComponent(pathname)}`);
  const submit = page.getByRole("button", { name: "Entrar" });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await page.getByLabel("E-mail").fill(E2E_ADMIN.email);
  await page.getByLabel("Senha").fill(E2E_ADMIN.password);
  await submit.click();
  await page.waitForURL(`${baseUrl}${pathname}`);
  const token = await page.evaluate(() => sessionStorage.getItem("token"));
  if (!token) throw new Error("the login stored no token");
  return token;
}

/**
 * Opens an admin page in a tab that already holds the session `token`. The token is put in
 * the tab's session storage from the site's robots.txt, a document of the same origin
 * without scripts: from the login page, which loads the admin code first, each admin page
 * took about 0.3 s longer to open.
 */
export async function openWithSession(
  page: Page,
  baseUrl: string,
  pathname: string,
  token: string,
): Promise<void> {
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate((value) => {
    sessionStorage.setItem("token", value);
    sessionStorage.setItem("isAdmin", "true");
  }, token);
  await page.goto(`${baseUrl}${pathname}`);
}

/**
 * Answers the page's confirm and prompt dialogs in the order queued with `answer`: true
 * accepts, false dismisses, a string is typed into a prompt. `asked` lists the questions,
 * for assertions; a question nobody queued an answer for is dismissed.
 */
export function handleDialogs(page: Page) {
  const asked: string[] = [];
  const queue: (boolean | string)[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    const answer = queue.shift() ?? false;
    void (answer === false
      ? dialog.dismiss()
      : dialog.accept(typeof answer === "string" ? answer : undefined));
  });
  return {
    asked,
    answer(...answers: (boolean | string)[]) {
      queue.push(...answers);
    },
  };
}

/** The text assistive technology reads as the element's description (aria-describedby). */
export function description(locator: Locator): Promise<string> {
  return locator.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""))
      .filter(Boolean)
      .join(" "),
  );
}

/** The focused element's accessible text, or its tag when it has none. */
export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "body";
    return (active.textContent || active.getAttribute("aria-label") || active.tagName).trim();
  });
}

/**
 * Counts the requests with this method to this API path (e.g. "POST", "/api/equipe")
 * from now on.
 */
export function countRequests(page: Page, method: string, pathname: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === method && new URL(request.url()).pathname === pathname) count++;
  });
  return () => count;
}

/**
 * Serious and critical axe violations of an admin page. The rich-text toolbar's symbol
 * buttons (H1, Tx, 1.) are named by what they do, which axe reads as a visible label
 * missing from the name; WCAG's Understanding of 2.5.3 (Label in Name) exempts text used
 * as a symbol, like "B" for bold. They are recognised in the page, whatever selector axe
 * wrote for them (it writes longer ones when a form has two editors); anything else on
 * those buttons, and this rule anywhere else, still fails.
 */
export async function adminAxeViolations(page: Page): Promise<AxeViolation[]> {
  const result: AxeViolation[] = [];
  for (const violation of await seriousAxeViolations(page)) {
    if (violation.id !== "label-content-name-mismatch") {
      result.push(violation);
      continue;
    }
    const targets = await page.evaluate(
      (selectors) =>
        selectors.filter(
          (selector) => !document.querySelector(selector)?.closest(".rich-text__toolbar"),
        ),
      violation.targets,
    );
    if (targets.length > 0) result.push({ ...violation, targets });
  }
  return result;
}

/** Today's date in the browser's time zone (YYYY-MM-DD), as a date field's default. */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

/** A field's label as editors see it: a required field's ends with a star. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\*?$`);
}

/** A form field by its label, which ends with a "*" when the field is required. */
export function fieldByLabel(scope: Locator, label: string): Locator {
  return scope.getByLabel(fieldLabel(label));
}

/** Waits until the page's toasts say exactly `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.locator(".toast-region").textContent()).toBe(text);
}

/** Opens `pathname` of the site in another tab of the same browser profile. */
export async function openInNewTab(page: Page, baseUrl: string, pathname: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(`${baseUrl}${pathname}`);
  return tab;
}

/**
 * Opens an admin list page in a tab that already holds the session `token`, and waits
 * until the page's heading and its list (no longer "Carregando...") are on screen.
 */
export async function openLoadedList(
  page: Page,
  baseUrl: string,
  pathname: string,
  token: string,
  heading: string,
): Promise<void> {
  await openWithSession(page, baseUrl, pathname, token);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await page.getByRole("main").getByText("Carregando...").waitFor({ state: "hidden" });
}

/**
 * One session for the admin pages a test file opens: the first page logs in through the
 * form it is sent to, the later ones reuse that login's token. With `ready`, `open` waits
 * until that part of the page is on screen.
 */
export function sharedLogin(
  newPage: () => Promise<Page>,
  baseUrl: string,
  pathname: string,
  ready?: (page: Page) => Locator,
) {
  let token: string | undefined;
  return {
    async open(): Promise<Page> {
      const page = await newPage();
      if (token) await openWithSession(page, baseUrl, pathname, token);
      else token = await loginThroughForm(page, baseUrl, pathname);
      await ready?.(page).waitFor();
      return page;
    },
    /** The session's token, once the first page has logged in. */
    get token(): string | undefined {
      return token;
    },
  };
}

/**
 * What the test file of the admin list page at `/admin/<area>` shares: an API token taken
 * before its tests (every item whose `key` holds one of the values of `names` is deleted
 * through the API after them), the page's create button, the page opened in a new tab with
 * that session once its list is on screen, and the stored item found by its `key`.
 */
export function adminListPage<Item extends { id: number }>(options: {
  newPage: () => Promise<Page>;
  baseUrl: string;
  area: string;
  heading: string;
  createLabel: string;
  key: keyof Item & string;
  names: Record<string, string>;
}) {
  const { newPage, baseUrl, area, heading, createLabel, key, names } = options;
  const path = `/admin/${area}`;
  const api = `/${area}`;
  const mine = new Set<unknown>(Object.values(names));
  const isMine = (item: Item) => mine.has(item[key]);
  let token = "";
  beforeAll(async () => {
    token = await loginToken(baseUrl);
  });
  afterAll(() => deleteItems<Item>(baseUrl, token, api, isMine));
  const main = (page: Page) => page.getByRole("main");
  const createButton = (page: Page) => main(page).getByRole("button", { name: createLabel });
  const open = async (): Promise<Page> => {
    const page = await newPage();
    await openLoadedList(page, baseUrl, path, token, heading);
    return page;
  };
  /** The page opened as `open` does, with its create form opened by the create button. */
  const openCreate = async (): Promise<Page> => {
    const page = await open();
    await createButton(page).click();
    return page;
  };
  return {
    /** The API token, once the file's tests have started. */
    get token(): string {
      return token;
    },
    path,
    main,
    createButton,
    /**
     * The list page on screen offers its create button, is kept away from search engines
     * and has no serious accessibility problems.
     */
    async expectListControls(page: Page): Promise<void> {
      expect(await createButton(page).isVisible()).toBe(true);
      await expectUnindexedAndAccessible(page, baseUrl, path);
    },
    open,
    openCreate,
    /**
     * The create form opened as `openCreate` does, its fields read by `formOf` in the
     * dialog titled `title`, once that dialog is on screen.
     */
    async openCreateForm<Title extends string, Fields extends { dialog: Locator }>(
      formOf: (page: Page, title: Title) => Fields,
      title: Title,
    ): Promise<{ page: Page; fields: Fields }> {
      const page = await openCreate();
      const fields = formOf(page, title);
      await fields.dialog.waitFor();
      return { page, fields };
    },
    /** The page opened without a session: it sends the editor to log in, then comes back. */
    async openThroughLogin(): Promise<Page> {
      const page = await newPage();
      await loginThroughForm(page, baseUrl, path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      return page;
    },
    /** What the API lists now, as the admin reads it (with the token: every field). */
    stored: () => apiCall<Item[]>(baseUrl, "GET", api, { token }),
    /** Creates an item through the API. */
    seed: (body: Record<string, unknown>) => apiCall<Item>(baseUrl, "POST", api, { token, body }),
    /** The stored item whose `key` is `value`, if any. */
    findBy: async (value: string) =>
      (await apiCall<Item[]>(baseUrl, "GET", api, { token })).find((item) => item[key] === value),
  };
}

/** The admin page's "Voltar para o Painel Admin" leads to the panel. */
export async function expectBackToPanel(page: Page): Promise<void> {
  const link = page.getByRole("main").getByRole("link", { name: "Voltar para o Painel Admin" });
  expect(await link.getAttribute("href")).toBe("/admin");
}

/**
 * Search engines are kept away from the admin page at `pathname` (meta tag and header), and
 * the page on screen has no serious accessibility problems.
 */
export async function expectUnindexedAndAccessible(
  page: Page,
  baseUrl: string,
  pathname: string,
): Promise<void> {
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  expect((await fetch(`${baseUrl}${pathname}`)).headers.get("x-robots-tag")).toBe("noindex");
  expect(await adminAxeViolations(page)).toEqual([]);
}

/**
 * Answers the page's `method` requests to `pathname` (e.g. "POST", "/api/equipe") with
 * `handler`, and lets every other request through, until `page.unrouteAll()`.
 */
export function onRequest(
  page: Page,
  method: string,
  pathname: string,
  handler: (route: Route, request: Request) => Promise<unknown> | unknown,
): Promise<unknown> {
  return page.route(`**${pathname}`, (route, request) =>
    request.method() === method ? handler(route, request) : route.fallback(),
  );
}

/**
 * Excluir on the item named `name`: a "no" to `question` keeps its `card` and sends
 * nothing; a "yes" deletes it, says `deleted`, removes the card and moves the focus to
 * the button named `focusAfter`.
 */
export async function deleteAfterConfirmation(
  page: Page,
  options: {
    api: string;
    name: string;
    card: Locator;
    question: string;
    deleted: string;
    focusAfter: string;
  },
): Promise<void> {
  const { api, name, card, question, deleted, focusAfter } = options;
  const dialogs = handleDialogs(page);
  const deletes = countRequests(page, "DELETE", api);
  const remove = page.getByRole("main").getByRole("button", { name: `Excluir ${name}` });

  dialogs.answer(false);
  await remove.click();

  expect(dialogs.asked).toEqual([question]);
  expect(await card.isVisible()).toBe(true);
  expect(deletes()).toBe(0);

  dialogs.answer(true);
  await remove.click();

  await page.getByText(deleted, { exact: true }).waitFor();
  await card.waitFor({ state: "detached" });
  expect(dialogs.asked).toHaveLength(2);
  expect(await focusedText(page)).toBe(focusAfter);
}

/** Esc closes the unchanged editor `dialog` and gives the focus back to `opener`'s button. */
export async function closeWithEscape(page: Page, dialog: Locator, opener: string): Promise<void> {
  await page.keyboard.press("Escape");

  await dialog.waitFor({ state: "hidden" });
  expect(await focusedText(page)).toBe(opener);
}

/**
 * Makes the API at `api` (e.g. "/api/sobre-projeto") refuse every save sent with `method`
 * with a 400 that blames the fields in `details`; other requests go through.
 */
export function refuseFields(
  page: Page,
  baseUrl: string,
  api: string,
  details: Record<string, string>,
  method = "PUT",
): Promise<unknown> {
  return page.route(`${baseUrl}${api}`, (route) =>
    route.request().method() === method
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ error: "Dados inválidos.", details }),
        })
      : route.continue(),
  );
}

/**
 * A handler for `onRequest` that sends the request on with `changes` written over its JSON
 * body, so that the real API answers what the form could not have sent.
 */
export function changedOnTheWay(changes: Record<string, unknown>) {
  return (route: Route, request: Request): Promise<void> => {
    const body = request.postDataJSON() as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, ...changes }) });
  };
}
