import { createContext, use, useCallback, useMemo } from "react";
import { Toast, TOAST_DURATION_MS, useToast as useToastState } from "../ui/toast.tsx";

export { toastStylesheet } from "../ui/toast.tsx";

/** The specification's toast time (team and contact pages), used for every success. */
export const SUCCESS_TOAST_MS = TOAST_DURATION_MS;

export const TOAST_MESSAGES = {
  dismiss: "Fechar aviso",
} as const;

export type ToastKind = "success" | "error";
export type ToastOptions = {
  kind?: ToastKind;
  /**
   * How long the toast stays. Successes default to SUCCESS_TOAST_MS; errors stay until
   * closed (null), because a message that vanishes before it is read explains nothing.
   */
  durationMs?: number | null;
};
type ToastApi = { show: (message: string, options?: ToastOptions) => void };

const ToastContext = createContext<ToastApi | null>(null);

/** `show(message, {kind, durationMs})` for any admin page or editor. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error("useToast must be used inside ToastProvider");
  return api;
}

/**
 * Outcome messages ("Subprojeto criado com sucesso!") for every admin page, shown with the
 * site's toast. A new message replaces the one showing.
 *
 * A modal dialog makes the rest of the page inert, this toast included: while a modal is
 * open, errors belong in the modal's ErrorSummary, and toasts report outcomes after it
 * closes.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const { toast, showToast, dismissToast } = useToastState();
  const show = useCallback(
    (message: string, { kind = "success", durationMs }: ToastOptions = {}) => {
      const duration =
        durationMs === undefined ? (kind === "success" ? SUCCESS_TOAST_MS : null) : durationMs;
      showToast(message, kind, duration);
    },
    [showToast],
  );
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext value={api}>
      {children}
      <Toast
        toast={toast}
        onDismiss={toast?.tone === "error" ? dismissToast : undefined}
        dismissLabel={TOAST_MESSAGES.dismiss}
      />
    </ToastContext>
  );
}
