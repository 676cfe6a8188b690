import express from "express";
import type { ApiContext } from "../api/context.ts";
import { createMediaHandlers } from "./handlers.ts";

/** Serves stored files under /media/; the upload lives in the API route table. */
export function createMediaRouter(context: Pick<ApiContext, "db">): express.Router {
  const router = express.Router();
  const media = createMediaHandlers(context);
  router.get("/:name", media.serve);
  router.use(media.notFound);
  return router;
}
