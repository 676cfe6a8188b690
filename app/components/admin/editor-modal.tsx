import type { FormEvent, ReactNode, RefObject } from "react";
import { ErrorSummary } from "./form-errors.tsx";
import { Modal, ModalCancelButton } from "./modal.tsx";
import { type Draft, draftTime } from "./drafts.ts";
import { SessionExpiredAlert } from "./session-expired.tsx";

export const EDITOR_MESSAGES = {
  saving: "Salvando...",
  required: "Campos marcados com * são obrigatórios.",
  draft: (time: string) => `Há um rascunho não salvo de ${time}.`,
  draftImages:
    "As imagens escolhidas não ficam no rascunho: depois de restaurar, escolha-as de novo.",
  restore: "Restaurar",
  discard: "Descartar",
} as const;

/** Texts of an editor that creates a record or edits a stored one. */
type CreateOrEditTexts = {
  createTitle: string;
  editTitle: string;
  submitCreate: string;
  submitUpdate: string;
};

/** The dialog's title and submit button for a new record (`record` null) or a stored one. */
export function createOrEditLabels(record: object | null, texts: CreateOrEditTexts) {
  return record
    ? { title: texts.editTitle, submitLabel: texts.submitUpdate }
    : { title: texts.createTitle, submitLabel: texts.submitCreate };
}

/** What the modal uses of an editor's form state (see useEditorForm). */
export type EditorModalForm = {
  formMessages: string[];
  summaryTitle: string;
  saving: boolean;
  expired: boolean;
  dirty: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  summaryRef: RefObject<HTMLDivElement | null>;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  retry: () => void;
  draftOffer: Draft | undefined;
  restoreDraft: () => void;
  discardDraft: () => void;
  forgetDraft: () => void;
};

/** The offer of a draft left by an earlier editing of the item: restore it or discard it. */
export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div className="admin-notice draft-offer">
      <p>{EDITOR_MESSAGES.draft(draftTime(draft.savedAt))}</p>
      {draft.imagesSkipped ? <p>{EDITOR_MESSAGES.draftImages}</p> : null}
      <div className="draft-offer__actions">
        <button type="button" className="admin-button" onClick={onRestore}>
          {EDITOR_MESSAGES.restore}
        </button>
        <button type="button" className="admin-button admin-button--secondary" onClick={onDiscard}>
          {EDITOR_MESSAGES.discard}
        </button>
      </div>
    </div>
  );
}

/**
 * Every admin editor's dialog: the save's errors (focused when no field explains them),
 * then the form with `children` as its fields, Cancelar and the submit button. It is
 * mounted for one editing session: closing unmounts it, which resets the form and gives
 * the focus back to the button that opened it. A draft of an earlier editing is offered
 * first; a save refused because the session ended asks for the password right here.
 */
export function EditorModal({
  form: {
    formMessages,
    summaryTitle,
    saving,
    expired,
    dirty,
    formRef,
    summaryRef,
    handleSubmit,
    retry,
    draftOffer,
    restoreDraft,
    discardDraft,
    forgetDraft,
  },
  formId,
  title,
  submitLabel,
  busyLabel = EDITOR_MESSAGES.saving,
  hint,
  className,
  actionsClassName,
  dirty: alsoDirty = false,
  onClose,
  after,
  actions,
  children,
}: {
  form: EditorModalForm;
  formId: string;
  title: string;
  submitLabel: string;
  /** The submit button's text while the save runs. */
  busyLabel?: string;
  /** A line above the fields, e.g. what the * means. */
  hint?: string;
  /** Classes added to the form's and to the buttons' row's own. */
  className?: string;
  actionsClassName?: string;
  /** Unsaved work the form's values do not hold (e.g. a chosen file). */
  dirty?: boolean;
  onClose: () => void;
  /** Shown under the form, in the same dialog: parts saved on their own (corrections). */
  after?: ReactNode;
  /** More buttons between Cancelar and the submit button (e.g. other ways to save). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      onClose={() => {
        forgetDraft();
        onClose();
      }}
      dirty={dirty || alsoDirty}
    >
      {draftOffer ? (
        <DraftOffer draft={draftOffer} onRestore={restoreDraft} onDiscard={discardDraft} />
      ) : null}
      <div ref={summaryRef} tabIndex={-1} className="editor-summary">
        {expired ? <SessionExpiredAlert onRenewed={retry} /> : null}
        <ErrorSummary messages={formMessages} title={summaryTitle} />
      </div>
      <form
        id={formId}
        ref={formRef}
        noValidate
        className={className ? `admin-form ${className}` : "admin-form"}
        aria-busy={saving}
        onSubmit={(event) => void handleSubmit(event)}
      >
        {hint ? <p className="admin-field__hint">{hint}</p> : null}
        {children}
        <div className={actionsClassName ? `modal__actions ${actionsClassName}` : "modal__actions"}>
          <ModalCancelButton disabled={saving} />
          {actions}
          {/* aria-disabled rather than disabled: a disabled button would drop the focus. */}
          <button type="submit" className="admin-button" aria-disabled={saving || undefined}>
            {saving ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
      {after}
    </Modal>
  );
}
