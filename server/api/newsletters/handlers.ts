import type { RequestHandler } from "express";
import { CACHE_SECONDS, sendPublicJson } from "../../http/cache.ts";
import { notFound } from "../../http/errors.ts";
import { parseId, parseInput } from "../../http/validate.ts";
import type { ApiContext } from "../context.ts";
import { NewsletterInputSchema } from "./schema.ts";
import {
  createNewsletter,
  deleteNewsletter,
  findNewsletterById,
  listNewsletters,
  updateNewsletter,
} from "./service.ts";

const MESSAGES = {
  notFound: "Newsletter não encontrada.",
} as const;

type IdParams = { id: string };

export function createNewsletterHandlers({ db }: Pick<ApiContext, "db">) {
  const list: RequestHandler = async (req, res) => {
    sendPublicJson(req, res, await listNewsletters(db), CACHE_SECONDS.newsletters);
  };

  const get: RequestHandler<IdParams> = async (req, res) => {
    const newsletter = await findNewsletterById(db, parseId(req.params.id));
    if (!newsletter) throw notFound(MESSAGES.notFound);
    sendPublicJson(req, res, newsletter, CACHE_SECONDS.newsletters);
  };

  const create: RequestHandler = async (req, res) => {
    const input = parseInput(NewsletterInputSchema, req.body);
    res.status(201).json(await createNewsletter(db, input));
  };

  const update: RequestHandler<IdParams> = async (req, res) => {
    const id = parseId(req.params.id);
    const input = parseInput(NewsletterInputSchema, req.body);
    const newsletter = await updateNewsletter(db, id, input);
    if (!newsletter) throw notFound(MESSAGES.notFound);
    res.status(200).json(newsletter);
  };

  const remove: RequestHandler<IdParams> = async (req, res) => {
    if (!(await deleteNewsletter(db, parseId(req.params.id)))) throw notFound(MESSAGES.notFound);
    res.status(204).end();
  };

  return { list, get, create, update, remove };
}
