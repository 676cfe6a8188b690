// Makes the upgrade fixtures of the current schema: tests/fixtures/upgrade/<last migration>/
// holds an SQLite file and a plain-SQL PostgreSQL dump, both with realistic rows in every
// table. Run it after adding a migration (see tests/fixtures/upgrade/README.md):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/make-upgrade-fixture.ts
// DATABASE_URL names a server where a throw-away database may be created and dropped.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import sharp from "sharp";
import { hashPassword } from "../server/auth/passwords.ts";
import { openDatabase, SQLITE_FILE_NAME } from "../server/db/database.ts";
import { MIGRATION_NAMES, migrateToLatest } from "../server/db/migrate.ts";
import type { Database } from "../server/db/schema.ts";

export const FIXTURE_ADMIN = {
  email: "editora@example.org",
  password: "senha do fixture de upgrade",
};
const ROOT = path.resolve(import.meta.dirname, "..");
const T0 = "2026-11-21T10:00:00.000Z";
const T1 = "2026-11-22T14:30:00.000Z";

async function media(color: { r: number; g: number; b: number }) {
  const dados = await sharp({ create: { width: 8, height: 6, channels: 3, background: color } })
    .webp()
    .toBuffer();
  const hash = crypto.createHash("sha256").update(dados).digest("hex");
  return { chave: `${hash}.8x6.webp`, hash, dados };
}

/** Rows in every table, as an editor's year of use would leave them (but few). */
async function fill(db: Kysely<Database>, passwordHash: string): Promise<void> {
  const red = await media({ r: 200, g: 30, b: 30 });
  const blue = await media({ r: 30, g: 30, b: 200 });
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  const pdfHash = crypto.createHash("sha256").update(pdf).digest("hex");
  await db
    .insertInto("media")
    .values([
      {
        ...red,
        content_type: "image/webp",
        largura: 8,
        altura: 6,
        tamanho: red.dados.length,
        created_at: T0,
      },
      {
        ...blue,
        content_type: "image/webp",
        largura: 8,
        altura: 6,
        tamanho: blue.dados.length,
        created_at: T0,
      },
      {
        chave: `${pdfHash}.pdf`,
        hash: pdfHash,
        content_type: "application/pdf",
        largura: null,
        altura: null,
        tamanho: pdf.length,
        dados: pdf,
        created_at: T0,
      },
    ])
    .execute();
  await db
    .insertInto("noticias")
    .values([
      {
        titulo: "Boato sobre vacina circula em Porto Velho",
        subtitulo: "Áudio distorce dados oficiais",
        lead: "<p>Um áudio com <strong>dados falsos</strong> circula em grupos.</p>",
        conteudo: "<p>O áudio afirma que a vacina <em>não</em> foi testada.</p>",
        conclusao: "<p>A informação é falsa.</p>",
        fontes: JSON.stringify(["Ministério da Saúde", "https://www.gov.br/saude"]),
        tags: "saúde, vacinas",
        imagens: JSON.stringify([`/media/${red.chave}`]),
        legendas: JSON.stringify(["Ilustração do áudio"]),
        alts: JSON.stringify(["Quadrado vermelho"]),
        video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        data_publicacao: T0,
        autor: "Ana Redatora",
        created_at: T0,
        updated_at: T1,
      },
      {
        titulo: "Observatório lança boletim de novembro",
        subtitulo: null,
        lead: "<p>O boletim reúne as verificações do mês.</p>",
        conteudo: "<p>Leia o boletim completo.</p>",
        conclusao: null,
        fontes: JSON.stringify(["Equipe do observatório"]),
        tags: null,
        imagens: "[]",
        legendas: "[]",
        alts: "[]",
        video: null,
        data_publicacao: T1,
        autor: null,
        created_at: T1,
        updated_at: T1,
      },
    ])
    .execute();
  await db
    .insertInto("fake_news")
    .values([
      {
        titulo: "Imagem de enchente em Manaus é de 2012",
        subtitulo: "Foto antiga volta a circular",
        lead: "<p>A foto foi tirada há mais de dez anos.</p>",
        conteudo: "<p>A busca reversa mostra a origem.</p>",
        conclusao: "<p>Fora de contexto.</p>",
        fontes: JSON.stringify(["Defesa Civil"]),
        verdades: JSON.stringify(["A foto é de 2012."]),
        imagens: JSON.stringify([`/media/${blue.chave}`]),
        legendas: JSON.stringify(["Foto antiga"]),
        alts: JSON.stringify(["Quadrado azul"]),
        status: "desmentida",
        data_verificacao: "2026-11-20",
        verificador: "Bruno Checador",
        created_at: T0,
        updated_at: T0,
      },
      {
        titulo: "Vídeo sobre queimadas está em análise",
        subtitulo: null,
        lead: "<p>Ainda verificamos a origem.</p>",
        conteudo: "<p>Em apuração.</p>",
        conclusao: null,
        fontes: "[]",
        verdades: "[]",
        imagens: "[]",
        legendas: "[]",
        alts: "[]",
        status: "em_analise",
        data_verificacao: "2026-11-22",
        verificador: null,
        created_at: T1,
        updated_at: T1,
      },
    ])
    .execute();
  await db
    .insertInto("subprojetos")
    .values({
      nome: "Desinformação e saúde na Amazônia",
      autor: "Profa. Carla Souza",
      resumo: "<p>Estudo sobre boatos de saúde.</p>",
      data_inicio: "2025-03-01",
      local: "Porto Velho",
      status: "em andamento",
      pdf_url: `/media/${pdfHash}.pdf`,
      created_at: T0,
      updated_at: T0,
    })
    .execute();
  await db
    .insertInto("membros")
    .values([
      {
        nome: "Carla Souza",
        cargo: "Professor",
        biografia: "<p>Coordena o observatório.</p>",
        foto: `/media/${red.chave}`,
        email: "carla@example.org",
        lattes: "https://lattes.cnpq.br/1234567890123456",
        created_at: T0,
        updated_at: T0,
      },
      {
        nome: "Davi Lima",
        cargo: "Acadêmico",
        biografia: null,
        foto: null,
        email: null,
        lattes: null,
        created_at: T1,
        updated_at: T1,
      },
    ])
    .execute();
  await db
    .insertInto("newsletters")
    .values({
      titulo: "Boletim de outubro",
      mes: 10,
      ano: 2026,
      descricao: "Resumo das verificações de outubro.",
      pdf_link: "https://example.org/boletim-outubro.pdf",
      pdf_url: `/media/${pdfHash}.pdf`,
      created_at: T0,
      updated_at: T0,
    })
    .execute();
  await db
    .insertInto("sobre_projeto")
    .values({
      id: 1,
      titulo: "Sobre o observatório",
      conteudo: "<p>Combatemos a desinformação no norte do Brasil.</p>",
      descricao: "Projeto de extensão universitária.",
      objetivos: "<ul><li>Verificar boatos</li></ul>",
      metodologia: "<p>Checagem em etapas.</p>",
      updated_at: T1,
    })
    .execute();
  await db
    .insertInto("contato_institucional")
    .values({
      id: 1,
      email: "contato@example.org",
      telefone: "(69) 0000-1234",
      whatsapp: "+55 (69) 90000-1234",
      redes: JSON.stringify([{ tipo: "Instagram", url: "https://example.org/instagram" }]),
      updated_at: T0,
    })
    .execute();
  await db
    .insertInto("contato_mensagens")
    .values({
      nome: "Leitora",
      email: "leitora@example.org",
      assunto: "Sugestão de pauta",
      mensagem: "Recebi um áudio suspeito.",
      created_at: T1,
    })
    .execute();
  const admin = await db
    .insertInto("administradores")
    .values({
      email: FIXTURE_ADMIN.email,
      nome: "Editora do Fixture",
      password_hash: passwordHash,
      created_at: T0,
      updated_at: T0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("sessoes")
    .values({
      token_hash: crypto.createHash("sha256").update("token antigo").digest("hex"),
      administrador_id: admin.id,
      created_at: T1,
      last_used_at: T1,
      expires_at: "2026-11-23T02:30:00.000Z",
    })
    .execute();
  await db
    .insertInto("login_falhas")
    .values({ chave: "ip:203.0.113.7", falhas: 2, janela_inicio: T1, bloqueado_ate: null })
    .execute();
  await db
    .insertInto("rate_limits")
    .values({ chave: "contato:203.0.113.7", contagem: 1, janela_inicio: T1 })
    .execute();
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("Set DATABASE_URL to a PostgreSQL server (see the header).");
  const name = MIGRATION_NAMES.at(-1)!;
  const dir = path.join(ROOT, "tests", "fixtures", "upgrade", name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const passwordHash = await hashPassword(FIXTURE_ADMIN.password);

  const sqliteFile = path.join(dir, SQLITE_FILE_NAME);
  const embedded = openDatabase({ sqliteFile });
  await migrateToLatest(embedded.db);
  await fill(embedded.db, passwordHash);
  // One self-contained, compact file: no write-ahead log beside it.
  await sql`pragma journal_mode = delete`.execute(embedded.db);
  await sql`vacuum`.execute(embedded.db);
  await embedded.db.destroy();

  const database = `obs_fixture_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    const server = openDatabase({ postgresUrl: url.toString() });
    await migrateToLatest(server.db);
    await fill(server.db, passwordHash);
    await server.db.destroy();
    const dump = spawnSync(
      "pg_dump",
      ["--inserts", "--no-owner", "--no-privileges", "--no-comments", url.toString()],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (dump.status !== 0) throw new Error(`pg_dump failed: ${dump.stderr}`);
    // psql's \restrict lines would stop any other client from running the file.
    const text = dump.stdout
      .split("\n")
      .filter((line) => !line.startsWith("\\"))
      .join("\n");
    fs.writeFileSync(path.join(dir, "postgres.sql"), text);
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
  console.log(`Wrote ${path.relative(ROOT, dir)}/{${SQLITE_FILE_NAME},postgres.sql}`);
}

if (import.meta.main) await main();
