import { afterEach, expect, test, vi } from "vitest";
import { expectAnswer, useApiServer } from "#tests/helpers/api-server.ts";
import { useSmtpServer } from "#tests/helpers/smtp-server.ts";
import { createSession } from "../../auth/sessions.ts";
import { deliverDueMail } from "../../mail/sender.ts";
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESETS_PER_HOUR } from "./password-reset.ts";
import { createAdministrador } from "./service.ts";

// "Esqueci minha senha" end to end (decision 070): the request, the e-mail through a real
// SMTP server on loopback, the link used once, on the project's engine.
const api = useApiServer({
  config: { trustProxy: ["loopback"] },
  clean: ["caixa_saida", "redefinicoes_senha", "rate_limits"],
});
const PASSWORD = "a senha antiga e comprida";
const NEW_PASSWORD = "uma senha nova e bem comprida";

const smtp = useSmtpServer();
let visitor = 0;

afterEach(() => {
  vi.useRealTimers();
});

let accounts = 0;
async function account() {
  accounts += 1;
  const email = `redefine${accounts}@example.org`;
  const user = await createAdministrador(api.db, { email, nome: "Rita Redefine" }, PASSWORD);
  return { ...user, token: await createSession(api.db, user.id) };
}

/** A POST from an address of its own, unless one is given. */
function post(path: string, body: unknown, address?: string) {
  visitor += 1;
  return fetch(`${api.url}/api${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": address ?? `198.51.100.${visitor % 250}`,
    },
    body: JSON.stringify(body),
  });
}

const login = (email: string, password: string) => post("/auth/login", { email, password });

/** Sends the outbox and answers the token of the one link that arrived for `email`. */
async function linkFor(email: string): Promise<{ url: string; token: string }> {
  await deliverDueMail(api.db, smtp.transport);
  const mails = smtp.server.received.filter((mail) => mail.envelopeTo.includes(email));
  expect(mails).toHaveLength(1);
  const url = /(http\S+#token=[\w-]+)/.exec(mails[0]!.text ?? "")?.[1];
  expect(url).toBeDefined();
  return { url: url!, token: url!.split("#token=")[1]! };
}

const auditOf = (acao: string, contaId: number) =>
  api.db
    .selectFrom("registro_auditoria")
    .select(["nota"])
    .where("acao", "=", acao)
    .where("conta_id", "=", contaId)
    .orderBy("id")
    .execute();

test("a forgotten password: the link arrives by e-mail, works once, and ends every session", async () => {
  const rita = await account();

  const asked = await post("/auth/senha/esqueci", { email: rita.email.toUpperCase() });
  expect(asked.status).toBe(202);
  expect(await asked.json()).toEqual({});
  const { url, token } = await linkFor(rita.email);
  // Without PUBLIC_URL the link follows the request's origin; the token rides in the fragment.
  expect(url.startsWith(`${api.url}/admin/redefinir-senha#token=`)).toBe(true);
  const [mail] = smtp.server.received;
  expect(mail!.subject).toBe("Redefinição de senha do painel");
  expect(mail!.html).toContain(`href="${url}"`);

  // A password the policy refuses changes nothing and leaves the link alive.
  const weak = await post("/auth/senha/redefinir", { token, senha: "curta" });
  expect(weak.status).toBe(400);
  expect(((await weak.json()) as { details: Record<string, string> }).details).toHaveProperty(
    "senha",
  );

  const reset = await post("/auth/senha/redefinir", { token, senha: NEW_PASSWORD });
  expect(reset.status).toBe(204);
  // The session opened before is over, the old password too; the new one lets her in.
  const verify = await fetch(`${api.url}/api/auth/verify`, {
    headers: { authorization: `Bearer ${rita.token}` },
  });
  expect(verify.status).toBe(401);
  expect((await login(rita.email, PASSWORD)).status).toBe(401);
  expect((await login(rita.email, NEW_PASSWORD)).status).toBe(200);

  await expectAnswer(await post("/auth/senha/redefinir", { token, senha: NEW_PASSWORD }), 400, {
    error: PASSWORD_RESET_MESSAGES.invalidLink,
  });
  expect(await auditOf("resetPassword", rita.id)).toHaveLength(1);
});

test("an address of no account gets the same answer and no e-mail", async () => {
  const answer = await post("/auth/senha/esqueci", { email: "ninguem@example.org" });
  expect(answer.status).toBe(202);
  expect(await answer.json()).toEqual({});
  await expectAnswer(await post("/auth/senha/esqueci", { email: "não é e-mail" }), 400, {
    error: "Dados inválidos.",
    details: { email: "Informe um e-mail válido." },
  });
  expect(await api.count("caixa_saida")).toBe(0);
});

test("a link expires after 30 minutes", async () => {
  const rita = await account();
  await post("/auth/senha/esqueci", { email: rita.email });
  const { token } = await linkFor(rita.email);

  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(Date.now() + 30 * 60 * 1000 + 1000));
  await expectAnswer(await post("/auth/senha/redefinir", { token, senha: NEW_PASSWORD }), 400, {
    error: PASSWORD_RESET_MESSAGES.invalidLink,
  });
  vi.useRealTimers();
  expect((await login(rita.email, PASSWORD)).status).toBe(200);
});

test("an account gets a few links an hour, an address a few requests, and a newer password ends the older links", async () => {
  const rita = await account();
  for (let ask = 0; ask < PASSWORD_RESETS_PER_HOUR + 2; ask += 1) {
    expect((await post("/auth/senha/esqueci", { email: rita.email })).status).toBe(202);
  }
  expect(await api.count("redefinicoes_senha")).toBe(PASSWORD_RESETS_PER_HOUR);
  expect((await auditOf("requestPasswordReset", rita.id)).map((row) => row.nota)).toEqual([
    ...Array<string>(PASSWORD_RESETS_PER_HOUR).fill(
      "Link de redefinição de senha enviado por e-mail.",
    ),
    `Link não enviado: já foram ${PASSWORD_RESETS_PER_HOUR} nesta hora.`,
    `Link não enviado: já foram ${PASSWORD_RESETS_PER_HOUR} nesta hora.`,
  ]);

  await deliverDueMail(api.db, smtp.transport);
  const tokens = smtp.server.received.map((mail) => /#token=([\w-]+)/.exec(mail.text ?? "")![1]!);
  expect(new Set(tokens).size).toBe(PASSWORD_RESETS_PER_HOUR);
  expect(
    (await post("/auth/senha/redefinir", { token: tokens[1], senha: NEW_PASSWORD })).status,
  ).toBe(204);
  await expectAnswer(
    await post("/auth/senha/redefinir", { token: tokens[0], senha: "outra senha bem comprida" }),
    400,
    { error: PASSWORD_RESET_MESSAGES.invalidLink },
  );

  // One address asking again and again is paused, whatever the e-mails.
  const statuses: number[] = [];
  for (let ask = 0; ask < 11; ask += 1) {
    statuses.push(
      (await post("/auth/senha/esqueci", { email: `x${ask}@example.org` }, "203.0.113.9")).status,
    );
  }
  expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
  expect(statuses[10]).toBe(429);
});
