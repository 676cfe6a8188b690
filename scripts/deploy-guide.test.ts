import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { createSiteDatabase, dumpTables, runCli } from "#tests/helpers/site-database.ts";

/*
 * docs/deploy.md quotes the files of docs/deploy/ whole, so the guide cannot drift from
 * the files that are checked. The backup script is run here; the systemd units and the
 * nginx site are checked by the tools that read them in production, in
 * scripts/deploy-tools.check.ts, which CI runs where those tools are installed.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const SNIPPETS = path.join(ROOT, "docs", "deploy");
const GUIDE = fs.readFileSync(path.join(ROOT, "docs", "deploy.md"), "utf8");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-deploy-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("the guide quotes every configuration file of docs/deploy/ whole", () => {
  const files = fs.readdirSync(SNIPPETS).sort();

  expect(files).toEqual([
    "backup.sh",
    "nginx.conf",
    "observatorio-backup.service",
    "observatorio-backup.timer",
    "observatorio.service",
  ]);
  for (const file of files)
    expect(GUIDE, `${file} appears in docs/deploy.md`).toContain(
      fs.readFileSync(path.join(SNIPPETS, file), "utf8"),
    );
});

test("the backup script writes a restorable archive and keeps the newest 14", async () => {
  const source = await createSiteDatabase();
  const target = await createSiteDatabase(undefined, { migrate: false });
  try {
    const now = new Date().toISOString();
    await source.db
      .insertInto("membros")
      .values({ nome: "Carla Souza", cargo: "Professor", created_at: now, updated_at: now })
      .execute();
    const backups = path.join(dir, "backups");
    fs.mkdirSync(backups);
    for (let day = 1; day <= 16; day++)
      fs.writeFileSync(
        path.join(backups, `observatorio-2026-01-${String(day).padStart(2, "0")}T031500Z.obsbak`),
        "old",
      );
    fs.writeFileSync(path.join(backups, "notes.txt"), "not an archive");

    const run = spawnSync("sh", [path.join(SNIPPETS, "backup.sh")], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", BACKUP_DIR: backups, KEEP: "14", ...source.env },
      encoding: "utf8",
    });

    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const left = fs.readdirSync(backups).sort();
    expect(left).toHaveLength(15);
    expect(left[0]).toBe("notes.txt");
    expect(left[1]).toBe("observatorio-2026-01-04T031500Z.obsbak");
    const fresh = left.at(-1)!;
    expect(fresh).toMatch(/^observatorio-\d{4}-\d{2}-\d{2}T\d{6}Z\.obsbak$/);
    expect(fresh > "observatorio-2026-01-16").toBe(true);
    const restore = await runCli("restore", [path.join(backups, fresh)], target.env);
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    expect(await dumpTables(target)).toEqual(await dumpTables(source));
  } finally {
    await source.cleanup();
    await target.cleanup();
  }
});
