import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { expectAnswer, invalid, useApiServer } from "#tests/helpers/api-server.ts";
import {
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from "#tests/helpers/smtp-server.ts";
import { deliverDueMail, smtpTransport, type MailTransport } from "../../mail/sender.ts";
import { INSCRICAO_MESSAGES } from "./schema.ts";
import { CONFIRMATION_TTL_MS, INSCRICAO_RATE_LIMIT } from "./service.ts";

// Newsletter subscriptions end to end (decision 071): the request, the confirmation e-mail
// through a real SMTP server on loopback, the edition sent once, the one-click exit.
const api = useApiServer({
  config: { trustProxy: ["loopback"] },
  clean: ["caixa_saida", "inscricoes_saida", "inscricoes", "newsletters", "rate_limits"],
});
const DAY_MS = 24 * 60 * 60 * 1000;

let smtp: TestSmtpServer;
let transport: MailTransport;
let visitor = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  transport = smtpTransport(smtp.url, "Observatório <nao-responda@example.org>");
});

afterAll(async () => {
  transport.close();
  await smtp.stop();
});

afterEach(() => {
  vi.useRealTimers();
  smtp.received.length = 0;
});

/** A JSON POST from an address of its own, unless one is given. */
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

const subscribe = (email: string) => post("/inscricoes", { email });

/** Sends the outbox; answers what arrived for `email` since the last call. */
async function mailFor(email: string) {
  await deliverDueMail(api.db, transport);
  const mails = smtp.received.filter((mail) => mail.envelopeTo.includes(email));
  const others = smtp.received.filter((mail) => !mails.includes(mail));
  smtp.received.splice(0, smtp.received.length, ...others);
  return mails;
}

/** A header as sent, unfolded. */
const header = (mail: ReceivedMail, key: string) =>
  mail.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, " ");

/** The confirmation link of the one message that arrived for `email`. */
async function confirmationToken(email: string): Promise<string> {
  const mails = await mailFor(email);
  expect(mails).toHaveLength(1);
  const token = /\/newsletters\/confirmar\?token=([\w-]+)/.exec(mails[0]!.text ?? "")?.[1];
  expect(token).toBeDefined();
  return token!;
}

const confirm = (token: string) => post("/inscricoes/confirmar", { token });

const addresses = () =>
  api.db
    .selectFrom("inscricoes")
    .select(["email", "confirmada_em"])
    .orderBy("email")
    .execute()
    .then((rows) => rows.map((row) => [row.email, row.confirmada_em !== null]));

const edition = (titulo: string) =>
  api.create("/api/newsletters", {
    titulo,
    mes: 11,
    ano: 2026,
    descricao: "Checagens do mês & um guia <rápido>.",
  });

test("subscribe, confirm, and an edition reaches the confirmed addresses once, the waiting ones never", async () => {
  const answer = await subscribe(" Leitora@Example.org ");
  await expectAnswer(answer, 202, {});
  expect(answer.headers.get("cache-control")).toBe("no-store");
  const [mail] = await mailFor("leitora@example.org");
  expect(mail!.subject).toBe("Confirme sua inscrição na newsletter do observatório");
  // Without PUBLIC_URL the links follow the request's origin.
  expect(mail!.text).toContain(`${api.url}/newsletters/confirmar?token=`);
  expect(mail!.text).toContain(
    "Usamos este endereço apenas para enviar as edições da newsletter; você pode cancelar a qualquer momento.",
  );
  expect(mail!.text).toMatch(
    new RegExp(`Cancelar a inscrição: ${api.url}/newsletters/sair\\?token=[\\w-]+`),
  );
  expect(header(mail!, "list-unsubscribe")).toMatch(
    new RegExp(`^List-Unsubscribe: <${api.url}/api/inscricoes/sair\\?token=[\\w-]+>$`),
  );
  expect(header(mail!, "list-unsubscribe-post")).toBe(
    "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
  );
  const token = /\/newsletters\/confirmar\?token=([\w-]+)/.exec(mail!.text ?? "")![1]!;
  // Only the token's hash is stored.
  const [row] = await api.rows("inscricoes");
  expect(row!.confirmacao_hash).not.toContain(token);
  expect(JSON.stringify(await api.rows("inscricoes"))).not.toContain(token);

  await subscribe("espera@example.org");
  expect(await mailFor("espera@example.org")).toHaveLength(1);

  expect((await confirm(token)).status).toBe(204);
  // The link works once.
  await expectAnswer(await confirm(token), 400, { error: INSCRICAO_MESSAGES.expired });
  expect(await addresses()).toEqual([
    ["espera@example.org", false],
    ["leitora@example.org", true],
  ]);

  const created = await edition("Boletim de novembro");
  const sent = await mailFor("leitora@example.org");
  expect(sent).toHaveLength(1);
  expect(sent[0]!.subject).toBe("Newsletter 11/2026: Boletim de novembro");
  expect(sent[0]!.text).toContain(
    "Saiu a edição 11/2026 da newsletter do Observatório de Desinformação e Fake News da Amazônia: Boletim de novembro.",
  );
  expect(sent[0]!.text).toContain("Checagens do mês & um guia <rápido>.");
  expect(sent[0]!.text).toContain(`Ler a edição: ${api.url}/newsletters`);
  expect(sent[0]!.html).toContain("Checagens do mês &amp; um guia &lt;rápido&gt;.");
  expect(header(sent[0]!, "list-unsubscribe-post")).toBe(
    "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
  );
  expect(await api.count("caixa_saida")).toBe(3);

  // Saved again, the edition goes to nobody a second time.
  const updated = await api.send("PUT", `/api/newsletters/${created.id}`, {
    body: { titulo: "Boletim de novembro (corrigido)", mes: 11, ano: 2026 },
  });
  expect(updated.status).toBe(200);
  await deliverDueMail(api.db, transport);
  expect(smtp.received).toHaveLength(0);
  expect(await api.count("caixa_saida")).toBe(3);
});

test("the same 202 for a new, a waiting and a confirmed address; a mailbox gets at most one link a day", async () => {
  await expectAnswer(await subscribe("nova@example.org"), 202, {});
  const token = await confirmationToken("nova@example.org");

  // Waiting: the same answer, and no second link within the day.
  await expectAnswer(await subscribe("nova@example.org"), 202, {});
  await expectAnswer(await subscribe("NOVA@example.org"), 202, {});
  expect(await mailFor("nova@example.org")).toHaveLength(0);

  // Confirmed: the same answer, and nothing sent.
  expect((await confirm(token)).status).toBe(204);
  await expectAnswer(await subscribe("nova@example.org"), 202, {});
  expect(await mailFor("nova@example.org")).toHaveLength(0);

  // A waiting address asking again the next day gets a new link; a confirmed one still nothing.
  await subscribe("outra@example.org");
  expect(await mailFor("outra@example.org")).toHaveLength(1);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(Date.now() + DAY_MS + 1000));
  await expectAnswer(await subscribe("outra@example.org"), 202, {});
  await expectAnswer(await subscribe("nova@example.org"), 202, {});
  expect(await mailFor("outra@example.org")).toHaveLength(1);
  expect(await mailFor("nova@example.org")).toHaveLength(0);
  expect(await addresses()).toEqual([
    ["nova@example.org", true],
    ["outra@example.org", false],
  ]);

  // Bad input stores nothing and says why.
  await expectAnswer(
    await subscribe("não é e-mail"),
    400,
    invalid({ email: "Informe um e-mail válido." }),
  );
  await expectAnswer(await post("/inscricoes", {}), 400, invalid({ email: "Campo obrigatório." }));
  // A robot filling the hidden field gets the same answer, and nothing is stored or sent.
  await expectAnswer(
    await post("/inscricoes", { email: "robo@example.org", homepage: "x" }),
    202,
    {},
  );
  expect(await mailFor("robo@example.org")).toHaveLength(0);
  expect(await api.count("inscricoes")).toBe(2);
});

test("an expired confirmation link is refused, and the address is forgotten once someone asks again", async () => {
  await subscribe("atrasada@example.org");
  const token = await confirmationToken("atrasada@example.org");

  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(Date.now() + CONFIRMATION_TTL_MS + 1000));
  await expectAnswer(await confirm(token), 400, { error: INSCRICAO_MESSAGES.expired });
  expect(await addresses()).toEqual([["atrasada@example.org", false]]);

  // A request from anyone clears the expired addresses; hers starts over with a new link.
  await subscribe("outro@example.org");
  expect(await addresses()).toEqual([["outro@example.org", false]]);
  await subscribe("atrasada@example.org");
  const fresh = await confirmationToken("atrasada@example.org");
  expect(fresh).not.toBe(token);
  expect((await confirm(fresh)).status).toBe(204);
  await expectAnswer(await confirm("nao-e-um-token-valido-de-verdade"), 400, {
    error: INSCRICAO_MESSAGES.expired,
  });
  await expectAnswer(await confirm("curto"), 400, invalid({ token: INSCRICAO_MESSAGES.token }));
});

test("the one-click unsubscribe of a message answers 200 and deletes the address", async () => {
  await subscribe("sai@example.org");
  await subscribe("fica@example.org");
  expect((await confirm(await confirmationToken("sai@example.org"))).status).toBe(204);
  expect((await confirm(await confirmationToken("fica@example.org"))).status).toBe(204);
  await edition("Boletim de dezembro");
  const [mail] = await mailFor("sai@example.org");
  const oneClick = /<([^>]+)>/.exec(header(mail!, "list-unsubscribe") ?? "")![1]!;

  // As a mail client sends it (RFC 8058): a form-encoded POST, no cookies, no scripts.
  const request = () =>
    fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
  await expectAnswer(await request(), 200, {});
  expect(await addresses()).toEqual([["fica@example.org", true]]);
  const saidas = await api.db
    .selectFrom("inscricoes_saida")
    .innerJoin("inscricoes", "inscricoes.id", "inscricoes_saida.inscricao_id")
    .select("inscricoes.email")
    .distinct()
    .execute();
  expect(saidas).toEqual([{ email: "fica@example.org" }]);
  // A second click is no error.
  await expectAnswer(await request(), 200, {});

  smtp.received.length = 0;
  await edition("Boletim de janeiro");
  await deliverDueMail(api.db, transport);
  expect(smtp.received.flatMap((received) => received.envelopeTo)).toEqual(["fica@example.org"]);

  // The link of the confirmation message works the same, for an address never confirmed.
  await subscribe("desiste@example.org");
  const [confirmation] = await mailFor("desiste@example.org");
  const exit = /<([^>]+)>/.exec(header(confirmation!, "list-unsubscribe") ?? "")![1]!;
  const left = await fetch(exit, { method: "POST", body: "List-Unsubscribe=One-Click" });
  expect(left.status).toBe(200);
  expect(await addresses()).toEqual([["fica@example.org", true]]);
});

test("an editor sees how many addresses are subscribed, never which; the public nothing", async () => {
  await subscribe("um@example.org");
  await subscribe("dois@example.org");
  await subscribe("tres@example.org");
  await confirm(await confirmationToken("um@example.org"));

  await expectAnswer(
    await api.send("GET", "/api/inscricoes/contagem", { authorization: api.authorization }),
    200,
    { confirmadas: 1, pendentes: 2 },
  );
  expect((await api.send("GET", "/api/inscricoes/contagem")).status).toBe(401);
});

test("one client address may ask only so often", async () => {
  for (let ask = 0; ask < INSCRICAO_RATE_LIMIT.limit; ask += 1) {
    expect(
      (await post("/inscricoes", { email: `r${ask}@example.org` }, "203.0.113.9")).status,
    ).toBe(202);
  }
  const refused = await post("/inscricoes", { email: "mais@example.org" }, "203.0.113.9");
  expect(refused.status).toBe(429);
  expect(await api.count("inscricoes")).toBe(INSCRICAO_RATE_LIMIT.limit);

  // One-click exits come from a mailbox provider's few servers: they are never refused.
  for (let click = 0; click <= INSCRICAO_RATE_LIMIT.limit; click += 1) {
    const exit = await fetch(`${api.url}/api/inscricoes/sair?token=${"x".repeat(43)}`, {
      method: "POST",
      headers: { "x-forwarded-for": "203.0.113.9" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(exit.status).toBe(200);
  }
});
