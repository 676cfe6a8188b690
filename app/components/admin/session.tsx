import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { type AuthUser, VerifyResultSchema } from "./api-schemas.ts";
import { clearAccountDrafts } from "./drafts.ts";

/**
 * The administrator's session in the browser. The server cannot see session storage, so
 * admin pages render a neutral shell on the server and their content only after the
 * browser has verified the token.
 */

export const SESSION_MESSAGES = {
  verifying: "Verificando sessão...",
  leaving: "Saindo...",
  offline: "Não foi possível verificar a sessão. Verifique sua conexão e tente novamente.",
  retry: "Tentar novamente",
  noscript: "O painel administrativo precisa de JavaScript. Ative-o no navegador e recarregue.",
  inactivity:
    "Sua sessão foi encerrada após 30 minutos sem atividade. Entre novamente para continuar.",
  expired: "Sua sessão expirou. Entre novamente para continuar.",
  unverified: "Não foi possível confirmar sua sessão. Entre novamente para continuar.",
  loggedOut: "Você saiu do painel administrativo.",
  warningTitle: "Você ainda está aí?",
  warning:
    "Sem atividade, sua sessão será encerrada em 2 minutos. O que você digitou num formulário fica guardado como rascunho neste navegador.",
  stayConnected: "Continuar conectado",
} as const;

/** The contract's storage keys: the token and an admin flag that must read "true". */
export const SESSION_KEYS = { token: "token", isAdmin: "isAdmin" } as const;
/** The specification's inactivity limit (1,800,000 ms), also the server's idle limit. */
export const INACTIVITY_TIMEOUT_MS = 30 * 60 * 1000;
/**
 * While the editor is active, the token is used this often so that the server's idle
 * window follows the browser's: a long edit without saves must not expire on the server.
 */
export const HEARTBEAT_INTERVAL_MS = 5 * 60 * 1000;
/** How long before the inactivity logout the editor is warned and can stay. */
export const INACTIVITY_WARNING_MS = 2 * 60 * 1000;
/**
 * The admin tabs of one browser share a session over this channel (decision 060): a new
 * tab asks the others for the token, Sair in one ends them all, activity in one keeps all.
 */
export const SESSION_CHANNEL = "painel-sessao";
/** How long a new tab waits for another tab's session before going to the login page. */
export const TAB_ANSWER_WAIT_MS = 300;
/** Activity is told to the other tabs at most this often. */
const ACTIVITY_SHARE_INTERVAL_MS = 15_000;
export const LOGIN_PATH = "/admin/login";
export const PANEL_PATH = "/admin";

const ACTIVITY_EVENTS = [
  "mousemove",
  "mousedown",
  "keydown",
  "scroll",
  "wheel",
  "touchstart",
] as const;
/** What the admin tabs tell each other over SESSION_CHANNEL. */
type TabMessage =
  | { type: "pedido" }
  | { type: "sessao"; token: string }
  | { type: "atividade" }
  | { type: "saida"; token: string };

const isTabMessage = (data: unknown): data is TabMessage =>
  typeof data === "object" &&
  data !== null &&
  "type" in data &&
  ["pedido", "sessao", "atividade", "saida"].includes(String(data.type)) &&
  (!("token" in data) || typeof data.token === "string");

function openChannel(): BroadcastChannel | undefined {
  try {
    return typeof BroadcastChannel === "undefined"
      ? undefined
      : new BroadcastChannel(SESSION_CHANNEL);
  } catch {
    return undefined;
  }
}

/**
 * Asks the other admin tabs of this browser for their session. Undefined when none
 * answers within TAB_ANSWER_WAIT_MS (or the browser has no BroadcastChannel).
 */
function askOtherTabs(signal: AbortSignal): Promise<string | undefined> {
  const channel = openChannel();
  if (!channel) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const finish = (token: string | undefined) => {
      clearTimeout(timer);
      channel.close();
      resolve(token);
    };
    const timer = setTimeout(() => finish(undefined), TAB_ANSWER_WAIT_MS);
    signal.addEventListener("abort", () => finish(undefined));
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isTabMessage(event.data) && event.data.type === "sessao") finish(event.data.token);
    };
    channel.postMessage({ type: "pedido" } satisfies TabMessage);
  });
}

/** Logging out tells the server, but never waits on it for longer than this. */
const LOGOUT_REQUEST_LIMIT_MS = 5000;

export type AdminUser = AuthUser;

/** Why the editor lands on the login page; it says so above the form. */
export type LoginReason = "inactivity" | "expired" | "unverified" | "loggedOut";
export type LoginState = { reason?: LoginReason };

export const LOGIN_REASON_MESSAGES: Record<LoginReason, string> = {
  inactivity: SESSION_MESSAGES.inactivity,
  expired: SESSION_MESSAGES.expired,
  unverified: SESSION_MESSAGES.unverified,
  loggedOut: SESSION_MESSAGES.loggedOut,
};

export type AuthFetch = (path: string, init?: RequestInit) => Promise<Response>;

export type AdminSession = {
  admin: AdminUser;
  token: string;
  /** Ends the session on the server (its failure is ignored), clears it here, goes to login. */
  logout: () => Promise<void>;
  /** fetch with the bearer token. A 401 is returned like any answer: see handleUnauthorized. */
  authFetch: AuthFetch;
  /**
   * Takes the token of a new login made without leaving the page (see SessionExpiredAlert):
   * stored as the login page stores it, and used by authFetch from now on.
   */
  renew: (token: string, admin: AdminUser) => void;
  /**
   * Clears the session and goes to the login page, which brings the editor back here.
   * Call it after telling the editor, never in the middle of a save: an open editor's
   * typed values survive only as its local draft.
   */
  handleUnauthorized: () => void;
};

// Storage can be unavailable (privacy settings, sandboxed frames): then there is no session.
export function readStoredToken(): string | undefined {
  try {
    const token = window.sessionStorage.getItem(SESSION_KEYS.token);
    const isAdmin = window.sessionStorage.getItem(SESSION_KEYS.isAdmin);
    return token && isAdmin === "true" ? token : undefined;
  } catch {
    return undefined;
  }
}

export function storeSession(token: string): void {
  window.sessionStorage.setItem(SESSION_KEYS.token, token);
  window.sessionStorage.setItem(SESSION_KEYS.isAdmin, "true");
}

export function clearStoredSession(): void {
  try {
    window.sessionStorage.removeItem(SESSION_KEYS.token);
    window.sessionStorage.removeItem(SESSION_KEYS.isAdmin);
  } catch {
    // Nothing stored where nothing can be stored.
  }
}

const isAdminPath = (pathname: string) =>
  pathname === PANEL_PATH || pathname.startsWith(`${PANEL_PATH}/`);

/**
 * Where to go after logging in: a path of this site inside /admin (never the login page
 * itself), else the panel. Anything else, e.g. `//evil.example` or `https://…`, is
 * refused so that a crafted login link cannot send the editor elsewhere.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return PANEL_PATH;
  const base = "http://admin.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return PANEL_PATH;
  }
  if (url.origin !== base || !isAdminPath(url.pathname) || url.pathname === LOGIN_PATH) {
    return PANEL_PATH;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page, bringing the editor back to `returnTo` afterwards. */
export function loginPath(returnTo?: string): string {
  return returnTo ? `${LOGIN_PATH}?redirectTo=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}

function bearer(token: string, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set("Authorization", `Bearer ${token}`);
  return { ...init, headers };
}

/**
 * Checks the session again: only a 401 for the token still stored calls `expire`, and a
 * failed check changes nothing.
 */
function recheckSession(token: string, expire: () => void) {
  fetch("/api/auth/verify", bearer(token)).then(
    (response) => {
      if (response.status === 401 && readStoredToken() === token) expire();
    },
    () => undefined,
  );
}

const SessionContext = createContext<AdminSession | null>(null);

/** The verified session of the admin page being shown. Only inside AdminSessionProvider. */
export function useAdminSession(): AdminSession {
  const session = use(SessionContext);
  if (!session) throw new Error("useAdminSession must be used inside AdminSessionProvider");
  return session;
}

type SessionState =
  | { status: "verifying" }
  | { status: "offline" }
  | { status: "leaving" }
  | { status: "ready"; admin: AdminUser; token: string };

/**
 * Verifies the stored token on load, then renders its children with the session; without
 * a valid session it clears the keys and goes to the login page, which brings the editor
 * back. Logs out after INACTIVITY_TIMEOUT_MS without mouse, keyboard, scroll or touch, and
 * warns INACTIVITY_WARNING_MS before. A tab without a stored token first asks the other
 * admin tabs of the browser for theirs.
 */
export function AdminSessionProvider({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<SessionState>({ status: "verifying" });
  const [attempt, setAttempt] = useState(0);

  const currentPath = useRef("");
  useEffect(() => {
    currentPath.current = `${location.pathname}${location.search}${location.hash}`;
  }, [location]);

  const goToLogin = useCallback(
    (reason: LoginReason | undefined, returnHere: boolean) => {
      const loginState: LoginState | undefined = reason ? { reason } : undefined;
      void navigate(loginPath(returnHere ? currentPath.current : undefined), {
        replace: true,
        state: loginState,
      });
    },
    [navigate],
  );
  const expire = useCallback(() => {
    clearStoredSession();
    goToLogin("expired", true);
  }, [goToLogin]);

  useEffect(() => {
    const controller = new AbortController();
    const verify = (token: string) =>
      fetch("/api/auth/verify", bearer(token, { signal: controller.signal })).then(
        async (response) => {
          const body = response.ok
            ? VerifyResultSchema.safeParse(await response.json().catch(() => null))
            : undefined;
          if (controller.signal.aborted) return;
          if (!body?.success) {
            clearStoredSession();
            goToLogin(response.status === 401 ? "expired" : "unverified", true);
            return;
          }
          setState({ status: "ready", admin: body.data.user, token });
        },
        () => {
          // CASE: no answer at all. The token may still be good: keep it and offer a retry.
          if (!controller.signal.aborted) setState({ status: "offline" });
        },
      );
    const stored = readStoredToken();
    if (stored) void verify(stored);
    else {
      clearStoredSession();
      void askOtherTabs(controller.signal).then((shared) => {
        if (controller.signal.aborted) return;
        if (!shared) {
          goToLogin(undefined, true);
          return;
        }
        storeSession(shared);
        return verify(shared);
      });
    }
    return () => controller.abort();
  }, [attempt, goToLogin]);

  const adminId = state.status === "ready" ? state.admin.id : undefined;
  const adminIdRef = useRef(adminId);
  useEffect(() => {
    if (adminId !== undefined) adminIdRef.current = adminId;
  }, [adminId]);
  const channel = useRef<BroadcastChannel | undefined>(undefined);

  /**
   * Leaves the panel: clears the session here, tells the server when this tab ends it and
   * goes to the login page. A deliberate Sair also removes the account's drafts, once the
   * open editors have written theirs on the way out (decision 059).
   */
  const endSession = useCallback(
    async (reason: LoginReason, tellServer = true) => {
      const token = readStoredToken();
      clearStoredSession();
      setState({ status: "leaving" });
      if (reason === "loggedOut" && token && tellServer) {
        channel.current?.postMessage({ type: "saida", token } satisfies TabMessage);
      }
      if (token && tellServer) {
        const request = fetch("/api/auth/logout", bearer(token, { method: "POST" })).catch(
          () => undefined,
        );
        await Promise.race([
          request,
          new Promise((resolve) => setTimeout(resolve, LOGOUT_REQUEST_LIMIT_MS)),
        ]);
      } else {
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      if (reason === "loggedOut" && adminIdRef.current !== undefined) {
        clearAccountDrafts(adminIdRef.current);
      }
      goToLogin(reason, reason === "inactivity");
    },
    [goToLogin],
  );

  const token = state.status === "ready" ? state.token : undefined;
  // The token authFetch uses: a renewed one takes effect at once, also for a save retried
  // in the same event.
  const tokenRef = useRef(token);
  useEffect(() => {
    if (token) tokenRef.current = token;
  }, [token]);

  const [warning, setWarning] = useState(false);
  const stayConnected = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!token) return;
    const tabs = openChannel();
    channel.current = tabs;
    let lastActivity = Date.now();
    let lastHeartbeat = lastActivity;
    let lastShared = 0;
    let warned = false;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const idle = Date.now() - lastActivity;
      if (idle >= INACTIVITY_TIMEOUT_MS) {
        void endSession("inactivity");
        return;
      }
      const warnAt = INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS;
      warned = idle >= warnAt;
      setWarning(warned);
      timer = setTimeout(check, (warned ? INACTIVITY_TIMEOUT_MS : warnAt) - idle);
    };
    const restart = () => {
      lastActivity = Date.now();
      clearTimeout(timer);
      check();
    };
    // Once the warning shows, only an explicit answer keeps the session: a stray mouse
    // move must not hide it before it is read.
    const onActivity = () => {
      if (warned) return;
      lastActivity = Date.now();
      if (tabs && lastActivity - lastShared >= ACTIVITY_SHARE_INTERVAL_MS) {
        lastShared = lastActivity;
        tabs.postMessage({ type: "atividade" } satisfies TabMessage);
      }
    };
    stayConnected.current = () => {
      restart();
      lastShared = lastActivity;
      tabs?.postMessage({ type: "atividade" } satisfies TabMessage);
      lastHeartbeat = lastActivity;
      // CASE: the server ended the session meanwhile; open editors keep their drafts.
      recheckSession(token, expire);
    };
    if (tabs) {
      tabs.onmessage = (event: MessageEvent<unknown>) => {
        const message = event.data;
        if (!isTabMessage(message)) return;
        if (message.type === "pedido") {
          const current = readStoredToken();
          if (current) tabs.postMessage({ type: "sessao", token: current } satisfies TabMessage);
        } else if (message.type === "atividade") {
          restart();
        } else if (message.type === "saida" && message.token === readStoredToken()) {
          void endSession("loggedOut", false);
        }
      };
    }
    timer = setTimeout(check, INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS);
    const heartbeat = setInterval(() => {
      if (lastActivity <= lastHeartbeat) return;
      lastHeartbeat = Date.now();
      // A failure here changes nothing: the next save reports it to the editor.
      fetch("/api/auth/verify", bearer(token)).catch(() => undefined);
    }, HEARTBEAT_INTERVAL_MS);
    // Capture: scroll events of inner scrolling areas do not bubble up to the window.
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    return () => {
      clearTimeout(timer);
      clearInterval(heartbeat);
      tabs?.close();
      if (channel.current === tabs) channel.current = undefined;
      setWarning(false);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
    };
  }, [token, endSession, expire]);

  // A session ended elsewhere (from another device, by disabling the account) must not
  // linger in an open tab: the token is checked again on each move to another admin page
  // and whenever the tab comes back into view. Only a 401 ends it here; a failed check
  // changes nothing, and the page being edited is never left in the middle of a form.
  const pathname = location.pathname;
  const checkedPath = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token) return;
    const recheck = () => recheckSession(token, expire);
    // The first page was verified when the session loaded.
    if (checkedPath.current !== undefined && checkedPath.current !== pathname) recheck();
    checkedPath.current = pathname;
    const onVisible = () => {
      if (document.visibilityState === "visible") recheck();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [token, pathname, expire]);

  const session = useMemo<AdminSession | null>(() => {
    if (state.status !== "ready") return null;
    return {
      admin: state.admin,
      token: state.token,
      logout: () => endSession("loggedOut"),
      authFetch: (path, init) => fetch(path, bearer(tokenRef.current ?? state.token, init)),
      renew: (renewed, admin) => {
        storeSession(renewed);
        tokenRef.current = renewed;
        setState({ status: "ready", admin, token: renewed });
      },
      handleUnauthorized: expire,
    };
  }, [state, endSession, expire]);

  if (state.status !== "ready") {
    return (
      <main id="conteudo" className="admin-main admin-pending container">
        {state.status === "offline" ? (
          <div role="alert">
            <p>{SESSION_MESSAGES.offline}</p>
            <button
              type="button"
              className="admin-button"
              onClick={() => {
                setState({ status: "verifying" });
                setAttempt((count) => count + 1);
              }}
            >
              {SESSION_MESSAGES.retry}
            </button>
          </div>
        ) : (
          <p role="status">
            {state.status === "leaving" ? SESSION_MESSAGES.leaving : SESSION_MESSAGES.verifying}
          </p>
        )}
        <noscript>
          <p>{SESSION_MESSAGES.noscript}</p>
        </noscript>
      </main>
    );
  }
  return (
    <SessionContext value={session}>
      {children}
      {warning ? <InactivityWarning onStay={() => stayConnected.current()} /> : null}
    </SessionContext>
  );
}

/**
 * The warning INACTIVITY_WARNING_MS before the inactivity logout: a modal alert dialog
 * above everything, even an open editor, with the focus on its one button.
 */
function InactivityWarning({ onStay }: { onStay: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    buttonRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      className="modal modal--alert"
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Esc answers as the button does: the editor is there.
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id={titleId} className="modal__title">
        {SESSION_MESSAGES.warningTitle}
      </h2>
      <p id={textId}>{SESSION_MESSAGES.warning}</p>
      <div className="modal__actions">
        <button ref={buttonRef} type="button" className="admin-button" onClick={onStay}>
          {SESSION_MESSAGES.stayConnected}
        </button>
      </div>
    </dialog>
  );
}
