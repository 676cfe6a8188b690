import { useEffect, useId, useRef, useState } from "react";
import { LoginAnswerSchema, LoginSchema, LoginTotpSchema } from "#server/api/auth/schema.ts";
import { saveJson } from "./api-client.ts";
import { LoginResultSchema } from "./api-schemas.ts";
import { validateWith } from "./form-errors.tsx";
import { useAdminSession } from "./session.tsx";

export const SESSION_EXPIRED_MESSAGES = {
  expired:
    "Sua sessão expirou e nada foi salvo. O que você digitou continua aqui e está guardado como rascunho neste navegador.",
  passwordIntro: "Digite sua senha para entrar de novo sem sair deste formulário.",
  account: (email: string) => `Conta: ${email}`,
  password: "Senha",
  signInAndSave: "Entrar e salvar",
  signIn: "Entrar",
  signingIn: "Entrando...",
  codeIntro:
    "Esta conta usa verificação em duas etapas. Digite o código de 6 dígitos do aplicativo autenticador ou um dos seus códigos de recuperação.",
  code: "Código de verificação",
  confirmAndSave: "Confirmar e salvar",
  confirm: "Confirmar",
  signedIn: "Você entrou de novo. Salve mais uma vez para enviar suas alterações.",
  loginPage: "Ir para a página de login",
} as const;

/** The name of the password input, which the editor's form focuses when the session ends. */
export const RENEW_PASSWORD_NAME = "sessao-senha";

/**
 * What a form shows when a save answered 401: nothing was saved, the typed data is still
 * on screen (and in its draft), and the editor signs in again right here, through the same
 * login API and its second step, with the account's e-mail already known. `onRenewed`
 * then saves again. No <form> element: it sits inside the editor's own form.
 */
export function SessionExpiredAlert({ onRenewed }: { onRenewed?: () => void }) {
  const { admin, renew, handleUnauthorized } = useAdminSession();
  const id = useId();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [challenge, setChallenge] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [renewed, setRenewed] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  // The code's step appears after the password: the code is what the editor types next.
  useEffect(() => {
    if (challenge) codeRef.current?.focus();
  }, [challenge]);

  async function signIn() {
    if (busy) return;
    const input = challenge
      ? validateWith(LoginTotpSchema, { challenge, code })
      : validateWith(LoginSchema, { email: admin.email, password });
    if (!input.success) {
      setError(Object.values(input.details)[0] ?? null);
      return;
    }
    setError(null);
    setBusy(true);
    const result = challenge
      ? await saveJson(fetch, "POST", "/api/auth/login/totp", input.data, LoginResultSchema)
      : await saveJson(fetch, "POST", "/api/auth/login", input.data, LoginAnswerSchema);
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      setPassword("");
      setCode("");
      // CASE: the second step expired or was tried too often: the password comes first again.
      if (challenge && result.status === 401) setChallenge(null);
      return;
    }
    if ("totpRequired" in result.data) {
      setPassword("");
      setChallenge(result.data.challenge);
      return;
    }
    renew(result.data.token, result.data.user);
    if (onRenewed) onRenewed();
    else setRenewed(true);
  }

  if (renewed) {
    return (
      <p role="status" className="admin-notice">
        {SESSION_EXPIRED_MESSAGES.signedIn}
      </p>
    );
  }

  const fieldId = `${id}-campo`;
  const inputProps = {
    id: fieldId,
    className: "admin-input",
    "aria-describedby": error ? `${id}-erro` : undefined,
    "aria-invalid": error ? true : undefined,
    // Enter signs in here; it must not send the editor's form around this one.
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      void signIn();
    },
  } as const;
  return (
    <div className="error-summary session-renew" role="group" aria-labelledby={`${id}-titulo`}>
      <p id={`${id}-titulo`} role="alert">
        {SESSION_EXPIRED_MESSAGES.expired}
      </p>
      <p>
        {challenge ? SESSION_EXPIRED_MESSAGES.codeIntro : SESSION_EXPIRED_MESSAGES.passwordIntro}
      </p>
      <p>{SESSION_EXPIRED_MESSAGES.account(admin.email)}</p>
      <div className="admin-field">
        {challenge ? (
          <>
            <label htmlFor={fieldId}>{SESSION_EXPIRED_MESSAGES.code}</label>
            <input
              {...inputProps}
              name="sessao-codigo"
              type="text"
              inputMode="text"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              ref={codeRef}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </>
        ) : (
          <>
            <label htmlFor={fieldId}>{SESSION_EXPIRED_MESSAGES.password}</label>
            <input
              {...inputProps}
              name={RENEW_PASSWORD_NAME}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </>
        )}
        {error ? (
          <p id={`${id}-erro`} className="admin-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="modal__actions">
        <button
          type="button"
          className="admin-button admin-button--secondary"
          onClick={handleUnauthorized}
        >
          {SESSION_EXPIRED_MESSAGES.loginPage}
        </button>
        <button
          type="button"
          className="admin-button"
          aria-disabled={busy || undefined}
          onClick={() => void signIn()}
        >
          {busy
            ? SESSION_EXPIRED_MESSAGES.signingIn
            : challenge
              ? onRenewed
                ? SESSION_EXPIRED_MESSAGES.confirmAndSave
                : SESSION_EXPIRED_MESSAGES.confirm
              : onRenewed
                ? SESSION_EXPIRED_MESSAGES.signInAndSave
                : SESSION_EXPIRED_MESSAGES.signIn}
        </button>
      </div>
    </div>
  );
}
