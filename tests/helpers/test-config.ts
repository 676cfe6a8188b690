import os from "node:os";
import path from "node:path";
import type { Config } from "#server/config.ts";

export function testConfig(overrides: Partial<Config> = {}): Config {
  return Object.freeze({
    env: "test",
    port: 0,
    host: "127.0.0.1",
    dataDir: path.join(os.tmpdir(), "obs-test-unused-data-dir"),
    databaseUrl: undefined,
    admin: undefined,
    seedDemo: false,
    publicUrl: undefined,
    logLevel: "error",
    trustProxy: false,
    metrics: { token: undefined, port: undefined },
    outdatedAfterMonths: 12,
    imageImport: { allowLoopback: false },
    mediaOrphanGraceHours: 24,
    pageCacheMb: 0,
    secondReview: true,
    ...overrides,
  } satisfies Config);
}
