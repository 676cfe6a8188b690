import { useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { LoginAnswerSchema, LoginSchema, LoginTotpSchema } from "#server/api/auth/schema.ts";
import type { Route } from "./+types/login.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { LoginResultSchema } from "../../components/admin/api-schemas.ts";
import { ContaCodeStep, ContaField, ContaFormElement } from "../../components/admin/conta-form.tsx";
import {
  ErrorSummary,
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
import { useHydrated } from "../../components/ui/use-hydrated.ts";
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
  forgot: "Esqueci minha senha",
} as const;

/** The login's second step answers this when the first must be done again. */
const CHALLENGE_EXPIRED = "A verificação expirou. Entre novamente.";
const CODE_FORM_ID = "login-codigo";

const FORM_ID = "login";
const FIELDS = ["email", "password"] as const;
type Field = (typeof FIELDS)[number];
const INPUTS = [
  { name: "email", label: MESSAGES.email, type: "email", autoComplete: "username" },
  {
    name: "password",
    label: MESSAGES.password,
    type: "password",
    autoComplete: "current-password",
  },
] as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesHref }];

export const headers = adminHeaders;

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
            <ContaFormElement
              id={CODE_FORM_ID}
              ref={formRef}
              method="post"
              busy={submitting}
              aria-labelledby={`${CODE_FORM_ID}-titulo`}
              onSubmit={handleCodeSubmit}
            >
              <h2 id={`${CODE_FORM_ID}-titulo`}>{MESSAGES.codeHeading}</h2>
              <p id={`${CODE_FORM_ID}-dica`}>{MESSAGES.codeIntro}</p>
              <ContaCodeStep
                field={{
                  formId: CODE_FORM_ID,
                  name: "code",
                  label: MESSAGES.code,
                  value: code,
                  onChange: setCode,
                  errors: errors.fields,
                  describedBy: `${CODE_FORM_ID}-dica`,
                  inputMode: "text",
                  autoCapitalize: "none",
                  spellCheck: false,
                  // The step appears after a submit: the code is what the editor types next.
                  autoFocus: true,
                }}
                busy={submitting}
                submit={submitting ? MESSAGES.codeSubmitting : MESSAGES.codeSubmit}
                back={MESSAGES.restart}
                onBack={() => {
                  setChallenge(null);
                  setErrors(NO_ERRORS);
                }}
              />
            </ContaFormElement>
          ) : (
            /* POST: without JavaScript the browser must never put the password in an address. */
            <ContaFormElement
              id={FORM_ID}
              ref={formRef}
              method="post"
              busy={submitting}
              onSubmit={handleSubmit}
            >
              {INPUTS.map((input) => (
                <ContaField
                  key={input.name}
                  {...input}
                  formId={FORM_ID}
                  value={values[input.name]}
                  onChange={(value) => update(input.name, value)}
                  errors={errors.fields}
                />
              ))}
              {/* Enabled once the page can send the form itself. */}
              <button type="submit" className="admin-button" disabled={!hydrated || submitting}>
                {submitting ? MESSAGES.submitting : MESSAGES.submit}
              </button>
            </ContaFormElement>
          )}
          {challenge ? null : (
            <p>
              <Link to="/admin/esqueci-senha">{MESSAGES.forgot}</Link>
            </p>
          )}
          <noscript>
            <p className="admin-notice">{SESSION_MESSAGES.noscript}</p>
          </noscript>
        </div>
      </main>
    </div>
  );
}
