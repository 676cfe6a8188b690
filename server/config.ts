import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: "use true or false" })
  .transform((value) => value === "true" || value === "1");

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
  ADMIN_PASSWORD: z.string().min(12, "must have at least 12 characters").optional(),
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
});

export type Config = Readonly<{
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: Readonly<{ email: string; password: string }> | undefined;
  seedDemo: boolean | undefined;
  publicUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * Not read from the environment: a server may never fetch an editor's image address on
   * its own machine. Only tests, whose image hosts listen on loopback, switch it on.
   */
  imageImport: Readonly<{ allowLoopback: boolean }>;
}>;

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
  if ((parsed.ADMIN_EMAIL === undefined) !== (parsed.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("Invalid ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither.");
  }
  return Object.freeze({
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    admin:
      parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD
        ? Object.freeze({ email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD })
        : undefined,
    seedDemo: parsed.SEED_DEMO,
    publicUrl: parsed.PUBLIC_URL,
    logLevel: parsed.LOG_LEVEL,
    imageImport: Object.freeze({ allowLoopback: false }),
  });
}
