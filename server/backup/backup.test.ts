import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import { oggOpusHead } from "#tests/fixtures/audio.ts";
import {
  createSiteDatabase,
  dumpTables,
  projectEngine,
  runCli,
  serveSite,
  type SiteDatabase,
} from "#tests/helpers/site-database.ts";
import { createAdministrador } from "../api/auth/service.ts";
import { seedDemo } from "../db/seed.ts";
import { readSequence } from "./tables.ts";
import { harvest } from "#tests/helpers/oai.ts";
import { PublicacaoInputSchema } from "../api/publicacoes/schema.ts";
import {
  createPublicacao,
  findPublicacaoById,
  removePublicacao,
  updatePublicacao,
} from "../api/publicacoes/service.ts";

const engine = projectEngine();
const EMAIL = "editora@example.org";
const PASSWORD = "uma senha antiga e longa";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-backup-"));
const opened: SiteDatabase[] = [];

/** POSTs `body` as JSON, as the site's forms and admin pages send it. */
function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function siteDatabase(which = engine, options?: { migrate?: boolean }) {
  const database = await createSiteDatabase(which, options);
  opened.push(database);
  return database;
}

afterAll(async () => {
  for (const database of opened) await database.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Drawing the demo images takes a while on a small machine.
/** A site with rows in every table: demo content and media, an account, a session, … */
async function fillSite(database: SiteDatabase): Promise<void> {
  await seedDemo(database.db);
  const admin = await createAdministrador(
    database.db,
    { email: EMAIL, nome: "Editora Antiga" },
    PASSWORD,
  );
  // The second factor's tables: a recovery code, and a login waiting for its code.
  await database.db
    .insertInto("codigos_recuperacao")
    .values({
      administrador_id: admin.id,
      code_hash: "a".repeat(64),
      created_at: new Date().toISOString(),
    })
    .execute();
  await database.db
    .insertInto("login_desafios")
    .values({
      token_hash: "b".repeat(64),
      administrador_id: admin.id,
      expires_at: new Date().toISOString(),
    })
    .execute();
  const site = await serveSite(database);
  try {
    const login = await postJson(`${site.url}/api/auth/login`, {
      email: EMAIL,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const wrong = await postJson(`${site.url}/api/auth/login`, {
      email: EMAIL,
      password: "errada errada errada",
    });
    expect(wrong.status).toBe(401);
    const contact = await postJson(`${site.url}/api/contato`, {
      nome: "Leitora",
      email: "leitora@example.org",
      assunto: "Sugestão de pauta",
      mensagem: "Recebi um áudio suspeito sobre a vacinação em Porto Velho.",
    });
    expect(contact.status).toBe(201);
    // A reader's tip with a voice note: the tips and their files.
    const tip = new FormData();
    tip.append("plataforma", "whatsapp");
    tip.append("texto", "Áudio diz que a vacinação em Porto Velho foi suspensa.");
    tip.append("file", new Blob([new Uint8Array(oggOpusHead())]), "audio.ogg");
    const sent = await fetch(`${site.url}/api/sugestoes`, { method: "POST", body: tip });
    expect(sent.status).toBe(201);
    // A forgotten password: its link, and the e-mail waiting in the outbox.
    const forgot = await postJson(`${site.url}/api/auth/senha/esqueci`, { email: EMAIL });
    expect(forgot.status).toBe(202);
    // A newsletter subscriber waiting for the confirmation, and its message's unsubscribe token.
    const subscribed = await postJson(`${site.url}/api/inscricoes`, {
      email: "leitora@example.org",
    });
    expect(subscribed.status).toBe(202);
  } finally {
    await site.close();
  }
  // Every save keeps a revision (decision 038).
  await database.db
    .insertInto("revisoes")
    .values({
      tipo: "noticias",
      item_id: 1,
      numero: 1,
      administrador_id: admin.id,
      administrador_nome: admin.nome,
      created_at: new Date().toISOString(),
      registro: "{}",
    })
    .execute();
  // A reader who wrote on a messaging channel, and the conversation (decision 076).
  const contato = await database.db
    .insertInto("canal_contatos")
    .values({
      canal: "telegram",
      remetente_hash: "c".repeat(64),
      endereco: "987654321",
      inscrito_em: new Date().toISOString(),
      ultima_entrada_em: new Date().toISOString(),
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto("canal_mensagens")
    .values({
      contato_id: contato.id,
      direcao: "entrada",
      id_externo: "700001",
      tipo: "comando",
      texto: "ASSINAR",
      created_at: new Date().toISOString(),
    })
    .execute();
  // An update stored before its webhook answered, handled since (decision 081).
  await database.db
    .insertInto("canal_recebidas")
    .values({
      canal: "telegram",
      chave: "700001",
      dados: null,
      origem: "https://observatorio.example",
      recebida_em: new Date().toISOString(),
      tratada_em: new Date().toISOString(),
    })
    .execute();
  // A deleted publication keeps its tombstone for OAI-PMH harvesters (decision 078): a
  // restored site still tells them to remove it.
  const publicacao = await database.db
    .selectFrom("publicacoes")
    .select("id")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  expect(await removePublicacao(database.db, publicacao.id)).toBe(true);
  // A deleted item leaves the id counter above the highest id.
  const last = await database.db
    .selectFrom("noticias")
    .select("id")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  await database.db.deleteFrom("noticias").where("id", "=", last.id).execute();
}

let source: SiteDatabase;
beforeAll(async () => {
  source = await siteDatabase();
  await fillSite(source);
}, 120_000);

let quietArchive: Promise<string> | undefined;

/**
 * One backup of the filled site taken while nothing writes to it, by the first test that
 * asks (after the test of concurrent writes): the tests below only read the archive, and
 * none of them changes the site, so one backup serves them all.
 */
function quietBackup(): Promise<string> {
  quietArchive ??= (async () => {
    const archive = path.join(dir, `quiet-${engine}.obsbak`);
    expect((await runCli("backup", ["--out", archive], source.env)).code).toBe(0);
    return archive;
  })();
  return quietArchive;
}

test(`the site's tables all hold rows before the backup tests run (${engine})`, async () => {
  const dump = await dumpTables(source);

  const empty = Object.entries(dump).filter(([, rows]) => rows.length === 0);
  expect(empty.map(([table]) => table)).toEqual([]);
});

test(`a backup taken under concurrent writes restores to an identical site (${engine})`, async () => {
  let stop = false;
  let written = 0;
  const writer = (async () => {
    while (!stop) {
      const n = written + 1;
      const now = new Date().toISOString();
      // Each write puts a news item and a message in one transaction: a consistent
      // snapshot holds both or neither.
      await source.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("noticias")
          .values({
            titulo: `Escrita ${n}`,
            lead: "<p>Escrita concorrente.</p>",
            conteudo: "<p>Texto.</p>",
            data_publicacao: now,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx
          .insertInto("contato_mensagens")
          .values({
            nome: "Escritora",
            email: "e@example.org",
            assunto: `Escrita ${n}`,
            mensagem: "x",
            created_at: now,
          })
          .execute();
      });
      written = n;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  while (written < 5) await new Promise((resolve) => setTimeout(resolve, 5));
  const writtenBefore = written;
  const archive = path.join(dir, `concurrent-${engine}.obsbak`);

  const backup = await runCli("backup", ["--out", archive], source.env);
  stop = true;
  await writer;

  expect(backup).toMatchObject({ code: 0, stderr: "" });
  expect(backup.stdout).toMatch(/^Backed up .+ rows in 32 tables/);
  const target = await siteDatabase(engine, { migrate: false });
  const restore = await runCli("restore", [archive, "--with-accounts"], target.env);
  expect(restore).toMatchObject({ code: 0, stderr: "" });

  const before = await dumpTables(source);
  const after = await dumpTables(target);
  const isWrite = (row: Record<string, unknown>, field: string) =>
    String(row[field]).startsWith("Escrita ");
  const writes = (rows: Record<string, unknown>[] = [], field: string) =>
    rows.filter((row) => isWrite(row, field)).map((row) => row[field]);
  const restoredWrites = writes(after.noticias, "titulo");
  expect(writes(after.contato_mensagens, "assunto")).toEqual(restoredWrites);
  expect(restoredWrites.length).toBeGreaterThanOrEqual(writtenBefore);
  expect(restoredWrites).toEqual(writes(before.noticias, "titulo").slice(0, restoredWrites.length));
  // Apart from rows written after the snapshot, every table is the same, byte for byte.
  const withoutLaterWrites = (dump: typeof before) => ({
    ...dump,
    noticias: dump.noticias!.filter(
      (row) => !isWrite(row, "titulo") || restoredWrites.includes(row.titulo),
    ),
    contato_mensagens: dump.contato_mensagens!.filter(
      (row) => !isWrite(row, "assunto") || restoredWrites.includes(row.assunto),
    ),
  });
  expect(after).toEqual(withoutLaterWrites(before));
  expect(after.media!.length).toBeGreaterThan(0);
});

test(`the restored site serves every media file byte for byte (${engine})`, async () => {
  const archive = await quietBackup();
  const target = await siteDatabase(engine, { migrate: false });
  expect((await runCli("restore", [archive, "--with-accounts"], target.env)).code).toBe(0);
  const site = await serveSite(target);

  try {
    expect(await dumpTables(target)).toEqual(await dumpTables(source));
    const media = await source.db.selectFrom("media").select(["chave", "dados"]).execute();
    for (const file of media) {
      const response = await fetch(`${site.url}/media/${file.chave}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(file.dados)).toBe(true);
    }
  } finally {
    await site.close();
  }
});

test(`a publication deleted after a backup is back, and no longer deleted for OAI-PMH, once the backup is restored (${engine})`, async () => {
  const site = await siteDatabase();
  const publicacao = await createPublicacao(
    site.db,
    PublicacaoInputSchema.parse({
      titulo: "Boatos sobre vacinas em grupos de mensagens",
      autores: [{ nome: "Ana Souza" }],
      ano: 2025,
      tipo: "relatorio",
    }),
  );
  const archive = path.join(dir, `before-deletion-${engine}.obsbak`);
  expect((await runCli("backup", ["--out", archive], site.env)).code).toBe(0);
  const identifier = `oai:observatorio.example.org:publicacao/${publicacao.id}`;
  const getRecord = `verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier}`;
  const listIdentifiers = "verb=ListIdentifiers&metadataPrefix=oai_dc&set=tipo:relatorio";

  expect(await removePublicacao(site.db, publicacao.id)).toBe(true);
  const deleted = await harvest(site.db, getRecord);
  const restored = await runCli("restore", [archive, "--force"], site.env);
  const back = await harvest(site.db, getRecord);
  const listed = await harvest(site.db, listIdentifiers);

  expect(deleted.GetRecord).toEqual({
    record: [{ header: [expect.objectContaining({ "@_status": "deleted", identifier })] }],
  });
  expect(restored).toMatchObject({ code: 0, stderr: "" });
  expect(await findPublicacaoById(site.db, publicacao.id)).toEqual(publicacao);
  const [record] = back.GetRecord!.record as Record<string, Record<string, unknown>>[];
  expect(record!.header).toEqual([
    { identifier, datestamp: expect.any(String), setSpec: "tipo:relatorio" },
  ]);
  expect(record!.metadata!["oai_dc:dc"]).toMatchObject({
    "dc:title": "Boatos sobre vacinas em grupos de mensagens",
  });
  expect(listed.ListIdentifiers!.header).toEqual([
    { identifier, datestamp: expect.any(String), setSpec: "tipo:relatorio" },
  ]);
  expect(await site.db.selectFrom("publicacoes_removidas").selectAll().execute()).toEqual([]);
}, 60_000);

test(`after a restore of an older backup, an incremental OAI-PMH harvest sees every publication that changed (${engine})`, async () => {
  const site = await siteDatabase();
  const input = (titulo: string) =>
    PublicacaoInputSchema.parse({
      titulo,
      autores: [{ nome: "Ana Souza" }],
      ano: 2025,
      tipo: "artigo",
    });
  const kept = await createPublicacao(site.db, input("Guardada como estava"));
  const edited = await createPublicacao(site.db, input("Título do backup"));
  const deleted = await createPublicacao(site.db, input("Removida depois do backup"));
  // Harvested long ago: everything a harvester took then is older than its next `from`.
  await site.db
    .updateTable("publicacoes")
    .set({ updated_at: "2025-01-01T00:00:00.000Z" })
    .execute();
  const archive = path.join(dir, `older-${engine}.obsbak`);
  expect((await runCli("backup", ["--out", archive], site.env)).code).toBe(0);
  // After the backup: an edit, a new one, a deletion, and one created and deleted.
  await updatePublicacao(site.db, edited.id, input("Título corrigido depois"));
  const created = await createPublicacao(site.db, input("Criada depois do backup"));
  expect(await removePublicacao(site.db, deleted.id)).toBe(true);
  const fleeting = await createPublicacao(site.db, input("Criada e removida depois"));
  expect(await removePublicacao(site.db, fleeting.id)).toBe(true);
  const [fleetingTombstone] = await site.db
    .selectFrom("publicacoes_removidas")
    .select("removida_em")
    .where("id", "=", fleeting.id)
    .execute();

  const restoreStart = new Date().toISOString().slice(0, 19) + "Z";
  expect(await runCli("restore", [archive, "--force"], site.env)).toMatchObject({ code: 0 });
  const since = await harvest(
    site.db,
    "verb=ListIdentifiers&metadataPrefix=oai_dc&from=2025-06-01T00:00:00Z",
  );

  const identifier = (id: number) => `oai:observatorio.example.org:publicacao/${id}`;
  const headers = since.ListIdentifiers!.header as Record<string, string>[];
  const byId = new Map(headers.map((header) => [header.identifier, header]));
  const changedAtRestore = (id: number) =>
    (byId.get(identifier(id))?.datestamp ?? "") >= restoreStart;
  expect([...byId.keys()].sort()).toEqual(
    [edited, created, deleted, fleeting].map((item) => identifier(item.id)).sort(),
  );
  // The edit is undone and the deletion too: both changed at the restore.
  for (const item of [edited, deleted]) {
    expect(byId.get(identifier(item.id))).not.toHaveProperty("@_status");
    expect(changedAtRestore(item.id)).toBe(true);
  }
  expect((await findPublicacaoById(site.db, edited.id))?.titulo).toBe("Título do backup");
  // The publication the archive never held is gone as of the restore.
  expect(byId.get(identifier(created.id))).toMatchObject({ "@_status": "deleted" });
  expect(changedAtRestore(created.id)).toBe(true);
  expect(await findPublicacaoById(site.db, created.id)).toBeUndefined();
  // A deletion the archive does not know of is still told, as of when it happened.
  expect(byId.get(identifier(fleeting.id))).toEqual({
    identifier: identifier(fleeting.id),
    datestamp: fleetingTombstone!.removida_em.slice(0, 19) + "Z",
    setSpec: "tipo:artigo",
    "@_status": "deleted",
  });
  // The untouched one keeps its datestamp, so it is not harvested again.
  const unchanged = await harvest(
    site.db,
    `verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier(kept.id)}`,
  );
  expect(unchanged.GetRecord).toMatchObject({
    record: [{ header: [{ identifier: identifier(kept.id), datestamp: "2025-01-01T00:00:00Z" }] }],
  });
}, 60_000);

test(`restore refuses a database that holds rows unless told to (${engine})`, async () => {
  const archive = await quietBackup();
  const target = await siteDatabase();
  const now = new Date().toISOString();
  await target.db
    .insertInto("noticias")
    .values({
      titulo: "Só nesta base",
      lead: "<p>x</p>",
      conteudo: "<p>x</p>",
      data_publicacao: now,
      created_at: now,
      updated_at: now,
    })
    .execute();

  const refused = await runCli("restore", [archive, "--with-accounts"], target.env);

  expect(refused.code).toBe(1);
  expect(refused.stdout).toBe("");
  expect(refused.stderr).toMatch(
    /^Refusing to restore: the (embedded|PostgreSQL) database .+ already holds rows \(noticias: 1\); run again with --force to replace them\.\n$/,
  );
  expect(
    (await target.db.selectFrom("noticias").select("titulo").execute()).map((row) => row.titulo),
  ).toEqual(["Só nesta base"]);

  const forced = await runCli("restore", [archive, "--force", "--with-accounts"], target.env);

  expect(forced).toMatchObject({ code: 0, stderr: "" });
  expect(await dumpTables(target)).toEqual(await dumpTables(source));
});

test(`restore leaves the database alone when the archive is cut short (${engine})`, async () => {
  const archive = await quietBackup();
  const lines = zlib.gunzipSync(fs.readFileSync(archive)).toString("utf8").split("\n");
  const cut = path.join(dir, `cut-${engine}.obsbak`);
  fs.writeFileSync(cut, zlib.gzipSync(lines.slice(0, -3).join("\n")));
  const target = await siteDatabase();
  const now = new Date().toISOString();
  await target.db
    .insertInto("membros")
    .values({ nome: "Membro daqui", cargo: "Professor", created_at: now, updated_at: now })
    .execute();
  const untouched = await dumpTables(target);

  const result = await runCli("restore", [cut, "--force"], target.env);

  expect(result.code).toBe(1);
  expect(result.stderr).toBe(`${cut} is incomplete: it has no end marker.\n`);
  expect(await dumpTables(target)).toEqual(untouched);
});

test(`an embedded database's backup moves to ${engine} with ids, dates, media and password hashes intact`, async () => {
  // On the embedded project the shared source already is an embedded database.
  const embedded = engine === "sqlite" ? source : await siteDatabase("sqlite");
  if (embedded !== source) await fillSite(embedded);
  const archive = path.join(dir, `move-to-${engine}.obsbak`);
  expect((await runCli("backup", ["--out", archive], embedded.env)).code).toBe(0);
  const target = await siteDatabase(engine, { migrate: false });

  expect((await runCli("restore", [archive, "--with-accounts"], target.env)).code).toBe(0);

  expect(await dumpTables(target)).toEqual(await dumpTables(embedded));
  const before = await serveSite(embedded);
  const after = await serveSite(target);
  try {
    for (const area of [
      "noticias",
      "fake-news",
      "subprojetos",
      "equipe",
      "newsletters",
      "publicacoes",
    ]) {
      const old = await (await fetch(`${before.url}/api/${area}`)).json();
      expect(await (await fetch(`${after.url}/api/${area}`)).json()).toEqual(old);
    }
    const login = await postJson(`${after.url}/api/auth/login`, {
      email: EMAIL,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const counter = await readSequence(embedded.db, "sqlite", "noticias", "id");
    const created = await postJson(
      `${after.url}/api/noticias`,
      {
        titulo: "Primeira notícia depois da mudança",
        lead: "<p>O site mudou de banco de dados.</p>",
        conteudo: "<p>Tudo continua no lugar.</p>",
        fontes: ["Equipe do observatório"],
        imagens: [],
        legendas: [],
        alts: [],
      },
      { authorization: `Bearer ${token}` },
    );
    expect(created.status).toBe(201);
    // The id counter moved along: not even a deleted item's id is handed out again.
    expect(((await created.json()) as { id: number }).id).toBe(counter + 1);
  } finally {
    await before.close();
    await after.close();
  }
}, 120_000);

type ArchiveLine = Record<string, unknown> | unknown[];

/** The lines of an archive, to be changed and written back as another archive. */
function archiveLines(file: string): ArchiveLine[] {
  return zlib
    .gunzipSync(fs.readFileSync(file))
    .toString("utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as ArchiveLine);
}

/** Writes `lines` as an archive, with an end line that counts its rows again. */
function writeArchive(file: string, lines: ArchiveLine[]): void {
  const body = lines.filter((line) => Array.isArray(line) || line.end !== true);
  const rows: Record<string, number> = {};
  let table = "";
  for (const line of body.slice(1)) {
    if (Array.isArray(line)) rows[table] = (rows[table] ?? 0) + 1;
    else {
      table = String(line.table);
      rows[table] = 0;
    }
  }
  const text = [...body, { end: true, rows }].map((line) => JSON.stringify(line)).join("\n");
  fs.writeFileSync(file, zlib.gzipSync(`${text}\n`));
}

/** The archive's lines with the rows of `table` kept only where `keep` says so. */
function filterRows(lines: ArchiveLine[], keep: (table: string) => boolean): ArchiveLine[] {
  let table = "";
  return lines.filter((line) => {
    if (!Array.isArray(line)) {
      if (typeof line.table === "string") table = line.table;
      return true;
    }
    return keep(table);
  });
}

const ACCOUNT_TABLES = [
  "administradores",
  "sessoes",
  "codigos_recuperacao",
  "login_desafios",
  "login_falhas",
  "redefinicoes_senha",
];
const withoutAccounts = (lines: ArchiveLine[]) =>
  filterRows(lines, (table) => !ACCOUNT_TABLES.includes(table));

/** Kysely's record of the migrations applied to `database`. */
async function appliedMigrations(database: SiteDatabase) {
  const { rows } = await sql`select * from kysely_migration order by name`.execute(database.db);
  return rows;
}

const CRAFTED: {
  name: string;
  craft: (lines: ArchiveLine[]) => ArchiveLine[];
  message: string;
}[] = [
  {
    name: "an extra table",
    craft: (lines) => [
      ...withoutAccounts(lines),
      { table: "tabela_estranha", columns: ["x"], sequence: null },
      ["y"],
    ],
    message:
      "O arquivo traz a tabela tabela_estranha, que não existe no esquema desta versão do site. Nada foi alterado.",
  },
  {
    name: "an unknown column",
    craft: (lines) => {
      let inNoticias = false;
      return withoutAccounts(lines).map((line) => {
        if (!Array.isArray(line)) {
          inNoticias = line.table === "noticias";
          return inNoticias
            ? { ...line, columns: [...(line.columns as string[]), "destaque_secreto"] }
            : line;
        }
        return inNoticias ? [...line, 1] : line;
      });
    },
    message:
      "O arquivo traz a coluna destaque_secreto na tabela noticias, que não existe no esquema desta versão do site. Nada foi alterado.",
  },
  {
    name: "migration rows",
    craft: (lines) => [
      ...withoutAccounts(lines),
      { table: "kysely_migration", columns: ["name", "timestamp"], sequence: null },
      ["9999_99_99_00_00_00_skip_everything", new Date().toISOString()],
    ],
    message:
      "O arquivo traz a tabela kysely_migration, o registro das migrações: a restauração nunca a escreve. Nada foi alterado.",
  },
  {
    name: "an administrator",
    craft: (lines) =>
      filterRows(lines, (table) => table === "administradores" || !ACCOUNT_TABLES.includes(table)),
    message:
      "O arquivo traz contas de acesso e sessões (administradores: 1). Nada foi alterado. Se o arquivo é um backup deste site feito pela equipe, rode de novo com --with-accounts; um arquivo de outra origem pode criar um administrador com uma senha conhecida.",
  },
  {
    name: "session rows",
    craft: (lines) =>
      filterRows(lines, (table) => table === "sessoes" || !ACCOUNT_TABLES.includes(table)),
    message:
      "O arquivo traz contas de acesso e sessões (sessoes: 1). Nada foi alterado. Se o arquivo é um backup deste site feito pela equipe, rode de novo com --with-accounts; um arquivo de outra origem pode criar um administrador com uma senha conhecida.",
  },
];

test(`restore refuses a crafted archive and writes nothing: each table and column must be this version's (${engine})`, async () => {
  const archive = await quietBackup();
  const lines = archiveLines(archive);
  const target = await siteDatabase();
  const now = new Date().toISOString();
  await target.db
    .insertInto("membros")
    .values({ nome: "Membro daqui", cargo: "Professor", created_at: now, updated_at: now })
    .execute();
  const untouched = await dumpTables(target);
  const migrations = await appliedMigrations(target);

  const outcomes = [];
  for (const { name, craft } of CRAFTED) {
    const crafted = path.join(dir, `crafted-${name.replaceAll(" ", "-")}-${engine}.obsbak`);
    writeArchive(crafted, craft(lines));
    outcomes.push({ name, ...(await runCli("restore", [crafted, "--force"], target.env)) });
  }

  expect(outcomes.map(({ name, code, stderr }) => ({ name, code, stderr }))).toEqual(
    CRAFTED.map(({ name, message }) => ({ name, code: 1, stderr: `${message}\n` })),
  );
  expect(await dumpTables(target)).toEqual(untouched);
  expect(await appliedMigrations(target)).toEqual(migrations);
}, 120_000);

test(`restore writes the archive's accounts only with --with-accounts (${engine})`, async () => {
  const archive = await quietBackup();
  const target = await siteDatabase(engine, { migrate: false });

  const without = await runCli("restore", [archive], target.env);
  const withAccounts = await runCli("restore", [archive, "--with-accounts"], target.env);

  expect(without.code).toBe(1);
  expect(without.stderr).toMatch(
    /^O arquivo traz contas de acesso e sessões \(administradores: 1, sessoes: \d+, codigos_recuperacao: 1, login_desafios: 1, login_falhas: \d+, redefinicoes_senha: 1\)\. Nada foi alterado\./,
  );
  expect(withAccounts).toMatchObject({ code: 0, stderr: "" });
  const accounts = await target.db.selectFrom("administradores").select("email").execute();
  expect(accounts).toEqual([{ email: EMAIL }]);
  expect(await dumpTables(target)).toEqual(await dumpTables(source));
});
