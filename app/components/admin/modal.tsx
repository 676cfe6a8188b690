import { createContext, use, useCallback, useEffect, useId, useRef } from "react";
import { CONFIRM_MESSAGES, confirmAction } from "./confirm.ts";

export const MODAL_MESSAGES = {
  cancel: "Cancelar",
} as const;

type ModalProps = {
  open: boolean;
  /** Shown as the heading and used as the dialog's accessible name. */
  title: string;
  /** Asked to close (Esc, Cancelar); the parent then sets `open` to false. */
  onClose: () => void;
  /**
   * The form holds typed data that is not saved: closing first asks whether to discard it,
   * so a stray Esc never throws an editor's work away.
   */
  dirty?: boolean;
  children: React.ReactNode;
};

const ModalContext = createContext<{ requestClose: () => void } | null>(null);

/**
 * An editor's dialog on the native <dialog> opened with showModal(): the browser makes
 * the page behind it inert (so Tab stays inside), gives it the dialog role as a modal,
 * and turns Esc into a close request. Focus goes back to the element that opened it.
 * Clicking the backdrop does nothing, for the same reason as `dirty`.
 */
export function Modal({ open, title, onClose, dirty = false, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const wanted = useRef(open);
  useEffect(() => {
    wanted.current = open;
  }, [open]);

  const requestClose = useCallback(() => {
    if (dirty && !confirmAction(CONFIRM_MESSAGES.discardChanges)) return;
    onClose();
  }, [dirty, onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    if (!dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    return () => {
      if (dialog.open) dialog.close();
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // CASE: a close request the browser lets us refuse (see onClose for the others).
        if (!event.cancelable) return;
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        // CASE: the browser closed the dialog by itself (e.g. a repeated Esc it does not
        // let pages refuse) while the page still shows it: keep the typed data unless the
        // editor agrees to lose it.
        if (!wanted.current) return;
        if (dirty && !confirmAction(CONFIRM_MESSAGES.discardChanges)) {
          dialogRef.current?.showModal();
          return;
        }
        onClose();
      }}
    >
      {open ? (
        <ModalContext value={{ requestClose }}>
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {children}
        </ModalContext>
      ) : null}
    </dialog>
  );
}

/** The modal's Cancelar button: the same close request as Esc. */
export function ModalCancelButton({ disabled = false }: { disabled?: boolean }) {
  const modal = use(ModalContext);
  if (!modal) throw new Error("ModalCancelButton must be used inside Modal");
  return (
    <button
      type="button"
      className="admin-button admin-button--secondary"
      disabled={disabled}
      onClick={modal.requestClose}
    >
      {MODAL_MESSAGES.cancel}
    </button>
  );
}
