import { build, type Rolldown } from "vite";
import { ROOT } from "./site-process.ts";

/**
 * Bundles one browser entry (and everything it imports, React included) into a single ES
 * module, in memory. Lets a browser test exercise a component that no page shows yet,
 * in a real browser rather than jsdom.
 */
export async function bundleForBrowser(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    mode: "production",
    // Vitest sets NODE_ENV=test, which would otherwise select React's development JSX.
    oxc: { jsx: { runtime: "automatic", development: false } },
    logLevel: "warn",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ["es"], fileName: "bundle" },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs
    .flatMap((output) => output.output)
    .find((item): item is Rolldown.OutputChunk => item.type === "chunk" && item.isEntry);
  if (!chunk) throw new Error(`bundling ${entry} produced no entry chunk`);
  return chunk.code;
}
