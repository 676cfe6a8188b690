import type { Request } from "express";
import type { Kysely } from "kysely";
import { PasswordPolicyError } from "../../auth/passwords.ts";
import { bearerToken, type SessionAdmin } from "../../auth/sessions.ts";
import { LoginThrottledError } from "../../auth/throttle.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest, notFound, tooManyRequests, unauthorized } from "../../http/errors.ts";
import { clientAddress } from "../../http/rate-limit.ts";
import { recordAudit, type AuditEvent } from "../registro/service.ts";
import * as repository from "./repository.ts";
import type {
  ChangePasswordInput,
  LoginAnswer,
  LoginInput,
  LoginResult,
  LoginTotpInput,
  RecoveryCodes,
  TotpSetup,
} from "./schema.ts";
import {
  AccountDisabledError,
  InvalidCodeError,
  InvalidCredentialsError,
  LoginChallengeExpiredError,
  TotpStateError,
  WrongPasswordError,
  changePassword,
  disableTotp,
  enableTotp,
  endSession,
  login,
  loginWithCode,
  logout,
  setupTotp,
} from "./service.ts";

export const AUTH_MESSAGES = {
  invalidCredentials: "E-mail ou senha incorretos.",
  disabled: "Esta conta está desativada. Fale com um administrador do site.",
  wrongPassword: "A senha atual está incorreta.",
  wrongConfirmation: "Senha incorreta.",
  invalidCode: "Código inválido ou já usado.",
  challengeExpired: "A verificação expirou. Entre novamente.",
  totpEnabled: "A verificação em duas etapas já está ativada.",
  totpNotPending: "Gere um novo código QR antes de confirmar.",
  sessionNotFound: "Sessão não encontrada.",
} as const;

/** Throttling answers 429 wherever a password or a code is checked. */
function rethrowThrottled(error: unknown): void {
  if (error instanceof LoginThrottledError)
    throw tooManyRequests(error.retryAfterSeconds, error.message);
}

/** The audit log's actions of the sign-in steps, which no guarded route records. */
export const SIGN_IN_ACTIONS = {
  login: "login",
  challenge: "loginChallenge",
  failed: "loginFailed",
  code: "loginWithCode",
  codeFailed: "loginWithCodeFailed",
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
  let answer: LoginAnswer;
  try {
    answer = await login(db, input, clientAddress(req));
  } catch (error) {
    if (error instanceof InvalidCredentialsError || error instanceof AccountDisabledError) {
      const disabled = error instanceof AccountDisabledError;
      await recordSignInEvent(db, req, {
        conta: await accountOf(db, input.email),
        acao: SIGN_IN_ACTIONS.failed,
        nota: `E-mail informado: ${input.email}.${disabled ? " A conta está desativada." : ""}`,
      });
      throw unauthorized(disabled ? AUTH_MESSAGES.disabled : AUTH_MESSAGES.invalidCredentials);
    }
    rethrowThrottled(error);
    throw error;
  }
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
  let result: LoginResult;
  try {
    result = await loginWithCode(db, input, clientAddress(req));
  } catch (error) {
    if (error instanceof InvalidCodeError) {
      await recordSignInEvent(db, req, {
        conta: error.account ?? null,
        acao: SIGN_IN_ACTIONS.codeFailed,
        nota: "Código da verificação em duas etapas incorreto.",
      });
      throw unauthorized(AUTH_MESSAGES.invalidCode);
    }
    if (error instanceof LoginChallengeExpiredError)
      throw unauthorized(AUTH_MESSAGES.challengeExpired);
    rethrowThrottled(error);
    throw error;
  }
  await recordSignInEvent(db, req, {
    conta: { id: result.user.id, nome: result.user.nome },
    acao: SIGN_IN_ACTIONS.code,
  });
  return result;
}

/** Ends the session of the request's own token. */
export async function handleLogout(db: Kysely<Database>, req: Request): Promise<void> {
  const token = bearerToken(req.get("authorization"));
  if (!token) throw unauthorized();
  await logout(db, token);
}

/** A wrong current password is a 400 on its field: the session itself is fine. */
export async function handleChangePassword(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: ChangePasswordInput,
  req: Request,
): Promise<void> {
  try {
    await changePassword(db, admin, input, clientAddress(req));
  } catch (error) {
    if (error instanceof WrongPasswordError)
      throw badRequest({ currentPassword: AUTH_MESSAGES.wrongPassword });
    if (error instanceof PasswordPolicyError) throw badRequest({ newPassword: error.message });
    rethrowThrottled(error);
    throw error;
  }
}

export async function handleEndSession(
  db: Kysely<Database>,
  admin: SessionAdmin,
  sessionId: number,
): Promise<void> {
  if (!(await endSession(db, admin, sessionId))) throw notFound(AUTH_MESSAGES.sessionNotFound);
}

function totpStateError(error: TotpStateError) {
  return badRequest(
    undefined,
    error.state === "enabled" ? AUTH_MESSAGES.totpEnabled : AUTH_MESSAGES.totpNotPending,
  );
}

export async function handleEnableTotp(
  db: Kysely<Database>,
  admin: SessionAdmin,
  code: string,
  req: Request,
): Promise<RecoveryCodes> {
  try {
    return await enableTotp(db, admin, code, clientAddress(req));
  } catch (error) {
    if (error instanceof InvalidCodeError) throw badRequest({ code: AUTH_MESSAGES.invalidCode });
    if (error instanceof TotpStateError) throw totpStateError(error);
    rethrowThrottled(error);
    throw error;
  }
}

export async function handleDisableTotp(
  db: Kysely<Database>,
  admin: SessionAdmin,
  password: string,
  req: Request,
): Promise<void> {
  try {
    await disableTotp(db, admin, password, clientAddress(req));
  } catch (error) {
    if (error instanceof WrongPasswordError)
      throw badRequest({ password: AUTH_MESSAGES.wrongConfirmation });
    rethrowThrottled(error);
    throw error;
  }
}

export async function handleSetupTotp(
  db: Kysely<Database>,
  admin: SessionAdmin,
): Promise<TotpSetup> {
  try {
    return await setupTotp(db, admin);
  } catch (error) {
    if (error instanceof TotpStateError) throw totpStateError(error);
    throw error;
  }
}
