// `npm start`: builds when there is no build or the sources are newer, then serves it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildStamp = path.join(root, "build", "server", "index.js");
const SOURCES = [
  "app",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = fs.statSync(buildStamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
if (builtAt < sourcesAt) {
  console.log(
    builtAt === 0 ? "No build found: building…" : "Sources changed since the last build: building…",
  );
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
const { main } = await import("../server/index.ts");
await main();
