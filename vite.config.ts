import crypto from "node:crypto";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const PUBLIC_ENTRY = path.resolve(import.meta.dirname, "app/public/main.ts");
const PUBLIC_SCRIPT_MODULE = path.resolve(import.meta.dirname, "app/public/script.ts");

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

export default defineConfig({
  plugins: [reactRouter(), publicScript()],
  build: {
    // The server bundle is imported by server/index.ts; keeping it readable makes
    // production stack traces useful.
    minify: true,
  },
});
