import { sql, type RawBuilder } from "kysely";
import { z } from "zod";
import type { Papel } from "../../auth/roles.ts";
import type { SessionAdmin } from "../../auth/sessions.ts";
import { forbidden } from "../../http/errors.ts";
import { optionalChoice } from "../common-schema.ts";
import * as out from "../response-schema.ts";
import { RevisaoResumoSchema, revisaoNumberOf } from "../revisoes/schema.ts";

/*
 * The publication workflow of news items and fake-news entries (decision 037): the state
 * of an item (`rascunho`, `em_revisao`, `publicado`), its scheduled time, who may move it
 * where, and the one predicate every public read applies.
 */

declare global {
  namespace Express {
    interface Locals {
      /**
       * When a scheduled item this answer would show comes due (milliseconds since the
       * epoch): no cache may keep the answer past it (decision 037).
       */
      publicUntil?: number;
    }
  }
}

export const ESTADOS_PUBLICACAO = ["rascunho", "em_revisao", "publicado"] as const;
export type EstadoPublicacao = (typeof ESTADOS_PUBLICACAO)[number];

/** What the admin lists filter by: the states, and `agendado` (published, time still to come). */
export const ESTADO_PUBLICACAO_FILTROS = [...ESTADOS_PUBLICACAO, "agendado"] as const;
export type EstadoPublicacaoFiltro = (typeof ESTADO_PUBLICACAO_FILTROS)[number];

export const ESTADO_PUBLICACAO_LABELS: Record<EstadoPublicacaoFiltro, string> = {
  rascunho: "Rascunho",
  em_revisao: "Em revisão",
  publicado: "Publicado",
  agendado: "Agendado",
};

export const WORKFLOW_MESSAGES = {
  estado: "Escolha um estado válido: rascunho, em_revisao ou publicado.",
  publicarEm:
    "Informe data e hora válidas, com fuso horário (por exemplo 2026-12-01T09:00:00-03:00).",
  autorPublica: "Autores não publicam: envie o texto para revisão.",
  autorAgenda: "Apenas editores agendam publicações.",
  autorAlheio: "Você só pode alterar os textos que você mesmo criou.",
  autorPublicado: "Este texto já foi publicado: só um editor pode alterá-lo.",
  autorApaga: "Autores não apagam textos publicados nem textos de outras pessoas.",
  precisaAprovacao:
    "Esta checagem precisa da aprovação de outra pessoa antes de ser publicada: peça a aprovação de um editor.",
  autoAprovacao:
    "A aprovação precisa de outra pessoa: você salvou uma versão desta checagem desde a última publicação, então o texto a aprovar também é seu.",
  jaPublicada: "Esta checagem já está publicada.",
  revisaoAprovada:
    "Informe o número da revisão que você leu e aprova (o campo revisao da checagem).",
  aprovacaoDesatualizada: "Sua aprovação não foi registrada: leia a versão atual antes de aprovar.",
  publicar: "Envie publicar como true ou false.",
  motivo: "Escreva o motivo em até 500 caracteres.",
} as const;

/** The audit note of a publication without a second review, with its reason. */
export const semSegundaRevisaoNote = (motivo: string) => `Sem segunda revisão. Motivo: ${motivo}`;

/** The reason recorded when an administrador publishes by a save, as the specification's calls do. */
export const MOTIVO_PUBLICACAO_DIRETA = "publicação direta pela API";

/**
 * The one visibility predicate: published, and its time has come. `alias` qualifies the
 * columns in a query that joins other tables (the search).
 */
export function visibleNow(alias?: string, now: Date = new Date()): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return sql<boolean>`(${column("estado")} = 'publicado' and (${column("publicar_em")} is null or ${column("publicar_em")} <= ${now.toISOString()}))`;
}

/** The admin list's state filter, as a predicate. */
export function estadoFilter(
  filtro: EstadoPublicacaoFiltro,
  now: Date = new Date(),
): RawBuilder<boolean> {
  const time = now.toISOString();
  if (filtro === "agendado")
    return sql<boolean>`(estado = 'publicado' and publicar_em is not null and publicar_em > ${time})`;
  if (filtro === "publicado") return visibleNow(undefined, now);
  return sql<boolean>`estado = ${filtro}`;
}

/** `publicar_em` as sent: absent keeps the stored time, null or "" clears it. */
const publicarEm = z.preprocess(
  (value) => (value === "" ? null : value),
  z.iso
    .datetime({ offset: true, error: WORKFLOW_MESSAGES.publicarEm })
    .nullish()
    .transform((value) => (value ? new Date(value).toISOString() : value))
    .meta({
      description:
        "A published item is shown from this time on (ISO 8601 with offset); null: at once. Absent on an update: kept.",
    }),
);

/** The input fields every article schema adds. */
export const workflowInput = {
  estado: optionalChoice(
    ESTADOS_PUBLICACAO,
    WORKFLOW_MESSAGES.estado,
    "Absent on a create: `publicado` for an editor or administrador, `rascunho` for an autor. Absent on an update: kept.",
  ),
  publicar_em: publicarEm,
};

export type WorkflowInput = { estado?: EstadoPublicacao; publicar_em?: string | null };

/** The input fields `workflowColumns` stores through its rules. */
export const WORKFLOW_INPUT = [
  "estado",
  "publicar_em",
] as const satisfies (keyof typeof workflowInput)[];

/** A reason a person writes for a step that skips or undoes the review, recorded. */
const motivoText = z
  .string({ error: WORKFLOW_MESSAGES.motivo })
  .trim()
  .max(500, WORKFLOW_MESSAGES.motivo);

/** The body of `POST …/:id/publicar`. */
export const PublishInputSchema = z
  .object(
    {
      publicar_em: publicarEm,
      motivo: motivoText.optional().meta({
        description:
          "Fact-checks: why an administrador publishes an entry no one approved, recorded in `motivo_sem_revisao`, the audit note and the count on /transparencia; absent: `publicação direta pela API`.",
      }),
    },
    { error: "Envie os dados em JSON." },
  )
  .meta({ id: "PublishInput" });

/** The body of `POST /fake-news/:id/aprovar`. */
export const ApproveInputSchema = z
  .object(
    {
      revisao: revisaoNumberOf(WORKFLOW_MESSAGES.revisaoAprovada).meta({
        description:
          "The revision the reviewer read and approves (`revisao` of the entry as read): 409 when it is not the latest, and nothing is approved.",
      }),
      publicar: z.boolean({ error: WORKFLOW_MESSAGES.publicar }).optional().meta({
        description:
          "true: publish it too, in the same step, as `POST /fake-news/{id}/publicar` without `publicar_em` does (a scheduled time stays).",
      }),
    },
    { error: "Envie os dados em JSON." },
  )
  .meta({ id: "ApproveInput" });

/** A change of a published item that waits for its publication (decision 061). */
export const PendingChangeSchema = RevisaoResumoSchema.extend({
  registro: z.record(z.string(), z.unknown()).meta({
    description: "The item as it will be once the change is published.",
  }),
}).meta({ id: "AlteracaoPendente" });

/** The output fields every article answer adds for signed-in callers. */
export const workflowOutput = {
  estado: out.openEnum(ESTADOS_PUBLICACAO),
  publicar_em: out.timestamp.nullable(),
  criado_por: z.int().nullable(),
  atualizado_por: z.int().nullable(),
  // Computed on read (decision 061), so revisions never carry it.
  alteracao_pendente: PendingChangeSchema.nullable().optional().meta({
    description:
      "The change of this published item that waits for its publication (`POST …/{id}/publicar`, or for a fact-check `aprovar` with `publicar`), null without one. Readers keep getting the published version meanwhile.",
  }),
  pendente: z.literal(true).optional().meta({
    description:
      "Only in the 202 answer of an update stored as a pending change: the answer is the item as it will be once published, and `revisao` is the pending revision.",
  }),
};

/** The answer fields `workflowOutput` computes on read rather than stores. */
export const COMPUTED_WORKFLOW_OUTPUT = ["alteracao_pendente", "pendente"] as const;

/** What a save may carry beside the item: why it takes a published item offline. */
export const UnpublishReasonSchema = z.object({
  motivo: motivoText.optional().meta({
    description:
      "Why a save takes a published item out of publication, or why an administrador's save publishes a fact-check no one approved (absent: `publicação direta pela API`): recorded in the audit log's note.",
  }),
});

/**
 * Whether a save of a published item is stored as a pending change (decision 061): the
 * caller asked for a review (`estado: "em_revisao"`), or `reviewed` (a change the second
 * review must see first) without sending it back to draft. The item's row keeps the
 * published version meanwhile.
 */
export function isPendingSave(
  existing: WorkflowRecord,
  input: WorkflowInput,
  reviewed = false,
): boolean {
  if (existing.estado !== "publicado") return false;
  // CASE: a save that sends the item back to draft takes it offline, as it asks.
  return input.estado === "em_revisao" || (reviewed && input.estado !== "rascunho");
}

/** The admin lists' filters, besides the page. */
export const workflowListQuery = {
  estado: optionalChoice(
    ESTADO_PUBLICACAO_FILTROS,
    "Escolha um estado válido.",
    "Signed-in callers only: items in this state (`agendado`: published, time to come).",
  ),
  autor: z.coerce
    .number({ error: "Informe o número da conta." })
    .int("Informe o número da conta.")
    .positive("Informe o número da conta.")
    .optional()
    .meta({ description: "Signed-in callers only: items created by this account." }),
};

export type WorkflowListFilters = { estado?: EstadoPublicacaoFiltro; autor?: number };

/** Who saves: an account, or the system (the demo content, imports), which counts as an administrador. */
export type Caller = Pick<SessionAdmin, "nome"> & Partial<Pick<SessionAdmin, "id" | "papel">>;

export const papelOf = (caller: Caller): Papel => caller.papel ?? "administrador";

/** What the workflow stores of an item. */
export type WorkflowRecord = {
  estado: string;
  publicar_em: string | null;
  criado_por: number | null;
  atualizado_por: number | null;
};

/** An autor touches only the items it created that are not published. */
function checkAutorOwns(caller: Caller, existing: WorkflowRecord, message: string): void {
  if (existing.criado_por === null || existing.criado_por !== caller.id)
    throw forbidden(WORKFLOW_MESSAGES.autorAlheio);
  if (existing.estado === "publicado") throw forbidden(message);
}

/**
 * The workflow columns of a create (no `existing`) or of a content save: the state asked
 * for or kept, the scheduled time, and who saved. Refuses (403) what the caller's role
 * may not do.
 */
export function workflowColumns(
  caller: Caller,
  existing: WorkflowRecord | undefined,
  input: WorkflowInput,
): {
  estado: EstadoPublicacao;
  publicar_em: string | null;
  atualizado_por: number | null;
  criado_por?: number | null;
} {
  const papel = papelOf(caller);
  const estado: EstadoPublicacao =
    input.estado ??
    (existing
      ? (existing.estado as EstadoPublicacao)
      : papel === "autor"
        ? "rascunho"
        : "publicado");
  const publicar_em =
    input.publicar_em === undefined ? (existing?.publicar_em ?? null) : input.publicar_em;
  if (papel === "autor") {
    if (existing) checkAutorOwns(caller, existing, WORKFLOW_MESSAGES.autorPublicado);
    if (estado === "publicado") throw forbidden(WORKFLOW_MESSAGES.autorPublica);
    if (publicar_em !== (existing?.publicar_em ?? null))
      throw forbidden(WORKFLOW_MESSAGES.autorAgenda);
  }
  const saved = { estado, publicar_em, atualizado_por: caller.id ?? null };
  return existing ? saved : { ...saved, criado_por: caller.id ?? null };
}

/** An autor deletes only its own items that are not published. */
export function checkMayDelete(caller: Caller, existing: WorkflowRecord): void {
  if (papelOf(caller) === "autor") checkAutorOwns(caller, existing, WORKFLOW_MESSAGES.autorApaga);
}
