import type { FormEvent, ReactNode, RefObject } from "react";
import { ErrorSummary } from "./form-errors.tsx";
import { Modal, ModalCancelButton } from "./modal.tsx";
import { SessionExpiredAlert } from "./session.tsx";

export const EDITOR_MESSAGES = {
  saving: "Salvando...",
  required: "Campos marcados com * são obrigatórios.",
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
};

/**
 * Every admin editor's dialog: the save's errors (focused when no field explains them),
 * then the form with `children` as its fields, Cancelar and the submit button. It is
 * mounted for one editing session: closing unmounts it, which resets the form and gives
 * the focus back to the button that opened it.
 */
export function EditorModal({
  form: { formMessages, summaryTitle, saving, expired, dirty, formRef, summaryRef, handleSubmit },
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
    <Modal open title={title} onClose={onClose} dirty={dirty || alsoDirty}>
      <div ref={summaryRef} tabIndex={-1} className="editor-summary">
        {expired ? <SessionExpiredAlert /> : null}
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
