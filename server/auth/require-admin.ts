import type { RequestHandler } from "express";
import type { ApiContext } from "../api/context.ts";
import { forbidden, unauthorized } from "../http/errors.ts";
import { grantMediaAccess } from "../media/access.ts";
import { hasPapel, type Papel } from "./roles.ts";
import { bearerToken, findSessionAdmin, type SessionAdmin } from "./sessions.ts";

declare global {
  namespace Express {
    interface Locals {
      admin?: SessionAdmin;
    }
  }
}

/**
 * Guards every write: a live bearer token or 401, and, when `papel` is given, an account
 * of that role or a higher one or 403. Sets `res.locals.admin`, and leaves the token
 * where the browser shows private files with it (decision 068).
 */
export function requireAdmin(
  { db }: Pick<ApiContext, "db">,
  papel: Papel = "autor",
): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.get("authorization"));
    const admin = token ? await findSessionAdmin(db, token) : undefined;
    if (!admin || !token) throw unauthorized();
    grantMediaAccess(req, res, token);
    if (!hasPapel(admin.papel, papel)) throw forbidden();
    res.locals.admin = admin;
    res.set("Cache-Control", "no-store");
    next();
  };
}
