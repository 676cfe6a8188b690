import type { Request } from "express";
import type { Kysely } from "kysely";
import { bearerToken } from "../../auth/sessions.ts";
import { LoginThrottledError } from "../../auth/throttle.ts";
import type { Database } from "../../db/schema.ts";
import { tooManyRequests, unauthorized } from "../../http/errors.ts";
import { clientAddress } from "../../http/rate-limit.ts";
import type { LoginInput, LoginResult } from "./schema.ts";
import { InvalidCredentialsError, login, logout } from "./service.ts";

const MESSAGES = {
  invalidCredentials: "E-mail ou senha incorretos.",
} as const;

/** Logs in; an unknown e-mail and a wrong password get the same 401. */
export async function handleLogin(
  db: Kysely<Database>,
  input: LoginInput,
  req: Request,
): Promise<LoginResult> {
  try {
    return await login(db, input, clientAddress(req));
  } catch (error) {
    if (error instanceof InvalidCredentialsError) throw unauthorized(MESSAGES.invalidCredentials);
    if (error instanceof LoginThrottledError)
      throw tooManyRequests(error.retryAfterSeconds, error.message);
    throw error;
  }
}

/** Ends the session of the request's own token. */
export async function handleLogout(db: Kysely<Database>, req: Request): Promise<void> {
  const token = bearerToken(req.get("authorization"));
  if (!token) throw unauthorized();
  await logout(db, token);
}
