import type { Request, Response } from "express";
import type { Kysely } from "kysely";
import { hasPapel, type Papel } from "../auth/roles.ts";
import { findSessionAdmin } from "../auth/sessions.ts";
import type { Database } from "../db/schema.ts";
import { readCookie } from "../http/language.ts";

/*
 * Who may read a private file (decision 068). An autor's uploads stay private until
 * published content names them; until then only signed-in accounts read them. The admin
 * area signs its API calls with a bearer token, which an <img> cannot send, so every
 * authenticated call also leaves the token in a cookie only the browser can read
 * (HttpOnly), sent only to /media/ and only from this site's own pages (SameSite=Strict),
 * and gone when the browser closes. The media handler is its only reader, and only ever
 * answers bytes to it: no write trusts the cookie, so it opens no door to forged requests.
 */

export const MEDIA_ACCESS_COOKIE = "painel_midia";

const COOKIE_OPTIONS = { path: "/media/", httpOnly: true, sameSite: "strict" } as const;

/** Files an account of this role stores stay private until published: an autor's. */
export const storesPrivately = (papel: Papel) => !hasPapel(papel, "editor");

/** Leaves the live token in the media cookie, unless the request already carries it. */
export function grantMediaAccess(req: Request, res: Response, token: string): void {
  if (readCookie(req.headers.cookie, MEDIA_ACCESS_COOKIE) === token) return;
  res.cookie(MEDIA_ACCESS_COOKIE, token, { ...COOKIE_OPTIONS, secure: req.secure });
}

/** Clears the media cookie, as a logout does. */
export function endMediaAccess(req: Request, res: Response): void {
  if (readCookie(req.headers.cookie, MEDIA_ACCESS_COOKIE) === undefined) return;
  res.clearCookie(MEDIA_ACCESS_COOKIE, { ...COOKIE_OPTIONS, secure: req.secure });
}

/** Whether the request comes from a browser with a live session, through the media cookie. */
export async function maySeePrivateMedia(db: Kysely<Database>, req: Request): Promise<boolean> {
  const token = readCookie(req.headers.cookie, MEDIA_ACCESS_COOKIE);
  return token ? (await findSessionAdmin(db, token)) !== undefined : false;
}
