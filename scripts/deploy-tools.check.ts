import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";

/*
 * The configuration files that docs/deploy.md quotes, checked by the tools that read them
 * in production: systemd-analyze and nginx (with openssl for a stand-in certificate).
 * Not part of `npm test`, which must pass on a machine with only Node.js: CI installs the
 * tools and runs this with `npm run test:deploy`.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const SNIPPETS = path.join(ROOT, "docs", "deploy");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-deploy-tools-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("the systemd units pass systemd-analyze verify without a warning", () => {
  // Copied so that verify sees the names they are installed under.
  const units = [
    "observatorio.service",
    "observatorio-backup.service",
    "observatorio-backup.timer",
  ];
  for (const unit of units) fs.copyFileSync(path.join(SNIPPETS, unit), path.join(dir, unit));

  const result = spawnSync(
    "systemd-analyze",
    ["verify", ...units.map((unit) => path.join(dir, unit))],
    { encoding: "utf8" },
  );

  expect(result.error).toBeUndefined();
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
});

test("the nginx site passes nginx -t", () => {
  const certificate = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"]
      .concat(["-subj", "/CN=observatorio.example.org"])
      .concat(["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")]),
    { encoding: "utf8" },
  );
  expect(certificate.status).toBe(0);
  // The certificate paths are the only lines changed: Let's Encrypt's files do not exist here.
  const site = fs
    .readFileSync(path.join(SNIPPETS, "nginx.conf"), "utf8")
    .replace(
      "/etc/letsencrypt/live/observatorio.example.org/fullchain.pem",
      path.join(dir, "cert.pem"),
    )
    .replace(
      "/etc/letsencrypt/live/observatorio.example.org/privkey.pem",
      path.join(dir, "key.pem"),
    );
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  fs.writeFileSync(
    path.join(dir, "main.conf"),
    `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n  include ${dir}/site.conf;\n}\n`,
  );

  const result = spawnSync(
    "nginx",
    ["-t", "-c", path.join(dir, "main.conf"), "-p", `${dir}/`, "-e", path.join(dir, "error.log")],
    { encoding: "utf8" },
  );

  expect(result.error).toBeUndefined();
  expect(result.stderr).toContain("syntax is ok");
  expect(result.stderr).toContain("test is successful");
  expect(result.stderr).not.toMatch(/\[(warn|emerg|alert|crit)\]/);
  expect(result.status).toBe(0);
});
