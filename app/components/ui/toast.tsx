import { useCallback, useEffect, useRef, useState } from "react";
import toastStylesHref from "../../styles/toast.css?url";

/** How long a toast stays on screen, as the specification has it. */
export const TOAST_DURATION_MS = 2500;

/** The stylesheet a route adds to its `links` when its pages show toasts. */
export const toastStylesheet = { rel: "stylesheet", href: toastStylesHref } as const;

export type ToastTone = "success" | "error";
export type ToastMessage = { id: number; text: string; tone: ToastTone };

/**
 * The state of one toast: `showToast` replaces whatever is showing and hides it again
 * after the duration. A `durationMs` of null keeps it until `dismissToast`.
 */
export function useToast(duration: number = TOAST_DURATION_MS) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastId = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const showToast = useCallback(
    (text: string, tone: ToastTone = "success", durationMs: number | null = duration) => {
      clearTimeout(timer.current);
      lastId.current += 1;
      setToast({ id: lastId.current, text, tone });
      if (durationMs !== null) timer.current = setTimeout(() => setToast(null), durationMs);
    },
    [duration],
  );

  const dismissToast = useCallback(() => {
    clearTimeout(timer.current);
    setToast(null);
  }, []);

  return { toast, showToast, dismissToast };
}

/**
 * A short message that screen readers announce politely. The live region is always in
 * the page (a region added together with its text is not announced), and each message
 * is a new element, so the same text shown twice is announced twice.
 */
export function Toast({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: ToastMessage | null;
  /** Adds a close button, for toasts that stay until the reader closes them. */
  onDismiss?: () => void;
  /** The close button's accessible name, in the page's language. */
  dismissLabel?: string;
}) {
  return (
    <div className="toast-region" role="status">
      {toast && (
        <p key={toast.id} className={`toast toast--${toast.tone}`}>
          {toast.text}
          {onDismiss ? (
            <button
              type="button"
              className="toast__close"
              aria-label={dismissLabel}
              onClick={onDismiss}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </p>
      )}
    </div>
  );
}
