import { useRef, useState } from "react";
import {
  AccountSchema,
  ChangePasswordSchema,
  PasswordConfirmationSchema,
  RecoveryCodesSchema,
  SessionListSchema,
  TotpCodeSchema,
  TotpSetupSchema,
  type Session,
  type TotpSetup,
} from "#server/api/auth/schema.ts";
import type { Route } from "./+types/minha-conta.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { saveJson, type ApiFailure } from "../../components/admin/api-client.ts";
import {
  ErrorSummary,
  FieldError,
  FORM_MESSAGES,
  errorsFromFailure,
  fieldErrorId,
  fieldErrorProps,
  focusFirstInvalid,
  NO_ERRORS,
  splitErrorDetails,
  validateWith,
  withoutFieldError,
  type FormErrors,
} from "../../components/admin/form-errors.tsx";
import { SessionExpiredAlert, useAdminSession } from "../../components/admin/session.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { useToast } from "../../components/ui/toast.tsx";

const MESSAGES = {
  title: "Minha conta",
  loading: "Carregando...",
  signedInAs: "Conta de",
  passwordHeading: "Alterar senha",
  passwordIntro: "Ao alterar a senha, as suas outras sessões são encerradas; esta continua aberta.",
  currentPassword: "Senha atual",
  newPassword: "Nova senha",
  newPasswordHint: "Pelo menos 12 caracteres. Senhas muito comuns são recusadas.",
  confirmPassword: "Repita a nova senha",
  mismatch: "As senhas não conferem.",
  changePassword: "Alterar senha",
  changingPassword: "Alterando...",
  passwordChanged: "Senha alterada. As suas outras sessões foram encerradas.",
  sessionsHeading: "Sessões abertas",
  sessionsCaption: "Sessões abertas nesta conta, da usada por último à mais antiga",
  createdAt: "Aberta em",
  lastUsedAt: "Último uso",
  address: "Endereço",
  actions: "Ações",
  unknownAddress: "Desconhecido",
  currentSession: "Esta sessão",
  endSession: "Encerrar",
  endSessionLabel: (createdAt: string) => `Encerrar a sessão aberta em ${createdAt}`,
  sessionEnded: "Sessão encerrada.",
  totpHeading: "Verificação em duas etapas",
  totpOff:
    "Desativada. Quando ativada, entrar pede também um código de 6 dígitos gerado por um aplicativo autenticador no celular.",
  totpOn: (left: number) =>
    `Ativada. ${left === 1 ? "Resta 1 código" : `Restam ${left} códigos`} de recuperação.`,
  startTotp: "Ativar verificação em duas etapas",
  qrAlt: "Código QR para cadastrar a conta no aplicativo autenticador",
  scan: "Leia o código QR com o aplicativo autenticador ou digite nele esta chave:",
  secretLabel: "Chave",
  code: "Código do aplicativo",
  codeHint: "Os 6 dígitos que o aplicativo mostra agora.",
  confirmTotp: "Confirmar ativação",
  cancel: "Cancelar",
  recoveryHeading: "Códigos de recuperação",
  recoveryIntro:
    "Guarde estes códigos em um lugar seguro. Sem o celular, cada um deles serve uma única vez no lugar do código do aplicativo. Eles não serão mostrados de novo.",
  recoveryDone: "Já guardei os códigos",
  totpEnabled: "Verificação em duas etapas ativada.",
  password: "Senha",
  disableTotp: "Desativar verificação em duas etapas",
  totpDisabled: "Verificação em duas etapas desativada.",
  failed: "Não foi possível concluir:",
} as const;

const dateFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short" });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export default function MinhaConta() {
  const { admin } = useAdminSession();
  const account = useAdminQuery("/api/auth/account", AccountSchema);
  const sessions = useAdminQuery("/api/auth/sessions", SessionListSchema);
  return (
    <div className="container admin-conta">
      <h1>{MESSAGES.title}</h1>
      <p>
        {MESSAGES.signedInAs} <strong>{admin.nome}</strong> ({admin.email})
      </p>
      <PasswordSection onChanged={() => void sessions.reload()} />
      <section aria-labelledby="conta-sessoes">
        <h2 id="conta-sessoes">{MESSAGES.sessionsHeading}</h2>
        {sessions.error ? <p role="alert">{sessions.error}</p> : null}
        {sessions.data ? (
          <SessionTable sessions={sessions.data} onEnded={() => void sessions.reload()} />
        ) : sessions.error ? null : (
          <p role="status">{MESSAGES.loading}</p>
        )}
      </section>
      <section aria-labelledby="conta-totp">
        <h2 id="conta-totp">{MESSAGES.totpHeading}</h2>
        {account.error ? <p role="alert">{account.error}</p> : null}
        {account.data ? (
          <TotpSection
            enabled={account.data.totpEnabled}
            recoveryCodesLeft={account.data.recoveryCodesLeft}
            onChanged={() => void account.reload()}
          />
        ) : account.error ? null : (
          <p role="status">{MESSAGES.loading}</p>
        )}
      </section>
    </div>
  );
}

/** A password input with its label and its message, as the login page shows them. */
function PasswordField({
  formId,
  name,
  label,
  value,
  onChange,
  errors,
  autoComplete,
  hint,
}: {
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FormErrors;
  autoComplete: "current-password" | "new-password";
  hint?: string;
}) {
  const id = `${formId}-${name}`;
  const errorProps = fieldErrorProps(formId, name, errors.fields);
  const describedBy = [hint ? `${id}-dica` : null, errorProps["aria-describedby"]]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      {hint ? <p id={`${id}-dica`}>{hint}</p> : null}
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={errorProps["aria-invalid"]}
        aria-describedby={describedBy || undefined}
      />
      <FieldError id={fieldErrorId(formId, name)} message={errors.fields[name]} />
    </div>
  );
}

/** The state every small form of this page keeps: its errors, a busy flag, a lost session. */
function useSmallForm(fields: readonly string[], formRef: React.RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);
  function show(next: FormErrors) {
    setErrors(next);
    if (!focusFirstInvalid(formRef.current, next.fields))
      formRef.current?.querySelector<HTMLElement>("input")?.focus();
  }
  return {
    errors,
    busy,
    expired,
    setBusy,
    clearField: (field: string) => setErrors((current) => withoutFieldError(current, field)),
    reset: () => setErrors(NO_ERRORS),
    show,
    /** Shows a failed call: a 401 means the session itself ended. */
    fail(failure: ApiFailure) {
      if (failure.status === 401) setExpired(true);
      else show(errorsFromFailure(failure, fields));
    },
  };
}

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
type PasswordFieldName = (typeof PASSWORD_FIELDS)[number];
const EMPTY_PASSWORDS: Record<PasswordFieldName, string> = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const { authFetch } = useAdminSession();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSmallForm(PASSWORD_FIELDS, formRef);
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const formId = "conta-senha";

  const field = (name: PasswordFieldName) => ({
    formId,
    name,
    value: values[name],
    errors: form.errors,
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      form.clearField(name);
    },
  });

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const input = validateWith(ChangePasswordSchema, values);
    const details = input.success ? {} : { ...input.details };
    if (values.confirmPassword !== values.newPassword) details.confirmPassword = MESSAGES.mismatch;
    if (!input.success || Object.keys(details).length > 0) {
      const errors = splitErrorDetails(details, PASSWORD_FIELDS);
      errors.form.push(FORM_MESSAGES.checkFields);
      form.show(errors);
      return;
    }
    form.reset();
    form.setBusy(true);
    const result = await saveJson(authFetch, "PUT", "/api/auth/password", input.data);
    form.setBusy(false);
    if (!result.ok) {
      form.fail(result);
      return;
    }
    setValues(EMPTY_PASSWORDS);
    toast.show(MESSAGES.passwordChanged);
    onChanged();
  }

  return (
    <section aria-labelledby={`${formId}-titulo`}>
      <h2 id={`${formId}-titulo`}>{MESSAGES.passwordHeading}</h2>
      <p>{MESSAGES.passwordIntro}</p>
      {form.expired ? <SessionExpiredAlert /> : null}
      <ErrorSummary messages={form.errors.form} title={MESSAGES.failed} />
      <form
        id={formId}
        ref={formRef}
        noValidate
        className="admin-form"
        aria-busy={form.busy}
        onSubmit={handleSubmit}
      >
        <PasswordField
          {...field("currentPassword")}
          label={MESSAGES.currentPassword}
          autoComplete="current-password"
        />
        <PasswordField
          {...field("newPassword")}
          label={MESSAGES.newPassword}
          hint={MESSAGES.newPasswordHint}
          autoComplete="new-password"
        />
        <PasswordField
          {...field("confirmPassword")}
          label={MESSAGES.confirmPassword}
          autoComplete="new-password"
        />
        <button type="submit" className="admin-button" disabled={form.busy}>
          {form.busy ? MESSAGES.changingPassword : MESSAGES.changePassword}
        </button>
      </form>
    </section>
  );
}

function SessionTable({ sessions, onEnded }: { sessions: Session[]; onEnded: () => void }) {
  const { authFetch, handleUnauthorized } = useAdminSession();
  const toast = useToast();
  const [ending, setEnding] = useState<number | null>(null);

  async function end(session: Session) {
    setEnding(session.id);
    const result = await saveJson(authFetch, "DELETE", `/api/auth/sessions/${session.id}`);
    setEnding(null);
    if (!result.ok && result.status === 401) {
      handleUnauthorized();
      return;
    }
    toast.show(result.ok ? MESSAGES.sessionEnded : result.error, {
      kind: result.ok ? undefined : "error",
    });
    onEnded();
  }

  return (
    <table className="admin-conta__sessoes">
      <caption>{MESSAGES.sessionsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{MESSAGES.createdAt}</th>
          <th scope="col">{MESSAGES.lastUsedAt}</th>
          <th scope="col">{MESSAGES.address}</th>
          <th scope="col">{MESSAGES.actions}</th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr key={session.id} aria-current={session.current ? "true" : undefined}>
            <td>{formatDate(session.createdAt)}</td>
            <td>{formatDate(session.lastUsedAt)}</td>
            <td>{session.address ?? MESSAGES.unknownAddress}</td>
            <td>
              {session.current ? (
                <strong>{MESSAGES.currentSession}</strong>
              ) : (
                <button
                  type="button"
                  className="admin-button admin-button--secondary"
                  aria-label={MESSAGES.endSessionLabel(formatDate(session.createdAt))}
                  disabled={ending === session.id}
                  onClick={() => void end(session)}
                >
                  {MESSAGES.endSession}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const TOTP_FIELDS = ["code", "password"] as const;

function TotpSection({
  enabled,
  recoveryCodesLeft,
  onChanged,
}: {
  enabled: boolean;
  recoveryCodesLeft: number;
  onChanged: () => void;
}) {
  const { authFetch } = useAdminSession();
  const toast = useToast();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [value, setValue] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSmallForm(TOTP_FIELDS, formRef);

  if (recoveryCodes) {
    return (
      <div>
        <h3 id="conta-recuperacao">{MESSAGES.recoveryHeading}</h3>
        <p>{MESSAGES.recoveryIntro}</p>
        <ul aria-labelledby="conta-recuperacao" className="admin-conta__codigos">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="admin-button" onClick={() => setRecoveryCodes(null)}>
          {MESSAGES.recoveryDone}
        </button>
      </div>
    );
  }

  async function start() {
    form.reset();
    form.setBusy(true);
    const result = await saveJson(
      authFetch,
      "POST",
      "/api/auth/totp/setup",
      undefined,
      TotpSetupSchema,
    );
    form.setBusy(false);
    if (!result.ok) {
      form.fail(result);
      return;
    }
    setValue("");
    setSetup(result.data);
  }

  async function confirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const input = validateWith(TotpCodeSchema, { code: value });
    if (!input.success) {
      form.show(splitErrorDetails(input.details, ["code"]));
      return;
    }
    form.reset();
    form.setBusy(true);
    const result = await saveJson(
      authFetch,
      "POST",
      "/api/auth/totp/enable",
      input.data,
      RecoveryCodesSchema,
    );
    form.setBusy(false);
    if (!result.ok) {
      form.fail(result);
      return;
    }
    setSetup(null);
    setValue("");
    setRecoveryCodes(result.data.recoveryCodes);
    toast.show(MESSAGES.totpEnabled);
    onChanged();
  }

  async function disable(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const input = validateWith(PasswordConfirmationSchema, { password: value });
    if (!input.success) {
      form.show(splitErrorDetails(input.details, ["password"]));
      return;
    }
    form.reset();
    form.setBusy(true);
    const result = await saveJson(authFetch, "POST", "/api/auth/totp/disable", input.data);
    form.setBusy(false);
    if (!result.ok) {
      form.fail(result);
      return;
    }
    setValue("");
    toast.show(MESSAGES.totpDisabled);
    onChanged();
  }

  const feedback = (
    <>
      {form.expired ? <SessionExpiredAlert /> : null}
      <ErrorSummary messages={form.errors.form} title={MESSAGES.failed} />
    </>
  );

  if (enabled) {
    return (
      <>
        <p>{MESSAGES.totpOn(recoveryCodesLeft)}</p>
        {feedback}
        <form
          id="conta-totp-desativar"
          ref={formRef}
          noValidate
          className="admin-form"
          aria-busy={form.busy}
          onSubmit={disable}
        >
          <PasswordField
            formId="conta-totp-desativar"
            name="password"
            label={MESSAGES.password}
            value={value}
            onChange={(next) => {
              setValue(next);
              form.clearField("password");
            }}
            errors={form.errors}
            autoComplete="current-password"
          />
          <button type="submit" className="admin-button" disabled={form.busy}>
            {MESSAGES.disableTotp}
          </button>
        </form>
      </>
    );
  }

  if (!setup) {
    return (
      <>
        <p>{MESSAGES.totpOff}</p>
        {feedback}
        <button
          type="button"
          className="admin-button"
          disabled={form.busy}
          onClick={() => void start()}
        >
          {MESSAGES.startTotp}
        </button>
      </>
    );
  }

  const codeId = "conta-totp-code";
  const codeErrorProps = fieldErrorProps("conta-totp", "code", form.errors.fields);
  return (
    <>
      <p>{MESSAGES.scan}</p>
      <img src={setup.qrCode} alt={MESSAGES.qrAlt} width={200} height={200} />
      <p>
        {MESSAGES.secretLabel}: <code data-testid="totp-secret">{setup.secret}</code>
      </p>
      {feedback}
      <form
        id="conta-totp"
        ref={formRef}
        noValidate
        className="admin-form"
        aria-busy={form.busy}
        onSubmit={confirm}
      >
        <div className="admin-field">
          <label htmlFor={codeId} className="admin-field__label">
            {MESSAGES.code}
          </label>
          <p id={`${codeId}-dica`}>{MESSAGES.codeHint}</p>
          <input
            id={codeId}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              form.clearField("code");
            }}
            aria-invalid={codeErrorProps["aria-invalid"]}
            aria-describedby={[`${codeId}-dica`, codeErrorProps["aria-describedby"]]
              .filter(Boolean)
              .join(" ")}
          />
          <FieldError id={fieldErrorId("conta-totp", "code")} message={form.errors.fields.code} />
        </div>
        <button type="submit" className="admin-button" disabled={form.busy}>
          {MESSAGES.confirmTotp}
        </button>
        <button
          type="button"
          className="admin-button admin-button--secondary"
          onClick={() => {
            setSetup(null);
            form.reset();
          }}
        >
          {MESSAGES.cancel}
        </button>
      </form>
    </>
  );
}
