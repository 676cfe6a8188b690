import { expect, test } from "vitest";
import { useApiServer } from "#tests/helpers/api-server.ts";
import { insertFakeNews } from "#tests/helpers/content-rows.ts";
import { useSmtpServer } from "#tests/helpers/smtp-server.ts";
import { deliverDueMail } from "../../mail/sender.ts";
import { queueTipAnswers } from "./answer-mail.ts";

// A tip's answer reaches every sender who left an e-mail, once (decision 072), through a
// real SMTP server on loopback, on the project's engine.
const api = useApiServer({
  config: { trustProxy: ["loopback"] },
  clean: ["sugestoes", "caixa_saida", "fake_news", "rate_limits"],
});
const SITE = "https://observatorio.example.org";

const mail = useSmtpServer();
let visitor = 0;

/** A reader's tip, from an address of its own; its id. */
async function tip(fields: Record<string, string>): Promise<number> {
  visitor += 1;
  const response = await api.send("POST", "/api/sugestoes", {
    body: { plataforma: "whatsapp", ...fields },
    authorization: null,
    headers: { "x-forwarded-for": `192.0.2.${visitor}` },
  });
  expect(response.status).toBe(201);
  const row = await api.db
    .selectFrom("sugestoes")
    .select("id")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An editor answers a tip through the API, as the inbox does. */
async function answer(id: number, body: Record<string, unknown>) {
  const response = await api.send("PUT", `/api/sugestoes/${id}`, { body });
  expect(response.status).toBe(200);
}

async function delivered() {
  await deliverDueMail(api.db, mail.transport);
  return mail.server.received.map((received) => ({
    to: received.envelopeTo,
    subject: received.subject,
    text: received.text ?? "",
  }));
}

test("a verified tip's senders with an e-mail each get the published check once; others get nothing", async () => {
  const check = await insertFakeNews(api.db, {
    titulo: "É falso que a ponte do Guamá vai fechar",
    alegacao: "A ponte do Guamá será fechada por um mês a partir de segunda.",
    status: "desmentida",
  });
  const ana = await tip({ texto: "A ponte do Guamá vai fechar?", email: "ana@example.org" });
  const sem = await tip({ texto: "ponte do guama fecha segunda" });
  const bia = await tip({ texto: "Fecham a ponte do Guamá", email: "bia@example.org" });

  for (const id of [ana, sem, bia]) await answer(id, { estado: "verificada", fake_news_id: check });
  // Saved again (the inbox saves each tip of a group), nobody is written to twice.
  await answer(ana, { estado: "verificada", fake_news_id: check });

  const mails = await delivered();
  expect(mails.map((mail) => mail.to).sort()).toEqual([["ana@example.org"], ["bia@example.org"]]);
  const [first] = mails;
  expect(first!.subject).toBe("Resposta à sua sugestão de checagem");
  expect(first!.text).toContain(
    "A equipe publicou uma checagem sobre ele: É falso que a ponte do Guamá vai fechar (Desmentida).",
  );
  expect(first!.text).toContain(
    "O que circula: A ponte do Guamá será fechada por um mês a partir de segunda.",
  );
  // Without PUBLIC_URL the link follows the origin of the editor's request.
  expect(first!.text).toContain(`Ler a checagem: ${api.url}/fake-news/${check}`);
  expect(first!.text).toContain("Você recebe esta mensagem porque deixou seu e-mail");

  await queueTipAnswers(api.db, SITE);
  expect(await delivered()).toHaveLength(2);
});

test("a tip answered by a check not yet published waits, and is told once the check is out", async () => {
  const draft = await insertFakeNews(api.db, {
    titulo: "Vacina não altera o DNA",
    status: "desmentida",
    estado: "rascunho",
  });
  const caio = await tip({ texto: "vacina muda o dna", email: "caio@example.org" });
  await answer(caio, { estado: "verificada", fake_news_id: draft });
  expect(await delivered()).toEqual([]);

  await api.db
    .updateTable("fake_news")
    .set({ estado: "publicado" })
    .where("id", "=", draft)
    .execute();
  // Two instances' rounds at once queue it once.
  const queued = await Promise.all([queueTipAnswers(api.db, SITE), queueTipAnswers(api.db, SITE)]);
  expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
  const mails = await delivered();
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain(`Ler a checagem: ${SITE}/fake-news/${draft}`);
});

test("a discarded tip's sender is told why; without an origin the answer waits for one", async () => {
  const dani = await tip({ texto: "o prefeito é o pior de todos", email: "dani@example.org" });
  const edu = await tip({ texto: "print sem data", email: "edu@example.org" });
  await api.db
    .updateTable("sugestoes")
    .set({
      estado: "descartada",
      motivo: "outro",
      motivo_texto: "O print não traz data nem autor.",
    })
    .where("id", "=", edu)
    .execute();
  expect(await queueTipAnswers(api.db, undefined)).toBe(0);

  await answer(dani, { estado: "descartada", motivo: "opiniao" });
  const mails = await delivered();
  expect(mails.map((mail) => mail.to[0]).sort()).toEqual(["dani@example.org", "edu@example.org"]);
  const text = (to: string) => mails.find((mail) => mail.to[0] === to)!.text;
  expect(text("dani@example.org")).toContain("É uma opinião, e opiniões não são checadas.");
  expect(text("dani@example.org")).not.toContain("Ler a checagem");
  expect(text("edu@example.org")).toContain(
    "Motivo informado pela equipe: O print não traz data nem autor.",
  );
});
