import type { RequestHandler } from "express";
import { bearerToken } from "../../auth/sessions.ts";
import { LoginThrottledError } from "../../auth/throttle.ts";
import { sendPrivateJson } from "../../http/cache.ts";
import { tooManyRequests, unauthorized } from "../../http/errors.ts";
import { clientAddress } from "../../http/rate-limit.ts";
import { parseInput } from "../../http/validate.ts";
import type { ApiContext } from "../context.ts";
import { LoginSchema } from "./schema.ts";
import { InvalidCredentialsError, login, logout, toAuthUser } from "./service.ts";

const MESSAGES = {
  invalidCredentials: "E-mail ou senha incorretos.",
} as const;

/** Every auth answer, errors included, carries credentials or says something about them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

export function createAuthHandlers({ db }: Pick<ApiContext, "db">) {
  const handleLogin: RequestHandler = async (req, res) => {
    // A missing or non-JSON body is answered with the same field messages as an empty one.
    const input = parseInput(LoginSchema, req.body ?? {});
    try {
      sendPrivateJson(res, await login(db, input, clientAddress(req)));
    } catch (error) {
      if (error instanceof InvalidCredentialsError) throw unauthorized(MESSAGES.invalidCredentials);
      if (error instanceof LoginThrottledError)
        throw tooManyRequests(error.retryAfterSeconds, error.message);
      throw error;
    }
  };

  /** Runs after requireAdmin, which answers 401 for a missing, unknown or expired token. */
  const verify: RequestHandler = (_req, res) => {
    const admin = res.locals.admin;
    if (!admin) throw unauthorized();
    sendPrivateJson(res, { user: toAuthUser(admin) });
  };

  const handleLogout: RequestHandler = async (req, res) => {
    const token = bearerToken(req.get("authorization"));
    if (!token) throw unauthorized();
    await logout(db, token);
    res.status(204).end();
  };

  return { login: handleLogin, verify, logout: handleLogout };
}
