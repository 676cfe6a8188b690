/*
 * Measures the search over 10,000 news items and 10,000 fake-news entries, on a throwaway
 * database: an SQLite file in a temporary folder, or a new PostgreSQL database on the
 * server given as the first argument (dropped afterwards). Not a test: figures vary with
 * the machine; docs/performance.md records one run.
 *
 *   node scripts/measure-search.ts
 *   node scripts/measure-search.ts postgres://postgres@127.0.0.1:5432/postgres
 */
import { performance } from "node:perf_hooks";
import { searchArticles } from "../server/api/busca/service.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { median, ms, seeded, withTarget } from "./measure-target.ts";

const PER_TYPE = 10_000;
const BATCH = 250;
const RUNS = 30;

const WORDS = (
  "vacina vacinas saúde água rio floresta queimada queimadas garimpo eleição eleições " +
  "governo prefeitura escola professor médico hospital chuva cheia seca estrada ponte " +
  "comunidade ribeirinha indígena aldeia pesca peixe mercado preço energia internet " +
  "mensagem áudio vídeo grupo boato notícia verdade mentira golpe banco dinheiro"
).split(" ");
// A word found in few articles, to time a selective query.
const RARE = "pororoca";

function sentence(random: () => number, length: number): string {
  return Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)]).join(" ");
}

function article(random: () => number, index: number) {
  const rare = index % 500 === 0 ? ` ${RARE}` : "";
  return {
    titulo: `${sentence(random, 8)}${rare}`.slice(0, 300),
    subtitulo: sentence(random, 12),
    lead: `<p>${sentence(random, 30)}</p>`,
    conteudo: Array.from(
      { length: 6 },
      () => `<p><strong>${sentence(random, 10)}</strong> ${sentence(random, 60)}</p>`,
    ).join(""),
    conclusao: `<p>${sentence(random, 20)}</p>`,
  };
}

await withTarget(process.argv[2], async (target) => {
  const { db, dialect } = openDatabase(target);
  try {
    await migrateToLatest(db);
    const random = seeded(42);
    const now = new Date("2026-01-01T00:00:00Z").getTime();
    const started = performance.now();
    for (let start = 0; start < PER_TYPE; start += BATCH) {
      const indexes = Array.from({ length: BATCH }, (_, offset) => start + offset);
      /** The batch's generated articles, each `step` ms after the one before, with `extra`. */
      const batch = <Extra>(step: number, extra: (index: number, at: string) => Extra) =>
        indexes.map((index) => {
          const at = new Date(now + index * step).toISOString();
          return { ...article(random, index), created_at: at, updated_at: at, ...extra(index, at) };
        });
      await db
        .insertInto("noticias")
        .values(batch(60_000, (_, at) => ({ data_publicacao: at })))
        .execute();
      await db
        .insertInto("fake_news")
        .values(
          batch(86_400_000, (index, at) => ({
            status: index % 3 === 0 ? "verificada" : "desmentida",
            data_verificacao: at.slice(0, 10),
          })),
        )
        .execute();
    }
    const inserted = performance.now() - started;

    // On SQLite the first search indexes everything the triggers queued.
    const first = performance.now();
    await searchArticles(db, { q: "vacina", pagina: 1 });
    const firstSearch = performance.now() - first;

    const queries = [
      { label: "one common word (vacinas)", query: { q: "vacinas", pagina: 1 } },
      { label: "two common words (água rio)", query: { q: "água rio", pagina: 1 } },
      { label: `a rare word (${RARE})`, query: { q: RARE, pagina: 1 } },
      {
        label: "common word, fake news verified only",
        query: {
          q: "garimpo",
          tipo: "fake-news" as const,
          status: "verificada" as const,
          pagina: 1,
        },
      },
      { label: "common word, page 50", query: { q: "boato", pagina: 50 } },
    ];
    console.log(
      `${dialect}: ${PER_TYPE} news + ${PER_TYPE} fake news inserted in ${ms(inserted)}; first search ${ms(firstSearch)}`,
    );
    for (const { label, query } of queries) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const at = performance.now();
        total = (await searchArticles(db, query)).total;
        times.push(performance.now() - at);
      }
      console.log(
        `  ${label}: ${total} results, median ${ms(median(times))}, worst ${ms(Math.max(...times))}`,
      );
    }
  } finally {
    await db.destroy();
  }
});
