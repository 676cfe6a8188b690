import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { CONTATO_INSTITUCIONAL } from "#tests/helpers/content-areas.ts";
import { useOwnSite, visitorAddresses } from "#tests/helpers/own-site.ts";
import { apiCall } from "#tests/helpers/site-api.ts";
import { linkTargets } from "#tests/helpers/card-facts.ts";

/*
 * The contact form's rate limit counts messages per visitor address for ten minutes. A
 * site of its own keeps this file's messages away from the other test files, and each
 * test that sends speaks from an address of its own (the site trusts X-Forwarded-For
 * from the loopback proxy), so no test spends another's budget.
 */
// TRUST_PROXY: the browser plays a proxy on loopback, so each test is a different visitor.
const site = useOwnSite({ TRUST_PROXY: "loopback" });
const visitors = visitorAddresses("198.51.100");
const newAddress = visitors.next;
const from = visitors.from;

const { newPage } = useBrowser();

type Mensagem = { nome: string; email: string; assunto: string; mensagem: string };
const inbox = () => apiCall<Mensagem[]>(site.url, "GET", "/contato", { token: site.token });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole("button", { name: "Enviar Mensagem" });

async function fillForm(page: Page, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value ?? "");
}

/** The message shown beside a field, found the way assistive technology finds it. */
async function fieldError(page: Page, label: string): Promise<string | null> {
  const input = field(page, label);
  if ((await input.getAttribute("aria-invalid")) !== "true") return null;
  const id = await input.getAttribute("aria-describedby");
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

const formValues = (page: Page) =>
  Promise.all(
    ["Nome", "E-mail", "Assunto", "Mensagem"].map((label) => field(page, label).inputValue()),
  );

/**
 * Types `typed` into the form and sends it where it cannot go through: the alert says
 * `alert`, the form keeps the text and the inbox gets nothing.
 */
async function expectNotSent(page: Page, typed: Record<string, string>, alert: string) {
  await fillForm(page, typed);
  const before = await inbox();

  await submit(page).click();

  await expect.poll(() => page.getByRole("alert").textContent(), { timeout: 5_000 }).toBe(alert);
  expect(await formValues(page)).toEqual(Object.values(typed));
  expect(await inbox()).toEqual(before);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

describe("the observatory's channels", () => {
  test("until an administrator saves them the placeholders are shown, as working links", async () => {
    const page = await newPage();

    const response = await page.goto(`${site.url}/contato`);

    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Contato");
    const channels = page.getByRole("region", { name: "Canais de atendimento" });
    expect(await linkTargets(channels)).toEqual([
      ["contato@observatorio.example.org", "mailto:contato@observatorio.example.org"],
      ["(69) 0000-0000", "tel:+556900000000"],
      ["(69) 90000-0000", "https://wa.me/5569900000000"],
    ]);
    expect(
      await page.getByRole("region", { name: "Redes sociais" }).getByRole("link").allTextContents(),
    ).toEqual(["Instagram", "Facebook", "YouTube", "Twitter", "TikTok"]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the saved e-mail, phone, WhatsApp and networks become mailto, tel, wa.me and profile links", async () => {
    await apiCall(site.url, "PUT", "/contato-institucional", {
      token: site.token,
      body: CONTATO_INSTITUCIONAL.valid,
    });
    const page = await newPage({ javaScriptEnabled: false });

    await page.goto(`${site.url}/contato`);

    const link = (name: string) => page.getByRole("link", { name, exact: true });
    expect(await link("observatorio@example.org").getAttribute("href")).toBe(
      "mailto:observatorio@example.org",
    );
    expect(await link("(69) 3333-4444").getAttribute("href")).toBe("tel:+556933334444");
    expect(await link("(69) 99999-8888").getAttribute("href")).toBe("https://wa.me/5569999998888");
    const networks = page.getByRole("region", { name: "Redes sociais" });
    expect(await linkTargets(networks)).toEqual([
      ["Instagram", "https://www.instagram.com/observatorio"],
      ["YouTube", "https://www.youtube.com/@observatorio"],
    ]);
  });
});

describe("the message form", () => {
  test("the robots' field is labelled but out of sight, out of the tab order and unannounced", async () => {
    const page = await newPage(from(newAddress()));

    await page.goto(`${site.url}/contato`);

    const trap = page.locator('input[name="website"]');
    expect(await trap.getAttribute("tabindex")).toBe("-1");
    expect(await trap.getAttribute("autocomplete")).toBe("off");
    expect(await page.locator('label[for="contato-website"]').textContent()).toBe(
      "Deixe este campo em branco",
    );
    expect(await trap.evaluate((input) => input.closest("[aria-hidden='true']") !== null)).toBe(
      true,
    );
    const box = await trap.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
  });

  test("the API's refusals appear beside their fields, focus goes to the first, and nothing typed is lost", async () => {
    const page = await newPage(from(newAddress()));
    await page.goto(`${site.url}/contato`);
    await hydrated(page);
    await fillForm(page, { Nome: "Maria Souza", "E-mail": "maria@exemplo", Assunto: "Dúvida" });

    await submit(page).click();

    await expect
      .poll(() => fieldError(page, "E-mail"), { timeout: 5_000 })
      .toBe("Informe um e-mail válido.");
    expect(await fieldError(page, "Mensagem")).toBe("Campo obrigatório.");
    expect(await fieldError(page, "Nome")).toBeNull();
    expect(await fieldError(page, "Assunto")).toBeNull();
    expect(await focusedId(page)).toBe("contato-email");
    expect(await formValues(page)).toEqual(["Maria Souza", "maria@exemplo", "Dúvida", ""]);
    expect(await page.locator("main").textContent()).toContain(
      "Corrija os campos indicados e envie novamente.",
    );
    expect(await inbox()).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await fillForm(page, {
      "E-mail": "maria@exemplo.org",
      Mensagem: "Gostaria de saber como participar das oficinas.",
    });
    await submit(page).click();

    await expect
      .poll(() => page.getByRole("status").textContent(), { timeout: 5_000 })
      .toBe("Mensagem enviada! Responderemos em breve.");
    expect(await formValues(page)).toEqual(["", "", "", ""]);
    expect(await fieldError(page, "E-mail")).toBeNull();
    expect(await fieldError(page, "Mensagem")).toBeNull();
    expect(page.url()).toBe(`${site.url}/contato`);
    expect(await inbox()).toMatchObject([
      {
        nome: "Maria Souza",
        email: "maria@exemplo.org",
        assunto: "Dúvida",
        mensagem: "Gostaria de saber como participar das oficinas.",
      },
    ]);
  });

  test("when the server cannot be reached the form says so and keeps the text", async () => {
    const page = await newPage(from(newAddress()));
    await page.goto(`${site.url}/contato`);
    await hydrated(page);
    await page.route(`${site.url}/contato`, (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await expectNotSent(
      page,
      {
        Nome: "João Pereira",
        "E-mail": "joao@exemplo.org",
        Assunto: "Sem conexão",
        Mensagem: "Mensagem escrita com a rede caída.",
      },
      "Não foi possível enviar a mensagem. Verifique sua conexão e tente novamente: o texto digitado foi mantido.",
    );

    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Contato");
  });

  test("without scripts the form is checked and sent by the page itself", async () => {
    const page = await newPage({ javaScriptEnabled: false, ...from(newAddress()) });
    await page.goto(`${site.url}/contato`);
    await fillForm(page, { Nome: "Rita Alves", Mensagem: "Sem JavaScript." });

    await submit(page).click();
    await page.waitForLoadState("domcontentloaded");

    expect(await fieldError(page, "E-mail")).toBe("Campo obrigatório.");
    expect(await fieldError(page, "Assunto")).toBe("Campo obrigatório.");
    expect(await fieldError(page, "Nome")).toBeNull();
    expect(await formValues(page)).toEqual(["Rita Alves", "", "", "Sem JavaScript."]);
    expect(await focusedId(page)).toBe("contato-email");

    await fillForm(page, { "E-mail": "rita@exemplo.org", Assunto: "Teste sem scripts" });
    await submit(page).click();
    await page.waitForLoadState("domcontentloaded");

    expect(await page.getByRole("status").textContent()).toBe(
      "Mensagem enviada! Responderemos em breve.",
    );
    expect(await formValues(page)).toEqual(["", "", "", ""]);
    expect((await inbox())[0]).toMatchObject({
      nome: "Rita Alves",
      email: "rita@exemplo.org",
      assunto: "Teste sem scripts",
      mensagem: "Sem JavaScript.",
    });
  });

  test("a robot that fills the hidden field is thanked like anyone, and its message is dropped", async () => {
    const page = await newPage({ javaScriptEnabled: false, ...from(newAddress()) });
    await page.goto(`${site.url}/contato`);
    await fillForm(page, {
      Nome: "Robô",
      "E-mail": "robo@spam.example",
      Assunto: "Oferta",
      Mensagem: "Compre já",
    });
    await page.locator('input[name="website"]').fill("https://spam.example");
    const before = await inbox();

    await submit(page).click();
    await page.waitForLoadState("domcontentloaded");

    expect(await page.getByRole("status").textContent()).toBe(
      "Mensagem enviada! Responderemos em breve.",
    );
    expect(await inbox()).toEqual(before);
  });

  test("a field longer than its limit is refused with the limit, whoever leaves out the browser's own", async () => {
    const response = await fetch(`${site.url}/contato`, {
      method: "POST",
      headers: { "x-forwarded-for": newAddress(), "accept-language": "pt-BR" },
      body: new URLSearchParams({
        nome: "N".repeat(121),
        email: "longo@exemplo.org",
        assunto: "Nome longo",
        mensagem: "Texto",
      }),
    });

    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Use no máximo 120 caracteres.");
    expect(html).toContain('value="longo@exemplo.org"');
    expect(await inbox()).not.toContainEqual(expect.objectContaining({ assunto: "Nome longo" }));
  });

  test("the form and the API share one budget per address: beyond it the API's message shows and the text stays", async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await fetch(`${site.url}/api/contato`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ nome: "A", email: "a@exemplo.org", assunto: "B", mensagem: "C" }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const page = await newPage(from(address));
    await page.goto(`${site.url}/contato`);
    await hydrated(page);
    await expectNotSent(
      page,
      {
        Nome: "Paula Dias",
        "E-mail": "paula@exemplo.org",
        Assunto: "Mais uma",
        Mensagem: "Esta não deve ser guardada.",
      },
      "Muitas tentativas. Aguarde um pouco e tente novamente.",
    );
  });
});
