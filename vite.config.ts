import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const PUBLIC_ENTRY = path.resolve(import.meta.dirname, "app/public/main.ts");
const PUBLIC_SCRIPT_URL = path.resolve(import.meta.dirname, "app/public/script-url.ts");

/**
 * The script of the pages sent without React (decision 048): one more entry of the client
 * build, `assets/behaviours-[hash].js`, whose address the server build then finds in
 * `app/public/script-url.ts`. React Router builds the client first and shares plugins
 * between its builds, so the name is known when the server's modules load. In
 * development that module keeps its own text: the source's address, which Vite serves.
 */
function publicScript(): Plugin {
  let reference: string | undefined;
  let url: string | undefined;
  return {
    name: "public-script",
    apply: "build",
    buildStart() {
      if (this.environment.name !== "client") return;
      reference = this.emitFile({ type: "chunk", id: PUBLIC_ENTRY, name: "behaviours" });
    },
    generateBundle() {
      if (this.environment.name !== "client" || !reference) return;
      url = `${this.environment.config.base}${this.getFileName(reference)}`;
    },
    load(id) {
      if (this.environment.name === "client" || id !== PUBLIC_SCRIPT_URL) return;
      if (!url) throw new Error("The public script is named by the client build, run first.");
      return `export const PUBLIC_SCRIPT_URL = ${JSON.stringify(url)};`;
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
