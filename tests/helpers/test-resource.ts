import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

/**
 * Something tests use that hooks open and close: a fresh one for each test (`each`), or
 * one for all the tests of the file (`file`). Read it through the returned function,
 * which throws outside the time it is open.
 */
export function testResource<T>(
  scope: "each" | "file",
  open: () => Promise<T>,
  close: (resource: T) => Promise<void>,
): () => T {
  let resource: T | undefined;
  const [before, after] = scope === "each" ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    resource = await open();
  });
  after(async () => {
    if (resource !== undefined) await close(resource);
    resource = undefined;
  });
  return () => {
    if (resource === undefined) throw new Error("the test resource is not open at this time");
    return resource;
  };
}
