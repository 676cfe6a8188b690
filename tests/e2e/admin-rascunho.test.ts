import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { Membro } from "#server/api/equipe/service.ts";
import { loginThroughForm, openWithSession } from "#tests/helpers/admin-editor.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { useOwnSite } from "#tests/helpers/own-site.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";
import { E2E_ADMIN } from "#tests/setup/e2e-global-setup.ts";

// Its own site: these tests end sessions and add team members the other files do not expect.
const site = useOwnSite();
const { newPage } = useBrowser();
const MINUTE = 60_000;

async function openSignedIn(page: Page, pathname: string): Promise<string> {
  const token = await loginToken(site.url);
  await openWithSession(page, site.url, pathname, token);
  return token;
}

const panelHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: "Painel administrativo" });

async function openNewMembro(page: Page) {
  await page.getByRole("button", { name: "Criar Novo Membro" }).click();
  const dialog = page.getByRole("dialog", { name: "Criar Novo Membro" });
  await dialog.waitFor();
  return {
    dialog,
    nome: dialog.getByRole("textbox", { name: "Nome", exact: true }),
    cargo: dialog.getByLabel("Cargo/Grupo"),
    biografia: dialog.getByLabel("Mini-bio"),
  };
}

const members = () => apiCall<Membro[]>(site.url, "GET", "/equipe");

test("the inactivity warning comes two minutes ahead, and Continuar conectado keeps the session", async () => {
  const page = await newPage();
  await page.clock.install();
  await openSignedIn(page, "/admin");
  await panelHeading(page).waitFor();

  await page.clock.fastForward(27 * MINUTE);
  expect(await page.getByRole("alertdialog").count()).toBe(0);
  await page.clock.fastForward(MINUTE);

  const warning = page.getByRole("alertdialog", { name: "Você ainda está aí?" });
  await warning.waitFor();
  const stay = warning.getByRole("button", { name: "Continuar conectado" });
  await expect.poll(() => stay.evaluate((button) => button === document.activeElement)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const ping = page.waitForRequest((request) => request.url().endsWith("/api/auth/verify"));

  await stay.click();

  await ping;
  await warning.waitFor({ state: "hidden" });
  await page.clock.fastForward(27 * MINUTE);
  expect(page.url()).toBe(`${site.url}/admin`);
  expect(await panelHeading(page).isVisible()).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem("isAdmin"))).toBe("true");
});

test("text typed in a dialog survives an inactivity logout and is offered after signing in again", async () => {
  const page = await newPage();
  await page.clock.install();
  await openSignedIn(page, "/admin/equipe");
  const first = await openNewMembro(page);
  await first.nome.fill("Lara Moreira");
  await first.biografia.fill("Pesquisa checagem de fatos na Amazônia.");

  await page.clock.fastForward(28 * MINUTE);
  await page.getByRole("alertdialog").waitFor();
  await page.clock.fastForward(2 * MINUTE);

  await page.waitForURL(`${site.url}/admin/login?redirectTo=%2Fadmin%2Fequipe`);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).toContain("Pesquisa checagem de fatos na Amazônia.");
  expect(stored).not.toContain(E2E_ADMIN.password);

  await loginThroughForm(page, site.url, "/admin/equipe");
  const again = await openNewMembro(page);
  await again.dialog.getByText(/^Há um rascunho não salvo de \d\d:\d\d\.$/).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await again.dialog.getByRole("button", { name: "Restaurar" }).click();

  expect(await again.nome.inputValue()).toBe("Lara Moreira");
  expect(await again.biografia.inputValue()).toBe("Pesquisa checagem de fatos na Amazônia.");
});

test("a save after the server ended the session asks for the password in place, then saves", async () => {
  const page = await newPage();
  const token = await openSignedIn(page, "/admin/equipe");
  const fields = await openNewMembro(page);
  await fields.nome.fill("Otávio Prado");
  await fields.cargo.selectOption("Mestrando");
  await fields.biografia.fill("Estuda boatos em grupos de mensagens.");
  // The session ends on the server while the dialog is open.
  await apiCall(site.url, "POST", "/auth/logout", { token });

  await fields.dialog.getByRole("button", { name: "Criar Membro" }).click();

  await fields.dialog.getByText(/Sua sessão expirou e nada foi salvo/).waitFor();
  expect(await fields.dialog.getByText(`Conta: ${E2E_ADMIN.email}`).isVisible()).toBe(true);
  const password = fields.dialog.getByLabel("Senha");
  await expect
    .poll(() => password.evaluate((input) => input === document.activeElement))
    .toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await password.fill("uma senha errada");
  await fields.dialog.getByRole("button", { name: "Entrar e salvar" }).click();
  // A wrong password is checked against a deliberately slow hash.
  await fields.dialog.getByText("E-mail ou senha incorretos.").waitFor({ timeout: 15_000 });
  expect((await members()).some((membro) => membro.nome === "Otávio Prado")).toBe(false);

  await password.fill(E2E_ADMIN.password);
  await fields.dialog.getByRole("button", { name: "Entrar e salvar" }).click();

  await page.getByText("Membro criado!", { exact: true }).waitFor({ timeout: 15_000 });
  await fields.dialog.waitFor({ state: "hidden" });
  expect(page.url()).toBe(`${site.url}/admin/equipe`);
  const saved = (await members()).find((membro) => membro.nome === "Otávio Prado");
  expect(saved?.cargo).toBe("Mestrando");
  const renewed = await page.evaluate(() => sessionStorage.getItem("token"));
  expect(renewed).not.toBe(token);
  expect(renewed).toBeTruthy();
  // Saved: the draft is gone, so the next new member starts empty.
  const next = await openNewMembro(page);
  expect(await next.dialog.getByText(/^Há um rascunho não salvo/).count()).toBe(0);
  expect(await next.nome.inputValue()).toBe("");
});

test("a second tab opens the panel signed in, and Sair in one tab signs the other out", async () => {
  const first = await newPage();
  const token = await openSignedIn(first, "/admin");
  await panelHeading(first).waitFor();

  const second = await first.context().newPage();
  await second.goto(`${site.url}/admin/equipe`);

  await second.getByRole("button", { name: "Criar Novo Membro" }).waitFor();
  expect(second.url()).toBe(`${site.url}/admin/equipe`);
  expect(
    await second.evaluate(() => [
      sessionStorage.getItem("token"),
      sessionStorage.getItem("isAdmin"),
    ]),
  ).toEqual([token, "true"]);

  await second.getByRole("button", { name: "Sair" }).click();

  await second.waitForURL(`${site.url}/admin/login`);
  await first.waitForURL(`${site.url}/admin/login`);
  await first.getByText("Você saiu do painel administrativo.").waitFor();
  expect(await first.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
  const verify = await fetch(`${site.url}/api/auth/verify`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(verify.status).toBe(401);
});
