import type { RequestHandler } from "express";
import type { ApiContext } from "../api/context.ts";
import { unauthorized } from "../http/errors.ts";
import { bearerToken, findSessionAdmin, type SessionAdmin } from "./sessions.ts";

declare global {
  namespace Express {
    interface Locals {
      admin?: SessionAdmin;
    }
  }
}

/** Guards every write: a live bearer token or 401. Sets `res.locals.admin`. */
export function requireAdmin({ db }: Pick<ApiContext, "db">): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.get("authorization"));
    const admin = token ? await findSessionAdmin(db, token) : undefined;
    if (!admin) throw unauthorized();
    res.locals.admin = admin;
    res.set("Cache-Control", "no-store");
    next();
  };
}
