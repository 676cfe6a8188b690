import type { RequestHandler, Response } from "express";
import type { SessionAdmin } from "../../auth/sessions.ts";
import { CACHE_SECONDS, sendPublicJson } from "../../http/cache.ts";
import { HttpError, notFound, unauthorized } from "../../http/errors.ts";
import { parseId, parseInput } from "../../http/validate.ts";
import type { ApiContext } from "../context.ts";
import { FAKE_NEWS_MESSAGES, FakeNewsInputSchema } from "./schema.ts";
import {
  createFakeNews,
  deleteFakeNews,
  findFakeNewsById,
  listFakeNews,
  updateFakeNews,
} from "./service.ts";

type IdParams = { id: string };

/** A malformed id names no entry either: same answer as an unknown one. */
function fakeNewsId(raw: string): number {
  try {
    return parseId(raw);
  } catch (error) {
    if (error instanceof HttpError) throw notFound(FAKE_NEWS_MESSAGES.notFound);
    throw error;
  }
}

function editor(res: Response): SessionAdmin {
  const admin = res.locals.admin;
  if (!admin) throw unauthorized();
  return admin;
}

export function createFakeNewsHandlers({ db, config }: Pick<ApiContext, "db" | "config">) {
  const list: RequestHandler = async (req, res) => {
    sendPublicJson(req, res, await listFakeNews(db), CACHE_SECONDS.content);
  };

  const get: RequestHandler<IdParams> = async (req, res) => {
    const fakeNews = await findFakeNewsById(db, fakeNewsId(req.params.id));
    if (!fakeNews) throw notFound(FAKE_NEWS_MESSAGES.notFound);
    sendPublicJson(req, res, fakeNews, CACHE_SECONDS.content);
  };

  const create: RequestHandler = async (req, res) => {
    const input = parseInput(FakeNewsInputSchema, req.body);
    const fakeNews = await createFakeNews(db, input, editor(res), config.imageImport);
    res.status(201).location(`/api/fake-news/${fakeNews.id}`).json(fakeNews);
  };

  const update: RequestHandler<IdParams> = async (req, res) => {
    const id = fakeNewsId(req.params.id);
    const input = parseInput(FakeNewsInputSchema, req.body);
    res.status(200).json(await updateFakeNews(db, id, input, editor(res), config.imageImport));
  };

  const remove: RequestHandler<IdParams> = async (req, res) => {
    await deleteFakeNews(db, fakeNewsId(req.params.id));
    res.status(204).end();
  };

  return { list, get, create, update, remove };
}
