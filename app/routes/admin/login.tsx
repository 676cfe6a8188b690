import { useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { LoginAnswerSchema, LoginSchema, LoginTotpSchema } from "#server/api/auth/schema.ts";
import type { Route } from "./+types/login.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { LoginResultSchema } from "../../components/admin/api-schemas.ts";
import {
  ErrorSummary,
  FieldError,
  fieldErrorId,
  fieldErrorProps,
  focusFirstInvalid,
  NO_ERRORS,
  splitErrorDetails,
  validateWith,
  type FormErrors,
} from "../../components/admin/form-errors.tsx";
import {
  LOGIN_REASON_MESSAGES,
  safeRedirectTarget,
  SESSION_MESSAGES,
  storeSession,
  type LoginState,
} from "../../components/admin/session.tsx";
import { SITE_NAME } from "../../site.ts";
import adminStylesHref from "../../styles/admin.css?url";

const MESSAGES = {
  title: "Entrar",
  heading: "Entrar no painel administrativo",
  intro: `Área restrita aos editores do ${SITE_NAME}.`,
  email: "E-mail",
  password: "Senha",
  submit: "Entrar",
  submitting: "Entrando...",
  failed: "Não foi possível entrar:",
  codeHeading: "Verificação em duas etapas",
  codeIntro:
    "Digite o código de 6 dígitos do aplicativo autenticador ou um dos seus códigos de recuperação.",
  code: "Código de verificação",
  codeSubmit: "Confirmar",
  codeSubmitting: "Confirmando...",
  restart: "Voltar e entrar com outra conta",
} as const;

/** The login's second step answers this when the first must be done again. */
const CHALLENGE_EXPIRED = "A verificação expirou. Entre novamente.";
const CODE_FORM_ID = "login-codigo";

const FORM_ID = "login";
const FIELDS = ["email", "password"] as const;
type Field = (typeof FIELDS)[number];

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesHref }];

export const headers = adminHeaders;

const subscribeNever = () => () => {};
/** False in the server's HTML and until hydration, true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export default function AdminLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ email: "", password: "" });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [submitting, setSubmitting] = useState(false);
  // Set once the password was right for an account with a second factor.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const reason = (location.state as LoginState | null)?.reason;

  function signIn(token: string) {
    storeSession(token);
    void navigate(safeRedirectTarget(searchParams.get("redirectTo")), { replace: true });
  }

  async function handleCodeSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !challenge) return;
    const input = validateWith(LoginTotpSchema, { challenge, code });
    if (!input.success) {
      showErrors(splitErrorDetails(input.details, ["code"]));
      return;
    }
    setErrors(NO_ERRORS);
    setSubmitting(true);
    const result = await saveJson(
      fetch,
      "POST",
      "/api/auth/login/totp",
      input.data,
      LoginResultSchema,
    );
    if (result.ok) {
      signIn(result.data.token);
      return;
    }
    setSubmitting(false);
    setCode("");
    // CASE: too late or too many tries: the password is asked for again.
    if (result.status === 401 && result.error === CHALLENGE_EXPIRED) setChallenge(null);
    setErrors({ fields: {}, form: [result.error] });
    formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  }

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes away as soon as the editor starts fixing it.
    if (errors.fields[field]) {
      setErrors(({ fields: { [field]: _fixed, ...others }, form }) => ({ fields: others, form }));
    }
  }

  function showErrors(next: FormErrors) {
    setErrors(next);
    focusFirstInvalid(formRef.current, next.fields);
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const input = validateWith(LoginSchema, values);
    if (!input.success) {
      showErrors(splitErrorDetails(input.details, FIELDS));
      return;
    }
    setErrors(NO_ERRORS);
    setSubmitting(true);
    const result = await saveJson(fetch, "POST", "/api/auth/login", input.data, LoginAnswerSchema);
    if (result.ok) {
      if ("totpRequired" in result.data) {
        setSubmitting(false);
        setValues((current) => ({ ...current, password: "" }));
        setCode("");
        setChallenge(result.data.challenge);
        return;
      }
      signIn(result.data.token);
      return;
    }
    setSubmitting(false);
    const next = splitErrorDetails(result.details, FIELDS);
    if (Object.keys(next.fields).length === 0 && next.form.length === 0)
      next.form.push(result.error);
    // CASE: wrong credentials. The e-mail stays; the password is typed again.
    if (result.status === 401) {
      setValues((current) => ({ ...current, password: "" }));
      setErrors(next);
      formRef.current?.querySelector<HTMLInputElement>("[name=password]")?.focus();
      return;
    }
    // Throttling, network failures and server errors keep everything that was typed.
    showErrors(next);
  }

  return (
    <div lang="pt-BR" className="admin admin--login">
      <main id="conteudo" className="admin-main">
        <div className="login-card">
          <h1>{MESSAGES.heading}</h1>
          <p className="login-card__intro">{MESSAGES.intro}</p>
          {reason ? (
            <p className="admin-notice" role="status">
              {LOGIN_REASON_MESSAGES[reason]}
            </p>
          ) : null}
          <ErrorSummary messages={errors.form} title={MESSAGES.failed} />
          {challenge ? (
            <form
              id={CODE_FORM_ID}
              ref={formRef}
              method="post"
              noValidate
              className="admin-form"
              aria-busy={submitting}
              aria-labelledby={`${CODE_FORM_ID}-titulo`}
              onSubmit={handleCodeSubmit}
            >
              <h2 id={`${CODE_FORM_ID}-titulo`}>{MESSAGES.codeHeading}</h2>
              <p id={`${CODE_FORM_ID}-dica`}>{MESSAGES.codeIntro}</p>
              <div className="admin-field">
                <label htmlFor={`${CODE_FORM_ID}-code`} className="admin-field__label">
                  {MESSAGES.code}
                </label>
                <input
                  id={`${CODE_FORM_ID}-code`}
                  name="code"
                  type="text"
                  inputMode="text"
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  // The step appears after a submit: the code is what the editor types next.
                  // eslint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value)}
                  aria-describedby={[
                    `${CODE_FORM_ID}-dica`,
                    errors.fields.code ? fieldErrorId(CODE_FORM_ID, "code") : null,
                  ]
                    .filter(Boolean)
                    .join(" ")}
                  aria-invalid={errors.fields.code ? true : undefined}
                />
                <FieldError id={fieldErrorId(CODE_FORM_ID, "code")} message={errors.fields.code} />
              </div>
              <button type="submit" className="admin-button" disabled={submitting}>
                {submitting ? MESSAGES.codeSubmitting : MESSAGES.codeSubmit}
              </button>
              <button
                type="button"
                className="admin-button admin-button--secondary"
                onClick={() => {
                  setChallenge(null);
                  setErrors(NO_ERRORS);
                }}
              >
                {MESSAGES.restart}
              </button>
            </form>
          ) : (
            /* POST: without JavaScript the browser must never put the password in an address. */
            <form
              id={FORM_ID}
              ref={formRef}
              method="post"
              noValidate
              className="admin-form"
              aria-busy={submitting}
              onSubmit={handleSubmit}
            >
              <div className="admin-field">
                <label htmlFor="login-email" className="admin-field__label">
                  {MESSAGES.email}
                </label>
                <input
                  id="login-email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  value={values.email}
                  onChange={(event) => update("email", event.currentTarget.value)}
                  {...fieldErrorProps(FORM_ID, "email", errors.fields)}
                />
                <FieldError id={fieldErrorId(FORM_ID, "email")} message={errors.fields.email} />
              </div>
              <div className="admin-field">
                <label htmlFor="login-password" className="admin-field__label">
                  {MESSAGES.password}
                </label>
                <input
                  id="login-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={values.password}
                  onChange={(event) => update("password", event.currentTarget.value)}
                  {...fieldErrorProps(FORM_ID, "password", errors.fields)}
                />
                <FieldError
                  id={fieldErrorId(FORM_ID, "password")}
                  message={errors.fields.password}
                />
              </div>
              {/* Enabled once the page can send the form itself. */}
              <button type="submit" className="admin-button" disabled={!hydrated || submitting}>
                {submitting ? MESSAGES.submitting : MESSAGES.submit}
              </button>
            </form>
          )}
          <noscript>
            <p className="admin-notice">{SESSION_MESSAGES.noscript}</p>
          </noscript>
        </div>
      </main>
    </div>
  );
}
