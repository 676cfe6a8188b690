import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";

/** What every API handler may use. */
export type ApiContext = {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
};
