import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const CHECK = path.join(ROOT, "scripts", "check-node.cjs");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-check-node-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the real check in a Node that reports `version` as its own. */
function checkUnder(version: string) {
  const preload = path.join(dir, `fake-${version}.cjs`);
  fs.writeFileSync(
    preload,
    `Object.defineProperty(process.versions, "node", { value: ${JSON.stringify(version)} });\n`,
  );
  return spawnSync(process.execPath, ["--require", preload, CHECK], { encoding: "utf8" });
}

test("an old Node stops with one sentence naming the version needed and how to get it", () => {
  const result = checkUnder("20.19.5");

  expect(result.status).toBe(1);
  expect(result.stdout).toBe("");
  expect(result.stderr).toBe(
    "This site needs Node.js 22.22 or newer (24 LTS recommended) but found 20.19.5: install Node.js 24 from https://nodejs.org/ or with a version manager (nvm install 24), then run the command again.\n",
  );
});

test("a Node just below the minimum is refused and the minimum itself is accepted", () => {
  expect(checkUnder("22.21.9").status).toBe(1);
  expect(checkUnder("22.22.0")).toMatchObject({ status: 0, stderr: "" });
  expect(checkUnder("24.0.0")).toMatchObject({ status: 0, stderr: "" });
});

test("npm install and npm start run the check before anything else", () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };

  expect(scripts.preinstall).toBe("node scripts/check-node.cjs");
  expect(scripts.start?.startsWith("node scripts/check-node.cjs && ")).toBe(true);
});
