import type { RequestHandler, Response } from "express";
import type { SessionAdmin } from "../../auth/sessions.ts";
import { CACHE_SECONDS, sendPublicJson } from "../../http/cache.ts";
import { HttpError, notFound, unauthorized } from "../../http/errors.ts";
import { parseId, parseInput } from "../../http/validate.ts";
import type { ApiContext } from "../context.ts";
import { NOTICIA_MESSAGES, NoticiaInputSchema } from "./schema.ts";
import {
  createNoticia,
  deleteNoticia,
  findNoticiaById,
  listNoticias,
  updateNoticia,
} from "./service.ts";

type IdParams = { id: string };

/** A malformed id names no item either: same answer as an unknown one. */
function noticiaId(raw: string): number {
  try {
    return parseId(raw);
  } catch (error) {
    if (error instanceof HttpError) throw notFound(NOTICIA_MESSAGES.notFound);
    throw error;
  }
}

function editor(res: Response): SessionAdmin {
  const admin = res.locals.admin;
  if (!admin) throw unauthorized();
  return admin;
}

export function createNoticiaHandlers({ db, config }: Pick<ApiContext, "db" | "config">) {
  const list: RequestHandler = async (req, res) => {
    sendPublicJson(req, res, await listNoticias(db), CACHE_SECONDS.content);
  };

  const get: RequestHandler<IdParams> = async (req, res) => {
    const noticia = await findNoticiaById(db, noticiaId(req.params.id));
    if (!noticia) throw notFound(NOTICIA_MESSAGES.notFound);
    sendPublicJson(req, res, noticia, CACHE_SECONDS.content);
  };

  const create: RequestHandler = async (req, res) => {
    const input = parseInput(NoticiaInputSchema, req.body);
    const noticia = await createNoticia(db, input, editor(res), config.imageImport);
    res.status(201).location(`/api/noticias/${noticia.id}`).json(noticia);
  };

  const update: RequestHandler<IdParams> = async (req, res) => {
    const id = noticiaId(req.params.id);
    const input = parseInput(NoticiaInputSchema, req.body);
    res.status(200).json(await updateNoticia(db, id, input, editor(res), config.imageImport));
  };

  const remove: RequestHandler<IdParams> = async (req, res) => {
    await deleteNoticia(db, noticiaId(req.params.id));
    res.status(204).end();
  };

  return { list, get, create, update, remove };
}
