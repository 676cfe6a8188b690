import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

const SUBPROJETO_STATUS = [
  "aprovado no CEP",
  "em fase de coleta de dados",
  "em fase de análise de dados",
  "elaboração de manuscritos/ relatórios",
  "em andamento",
  "concluído",
];
const FAKE_NEWS_STATUS = ["verificada", "desmentida", "em_analise"];
const CARGOS = [
  "Professor",
  "Acadêmico",
  "Mestrando",
  "Pesquisador",
  "Comunidade Externa",
  "Servidor",
];

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function oneOf(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

export async function up(db: Kysely<any>): Promise<void> {
  const idType = isPostgres(db) ? "serial" : "integer";
  const id = (builder: any) =>
    isPostgres(db) ? builder.primaryKey() : builder.primaryKey().autoIncrement();

  await db.schema
    .createTable("noticias")
    .addColumn("id", idType, id)
    .addColumn("titulo", "text", (c) => c.notNull())
    .addColumn("subtitulo", "text")
    .addColumn("lead", "text", (c) => c.notNull())
    .addColumn("conteudo", "text", (c) => c.notNull())
    .addColumn("conclusao", "text")
    .addColumn("fontes", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("tags", "text")
    .addColumn("imagens", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("legendas", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("alts", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("video", "text")
    .addColumn("data_publicacao", "text", (c) => c.notNull())
    .addColumn("autor", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("noticias_titulo_not_blank", sql`length(trim(titulo)) > 0`)
    // The 300-character rule counts the lead's text, which only the application can
    // measure; the column bounds the stored markup as a safety net.
    .addCheckConstraint("noticias_lead_length", sql`length(lead) <= 5000`)
    .execute();
  await db.schema
    .createIndex("noticias_data_publicacao_idx")
    .on("noticias")
    .column("data_publicacao")
    .execute();

  await db.schema
    .createTable("fake_news")
    .addColumn("id", idType, id)
    .addColumn("titulo", "text", (c) => c.notNull())
    .addColumn("subtitulo", "text")
    .addColumn("lead", "text", (c) => c.notNull())
    .addColumn("conteudo", "text", (c) => c.notNull())
    .addColumn("conclusao", "text")
    .addColumn("fontes", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("verdades", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("imagens", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("legendas", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("alts", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("data_verificacao", "text", (c) => c.notNull())
    .addColumn("verificador", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("fake_news_titulo_not_blank", sql`length(trim(titulo)) > 0`)
    .addCheckConstraint("fake_news_status_valid", oneOf("status", FAKE_NEWS_STATUS))
    .execute();
  await db.schema
    .createIndex("fake_news_data_verificacao_idx")
    .on("fake_news")
    .column("data_verificacao")
    .execute();

  await db.schema
    .createTable("subprojetos")
    .addColumn("id", idType, id)
    .addColumn("nome", "text", (c) => c.notNull())
    .addColumn("autor", "text", (c) => c.notNull())
    .addColumn("resumo", "text", (c) => c.notNull())
    .addColumn("data_inicio", "text", (c) => c.notNull())
    .addColumn("local", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("aprovado no CEP"))
    .addColumn("pdf_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("subprojetos_status_valid", oneOf("status", SUBPROJETO_STATUS))
    .execute();

  await db.schema
    .createTable("membros")
    .addColumn("id", idType, id)
    .addColumn("nome", "text", (c) => c.notNull())
    .addColumn("cargo", "text", (c) => c.notNull())
    .addColumn("biografia", "text")
    .addColumn("foto", "text")
    .addColumn("email", "text")
    .addColumn("lattes", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("membros_cargo_valid", oneOf("cargo", CARGOS))
    .execute();

  await db.schema
    .createTable("newsletters")
    .addColumn("id", idType, id)
    .addColumn("titulo", "text", (c) => c.notNull())
    .addColumn("mes", "integer", (c) => c.notNull())
    .addColumn("ano", "integer", (c) => c.notNull())
    .addColumn("descricao", "text")
    .addColumn("pdf_link", "text")
    .addColumn("pdf_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("newsletters_mes_valid", sql`mes between 1 and 12`)
    .addCheckConstraint("newsletters_ano_valid", sql`ano between 1900 and 9999`)
    .execute();

  await db.schema
    .createTable("sobre_projeto")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("titulo", "text")
    .addColumn("conteudo", "text")
    .addColumn("descricao", "text")
    .addColumn("objetivos", "text")
    .addColumn("metodologia", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("sobre_projeto_single_row", sql`id = 1`)
    .execute();

  await db.schema
    .createTable("contato_institucional")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("telefone", "text", (c) => c.notNull())
    .addColumn("whatsapp", "text", (c) => c.notNull())
    .addColumn("redes", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("contato_institucional_single_row", sql`id = 1`)
    .execute();

  await db.schema
    .createTable("contato_mensagens")
    .addColumn("id", idType, id)
    .addColumn("nome", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("assunto", "text", (c) => c.notNull())
    .addColumn("mensagem", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "contato_mensagens",
    "contato_institucional",
    "sobre_projeto",
    "newsletters",
    "membros",
    "subprojetos",
    "fake_news",
    "noticias",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
