import { sql, type Kysely } from "kysely";
import { visibleNow } from "../articles/workflow.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "../fake-news/schema.ts";
import type { Database, NewSugestao, SugestaoUpdate } from "../../db/schema.ts";
import { ESTADOS_ABERTOS } from "./schema.ts";

const COLUMNS = [
  "sugestoes.id",
  "sugestoes.texto",
  "sugestoes.link",
  "sugestoes.anexo_hash",
  "sugestoes.plataforma",
  "sugestoes.uf",
  "sugestoes.municipio",
  "sugestoes.email",
  "sugestoes.grupo",
  "sugestoes.estado",
  "sugestoes.motivo",
  "sugestoes.motivo_texto",
  "sugestoes.fake_news_id",
  "sugestoes.resposta_automatica",
  "sugestoes.fake_news_recusada_id",
  "sugestoes.canal",
  "sugestoes.respondida_em",
  "sugestoes.created_at",
  "sugestoes.updated_at",
] as const;

type Db = Kysely<Database>;

/** A tip with its file's description and its fact-check's title and status. */
function selectSugestoes(db: Db) {
  return (
    db
      .selectFrom("sugestoes")
      .leftJoin("sugestao_anexos", "sugestao_anexos.hash", "sugestoes.anexo_hash")
      .leftJoin("fake_news", "fake_news.id", "sugestoes.fake_news_id")
      .select(COLUMNS)
      .select([
        "sugestao_anexos.content_type as anexo_content_type",
        "sugestao_anexos.tamanho as anexo_tamanho",
        "fake_news.titulo as fake_news_titulo",
        "fake_news.status as fake_news_status",
        "fake_news.alegacao as fake_news_alegacao",
        "fake_news.rotulo as fake_news_rotulo",
      ])
      // Readers see the fact-check only once it is published and due (decision 037).
      .select(visibleNow("fake_news").as("fake_news_visivel"))
  );
}

export type SugestaoRecord = Awaited<
  ReturnType<ReturnType<typeof selectSugestoes>["executeTakeFirstOrThrow"]>
>;

/** Stores the file once per content; a second tip with the same bytes shares the row. */
export async function insertAnexo(
  db: Db,
  anexo: { hash: string; content_type: string; tamanho: number; dados: Buffer; created_at: string },
): Promise<void> {
  await db
    .insertInto("sugestao_anexos")
    .values(anexo)
    .onConflict((conflict) => conflict.column("hash").doNothing())
    .execute();
}

/** The bytes of the files first stored at or after `since`, and when the oldest of them was. */
export async function sumAnexoBytesSince(
  db: Db,
  since: string,
): Promise<{ bytes: number; oldest: string | null }> {
  const row = await db
    .selectFrom("sugestao_anexos")
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>("tamanho"), eb.lit(0)).as("bytes"),
      eb.fn.min("created_at").as("oldest"),
    ])
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return { bytes: Number(row.bytes), oldest: row.oldest };
}

export async function insertSugestao(db: Db, values: NewSugestao): Promise<number> {
  const row = await db
    .insertInto("sugestoes")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findSugestaoByCodigoHash(db: Db, codigoHash: string) {
  return selectSugestoes(db).where("sugestoes.codigo_hash", "=", codigoHash).executeTakeFirst();
}

export async function findSugestaoById(db: Db, id: number) {
  return selectSugestoes(db).where("sugestoes.id", "=", id).executeTakeFirst();
}

export async function updateSugestaoRow(
  db: Db,
  id: number,
  values: SugestaoUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable("sugestoes")
    .set(values)
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findAnexoOfSugestao(db: Db, id: number) {
  return db
    .selectFrom("sugestoes")
    .innerJoin("sugestao_anexos", "sugestao_anexos.hash", "sugestoes.anexo_hash")
    .select(["sugestao_anexos.hash", "sugestao_anexos.content_type", "sugestao_anexos.dados"])
    .where("sugestoes.id", "=", id)
    .executeTakeFirst();
}

export type SugestoesFilter = { estado?: string; plataforma?: string };

export type GrupoRow = {
  grupo: string;
  envios: number;
  recentes: number;
  abertas: number;
  ultima: string;
};

/**
 * The groups that hold a tip matching the filter, one page of them: the most tips received
 * since `recentSince` first (the rumours spreading now, decision 074), then the newest.
 * `envios`, `recentes` and `abertas` count every tip of the group, filtered or not.
 */
export async function listGrupos(
  db: Db,
  filter: SugestoesFilter,
  page: { limit: number; offset: number },
  recentSince: string,
): Promise<{ grupos: GrupoRow[]; total: number }> {
  const matches = sql<number>`sum(case when ${sql.join(
    [
      sql`1 = 1`,
      ...(filter.estado ? [sql`estado = ${filter.estado}`] : []),
      ...(filter.plataforma ? [sql`plataforma = ${filter.plataforma}`] : []),
    ],
    sql` and `,
  )} then 1 else 0 end)`;
  const abertas = sql<number>`sum(case when estado in (${sql.join(
    ESTADOS_ABERTOS.map((estado) => sql`${estado}`),
  )}) then 1 else 0 end)`;
  const recentes = sql<number>`sum(case when created_at >= ${recentSince} then 1 else 0 end)`;
  const grouped = db
    .selectFrom("sugestoes")
    .select((eb) => [
      "grupo",
      eb.fn.countAll<number | string>().as("envios"),
      recentes.as("recentes"),
      abertas.as("abertas"),
      eb.fn.max("created_at").as("ultima"),
    ])
    .groupBy("grupo")
    .having(matches, ">", 0);
  const [rows, count] = await Promise.all([
    db
      .selectFrom(grouped.as("g"))
      .selectAll()
      .orderBy("recentes", "desc")
      .orderBy("ultima", "desc")
      .orderBy("grupo")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom(grouped.as("g"))
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    grupos: rows.map((row) => ({
      grupo: row.grupo,
      envios: Number(row.envios),
      recentes: Number(row.recentes),
      abertas: Number(row.abertas),
      ultima: row.ultima,
    })),
    total: Number(count.total),
  };
}

/**
 * Answers every open tip of a group with a fact-check, in one statement (so a tip taken
 * by another editor meanwhile is either answered here or left as that editor left it);
 * answers how many. A tip's sender is told by the answer mail, decision 072.
 */
export async function answerOpenTipsOfGrupo(
  db: Db,
  grupo: string,
  fakeNewsId: number,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable("sugestoes")
    .set((eb) => ({
      estado: "verificada",
      motivo: null,
      motivo_texto: null,
      fake_news_id: fakeNewsId,
      // CASE: the site had answered the tip at once (decisions 075 and 081): its sender
      // saw that answer, so confirming the same check tells them nothing new; another
      // check is an editor's answer like any other, told once.
      resposta_avisada_em: eb
        .case()
        .when(eb.and([eb("resposta_automatica", "=", 1), eb("fake_news_id", "=", fakeNewsId)]))
        .then(at)
        .else(eb.ref("resposta_avisada_em"))
        .end(),
      resposta_automatica: 0,
      // A tip the site had answered at once keeps the time of that answer.
      respondida_em: eb.fn.coalesce("respondida_em", eb.val(at)),
      updated_at: at,
    }))
    .where("grupo", "=", grupo)
    .where((eb) =>
      eb.or([eb("estado", "in", [...ESTADOS_ABERTOS]), eb("resposta_automatica", "=", 1)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function grupoExists(db: Db, grupo: string): Promise<boolean> {
  const row = await db
    .selectFrom("sugestoes")
    .select("id")
    .where("grupo", "=", grupo)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The tips of these groups that match the filter, newest first. */
export async function listSugestoesOfGrupos(db: Db, grupos: string[], filter: SugestoesFilter) {
  if (grupos.length === 0) return [];
  let query = selectSugestoes(db).where("sugestoes.grupo", "in", grupos);
  if (filter.estado) query = query.where("sugestoes.estado", "=", filter.estado);
  if (filter.plataforma) query = query.where("sugestoes.plataforma", "=", filter.plataforma);
  return query.orderBy("sugestoes.created_at", "desc").orderBy("sugestoes.id", "desc").execute();
}

export async function fakeNewsExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom("fake_news").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

/** What a tip keeps once its retention is over: nothing its sender wrote or could be found by. */
const CLEARED = {
  texto: null,
  link: null,
  anexo_hash: null,
  municipio: null,
  email: null,
} as const;

/**
 * Clears the personal data of the tips sent before `cutoff` that still hold some, and
 * answers how many. Idempotent: a second run, or one running at the same time on another
 * instance, finds nothing left to clear.
 */
export async function clearSugestoesSentBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .updateTable("sugestoes")
    .set(CLEARED)
    .where("created_at", "<", cutoff)
    .where((eb) => eb.or(Object.keys(CLEARED).map((column) => eb(sql.ref(column), "is not", null))))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes the files first stored before `cutoff` that no tip names any more (their tips'
 * retention is over), and answers how many. A file stored since then belongs to a tip
 * still kept, so a tip being sent with it now is never left without it.
 */
export async function deleteAnexosUnnamedSince(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom("sugestao_anexos")
    .where("created_at", "<", cutoff)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom("sugestoes")
            .select("sugestoes.id")
            .whereRef("sugestoes.anexo_hash", "=", "sugestao_anexos.hash"),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The tips whose answer readers can see (discarded for a reason of its own, or answered by
 * a fact-check that is published and due) and whose sender was not told yet, oldest
 * first, with the fact-check's claim: senders who left an e-mail, or (`canal`) who wrote
 * through a messaging channel (decision 076). A tip the site answered at once is left
 * out: its sender saw the answer on screen (decision 075).
 */
export async function listAnsweredUntold(db: Db, limit: number, by: "email" | "canal" = "email") {
  return selectSugestoes(db)
    .select("fake_news.alegacao as fake_news_alegacao")
    .$if(by === "email", (query) => query.where("sugestoes.email", "is not", null))
    .$if(by === "canal", (query) =>
      query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("canal_mensagens")
            .select("canal_mensagens.id")
            .whereRef("canal_mensagens.sugestao_id", "=", "sugestoes.id"),
        ),
      ),
    )
    .where("sugestoes.resposta_avisada_em", "is", null)
    .where("sugestoes.resposta_automatica", "=", 0)
    .where((eb) =>
      eb.or([
        eb.and([
          eb("sugestoes.estado", "=", "descartada"),
          eb("sugestoes.motivo", "!=", "ja_verificada"),
        ]),
        eb.and([
          eb.or([
            eb("sugestoes.estado", "=", "verificada"),
            eb("sugestoes.motivo", "=", "ja_verificada"),
          ]),
          eb("fake_news.status", "in", [...PUBLIC_FAKE_NEWS_STATUS]),
          visibleNow("fake_news"),
        ]),
      ]),
    )
    .orderBy("sugestoes.id")
    .limit(limit)
    .execute();
}

/** Marks the sender as told; false when another instance did first. */
export async function markAnswerTold(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("sugestoes")
    .set({ resposta_avisada_em: at })
    .where("id", "=", id)
    .where("resposta_avisada_em", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Records a fact-check as a tip's answer given at once (decision 075): only a tip still
 * `recebida`, never with the fact-check its sender turned down. False when nothing changed.
 */
export async function markAnsweredAutomatically(
  db: Db,
  codigoHash: string,
  fakeNewsId: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("sugestoes")
    .set({
      estado: "verificada",
      fake_news_id: fakeNewsId,
      resposta_automatica: 1,
      respondida_em: at,
      updated_at: at,
    })
    .where("codigo_hash", "=", codigoHash)
    .where("estado", "=", "recebida")
    .where((eb) =>
      eb.or([
        eb("fake_news_recusada_id", "is", null),
        eb("fake_news_recusada_id", "!=", fakeNewsId),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Takes back the site's answer its sender turned down: the tip is `recebida` again, and
 * the fact-check is kept as the one it is not. Only while the answer is still the site's.
 */
export async function reopenAutomaticAnswer(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("sugestoes")
    .set((eb) => ({
      estado: "recebida",
      fake_news_recusada_id: eb.ref("fake_news_id"),
      fake_news_id: null,
      resposta_automatica: 0,
      respondida_em: null,
      updated_at: at,
    }))
    .where("id", "=", id)
    .where("resposta_automatica", "=", 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
