import type { Kysely } from "kysely";
import { visibleNow } from "../api/articles/workflow.ts";
import type { Database } from "../db/schema.ts";
import type { CanalMensagem } from "./schema.ts";

/* The tipline's queries (decision 076): contacts, conversations, replies' delivery. */

type Db = Kysely<Database>;

/** The contact of a sender, made on its first message; answers its id. */
export async function upsertContato(
  db: Db,
  canal: CanalMensagem,
  remetenteHash: string,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto("canal_contatos")
    .values({ canal, remetente_hash: remetenteHash, ultima_entrada_em: at, created_at: at })
    // Writing again takes back a PARAR (decision 081): the conversation is open again.
    .onConflict((conflict) =>
      conflict
        .columns(["canal", "remetente_hash"])
        .doUpdateSet({ ultima_entrada_em: at, parou_em: null }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of a sender's contact, if it wrote before. */
export async function findContatoId(
  db: Db,
  canal: CanalMensagem,
  remetenteHash: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom("canal_contatos")
    .select("id")
    .where("canal", "=", canal)
    .where("remetente_hash", "=", remetenteHash)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Records a received message; answers its id, or undefined when the platform had delivered
 * it already (the unique index: safe on several instances at once).
 */
export async function insertEntrada(
  db: Db,
  values: {
    contato_id: number;
    id_externo: string;
    tipo: string;
    texto: string | null;
    sugestao_id: number | null;
    created_at: string;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto("canal_mensagens")
    .values({ ...values, direcao: "entrada" })
    .onConflict((conflict) => conflict.columns(["contato_id", "direcao", "id_externo"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

/** How many messages the contact sent since `since`: its rate limit counts them. */
export async function countEntradasSince(
  db: Db,
  contatoId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("canal_mensagens")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("contato_id", "=", contatoId)
    .where("direcao", "=", "entrada")
    .where("created_at", ">=", since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The row of a message received before, if the platform delivered it already. */
export async function findEntrada(db: Db, contatoId: number, idExterno: string) {
  return db
    .selectFrom("canal_mensagens")
    .select("id")
    .where("contato_id", "=", contatoId)
    .where("direcao", "=", "entrada")
    .where("id_externo", "=", idExterno)
    .executeTakeFirst();
}

export async function insertSaida(
  db: Db,
  values: {
    contato_id: number;
    tipo: string;
    texto: string;
    sugestao_id: number | null;
    caixa_saida_chave: string;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto("canal_mensagens")
    .values({ ...values, direcao: "saida", id_externo: null })
    .execute();
}

export async function setContatoEndereco(db: Db, id: number, endereco: string): Promise<void> {
  await db.updateTable("canal_contatos").set({ endereco }).where("id", "=", id).execute();
}

/** Records the contact's PARAR: no free reply from the desk goes to it after that. */
export async function setContatoParou(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable("canal_contatos").set({ parou_em: at }).where("id", "=", id).execute();
}

export async function setContatoInscrito(
  db: Db,
  id: number,
  inscritoEm: string | null,
): Promise<void> {
  await db
    .updateTable("canal_contatos")
    .set({ inscrito_em: inscritoEm })
    .where("id", "=", id)
    .execute();
}

/**
 * Forgets the contact's number or chat id when nothing is owed to it any more: not
 * subscribed, and every tip it sent told its answer.
 */
export async function forgetEnderecoUnlessOwed(db: Db, id: number): Promise<void> {
  await db
    .updateTable("canal_contatos")
    .set({ endereco: null })
    .where("id", "=", id)
    .where("inscrito_em", "is", null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("canal_mensagens as m")
            .innerJoin("sugestoes as s", "s.id", "m.sugestao_id")
            .select("m.id")
            .whereRef("m.contato_id", "=", "canal_contatos.id")
            .where("m.direcao", "=", "entrada")
            .where("s.resposta_avisada_em", "is", null),
        ),
      ),
    )
    .execute();
}

/** The contact that sent a tip, with what its answer needs. */
export async function findContatoOfSugestao(db: Db, sugestaoId: number) {
  return db
    .selectFrom("canal_mensagens as m")
    .innerJoin("canal_contatos as c", "c.id", "m.contato_id")
    .select(["c.id", "c.canal", "c.endereco", "c.ultima_entrada_em", "c.parou_em"])
    .where("m.sugestao_id", "=", sugestaoId)
    .where("m.direcao", "=", "entrada")
    .executeTakeFirst();
}

/** What WhatsApp said of a sent message; a read message stays read. */
export async function markEntrega(
  db: Db,
  idExterno: string,
  entrega: "entregue" | "lida" | "falhou",
): Promise<void> {
  await db
    .updateTable("caixa_saida")
    .set({ entrega })
    .where("canal", "=", "whatsapp")
    .where("id_externo", "=", idExterno)
    .$if(entrega === "entregue", (query) =>
      query.where((eb) => eb.or([eb("entrega", "is", null), eb("entrega", "=", "entregue")])),
    )
    .execute();
}

/** Published fact-checks by id, with what a reply says of them. */
export async function selectChecksForReply(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("fake_news as f")
    .leftJoin("rotulos as r", "r.slug", "f.rotulo")
    .select(["f.id", "f.titulo", "f.alegacao", "f.status", "f.verdades", "r.nome as rotulo_nome"])
    .where("f.id", "in", ids)
    .where(visibleNow("f"))
    .execute();
}

/** The newest published fact-checks, for the menu and the digest. */
export async function selectLatestChecks(db: Db, limit: number, now = new Date()) {
  return db
    .selectFrom("fake_news as f")
    .leftJoin("rotulos as r", "r.slug", "f.rotulo")
    .select([
      "f.id",
      "f.titulo",
      "f.alegacao",
      "f.status",
      "f.verdades",
      "f.data_verificacao",
      "r.nome as rotulo_nome",
    ])
    .where(visibleNow("f", now))
    .orderBy("f.data_verificacao", "desc")
    .orderBy("f.id", "desc")
    .limit(limit)
    .execute();
}

export type CheckForReply = Awaited<ReturnType<typeof selectChecksForReply>>[number];

/** The subscribers of the daily digest whose number or chat id is kept. */
export async function listSubscribers(db: Db) {
  return db
    .selectFrom("canal_contatos")
    .select(["id", "canal", "endereco", "ultima_entrada_em"])
    .where("inscrito_em", "is not", null)
    .where("endereco", "is not", null)
    .orderBy("id")
    .execute();
}

/** A tip's conversation, oldest first, with each reply's outbox state. */
export async function listConversa(db: Db, sugestaoId: number) {
  const contato = await findContatoOfSugestao(db, sugestaoId);
  if (!contato) return undefined;
  const mensagens = await db
    .selectFrom("canal_mensagens as m")
    .leftJoin("caixa_saida as o", "o.chave", "m.caixa_saida_chave")
    .select([
      "m.id",
      "m.direcao",
      "m.tipo",
      "m.texto",
      "m.sugestao_id",
      "m.created_at",
      "o.estado",
      "o.entrega",
      "o.enviada_em",
    ])
    .where("m.contato_id", "=", contato.id)
    .orderBy("m.id")
    .execute();
  return { contato, mensagens };
}

/**
 * The end of the tips' retention (decision 067) for conversations: messages older than
 * `cutoff` lose their text, and contacts not subscribed who wrote nothing since lose
 * their number or chat id. Answers how many messages were cleared.
 */
export async function clearConversasBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .updateTable("canal_mensagens")
    .set({ texto: null })
    .where("created_at", "<", cutoff)
    .where("texto", "is not", null)
    .executeTakeFirst();
  await db
    .updateTable("canal_contatos")
    .set({ endereco: null })
    .where("inscrito_em", "is", null)
    .where("ultima_entrada_em", "<", cutoff)
    .execute();
  return Number(result.numUpdatedRows);
}

/* Updates stored before the webhook answers (decision 081). */

/**
 * Stores the updates of one notification; answers the ids of those not stored before (a
 * platform's retry stores nothing, on any instance: the unique key).
 */
export async function insertRecebidas(
  db: Db,
  rows: readonly { canal: CanalMensagem; chave: string; dados: string }[],
  origem: string,
  at: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const inserted = await db
      .insertInto("canal_recebidas")
      .values({ ...row, origem, recebida_em: at })
      .onConflict((conflict) => conflict.columns(["canal", "chave"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) ids.push(inserted.id);
  }
  return ids;
}

/**
 * Takes an unhandled update for `leaseUntil`, unless another instance holds it: one
 * conditional update, so only one instance gets it. Answers what it holds, or undefined.
 */
export async function claimRecebida(db: Db, id: number, at: string, leaseUntil: string) {
  return db
    .updateTable("canal_recebidas")
    .set((eb) => ({ reservada_ate: leaseUntil, tentativas: eb("tentativas", "+", 1) }))
    .where("id", "=", id)
    .where("tratada_em", "is", null)
    .where("desistida_em", "is", null)
    .where((eb) => eb.or([eb("reservada_ate", "is", null), eb("reservada_ate", "<", at)]))
    .returning(["id", "canal", "dados", "origem", "tentativas"])
    .executeTakeFirst();
}

/** Updates received before `before` and not handled, oldest first: the pass's candidates. */
export async function listPendingRecebidas(
  db: Db,
  before: string,
  at: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom("canal_recebidas")
    .select("id")
    .where("tratada_em", "is", null)
    .where("desistida_em", "is", null)
    .where("recebida_em", "<", before)
    .where((eb) => eb.or([eb("reservada_ate", "is", null), eb("reservada_ate", "<", at)]))
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Marks an update handled and drops its content: the number goes with it. */
export async function finishRecebida(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable("canal_recebidas")
    .set({ tratada_em: at, dados: null, reservada_ate: null, erro: null })
    .where("id", "=", id)
    .execute();
}

/**
 * Records an attempt's failure; with `givenUpAt`, the last one (decision 082): the update
 * keeps its content for the desk to send it back, and no pass takes it until then.
 */
export async function failRecebida(
  db: Db,
  id: number,
  erro: string,
  givenUpAt: string | null,
): Promise<void> {
  await db
    .updateTable("canal_recebidas")
    .set({ erro, ...(givenUpAt ? { desistida_em: givenUpAt, reservada_ate: null } : {}) })
    .where("id", "=", id)
    .execute();
}

/** Updates given up on, newest first, without their content: the desk's list. */
export async function listRecebidasDesistidas(db: Db, page: { offset: number; limit: number }) {
  const base = db.selectFrom("canal_recebidas").where("desistida_em", "is not", null);
  const [rows, total] = await Promise.all([
    base
      .select(["id", "canal", "recebida_em", "tentativas", "erro", "desistida_em"])
      .orderBy("desistida_em", "desc")
      .orderBy("id", "desc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/**
 * Takes back an update given up on, for `leaseUntil`, as its first attempt: one
 * conditional update, so only one caller gets it. Answers what it holds, or undefined
 * (an unknown update, or one not given up on).
 */
export async function reopenRecebida(db: Db, id: number, leaseUntil: string) {
  return db
    .updateTable("canal_recebidas")
    .set({ desistida_em: null, tentativas: 1, reservada_ate: leaseUntil })
    .where("id", "=", id)
    .where("desistida_em", "is not", null)
    .returning(["id", "canal", "dados", "origem", "tentativas"])
    .executeTakeFirst();
}

export async function findRecebida(db: Db, id: number) {
  return db
    .selectFrom("canal_recebidas")
    .select(["id", "canal", "recebida_em", "tentativas", "erro", "desistida_em", "tratada_em"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * The retention of the updates (decisions 081 and 082): a handled one's row is kept a
 * week for the platforms' retries, one given up on as long as the outbox keeps a failed
 * message. Answers how many rows were deleted.
 */
export async function deleteOldRecebidas(
  db: Db,
  handledBefore: string,
  givenUpBefore: string,
): Promise<number> {
  const result = await db
    .deleteFrom("canal_recebidas")
    .where((eb) =>
      eb.or([eb("tratada_em", "<", handledBefore), eb("desistida_em", "<", givenUpBefore)]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
