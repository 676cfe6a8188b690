import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * The accounts that created at least one news item or fact-check (`criado_por`, decision
 * 037), disabled ones included, by name.
 */
export async function selectAutores(db: Kysely<Database>): Promise<{ id: number; nome: string }[]> {
  return db
    .selectFrom("administradores")
    .select(["id", "nome"])
    .where((eb) =>
      eb.or([
        eb(
          "id",
          "in",
          eb.selectFrom("noticias").select("criado_por").where("criado_por", "is not", null),
        ),
        eb(
          "id",
          "in",
          eb.selectFrom("fake_news").select("criado_por").where("criado_por", "is not", null),
        ),
      ]),
    )
    .orderBy("nome")
    .orderBy("id")
    .execute();
}
