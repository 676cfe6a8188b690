import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { PassThrough, Writable } from "node:stream";
import { afterAll, beforeAll, expect, onTestFinished, test } from "vitest";
import { createAdministrador } from "#server/api/auth/service.ts";
import { setPasswordHashCost, verifyPassword } from "#server/auth/passwords.ts";
import { createSession } from "#server/auth/sessions.ts";
import { generateTotpSecret } from "#server/auth/totp.ts";
import { openTotpSecret, sealTotpSecret, setTotpKeys } from "#server/auth/totp-key.ts";
import { takeTotpKeys } from "#server/config.ts";
import { SQLITE_FILE_NAME, type DatabaseHandle } from "#server/db/database.ts";
import {
  BOT_TOKEN,
  TELEGRAM_SECRET,
  usePlatformStandIn,
} from "#tests/helpers/messaging-platforms.ts";
import { TEST_ENV, testConfig } from "#tests/helpers/test-config.ts";
import { createDatabase, projectEngine } from "#tests/helpers/test-database.ts";
import { main } from "./admin.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PASSWORD = "uma senha bem longa e secreta";

type Target = {
  env: Record<string, string>;
  database: DatabaseHandle;
  cleanup: () => Promise<void>;
};

/**
 * What `npm run admin` would use: a data folder (the embedded database inside it) or, on
 * the PostgreSQL test project, DATABASE_URL. With `migrated`, a copy of the run's migrated
 * template; otherwise empty, and the command must migrate it.
 */
async function createTarget({ migrated = false } = {}): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-cli-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const { handle, target, drop } = await createDatabase(projectEngine(), {
    migrate: migrated,
    sqliteFile: path.join(dataDir, SQLITE_FILE_NAME),
    postgresPrefix: "obs_cli",
  });
  return {
    env: {
      DATA_DIR: dataDir,
      ...("postgresUrl" in target ? { DATABASE_URL: target.postgresUrl } : {}),
    },
    database: handle,
    cleanup: async () => {
      await handle.db.destroy();
      await drop();
      removeDir();
    },
  };
}

type Run = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the command as `npm run admin` does, as a separate process with `input` piped to its
 * standard input: what shows that the executable, its exit status and its two output
 * streams work. Each run starts Node and loads about 650 modules, so only a few tests do.
 */
function spawnAdmin(
  target: Target,
  args: string[],
  input = "",
  env: Record<string, string> = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["server/cli/admin.ts", ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", ...TEST_ENV, ...target.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** A stream that keeps what is written to it. */
function sink() {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  return { stream, text: () => text };
}

/**
 * Runs the command's `main` in this process, with the environment, standard input and
 * output streams a separate process would have: the same code from the command line on.
 */
async function runAdmin(
  target: Target,
  args: string[],
  input = "",
  env: Record<string, string> = {},
): Promise<Run> {
  const stdin = new PassThrough();
  stdin.end(input);
  const stdout = sink();
  const stderr = sink();
  try {
    const code = await main(args, {
      env: { ...TEST_ENV, ...target.env, ...env },
      stdin,
      stdout: stdout.stream,
      stderr: stderr.stream,
    });
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  } finally {
    // A run sets the hash cost and second-factor keys from its environment; this process's
    // own come back for the tests.
    setPasswordHashCost(testConfig().passwordHashCost);
    setTotpKeys(takeTotpKeys({ ...TEST_ENV }));
  }
}

const twice = (password: string) => `${password}\n${password}\n`;

/** `admin create` with the password typed twice, as the prompt asks. */
function createAccount(email: string, nome: string, password: string) {
  return runAdmin(target, ["create", "--email", email, "--nome", nome], twice(password));
}

let target: Target;
beforeAll(async () => {
  target = await createTarget({ migrated: true });
});
afterAll(async () => {
  await target.cleanup();
});

function findAdmin(email: string) {
  return target.database.db
    .selectFrom("administradores")
    .select(["id", "email", "nome", "password_hash"])
    .where("email", "=", email)
    .executeTakeFirst();
}

/**
 * An account with PASSWORD, as stored, for the tests of the other commands: made by the
 * service function `admin create` calls (the command itself is tested above).
 */
async function existingAccount(email: string, nome: string) {
  await createAdministrador(target.database.db, { email, nome }, PASSWORD);
  const admin = await findAdmin(email);
  if (!admin) throw new Error(`admin create stored no account for ${email}`);
  return admin;
}

/** The open sessions of an account. */
function sessionsOf(administradorId: number) {
  return target.database.db
    .selectFrom("sessoes")
    .select("id")
    .where("administrador_id", "=", administradorId)
    .execute();
}

/** The command refused its arguments: exit code 2, with the usage on stderr. */
function expectUsageError(result: { code: number | null; stderr: string }) {
  expect(result.code).toBe(2);
  expect(result.stderr).toContain("Uso: npm run admin");
}

test("create stores an administrator whose password is the one typed", async () => {
  const result = await spawnAdmin(
    target,
    ["create", "--email", "Ana@Example.org", "--nome", "Ana Souza"],
    twice(PASSWORD),
  );

  const admin = await findAdmin("ana@example.org");
  expect(result).toEqual({
    code: 0,
    stdout: `Conta ana@example.org criada com o papel administrador (id ${admin?.id}).\n`,
    stderr: "",
  });
  expect(admin).toMatchObject({ email: "ana@example.org", nome: "Ana Souza" });
  // Hashed at the configured cost (the test environment's; the default is pinned elsewhere).
  expect(admin?.password_hash?.split("$").slice(0, 4)).toEqual([
    "scrypt",
    TEST_ENV.PASSWORD_HASH_COST,
    "8",
    "1",
  ]);
  expect(await verifyPassword(PASSWORD, admin?.password_hash ?? "")).toBe(true);
});

test("create refuses an e-mail that already has an account", async () => {
  await existingAccount("bia@example.org", "Bia");
  const before = await findAdmin("bia@example.org");

  const result = await createAccount("BIA@example.org", "Outra", "outra senha bem longa");

  expect(result.code).toBe(1);
  expect(result.stderr).toBe("Já existe um administrador com o e-mail bia@example.org.\n");
  expect(await findAdmin("bia@example.org")).toEqual(before);
});

test("create refuses a password shorter than 12 characters", async () => {
  const result = await createAccount("curta@example.org", "Curta", "onze-caract");

  expect(result.code).toBe(1);
  expect(result.stderr).toBe("A senha deve ter pelo menos 12 caracteres.\n");
  expect(await findAdmin("curta@example.org")).toBeUndefined();
});

test("create refuses one of the most common passwords", async () => {
  const result = await runAdmin(
    target,
    ["create", "--email", "comum@example.org", "--nome", "Comum"],
    twice("qwerty123456"),
  );

  expect(result.code).toBe(1);
  expect(result.stderr).toBe(
    "Essa senha está entre as mais usadas e fáceis de adivinhar. Escolha outra.\n",
  );
  expect(await findAdmin("comum@example.org")).toBeUndefined();
});

test("create refuses a confirmation that differs from the password", async () => {
  const result = await spawnAdmin(
    target,
    ["create", "--email", "diferente@example.org", "--nome", "Diferente"],
    `${PASSWORD}\n${PASSWORD}!\n`,
  );

  expect(result.code).toBe(1);
  expect(result.stderr).toBe("As senhas não conferem.\n");
  expect(await findAdmin("diferente@example.org")).toBeUndefined();
});

test("create without a password on standard input fails", async () => {
  const result = await runAdmin(target, [
    "create",
    "--email",
    "sem@example.org",
    "--nome",
    "Sem Senha",
  ]);

  expect(result.code).toBe(1);
  expect(result.stderr).toBe(
    "Nenhuma senha recebida: digite a senha ou envie-a pela entrada padrão.\n",
  );
  expect(await findAdmin("sem@example.org")).toBeUndefined();
});

test("create with a missing or invalid option names each problem", async () => {
  const result = await runAdmin(target, ["create", "--email", "não é e-mail"], twice(PASSWORD));

  expect(result.code).toBe(2);
  expect(result.stderr).toBe("--email: Informe um e-mail válido.\n--nome: Informe o nome.\n");
});

test("reset-password sets the new password and ends the account's sessions and login pause", async () => {
  const admin = await existingAccount("carla@example.org", "Carla");
  await createSession(target.database.db, admin.id);
  await target.database.db
    .insertInto("login_falhas")
    .values({
      chave: "conta:carla@example.org",
      falhas: 5,
      janela_inicio: new Date().toISOString(),
      bloqueado_ate: new Date(Date.now() + 60_000).toISOString(),
    })
    .execute();

  const result = await runAdmin(
    target,
    ["reset-password", "--email", "Carla@example.org"],
    twice("a nova senha da carla"),
  );

  expect(result).toEqual({
    code: 0,
    stdout: "Senha de carla@example.org redefinida; as sessões abertas foram encerradas.\n",
    stderr: "",
  });
  const updated = await findAdmin("carla@example.org");
  expect(await verifyPassword("a nova senha da carla", updated?.password_hash ?? "")).toBe(true);
  expect(await verifyPassword(PASSWORD, updated?.password_hash ?? "")).toBe(false);
  expect(await sessionsOf(admin.id)).toEqual([]);
  const pause = await target.database.db
    .selectFrom("login_falhas")
    .select("chave")
    .where("chave", "=", "conta:carla@example.org")
    .execute();
  expect(pause).toEqual([]);
});

test("reset-password refuses an e-mail without an account", async () => {
  const result = await runAdmin(
    target,
    ["reset-password", "--email", "ninguem@example.org"],
    twice(PASSWORD),
  );

  expect(result.code).toBe(1);
  expect(result.stderr).toBe("Nenhum administrador tem o e-mail ninguem@example.org.\n");
  expect(await findAdmin("ninguem@example.org")).toBeUndefined();
});

test("reset-password refuses a short password and keeps the old one", async () => {
  await existingAccount("dora@example.org", "Dora");

  const result = await runAdmin(
    target,
    ["reset-password", "--email", "dora@example.org"],
    twice("curta"),
  );

  expect(result.code).toBe(1);
  expect(result.stderr).toBe("A senha deve ter pelo menos 12 caracteres.\n");
  expect(
    await verifyPassword(PASSWORD, (await findAdmin("dora@example.org"))?.password_hash ?? ""),
  ).toBe(true);
});

test("list prints id, e-mail, name, role and creation time of every account, by e-mail", async () => {
  await existingAccount("zeca@example.org", "Zeca");
  const rows = await target.database.db
    .selectFrom("administradores")
    .select(["id", "email", "nome", "papel", "created_at"])
    .orderBy("email")
    .execute();

  const result = await runAdmin(target, ["list"]);

  expect(result).toEqual({
    code: 0,
    stdout: rows
      .map((row) => `${row.id}\t${row.email}\t${row.nome}\t${row.papel}\t${row.created_at}\n`)
      .join(""),
    stderr: "",
  });
  expect(result.stdout).toContain("\tzeca@example.org\tZeca\tadministrador\t");
});

test("on a new data folder, the command creates the database before listing", async () => {
  const fresh = await createTarget();
  try {
    const result = await runAdmin(fresh, ["list"]);

    expect(result).toEqual({ code: 0, stdout: "Nenhum administrador cadastrado.\n", stderr: "" });
    expect(await fresh.database.db.selectFrom("administradores").select("id").execute()).toEqual(
      [],
    );
  } finally {
    await fresh.cleanup();
  }
});

test("an unknown command or option prints the usage and fails", async () => {
  // Side by side: a refused command line never opens the database.
  const [unknownCommand, unknownOption, nothing] = await Promise.all([
    spawnAdmin(target, ["apagar"]),
    runAdmin(target, ["list", "--todos"]),
    runAdmin(target, []),
  ]);

  expect(unknownCommand.code).toBe(2);
  expect(unknownCommand.stderr).toMatch(
    /^Comando desconhecido: apagar\n\nUso: npm run admin -- <comando>/,
  );
  expectUsageError(unknownOption);
  expect(nothing.code).toBe(2);
  expect(nothing.stdout).toContain("create --email <e-mail> --nome <nome>");
});

test("disable ends the account's sessions at once and enable lets it log in again", async () => {
  const admin = await existingAccount("elis@example.org", "Elis");
  await createSession(target.database.db, admin.id);

  const disabled = await runAdmin(target, ["disable", "Elis@example.org"]);

  expect(disabled).toEqual({
    code: 0,
    stdout: "Conta elis@example.org desativada; as sessões abertas foram encerradas.\n",
    stderr: "",
  });
  const state = () =>
    target.database.db
      .selectFrom("administradores")
      .select("desativado_em")
      .where("email", "=", "elis@example.org")
      .executeTakeFirstOrThrow();
  expect((await state()).desativado_em).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  expect(await sessionsOf(admin.id)).toEqual([]);
  expect((await runAdmin(target, ["list"])).stdout).toMatch(
    /\telis@example\.org\tElis\tadministrador\t[^\t]+\tdesativada\n/,
  );

  const enabled = await runAdmin(target, ["enable", "--email", "elis@example.org"]);

  expect(enabled).toEqual({ code: 0, stdout: "Conta elis@example.org reativada.\n", stderr: "" });
  expect((await state()).desativado_em).toBeNull();
});

test("disable refuses an e-mail without an account, and more than one e-mail", async () => {
  const [unknown, twoEmails] = await Promise.all([
    runAdmin(target, ["disable", "ninguem@example.org"]),
    runAdmin(target, ["disable", "a@example.org", "b@example.org"]),
  ]);

  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toBe("Nenhum administrador tem o e-mail ninguem@example.org.\n");
  expectUsageError(twoEmails);
});

test("reset-totp turns the second factor off, deletes the recovery codes and ends the sessions", async () => {
  const admin = await existingAccount("fabi@example.org", "Fabi");
  const id = admin.id;
  await target.database.db
    .updateTable("administradores")
    .set({ totp_secret: "JBSWY3DPEHPK3PXP" })
    .where("id", "=", id)
    .execute();
  await target.database.db
    .insertInto("codigos_recuperacao")
    .values({
      administrador_id: id,
      code_hash: "hash-de-teste",
      created_at: "2026-11-24T12:00:00Z",
    })
    .execute();
  await createSession(target.database.db, id);

  const result = await runAdmin(target, ["reset-totp", "fabi@example.org"]);

  expect(result).toEqual({
    code: 0,
    stdout:
      "Verificação em duas etapas de fabi@example.org desativada; as sessões abertas foram encerradas.\n",
    stderr: "",
  });
  const row = await target.database.db
    .selectFrom("administradores")
    .select("totp_secret")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  expect(row.totp_secret).toBeNull();
  const left = async (table: "codigos_recuperacao" | "sessoes") =>
    target.database.db.selectFrom(table).select("id").where("administrador_id", "=", id).execute();
  expect(await left("codigos_recuperacao")).toEqual([]);
  expect(await left("sessoes")).toEqual([]);
});

test("create gives the account the role of --papel, and refuses a role that does not exist", async () => {
  const result = await runAdmin(
    target,
    ["create", "--email", "renata@example.org", "--nome", "Renata", "--papel", "editor"],
    `${PASSWORD}\n${PASSWORD}\n`,
  );
  const wrong = await runAdmin(target, [
    "create",
    "--email",
    "tiago@example.org",
    "--nome",
    "Tiago",
    "--papel",
    "chefe",
  ]);

  const row = await target.database.db
    .selectFrom("administradores")
    .select(["id", "papel"])
    .where("email", "=", "renata@example.org")
    .executeTakeFirstOrThrow();
  expect(result).toEqual({
    code: 0,
    stdout: `Conta renata@example.org criada com o papel editor (id ${row.id}).\n`,
    stderr: "",
  });
  expect(row.papel).toBe("editor");
  expect(wrong).toEqual({
    code: 2,
    stdout: "",
    stderr: "Escolha o papel: administrador, editor ou autor.\n",
  });
  expect(await findAdmin("tiago@example.org")).toBeUndefined();
});

test("disable refuses the last active administrator", async () => {
  const fresh = await createTarget();
  try {
    const created = await runAdmin(
      fresh,
      ["create", "--email", "unica@example.org", "--nome", "Única"],
      `${PASSWORD}\n${PASSWORD}\n`,
    );
    expect(created.code).toBe(0);

    const result = await runAdmin(fresh, ["disable", "unica@example.org"]);

    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "Esta é a última conta de administrador ativa: dê o papel de administrador a outra conta antes.\n",
    });
    const row = await fresh.database.db
      .selectFrom("administradores")
      .select("desativado_em")
      .where("email", "=", "unica@example.org")
      .executeTakeFirstOrThrow();
    expect(row.desativado_em).toBeNull();
  } finally {
    await fresh.cleanup();
  }
});

test("rotate-totp-key seals every second-factor secret again with TOTP_KEY, after which it opens them alone", async () => {
  const admin = await existingAccount("rotacao@example.org", "Rotação");
  const secret = generateTotpSecret();
  // Sealed with the test environment's key, which becomes the previous one.
  const sealed = sealTotpSecret(secret, admin.id);
  await target.database.db
    .updateTable("administradores")
    .set({ totp_secret: sealed })
    .where("id", "=", admin.id)
    .execute();
  const newKey = crypto.randomBytes(32).toString("base64");

  const withoutPrevious = await runAdmin(target, ["rotate-totp-key"], "", { TOTP_KEY: newKey });
  const rotated = await runAdmin(target, ["rotate-totp-key"], "", {
    TOTP_KEY: newKey,
    TOTP_KEY_PREVIOUS: TEST_ENV.TOTP_KEY,
  });

  expect(withoutPrevious).toEqual({
    code: 1,
    stdout: "",
    stderr: `Neither TOTP_KEY nor TOTP_KEY_PREVIOUS opens the second-factor secret of account ${admin.id}: set the key it was sealed with.\n`,
  });
  expect(rotated).toEqual({
    code: 0,
    stdout: "1 segredo cifrado de novo com TOTP_KEY; TOTP_KEY_PREVIOUS já pode ser retirada.\n",
    stderr: "",
  });
  const stored = await target.database.db
    .selectFrom("administradores")
    .select("totp_secret")
    .where("id", "=", admin.id)
    .executeTakeFirstOrThrow();
  expect(stored.totp_secret).not.toBe(sealed);
  setTotpKeys({ current: Buffer.from(newKey, "base64"), previous: undefined });
  onTestFinished(() =>
    setTotpKeys({ current: Buffer.from(TEST_ENV.TOTP_KEY, "base64"), previous: undefined }),
  );
  expect(openTotpSecret(stored.totp_secret ?? "", admin.id)).toBe(secret);
});

const platforms = usePlatformStandIn();

test("telegram-webhook registers PUBLIC_URL/webhooks/telegram with the secret", async () => {
  const env = {
    PUBLIC_URL: "https://observatorio.example.org",
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_WEBHOOK_SECRET: TELEGRAM_SECRET,
    TELEGRAM_API_URL: platforms.url,
  };
  const result = await runAdmin(target, ["telegram-webhook"], "", env);
  expect(result).toEqual({
    code: 0,
    stdout: "Webhook do Telegram registrado: https://observatorio.example.org/webhooks/telegram\n",
    stderr: "",
  });
  expect(platforms.webhooks).toEqual([
    {
      url: "https://observatorio.example.org/webhooks/telegram",
      secret_token: TELEGRAM_SECRET,
      allowed_updates: ["message"],
      drop_pending_updates: false,
    },
  ]);

  const { TELEGRAM_BOT_TOKEN: _token, ...withoutBot } = env;
  const unset = await runAdmin(target, ["telegram-webhook"], "", withoutBot);
  expect(unset.code).toBe(1);
  expect(unset.stderr).toContain(
    "Invalid TELEGRAM_BOT_TOKEN: set it with TELEGRAM_WEBHOOK_SECRET.",
  );
  const { PUBLIC_URL: _url, ...withoutUrl } = env;
  const noUrl = await runAdmin(target, ["telegram-webhook"], "", withoutUrl);
  expect(noUrl).toMatchObject({
    code: 1,
    stderr: expect.stringContaining("Defina TELEGRAM_BOT_TOKEN"),
  });
});
