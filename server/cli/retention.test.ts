import { afterEach, expect, test } from "vitest";
import { createSiteDatabase, runCli, type SiteDatabase } from "#tests/helpers/site-database.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

let site: SiteDatabase | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A tip sent `days` ago, with a file of its own, as the API stores one. */
async function storeTip(database: SiteDatabase, name: string, days: number): Promise<void> {
  const at = daysAgo(days);
  const hash = name.repeat(64);
  await database.db
    .insertInto("sugestao_anexos")
    .values({
      hash,
      content_type: "image/png",
      tamanho: 3,
      dados: Buffer.from("png"),
      created_at: at,
    })
    .execute();
  await database.db
    .insertInto("sugestoes")
    .values({
      codigo_hash: `codigo-${name}`,
      texto: `Boato ${name}`,
      email: "leitora@example.org",
      anexo_hash: hash,
      plataforma: "whatsapp",
      grupo: `texto:${name}`,
      estado: "recebida",
      created_at: at,
      updated_at: at,
    })
    .execute();
}

async function storeRevision(database: SiteDatabase, numero: number, days: number) {
  await database.db
    .insertInto("revisoes")
    .values({
      tipo: "noticias",
      item_id: 1,
      numero,
      administrador_id: null,
      administrador_nome: null,
      created_at: daysAgo(days),
      registro: "{}",
    })
    .execute();
}

test("npm run retention clears the tips and deletes the revisions older than their periods, then finds nothing more", async () => {
  site = await createSiteDatabase();
  await storeTip(site, "a", 200);
  await storeTip(site, "b", 100);
  for (const [numero, days] of [
    [1, 300],
    [2, 250],
    [3, 200],
  ] as const)
    await storeRevision(site, numero, days);
  const env = { ...site.env, SUGESTAO_RETENCAO_DIAS: "150", REVISOES_RETENCAO_DIAS: "180" };

  const first = await runCli("retention", [], env);
  const second = await runCli("retention", [], env);

  expect(first).toEqual({
    code: 0,
    stdout: expect.stringMatching(
      /: 1 tip\(s\) older than 150 days cleared, 1 tip file\(s\) deleted, 2 revision\(s\) older than 180 days deleted\.\n$/,
    ),
    stderr: "",
  });
  expect(second.stdout).toMatch(/: 0 tip\(s\) .*, 0 tip file\(s\) deleted, 0 revision\(s\) /);
  const tips = await site.db
    .selectFrom("sugestoes")
    .select(["texto", "email", "anexo_hash"])
    .orderBy("id")
    .execute();
  expect(tips).toEqual([
    { texto: null, email: null, anexo_hash: null },
    { texto: "Boato b", email: "leitora@example.org", anexo_hash: "b".repeat(64) },
  ]);
  const files = await site.db.selectFrom("sugestao_anexos").select("hash").execute();
  expect(files).toEqual([{ hash: "b".repeat(64) }]);
  // The latest revision stays, however old.
  const revisions = await site.db.selectFrom("revisoes").select("numero").execute();
  expect(revisions).toEqual([{ numero: 3 }]);
});

test("npm run retention refuses a period under 30 days and changes nothing", async () => {
  site = await createSiteDatabase();
  await storeTip(site, "c", 200);

  const result = await runCli("retention", [], { ...site.env, SUGESTAO_RETENCAO_DIAS: "7" });

  expect(result).toEqual({
    code: 1,
    stdout: "",
    stderr: "Invalid SUGESTAO_RETENCAO_DIAS: must be a whole number of days from 30 to 36600.\n",
  });
  const tip = await site.db.selectFrom("sugestoes").select("texto").executeTakeFirstOrThrow();
  expect(tip.texto).toBe("Boato c");
});
