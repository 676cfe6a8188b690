import { useRef, useState, type ReactNode } from "react";
import { hasPapel } from "#server/auth/roles.ts";
import { useToast } from "../ui/toast.tsx";
import { RevisaoDiff, type DiffFields } from "./revisoes-history.tsx";
import { useAdminSession } from "./session.tsx";
import {
  estadoLabel,
  pendingLabel,
  useApproval,
  WORKFLOW_TEXTS,
  WorkflowReview,
  type WorkflowFamily,
  type WorkflowItem,
} from "./workflow-controls.tsx";

/*
 * The publication workflow inside the news and fake-news editors (decision 037): the
 * item's state at the top of the form, the saves that also move it, "Salvar rascunho" and
 * "Enviar para revisão", and for a fact-check in review the approval of the version
 * opened. Publishing and scheduling stay on the list's buttons.
 */

export const EDITOR_WORKFLOW_TEXTS = {
  region: "Etapa da publicação",
  current: "Etapa atual:",
  novo: "Novo texto, ainda não salvo",
  saveDraft: "Salvar rascunho",
  submit: "Enviar para revisão",
  autorHint:
    "Autores não publicam: “Salvar rascunho” guarda o texto como rascunho e “Enviar para revisão” o entrega a um editor.",
  editorHintNew:
    "“Publicar agora” publica o texto de imediato (uma checagem criada por um editor precisa antes da aprovação de outra pessoa); “Salvar rascunho” e “Enviar para revisão” guardam o texto sem publicá-lo.",
  editorHintEdit:
    "“Salvar alterações” salva sem mudar a etapa. Publicar e agendar ficam nos botões da lista.",
  // Before the approval's buttons: the version they approve.
  reading: (numero: number) => `Você está lendo a versão ${numero}.`,
  approveChanged:
    "Você alterou o formulário: a aprovação vale para a versão salva. Para aprová-la, feche o editor sem salvar e abra-o de novo.",
  saved: {
    rascunho: "Rascunho salvo.",
    em_revisao: "Enviado para revisão.",
  },
  // A save of a published item kept as a pending change (decision 061).
  pendingSaved:
    "Alteração enviada para revisão; a versão publicada continua no ar até a aprovação.",
  reviewedHint:
    "Esta checagem está publicada: mudar o veredito, a classificação, a alegação, o título ou a conclusão envia a alteração para revisão, e a versão publicada continua no ar até a aprovação de outra pessoa.",
  pendingOpened:
    "O formulário mostra a alteração pendente; salvar de novo a substitui. Abaixo, a versão publicada comparada com ela.",
  pendingDiff: "Versão publicada comparada com a alteração pendente",
  notesWait:
    "As correções guardadas não foram publicadas: registre-as quando a alteração for publicada.",
} as const;

const TEXTS = EDITOR_WORKFLOW_TEXTS;

/** The states a save from the editor may ask for. */
export type EditorEstado = keyof typeof TEXTS.saved;

type EditedItem = WorkflowItem | undefined;

/**
 * What the editor offers the signed-in account for `item` (undefined: a new one). An
 * autor's own save is "Salvar rascunho" and never keeps another state; an editor's keeps
 * the state ("Criar"/"Atualizar"), and the draft and review saves are offered while the
 * item is not published.
 */
export function useEditorWorkflow(item: EditedItem) {
  const { admin } = useAdminSession();
  const isEditor = hasPapel(admin.papel, "editor");
  // The button pressed, read by the payload while the form's submit handler runs.
  const pressed = useRef<EditorEstado | undefined>(undefined);
  const sent = useRef<EditorEstado | undefined>(undefined);
  const plainSave: EditorEstado | undefined = isEditor ? undefined : "rascunho";
  // A published item sent for review stays online: its change waits (decision 061).
  const extraSaves: EditorEstado[] = isEditor
    ? item?.estado === "publicado"
      ? ["em_revisao"]
      : ["rascunho", "em_revisao"]
    : ["em_revisao"];

  return {
    isEditor,
    /** The primary button's text for an autor; an editor's stays Criar/Atualizar. */
    submitLabel: isEditor ? undefined : TEXTS.saveDraft,
    extraSaves,
    /** The form's payload with the state the pressed button asks for (none keeps it). */
    withEstado<Payload extends object>(payload: Payload): Payload & { estado?: EditorEstado } {
      const estado = pressed.current ?? plainSave;
      sent.current = estado;
      return estado ? { ...payload, estado } : payload;
    },
    /** Sends `form` as its own submit would, asking for `estado`. */
    submitAs(estado: EditorEstado, form: HTMLFormElement | null) {
      pressed.current = estado;
      // requestSubmit runs the form's submit handler at once, which reads `pressed`.
      form?.requestSubmit();
      pressed.current = undefined;
    },
    /** The toast after a save that asked for a state, if it did. */
    savedMessage(): string | undefined {
      return sent.current ? TEXTS.saved[sent.current] : undefined;
    },
  };
}

export type EditorWorkflow = ReturnType<typeof useEditorWorkflow>;

/**
 * At the top of the form: the item's state (and a fact-check's review, with the approval
 * of the version opened when the account may give it), and what the saves do.
 */
export function EditorWorkflowState({
  family,
  item,
  workflow,
  changed,
  onApproved,
}: {
  family: WorkflowFamily;
  item: EditedItem;
  workflow: EditorWorkflow;
  /** Whether the form differs from the version opened, which an approval approves. */
  changed: boolean;
  /** After an approval: what it did. */
  onApproved: (message: string) => void;
}) {
  const hint = !workflow.isEditor
    ? TEXTS.autorHint
    : item
      ? TEXTS.editorHintEdit
      : TEXTS.editorHintNew;
  return (
    <section className="editor-workflow" aria-label={TEXTS.region}>
      {item ? (
        <>
          <p className="editor-workflow__estado">
            {TEXTS.current}{" "}
            <strong className={`workflow-badge workflow-badge--${item.estado}`}>
              {estadoLabel(item)}
            </strong>
          </p>
          {item.alteracao_pendente ? <p>{pendingLabel(item.alteracao_pendente)}</p> : null}
          <WorkflowReview family={family} item={item} />
          <EditorApproval family={family} item={item} changed={changed} onApproved={onApproved} />
        </>
      ) : (
        <p className="editor-workflow__estado">
          {TEXTS.current} <strong className="workflow-badge">{TEXTS.novo}</strong>
        </p>
      )}
      <p className="admin-field__hint">{hint}</p>
      {family === "fake-news" && item?.estado === "publicado" && workflow.isEditor ? (
        <p className="admin-field__hint">{TEXTS.reviewedHint}</p>
      ) : null}
    </section>
  );
}

/**
 * A published item's pending change in its editor (decision 061): the form shows the
 * change, and the published version is compared with it, field by field.
 */
export function PendingChangeDiff({
  item,
  fields,
}: {
  item: EditedItem & object;
  fields: DiffFields;
}) {
  const pending = item.alteracao_pendente;
  if (!pending) return null;
  return (
    <div className="editor-workflow__pending">
      <p className="admin-field__hint">{TEXTS.pendingOpened}</p>
      <RevisaoDiff
        title={TEXTS.pendingDiff}
        before={item as unknown as Record<string, unknown>}
        after={pending.registro}
        fields={fields}
      />
    </div>
  );
}

/** Beside Cancelar and the form's own save: the saves that also move the item. */
export function EditorWorkflowButtons({
  workflow,
  saving,
}: {
  workflow: EditorWorkflow;
  saving: boolean;
}): ReactNode {
  return workflow.extraSaves.map((estado) => (
    <button
      key={estado}
      type="button"
      className="admin-button admin-button--secondary"
      // aria-disabled rather than disabled, as the submit button: the focus stays.
      aria-disabled={saving || undefined}
      onClick={(event) => {
        if (!saving) workflow.submitAs(estado, event.currentTarget.form);
      }}
    >
      {estado === "rascunho" ? TEXTS.saveDraft : TEXTS.submit}
    </button>
  ));
}

/**
 * The approval of the version opened (`item.revisao`), alone or with its publication, as
 * the list's buttons give it. What is approved is the version saved, never the form: while
 * the form differs from it the buttons say so instead of approving.
 */
function EditorApproval({
  family,
  item,
  changed,
  onApproved,
}: {
  family: WorkflowFamily;
  item: WorkflowItem;
  changed: boolean;
  onApproved: (message: string) => void;
}) {
  const approval = useApproval(family, item);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (!approval.offered) return null;

  async function approve(publicar: boolean) {
    if (busy) return;
    if (changed) {
      toast.show(TEXTS.approveChanged, { kind: "error" });
      return;
    }
    setBusy(true);
    const result = await approval.approve(publicar);
    setBusy(false);
    if (result.ok)
      onApproved(publicar ? WORKFLOW_TEXTS.done.approveAndPublish : WORKFLOW_TEXTS.done.approve);
    else toast.show(result.error, { kind: "error" });
  }

  return (
    <p className="editor-workflow__approval">
      {item.revisao ? <>{TEXTS.reading(item.revisao)} </> : null}
      {([false, true] as const).map((publicar) => (
        <button
          key={String(publicar)}
          type="button"
          className="admin-button admin-button--secondary"
          aria-disabled={busy || undefined}
          onClick={() => void approve(publicar)}
        >
          {publicar ? WORKFLOW_TEXTS.approveAndPublish : WORKFLOW_TEXTS.approve}
        </button>
      ))}
    </p>
  );
}
