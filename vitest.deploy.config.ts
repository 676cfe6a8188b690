import { defineConfig } from "vitest/config";

// The deployment guide's configuration files, checked with systemd-analyze and nginx.
// Kept out of `npm test` because those tools are not part of a Node.js-only machine.
export default defineConfig({
  test: {
    name: "deploy",
    environment: "node",
    include: ["scripts/deploy-tools.check.ts"],
    testTimeout: 60_000,
  },
});
