import type { RequestHandler } from "express";
import { CACHE_SECONDS, sendPublicJson } from "../../http/cache.ts";
import { parseInput } from "../../http/validate.ts";
import type { ApiContext } from "../context.ts";
import { ContatoInstitucionalInputSchema } from "./schema.ts";
import { getContatoInstitucional, saveContatoInstitucional } from "./service.ts";

export function createContatoInstitucionalHandlers({ db }: Pick<ApiContext, "db">) {
  const get: RequestHandler = async (req, res) => {
    sendPublicJson(req, res, await getContatoInstitucional(db), CACHE_SECONDS.content);
  };

  const update: RequestHandler = async (req, res) => {
    const input = parseInput(ContatoInstitucionalInputSchema, req.body);
    res.status(200).json(await saveContatoInstitucional(db, input));
  };

  return { get, update };
}
