import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * The repository's word and author filters run in the database (decision 078): each
 * publication keeps its searchable words and its authors' names folded (lower case, no
 * accents), written by the application with every save, so a plain LIKE compares them
 * the same way on SQLite and PostgreSQL.
 */

const MARKS = /\p{M}/gu;
const fold = (text: string) => text.normalize("NFD").replace(MARKS, "").toLowerCase();

function list(text: string | null): unknown[] {
  try {
    const value: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

const names = (autores: string) =>
  list(autores).flatMap((autor) => {
    const nome = (autor as { nome?: unknown } | null)?.nome;
    return typeof nome === "string" ? [nome] : [];
  });

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("publicacoes")
    .addColumn("texto_busca", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("publicacoes")
    .addColumn("autores_busca", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  const rows = await db
    .selectFrom("publicacoes")
    .select(["id", "titulo", "autores", "veiculo", "resumo", "palavras_chave", "doi"])
    .execute();
  for (const row of rows) {
    const autores: string[] = names(row.autores);
    const words = list(row.palavras_chave).filter((word) => typeof word === "string");
    await db
      .updateTable("publicacoes")
      .set({
        texto_busca: fold(
          [
            row.titulo,
            ...autores,
            row.veiculo ?? "",
            row.resumo ?? "",
            ...words,
            row.doi ?? "",
          ].join(" "),
        ),
        autores_busca: fold(autores.join("\n")),
      })
      .where("id", "=", row.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("publicacoes").dropColumn("autores_busca").execute();
  await db.schema.alterTable("publicacoes").dropColumn("texto_busca").execute();
}
