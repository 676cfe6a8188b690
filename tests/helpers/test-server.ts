import type { AddressInfo } from "node:net";
import http from "node:http";
import { createApp } from "#server/app.ts";
import type { Config } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";
import { testConfig } from "./test-config.ts";

export type TestServer = {
  url: string;
  database: TestDatabase;
  config: Config;
  close: () => Promise<void>;
};

/** The in-process app (API, health, no page renderer) on a free port, with a fresh database. */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const app = createApp({ config, database, logger: createLogger(config) });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    config,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.cleanup();
    },
  };
}
