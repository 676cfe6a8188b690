import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import { startPeriodic } from "../../periodic.ts";
import { MAIL_DAY } from "../../mail/message.ts";
import { enqueueMail, type NewMail } from "../../mail/outbox.ts";
import { motivoText } from "../../messaging/replies.ts";
import { FAKE_NEWS_STATUS_LABELS, type FakeNewsStatus } from "../fake-news/schema.ts";
import { listAnsweredUntold, markAnswerTold } from "./repository.ts";
import { toSugestaoPublica } from "./service.ts";

/*
 * The answer to a tip, by e-mail (decision 072): every sender who left an address is told
 * once, when the tip is answered as its tracking page shows it — a published fact-check,
 * or a discard with its reason. A tip answered by a check that is not public yet waits
 * until it is. Links point at PUBLIC_URL or at the origin of the editor's request that
 * answered; without either the sender waits for the next such request.
 */

/** Tips handled in one round; a larger backlog goes in the next rounds. */
const BATCH = 100;

const FOOTER =
  "Você recebe esta mensagem porque deixou seu e-mail ao enviar a sugestão. Não enviaremos outras mensagens sobre ela, e o endereço é apagado no prazo de guarda das sugestões.";

type Untold = Awaited<ReturnType<typeof listAnsweredUntold>>[number];

/** The message for one answered tip, or undefined while its answer is not public yet. */
export function tipAnswerMail(record: Untold, origin: string): NewMail | undefined {
  const answer = toSugestaoPublica(record);
  if (!record.email) return undefined;
  const greeting = `Olá! Você nos enviou um conteúdo para checagem em ${MAIL_DAY.format(new Date(record.created_at))}.`;
  const check = answer.fake_news;
  const checkLink = check
    ? { texto: "Ler a checagem", url: `${origin}/fake-news/${check.id}` }
    : undefined;
  const base = {
    destinatario: record.email,
    tipo: "resposta-sugestao",
    chave: `resposta-sugestao:${record.id}`,
    assunto: "Resposta à sua sugestão de checagem",
    rodape: FOOTER,
  };
  if (answer.estado === "verificada") {
    if (!check) return undefined;
    const verdict = FAKE_NEWS_STATUS_LABELS[record.fake_news_status as FakeNewsStatus];
    return {
      ...base,
      paragrafos: [
        greeting,
        `A equipe publicou uma checagem sobre ele: ${check.titulo}${verdict ? ` (${verdict})` : ""}.`,
        ...(record.fake_news_alegacao ? [`O que circula: ${record.fake_news_alegacao}`] : []),
      ],
      link: checkLink,
    };
  }
  const motivo = answer.motivo;
  if (!motivo) return undefined;
  if (motivo === "ja_verificada" && !check) return undefined;
  return {
    ...base,
    paragrafos: [
      greeting,
      "A equipe analisou o conteúdo e não vai publicar uma checagem nova sobre ele.",
      motivoText(motivo, answer.motivo_texto),
      ...(check ? [`A checagem publicada: ${check.titulo}.`] : []),
    ],
    link: checkLink,
  };
}

/**
 * Queues the answer of every answered tip whose sender was not told yet, each once:
 * marking the tip and queueing its message happen together, and the message's key keeps
 * a second instance from queueing it again. Answers how many were queued.
 */
export async function queueTipAnswers(
  db: Kysely<Database>,
  origin: string | undefined,
  now = new Date(),
): Promise<number> {
  if (!origin) return 0;
  let queued = 0;
  for (const record of await listAnsweredUntold(db, BATCH)) {
    const mail = tipAnswerMail(record, origin);
    if (!mail) continue;
    const told = await db.transaction().execute(async (trx) => {
      if (!(await markAnswerTold(trx, record.id, now.toISOString()))) return false;
      await enqueueMail(trx, mail, now);
      return true;
    });
    if (told) queued += 1;
  }
  return queued;
}

const ROUND_MS = 60 * 1000;

/**
 * With PUBLIC_URL, every instance also looks every minute for answers that became public
 * without an editor's request (a fact-check whose scheduled time came); two instances at
 * once queue each answer once.
 */
export function startTipAnswers(
  db: Kysely<Database>,
  logger: Logger,
  publicUrl: string,
): () => void {
  return startPeriodic(
    async () => {
      try {
        const queued = await queueTipAnswers(db, publicUrl);
        if (queued > 0) logger.info({ queued }, "answers to tips queued for e-mail");
      } catch (error) {
        logger.error({ err: error }, "answers to tips not queued");
      }
    },
    { intervalMs: ROUND_MS, firstDelayMs: ROUND_MS },
  );
}
