import path from "node:path";
import readline from "node:readline";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { NewAdministradorSchema } from "../api/auth/schema.ts";
import {
  DuplicateEmailError,
  UnknownAdministradorError,
  createAdministrador,
  resetAdministradorTotp,
  findAdministradorByEmail,
  listAdministradores,
  resetAdministradorPassword,
  sealStoredTotpSecrets,
} from "../api/auth/service.ts";
import { LastAdministradorError, UnknownContaError, updateConta } from "../api/contas/service.ts";
import { passwordPolicyProblem, setPasswordHashCost } from "../auth/passwords.ts";
import { isPapel } from "../auth/roles.ts";
import { hasTotpKey, setTotpKeys, TotpKeyMismatchError } from "../auth/totp-key.ts";
import { ConfigError, loadConfig, takeTotpKeys, type Config } from "../config.ts";
import { databaseTarget, openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import type { Database } from "../db/schema.ts";
import { issuesToDetails } from "../http/validate.ts";
import { PlatformError, setTelegramWebhook } from "../messaging/platforms.ts";

const USAGE = `Uso: npm run admin -- <comando> [opções]

Comandos:
  create --email <e-mail> --nome <nome> [--papel <papel>]
                                          cria uma conta (a senha é pedida a seguir); papel:
                                          administrador (padrão), editor ou autor
  reset-password --email <e-mail>         define uma nova senha e encerra as sessões abertas
  disable <e-mail>                        desativa a conta e encerra as sessões abertas
  enable <e-mail>                         reativa uma conta desativada
  reset-totp <e-mail>                     desliga a verificação em duas etapas (celular perdido)
  list                                    lista as contas, com o papel de cada uma
  rotate-totp-key                         cifra de novo com TOTP_KEY os segredos da verificação
                                          em duas etapas cifrados com TOTP_KEY_PREVIOUS
  telegram-webhook                        registra no Telegram o endereço PUBLIC_URL/webhooks/telegram
                                          com TELEGRAM_WEBHOOK_SECRET (setWebhook)

A senha é digitada duas vezes sem aparecer na tela. Sem terminal, as duas linhas
são lidas da entrada padrão (por exemplo: printf '%s\\n%s\\n' "$SENHA" "$SENHA" | npm run admin -- create ...).`;

const MESSAGES = {
  passwordPrompt: "Senha: ",
  confirmPrompt: "Repita a senha: ",
  noPassword: "Nenhuma senha recebida: digite a senha ou envie-a pela entrada padrão.",
  mismatch: "As senhas não conferem.",
  duplicate: (email: string) => `Já existe um administrador com o e-mail ${email}.`,
  unknown: (email: string) => `Nenhum administrador tem o e-mail ${email}.`,
  created: (email: string, id: number, papel: string) =>
    `Conta ${email} criada com o papel ${papel} (id ${id}).`,
  papel: "Escolha o papel: administrador, editor ou autor.",
  lastAdministrador:
    "Esta é a última conta de administrador ativa: dê o papel de administrador a outra conta antes.",
  reset: (email: string) => `Senha de ${email} redefinida; as sessões abertas foram encerradas.`,
  disabled: (email: string) => `Conta ${email} desativada; as sessões abertas foram encerradas.`,
  enabled: (email: string) => `Conta ${email} reativada.`,
  totpReset: (email: string) =>
    `Verificação em duas etapas de ${email} desativada; as sessões abertas foram encerradas.`,
  disabledMark: "desativada",
  empty: "Nenhum administrador cadastrado.",
  noTotpKey: "Defina TOTP_KEY (a chave nova) e TOTP_KEY_PREVIOUS (a anterior) para trocar a chave.",
  noTelegram:
    "Defina TELEGRAM_BOT_TOKEN, TELEGRAM_WEBHOOK_SECRET e PUBLIC_URL para registrar o webhook do Telegram.",
  telegramRefused: (status: number) => `O Telegram recusou o registro do webhook (HTTP ${status}).`,
  telegramSet: (url: string) => `Webhook do Telegram registrado: ${url}`,
  rotated: (count: number) =>
    `${count === 1 ? "1 segredo cifrado" : `${count} segredos cifrados`} de novo com TOTP_KEY; TOTP_KEY_PREVIOUS já pode ser retirada.`,
} as const;

const EXIT = { ok: 0, error: 1, usage: 2 } as const;

class CliError extends Error {
  override name = "CliError";
  readonly exitCode: number;

  constructor(message: string, exitCode: number = EXIT.error) {
    super(message);
    this.exitCode = exitCode;
  }
}

type Prompt = { readSecret: (label: string) => Promise<string>; close: () => void };

/** Where a run reads its settings and passwords and writes its answers. */
export type CliIo = {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
};

/**
 * Reads one line per call. On a terminal the typed characters are not echoed; otherwise
 * the lines come from standard input, so scripts and tests can pipe the password in.
 */
function openPrompt({ stdin, stderr }: CliIo): Prompt {
  const interactive = stdin.isTTY === true;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) stderr.write(chunk);
      callback();
    },
  });
  const rl = readline.createInterface({
    input: stdin,
    output: interactive ? output : undefined,
    terminal: interactive,
  });
  // Ctrl+C in raw mode reaches readline, not the process: leave with the usual status.
  rl.on("SIGINT", () => {
    rl.close();
    stderr.write("\n");
    process.exit(130);
  });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async readSecret(label) {
      if (interactive) stderr.write(label);
      muted = true;
      const next = await lines.next();
      muted = false;
      if (interactive) stderr.write("\n");
      if (next.done) throw new CliError(MESSAGES.noPassword);
      return next.value;
    },
    close: () => rl.close(),
  };
}

async function askNewPassword(io: CliIo): Promise<string> {
  const prompt = openPrompt(io);
  try {
    const password = await prompt.readSecret(MESSAGES.passwordPrompt);
    const problem = passwordPolicyProblem(password);
    if (problem) throw new CliError(problem);
    const confirmation = await prompt.readSecret(MESSAGES.confirmPrompt);
    if (confirmation !== password) throw new CliError(MESSAGES.mismatch);
    return password;
  } finally {
    prompt.close();
  }
}

function parseOrFail<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const messages = Object.entries(issuesToDetails(result.error)).map(([field, message]) =>
    field === "_" ? message : `--${field}: ${message}`,
  );
  throw new CliError(messages.join("\n"), EXIT.usage);
}

async function create(
  db: Kysely<Database>,
  options: { email?: string; nome?: string; papel?: string },
  io: CliIo,
): Promise<string> {
  const input = parseOrFail(NewAdministradorSchema, {
    email: options.email ?? "",
    nome: options.nome ?? "",
  });
  const papel = options.papel ?? "administrador";
  if (!isPapel(papel)) throw new CliError(MESSAGES.papel, EXIT.usage);
  // Checked before asking for a password nobody will use.
  if (await findAdministradorByEmail(db, input.email))
    throw new CliError(MESSAGES.duplicate(input.email));
  const password = await askNewPassword(io);
  try {
    const admin = await createAdministrador(db, { ...input, papel }, password);
    return MESSAGES.created(admin.email, admin.id, admin.papel);
  } catch (error) {
    if (error instanceof DuplicateEmailError) throw new CliError(MESSAGES.duplicate(input.email));
    throw error;
  }
}

async function resetPassword(
  db: Kysely<Database>,
  options: { email?: string },
  io: CliIo,
): Promise<string> {
  const { email } = parseOrFail(NewAdministradorSchema.pick({ email: true }), {
    email: options.email ?? "",
  });
  if (!(await findAdministradorByEmail(db, email))) throw new CliError(MESSAGES.unknown(email));
  const password = await askNewPassword(io);
  try {
    await resetAdministradorPassword(db, email, password);
    return MESSAGES.reset(email);
  } catch (error) {
    if (error instanceof UnknownAdministradorError) throw new CliError(MESSAGES.unknown(email));
    throw error;
  }
}

function setDisabled(disabled: boolean) {
  return async (db: Kysely<Database>, options: { email?: string }): Promise<string> => {
    const { email } = parseOrFail(NewAdministradorSchema.pick({ email: true }), {
      email: options.email ?? "",
    });
    const admin = await findAdministradorByEmail(db, email);
    if (!admin) throw new CliError(MESSAGES.unknown(email));
    try {
      // The same rules as /admin/contas: the last active administrator stays.
      await updateConta(db, undefined, admin.id, { disabled });
    } catch (error) {
      if (error instanceof UnknownContaError) throw new CliError(MESSAGES.unknown(email));
      if (error instanceof LastAdministradorError) throw new CliError(MESSAGES.lastAdministrador);
      throw error;
    }
    return disabled ? MESSAGES.disabled(email) : MESSAGES.enabled(email);
  };
}

async function resetTotp(db: Kysely<Database>, options: { email?: string }): Promise<string> {
  const { email } = parseOrFail(NewAdministradorSchema.pick({ email: true }), {
    email: options.email ?? "",
  });
  try {
    await resetAdministradorTotp(db, email);
  } catch (error) {
    if (error instanceof UnknownAdministradorError) throw new CliError(MESSAGES.unknown(email));
    throw error;
  }
  return MESSAGES.totpReset(email);
}

async function list(db: Kysely<Database>): Promise<string> {
  const admins = await listAdministradores(db);
  if (admins.length === 0) return MESSAGES.empty;
  return admins
    .map((admin) => {
      const columns = [admin.id, admin.email, admin.nome, admin.papel, admin.createdAt];
      return [...columns, ...(admin.disabled ? [MESSAGES.disabledMark] : [])].join("\t");
    })
    .join("\n");
}

/** Step two of a key rotation: after it, TOTP_KEY alone opens every secret (decision 066). */
async function rotateTotpKey(db: Kysely<Database>): Promise<string> {
  if (!hasTotpKey()) throw new CliError(MESSAGES.noTotpKey);
  try {
    return MESSAGES.rotated(await sealStoredTotpSecrets(db, "all"));
  } catch (error) {
    if (error instanceof TotpKeyMismatchError) throw new CliError(error.message);
    throw error;
  }
}

/** Tells Telegram where the bot's updates go, with the secret they carry (decision 076). */
async function telegramWebhook(
  _db: Kysely<Database>,
  _options: Record<string, string | undefined>,
  _io: CliIo,
  config: Config,
): Promise<string> {
  if (!config.telegram || !config.publicUrl) throw new CliError(MESSAGES.noTelegram);
  const url = `${config.publicUrl}/webhooks/telegram`;
  try {
    await setTelegramWebhook(config.telegram, url);
  } catch (error) {
    if (error instanceof PlatformError) throw new CliError(MESSAGES.telegramRefused(error.status));
    throw error;
  }
  return MESSAGES.telegramSet(url);
}

type Command = {
  options: readonly string[];
  /** The option a single positional argument stands for: `disable <e-mail>`. */
  positional?: string;
  /** Answers what the command prints on success. */
  run: (
    db: Kysely<Database>,
    options: Record<string, string | undefined>,
    io: CliIo,
    config: Config,
  ) => Promise<string>;
};

const COMMANDS: Record<string, Command> = {
  create: { options: ["email", "nome", "papel"], run: create },
  "reset-password": { options: ["email"], run: resetPassword },
  disable: { options: ["email"], positional: "email", run: setDisabled(true) },
  enable: { options: ["email"], positional: "email", run: setDisabled(false) },
  "reset-totp": { options: ["email"], positional: "email", run: resetTotp },
  list: { options: [], run: list },
  "rotate-totp-key": { options: [], run: rotateTotpKey },
  "telegram-webhook": { options: [], run: telegramWebhook },
};

const PROCESS_IO: CliIo = {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
};

/** Runs one command line and answers its exit status. */
export async function main(argv: string[], io: CliIo = PROCESS_IO): Promise<number> {
  try {
    const [commandName, ...rest] = argv;
    if (!commandName || commandName === "help" || commandName === "--help") {
      io.stdout.write(`${USAGE}\n`);
      return commandName ? EXIT.ok : EXIT.usage;
    }
    const command = Object.hasOwn(COMMANDS, commandName) ? COMMANDS[commandName] : undefined;
    if (!command)
      throw new CliError(`Comando desconhecido: ${commandName}\n\n${USAGE}`, EXIT.usage);
    let values: Record<string, string | undefined>;
    try {
      const parsed = parseArgs({
        args: rest,
        options: Object.fromEntries(
          command.options.map((name) => [name, { type: "string" as const }]),
        ),
        strict: true,
        allowPositionals: command.positional !== undefined,
      });
      values = parsed.values as Record<string, string | undefined>;
      if (command.positional && parsed.positionals.length > 0) {
        if (parsed.positionals.length > 1 || values[command.positional] !== undefined)
          throw new Error(`Argumentos demais: ${parsed.positionals.join(" ")}`);
        values[command.positional] = parsed.positionals[0];
      }
    } catch (error) {
      throw new CliError(
        `${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`,
        EXIT.usage,
      );
    }
    const config = loadConfig(io.env);
    setPasswordHashCost(config.passwordHashCost);
    setTotpKeys(takeTotpKeys(io.env));
    const database = openDatabase(databaseTarget(config));
    try {
      await migrateToLatest(database.db);
      io.stdout.write(`${await command.run(database.db, values, io, config)}\n`);
    } finally {
      await database.db.destroy();
    }
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CliError || error instanceof ConfigError) {
      io.stderr.write(`${error.message}\n`);
      return error instanceof CliError ? error.exitCode : EXIT.error;
    }
    io.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT.error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
