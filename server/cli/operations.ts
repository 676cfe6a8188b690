import { ConfigError, type Config } from "../config.ts";

/** A failure the operator can act on: its message is printed alone, without a stack. */
export class OperationError extends Error {
  override name = "OperationError";
}

/** Where the configuration points, for messages: a PostgreSQL URL loses its password. */
export function describeDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): string {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = "***";
    return `the PostgreSQL database ${url.toString()}`;
  } catch {
    return "the PostgreSQL database of DATABASE_URL";
  }
}

/** Runs a command's body and turns its outcome into an exit status. */
export async function runOperation(body: () => Promise<void>): Promise<number> {
  try {
    await body();
    return 0;
  } catch (error) {
    if (error instanceof OperationError || error instanceof ConfigError) {
      console.error(error.message);
      return error instanceof OperationError && error.message.startsWith("Usage") ? 2 : 1;
    }
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  }
}
