import { defineConfig } from "vitest/config";

// Browser journeys against the production build served by the real host process.
export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/setup/e2e-global-setup.ts"],
    setupFiles: ["tests/setup/e2e-test-env.ts"],
    // One file at a time: every file shares the one site of the global setup and reads its
    // lists exactly (newest first, these titles), so a second file writing meanwhile would
    // change what the first sees; and one Chromium is what two cores carry well (two files
    // at once, each with a site of its own, ran each file about three times slower). Tests that
    // need no browser are in tests/host/, which runs in parallel with the unit tests.
    fileParallelism: false,
    // One worker for every file, which keeps the modules it imported (playwright-core,
    // axe-core, the helpers) instead of spawning a process and importing them again per
    // file. Each file still gets its own hooks, pages and connection to the browser.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Polls wait for what a person would see; on a busy two-core machine hydration and
    // transitions can take longer than vitest's one-second default, and a longer ceiling
    // costs nothing when the state arrives early.
    expect: { poll: { timeout: 5_000 } },
  },
});
