import os from "node:os";
import { defineConfig } from "vitest/config";

// Browser journeys against the production build served by the real host process.
export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/setup/e2e-global-setup.ts"],
    // A file per core, each worker with a site of its own (e2e-global-setup.ts): files read
    // their site's lists exactly, so two files running at once never share one. Tests that
    // need no browser are in tests/host/, which runs with the unit tests.
    maxWorkers: os.availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Polls wait for what a person would see; on a busy two-core machine hydration and
    // transitions can take longer than vitest's one-second default, and a longer ceiling
    // costs nothing when the state arrives early.
    expect: { poll: { timeout: 5_000 } },
  },
});
