import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "../config.ts";
import { databaseTarget, openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seedDemo, type DemoCounts } from "../db/seed.ts";

// `npm run seed:demo`: loads the demo content into whatever database the environment
// names, PostgreSQL included; asking for it is the consent the start-up rule waits for.

const LABELS: Record<keyof DemoCounts, string> = {
  noticias: "notícias",
  fakeNews: "fake news",
  subprojetos: "subprojetos",
  membros: "membros da equipe",
  newsletters: "newsletters",
  publicacoes: "publicações",
  sobreProjeto: "página Sobre",
  contatoInstitucional: "contatos institucionais",
  paginas: "páginas institucionais",
  correcoes: "correções",
  rodape: "instituições do rodapé",
  sugestoes: "sugestões de leitores",
};

const MESSAGES = {
  loaded: (where: string) => `Conteúdo de demonstração carregado ${where} (itens criados):`,
  line: (label: string, created: number, existing: number) =>
    `  ${label}: ${created}${existing > 0 ? ` (e ${existing} que já existiam)` : ""}`,
  nothingToDo: (where: string) => `O conteúdo de demonstração já está ${where}; nada foi alterado.`,
} as const;

export async function main(): Promise<number> {
  try {
    const config = loadConfig();
    const database = openDatabase(databaseTarget(config));
    const where =
      database.dialect === "postgres" ? "no PostgreSQL de DATABASE_URL" : `em ${config.dataDir}`;
    try {
      await migrateToLatest(database.db);
      const { created, existing } = await seedDemo(database.db);
      const areas = Object.keys(LABELS) as (keyof DemoCounts)[];
      if (areas.every((area) => created[area] === 0)) {
        console.log(MESSAGES.nothingToDo(where));
      } else {
        console.log(MESSAGES.loaded(where));
        for (const area of areas)
          console.log(MESSAGES.line(LABELS[area], created[area], existing[area]));
      }
    } finally {
      await database.db.destroy();
    }
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
