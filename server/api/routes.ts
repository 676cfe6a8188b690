import express from "express";
import { requireAdmin } from "../auth/require-admin.ts";
import { apiNotFound } from "../http/errors.ts";
import type { ApiContext } from "./context.ts";

/** Body limits: small for public forms and auth, large for editors' writes carrying images. */
export const jsonSmall = express.json({ limit: "16kb" });
export const jsonLarge = express.json({ limit: "32mb" });

/**
 * Every API path, in one table, grouped by area. Literal paths come before `:id`.
 * Writes run `admin` before parsing the body, so an anonymous client cannot make the
 * server read a large body.
 */
export function createApiRouter(context: ApiContext): express.Router {
  const router = express.Router();
  const admin = requireAdmin(context);
  void admin;

  // --- auth ---

  // --- media ---

  // --- noticias ---

  // --- fake-news ---

  // --- subprojetos ---

  // --- equipe ---

  // --- newsletters ---

  // --- sobre-projeto ---

  // --- contato-institucional ---

  // --- contato ---

  // --- openapi ---

  router.use(apiNotFound);
  return router;
}
