import type { Request } from "express";
import type { Kysely } from "kysely";
import { PasswordPolicyError } from "../../auth/passwords.ts";
import { bearerToken, type SessionAdmin } from "../../auth/sessions.ts";
import { LoginThrottledError } from "../../auth/throttle.ts";
import { TotpKeyMissingError } from "../../auth/totp-key.ts";
import type { Database } from "../../db/schema.ts";
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
  type HttpError,
} from "../../http/errors.ts";
import { clientAddress } from "../../http/rate-limit.ts";
import { requestOrigin } from "../../http/request-origin.ts";
import { endMediaAccess } from "../../media/access.ts";
import { recordAudit, type AuditEvent } from "../registro/service.ts";
import {
  InvalidResetLinkError,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESETS_PER_HOUR,
  requestPasswordReset,
  resetPasswordWithLink,
} from "./password-reset.ts";
import * as repository from "./repository.ts";
import type {
  ChangePasswordInput,
  EmailChangeInput,
  ForgotPasswordInput,
  ResetPasswordInput,
  LoginAnswer,
  LoginInput,
  LoginResult,
  LoginTotpInput,
  ReauthInput,
  TotpCodeInput,
} from "./schema.ts";
import {
  ContaDisabledError,
  DuplicateEmailError,
  InvalidCodeError,
  InvalidCredentialsError,
  LoginChallengeExpiredError,
  ReauthMissingError,
  SecondFactorThrottledError,
  TotpStateError,
  WrongPasswordError,
  changeEmail,
  changePassword,
  disableTotp,
  enableTotp,
  endSession,
  login,
  loginWithCode,
  logout,
  regenerateRecoveryCodes,
  setupTotp,
} from "./service.ts";

export const AUTH_MESSAGES = {
  invalidCredentials: "E-mail ou senha incorretos.",
  disabled: "Esta conta está desativada. Fale com um administrador do site.",
  wrongPassword: "A senha atual está incorreta.",
  invalidCode: "Código inválido ou já usado.",
  challengeExpired: "A verificação expirou. Entre novamente.",
  totpEnabled: "A verificação em duas etapas já está ativada.",
  totpNotPending: "Gere um novo código QR antes de confirmar.",
  totpNotEnabled: "A verificação em duas etapas não está ativada nesta conta.",
  totpKeyMissing:
    "A verificação em duas etapas ainda não pode ser ativada neste servidor: falta configurar a chave TOTP_KEY. Fale com quem administra o servidor.",
  emailTaken: "Já existe outra conta com este e-mail.",
  sessionNotFound: "Sessão não encontrada.",
  reauthSenha: "Confirme com a sua senha atual.",
  reauthCodigo: "Confirme também com o código do aplicativo autenticador.",
  reauthWrongCode: "Código do aplicativo inválido ou já usado.",
} as const;

/**
 * A refused re-authentication is a 403 (the session itself is fine, so no 401 that would
 * sign the page out), with a message saying what to give again.
 */
function reauthError(error: unknown) {
  if (error instanceof ReauthMissingError)
    return forbidden(
      error.reason === "senha" ? AUTH_MESSAGES.reauthSenha : AUTH_MESSAGES.reauthCodigo,
    );
  if (error instanceof WrongPasswordError) return forbidden(AUTH_MESSAGES.wrongPassword);
  if (error instanceof InvalidCodeError) return forbidden(AUTH_MESSAGES.reauthWrongCode);
  return undefined;
}

/**
 * Awaits a service call and throws the answer `toAnswer` gives for its error, if any.
 * Throttling answers 429 wherever a password or a code is checked.
 */
async function answering<T>(
  call: Promise<T>,
  toAnswer: (error: unknown) => HttpError | undefined | Promise<HttpError | undefined>,
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const answer = await toAnswer(error);
    if (answer) throw answer;
    if (error instanceof LoginThrottledError)
      throw tooManyRequests(error.retryAfterSeconds, error.message);
    throw error;
  }
}

/** The audit log's actions of the sign-in steps, which no guarded route records. */
export const PASSWORD_RESET_ACTIONS = {
  requested: "requestPasswordReset",
  done: "resetPassword",
} as const;

export const SIGN_IN_ACTIONS = {
  login: "login",
  challenge: "loginChallenge",
  failed: "loginFailed",
  code: "loginWithCode",
  codeFailed: "loginWithCodeFailed",
  codeThrottled: "loginWithCodeThrottled",
} as const;

function recordSignInEvent(
  db: Kysely<Database>,
  req: Request,
  event: Omit<AuditEvent, "tipo">,
): Promise<void> {
  return recordAudit(db, { ...event, tipo: "auth" }, req);
}

/** The account an e-mail names, for the audit row of a login (none for an unknown e-mail). */
async function accountOf(db: Kysely<Database>, email: string) {
  const row = await repository.findAdministradorByEmail(db, email);
  return row ? { id: row.id, nome: row.nome } : null;
}

/**
 * Logs in; an unknown e-mail and a wrong password get the same 401. Each outcome but a
 * throttled one (which checks no password) leaves a row in the audit log; a failure's
 * row names the e-mail tried, never the password.
 */
export async function handleLogin(
  db: Kysely<Database>,
  input: LoginInput,
  req: Request,
): Promise<LoginAnswer> {
  const answer = await answering(login(db, input, clientAddress(req)), async (error) => {
    if (!(error instanceof InvalidCredentialsError || error instanceof ContaDisabledError))
      return undefined;
    const disabled = error instanceof ContaDisabledError;
    await recordSignInEvent(db, req, {
      conta: await accountOf(db, input.email),
      acao: SIGN_IN_ACTIONS.failed,
      nota: `E-mail informado: ${input.email}.${disabled ? " A conta está desativada." : ""}`,
    });
    return unauthorized(disabled ? AUTH_MESSAGES.disabled : AUTH_MESSAGES.invalidCredentials);
  });
  if ("token" in answer) {
    await recordSignInEvent(db, req, {
      conta: { id: answer.user.id, nome: answer.user.nome },
      acao: SIGN_IN_ACTIONS.login,
    });
  } else {
    await recordSignInEvent(db, req, {
      conta: await accountOf(db, input.email),
      acao: SIGN_IN_ACTIONS.challenge,
      nota: "Senha correta; falta o código da verificação em duas etapas.",
    });
  }
  return answer;
}

/** The second step of a login with a TOTP or recovery code. */
export async function handleLoginWithCode(
  db: Kysely<Database>,
  input: LoginTotpInput,
  req: Request,
): Promise<LoginResult> {
  const result = await answering(loginWithCode(db, input, clientAddress(req)), async (error) => {
    if (error instanceof InvalidCodeError) {
      await recordSignInEvent(db, req, {
        conta: error.account ?? null,
        acao: SIGN_IN_ACTIONS.codeFailed,
        nota: "Código da verificação em duas etapas incorreto.",
      });
      return unauthorized(AUTH_MESSAGES.invalidCode);
    }
    if (error instanceof LoginChallengeExpiredError)
      return unauthorized(AUTH_MESSAGES.challengeExpired);
    // Recorded although no code was checked: only someone with the password gets here,
    // and a challenge takes few tries, so these rows cannot flood the log.
    if (error instanceof SecondFactorThrottledError) {
      await recordSignInEvent(db, req, {
        conta: error.account,
        acao: SIGN_IN_ACTIONS.codeThrottled,
        nota: `Código não verificado: muitos códigos errados; nova tentativa em ${error.retryAfterSeconds} s.`,
      });
    }
    return undefined;
  });
  await recordSignInEvent(db, req, {
    conta: { id: result.user.id, nome: result.user.nome },
    acao: SIGN_IN_ACTIONS.code,
  });
  return result;
}

/** Ends the session of the request's own token, and the browser's copy for private files. */
export async function handleLogout(db: Kysely<Database>, req: Request): Promise<void> {
  const token = bearerToken(req.get("authorization"));
  if (!token) throw unauthorized();
  await logout(db, token);
  if (req.res) endMediaAccess(req, req.res);
}

/** A wrong current password is a 400 on its field: the session itself is fine. */
export async function handleChangePassword(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: ChangePasswordInput,
  req: Request,
): Promise<void> {
  await answering(changePassword(db, admin, input, clientAddress(req)), (error) => {
    if (error instanceof WrongPasswordError)
      return badRequest({ currentPassword: AUTH_MESSAGES.wrongPassword });
    if (error instanceof PasswordPolicyError) return badRequest({ newPassword: error.message });
    return undefined;
  });
}

export async function handleEndSession(
  db: Kysely<Database>,
  admin: SessionAdmin,
  sessionId: number,
  input: ReauthInput,
  req: Request,
): Promise<void> {
  const ended = await answering(
    endSession(db, admin, sessionId, input, clientAddress(req)),
    reauthError,
  );
  if (!ended) throw notFound(AUTH_MESSAGES.sessionNotFound);
}

const TOTP_STATE_MESSAGES = {
  enabled: AUTH_MESSAGES.totpEnabled,
  notEnabled: AUTH_MESSAGES.totpNotEnabled,
  notPending: AUTH_MESSAGES.totpNotPending,
} as const;

/** The factor's state refuses the step; so does a server without TOTP_KEY, at set-up. */
function totpStateError(error: unknown) {
  if (error instanceof TotpKeyMissingError)
    return badRequest(undefined, AUTH_MESSAGES.totpKeyMissing);
  if (!(error instanceof TotpStateError)) return undefined;
  return badRequest(undefined, TOTP_STATE_MESSAGES[error.reason]);
}

/** A wrong code is the pending secret's (the account has no second factor to check yet). */
export async function handleEnableTotp(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: TotpCodeInput,
  req: Request,
) {
  return answering(
    enableTotp(db, admin, input.code, { senha: input.senha }, clientAddress(req)),
    (error) =>
      error instanceof InvalidCodeError
        ? badRequest({ code: AUTH_MESSAGES.invalidCode })
        : (totpStateError(error) ?? reauthError(error)),
  );
}

export async function handleDisableTotp(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: ReauthInput,
  req: Request,
): Promise<void> {
  await answering(disableTotp(db, admin, input, clientAddress(req)), reauthError);
}

export async function handleSetupTotp(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: ReauthInput,
  req: Request,
) {
  return answering(
    setupTotp(db, admin, input, clientAddress(req)),
    (error) => totpStateError(error) ?? reauthError(error),
  );
}

/** New recovery codes, answered this once; the old ones stop working. */
export async function handleRegenerateRecoveryCodes(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: ReauthInput,
  req: Request,
) {
  return answering(
    regenerateRecoveryCodes(db, admin, input, clientAddress(req)),
    (error) => totpStateError(error) ?? reauthError(error),
  );
}

/** A taken e-mail is a 409 on its field; the audit row names the old and the new e-mail. */
export async function handleChangeEmail(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: EmailChangeInput,
  req: Request,
) {
  const changed = await answering(changeEmail(db, admin, input, clientAddress(req)), (error) =>
    error instanceof DuplicateEmailError
      ? conflict(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken })
      : reauthError(error),
  );
  if (req.res)
    req.res.locals.auditNote = `Mudou o e-mail da conta de ${changed.previous} para ${changed.user.email}.`;
  return { user: changed.user };
}

/**
 * "Esqueci minha senha": the same 202 for any address. The audit log keeps what happened
 * (a link sent, or too many asked for the account); an address of no account leaves no row.
 */
export async function handleForgotPassword(
  db: Kysely<Database>,
  input: ForgotPasswordInput,
  req: Request,
  publicUrl: string | undefined,
): Promise<Record<string, never>> {
  const outcome = await requestPasswordReset(db, input.email, requestOrigin(req, publicUrl));
  if (outcome.conta) {
    await recordSignInEvent(db, req, {
      conta: outcome.conta,
      acao: PASSWORD_RESET_ACTIONS.requested,
      nota: outcome.sent
        ? "Link de redefinição de senha enviado por e-mail."
        : `Link não enviado: já foram ${PASSWORD_RESETS_PER_HOUR} nesta hora.`,
    });
  }
  return {};
}

/** A new password with the e-mailed link; a dead link is a 400 on the form. */
export async function handleResetPassword(
  db: Kysely<Database>,
  input: ResetPasswordInput,
  req: Request,
): Promise<void> {
  const conta = await answering(resetPasswordWithLink(db, input.token, input.senha), (error) => {
    if (error instanceof InvalidResetLinkError)
      return badRequest(undefined, PASSWORD_RESET_MESSAGES.invalidLink);
    if (error instanceof PasswordPolicyError) return badRequest({ senha: error.message });
    return undefined;
  });
  await recordSignInEvent(db, req, {
    conta,
    acao: PASSWORD_RESET_ACTIONS.done,
    nota: "Senha redefinida pelo link do e-mail; todas as sessões da conta foram encerradas.",
  });
}
