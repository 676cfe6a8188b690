import express from "express";
import { requireAdmin } from "../auth/require-admin.ts";
import { apiNotFound } from "../http/errors.ts";
import { rateLimit } from "../http/rate-limit.ts";
import type { ApiContext } from "./context.ts";
import { createAuthHandlers, noStore } from "./auth/handlers.ts";
import { createContatoInstitucionalHandlers } from "./contato-institucional/handlers.ts";
import { createContatoHandlers } from "./contato/handlers.ts";
import { CONTATO_RATE_LIMIT } from "./contato/service.ts";
import { createMembroHandlers } from "./equipe/handlers.ts";
import { createFakeNewsHandlers } from "./fake-news/handlers.ts";
import { createNewsletterHandlers } from "./newsletters/handlers.ts";
import { createNoticiaHandlers } from "./noticias/handlers.ts";
import { createOpenApiHandlers } from "./openapi/handlers.ts";
import { createSobreProjetoHandlers } from "./sobre-projeto/handlers.ts";
import { createSubprojetoHandlers } from "./subprojetos/handlers.ts";
import { createMediaHandlers } from "../media/handlers.ts";
import { parseUpload } from "../media/upload.ts";

/** Body limits: small for public forms and auth, large for editors' writes carrying images. */
export const jsonSmall = express.json({ limit: "16kb" });
export const jsonLarge = express.json({ limit: "32mb" });

/**
 * Every API path, in one table, grouped by area. Literal paths come before `:id`.
 * Writes run `admin` before parsing the body, so an anonymous client cannot make the
 * server read a large body.
 */
export function createApiRouter(context: ApiContext): express.Router {
  const router = express.Router();
  const admin = requireAdmin(context);
  void admin;

  // --- auth ---
  const auth = createAuthHandlers(context);
  router.post("/auth/login", noStore, jsonSmall, auth.login);
  router.get("/auth/verify", noStore, admin, auth.verify);
  router.post("/auth/logout", noStore, admin, auth.logout);

  // --- media ---
  const media = createMediaHandlers(context);
  router.post("/media", admin, parseUpload, media.upload);

  // --- noticias ---
  const noticias = createNoticiaHandlers(context);
  router.get("/noticias", noticias.list);
  router.get("/noticias/:id", noticias.get);
  router.post("/noticias", admin, jsonLarge, noticias.create);
  router.put("/noticias/:id", admin, jsonLarge, noticias.update);
  router.delete("/noticias/:id", admin, noticias.remove);

  // --- fake-news ---
  const fakeNews = createFakeNewsHandlers(context);
  router.get("/fake-news", fakeNews.list);
  router.get("/fake-news/:id", fakeNews.get);
  router.post("/fake-news", admin, jsonLarge, fakeNews.create);
  router.put("/fake-news/:id", admin, jsonLarge, fakeNews.update);
  router.delete("/fake-news/:id", admin, fakeNews.remove);

  // --- subprojetos ---
  const subprojetos = createSubprojetoHandlers(context);
  router.get("/subprojetos", subprojetos.list);
  router.get("/subprojetos/:id", subprojetos.get);
  router.post("/subprojetos", admin, jsonLarge, subprojetos.create);
  router.put("/subprojetos/:id", admin, jsonLarge, subprojetos.update);
  router.delete("/subprojetos/:id", admin, subprojetos.remove);

  // --- equipe ---
  const equipe = createMembroHandlers(context);
  router.get("/equipe", equipe.list);
  router.get("/equipe/:id", equipe.get);
  router.post("/equipe", admin, jsonLarge, equipe.create);
  router.put("/equipe/:id", admin, jsonLarge, equipe.update);
  router.delete("/equipe/:id", admin, equipe.remove);

  // --- newsletters ---
  const newsletters = createNewsletterHandlers(context);
  router.get("/newsletters", newsletters.list);
  router.get("/newsletters/:id", newsletters.get);
  router.post("/newsletters", admin, jsonLarge, newsletters.create);
  router.put("/newsletters/:id", admin, jsonLarge, newsletters.update);
  router.delete("/newsletters/:id", admin, newsletters.remove);

  // --- sobre-projeto ---
  const sobreProjeto = createSobreProjetoHandlers(context);
  router.get("/sobre-projeto", sobreProjeto.get);
  router.put("/sobre-projeto", admin, jsonLarge, sobreProjeto.update);

  // --- contato-institucional ---
  const contatoInstitucional = createContatoInstitucionalHandlers(context);
  router.get("/contato-institucional", contatoInstitucional.get);
  router.put("/contato-institucional", admin, jsonSmall, contatoInstitucional.update);

  // --- contato ---
  const contato = createContatoHandlers(context);
  // Counted before the body is read, and bots caught by the honeypot count too.
  const contatoLimit = rateLimit({ db: context.db, ...CONTATO_RATE_LIMIT });
  router.post("/contato", contatoLimit, jsonSmall, contato.create);
  router.get("/contato", admin, contato.list);
  router.delete("/contato/:id", admin, contato.remove);

  // --- openapi ---
  const openApi = createOpenApiHandlers();
  router.get("/openapi.json", openApi.get);

  router.use(apiNotFound);
  return router;
}
