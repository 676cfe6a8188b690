import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { E2E_ADMIN } from "../setup/e2e-global-setup.ts";
import { seriousAxeViolations, type AxeViolation } from "./axe.ts";

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

/** Opens an admin page in a tab that already holds the session `token`. */
export async function openWithSession(
  page: Page,
  baseUrl: string,
  pathname: string,
  token: string,
): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
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
 * form it is sent to, the later ones reuse that login's token.
 */
export function sharedLogin(newPage: () => Promise<Page>, baseUrl: string, pathname: string) {
  let token: string | undefined;
  return {
    async open(): Promise<Page> {
      const page = await newPage();
      if (token) await openWithSession(page, baseUrl, pathname, token);
      else token = await loginThroughForm(page, baseUrl, pathname);
      return page;
    },
    /** The session's token, once the first page has logged in. */
    get token(): string | undefined {
      return token;
    },
  };
}
