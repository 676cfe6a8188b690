import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // The server bundle is imported by server/index.ts; keeping it readable makes
    // production stack traces useful.
    minify: true,
  },
});
