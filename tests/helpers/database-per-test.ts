import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

/** The address the syndication tests give their documents as the site's public origin. */
export const TEST_ORIGIN = "https://observatorio.example.org";

/**
 * A fresh migrated database for each test of the file, removed after it. Read it through
 * the returned function, inside the tests.
 */
export function databasePerTest(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });
  return () => {
    if (!database) throw new Error("the test database exists only inside a test");
    return database;
  };
}

/**
 * One database for all the tests of the file, created before the first and removed after
 * the last; `migrate: false` leaves it empty. Read it through the returned function.
 */
export function databasePerFile(options: { migrate?: boolean } = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
  });
  afterAll(async () => {
    await database?.cleanup();
    database = undefined;
  });
  return () => {
    if (!database) throw new Error("the test database exists only while the file's tests run");
    return database;
  };
}
