import { afterEach, beforeEach, vi } from "vitest";
import { setPasswordHashCost } from "#server/auth/passwords.ts";
import { setTotpKeys } from "#server/auth/totp-key.ts";
import { takeTotpKeys } from "#server/config.ts";
import { TEST_ENV, testConfig } from "#tests/helpers/test-config.ts";

// The in-process site hashes and seals as its configuration says, the test configuration's way.
setPasswordHashCost(testConfig().passwordHashCost);
setTotpKeys(takeTotpKeys({ ...TEST_ENV }));

// An unexpected console.error is a bug the test did not look for: fail on it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((args) => args.map(String).join(" ")).join("\n")}`,
    );
  }
});
