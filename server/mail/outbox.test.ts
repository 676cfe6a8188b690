import { expect, test } from "vitest";
import { databasePerTest } from "#tests/helpers/database-per-test.ts";
import { TEST_MAIL_FROM, useSmtpServer } from "#tests/helpers/smtp-server.ts";
import { openDatabase } from "../db/database.ts";
import { applyRetention } from "../retention.ts";
import { enqueueMail, type NewMail } from "./outbox.ts";
import {
  deliverDueMail,
  MAX_ATTEMPTS,
  retryDelayMs,
  smtpTransport,
  type MailTransport,
} from "./sender.ts";

// The outbox against a real SMTP server on loopback (decision 070), on the project's engine.
const database = databasePerTest();
const MINUTE = 60 * 1000;

const mail = useSmtpServer();

const message = (destinatario: string, assunto: string, extra: Partial<NewMail> = {}): NewMail => ({
  destinatario,
  assunto,
  tipo: "teste",
  paragrafos: ["Olá!", `Sobre <${assunto}> & mais.`],
  link: { texto: "Abrir a checagem", url: "https://observatorio.example.org/fake-news/1?a=1&b=2" },
  ...extra,
});

const rows = () =>
  database()
    .db.selectFrom("caixa_saida")
    .select(["id", "assunto", "estado", "tentativas", "proxima_tentativa_em", "ultimo_erro"])
    .orderBy("id")
    .execute();

test("a queued message goes out once, with a plain-text and an HTML part saying the same", async () => {
  const { db } = database();
  await enqueueMail(
    db,
    message("leitora@example.org", "Sua sugestão foi respondida", {
      cabecalhos: { "List-Unsubscribe": "<https://observatorio.example.org/sair?t=1>" },
      rodape: "Você recebe esta mensagem porque enviou uma sugestão.",
    }),
  );

  expect(await deliverDueMail(db, mail.transport)).toEqual({ sent: 1, failed: 0 });
  expect(await deliverDueMail(db, mail.transport)).toEqual({ sent: 0, failed: 0 });

  expect(mail.server.received).toHaveLength(1);
  const [received] = mail.server.received;
  expect(received!.envelopeTo).toEqual(["leitora@example.org"]);
  expect(received!.from?.text).toBe('"Observatório" <nao-responda@example.org>');
  expect(received!.subject).toBe("Sua sugestão foi respondida");
  expect(received!.headerLines.find((header) => header.key === "list-unsubscribe")?.line).toBe(
    "List-Unsubscribe: <https://observatorio.example.org/sair?t=1>",
  );
  expect(received!.text).toBe(
    [
      "Olá!",
      "Sobre <Sua sugestão foi respondida> & mais.",
      "Abrir a checagem: https://observatorio.example.org/fake-news/1?a=1&b=2",
      "--",
      "Você recebe esta mensagem porque enviou uma sugestão.",
    ].join("\n\n") + "\n",
  );
  // Whatever the message quotes is escaped in the HTML part.
  expect(received!.html).toContain("<p>Sobre &lt;Sua sugestão foi respondida&gt; &amp; mais.</p>");
  expect(received!.html).toContain(
    '<a href="https://observatorio.example.org/fake-news/1?a=1&amp;b=2">Abrir a checagem</a>',
  );
  expect(await rows()).toMatchObject([{ estado: "enviada", tentativas: 1, ultimo_erro: null }]);
});

test("a message with a key is queued once, however many writes ask for it", async () => {
  const { db } = database();
  const answer = message("leitor@example.org", "Resposta", { chave: "resposta:sugestao:7:1" });
  expect(await enqueueMail(db, answer)).toBe(true);
  expect(await enqueueMail(db, answer)).toBe(false);
  expect(await rows()).toHaveLength(1);
});

test("with the mail server down, messages wait and back off; once it is back each goes out once", async () => {
  const { db } = database();
  const t0 = new Date("2026-12-01T12:00:00.000Z");
  const at = (ms: number) => () => new Date(t0.getTime() + ms);
  for (const assunto of ["Um", "Dois", "Três"]) {
    await enqueueMail(db, message("editora@example.org", assunto), t0);
  }
  await mail.server.stop();
  try {
    // Each round tries one message, finds the server down and leaves the rest for later.
    expect(await deliverDueMail(db, mail.transport, { now: at(0) })).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(await deliverDueMail(db, mail.transport, { now: at(1000) })).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(await deliverDueMail(db, mail.transport, { now: at(2000) })).toEqual({
      sent: 0,
      failed: 1,
    });
    // Nothing is due again before its minute of back-off.
    expect(await deliverDueMail(db, mail.transport, { now: at(30_000) })).toEqual({
      sent: 0,
      failed: 0,
    });
    const waiting = await rows();
    expect(waiting.map((row) => [row.estado, row.tentativas])).toEqual([
      ["pendente", 1],
      ["pendente", 1],
      ["pendente", 1],
    ]);
    expect(waiting[0]!.proxima_tentativa_em).toBe(new Date(t0.getTime() + MINUTE).toISOString());
    expect(waiting[0]!.ultimo_erro).toMatch(/ECONNREFUSED/);
  } finally {
    await mail.server.start();
  }

  expect(await deliverDueMail(db, mail.transport, { now: at(5 * MINUTE) })).toEqual({
    sent: 3,
    failed: 0,
  });
  expect(await deliverDueMail(db, mail.transport, { now: at(10 * MINUTE) })).toEqual({
    sent: 0,
    failed: 0,
  });
  expect(mail.server.received.map((received) => received.subject).sort()).toEqual([
    "Dois",
    "Três",
    "Um",
  ]);
});

test("a recipient the server refuses for good (550) is given up on at once", async () => {
  const { db } = database();
  mail.server.refuse("nao-existe@example.org");
  await enqueueMail(db, message("nao-existe@example.org", "Aviso"));
  await enqueueMail(db, message("existe@example.org", "Outro aviso"));

  expect(await deliverDueMail(db, mail.transport)).toEqual({ sent: 1, failed: 1 });
  expect(await rows()).toMatchObject([
    {
      assunto: "Aviso",
      estado: "falhou",
      tentativas: 1,
      ultimo_erro: expect.stringMatching(/^550/),
    },
    { assunto: "Outro aviso", estado: "enviada" },
  ]);
});

test("the delay doubles from a minute up to six hours, and a message is given up on after its last attempt", async () => {
  expect([1, 2, 3, 4, 10, 11].map(retryDelayMs)).toEqual([
    MINUTE,
    2 * MINUTE,
    4 * MINUTE,
    8 * MINUTE,
    360 * MINUTE,
    360 * MINUTE,
  ]);

  const { db } = database();
  const failing: MailTransport = {
    send: () =>
      Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
    close: () => {},
  };
  const t0 = new Date("2026-12-01T12:00:00.000Z").getTime();
  await enqueueMail(db, message("editora@example.org", "Insistente"), new Date(t0));
  let clock = t0;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    expect(await deliverDueMail(db, failing, { now: () => new Date(clock) })).toEqual({
      sent: 0,
      failed: 1,
    });
    clock += 7 * 60 * MINUTE;
  }
  expect(await rows()).toMatchObject([{ estado: "falhou", tentativas: MAX_ATTEMPTS }]);
  expect(await deliverDueMail(db, failing, { now: () => new Date(clock) })).toEqual({
    sent: 0,
    failed: 0,
  });
});

test("two instances sending the same outbox at once send each message once", async () => {
  const { db, target } = database();
  const second = openDatabase(target);
  const secondTransport = smtpTransport(mail.server.url, TEST_MAIL_FROM);
  try {
    for (let index = 1; index <= 20; index += 1) {
      await enqueueMail(db, message(`pessoa${index}@example.org`, `Mensagem ${index}`));
    }
    const results = await Promise.all([
      deliverDueMail(db, mail.transport),
      deliverDueMail(second.db, secondTransport),
      deliverDueMail(db, mail.transport),
    ]);
    // A sender that lost a race stops early; the next round takes what it left.
    let total = results.reduce((sum, result) => sum + result.sent, 0);
    while (total < 20) {
      const more = await deliverDueMail(second.db, secondTransport);
      if (more.sent === 0) break;
      total += more.sent;
    }
    expect(total).toBe(20);
    const subjects = mail.server.received.map((received) => received.subject);
    expect(subjects).toHaveLength(20);
    expect(new Set(subjects).size).toBe(20);
  } finally {
    secondTransport.close();
    await second.db.destroy();
  }
});

test("the retention forgets a message 30 days after it went or was given up on, never one still waiting", async () => {
  const { db } = database();
  const t0 = new Date("2026-12-01T12:00:00.000Z");
  for (const assunto of ["Enviada", "Recusada", "Esperando"])
    await enqueueMail(db, message("pessoa@example.org", assunto), t0);
  const at = t0.toISOString();
  await db
    .updateTable("caixa_saida")
    .set({ estado: "enviada", enviada_em: at })
    .where("assunto", "=", "Enviada")
    .execute();
  await db
    .updateTable("caixa_saida")
    .set({ estado: "falhou" })
    .where("assunto", "=", "Recusada")
    .execute();
  const options = { sugestaoDays: 365, revisaoDays: 365 };

  const day29 = new Date(t0.getTime() + 29 * 24 * 60 * MINUTE);
  expect((await applyRetention(db, { ...options, now: day29 })).mensagens).toBe(0);
  const day31 = new Date(t0.getTime() + 31 * 24 * 60 * MINUTE);
  expect((await applyRetention(db, { ...options, now: day31 })).mensagens).toBe(2);
  expect((await rows()).map((row) => row.assunto)).toEqual(["Esperando"]);
});
