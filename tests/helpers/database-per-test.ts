import { createTestDatabase, type TestDatabase } from "./test-database.ts";
import { testResource } from "./test-resource.ts";

/** The address the syndication tests give their documents as the site's public origin. */
export const TEST_ORIGIN = "https://observatorio.example.org";

/** A fresh migrated database for each test of the file, removed after it. */
export function databasePerTest(): () => TestDatabase {
  return testResource(
    "each",
    () => createTestDatabase(),
    (database) => database.cleanup(),
  );
}

/**
 * One database for all the tests of the file, removed after the last; `migrate: false`
 * leaves it empty.
 */
export function databasePerFile(options: { migrate?: boolean } = {}): () => TestDatabase {
  return testResource(
    "file",
    () => createTestDatabase(options),
    (database) => database.cleanup(),
  );
}
