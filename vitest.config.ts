import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not load under Vitest.
const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    environment: "node",
    include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["tests/setup/setup-test-env.ts"],
    env,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      serverProject("server:sqlite", { TEST_DATABASE: "sqlite" }),
      // The same server tests once more on PostgreSQL when a server is given.
      ...(postgresUrl ? [serverProject("server:postgres", { TEST_DATABASE: "postgres" })] : []),
      {
        test: {
          name: "ui",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup/setup-test-env.ts"],
        },
      },
    ],
  },
});
