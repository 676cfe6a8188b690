import os from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "#server/config.ts";

/**
 * Where the processes tests start keep Node's compiled code between runs
 * (NODE_COMPILE_CACHE; an entry is used only for the same source). A command's process
 * loads about 650 modules, and compiling them was half of its start-up.
 */
export const NODE_COMPILE_CACHE = path.resolve(
  import.meta.dirname,
  "../../node_modules/.cache/node-compile-cache",
);

/**
 * What every process a test starts (the site, its commands) gets in its environment: the
 * cheapest password hash the configuration accepts, since tests hash hundreds of passwords
 * and the production cost (about a second each) is pinned by `server/auth/passwords.test.ts`;
 * a key for the second factor's secrets, which tests turn on; and Node's compile cache.
 */
export const TEST_ENV = Object.freeze({
  PASSWORD_HASH_COST: "10",
  TOTP_KEY: "dGVzdHMnIHNlY29uZC1mYWN0b3Iga2V5LCAzMiBieXQ=",
  NODE_COMPILE_CACHE,
});

/**
 * The configuration of an in-process test site: the contract's defaults, as `loadConfig`
 * applies them, for a loopback host on any free port, with quiet logs, no demo content,
 * no page cache, a data folder nothing writes to and `TEST_ENV`; then `overrides`.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const defaults = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    DATA_DIR: path.join(os.tmpdir(), "obs-test-unused-data-dir"),
    SEED_DEMO: "false",
    LOG_LEVEL: "error",
    PAGE_CACHE_MB: "0",
    ...TEST_ENV,
  });
  return Object.freeze({ ...defaults, port: 0, ...overrides });
}
