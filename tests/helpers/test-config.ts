import os from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "#server/config.ts";

/**
 * The configuration of an in-process test site: the contract's defaults, as `loadConfig`
 * applies them, for a loopback host on any free port, with quiet logs, no demo content,
 * no page cache and a data folder nothing writes to; then `overrides`.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const defaults = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    DATA_DIR: path.join(os.tmpdir(), "obs-test-unused-data-dir"),
    SEED_DEMO: "false",
    LOG_LEVEL: "error",
    PAGE_CACHE_MB: "0",
  });
  return Object.freeze({ ...defaults, port: 0, ...overrides });
}
