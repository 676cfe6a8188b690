import { parse } from "csv-parse/sync";
import { expect, test } from "vitest";
import { insertFakeNews, insertUnderReview } from "#tests/helpers/content-rows.ts";
import { asCsvRow } from "#tests/helpers/open-data.ts";
import { databasePerTest, TEST_ORIGIN } from "#tests/helpers/database-per-test.ts";
import { toCsv } from "./csv.ts";
import { CHECAGEM_COLUMNS, checagensCsv, listChecagens } from "./open-data.ts";

const database = databasePerTest();

/** The CSV as a standard parser reads it, strictly: every line has every column. */
function readCsv(csv: string): Record<string, string>[] {
  return parse(csv, { columns: true, relax_column_count: false, record_delimiter: "\r\n" });
}

async function seed() {
  const db = database().db;
  const older = await insertFakeNews(db, {
    titulo: `Alegação com "aspas", vírgula; e quebra`,
    lead: "<p>Diz que <strong>2 &lt; 3</strong> &amp; mais.</p>",
    status: "verificada",
    data_verificacao: "2026-02-01",
    verificador: "Ana, a checadora",
    verdades: JSON.stringify(["Primeira verdade", 'Segunda, com "aspas"']),
    fontes: JSON.stringify(["https://example.org/a?x=1,2", "Ministério da Saúde"]),
    tags: "saúde, água ,, Saude",
    uf: "PA",
    municipio: "Belém",
  });
  const newer = await insertFakeNews(db, {
    titulo: "Chá não cura a dengue",
    status: "desmentida",
    data_verificacao: "2026-03-01",
    alegacao: "Chá de boldo cura a dengue em três dias",
    rotulo: "falso",
    circulou_em: JSON.stringify(["whatsapp", "kwai"]),
    primeira_aparicao: "2026-02-20",
  });
  await insertUnderReview(db);
  return { older, newer };
}

test("the open data holds every verified or debunked check, newest first, with its page's address, claim and rating", async () => {
  const { older, newer } = await seed();

  const checagens = await listChecagens(database().db, TEST_ORIGIN);

  expect(checagens).toEqual([
    {
      id: newer,
      url: `${TEST_ORIGIN}/fake-news/${newer}`,
      titulo: "Chá não cura a dengue",
      resumo: "Resumo da checagem.",
      status: "desmentida",
      data_verificacao: "2026-03-01",
      verificador: null,
      verdades: [],
      fontes: ["Fonte"],
      tags: [],
      uf: null,
      municipio: null,
      alegacao: "Chá de boldo cura a dengue em três dias",
      rotulo: "falso",
      rotulo_nome: "Falso",
      circulou_em: ["whatsapp", "kwai"],
      primeira_aparicao: "2026-02-20",
    },
    {
      id: older,
      url: `${TEST_ORIGIN}/fake-news/${older}`,
      titulo: `Alegação com "aspas", vírgula; e quebra`,
      resumo: "Diz que 2 < 3 & mais.",
      status: "verificada",
      data_verificacao: "2026-02-01",
      verificador: "Ana, a checadora",
      verdades: ["Primeira verdade", 'Segunda, com "aspas"'],
      fontes: ["https://example.org/a?x=1,2", "Ministério da Saúde"],
      tags: ["saúde", "água"],
      uf: "PA",
      municipio: "Belém",
      // Without a claim the title stands in, and the status names the verdict.
      alegacao: `Alegação com "aspas", vírgula; e quebra`,
      rotulo: null,
      rotulo_nome: "Verificada",
      circulou_em: [],
      primeira_aparicao: null,
    },
  ]);
});

test("the CSV parses with a standard parser into one row per check that matches the JSON", async () => {
  await seed();
  const checagens = await listChecagens(database().db, TEST_ORIGIN);

  const csv = checagensCsv(checagens);
  const rows = readCsv(csv);

  expect(csv.startsWith(`${CHECAGEM_COLUMNS.join(",")}\r\n`)).toBe(true);
  expect(csv.endsWith("\r\n")).toBe(true);
  expect(rows.length).toBe(checagens.length);
  expect(rows).toEqual(checagens.map(asCsvRow));
});

test("without checks the CSV is its header line alone", async () => {
  const csv = checagensCsv(await listChecagens(database().db, TEST_ORIGIN));

  expect(csv).toBe(`${CHECAGEM_COLUMNS.join(",")}\r\n`);
  expect(readCsv(csv)).toEqual([]);
});

test("CSV fields are quoted only when they hold a comma, a quote or a line break", () => {
  const csv = toCsv(["a", "b", "c", "d"], [{ a: "simples", b: 'di"z', c: "x,y", d: "1\r\n2" }]);

  expect(csv).toBe('a,b,c,d\r\nsimples,"di""z","x,y","1\r\n2"\r\n');
});
