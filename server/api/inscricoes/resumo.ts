import type { Kysely } from "kysely";
import type { ResumoSchedule } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import { SITE_TIME_ZONE, MAIL_DAY } from "../../mail/message.ts";
import { startPeriodic } from "../../periodic.ts";
import {
  FAKE_NEWS_STATUS_LABELS,
  PUBLIC_FAKE_NEWS_STATUS,
  type FakeNewsStatus,
} from "../fake-news/schema.ts";
import { listFakeNews } from "../fake-news/service.ts";
import { listRotulos } from "../rotulos/service.ts";
import { sendToSubscribers } from "./service.ts";

/*
 * The weekly digest of new fact-checks (decision 077), when RESUMO_SEMANAL names a day
 * and a time in Brasília: on that day, from that time and for the next 24 hours, every
 * instance's round queues one message per confirmed subscriber with the checks that
 * became public in the seven days before the digest's day. The outbox key names the week
 * and the address, so a subscriber gets each week's digest once whatever the number of
 * rounds and instances; a week without new checks sends nothing.
 */

/** The most checks a digest lists; the rest are counted, with the link to all. */
export const RESUMO_MAX_ITENS = 20;

/** How often each instance looks whether a digest is due. */
export const RESUMO_INTERVAL_MS = 15 * 60 * 1000;

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const DAY_MS = MINUTES_PER_DAY * 60 * 1000;

const LOCAL = new Intl.DateTimeFormat("en-US", {
  timeZone: SITE_TIME_ZONE,
  weekday: "short",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const WEEKDAYS_EN = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The day of the week, the minute of the day and the `YYYY-MM-DD` of `date` in Brasília. */
function brasilia(date: Date) {
  const parts = Object.fromEntries(
    LOCAL.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return {
    weekday: WEEKDAYS_EN.indexOf(parts.weekday ?? ""),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    day: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

/** The day `days` after a `YYYY-MM-DD` day. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The digest due at `now`: its day (`YYYY-MM-DD` in Brasília) and the seven days it
 * covers, from `de` to `ate` inclusive, the day before its own; undefined outside the 24
 * hours that follow the configured time.
 */
export function dueResumo(
  schedule: ResumoSchedule,
  now: Date,
): { dia: string; de: string; ate: string } | undefined {
  const local = brasilia(now);
  const elapsed =
    ((((local.weekday - schedule.dia) * MINUTES_PER_DAY + local.minute - schedule.minuto) %
      MINUTES_PER_WEEK) +
      MINUTES_PER_WEEK) %
    MINUTES_PER_WEEK;
  if (elapsed >= MINUTES_PER_DAY) return undefined;
  const dia = brasilia(new Date(now.getTime() - elapsed * 60 * 1000)).day;
  return { dia, de: addDays(dia, -7), ate: addDays(dia, -1) };
}

/**
 * A check became public on the later of its verification day and the day it was
 * scheduled for; checks verified long before are looked at only this far back.
 */
const LOOK_BACK_DAYS = 60;

/**
 * Queues the digest due at `now` for every confirmed subscriber, if one is due and there
 * are new checks; answers how many messages were queued.
 */
export async function sendResumoSemanal(
  db: Kysely<Database>,
  schedule: ResumoSchedule,
  origin: string,
  now = new Date(),
): Promise<number> {
  const due = dueResumo(schedule, now);
  if (!due) return 0;
  const [candidates, scale] = await Promise.all([
    listFakeNews(db, {
      statuses: PUBLIC_FAKE_NEWS_STATUS,
      de: addDays(due.de, -LOOK_BACK_DAYS),
      ate: due.ate,
    }),
    listRotulos(db),
  ]);
  const checks = candidates.filter((check) => {
    const scheduled = check.publicar_em ? brasilia(new Date(check.publicar_em)).day : "";
    const publicDay = scheduled > check.data_verificacao ? scheduled : check.data_verificacao;
    return publicDay >= due.de && publicDay <= due.ate;
  });
  if (checks.length === 0) return 0;
  const ratings = new Map(scale.map((rotulo) => [rotulo.slug, rotulo.nome]));
  const listed = checks.slice(0, RESUMO_MAX_ITENS);
  const more = checks.length - listed.length;
  const count = checks.length === 1 ? "1 nova checagem" : `${checks.length} novas checagens`;
  const day = (value: string) => MAIL_DAY.format(new Date(`${value}T12:00:00Z`));
  return sendToSubscribers(
    db,
    {
      tipo: "resumo-semanal",
      chave: `resumo-semanal:${due.dia}`,
      content: {
        assunto: `Resumo da semana: ${count}`,
        paragrafos: [
          `O Observatório de Desinformação e Fake News da Amazônia publicou ${count} de ${day(due.de)} a ${day(due.ate)}:`,
        ],
        itens: listed.map((check) => ({
          texto: `${(check.rotulo && ratings.get(check.rotulo)) || FAKE_NEWS_STATUS_LABELS[check.status as FakeNewsStatus]}: ${check.titulo}`,
          url: `${origin}/fake-news/${check.id}`,
        })),
        link: {
          texto: more > 0 ? `Ver as outras ${more} e todas as checagens` : "Ver todas as checagens",
          url: `${origin}/fake-news`,
        },
        rodape:
          "Você recebe este resumo porque confirmou a inscrição na newsletter. Usamos seu endereço apenas para enviar as edições e o resumo semanal.",
      },
    },
    origin,
    now,
  );
}

/** Looks every RESUMO_INTERVAL_MS whether a digest is due; a failure is logged and retried. */
export function startResumoSemanal(
  db: Kysely<Database>,
  logger: Logger,
  schedule: ResumoSchedule,
  origin: string,
): () => void {
  return startPeriodic(
    async () => {
      try {
        const queued = await sendResumoSemanal(db, schedule, origin);
        if (queued > 0) logger.info({ queued }, "weekly digest queued");
      } catch (error) {
        logger.error({ err: error }, "weekly digest failed");
      }
    },
    { intervalMs: RESUMO_INTERVAL_MS, firstDelayMs: 60 * 1000 },
  );
}
