/*
 * Measures the tips' triage (decision 074) on a throwaway database (see measure-target.ts):
 * 10,000 tips of 3,000 rumours sent over 60 days, 2,000 published fact-checks, then the
 * catch-up that indexes tips stored before the index, storing a new tip (grouping it) and
 * listing one page of 20 groups with their candidate checks. Not a test: figures vary
 * with the machine.
 *
 *   node scripts/measure-triage.ts
 *   node scripts/measure-triage.ts postgres://postgres@127.0.0.1:5432/postgres
 */
import crypto from "node:crypto";
import { performance } from "node:perf_hooks";
import { grupoOf } from "../server/api/sugestoes/grouping.ts";
import { listGrupos } from "../server/api/sugestoes/repository.ts";
import { listSugestaoGrupos, submitSugestao } from "../server/api/sugestoes/service.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { catchUpMatchingIndex } from "../server/matching/repository.ts";
import { median, ms, seeded, sentence, vocabulary, withTarget } from "./measure-target.ts";

const CHECKS = 2_000;
const RUMOURS = 3_000;
const TIPS = 10_000;
const BATCH = 250;
const RUNS = 20;
const DAY_MS = 86_400_000;

await withTarget(process.argv[2], async (target) => {
  const { db, dialect } = openDatabase(target);
  const { matching } = loadConfig({});
  try {
    await migrateToLatest(db);
    const random = seeded(74);
    const words = vocabulary();
    const rumours = Array.from({ length: RUMOURS }, () => sentence(random, words, 14));
    const now = Date.now();
    for (let start = 0; start < CHECKS; start += BATCH) {
      const at = new Date(now - 90 * DAY_MS).toISOString();
      await db
        .insertInto("fake_news")
        .values(
          Array.from({ length: BATCH }, (_, offset) => ({
            titulo: `É falso que ${sentence(random, words, 8)}`,
            // One in three rumours has a published check.
            alegacao: rumours[(start + offset) * 1.5] ?? sentence(random, words, 12),
            lead: `<p>${sentence(random, words, 30)}</p>`,
            conteudo: `<p>${sentence(random, words, 80)}</p>`,
            status: "desmentida",
            data_verificacao: at.slice(0, 10),
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    }
    // Tips as the grouping of decision 040 stored them: each rumour's copies retyped.
    for (let start = 0; start < TIPS; start += BATCH) {
      await db
        .insertInto("sugestoes")
        .values(
          Array.from({ length: BATCH }, () => {
            const rumour = Math.floor(RUMOURS ** random()) - 1;
            const texto = `${random() < 0.5 ? "vc viu q " : ""}${rumours[rumour]}${random() < 0.5 ? " repassem" : ""}`;
            const at = new Date(now - random() * 60 * DAY_MS).toISOString();
            return {
              codigo_hash: crypto.randomBytes(32).toString("hex"),
              texto,
              link: null,
              anexo_hash: null,
              plataforma: "whatsapp",
              uf: null,
              municipio: null,
              email: null,
              grupo: grupoOf({ link: null, texto: rumours[rumour] ?? "", anexoHash: null }),
              estado: "recebida",
              motivo: null,
              motivo_texto: null,
              fake_news_id: null,
              created_at: at,
              updated_at: at,
            };
          }),
        )
        .execute();
    }
    let at = performance.now();
    await catchUpMatchingIndex(db);
    console.log(
      `${dialect}: ${TIPS} tips, ${CHECKS} checks; catch-up indexing them ${ms(performance.now() - at)}`,
    );

    const limits = { anexosMbPerHour: 200, matching };
    const storing: number[] = [];
    let joined = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const rumour = rumours[run * 7] ?? "";
      at = performance.now();
      await submitSugestao(
        db,
        {
          texto: `vc sabia q ${rumour}!!`,
          link: null,
          plataforma: "whatsapp",
          uf: null,
          municipio: null,
          email: null,
        },
        undefined,
        limits,
      );
      storing.push(performance.now() - at);
      const row = await db
        .selectFrom("sugestoes")
        .select("grupo")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      if (row.grupo === grupoOf({ link: null, texto: rumour, anexoHash: null })) joined += 1;
    }
    console.log(
      `  storing a retyped tip: median ${ms(median(storing))}, worst ${ms(Math.max(...storing))}; ${joined}/${RUNS} joined their rumour's group`,
    );

    const listing: number[] = [];
    let candidates = 0;
    for (let run = 0; run < RUNS; run += 1) {
      at = performance.now();
      const page = await listSugestaoGrupos(db, matching, { pagina: 1 + (run % 3), limite: 20 });
      listing.push(performance.now() - at);
      candidates = page.items.filter((grupo) => grupo.checagens.length > 0).length;
    }
    const grouping: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      at = performance.now();
      await listGrupos(
        db,
        {},
        { limit: 20, offset: 20 * (run % 3) },
        new Date(now - 7 * DAY_MS).toISOString(),
      );
      grouping.push(performance.now() - at);
    }
    console.log(`  the groups' query alone: median ${ms(median(grouping))}`);
    console.log(
      `  listing 20 groups with their candidate checks: median ${ms(median(listing))}, worst ${ms(Math.max(...listing))}; ${candidates}/20 groups of the last page had candidates`,
    );
  } finally {
    await db.destroy();
  }
});
