import { afterAll, beforeAll, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { openWithSession } from "#tests/helpers/admin-editor.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { useOwnSite, visitorAddresses } from "#tests/helpers/own-site.ts";
import { apiCall } from "#tests/helpers/site-api.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/helpers/smtp-server.ts";

// Subscribing to the newsletter on a phone (decision 071): the form of /newsletters without
// scripts, the confirmation e-mail through a real SMTP server on loopback, the click that
// confirms, an edition, the unsubscribe link; and the footer's form with scripts.
let smtp: TestSmtpServer;
const env: Record<string, string> = {
  TRUST_PROXY: "loopback",
  MAIL_FROM: "Observatório <nao-responda@example.org>",
};
beforeAll(async () => {
  smtp = await startSmtpServer();
  env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp?.stop();
});
const site = useOwnSite(env);
const visitors = visitorAddresses("198.51.100");
const { newPage } = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 } };

const TITLE = "Receba a newsletter por e-mail";
const SENT =
  "Pedido recebido. Se este endereço ainda não estiver inscrito, enviamos a ele um link de confirmação: abra o e-mail e confirme para começar a receber as edições.";

/** The one message that arrives for `email` (the site's sender runs every 15 s). */
async function mailFor(email: string, subject: RegExp) {
  const find = () =>
    smtp.received.filter(
      (mail) => mail.envelopeTo.includes(email) && subject.test(mail.subject ?? ""),
    );
  await expect.poll(() => find().length, { timeout: 10_000 }).toBe(1);
  return find()[0]!;
}

const linkIn = (text: string | undefined, path: string) =>
  new RegExp(`(http\\S+${path}\\?token=[\\w-]+)`).exec(text ?? "")?.[1];

const counts = () =>
  apiCall<{ confirmadas: number; pendentes: number }>(site.url, "GET", "/inscricoes/contagem", {
    token: site.token,
  });

async function send(page: Page) {
  await page.getByRole("button", { name: "Inscrever-se" }).click();
  await page.waitForLoadState("domcontentloaded");
}

test("without scripts: subscribe on /newsletters, confirm from the e-mail, get an edition, leave", async () => {
  const page = await newPage({
    ...PHONE,
    javaScriptEnabled: false,
    ...visitors.from(visitors.next()),
  });
  await page.goto(`${site.url}/newsletters`);
  // The page has the form; the footer leaves its copy out.
  expect(await page.getByRole("heading", { name: TITLE }).count()).toBe(1);
  const form = page.getByRole("region", { name: TITLE });
  await form.getByText("Usamos seu e-mail apenas para enviar as edições mensais").waitFor();

  await send(page);
  const email = page.getByLabel("Seu e-mail");
  expect(await email.getAttribute("aria-invalid")).toBe("true");
  await page.getByText("Informe seu e-mail.").waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("inscricao-email");

  await page.getByLabel("Seu e-mail").fill("Leitora@Example.org");
  await send(page);
  expect(await page.getByRole("main").getByRole("status").textContent()).toBe(SENT);
  expect(await page.getByLabel("Seu e-mail").inputValue()).toBe("");
  expect(await counts()).toEqual({ confirmadas: 0, pendentes: 1 });

  const confirmation = await mailFor("leitora@example.org", /Confirme sua inscrição/);
  const confirmLink = linkIn(confirmation.text, "/newsletters/confirmar");
  expect(confirmLink?.startsWith(`${site.url}/newsletters/confirmar?token=`)).toBe(true);

  // Opening the link confirms nothing; the button does.
  const response = await page.goto(confirmLink!);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await page
    .getByRole("heading", { level: 1, name: "Confirmar inscrição na newsletter" })
    .waitFor();
  expect(await counts()).toEqual({ confirmadas: 0, pendentes: 1 });
  await page.getByRole("button", { name: "Confirmar inscrição" }).click();
  await page.waitForLoadState("domcontentloaded");
  expect(await page.getByRole("main").getByRole("status").textContent()).toMatch(
    /^Inscrição confirmada\./,
  );
  expect(await counts()).toEqual({ confirmadas: 1, pendentes: 0 });

  // The link works once.
  await page.goto(confirmLink!);
  await page.getByRole("button", { name: "Confirmar inscrição" }).click();
  await page.waitForLoadState("domcontentloaded");
  expect(await page.getByRole("main").getByRole("alert").textContent()).toMatch(
    /^Este link não vale mais/,
  );

  await apiCall(site.url, "POST", "/newsletters", {
    token: site.token,
    body: { titulo: "Boletim de novembro", mes: 11, ano: 2026, descricao: "Os boatos do mês." },
  });
  const edition = await mailFor("leitora@example.org", /Boletim de novembro/);
  expect(edition.text).toContain("Os boatos do mês.");
  const leaveLink = linkIn(edition.text, "/newsletters/sair");
  expect(leaveLink).toBeDefined();

  await page.goto(leaveLink!);
  await page.getByRole("heading", { level: 1, name: "Cancelar inscrição na newsletter" }).waitFor();
  await page.getByRole("button", { name: "Cancelar inscrição" }).click();
  await page.waitForLoadState("domcontentloaded");
  expect(await page.getByRole("main").getByRole("status").textContent()).toBe(
    "Pronto: este endereço não recebe mais a newsletter e foi apagado da lista.",
  );
  expect(await counts()).toEqual({ confirmadas: 0, pendentes: 0 });
}, 150_000);

test("with scripts: the footer's form answers in place, on any page", async () => {
  const page = await newPage({ ...PHONE, ...visitors.from(visitors.next()) });
  await page.goto(`${site.url}/equipe`);
  await hydrated(page);
  const form = page.getByRole("contentinfo").getByRole("region", { name: TITLE });
  await form.scrollIntoViewIfNeeded();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await form.getByLabel("Seu e-mail").fill("não é e-mail");
  await form.getByRole("button", { name: "Inscrever-se" }).click();
  await page.getByText("Informe um e-mail válido, como nome@exemplo.com.").waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("inscricao-email");

  await page.getByLabel("Seu e-mail").fill("rodape@example.org");
  await page.getByRole("button", { name: "Inscrever-se" }).click();
  await page.getByRole("contentinfo").getByRole("status").getByText(SENT).waitFor();
  // The page stayed where it was.
  expect(new URL(page.url()).pathname).toBe("/equipe");
  expect(await seriousAxeViolations(page)).toEqual([]);
  const confirmation = await mailFor("rodape@example.org", /Confirme sua inscrição/);

  // Asking again answers the same, and sends nothing more.
  await page.getByLabel("Seu e-mail").fill("rodape@example.org");
  await page.getByRole("button", { name: "Inscrever-se" }).click();
  await page.getByRole("contentinfo").getByRole("status").getByText(SENT).waitFor();
  expect(await counts()).toMatchObject({ pendentes: 1 });

  // The pages the e-mail's links open, before and after their button.
  await page.goto(linkIn(confirmation.text, "/newsletters/confirmar")!);
  await hydrated(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Confirmar inscrição" }).click();
  await page
    .getByRole("status")
    .getByText(/^Inscrição confirmada\./)
    .waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto(linkIn(confirmation.text, "/newsletters/sair")!);
  await hydrated(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Cancelar inscrição" }).click();
  await page
    .getByRole("status")
    .getByText(/^Pronto:/)
    .waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The page's own form, refused and sent in place.
  await page.goto(`${site.url}/newsletters`);
  await hydrated(page);
  await page.getByLabel("Seu e-mail").fill("x@");
  await page.getByRole("button", { name: "Inscrever-se" }).click();
  await page.getByText("Informe um e-mail válido, como nome@exemplo.com.").waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel("Seu e-mail").fill("pagina@example.org");
  await page.getByRole("button", { name: "Inscrever-se" }).click();
  await page.getByRole("main").getByRole("status").getByText(SENT).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await counts()).toEqual({ confirmadas: 0, pendentes: 1 });

  // The editors' page counts the addresses and shows none of them.
  const admin = await newPage(PHONE);
  await openWithSession(admin, site.url, "/admin/newsletters", site.token);
  await admin
    .getByText(
      "Inscrições por e-mail: 0 inscritos confirmados, 1 aguardando confirmação. Cada nova edição criada é enviada aos confirmados.",
    )
    .waitFor();
  expect(await admin.content()).not.toContain("pagina@example.org");
}, 150_000);
