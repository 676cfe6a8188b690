import { defineConfig } from "vitest/config";

// Browser journeys against the production build served by the real host process.
export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/setup/e2e-global-setup.ts"],
    // One file at a time. Each worker gets a site of its own (e2e-global-setup.ts), so more
    // workers would be safe, but on two cores two Chromiums and their sites made each file
    // about three times slower (home.test.ts: 166 s), which gained nothing and brought
    // the slowest tests near their time limit. Tests that need no browser are in
    // tests/host/, which runs with the unit tests.
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Polls wait for what a person would see; on a busy two-core machine hydration and
    // transitions can take longer than vitest's one-second default, and a longer ceiling
    // costs nothing when the state arrives early.
    expect: { poll: { timeout: 5_000 } },
  },
});
