import type { RequestHandler } from "express";
import { CACHE_SECONDS, sendPublicJson } from "../../http/cache.ts";
import { notFound } from "../../http/errors.ts";
import { parseInput } from "../../http/validate.ts";
import type { ApiContext } from "../context.ts";
import { SobreProjetoInputSchema } from "./schema.ts";
import { findSobreProjeto, saveSobreProjeto } from "./service.ts";

const MESSAGES = {
  notFound: "Conteúdo não encontrado.",
} as const;

export function createSobreProjetoHandlers({ db }: Pick<ApiContext, "db">) {
  const get: RequestHandler = async (req, res) => {
    const sobreProjeto = await findSobreProjeto(db);
    // The page answers a 404 with its own fallback text.
    if (!sobreProjeto) throw notFound(MESSAGES.notFound);
    sendPublicJson(req, res, sobreProjeto, CACHE_SECONDS.content);
  };

  const update: RequestHandler = async (req, res) => {
    const input = parseInput(SobreProjetoInputSchema, req.body);
    res.status(200).json(await saveSobreProjeto(db, input));
  };

  return { get, update };
}
