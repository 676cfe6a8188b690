import { builtinModules } from "node:module";
import crypto from "node:crypto";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { rolldown } from "rolldown";
import { defineConfig, type Plugin } from "vite";

const PUBLIC_ENTRY = path.resolve(import.meta.dirname, "app/public/main.ts");
const PUBLIC_SCRIPT_MODULE = path.resolve(import.meta.dirname, "app/public/script.ts");
const SERVICE_WORKER_ENTRY = path.resolve(import.meta.dirname, "app/public/service-worker.ts");

/**
 * The script of the pages sent without React (decisions 047 and 048): one more entry of
 * the client build, `assets/behaviours-[hash].js`, whose text and CSP hash the server
 * build then finds in `app/public/script.ts`, so pages carry it inline and the policy
 * lets exactly that text run. React Router builds the client first and shares plugins
 * between its builds, so the text is known when the server's modules load. In
 * development that module keeps its own text: the source's address, which Vite serves.
 */
function publicScript(): Plugin {
  let reference: string | undefined;
  let script: { src: string; text: string; hash: string } | undefined;
  return {
    name: "public-script",
    apply: "build",
    buildStart() {
      if (this.environment.name !== "client") return;
      reference = this.emitFile({ type: "chunk", id: PUBLIC_ENTRY, name: "behaviours" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client" || !reference) return;
      const fileName = this.getFileName(reference);
      const chunk = bundle[fileName];
      if (chunk?.type !== "chunk") throw new Error("The public script was not built.");
      if (chunk.imports.length > 0 || /<\/script/i.test(chunk.code)) {
        throw new Error("The public script must import nothing and never close its element.");
      }
      const digest = crypto.createHash("sha256").update(chunk.code).digest("base64");
      script = {
        src: `${this.environment.config.base}${fileName}`,
        text: chunk.code,
        hash: `'sha256-${digest}'`,
      };
    },
    load(id) {
      if (this.environment.name === "client" || id !== PUBLIC_SCRIPT_MODULE) return;
      if (!script) throw new Error("The public script is built by the client build, run first.");
      return `export const PUBLIC_SCRIPT = ${JSON.stringify(script)};`;
    },
  };
}

/**
 * The service worker (decision 057): `sw.js` at the root of the client build, so that its
 * scope is the whole site, bundled on its own (a chunk of the client build could share
 * modules with the app's, which a worker cannot import). Its version is a hash of its
 * code and of every other file's name, which carry their content's hash: each build that
 * changes anything gives browsers a new worker, and the worker a new cache.
 */
function serviceWorker(): Plugin {
  return {
    name: "service-worker",
    apply: "build",
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const build = await rolldown({ input: SERVICE_WORKER_ENTRY, logLevel: "warn" });
      const { output } = await build.generate({ format: "iife", minify: true });
      await build.close();
      const [chunk, ...rest] = output;
      if (!chunk || rest.length > 0) throw new Error("The service worker must be one file.");
      const version = crypto
        .createHash("sha256")
        .update(chunk.code)
        .update(Object.keys(bundle).sort().join("\n"))
        .digest("base64url")
        .slice(0, 16);
      if (!chunk.code.includes("__BUILD_VERSION__")) {
        throw new Error("The service worker lost its version's place.");
      }
      this.emitFile({
        type: "asset",
        fileName: "sw.js",
        source: chunk.code.replaceAll("__BUILD_VERSION__", version),
      });
    },
  };
}

const NODE_BUILTINS = new Set(builtinModules);

/**
 * Fails the client build when browser code imports a Node.js module. Vite would replace
 * it with an empty object and build anyway; the page would then break only when it ran
 * (a shared module that imported `node:events` once took down every admin page).
 */
function noNodeInBrowser(): Plugin {
  return {
    name: "no-node-in-browser",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (this.environment.name !== "client") return;
      if (!source.startsWith("node:") && !NODE_BUILTINS.has(source)) return;
      this.error(
        `${importer ?? "the client build"} imports the Node.js module "${source}", which browsers do not have: keep it on the server.`,
      );
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), noNodeInBrowser(), publicScript(), serviceWorker()],
  build: {
    // The server bundle is imported by server/index.ts; keeping it readable makes
    // production stack traces useful.
    minify: true,
  },
});
