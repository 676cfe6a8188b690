/*
 * Measures the lookup of similar fact-checks over 10,000 published ones (decision 069), on
 * a throwaway database (see measure-target.ts). Not a test: figures vary with the
 * machine; docs/performance.md records one run.
 *
 *   node scripts/measure-matching.ts
 *   node scripts/measure-matching.ts postgres://postgres@127.0.0.1:5432/postgres
 */
import { performance } from "node:perf_hooks";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { findSimilarChecks } from "../server/matching/service.ts";
import { median, ms, seeded, sentence, vocabulary, withTarget } from "./measure-target.ts";

const CHECKS = 10_000;
const BATCH = 250;
const RUNS = 30;

await withTarget(process.argv[2], async (target) => {
  const { db, dialect } = openDatabase(target);
  const { matching } = loadConfig({});
  try {
    await migrateToLatest(db);
    const random = seeded(7);
    const words = vocabulary();
    const claims: string[] = [];
    const started = performance.now();
    for (let start = 0; start < CHECKS; start += BATCH) {
      const rows = Array.from({ length: BATCH }, (_, offset) => {
        const alegacao = sentence(random, words, 12);
        claims.push(alegacao);
        const at = new Date(Date.UTC(2025, 0, 1) + (start + offset) * 60_000).toISOString();
        return {
          titulo: `É falso que ${sentence(random, words, 8)}`,
          alegacao,
          lead: `<p>${sentence(random, words, 30)}</p>`,
          conteudo: `<p>${sentence(random, words, 80)}</p>`,
          status: (start + offset) % 3 === 0 ? "verificada" : "desmentida",
          data_verificacao: at.slice(0, 10),
          created_at: at,
          updated_at: at,
        };
      });
      await db.insertInto("fake_news").values(rows).execute();
    }
    const inserted = performance.now() - started;

    // The first lookup indexes everything the triggers queued.
    const first = performance.now();
    await findSimilarChecks(db, matching, { texto: "vacina" });
    const firstLookup = performance.now() - first;
    console.log(
      `${dialect}: ${CHECKS} fact-checks inserted in ${ms(inserted)}; first lookup (indexing) ${ms(firstLookup)}`,
    );

    const target5000 = claims[5000] ?? "";
    const queries = [
      {
        label: "a forwarded variant of one claim",
        texto: `Encaminhada com frequência\nURGENTE!!! vc sabia q ${target5000} 😱😱 repassem`,
      },
      { label: "the claim as published", texto: target5000 },
      {
        label: "an unrelated message",
        texto: "Receita de bolo de cenoura com cobertura de chocolate",
      },
      { label: "a long message (600 characters)", texto: sentence(random, words, 100) },
    ];
    for (const { label, texto } of queries) {
      const times: number[] = [];
      let answer: Awaited<ReturnType<typeof findSimilarChecks>> = [];
      for (let run = 0; run < RUNS; run += 1) {
        const at = performance.now();
        answer = await findSimilarChecks(db, matching, { texto });
        times.push(performance.now() - at);
      }
      const best = answer[0];
      console.log(
        `  ${label}: ${answer.length} found, best ${best ? `${best.score} (${best.forte ? "strong" : "weak"}${best.alegacao === target5000 ? ", the right one" : ""})` : "none"}; median ${ms(median(times))}, worst ${ms(Math.max(...times))}`,
      );
    }
  } finally {
    await db.destroy();
  }
});
