import { createContext, use, useEffect, useMemo, useRef, useState } from "react";
import toastStylesHref from "../../styles/toast.css?url";
import { TOAST_DURATION_MS } from "./toast-duration.ts";

export { TOAST_DURATION_MS };

/** The stylesheet a route adds to its `links` when its pages show toasts. */
export const toastStylesheet = { rel: "stylesheet", href: toastStylesHref } as const;

export type ToastKind = "success" | "error";
export type ToastOptions = {
  kind?: ToastKind;
  /**
   * How long the toast stays. Successes default to TOAST_DURATION_MS; errors stay until
   * closed (null), because a message that vanishes before it is read explains nothing.
   */
  durationMs?: number | null;
};
type ToastMessage = { id: number; text: string; kind: ToastKind };
export type ToastApi = { show: (message: string, options?: ToastOptions) => void };
type ToastState = { api: ToastApi; toast: ToastMessage | null; dismiss: () => void };

const ToastContext = createContext<ToastState | null>(null);

function useToastState(): ToastState {
  const state = use(ToastContext);
  if (!state) throw new Error("useToast must be used inside ToastProvider");
  return state;
}

/** `show(message, {kind, durationMs})`, inside a ToastProvider; the same object each render. */
export function useToast(): ToastApi {
  return useToastState().api;
}

/**
 * One toast at a time for what is inside: a new message replaces the one showing and gets
 * the whole duration. The message shows where the provider's ToastRegion is.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastId = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const api = useMemo<ToastApi>(
    () => ({
      show(text, { kind = "success", durationMs } = {}) {
        const duration =
          durationMs === undefined ? (kind === "success" ? TOAST_DURATION_MS : null) : durationMs;
        clearTimeout(timer.current);
        lastId.current += 1;
        setToast({ id: lastId.current, text, kind });
        if (duration !== null) timer.current = setTimeout(() => setToast(null), duration);
      },
    }),
    [],
  );
  const state = useMemo(
    () => ({
      api,
      toast,
      dismiss() {
        clearTimeout(timer.current);
        setToast(null);
      },
    }),
    [api, toast],
  );
  return <ToastContext value={state}>{children}</ToastContext>;
}

/**
 * The provider's message, in a region that screen readers announce politely. The live
 * region is always in the page (a region added together with its text is not announced),
 * and each message is a new element, so the same text shown twice is announced twice.
 * With `dismissLabel`, an error gets a close button of that name.
 */
export function ToastRegion({ dismissLabel }: { dismissLabel?: string }) {
  const { toast, dismiss } = useToastState();
  return (
    <div className="toast-region" role="status">
      {toast && (
        <p key={toast.id} className={`toast toast--${toast.kind}`}>
          {toast.text}
          {dismissLabel && toast.kind === "error" ? (
            <button
              type="button"
              className="toast__close"
              aria-label={dismissLabel}
              onClick={dismiss}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </p>
      )}
    </div>
  );
}
