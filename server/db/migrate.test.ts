import { expect, test } from "vitest";
import { databasePerFile } from "#tests/helpers/database-per-test.ts";
import { MIGRATION_NAMES, migrateToLatest } from "./migrate.ts";

const database = databasePerFile({ migrate: false });

const now = "2026-11-21T10:00:00.000Z";

test("creates every table on an empty database, then does nothing on a second run", async () => {
  const first = await migrateToLatest(database().db);
  const second = await migrateToLatest(database().db);

  expect(first.map((result) => [result.migrationName, result.status])).toEqual(
    MIGRATION_NAMES.map((name) => [name, "Success"]),
  );
  expect(second).toEqual([]);
  // The search and matching indexes' tables differ by engine; their own tests check them.
  const tables = (await database().db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !name.startsWith("busca_") && !name.startsWith("semelhanca_"))
    .sort();
  expect(tables).toEqual([
    "administradores",
    "caixa_saida",
    "canal_contatos",
    "canal_mensagens",
    "canal_recebidas",
    "codigos_recuperacao",
    "contato_institucional",
    "contato_mensagens",
    "correcoes",
    "fake_news",
    "inscricoes",
    "inscricoes_saida",
    "login_desafios",
    "login_falhas",
    "media",
    "membros",
    "newsletters",
    "noticias",
    "paginas_institucionais",
    "publicacoes",
    "publicacoes_removidas",
    "rate_limits",
    "redefinicoes_senha",
    "registro_auditoria",
    "revisoes",
    "rodape_instituicoes",
    "rotulos",
    "sessoes",
    "sobre_projeto",
    "subprojetos",
    "sugestao_anexos",
    "sugestoes",
  ]);
});

test("rejects a fake-news status outside the specification's list", async () => {
  const insert = database()
    .db.insertInto("fake_news")
    .values({
      titulo: "Boato",
      lead: "Resumo",
      conteudo: "<p>Texto</p>",
      status: "talvez",
      data_verificacao: "2026-11-21",
      created_at: now,
      updated_at: now,
    })
    .execute();

  await expect(insert).rejects.toThrow();
});

test("rejects a stored lead longer than 5000 characters", async () => {
  const insert = database()
    .db.insertInto("noticias")
    .values({
      titulo: "Título",
      lead: "a".repeat(5001),
      conteudo: "<p>Texto</p>",
      data_publicacao: now,
      created_at: now,
      updated_at: now,
    })
    .execute();

  await expect(insert).rejects.toThrow();
});

test("removes an administrator's sessions with the administrator", async () => {
  const admin = await database()
    .db.insertInto("administradores")
    .values({
      email: "a@example.org",
      nome: "A",
      password_hash: "x",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await database()
    .db.insertInto("sessoes")
    .values({
      token_hash: "h",
      administrador_id: admin.id,
      created_at: now,
      last_used_at: now,
      expires_at: now,
    })
    .execute();

  await database().db.deleteFrom("administradores").where("id", "=", admin.id).execute();

  expect(await database().db.selectFrom("sessoes").selectAll().execute()).toEqual([]);
});
