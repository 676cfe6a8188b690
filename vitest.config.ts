import os from "node:os";
import { defineConfig } from "vitest/config";
import { testFilesUsingDatabase } from "./tests/setup/database-test-files.ts";

const SERVER_TESTS = ["server/**/*.test.ts", "scripts/**/*.test.ts"];

// Kept apart from vite.config.ts: the React Router plugin must not load under Vitest.
/*
 * `isolate: false` on the server and ui projects: a worker keeps the modules it loaded (and
 * jsdom) from one test file to the next instead of starting a new process for each file.
 * Each file still runs the setup file and its own module afresh. Loading the modules again
 * and setting up jsdom for every file was most of these projects' CPU time, and the unit
 * step is bound by CPU. The production host's tests stay isolated: they start processes.
 */
const serverProject = (name: string, env: Record<string, string>, include: string[]) => ({
  test: {
    name,
    environment: "node",
    include,
    // One migrated database per run, copied for every test database (database-template.ts).
    globalSetup: ["tests/setup/database-template.ts"],
    setupFiles: ["tests/setup/setup-test-env.ts"],
    env,
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // One file per core, not Vitest's default of one fewer: much of a file's time is spent
    // waiting for PostgreSQL, a child process or scrypt's threads, not on this process.
    maxWorkers: os.availableParallelism(),
    projects: [
      serverProject("server:sqlite", { TEST_DATABASE: "sqlite" }, SERVER_TESTS),
      // Once more on PostgreSQL when a server is given: the server tests that use a test
      // database; the others would only repeat what they did on SQLite.
      ...(postgresUrl
        ? [
            serverProject(
              "server:postgres",
              { TEST_DATABASE: "postgres" },
              testFilesUsingDatabase(SERVER_TESTS),
            ),
          ]
        : []),
      // The production host as its own process (start-up, signals, limits, operations),
      // driven over HTTP only: no browser, so these run alongside the other files.
      {
        test: {
          name: "host",
          environment: "node",
          include: ["tests/host/**/*.test.ts"],
          globalSetup: ["tests/setup/production-build.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "ui",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}"],
          isolate: false,
          // Longer than the wait a loaded page is allowed (`LOADED`, tests/helpers/page-stub.tsx),
          // so a slow machine fails a test by what it waited for, not by the test's timeout.
          testTimeout: 20_000,
          globalSetup: ["tests/setup/database-template.ts"],
          setupFiles: ["tests/setup/setup-test-env.ts"],
        },
      },
    ],
  },
});
