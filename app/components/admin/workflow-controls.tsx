import { Fragment, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { hasPapel } from "#server/auth/roles.ts";
import {
  ESTADO_PUBLICACAO_LABELS,
  ESTADO_PUBLICACAO_FILTROS,
  type EstadoPublicacaoFiltro,
} from "#server/api/articles/workflow.ts";
import { useToast } from "../ui/toast.tsx";
import { saveJson } from "./api-client.ts";
import { confirmAction, promptText } from "./confirm.ts";
import { AutorListSchema } from "./api-schemas.ts";
import { SelectOptions, optionsOf } from "./list-select.tsx";
import { useAdminSession } from "./session.tsx";
import { useAdminQuery } from "./use-admin-query.ts";

/*
 * The publication workflow in the admin lists (decision 037): each item's state, the
 * filters by state and author (kept in the address), and the buttons that move an item
 * through the states, shown only to the roles that may use them.
 */

export const WORKFLOW_TEXTS = {
  filters: "Filtrar a lista",
  estado: "Etapa",
  autor: "Autor",
  todos: "Todos",
  meus: "Os meus textos",
  // An account in the address that authored nothing (yet): named by its number.
  conta: (id: string) => `Conta nº ${id}`,
  scheduledFor: (when: string) => `Agendado para ${when}`,
  approvedBy: (nome: string, when: string) => `Aprovada por ${nome} em ${when}`,
  // An approver whose account is gone is named by its number.
  approvedByAccount: (id: number, when: string) => `Aprovada pela conta nº ${id} em ${when}`,
  withoutReview: (motivo: string | null | undefined) =>
    motivo ? `Publicada sem segunda revisão. Motivo: ${motivo}` : "Publicada sem segunda revisão",
  // The item's latest revision, as the list read it: the one a card's approval approves.
  version: (numero: number) => `(versão ${numero})`,
  ownWork:
    "Você não pode aprovar esta checagem: você salvou uma versão dela desde a última publicação. Peça a aprovação de outra pessoa.",
  submit: "Enviar para revisão",
  approve: "Aprovar",
  approveAndPublish: "Aprovar e publicar",
  publish: "Publicar",
  publishUnreviewed: "Publicar sem revisão",
  unreviewedReason:
    "Ninguém aprovou esta checagem ainda. Por que publicá-la sem a segunda revisão? O motivo fica registrado no histórico e a publicação conta em Transparência.",
  unreviewedReasonMissing: "Informe o motivo para publicar sem a segunda revisão.",
  schedule: "Agendar",
  scheduleAt: "Data e hora da publicação",
  backToDraft: "Voltar para rascunho",
  preview: "Pré-visualizar",
  done: {
    submit: "Enviado para revisão.",
    approve: "Checagem aprovada.",
    approveAndPublish: "Checagem aprovada e publicada.",
    publish: "Publicado.",
    publishUnreviewed: "Publicado sem a segunda revisão.",
    schedule: "Publicação agendada.",
    backToDraft: "Voltou para rascunho.",
  },
  scheduleMissing: "Escolha a data e a hora da publicação.",
  // A change of a published item that waits (decision 061).
  pending: (numero: number, nome: string | null, when: string) =>
    `Alteração pendente (versão ${numero}${nome ? `, de ${nome}` : ""}, em ${when}): a versão publicada continua no ar até a aprovação.`,
  publishPending: "Publicar a alteração",
  confirmUnpublish:
    "Voltar para rascunho tira este texto do ar: os leitores deixam de vê-lo até que seja publicado de novo. Continuar?",
  unpublishReason: "Por que tirar este texto do ar? O motivo fica registrado no histórico.",
  unpublishReasonMissing: "Informe o motivo para tirar o texto do ar.",
} as const;

const TEXTS = WORKFLOW_TEXTS;

/** What the lists need of an item's state. */
export type WorkflowItem = {
  id: number;
  titulo: string;
  estado: string;
  publicar_em: string | null;
  criado_por: number | null;
  atualizado_por: number | null;
  aprovado_por?: number | null;
  aprovado_por_nome?: string | null;
  aprovado_em?: string | null;
  sem_segunda_revisao?: boolean;
  /** Why an administrador published it without a second review. */
  motivo_sem_revisao?: string | null;
  /** The latest revision: the one the list shows, and an approval approves. */
  revisao?: number;
  /** Who may not approve it: the accounts that saved it since its last publication. */
  autores_ciclo?: number[];
  /** A change of the published item waiting for its publication (decision 061). */
  alteracao_pendente?: PendingChange | null;
};

/** What the lists and the editor show of a pending change. */
export type PendingChange = {
  numero: number;
  administrador_id: number | null;
  administrador_nome: string | null;
  created_at: string;
  registro: Record<string, unknown>;
};

/** "Alteração pendente (versão 4, de Ana, em …): a versão publicada continua no ar …". */
export function pendingLabel(pending: PendingChange): string {
  return TEXTS.pending(pending.numero, pending.administrador_nome, dateTime(pending.created_at));
}

export type WorkflowFamily = "noticias" | "fake-news";

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("pt-BR", { dateStyle: "short", timeStyle: "short" });

/** `Rascunho`, `Em revisão`, `Publicado` or `Agendado para …`. */
export function estadoLabel(item: Pick<WorkflowItem, "estado" | "publicar_em">): string {
  if (item.estado === "publicado" && item.publicar_em && Date.parse(item.publicar_em) > Date.now())
    return TEXTS.scheduledFor(dateTime(item.publicar_em));
  return ESTADO_PUBLICACAO_LABELS[item.estado as EstadoPublicacaoFiltro] ?? item.estado;
}

/** The list filters from the address: `?estado=…&autor=…`, as the API's query. */
export function useWorkflowFilters() {
  const [params, setParams] = useSearchParams();
  const estado = params.get("estado") ?? "";
  const autor = params.get("autor") ?? "";
  const query = new URLSearchParams();
  if ((ESTADO_PUBLICACAO_FILTROS as readonly string[]).includes(estado))
    query.set("estado", estado);
  if (/^\d+$/.test(autor)) query.set("autor", autor);
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return { estado, autor, query: query.toString() ? `&${query.toString()}` : "", set };
}

/**
 * The author filter's choices besides "Todos": the account's own texts first, then every
 * other account that authored an item, by name (`GET /api/autores`).
 */
function useAutorOptions(selected: string): { value: string; label: string }[] {
  const { admin } = useAdminSession();
  const autores = useAdminQuery("/api/autores", AutorListSchema).data ?? [];
  const options = [
    { value: String(admin.id), label: TEXTS.meus },
    ...autores
      .filter((autor) => autor.id !== admin.id)
      .map((autor) => ({ value: String(autor.id), label: autor.nome })),
  ];
  if (/^\d+$/.test(selected) && !options.some((option) => option.value === selected))
    options.push({ value: selected, label: TEXTS.conta(selected) });
  return options;
}

const ESTADO_OPTIONS = optionsOf(
  ESTADO_PUBLICACAO_FILTROS,
  (estado) => ESTADO_PUBLICACAO_LABELS[estado],
);

/** The state and author filters above a list. */
export function WorkflowFilters({ filters }: { filters: ReturnType<typeof useWorkflowFilters> }) {
  const autores = useAutorOptions(filters.autor);
  const id = useId();
  const selects = [
    { name: "estado", label: TEXTS.estado, options: ESTADO_OPTIONS },
    { name: "autor", label: TEXTS.autor, options: autores },
  ] as const;
  return (
    <fieldset className="workflow-filters">
      <legend>{TEXTS.filters}</legend>
      {selects.map(({ name, label, options }) => (
        <Fragment key={name}>
          <label htmlFor={`${id}-${name}`}>{label}</label>
          <select
            id={`${id}-${name}`}
            value={filters[name]}
            onChange={(event) => filters.set(name, event.target.value)}
          >
            <SelectOptions options={options} emptyOption={TEXTS.todos} />
          </select>
        </Fragment>
      ))}
    </fieldset>
  );
}

/** An item's state, and for a fact-check its second review. */
export function WorkflowState({ family, item }: { family: WorkflowFamily; item: WorkflowItem }) {
  return (
    <div className="workflow-state">
      <p>
        <strong className={`workflow-badge workflow-badge--${item.estado}`}>
          {estadoLabel(item)}
        </strong>
        {item.revisao ? <> {TEXTS.version(item.revisao)}</> : null}
      </p>
      {item.alteracao_pendente ? (
        <p className="workflow-pending">{pendingLabel(item.alteracao_pendente)}</p>
      ) : null}
      <WorkflowReview family={family} item={item} />
    </div>
  );
}

/**
 * What the signed-in account may do in a fact-check's second review (decision 037): approve
 * the revision shown (`item.revisao`), alone or with its publication, unless it saved the
 * entry since its last publication (`autores_ciclo`; the server decides, this only spares
 * a button that would be refused).
 */
export function useApproval(family: WorkflowFamily, item: WorkflowItem) {
  const { admin, authFetch } = useAdminSession();
  // A published check waits for a review only for its pending change (decision 061).
  const waiting =
    family === "fake-news" &&
    hasPapel(admin.papel, "editor") &&
    (item.estado !== "publicado" || !!item.alteracao_pendente) &&
    !item.aprovado_por;
  const author = (item.autores_ciclo ?? [item.atualizado_por]).includes(admin.id);
  return {
    /** Approving is offered. */
    offered: waiting && !author,
    /** Approving is not offered because the account wrote part of what awaits review. */
    ownWork: waiting && author,
    approve: (publicar: boolean) =>
      saveJson(
        authFetch,
        "POST",
        `/api/${family}/${item.id}/aprovar`,
        publicar ? { revisao: item.revisao, publicar } : { revisao: item.revisao },
      ),
  };
}

/**
 * A fact-check's second review: who approved it and when, or its publication without one,
 * or, to an editor who wrote part of it, why it cannot approve it.
 */
export function WorkflowReview({ family, item }: { family: WorkflowFamily; item: WorkflowItem }) {
  const { ownWork } = useApproval(family, item);
  return (
    <>
      {ownWork ? <p>{TEXTS.ownWork}</p> : null}
      {item.aprovado_por && item.aprovado_em ? (
        <p>
          {item.aprovado_por_nome
            ? TEXTS.approvedBy(item.aprovado_por_nome, dateTime(item.aprovado_em))
            : TEXTS.approvedByAccount(item.aprovado_por, dateTime(item.aprovado_em))}
        </p>
      ) : null}
      {item.estado === "publicado" && item.sem_segunda_revisao ? (
        <p>{TEXTS.withoutReview(item.motivo_sem_revisao)}</p>
      ) : null}
    </>
  );
}

type Action = keyof typeof TEXTS.done;

/**
 * The buttons that move an item through the states. `save` sends the item whole with
 * another `estado` (a content save, for submitting and going back to draft).
 */
export function WorkflowActions({
  family,
  item,
  save,
  onChanged,
}: {
  family: WorkflowFamily;
  item: WorkflowItem;
  save: (
    estado: "rascunho" | "em_revisao",
    motivo?: string,
  ) => Promise<{ ok: boolean; error?: string }>;
  onChanged: () => void;
}) {
  const { admin, authFetch } = useAdminSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [when, setWhen] = useState("");
  const id = useId();
  const isEditor = hasPapel(admin.papel, "editor");
  const own = item.criado_por === admin.id;
  const published = item.estado === "publicado";
  const url = `/api/${family}/${item.id}`;

  async function run(action: Action, call: () => Promise<{ ok: boolean; error?: string }>) {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (result.ok) {
      toast.show(TEXTS.done[action]);
      onChanged();
    } else toast.show(result.error ?? "Não foi possível concluir a ação.", { kind: "error" });
  }
  // An administrador may publish a fact-check no one approved, saying why (decision 037).
  const unreviewed =
    family === "fake-news" && admin.papel === "administrador" && !item.aprovado_por;
  const publish = (publicar_em: string | null, motivo: string) =>
    saveJson(authFetch, "POST", `${url}/publicar`, { publicar_em, ...(motivo ? { motivo } : {}) });
  /**
   * A reason asked of the person: the text typed, or false when the step stops (the
   * question cancelled, or answered with nothing).
   */
  const askReason = (question: string, missing: string): string | false => {
    const motivo = promptText(question)?.trim();
    if (motivo === undefined) return false;
    if (!motivo) {
      toast.show(missing, { kind: "error" });
      return false;
    }
    return motivo;
  };
  /** Why an administrador publishes without review; "" when the review was done. */
  const unreviewedReady = () =>
    unreviewed ? askReason(TEXTS.unreviewedReason, TEXTS.unreviewedReasonMissing) : "";

  const canSubmit = !published && item.estado === "rascunho" && (isEditor || own);
  const approval = useApproval(family, item);
  const name = <span className="visually-hidden"> {item.titulo}</span>;
  /** A step's button; `ready` may stop it before it runs, or give it the reason asked. */
  const step = (
    action: Action,
    call: (motivo: string) => Promise<{ ok: boolean; error?: string }>,
    {
      secondary = false,
      ready = () => "",
    }: { secondary?: boolean; ready?: () => string | false } = {},
  ) => (
    <button
      type="button"
      className={secondary ? "admin-button admin-button--secondary" : "admin-button"}
      disabled={busy}
      onClick={() => {
        const motivo = ready();
        if (motivo !== false) void run(action, () => call(motivo));
      }}
    >
      {TEXTS[action]}
      {name}
    </button>
  );
  const pending = published && !!item.alteracao_pendente;
  // Taking a published text offline is confirmed, and its reason recorded (decision 061).
  const unpublishReady = () => {
    if (!published) return "";
    if (!confirmAction(TEXTS.confirmUnpublish)) return false;
    return askReason(TEXTS.unpublishReason, TEXTS.unpublishReasonMissing);
  };
  const scheduleReady = () => {
    if (!when) {
      toast.show(TEXTS.scheduleMissing, { kind: "error" });
      return false;
    }
    return published ? "" : unreviewedReady();
  };

  return (
    <div className="workflow-actions">
      <Link
        className="admin-button admin-button--secondary"
        to={`/admin/previa/${family === "noticias" ? "noticia" : "fake-news"}/${item.id}`}
      >
        {TEXTS.preview}
        {name}
      </Link>
      {canSubmit ? step("submit", () => save("em_revisao")) : null}
      {approval.offered ? step("approve", () => approval.approve(false)) : null}
      {approval.offered ? step("approveAndPublish", () => approval.approve(true)) : null}
      {isEditor && !published
        ? unreviewed
          ? step("publishUnreviewed", (motivo) => publish(null, motivo), { ready: unreviewedReady })
          : step("publish", () => publish(null, ""))
        : null}
      {isEditor && pending ? (
        <button
          type="button"
          className="admin-button"
          disabled={busy}
          onClick={() => {
            const motivo = unreviewedReady();
            if (motivo !== false) void run("publish", () => publish(null, motivo));
          }}
        >
          {TEXTS.publishPending}
          {name}
        </button>
      ) : null}
      {isEditor ? (
        <span className="workflow-schedule">
          <label htmlFor={`${id}-quando`}>
            {TEXTS.scheduleAt}
            {name}
          </label>
          <input
            id={`${id}-quando`}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
          />
          {step("schedule", (motivo) => publish(new Date(when).toISOString(), motivo), {
            secondary: true,
            ready: scheduleReady,
          })}
        </span>
      ) : null}
      {isEditor && item.estado !== "rascunho"
        ? step("backToDraft", (motivo) => save("rascunho", motivo || undefined), {
            secondary: true,
            ready: unpublishReady,
          })
        : null}
    </div>
  );
}

/**
 * The article list's admin controls with the workflow added: the filters under the
 * toolbar, and each card's state and state buttons around its Editar and Excluir.
 * `payloadOf` gives an item's form payload, sent whole with another `estado`.
 */
export function withWorkflow<T extends WorkflowItem>(
  controls: {
    toolbar: React.ReactNode;
    status: React.ReactNode;
    cardActions: (card: { id: number; titulo: string }) => React.ReactNode;
  },
  {
    family,
    items,
    filters,
    payloadOf,
    authFetch,
    reload,
  }: {
    family: WorkflowFamily;
    items: readonly T[];
    filters: ReturnType<typeof useWorkflowFilters>;
    payloadOf: (item: T) => object;
    authFetch: ReturnType<typeof useAdminSession>["authFetch"];
    reload: () => void;
  },
) {
  const byId = new Map(items.map((item) => [item.id, item]));
  return {
    toolbar: (
      <>
        {controls.toolbar}
        <WorkflowFilters filters={filters} />
      </>
    ),
    status: controls.status,
    cardActions: (card: { id: number; titulo: string }) => {
      const item = byId.get(card.id);
      return (
        <>
          {item ? <WorkflowState family={family} item={item} /> : null}
          {controls.cardActions(card)}
          {item ? (
            <WorkflowActions
              family={family}
              item={item}
              save={(estado, motivo) =>
                saveJson(authFetch, "PUT", `/api/${family}/${item.id}`, {
                  ...payloadOf(item),
                  estado,
                  ...(motivo ? { motivo } : {}),
                })
              }
              onChanged={reload}
            />
          ) : null}
        </>
      );
    },
  };
}
