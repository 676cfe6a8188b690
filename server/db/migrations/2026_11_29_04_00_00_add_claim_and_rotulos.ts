import { type Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * The claim a fact-check examines and a precise rating on top of the specification's
 * status (decision 052). `rotulos` is the site's rating scale, managed by editors; each
 * rating belongs to one status. A fresh database starts with the Brazilian scale below.
 * A fact-check names its rating by slug (`fake_news.rotulo`); the service keeps the pair
 * consistent and refuses to delete a rating in use, so no foreign key is needed (and a
 * restore may load the tables in any order).
 */

const CREATED = "2026-11-29T04:00:00.000Z";

const SCALE = [
  {
    slug: "verdadeiro",
    nome: "Verdadeiro",
    cor: "#1e7d32",
    icone: "visto",
    status: "verificada",
    definicao: "A alegação é correta: fontes confiáveis a confirmam.",
  },
  {
    slug: "falso",
    nome: "Falso",
    cor: "#c62828",
    icone: "xis",
    status: "desmentida",
    definicao: "A alegação é inverídica: as provas disponíveis a contradizem.",
  },
  {
    slug: "enganoso",
    nome: "Enganoso",
    cor: "#b3470a",
    icone: "alerta",
    status: "desmentida",
    definicao:
      "A alegação mistura dados corretos e incorretos, ou omite o que muda a sua conclusão.",
  },
  {
    slug: "fora-de-contexto",
    nome: "Fora de contexto",
    cor: "#8e3b8f",
    icone: "alerta",
    status: "desmentida",
    definicao:
      "O conteúdo é verdadeiro, mas foi apresentado em outro tempo, lugar ou situação para sugerir algo falso.",
  },
  {
    slug: "montagem",
    nome: "Montagem",
    cor: "#7a1f1f",
    icone: "xis",
    status: "desmentida",
    definicao: "A imagem, o vídeo ou o áudio foi editado ou fabricado para enganar.",
  },
  {
    slug: "sem-evidencias",
    nome: "Sem evidências",
    cor: "#5f4b32",
    icone: "interrogacao",
    status: "desmentida",
    definicao: "Não há provas que sustentem a alegação, e quem a fez não as apresentou.",
  },
  {
    slug: "em-apuracao",
    nome: "Em apuração",
    cor: "#f2b705",
    icone: "relogio",
    status: "em_analise",
    definicao: "A alegação está sendo checada; o rótulo final sai quando a checagem terminar.",
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rotulos")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("nome", "text", (c) => c.notNull())
    .addColumn("cor", "text", (c) => c.notNull())
    .addColumn("icone", "text", (c) => c.notNull())
    .addColumn("definicao", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("posicao", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("rotulos")
    .values(
      SCALE.map((rotulo, posicao) => ({
        ...rotulo,
        posicao,
        created_at: CREATED,
        updated_at: CREATED,
      })),
    )
    .execute();

  await db.schema.alterTable("fake_news").addColumn("alegacao", "text").execute();
  await db.schema
    .alterTable("fake_news")
    .addColumn("circulou_em", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema.alterTable("fake_news").addColumn("primeira_aparicao", "text").execute();
  await db.schema.alterTable("fake_news").addColumn("rotulo", "text").execute();
  // The in-use check of a rating's delete, and a list filtered by rating.
  await db.schema.createIndex("fake_news_rotulo_idx").on("fake_news").column("rotulo").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("fake_news_rotulo_idx").execute();
  for (const column of ["rotulo", "primeira_aparicao", "circulou_em", "alegacao"]) {
    await db.schema.alterTable("fake_news").dropColumn(column).execute();
  }
  await db.schema.dropTable("rotulos").execute();
}
