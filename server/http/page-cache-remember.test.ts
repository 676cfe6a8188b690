import { expect, test } from "vitest";
import { createPageCache } from "./page-cache.ts";

const newCache = () => createPageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 });

/** A load that counts its calls and gives the call's number. */
function counting() {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return calls;
    },
    calls: () => calls,
  };
}

test("remembers a value until a write here or on another instance empties the cache", async () => {
  const cache = newCache();
  const footer = counting();

  expect(await cache.remember("rodape", footer.load)).toBe(1);
  expect(await cache.remember("rodape", footer.load)).toBe(1);
  expect(footer.calls()).toBe(1);

  cache.invalidate();
  expect(await cache.remember("rodape", footer.load)).toBe(2);
  expect(await cache.remember("rodape", footer.load)).toBe(2);

  cache.invalidateLocally();
  expect(await cache.remember("rodape", footer.load)).toBe(3);
  expect(footer.calls()).toBe(3);
});

test("a write empties the store of shared markup too", () => {
  const cache = newCache();
  cache.fragments.set("footer pt", "<footer></footer>");
  cache.invalidateLocally();
  expect(cache.fragments.size).toBe(0);
  cache.fragments.set("footer pt", "<footer></footer>");
  cache.invalidate();
  expect(cache.fragments.size).toBe(0);
});

test("keeps each key apart, and shares a load under way", async () => {
  const cache = newCache();
  const footer = counting();
  const contact = counting();

  const [first, second] = await Promise.all([
    cache.remember("rodape", footer.load),
    cache.remember("rodape", footer.load),
  ]);
  expect([first, second, footer.calls()]).toEqual([1, 1, 1]);
  expect(await cache.remember("contato", contact.load)).toBe(1);
  expect(contact.calls()).toBe(1);
});

test("a load that failed is tried again", async () => {
  const cache = newCache();
  let calls = 0;
  const flaky = async () => {
    calls += 1;
    if (calls === 1) throw new Error("database unavailable");
    return "instituições";
  };

  await expect(cache.remember("rodape", flaky)).rejects.toThrow("database unavailable");
  expect(await cache.remember("rodape", flaky)).toBe("instituições");
  expect(await cache.remember("rodape", flaky)).toBe("instituições");
  expect(calls).toBe(2);
});

test("a value loaded while a write came is not kept for the next generation", async () => {
  const cache = newCache();
  let release = () => {};
  let calls = 0;
  const slow = () => {
    calls += 1;
    const call = calls;
    return new Promise<number>((resolve) => {
      release = () => resolve(call);
    });
  };

  const before = cache.remember("rodape", slow);
  cache.invalidate();
  release();
  expect(await before).toBe(1);
  const after = cache.remember("rodape", slow);
  release();
  expect(await after).toBe(2);
});
