import { expect, test } from "vitest";
import { useApiServer } from "#tests/helpers/api-server.ts";
import { insertFakeNews } from "#tests/helpers/content-rows.ts";
import { useSmtpServer } from "#tests/helpers/smtp-server.ts";
import { parseResumoSchedule, type ResumoSchedule } from "../../config.ts";
import { deliverDueMail } from "../../mail/sender.ts";
import { insertInscricao } from "./repository.ts";
import { dueResumo, sendResumoSemanal } from "./resumo.ts";
import { subscribe } from "./service.ts";

// The weekly digest (decision 077): due for 24 hours from the configured time in Brasília,
// listing the checks that became public in the seven days before, once per confirmed
// subscriber however many rounds run, through a real SMTP server on loopback.
const api = useApiServer({ clean: ["caixa_saida", "inscricoes_saida", "inscricoes", "fake_news"] });
const mail = useSmtpServer();
const SITE = "https://observatorio.example.org";
const MONDAY_8H: ResumoSchedule = parseResumoSchedule("seg 08:00")!;
// Monday 30 November 2026, 08:00 in Brasília (UTC−3).
const DUE = new Date("2026-11-30T11:00:00Z");

test("the schedule reads a day and a time, and the digest is due for the 24 hours after it", () => {
  expect(parseResumoSchedule("seg 08:00")).toEqual({ dia: 1, minuto: 480 });
  expect(parseResumoSchedule("dom 23:59")).toEqual({ dia: 0, minuto: 1439 });
  for (const wrong of ["segunda 08:00", "seg 8:00", "seg 24:00", "seg", ""])
    expect(parseResumoSchedule(wrong)).toBeUndefined();

  const week = { dia: "2026-11-30", de: "2026-11-23", ate: "2026-11-29" };
  expect(dueResumo(MONDAY_8H, DUE)).toEqual(week);
  expect(dueResumo(MONDAY_8H, new Date("2026-12-01T10:59:00Z"))).toEqual(week);
  expect(dueResumo(MONDAY_8H, new Date("2026-11-30T10:59:00Z"))).toBeUndefined();
  expect(dueResumo(MONDAY_8H, new Date("2026-12-01T11:00:00Z"))).toBeUndefined();
  // Sunday 23:30 in Brasília is already Monday in UTC.
  expect(dueResumo({ dia: 0, minuto: 23 * 60 + 30 }, new Date("2026-11-30T02:45:00Z"))).toEqual({
    dia: "2026-11-29",
    de: "2026-11-22",
    ate: "2026-11-28",
  });
});

async function subscriber(email: string, confirmed: boolean) {
  await insertInscricao(api.db, email, "2026-11-01T12:00:00.000Z");
  if (confirmed)
    await api.db
      .updateTable("inscricoes")
      .set({ confirmada_em: "2026-11-01T12:05:00.000Z" })
      .where("email", "=", email)
      .execute();
}

async function delivered() {
  await deliverDueMail(api.db, mail.transport, { now: () => new Date("2026-12-01T00:00:00Z") });
  return mail.server.received.splice(0).map((received) => ({
    to: received.envelopeTo,
    subject: received.subject,
    text: received.text ?? "",
    unsubscribe: received.headerLines.some((line) => line.key === "list-unsubscribe"),
  }));
}

test("the week's new public checks reach each confirmed subscriber once, and nothing else does", async () => {
  await subscriber("leitora@example.org", true);
  await subscriber("espera@example.org", false);
  const week = await insertFakeNews(api.db, {
    titulo: "É falso que a ponte do Guamá vai fechar",
    status: "desmentida",
    data_verificacao: "2026-11-25",
  });
  const scheduled = await insertFakeNews(api.db, {
    titulo: "Vacina contra a dengue está disponível em Belém",
    status: "verificada",
    data_verificacao: "2026-11-10",
    publicar_em: "2026-11-26T15:00:00.000Z",
  });
  await insertFakeNews(api.db, { titulo: "Da semana anterior", data_verificacao: "2026-11-20" });
  await insertFakeNews(api.db, {
    titulo: "Ainda em análise",
    status: "em_analise",
    data_verificacao: "2026-11-25",
  });
  await insertFakeNews(api.db, {
    titulo: "Um rascunho",
    estado: "rascunho",
    data_verificacao: "2026-11-25",
  });
  await insertFakeNews(api.db, {
    titulo: "Agendada para depois",
    data_verificacao: "2026-11-25",
    publicar_em: "2026-12-05T12:00:00.000Z",
  });

  // Two instances' rounds at once, then a later round the same day.
  const queued = await Promise.all([
    sendResumoSemanal(api.db, MONDAY_8H, SITE, DUE),
    sendResumoSemanal(api.db, MONDAY_8H, SITE, DUE),
  ]);
  expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
  expect(await sendResumoSemanal(api.db, MONDAY_8H, SITE, new Date("2026-11-30T20:00:00Z"))).toBe(
    0,
  );

  const messages = await delivered();
  expect(messages).toHaveLength(1);
  const [digest] = messages;
  expect(digest!.to).toEqual(["leitora@example.org"]);
  expect(digest!.subject).toBe("Resumo da semana: 2 novas checagens");
  expect(digest!.text).toContain("de 23 de novembro de 2026 a 29 de novembro de 2026");
  expect(digest!.text).toContain(
    `- Desmentida: É falso que a ponte do Guamá vai fechar: ${SITE}/fake-news/${week}`,
  );
  expect(digest!.text).toContain(
    `- Verificada: Vacina contra a dengue está disponível em Belém: ${SITE}/fake-news/${scheduled}`,
  );
  for (const absent of [
    "Da semana anterior",
    "Ainda em análise",
    "Um rascunho",
    "Agendada para depois",
  ])
    expect(digest!.text).not.toContain(absent);
  expect(digest!.text).toMatch(
    new RegExp(`Cancelar a inscrição: ${SITE}/newsletters/sair\\?token=`),
  );
  expect(digest!.unsubscribe).toBe(true);
});

test("a week without new checks, or a time outside the digest's day, sends nothing", async () => {
  await subscriber("leitora@example.org", true);
  await insertFakeNews(api.db, { titulo: "Antiga", data_verificacao: "2026-10-01" });
  expect(await sendResumoSemanal(api.db, MONDAY_8H, SITE, DUE)).toBe(0);
  await insertFakeNews(api.db, { titulo: "Nova", data_verificacao: "2026-11-28" });
  expect(await sendResumoSemanal(api.db, MONDAY_8H, SITE, new Date("2026-12-02T11:00:00Z"))).toBe(
    0,
  );
  expect(await api.count("caixa_saida")).toBe(0);
});

test("the confirmation e-mail names the weekly digest only when the site sends one", async () => {
  const input = { email: "nova@example.org", homepage: undefined };
  await subscribe(api.db, input, SITE, { resumoSemanal: true }, DUE);
  await subscribe(api.db, { ...input, email: "outra@example.org" }, SITE, {}, DUE);
  const [withDigest, without] = (await delivered()).sort((a, b) =>
    a.to[0]!.localeCompare(b.to[0]!),
  );
  expect(withDigest!.text).toContain(
    "as edições mensais da newsletter e o resumo semanal das novas checagens",
  );
  expect(without!.text).toContain("as edições mensais da newsletter do Observatório");
  expect(without!.text).not.toContain("resumo semanal");
});
