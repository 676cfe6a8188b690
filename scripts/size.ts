// Prints the gzip size of the JavaScript each page loads on a first visit, and fails when
// a public page exceeds the budget or loads admin or editor code. Pages sent without React
// (decisions 042 and 048) load one file, the public script, which must stay one file (no
// imports of other chunks) within its own budget. Run after a build (`npm run size`
// builds first).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { isStaticPage } from "../app/components/layout/static-page.ts";

const BUDGET_KB = 110;
/** The script file of the pages sent without React (decision 048). */
const STATIC_BUDGET_KB = 5;
const CLIENT_DIR = path.resolve(import.meta.dirname, "..", "build", "client");
const SERVER_BUILD = path.resolve(import.meta.dirname, "..", "build", "server", "index.js");
/** Chunk names that must never reach a public page: the admin area and the editor. */
const ADMIN_CHUNK = /(admin|editor|tiptap|prosemirror)/i;

type RouteEntry = {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
  hasDefaultExport: boolean;
};
type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
};

const assetsDir = path.join(CLIENT_DIR, "assets");
const manifestFile = fs.existsSync(assetsDir)
  ? fs.readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  : undefined;
if (!manifestFile) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const manifest = JSON.parse(
  fs
    .readFileSync(path.join(assetsDir, manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;\s*$/, ""),
) as Manifest;
const routes = Object.values(manifest.routes);
// The route handles, which say which pages are sent without React, are in the server build.
const serverBuild = (await import(pathToFileURL(SERVER_BUILD).href)) as {
  routes: Record<string, { module: { handle?: unknown } } | undefined>;
};
const handleOf = (route: RouteEntry) => serverBuild.routes[route.id]?.module.handle;

// The public script: the client build's `behaviours-[hash].js` entry (vite.config.ts).
const publicScripts = fs
  .readdirSync(assetsDir)
  .filter((name) => /^behaviours-[\w-]+\.js$/.test(name));
if (publicScripts.length !== 1) {
  console.error(`Expected one public script in the build, found ${publicScripts.length}.`);
  process.exit(1);
}
const publicScript = `assets/${publicScripts[0]}`;
/** What the public script loads besides itself: it must be nothing. */
const publicImports = [
  ...fs
    .readFileSync(path.join(CLIENT_DIR, publicScript), "utf8")
    .matchAll(/\bimport\s*(?:[\w{}*\s,$]+from\s*)?\(?\s*["'`]([^"'`]+)["'`]/g),
].map((match) => match[1]);

function gzipKb(url: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(CLIENT_DIR, url)), { level: 9 }).length / 1024;
}

function ancestry(route: RouteEntry): RouteEntry[] {
  const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
  return parent ? [...ancestry(parent), route] : [route];
}

// Pages are the leaves that render something; layouts render through them.
const pages = routes.filter(
  (route) => route.hasDefaultExport && !routes.some((other) => other.parentId === route.id),
);

let failed = false;
console.log(
  `JavaScript per page, gzip (public budget ${BUDGET_KB} KB; ${STATIC_BUDGET_KB} KB without React):`,
);
for (const page of pages) {
  const chain = ancestry(page);
  const label =
    "/" +
    chain
      .map((route) => route.path ?? "")
      .filter(Boolean)
      .join("/");
  const handles = chain.map((route) => ({ handle: handleOf(route) }));
  if (isStaticPage(handles)) {
    const kb = gzipKb(publicScript);
    const over = kb > STATIC_BUDGET_KB;
    failed ||= over || publicImports.length > 0;
    const notes = [
      "without React",
      over && `OVER ${STATIC_BUDGET_KB} KB`,
      publicImports.length > 0 && `loads ${publicImports.join(", ")}`,
    ];
    console.log(`${kb.toFixed(1).padStart(7)} KB  ${label}  ${notes.filter(Boolean).join("  ")}`);
    continue;
  }
  const urls = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])]),
  ]);
  // Route discovery is lazy (React Router's default): the page carries, inline, the part
  // of the manifest that names its own routes, and fetches the rest only on navigation.
  const inlineManifest = JSON.stringify({
    entry: manifest.entry,
    routes: Object.fromEntries(chain.map((route) => [route.id, route])),
  });
  const kb =
    [...urls].reduce((sum, url) => sum + gzipKb(url), 0) +
    zlib.gzipSync(inlineManifest, { level: 9 }).length / 1024;
  const isAdmin = chain.some((route) => route.id.startsWith("routes/admin"));
  const leaked = isAdmin ? [] : [...urls].filter((url) => ADMIN_CHUNK.test(path.basename(url)));
  const over = !isAdmin && kb > BUDGET_KB;
  failed ||= over || leaked.length > 0;
  const notes = [
    isAdmin && "admin",
    over && "OVER BUDGET",
    leaked.length > 0 && `loads ${leaked.join(", ")}`,
  ];
  console.log(
    `${kb.toFixed(1).padStart(7)} KB  ${label}  ${notes.filter(Boolean).join("  ")}`.trimEnd(),
  );
}
process.exit(failed ? 1 : 0);
