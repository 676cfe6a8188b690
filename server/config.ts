import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { isCommonPassword, PASSWORD_MIN_LENGTH } from "./auth/password-policy.ts";
import { PASSWORD_HASH_COST } from "./auth/passwords.ts";
import { parseTotpKey, TOTP_KEY_BYTES, type TotpKeys } from "./auth/totp-key.ts";

const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: "use true or false" })
  .transform((value) => value === "true" || value === "1");

const MEDIA_GRACE_MESSAGE = "must be a number of hours between 1 and 8784";
const TOTP_KEY_MESSAGE = `must be ${TOTP_KEY_BYTES} random bytes in base64 (44 characters ending in "="), as "openssl rand -base64 ${TOTP_KEY_BYTES}" prints them`;
const totpKey = z
  .string()
  .refine((text) => parseTotpKey(text) !== undefined, TOTP_KEY_MESSAGE)
  .optional();
const HASH_COST_MESSAGE = `must be a whole number from ${PASSWORD_HASH_COST.min} to ${PASSWORD_HASH_COST.max} (the base-2 logarithm of scrypt's N)`;

const SUGESTAO_ANEXOS_MESSAGE = "must be a whole number of megabytes from 1 to 102400";
const RETENTION_MESSAGE = "must be a whole number of days from 30 to 36600";

// Under a month an open tip or an editor's recent history could go before anyone looked.
const retentionDays = z.coerce
  .number({ error: RETENTION_MESSAGE })
  .int(RETENTION_MESSAGE)
  .min(30, RETENTION_MESSAGE)
  .max(36_600, RETENTION_MESSAGE);
const SMTP_URL_MESSAGE =
  "must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.org:587";
const MAIL_FROM_MESSAGE =
  'must be an e-mail address, optionally with a name: "Observatório <nao-responda@example.org>"';
const RESUMO_MESSAGE =
  'must be a day (dom, seg, ter, qua, qui, sex or sab) and a time in Brasília, such as "seg 08:00"';

/** The days RESUMO_SEMANAL may name, from Sunday, as Brazilians abbreviate them. */
export const RESUMO_DIAS = ["dom", "seg", "ter", "qua", "qui", "sex", "sab"] as const;

/** The weekly digest's day of the week (0 is Sunday) and minute of that day, in Brasília. */
export type ResumoSchedule = Readonly<{ dia: number; minuto: number }>;

/** "seg 08:00" → Monday at 8:00; undefined when the text is not a day and a time. */
export function parseResumoSchedule(text: string): ResumoSchedule | undefined {
  const match = /^(dom|seg|ter|qua|qui|sex|sab) ([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (!match) return undefined;
  const [, dia, hours, minutes] = match;
  return Object.freeze({
    dia: RESUMO_DIAS.indexOf(dia as (typeof RESUMO_DIAS)[number]),
    minuto: Number(hours) * 60 + Number(minutes),
  });
}
const SCORE_MESSAGE = "must be a number from 0 to 1";
const score = (fallback: number) =>
  z.coerce
    .number({ error: SCORE_MESSAGE })
    .min(0, SCORE_MESSAGE)
    .max(1, SCORE_MESSAGE)
    .default(fallback);
const BITS_MESSAGE = "must be a whole number of bits from 0 to 32";
const API_URL_MESSAGE = "must be an http(s) URL";
const apiUrl = (fallback: string) =>
  z
    .url({ error: API_URL_MESSAGE })
    .refine((url) => /^https?:\/\//.test(url), API_URL_MESSAGE)
    .transform((url) => url.replace(/\/+$/, ""))
    .default(fallback);
const secret = (message: string) => z.string().trim().min(1, message);
const HOUR_MESSAGE = "must be a whole hour from 0 to 23";
/** Telegram accepts 1 to 256 of these characters as a webhook's secret. */
const TELEGRAM_SECRET_MESSAGE = "must be 1 to 256 letters, digits, _ or -";
/** The Graph API's current version when this was written (decision 076). */
export const WHATSAPP_API_DEFAULT = "https://graph.facebook.com/v23.0";
export const TELEGRAM_API_DEFAULT = "https://api.telegram.org";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a port number between 1 and 65535" })
    .int("must be a port number between 1 and 65535")
    .min(1, "must be a port number between 1 and 65535")
    .max(65535, "must be a port number between 1 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ error: "must be a postgres:// or postgresql:// URL" })
    .refine((url) => /^postgres(ql)?:\/\//.test(url), "must be a postgres:// or postgresql:// URL")
    .optional(),
  ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .refine(
      (password) => [...password.normalize("NFKC")].length >= PASSWORD_MIN_LENGTH,
      `must have at least ${PASSWORD_MIN_LENGTH} characters`,
    )
    .refine(
      (password) => !isCommonPassword(password),
      "is one of the most common passwords; choose another",
    )
    .optional(),
  SEED_DEMO: booleanFlag.optional(),
  PUBLIC_URL: z
    .url({ error: "must be an http(s) origin such as https://example.org" })
    .refine(
      (url) => /^https?:\/\//.test(url),
      "must be an http(s) origin such as https://example.org",
    )
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })
    .default("info"),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) {
        ctx.addIssue({ code: "custom", message: TRUST_PROXY_MESSAGE });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  PAGE_CACHE_MB: z.coerce
    .number({ error: "must be a number of megabytes (0 turns the page cache off)" })
    .int("must be a whole number of megabytes (0 turns the page cache off)")
    .min(0, "must be a number of megabytes (0 turns the page cache off)")
    .max(4096, "must be at most 4096 megabytes")
    .default(64),
  METRICS_TOKEN: z.string().min(16, "must have at least 16 characters").optional(),
  METRICS_PORT: z.coerce
    .number({ error: "must be a port number between 1 and 65535" })
    .int("must be a port number between 1 and 65535")
    .min(1, "must be a port number between 1 and 65535")
    .max(65535, "must be a port number between 1 and 65535")
    .optional(),
  // Below an hour an editor's upload could go before the form that uses it is saved.
  MEDIA_ORPHAN_GRACE_HOURS: z.coerce
    .number({ error: MEDIA_GRACE_MESSAGE })
    .min(1, MEDIA_GRACE_MESSAGE)
    .max(24 * 366, MEDIA_GRACE_MESSAGE)
    .default(24),
  SUGESTAO_ANEXOS_MB_POR_HORA: z.coerce
    .number({ error: SUGESTAO_ANEXOS_MESSAGE })
    .int(SUGESTAO_ANEXOS_MESSAGE)
    .min(1, SUGESTAO_ANEXOS_MESSAGE)
    .max(102_400, SUGESTAO_ANEXOS_MESSAGE)
    .default(200),
  SUGESTAO_RETENCAO_DIAS: retentionDays.default(365),
  REVISOES_RETENCAO_DIAS: retentionDays.default(365),
  OUTDATED_AFTER_MONTHS: z.coerce
    .number({ error: "must be a whole number of months from 0 to 600" })
    .int("must be a whole number of months from 0 to 600")
    .min(0, "must be a whole number of months from 0 to 600")
    .max(600, "must be a whole number of months from 0 to 600")
    .default(12),
  SMTP_URL: z
    .url({ error: SMTP_URL_MESSAGE })
    .refine((url) => /^smtps?:\/\/[^/]/.test(url), SMTP_URL_MESSAGE)
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, MAIL_FROM_MESSAGE)
    .optional(),
  RESUMO_SEMANAL: z
    .string()
    .refine((text) => parseResumoSchedule(text) !== undefined, RESUMO_MESSAGE)
    .optional(),
  SECOND_REVIEW: booleanFlag.default(true),
  PASSWORD_HASH_COST: z.coerce
    .number({ error: HASH_COST_MESSAGE })
    .int(HASH_COST_MESSAGE)
    .min(PASSWORD_HASH_COST.min, HASH_COST_MESSAGE)
    .max(PASSWORD_HASH_COST.max, HASH_COST_MESSAGE)
    .default(PASSWORD_HASH_COST.default),
  // Checked here, but kept out of the configuration: `takeTotpKeys` reads them once.
  TOTP_KEY: totpKey,
  TOTP_KEY_PREVIOUS: totpKey,
  // Decision 069: what the fixtures of server/matching justify.
  MATCH_TEXT_STRONG: score(0.5),
  MATCH_TEXT_MIN: score(0.4),
  MATCH_IMAGE_MAX_BITS: z.coerce
    .number({ error: BITS_MESSAGE })
    .int(BITS_MESSAGE)
    .min(0, BITS_MESSAGE)
    .max(32, BITS_MESSAGE)
    .default(10),
  // Decision 076: each channel is on when its required variables are all set.
  WHATSAPP_VERIFY_TOKEN: secret("must not be blank").optional(),
  WHATSAPP_APP_SECRET: secret("must not be blank").optional(),
  WHATSAPP_ACCESS_TOKEN: secret("must not be blank").optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,30}$/, "must be the number's id as Meta shows it (digits only)")
    .optional(),
  WHATSAPP_API_URL: apiUrl(WHATSAPP_API_DEFAULT),
  WHATSAPP_ANSWER_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, "must be a template name: lower-case letters, digits and _")
    .optional(),
  WHATSAPP_DIGEST_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, "must be a template name: lower-case letters, digits and _")
    .optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "must be a language code such as pt_BR")
    .default("pt_BR"),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]+$/, "must be the token BotFather gives, such as 123456:ABC-DEF")
    .optional(),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,256}$/, TELEGRAM_SECRET_MESSAGE)
    .optional(),
  TELEGRAM_API_URL: apiUrl(TELEGRAM_API_DEFAULT),
  MESSAGING_DIGEST_HOUR: z.coerce
    .number({ error: HOUR_MESSAGE })
    .int(HOUR_MESSAGE)
    .min(0, HOUR_MESSAGE)
    .max(23, HOUR_MESSAGE)
    .default(8),
});

const TRUST_PROXY_MESSAGE =
  "must be the number of proxies in front of the server (1 to 10) or a comma-separated list of their addresses or subnets";

/** Names Express (proxy-addr) gives to the reserved ranges, usable in the list too. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * A hop count or a list of proxy addresses. "true" (trust every peer) is refused: it
 * would let any client name its own address, which is exactly what this setting prevents.
 */
function parseTrustProxy(value: string): TrustProxy | undefined {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops >= 1 && hops <= 10 ? hops : undefined;
  }
  const entries = trimmed.split(",").map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address = "", prefix, extra] = entry.split("/");
    if (extra !== undefined) return false;
    const family = net.isIP(address);
    if (family === 0) return false;
    if (prefix === undefined) return true;
    const bits = Number(prefix);
    return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
  });
  return valid && entries.length > 0 ? Object.freeze(entries) : undefined;
}

/** `false`: no forwarded header is believed; a number: that many proxies; else their addresses. */
export type TrustProxy = false | number | readonly string[];

export type Config = Readonly<{
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The administrator of ADMIN_EMAIL. Its password is checked here but not kept: start-up
   * reads it once with `takeAdminPassword`, so it does not live as long as the process.
   */
  admin: Readonly<{ email: string }> | undefined;
  seedDemo: boolean | undefined;
  publicUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Which peers may name the client's address and protocol in X-Forwarded-* headers. */
  trustProxy: TrustProxy;
  /** GET /metrics: on the main port for a bearer of `token`, and/or on 127.0.0.1:`port`. */
  metrics: Readonly<{ token: string | undefined; port: number | undefined }>;
  /** News and fact-checks older than this many months say they may be outdated; 0: never. */
  outdatedAfterMonths: number;
  /**
   * Not read from the environment: a server may never fetch an editor's image address on
   * its own machine. Only tests, whose image hosts listen on loopback, switch it on.
   */
  imageImport: Readonly<{ allowLoopback: boolean }>;
  /** How long a stored file no content names is kept after its last upload or write. */
  mediaOrphanGraceHours: number;
  /** Megabytes of files all readers' tips may store in one hour, across instances (decision 067). */
  sugestaoAnexosMbPerHour: number;
  /** Days after which a tip keeps no personal data: its file, texts and contact go (decision 067). */
  sugestaoRetentionDays: number;
  /** Days after which a revision is deleted, unless it is its item's latest (decision 067). */
  revisaoRetentionDays: number;
  /** Megabytes of rendered public pages kept in memory (decision 031); 0: none. */
  pageCacheMb: number;
  /**
   * Whether an `editor` needs another person's approval to publish a fact-check or to change
   * the verdict of a published one (decision 037).
   */
  secondReview: boolean;
  /**
   * The base-2 logarithm of scrypt's N for the password hashes made from now on; stored
   * hashes carry their own parameters and keep verifying whatever it is.
   */
  passwordHashCost: number;
  /**
   * Outgoing e-mail (decision 070): without `smtpUrl` messages wait in the outbox. The URL
   * carries the mail server's password; nothing logs the configuration.
   */
  mail: Readonly<{ smtpUrl: string | undefined; from: string | undefined }>;
  /** When subscribers get the weekly digest of new checks (decision 077); never when unset. */
  resumoSemanal: ResumoSchedule | undefined;
  /**
   * When a fact-check resembles a reader's message or picture (decision 069): a text at
   * `textMinimum` is listed and at `textStrong` is strong; a picture within `imageMaxBits`
   * of 64 is strong.
   */
  matching: Readonly<{ textStrong: number; textMinimum: number; imageMaxBits: number }>;
  /**
   * The WhatsApp Business Cloud API channel (decision 076); undefined, and its webhook
   * 404, unless the verify token, app secret, access token and number id are all set.
   */
  whatsapp: WhatsappConfig | undefined;
  /** The Telegram bot (decision 076); undefined unless its token and webhook secret are set. */
  telegram: TelegramConfig | undefined;
  /** The hour (Brasília) the daily digest goes to the channels' subscribers. */
  messagingDigestHour: number;
}>;

export type WhatsappConfig = Readonly<{
  verifyToken: string;
  appSecret: string;
  accessToken: string;
  phoneNumberId: string;
  apiUrl: string;
  /** The approved template an answer goes in outside the 24-hour window; none: it waits. */
  answerTemplate: string | undefined;
  /** The approved template the daily digest goes in outside the 24-hour window. */
  digestTemplate: string | undefined;
  templateLanguage: string;
}>;

export type TelegramConfig = Readonly<{ botToken: string; webhookSecret: string; apiUrl: string }>;

const WHATSAPP_REQUIRED = [
  "WHATSAPP_VERIFY_TOKEN",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_ACCESS_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
] as const;
const TELEGRAM_REQUIRED = ["TELEGRAM_BOT_TOKEN", "TELEGRAM_WEBHOOK_SECRET"] as const;

/** All of a channel's variables or none: a half-configured channel is a mistake to report. */
function requireAllOrNone(parsed: Record<string, unknown>, names: readonly string[]): boolean {
  const set = names.filter((name) => parsed[name] !== undefined);
  if (set.length === 0) return false;
  const missing = names.find((name) => parsed[name] === undefined);
  if (missing) throw new ConfigError(`Invalid ${missing}: set it with ${set.join(", ")}.`);
  return true;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads the environment once. A bad value throws a ConfigError whose message is one
 * sentence naming the variable, which the host prints before exiting.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset": that is how most shells and .env files express it.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid ${variable}: ${issue?.message ?? "invalid value"}.`);
  }
  const parsed = result.data;
  if (parsed.METRICS_PORT !== undefined && parsed.METRICS_PORT === parsed.PORT) {
    throw new ConfigError("Invalid METRICS_PORT: must differ from PORT.");
  }
  if (parsed.SMTP_URL !== undefined && parsed.MAIL_FROM === undefined) {
    throw new ConfigError(
      "Invalid MAIL_FROM: set it with SMTP_URL, as the sender of the site's e-mail.",
    );
  }
  if (parsed.MATCH_TEXT_MIN > parsed.MATCH_TEXT_STRONG) {
    throw new ConfigError("Invalid MATCH_TEXT_MIN: must not exceed MATCH_TEXT_STRONG.");
  }
  if ((parsed.ADMIN_EMAIL === undefined) !== (parsed.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("Invalid ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither.");
  }
  if (parsed.TOTP_KEY_PREVIOUS !== undefined && parsed.TOTP_KEY === undefined) {
    throw new ConfigError(
      "Invalid TOTP_KEY_PREVIOUS: it only opens secrets during a rotation; set the new key as TOTP_KEY too.",
    );
  }
  const whatsapp = requireAllOrNone(parsed, WHATSAPP_REQUIRED);
  const telegram = requireAllOrNone(parsed, TELEGRAM_REQUIRED);
  return Object.freeze({
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    admin: parsed.ADMIN_EMAIL ? Object.freeze({ email: parsed.ADMIN_EMAIL }) : undefined,
    seedDemo: parsed.SEED_DEMO,
    publicUrl: parsed.PUBLIC_URL,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY ?? false,
    metrics: Object.freeze({ token: parsed.METRICS_TOKEN, port: parsed.METRICS_PORT }),
    outdatedAfterMonths: parsed.OUTDATED_AFTER_MONTHS,
    imageImport: Object.freeze({ allowLoopback: false }),
    mediaOrphanGraceHours: parsed.MEDIA_ORPHAN_GRACE_HOURS,
    sugestaoAnexosMbPerHour: parsed.SUGESTAO_ANEXOS_MB_POR_HORA,
    sugestaoRetentionDays: parsed.SUGESTAO_RETENCAO_DIAS,
    revisaoRetentionDays: parsed.REVISOES_RETENCAO_DIAS,
    pageCacheMb: parsed.PAGE_CACHE_MB,
    secondReview: parsed.SECOND_REVIEW,
    passwordHashCost: parsed.PASSWORD_HASH_COST,
    mail: Object.freeze({ smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM }),
    resumoSemanal:
      parsed.RESUMO_SEMANAL === undefined ? undefined : parseResumoSchedule(parsed.RESUMO_SEMANAL),
    matching: Object.freeze({
      textStrong: parsed.MATCH_TEXT_STRONG,
      textMinimum: parsed.MATCH_TEXT_MIN,
      imageMaxBits: parsed.MATCH_IMAGE_MAX_BITS,
    }),
    whatsapp: whatsapp
      ? Object.freeze({
          verifyToken: parsed.WHATSAPP_VERIFY_TOKEN!,
          appSecret: parsed.WHATSAPP_APP_SECRET!,
          accessToken: parsed.WHATSAPP_ACCESS_TOKEN!,
          phoneNumberId: parsed.WHATSAPP_PHONE_NUMBER_ID!,
          apiUrl: parsed.WHATSAPP_API_URL,
          answerTemplate: parsed.WHATSAPP_ANSWER_TEMPLATE,
          digestTemplate: parsed.WHATSAPP_DIGEST_TEMPLATE,
          templateLanguage: parsed.WHATSAPP_TEMPLATE_LANGUAGE,
        })
      : undefined,
    telegram: telegram
      ? Object.freeze({
          botToken: parsed.TELEGRAM_BOT_TOKEN!,
          webhookSecret: parsed.TELEGRAM_WEBHOOK_SECRET!,
          apiUrl: parsed.TELEGRAM_API_URL,
        })
      : undefined,
    messagingDigestHour: parsed.MESSAGING_DIGEST_HOUR,
  });
}

/**
 * Reads ADMIN_PASSWORD (already validated by `loadConfig`) and removes it from the
 * environment, so neither the configuration nor child processes carry it afterwards.
 */
export function takeAdminPassword(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const password = env.ADMIN_PASSWORD || undefined;
  delete env.ADMIN_PASSWORD;
  return password;
}

/**
 * Reads TOTP_KEY and TOTP_KEY_PREVIOUS (already validated by `loadConfig`) and removes
 * them from the environment, like `takeAdminPassword`.
 */
export function takeTotpKeys(env: NodeJS.ProcessEnv = process.env): TotpKeys {
  const read = (name: "TOTP_KEY" | "TOTP_KEY_PREVIOUS") => {
    const text = env[name] || undefined;
    delete env[name];
    return text === undefined ? undefined : parseTotpKey(text);
  };
  return { current: read("TOTP_KEY"), previous: read("TOTP_KEY_PREVIOUS") };
}
