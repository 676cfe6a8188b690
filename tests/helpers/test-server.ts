import type { AddressInfo } from "node:net";
import http from "node:http";
import { createApp, type AppOptions } from "#server/app.ts";
import type { Config } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/database.ts";
import { createLogger } from "#server/logger.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";
import { testConfig } from "./test-config.ts";
import { testResource } from "./test-resource.ts";

export type TestServer = {
  url: string;
  database: TestDatabase;
  config: Config;
  close: () => Promise<void>;
};

/**
 * The in-process app (API, media, health; no page renderer unless `options` gives one)
 * over `database` on a free port.
 */
export async function serveApp(
  config: Config,
  database: DatabaseHandle,
  options: Partial<AppOptions> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = createApp({ config, database, logger: createLogger(config), ...options });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The in-process app on a free port, with a fresh database. */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const server = await serveApp(config, database);
  return {
    url: server.url,
    database,
    config,
    close: async () => {
      await server.close();
      await database.cleanup();
    },
  };
}

/** The in-process app with a fresh database, started once for all the tests of the file. */
export function testServerPerFile(overrides: Partial<Config> = {}): () => TestServer {
  return testResource(
    "file",
    () => startTestServer(overrides),
    (server) => server.close(),
  );
}
