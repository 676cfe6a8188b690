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
 * Serious and critical axe violations of an admin page. One finding is set aside: the
 * rich-text toolbar's buttons show symbols (H1, Tx, 1.) and are named by what they do
 * ("Título 1"), which axe reads as a visible label missing from the name; WCAG's
 * Understanding of 2.5.3 (Label in Name) exempts text used as a symbol, like "B" for bold.
 * Anything else on those buttons, and this rule anywhere else, still fails.
 */
export async function adminAxeViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await seriousAxeViolations(page);
  const toolbarButtons = new Set(
    await page
      .locator(".rich-text__toolbar button")
      .evaluateAll((buttons) =>
        buttons.map((button) => `button[aria-label="${button.getAttribute("aria-label")}"]`),
      ),
  );
  return violations.flatMap((violation) => {
    if (violation.id !== "label-content-name-mismatch") return [violation];
    const targets = violation.targets.filter((target) => !toolbarButtons.has(target));
    return targets.length > 0 ? [{ ...violation, targets }] : [];
  });
}
