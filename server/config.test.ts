import path from "node:path";
import { expect, test } from "vitest";
import { loadConfig, takeAdminPassword, takeTotpKeys } from "./config.ts";

test("applies the contract's defaults to an empty environment", () => {
  const config = loadConfig({});

  expect(config).toEqual({
    env: "production",
    port: 3000,
    host: "0.0.0.0",
    dataDir: path.resolve("./data"),
    databaseUrl: undefined,
    admin: undefined,
    seedDemo: undefined,
    publicUrl: undefined,
    logLevel: "info",
    trustProxy: false,
    metrics: { token: undefined, port: undefined },
    outdatedAfterMonths: 12,
    imageImport: { allowLoopback: false },
    mediaOrphanGraceHours: 24,
    sugestaoAnexosMbPerHour: 200,
    sugestaoRetentionDays: 365,
    revisaoRetentionDays: 365,
    pageCacheMb: 64,
    secondReview: true,
    passwordHashCost: 17,
    mail: { smtpUrl: undefined, from: undefined },
    resumoSemanal: undefined,
    matching: { textStrong: 0.5, textMinimum: 0.4, imageMaxBits: 10 },
    whatsapp: undefined,
    telegram: undefined,
    messagingDigestHour: 8,
  });
  expect(Object.isFrozen(config)).toBe(true);
});

test("reads every variable of the contract", () => {
  const config = loadConfig({
    PORT: "8080",
    HOST: "127.0.0.1",
    DATA_DIR: "/srv/obs",
    DATABASE_URL: "postgres://user:secret@db.example:5432/obs",
    ADMIN_EMAIL: "editora@example.org",
    ADMIN_PASSWORD: "uma senha bem longa",
    SEED_DEMO: "false",
    PUBLIC_URL: "https://observatorio.example.org/",
    LOG_LEVEL: "debug",
    TRUST_PROXY: "1",
    MEDIA_ORPHAN_GRACE_HOURS: "72",
    OUTDATED_AFTER_MONTHS: "18",
    PASSWORD_HASH_COST: "15",
    SUGESTAO_ANEXOS_MB_POR_HORA: "50",
    SUGESTAO_RETENCAO_DIAS: "180",
    REVISOES_RETENCAO_DIAS: "730",
    SMTP_URL: "smtp://site:segredo@mail.example.org:587",
    MAIL_FROM: "Observatório <nao-responda@example.org>",
    MATCH_TEXT_STRONG: "0.7",
    MATCH_TEXT_MIN: "0.3",
    MATCH_IMAGE_MAX_BITS: "8",
    RESUMO_SEMANAL: "sex 18:30",
    WHATSAPP_VERIFY_TOKEN: "token-de-verificacao",
    WHATSAPP_APP_SECRET: "segredo-do-app",
    WHATSAPP_ACCESS_TOKEN: "EAAtoken",
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_API_URL: "https://graph.facebook.com/v24.0/",
    WHATSAPP_ANSWER_TEMPLATE: "resposta_checagem",
    WHATSAPP_DIGEST_TEMPLATE: "resumo_diario",
    WHATSAPP_TEMPLATE_LANGUAGE: "pt_BR",
    TELEGRAM_BOT_TOKEN: "123456:ABC-DEF",
    TELEGRAM_WEBHOOK_SECRET: "segredo_do-bot",
    TELEGRAM_API_URL: "https://telegram.example.org",
    MESSAGING_DIGEST_HOUR: "19",
  });

  expect(config).toMatchObject({
    port: 8080,
    host: "127.0.0.1",
    dataDir: "/srv/obs",
    databaseUrl: "postgres://user:secret@db.example:5432/obs",
    admin: { email: "editora@example.org" },
    seedDemo: false,
    publicUrl: "https://observatorio.example.org",
    logLevel: "debug",
    trustProxy: 1,
    mediaOrphanGraceHours: 72,
    outdatedAfterMonths: 18,
    passwordHashCost: 15,
    sugestaoAnexosMbPerHour: 50,
    sugestaoRetentionDays: 180,
    revisaoRetentionDays: 730,
    mail: {
      smtpUrl: "smtp://site:segredo@mail.example.org:587",
      from: "Observatório <nao-responda@example.org>",
    },
    matching: { textStrong: 0.7, textMinimum: 0.3, imageMaxBits: 8 },
    resumoSemanal: { dia: 5, minuto: 18 * 60 + 30 },
    whatsapp: {
      verifyToken: "token-de-verificacao",
      appSecret: "segredo-do-app",
      accessToken: "EAAtoken",
      phoneNumberId: "106540352242922",
      apiUrl: "https://graph.facebook.com/v24.0",
      answerTemplate: "resposta_checagem",
      digestTemplate: "resumo_diario",
      templateLanguage: "pt_BR",
    },
    telegram: {
      botToken: "123456:ABC-DEF",
      webhookSecret: "segredo_do-bot",
      apiUrl: "https://telegram.example.org",
    },
    messagingDigestHour: 19,
  });
});

test("refuses a weekly digest's schedule that is not a day and a time", () => {
  expect(() => loadConfig({ RESUMO_SEMANAL: "sexta às 18h" })).toThrow(
    'Invalid RESUMO_SEMANAL: must be a day (dom, seg, ter, qua, qui, sex or sab) and a time in Brasília, such as "seg 08:00".',
  );
});

test.each([
  [
    { WHATSAPP_VERIFY_TOKEN: "t", WHATSAPP_APP_SECRET: "s" },
    "Invalid WHATSAPP_ACCESS_TOKEN: set it with WHATSAPP_VERIFY_TOKEN, WHATSAPP_APP_SECRET.",
  ],
  [
    { TELEGRAM_BOT_TOKEN: "123456:ABC" },
    "Invalid TELEGRAM_WEBHOOK_SECRET: set it with TELEGRAM_BOT_TOKEN.",
  ],
  [
    { TELEGRAM_BOT_TOKEN: "123456:ABC", TELEGRAM_WEBHOOK_SECRET: "tem espaço" },
    "Invalid TELEGRAM_WEBHOOK_SECRET: must be 1 to 256 letters, digits, _ or -.",
  ],
  [
    { MESSAGING_DIGEST_HOUR: "24" },
    "Invalid MESSAGING_DIGEST_HOUR: must be a whole hour from 0 to 23.",
  ],
])("refuses a channel set up by halves or with bad values: %o", (env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});

test.each([
  [{ MATCH_TEXT_STRONG: "1.5" }, "Invalid MATCH_TEXT_STRONG: must be a number from 0 to 1."],
  [
    { MATCH_IMAGE_MAX_BITS: "3.5" },
    "Invalid MATCH_IMAGE_MAX_BITS: must be a whole number of bits from 0 to 32.",
  ],
  [
    { MATCH_TEXT_STRONG: "0.3", MATCH_TEXT_MIN: "0.4" },
    "Invalid MATCH_TEXT_MIN: must not exceed MATCH_TEXT_STRONG.",
  ],
])("refuses matching thresholds out of range: %o", (env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});

test("keeps ADMIN_PASSWORD out of the configuration, and takes it from the environment once", () => {
  const env = { ADMIN_EMAIL: "editora@example.org", ADMIN_PASSWORD: "uma senha bem longa" };

  const config = loadConfig(env);
  const taken = takeAdminPassword(env);

  expect(config.admin).toEqual({ email: "editora@example.org" });
  expect(JSON.stringify(config)).not.toContain("uma senha bem longa");
  expect(taken).toBe("uma senha bem longa");
  expect(env).toEqual({ ADMIN_EMAIL: "editora@example.org" });
  expect(takeAdminPassword(env)).toBeUndefined();
});

const TOTP_KEY = Buffer.alloc(32, 7).toString("base64");
const PREVIOUS_KEY = Buffer.alloc(32, 9).toString("base64");

test("keeps TOTP_KEY and TOTP_KEY_PREVIOUS out of the configuration, and takes them once", () => {
  const env = { TOTP_KEY, TOTP_KEY_PREVIOUS: PREVIOUS_KEY };

  const config = loadConfig(env);
  const taken = takeTotpKeys(env);

  expect(JSON.stringify(config)).not.toContain(TOTP_KEY);
  expect(taken).toEqual({ current: Buffer.alloc(32, 7), previous: Buffer.alloc(32, 9) });
  expect(env).toEqual({});
  expect(takeTotpKeys(env)).toEqual({ current: undefined, previous: undefined });
});

test.each([
  ["TOTP_KEY", "short"],
  ["TOTP_KEY", Buffer.alloc(16).toString("base64")],
  ["TOTP_KEY", Buffer.alloc(32).toString("hex")],
  ["TOTP_KEY_PREVIOUS", `${TOTP_KEY.slice(0, -2)}!=`],
])("refuses a malformed %s with a sentence saying what a key is", (name, value) => {
  expect(() => loadConfig({ TOTP_KEY, [name]: value })).toThrow(
    `Invalid ${name}: must be 32 random bytes in base64 (44 characters ending in "="), as "openssl rand -base64 32" prints them.`,
  );
});

test("refuses TOTP_KEY_PREVIOUS without TOTP_KEY", () => {
  expect(() => loadConfig({ TOTP_KEY_PREVIOUS: PREVIOUS_KEY })).toThrow(
    "Invalid TOTP_KEY_PREVIOUS: it only opens secrets during a rotation; set the new key as TOTP_KEY too.",
  );
});

test.each([
  ["2", 2],
  ["loopback", ["loopback"]],
  ["10.0.0.5, 192.168.1.0/24, fd00::/8", ["10.0.0.5", "192.168.1.0/24", "fd00::/8"]],
])("reads TRUST_PROXY=%s as a hop count or a list of proxies", (value, expected) => {
  expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
});

test("treats empty values as unset", () => {
  expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({
    port: 3000,
    databaseUrl: undefined,
  });
});

test.each([
  [{ PORT: "abc" }, "Invalid PORT: must be a port number between 1 and 65535."],
  [{ PORT: "70000" }, "Invalid PORT: must be a port number between 1 and 65535."],
  [
    { DATABASE_URL: "mysql://localhost/x" },
    "Invalid DATABASE_URL: must be a postgres:// or postgresql:// URL.",
  ],
  [{ LOG_LEVEL: "loud" }, "Invalid LOG_LEVEL: must be one of debug, info, warn, error."],
  [
    { SMTP_URL: "http://mail.example.org", MAIL_FROM: "a@example.org" },
    "Invalid SMTP_URL: must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.org:587.",
  ],
  [
    { SMTP_URL: "smtp://mail.example.org" },
    "Invalid MAIL_FROM: set it with SMTP_URL, as the sender of the site's e-mail.",
  ],
  [
    { MAIL_FROM: "Observatório" },
    'Invalid MAIL_FROM: must be an e-mail address, optionally with a name: "Observatório <nao-responda@example.org>".',
  ],
  [
    { OUTDATED_AFTER_MONTHS: "1.5" },
    "Invalid OUTDATED_AFTER_MONTHS: must be a whole number of months from 0 to 600.",
  ],
  [
    { OUTDATED_AFTER_MONTHS: "-1" },
    "Invalid OUTDATED_AFTER_MONTHS: must be a whole number of months from 0 to 600.",
  ],
  [{ SEED_DEMO: "maybe" }, "Invalid SEED_DEMO: use true or false."],
  [
    { PUBLIC_URL: "ftp://x.org" },
    "Invalid PUBLIC_URL: must be an http(s) origin such as https://example.org.",
  ],
  [{ ADMIN_EMAIL: "a@b.org" }, "Invalid ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither."],
  [
    { ADMIN_EMAIL: "a@b.org", ADMIN_PASSWORD: "onze-caract" },
    "Invalid ADMIN_PASSWORD: must have at least 12 characters.",
  ],
  [
    { ADMIN_EMAIL: "a@b.org", ADMIN_PASSWORD: "QWERTY123456" },
    "Invalid ADMIN_PASSWORD: is one of the most common passwords; choose another.",
  ],
  ...["true", "0", "11", "*", "10.0.0.300", "10.0.0.0/33", "loopback,", "proxy.example"].map(
    (value): [Record<string, string>, string] => [
      { TRUST_PROXY: value },
      "Invalid TRUST_PROXY: must be the number of proxies in front of the server (1 to 10) or a comma-separated list of their addresses or subnets.",
    ],
  ),
  ...["0", "0.5", "-3", "soon", "9000"].map((value): [Record<string, string>, string] => [
    { MEDIA_ORPHAN_GRACE_HOURS: value },
    "Invalid MEDIA_ORPHAN_GRACE_HOURS: must be a number of hours between 1 and 8784.",
  ]),
  ...["0", "1.5", "102401", "muito"].map((value): [Record<string, string>, string] => [
    { SUGESTAO_ANEXOS_MB_POR_HORA: value },
    "Invalid SUGESTAO_ANEXOS_MB_POR_HORA: must be a whole number of megabytes from 1 to 102400.",
  ]),
  ...["SUGESTAO_RETENCAO_DIAS", "REVISOES_RETENCAO_DIAS"].flatMap((variable) =>
    ["29", "365.5", "36601", "um ano"].map((value): [Record<string, string>, string] => [
      { [variable]: value },
      `Invalid ${variable}: must be a whole number of days from 30 to 36600.`,
    ]),
  ),
  ...["9", "21", "16.5", "strong"].map((value): [Record<string, string>, string] => [
    { PASSWORD_HASH_COST: value },
    "Invalid PASSWORD_HASH_COST: must be a whole number from 10 to 20 (the base-2 logarithm of scrypt's N).",
  ]),
])("rejects %o with one sentence naming the variable", (env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});

test("SECOND_REVIEW=false turns the second review of fact-checks off", () => {
  expect(loadConfig({ SECOND_REVIEW: "false" }).secondReview).toBe(false);
  expect(loadConfig({ SECOND_REVIEW: "true" }).secondReview).toBe(true);
  expect(() => loadConfig({ SECOND_REVIEW: "talvez" })).toThrow(/Invalid SECOND_REVIEW/);
});
