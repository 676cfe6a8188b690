import { pino, type Logger } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

export function createLogger(config: Pick<Config, "logLevel" | "env">): Logger {
  return pino({
    level: config.env === "test" ? "silent" : config.logLevel,
    // Tokens, passwords and cookies must never reach the logs.
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "password",
        "*.password",
        "token",
      ],
      censor: "[redacted]",
    },
  });
}
