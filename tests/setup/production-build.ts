import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../helpers/site-process.ts";

/** Everything `react-router build` reads; test files are not part of the build. */
const SOURCES = ["app", "server", "public"];
const SOURCE_FILES = [
  "package-lock.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
];
/** Written after a successful build: the digest of the sources it was made from. */
const STAMP = path.join(ROOT, "build", ".sources-digest");

function sourcesDigest(): string {
  const files = [
    ...SOURCE_FILES,
    ...fs
      .globSync(
        SOURCES.map((dir) => `${dir}/**/*`),
        { cwd: ROOT },
      )
      .filter((file) => !/\.test\.tsx?$/.test(file) && fs.statSync(path.join(ROOT, file)).isFile()),
  ].sort();
  const hash = crypto.createHash("sha256");
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(ROOT, file)));
  return hash.digest("hex");
}

/**
 * Makes the production build unless ./build was made from exactly these sources, so the
 * host tests and the browser tests of one CI run share a single build.
 */
export function buildIfChanged(): void {
  const digest = sourcesDigest();
  if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === digest) return;
  fs.rmSync(STAMP, { force: true });
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules", "@react-router", "dev", "bin.cjs"), "build"],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (build.status !== 0)
    throw new Error(`the production build failed:\n${build.stdout}${build.stderr}`);
  fs.writeFileSync(STAMP, digest);
}

/** Global setup of the tests that start the production host. */
export function setup(): void {
  buildIfChanged();
}
