import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
/** The one way a test gets a database of the project's engine (directly or via helpers). */
const DATABASE_HELPER = path.join(ROOT, "tests", "helpers", "test-database.ts");
/** Static imports and re-exports that load code; `import type` loads nothing. */
const IMPORT = /^\s*(?:import|export)\s+(?!type[\s{])(?:[^;]*?\sfrom\s*)?["']([^"']+)["']/gm;
const ALIASES: Record<string, string> = {
  "#app/": "app",
  "#server/": "server",
  "#tests/": "tests",
};

function resolve(specifier: string, from: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const file = alias
    ? path.join(ROOT, ALIASES[alias] ?? "", specifier.slice(alias.length))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  return file && /\.tsx?$/.test(file) && fs.existsSync(file) ? file : undefined;
}

/**
 * The test files among `patterns` that load the database test helpers, through any chain
 * of the project's own modules: the files that touch a database, so the only ones worth
 * running again on PostgreSQL.
 */
export function testFilesUsingDatabase(patterns: string[]): string[] {
  const reaches = new Map<string, boolean>();
  const visit = (file: string): boolean => {
    if (file === DATABASE_HELPER) return true;
    const known = reaches.get(file);
    if (known !== undefined) return known;
    reaches.set(file, false); // an import cycle adds nothing
    const source = fs.readFileSync(file, "utf8");
    const found = [...source.matchAll(IMPORT)].some((match) => {
      const imported = resolve(match[1] ?? "", file);
      return imported !== undefined && visit(imported);
    });
    reaches.set(file, found);
    return found;
  };
  return fs
    .globSync(patterns, { cwd: ROOT })
    .filter((file) => visit(path.join(ROOT, file)))
    .sort();
}
