import type { RequestHandler } from "express";
import { CACHE_SECONDS, sendPublicJson } from "../../http/cache.ts";
import { notFound } from "../../http/errors.ts";
import { parseId, parseInput } from "../../http/validate.ts";
import type { ApiContext } from "../context.ts";
import { MembroInputSchema } from "./schema.ts";
import {
  createMembro,
  deleteMembro,
  findMembroById,
  listMembros,
  updateMembro,
} from "./service.ts";

const MESSAGES = {
  notFound: "Membro não encontrado.",
} as const;

type IdParams = { id: string };

export function createMembroHandlers({ db, config }: Pick<ApiContext, "db" | "config">) {
  const list: RequestHandler = async (req, res) => {
    sendPublicJson(req, res, await listMembros(db), CACHE_SECONDS.content);
  };

  const get: RequestHandler<IdParams> = async (req, res) => {
    const membro = await findMembroById(db, parseId(req.params.id));
    if (!membro) throw notFound(MESSAGES.notFound);
    sendPublicJson(req, res, membro, CACHE_SECONDS.content);
  };

  const create: RequestHandler = async (req, res) => {
    const input = parseInput(MembroInputSchema, req.body);
    res.status(201).json(await createMembro(db, input, config.imageImport));
  };

  const update: RequestHandler<IdParams> = async (req, res) => {
    const id = parseId(req.params.id);
    const input = parseInput(MembroInputSchema, req.body);
    const membro = await updateMembro(db, id, input, config.imageImport);
    if (!membro) throw notFound(MESSAGES.notFound);
    res.status(200).json(membro);
  };

  const remove: RequestHandler<IdParams> = async (req, res) => {
    if (!(await deleteMembro(db, parseId(req.params.id)))) throw notFound(MESSAGES.notFound);
    res.status(204).end();
  };

  return { list, get, create, update, remove };
}
