import type { RequestHandler } from "express";
import { CACHE_SECONDS, sendPublicJson } from "../../http/cache.ts";
import { getOpenApiDocument } from "./document.ts";

export function createOpenApiHandlers() {
  const get: RequestHandler = (req, res) => {
    sendPublicJson(req, res, getOpenApiDocument(), CACHE_SECONDS.content);
  };

  return { get };
}
