import type { RequestHandler } from "express";
import { sendPrivateJson } from "../../http/cache.ts";
import { notFound } from "../../http/errors.ts";
import { parseId, parseInput } from "../../http/validate.ts";
import type { ApiContext } from "../context.ts";
import { ContatoMensagemInputSchema } from "./schema.ts";
import { deleteContatoMensagem, listContatoMensagens, submitContatoMensagem } from "./service.ts";

const MESSAGES = {
  notFound: "Mensagem não encontrada.",
} as const;

type IdParams = { id: string };

export function createContatoHandlers({ db }: Pick<ApiContext, "db">) {
  const create: RequestHandler = async (req, res) => {
    const input = parseInput(ContatoMensagemInputSchema, req.body);
    // The sender's own words come back: no cache may keep them.
    sendPrivateJson(res, await submitContatoMensagem(db, input), 201);
  };

  const list: RequestHandler = async (_req, res) => {
    sendPrivateJson(res, await listContatoMensagens(db));
  };

  const remove: RequestHandler<IdParams> = async (req, res) => {
    const id = parseId(req.params.id);
    if (!(await deleteContatoMensagem(db, id))) throw notFound(MESSAGES.notFound);
    res.status(204).end();
  };

  return { create, list, remove };
}
