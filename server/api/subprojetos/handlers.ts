import type { RequestHandler } from "express";
import { CACHE_SECONDS, sendPublicJson } from "../../http/cache.ts";
import { notFound } from "../../http/errors.ts";
import { parseId, parseInput } from "../../http/validate.ts";
import type { ApiContext } from "../context.ts";
import { SubprojetoInputSchema } from "./schema.ts";
import {
  createSubprojeto,
  deleteSubprojeto,
  findSubprojetoById,
  listSubprojetos,
  updateSubprojeto,
} from "./service.ts";

const MESSAGES = {
  notFound: "Subprojeto não encontrado.",
} as const;

type IdParams = { id: string };

export function createSubprojetoHandlers({ db }: Pick<ApiContext, "db">) {
  const list: RequestHandler = async (req, res) => {
    sendPublicJson(req, res, await listSubprojetos(db), CACHE_SECONDS.content);
  };

  const get: RequestHandler<IdParams> = async (req, res) => {
    const subprojeto = await findSubprojetoById(db, parseId(req.params.id));
    if (!subprojeto) throw notFound(MESSAGES.notFound);
    sendPublicJson(req, res, subprojeto, CACHE_SECONDS.content);
  };

  const create: RequestHandler = async (req, res) => {
    const input = parseInput(SubprojetoInputSchema, req.body);
    res.status(201).json(await createSubprojeto(db, input));
  };

  const update: RequestHandler<IdParams> = async (req, res) => {
    const id = parseId(req.params.id);
    const input = parseInput(SubprojetoInputSchema, req.body);
    const subprojeto = await updateSubprojeto(db, id, input);
    if (!subprojeto) throw notFound(MESSAGES.notFound);
    res.status(200).json(subprojeto);
  };

  const remove: RequestHandler<IdParams> = async (req, res) => {
    if (!(await deleteSubprojeto(db, parseId(req.params.id)))) throw notFound(MESSAGES.notFound);
    res.status(204).end();
  };

  return { list, get, create, update, remove };
}
