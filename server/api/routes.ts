import express from "express";
import type { ApiContext } from "./context.ts";
import { apiNotFound } from "../http/errors.ts";

/**
 * Every API path, in one table, grouped by area. Literal paths come before `:id`.
 */
export function createApiRouter(_context: ApiContext): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: "1mb" }));

  router.use(apiNotFound);
  return router;
}
