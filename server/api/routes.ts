import express from "express";
import { z } from "zod";
import { LOGIN_THROTTLE } from "../auth/throttle.ts";
import { CACHE_SECONDS } from "../http/cache.ts";
import { apiNotFound, badRequest, notFound } from "../http/errors.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { requestOrigin } from "../http/request-origin.ts";
import { IdParamsSchema } from "../http/schema.ts";
import { storeUploadedFile } from "../media/handlers.ts";
import { MediaUploadResultSchema } from "../media/schema.ts";
import { UPLOAD_BODY } from "../media/upload.ts";
import {
  AUTH_MESSAGES,
  handleChangeEmail,
  handleChangePassword,
  handleDisableTotp,
  handleEnableTotp,
  handleEndSession,
  handleForgotPassword,
  handleLogin,
  handleLoginWithCode,
  handleLogout,
  handleRegenerateRecoveryCodes,
  handleResetPassword,
  handleSetupTotp,
} from "./auth/handlers.ts";
import {
  PASSWORD_RESET_PATH,
  PASSWORD_RESET_RATE_LIMIT,
  PASSWORD_RESET_TTL_MS,
  PASSWORD_RESETS_PER_HOUR,
} from "./auth/password-reset.ts";
import {
  AcceptedSchema,
  AvisosInputSchema,
  MinhaContaSchema,
  ChangePasswordSchema,
  EmailChangeSchema,
  ForgotPasswordSchema,
  LoginAnswerSchema,
  LoginResultSchema,
  LoginSchema,
  LoginTotpSchema,
  ReauthSchema,
  RecoveryCodesSchema,
  ResetPasswordSchema,
  SessionListSchema,
  TotpCodeSchema,
  TotpSetupSchema,
  VerifyResultSchema,
} from "./auth/schema.ts";
import {
  LOGIN_CHALLENGE_MS,
  LOGIN_CHALLENGE_TRIES,
  getMinhaConta,
  listSessions,
  setAvisos,
  toAuthUser,
} from "./auth/service.ts";
import { handleCreateConta, handleUpdateConta } from "./contas/handlers.ts";
import {
  ContaCriadaSchema,
  ContaInputSchema,
  ContaListSchema,
  ContaSchema,
  ContaUpdateSchema,
  CONTA_MESSAGES,
} from "./contas/schema.ts";
import { listContas } from "./contas/service.ts";
import {
  CAIXA_SAIDA_MESSAGES,
  CaixaSaidaQuerySchema,
  MensagemListSchema,
  MensagemSchema,
  RecebidaListSchema,
  RecebidaSchema,
} from "./caixa-saida/schema.ts";
import {
  listCaixaSaida,
  listRecebidas,
  reenviarMensagem,
  reprocessarRecebida,
} from "./caixa-saida/service.ts";
import { AutorListSchema } from "./autores/schema.ts";
import { listAutores } from "./autores/service.ts";
import { RegistroListSchema, RegistroQuerySchema } from "./registro/schema.ts";
import { listRegistro } from "./registro/service.ts";
import { BUSCA_PAGE_SIZE, BuscaQuerySchema, BuscaRespostaSchema } from "./busca/schema.ts";
import { searchArticles } from "./busca/service.ts";
import { TemasSchema } from "./temas/schema.ts";
import { listTemas } from "./temas/service.ts";
import { PagingQuerySchema, pageOf, sliceToPage } from "./collection-paging.ts";
import { collectionRoutes, databaseService } from "./collection-routes.ts";
import {
  ContatoInstitucionalInputSchema,
  ContatoInstitucionalSchema,
} from "./contato-institucional/schema.ts";
import {
  getContatoInstitucional,
  saveContatoInstitucional,
} from "./contato-institucional/service.ts";
import {
  CONTATO_MESSAGES,
  ContatoMensagemInputSchema,
  ContatoMensagemSchema,
  HONEYPOT_FIELD,
} from "./contato/schema.ts";
import {
  CONTATO_RATE_LIMIT,
  deleteContatoMensagem,
  listContatoMensagens,
  submitContatoMensagem,
} from "./contato/service.ts";
import type { ApiContext } from "./context.ts";
import { CORRECAO_MESSAGES, CorrecaoInputSchema, CorrecaoSchema } from "./correcoes/schema.ts";
import {
  createCorrecao,
  deleteCorrecao,
  listCorrecoesOfItem,
  listCorrecoesPage,
  updateCorrecao,
} from "./correcoes/service.ts";
import {
  CARGOS,
  MEMBRO_MESSAGES,
  MembroInputSchema,
  MembroPublicoSchema,
  MembroSchema,
} from "./equipe/schema.ts";
import {
  createMembro,
  deleteMembro,
  findMembroById,
  listMembros,
  toMembroPublico,
  updateMembro,
} from "./equipe/service.ts";
import {
  FAKE_NEWS_MESSAGES,
  FAKE_NEWS_REVISAO_WORDS,
  FAKE_NEWS_TAG,
  FakeNewsEditorSchema,
  FakeNewsInputSchema,
  FakeNewsSchema,
  publicFakeNews,
} from "./fake-news/schema.ts";
import {
  ArticleListQuerySchema,
  untilNextPublication,
  fakeNewsCollection,
  FakeNewsListQuerySchema,
  fakeNewsWorkflowRoutes,
  noticiaCollection,
  noticiaWorkflowRoutes,
  PENDING_CHANGE_NOTE,
  WORKFLOW_WRITE_NOTE,
} from "./articles/workflow-routes.ts";
import {
  NEWSLETTER_MESSAGES,
  NewsletterInputSchema,
  NewsletterSchema,
} from "./newsletters/schema.ts";
import { newsletterService, publishNewsletter } from "./newsletters/service.ts";
import {
  INSCRICAO_MESSAGES,
  InscricaoConfirmacaoSchema,
  InscricaoContagemSchema,
  InscricaoInputSchema,
  InscricaoTokenQuerySchema,
  HONEYPOT_FIELD as INSCRICAO_HONEYPOT_FIELD,
} from "./inscricoes/schema.ts";
import {
  CONFIRMATION_RESEND_MS,
  CONFIRMATION_TTL_MS,
  confirmSubscription,
  countSubscriptions,
  INSCRICAO_PATHS,
  INSCRICAO_RATE_LIMIT,
  subscribe,
  unsubscribe,
} from "./inscricoes/service.ts";
import {
  NOTICIA_MESSAGES,
  NoticiaEditorSchema,
  NoticiaInputSchema,
  NoticiaSchema,
  publicNoticia,
} from "./noticias/schema.ts";
import { buildOpenApiDocument, type OpenApiDocument } from "./openapi/generate.ts";
import { registerRoutes } from "./route-handler.ts";
import { definePagedRoute, defineRoute, requireCaller, type ApiRoute } from "./route-table.ts";
import {
  CodigoParamsSchema,
  GrupoChecagemInputSchema,
  GrupoChecagemSchema,
  GrupoParamsSchema,
  HONEYPOT_FIELD as SUGESTAO_HONEYPOT_FIELD,
  SUGESTAO_MESSAGES,
  SugestaoGrupoListSchema,
  SugestaoPublicaSchema,
  SugestaoRecebidaSchema,
  SugestaoSchema,
  SugestaoUpdateSchema,
  SugestoesQuerySchema,
} from "./sugestoes/schema.ts";
import {
  answerGrupo,
  listSugestaoGrupos,
  parseSugestaoInput,
  requireAnexo,
  rejectAutomaticAnswer,
  requireSugestaoPublica,
  submitSugestao,
  SUGESTAO_CODIGO_RATE_LIMIT,
  SUGESTAO_RATE_LIMIT,
  updateSugestao,
} from "./sugestoes/service.ts";
import { queueTipAnswers } from "./sugestoes/answer-mail.ts";
import { ConversaSchema, RespostaLivreInputSchema } from "../messaging/schema.ts";
import { queueChannelAnswers, requireConversa, sendFreeReply } from "../messaging/service.ts";
import { SUGESTAO_BODY, SUGESTAO_FIELDS_NOTE } from "./sugestoes/upload.ts";
import {
  SEMELHANTES_MAX,
  SemelhantesEditorSchema,
  SemelhantesInputSchema,
  SemelhantesQuerySchema,
  SemelhantesSchema,
  SUGESTOES_SEMELHANTES_MAX,
} from "../matching/schema.ts";
import {
  findSimilarChecks,
  findSimilarForEditors,
  parseSemelhantesInput,
  SEMELHANTES_RATE_LIMIT,
} from "../matching/service.ts";
import {
  SOBRE_PROJETO_MESSAGES,
  SobreProjetoInputSchema,
  SobreProjetoSchema,
} from "./sobre-projeto/schema.ts";
import { findSobreProjeto, saveSobreProjeto } from "./sobre-projeto/service.ts";
import {
  PAGINA_MESSAGES,
  PaginaInputSchema,
  PaginaParamsSchema,
  PaginaSchema,
} from "./paginas/schema.ts";
import { findPagina, savePagina } from "./paginas/service.ts";
import { RodapeInputSchema, RodapeSchema } from "./rodape/schema.ts";
import {
  ROTULO_MESSAGES,
  RotuloInputSchema,
  RotuloListSchema,
  RotuloParamsSchema,
  RotuloSchema,
  RotuloUpdateSchema,
} from "./rotulos/schema.ts";
import { createRotulo, deleteRotulo, listRotulos, saveRotulo } from "./rotulos/service.ts";
import { getRodape, saveRodape } from "./rodape/service.ts";
import {
  DEFAULT_SUBPROJETO_STATUS,
  SUBPROJETO_MESSAGES,
  SubprojetoInputSchema,
  SubprojetoPublicoSchema,
  SubprojetoSchema,
} from "./subprojetos/schema.ts";
import { subprojetoService, toSubprojetoPublico } from "./subprojetos/service.ts";
import {
  PUBLICACAO_MESSAGES,
  PublicacaoFiltersSchema,
  PublicacaoInputSchema,
  PublicacaoSchema,
} from "./publicacoes/schema.ts";
import {
  createPublicacao,
  findPublicacaoById,
  listPublicacoesPage,
  removePublicacao,
  updatePublicacao,
} from "./publicacoes/service.ts";

export const OPENAPI_PATH = "/api/openapi.json";

const minutes = (ms: number) => ms / 60_000;

const IMAGES_NOTE =
  "Images may be data URLs (decoded, checked, re-encoded as WebP and stored), `/media/` URLs answered earlier, or http(s) URLs, which the server downloads (public addresses only, at most 3 redirects, 10 s, 15 MB) and then treats like a data URL. Every image is answered as its `/media/` URL. An image that is not one answers 415; one over the size limits answers 413; an address that cannot be downloaded answers 400.";

/**
 * Every API call, grouped by area, literal paths before `:id`. Each entry registers its
 * Express route and describes its operation in /api/openapi.json (decision 012).
 */
/** A message and/or a picture to match: the body of both lookups by similarity. */
const SEMELHANTES_BODY = {
  ...SUGESTAO_BODY,
  schema: SemelhantesInputSchema.extend({
    file: z.string().optional().meta({
      contentMediaType: "application/octet-stream",
      description: "Optional: one image.",
    }),
  }).meta({ id: "SemelhantesForm" }),
  encoding: { file: { contentType: "image/*" } },
};

export const API_ROUTES: readonly ApiRoute[] = [
  // --- auth ---
  defineRoute({
    method: "post",
    path: "/auth/login",
    tag: "auth",
    operationId: "login",
    summary: "Log in",
    description: `Checks the e-mail and password and opens a session. A wrong e-mail and a wrong password get the same 401. The failure that makes ${LOGIN_THROTTLE.pairLimit} for one account from one address, or ${LOGIN_THROTTLE.addressLimit} from one address, within ${minutes(LOGIN_THROTTLE.windowMs)} minutes answers 429, and so does every login for that account from that address (or from that address at all) for the next ${minutes(LOGIN_THROTTLE.blockMs)} minutes, right password or not. Past ${LOGIN_THROTTLE.accountFreeFailures} failures an account is slowed down, never paused: addresses that already failed on it get 429 for a delay that doubles with each failure, while an address that has not been failing is still checked. A disabled account's right password gets 401 with a message saying the account is disabled (a wrong one gets the usual 401). For an account with a second factor the right password answers \`{"totpRequired": true, "challenge"}\` instead of a token: see \`POST /api/auth/login/totp\`.`,
    guard: "public",
    noStore: true,
    // A missing or non-JSON body is answered with the same field messages as an empty one.
    body: { kind: "json", schema: LoginSchema, limit: "16kb", missing: {} },
    success: 200,
    answers: "Logged in.",
    output: LoginAnswerSchema,
    caching: "private",
    errors: [401, 429],
    handle: ({ db, body, req }) => handleLogin(db, body, req),
  }),
  defineRoute({
    method: "post",
    path: "/auth/login/totp",
    tag: "auth",
    operationId: "loginWithCode",
    summary: "Log in: the second factor",
    description: `Sends the login's \`challenge\` with a six-digit code from the authenticator app or one of the recovery codes; a TOTP code works once, a recovery code is used up. A wrong code answers 401; a challenge older than ${minutes(LOGIN_CHALLENGE_MS)} minutes or tried more than ${LOGIN_CHALLENGE_TRIES} times answers 401 and the login starts again. Wrong codes are throttled like passwords, on counters of their own (429).`,
    guard: "public",
    noStore: true,
    body: { kind: "json", schema: LoginTotpSchema, limit: "16kb", missing: {} },
    success: 200,
    answers: "Logged in.",
    output: LoginResultSchema,
    caching: "private",
    errors: [401, 429],
    handle: ({ db, body, req }) => handleLoginWithCode(db, body, req),
  }),
  defineRoute({
    method: "post",
    path: "/auth/senha/esqueci",
    tag: "auth",
    operationId: "requestPasswordReset",
    summary: "Ask for a password reset link",
    description: `Sends the account of \`email\` a link to set a new password, valid for ${minutes(PASSWORD_RESET_TTL_MS)} minutes and once, through the e-mail outbox. Answers 202 whether or not an account has this address; an account gets at most ${PASSWORD_RESETS_PER_HOUR} links an hour, and one address may ask ${PASSWORD_RESET_RATE_LIMIT.limit} times in each ${minutes(PASSWORD_RESET_RATE_LIMIT.windowMs)}-minute window (then 429). The link is \`PUBLIC_URL\` (or this request's origin) followed by \`${PASSWORD_RESET_PATH}#token=…\`.`,
    guard: "public",
    noStore: true,
    before: ({ db }) => [rateLimit({ db, ...PASSWORD_RESET_RATE_LIMIT })],
    body: { kind: "json", schema: ForgotPasswordSchema, limit: "16kb", missing: {} },
    success: 202,
    answers: "Taken: if the address is an account's, a link is on its way.",
    output: AcceptedSchema,
    caching: "private",
    errors: [429],
    handle: ({ db, body, req, config }) => handleForgotPassword(db, body, req, config.publicUrl),
  }),
  defineRoute({
    method: "post",
    path: "/auth/senha/redefinir",
    tag: "auth",
    operationId: "resetPassword",
    summary: "Set a new password with a reset link",
    description:
      "`token` is the link's fragment; `senha` follows the password policy. Ends every session of the account and its other links. 400 for a used, expired or unknown link (the message says to ask again) or a refused password.",
    guard: "public",
    noStore: true,
    before: ({ db }) => [rateLimit({ db, ...PASSWORD_RESET_RATE_LIMIT })],
    body: { kind: "json", schema: ResetPasswordSchema, limit: "16kb", missing: {} },
    success: 204,
    answers: "The new password is set.",
    caching: "none",
    errors: [429],
    handle: ({ db, body, req }) => handleResetPassword(db, body, req),
  }),
  defineRoute({
    method: "get",
    path: "/auth/verify",
    tag: "auth",
    operationId: "verify",
    summary: "Check a token",
    guard: "admin",
    noStore: true,
    success: 200,
    answers: "The token is live; its user.",
    output: VerifyResultSchema,
    caching: "private",
    handle: ({ admin }) => ({ user: toAuthUser(requireCaller(admin)) }),
  }),
  defineRoute({
    method: "post",
    path: "/auth/logout",
    tag: "auth",
    operationId: "logout",
    summary: "Log out",
    description: "Ends the session: the token never works again.",
    guard: "admin",
    noStore: true,
    success: 204,
    answers: "Logged out.",
    caching: "none",
    handle: ({ db, req }) => handleLogout(db, req),
  }),
  defineRoute({
    method: "get",
    path: "/auth/account",
    tag: "auth",
    operationId: "getAccount",
    summary: "The signed-in account",
    guard: "admin",
    success: 200,
    output: MinhaContaSchema,
    caching: "private",
    handle: ({ db, admin }) => getMinhaConta(db, requireCaller(admin)),
  }),
  defineRoute({
    method: "put",
    path: "/auth/avisos",
    tag: "auth",
    operationId: "setAvisos",
    summary: "Turn the desk's notices by e-mail on or off",
    description:
      "`avisosEmail`: whether the account gets, by e-mail, a check waiting for its review (editors and administradores) and news of its own items approved, published or returned (decision 073). On by default.",
    guard: "admin",
    body: { kind: "json", schema: AvisosInputSchema, limit: "16kb" },
    success: 200,
    output: MinhaContaSchema,
    caching: "private",
    handle: ({ db, admin, body }) => setAvisos(db, requireCaller(admin), body),
  }),
  defineRoute({
    method: "put",
    path: "/auth/password",
    tag: "auth",
    operationId: "changePassword",
    summary: "Change the signed-in account's password",
    description:
      "`newPassword` must pass the password policy. A wrong `currentPassword` answers 400 on that field and counts as a failed login (429 when paused). Every other session of the account ends; the one that asked stays.",
    guard: "admin",
    noStore: true,
    body: { kind: "json", schema: ChangePasswordSchema, limit: "16kb" },
    success: 204,
    caching: "none",
    errors: [429],
    handle: ({ db, admin, body, req }) => handleChangePassword(db, requireCaller(admin), body, req),
  }),
  defineRoute({
    method: "post",
    path: "/auth/email",
    tag: "auth",
    operationId: "changeEmail",
    summary: "Change the signed-in account's e-mail",
    description:
      "The e-mail the account signs in with from now on; the sessions stay open. Needs the account's current password as `senha` and, when the second factor is on, a current code as `codigo` (re-authentication): without them or with a wrong one the answer is 403 and the e-mail stays; wrong ones count on the login's and the second factor's throttles (429). An e-mail another account has answers 409 on `email`. The audit row names the old and the new e-mail.",
    guard: "admin",
    noStore: true,
    body: { kind: "json", schema: EmailChangeSchema, limit: "16kb", missing: {} },
    success: 200,
    output: VerifyResultSchema,
    caching: "private",
    errors: [403, 409, 429],
    handle: ({ db, admin, body, req }) => handleChangeEmail(db, requireCaller(admin), body, req),
  }),
  defineRoute({
    method: "get",
    path: "/auth/sessions",
    tag: "auth",
    operationId: "listSessions",
    summary: "The signed-in account's open sessions",
    description: "Most recently used first; `current` marks the session of the token that asked.",
    guard: "admin",
    success: 200,
    output: SessionListSchema,
    caching: "private",
    handle: ({ db, admin }) => listSessions(db, requireCaller(admin)),
  }),
  defineRoute({
    method: "delete",
    path: "/auth/sessions/:id",
    tag: "auth",
    operationId: "endSession",
    summary: "End one of the signed-in account's sessions",
    description:
      "Its token answers 401 from then on. Needs the account's current password as `senha` and, when the second factor is on, a current code as `codigo` (re-authentication): without them or with a wrong one the answer is 403 and no session ends; wrong ones count on the login's and the second factor's throttles (429). Another account's session is a 404.",
    guard: "admin",
    params: IdParamsSchema,
    paramsNotFound: AUTH_MESSAGES.sessionNotFound,
    body: { kind: "json", schema: ReauthSchema, limit: "16kb", missing: {} },
    success: 204,
    caching: "none",
    errors: [403, 404, 429],
    handle: ({ db, admin, params, body, req }) =>
      handleEndSession(db, requireCaller(admin), params.id, body, req),
  }),
  defineRoute({
    method: "post",
    path: "/auth/totp/setup",
    tag: "auth",
    operationId: "setupTotp",
    summary: "Start turning on the second factor",
    description:
      "Makes a new secret, pending until `POST /api/auth/totp/enable` confirms it with a code. Needs the account's current password as `senha` (re-authentication): without it or with a wrong one the answer is 403 with no secret, and a wrong one counts as a failed login (429 when paused). 400 when the second factor is on already.",
    guard: "admin",
    noStore: true,
    body: { kind: "json", schema: ReauthSchema, limit: "16kb", missing: {} },
    success: 200,
    output: TotpSetupSchema,
    caching: "private",
    errors: [403, 429],
    handle: ({ db, admin, body, req }) => handleSetupTotp(db, requireCaller(admin), body, req),
  }),
  defineRoute({
    method: "post",
    path: "/auth/totp/enable",
    tag: "auth",
    operationId: "enableTotp",
    summary: "Confirm the second factor with a code",
    description:
      "A code from the pending secret turns the second factor on and answers ten recovery codes, shown this once (only their salted hashes are kept). Needs the account's current password again as `senha` (re-authentication): without it or with a wrong one the answer is 403 and the factor stays off. A wrong code answers 400 on `code`; wrong passwords and codes are throttled (429).",
    guard: "admin",
    noStore: true,
    body: { kind: "json", schema: TotpCodeSchema, limit: "16kb" },
    success: 200,
    output: RecoveryCodesSchema,
    caching: "private",
    errors: [403, 429],
    handle: ({ db, admin, body, req }) => handleEnableTotp(db, requireCaller(admin), body, req),
  }),
  defineRoute({
    method: "post",
    path: "/auth/totp/disable",
    tag: "auth",
    operationId: "disableTotp",
    summary: "Turn the second factor off",
    description:
      "Needs the account's current password as `senha` and a current code (from the app, or a recovery code) as `codigo` (re-authentication): without them or with a wrong one the answer is 403 and the second factor stays on; wrong ones count on the login's and the second factor's throttles (429). The recovery codes are deleted.",
    guard: "admin",
    noStore: true,
    body: { kind: "json", schema: ReauthSchema, limit: "16kb", missing: {} },
    success: 204,
    caching: "none",
    errors: [403, 429],
    handle: ({ db, admin, body, req }) => handleDisableTotp(db, requireCaller(admin), body, req),
  }),
  defineRoute({
    method: "post",
    path: "/auth/totp/recovery-codes",
    tag: "auth",
    operationId: "regenerateRecoveryCodes",
    summary: "Replace the recovery codes",
    description:
      "Answers ten new recovery codes, shown this once (each is stored salted and hashed); the remaining old ones stop working. Needs the account's current password as `senha` and a current code (from the app, or one of the old recovery codes, used up) as `codigo` (re-authentication): without them or with a wrong one the answer is 403 and the old codes stay; wrong ones count on the login's and the second factor's throttles (429). 400 when the second factor is off.",
    guard: "admin",
    noStore: true,
    body: { kind: "json", schema: ReauthSchema, limit: "16kb", missing: {} },
    success: 200,
    output: RecoveryCodesSchema,
    caching: "private",
    errors: [403, 429],
    handle: ({ db, admin, body, req }) =>
      handleRegenerateRecoveryCodes(db, requireCaller(admin), body, req),
  }),

  // --- contas (decision 036) ---
  defineRoute({
    method: "get",
    path: "/contas",
    tag: "contas",
    operationId: "listContas",
    summary: "List every account",
    description: "By name, disabled accounts included, each with its role and last sign-in.",
    guard: "administrador",
    success: 200,
    output: ContaListSchema,
    caching: "private",
    handle: ({ db }) => listContas(db),
  }),
  defineRoute({
    method: "post",
    path: "/contas",
    tag: "contas",
    operationId: "createConta",
    summary: "Create an account",
    description:
      "The server makes a strong temporary password and answers it in `senhaTemporaria`, this once: nothing is e-mailed and only its hash is kept. Whoever creates the account hands it over; its owner changes it at /admin/minha-conta. A taken e-mail answers 409.",
    guard: "administrador",
    noStore: true,
    body: { kind: "json", schema: ContaInputSchema, limit: "16kb" },
    success: 201,
    answers: "Created, with its temporary password.",
    output: ContaCriadaSchema,
    caching: "private",
    errors: [409],
    handle: ({ db, body, req }) => handleCreateConta(db, body, req),
  }),
  defineRoute({
    method: "put",
    path: "/contas/:id",
    tag: "contas",
    operationId: "updateConta",
    summary: "Change an account's role or state",
    description:
      "`papel` and/or `disabled`. Disabling ends every session of the account at once; enabling lets it sign in again. An administrator cannot demote or disable their own account (400), and the last active administrator cannot be demoted or disabled (409).",
    guard: "administrador",
    params: IdParamsSchema,
    paramsNotFound: CONTA_MESSAGES.notFound,
    body: { kind: "json", schema: ContaUpdateSchema, limit: "16kb" },
    success: 200,
    output: ContaSchema,
    caching: "private",
    errors: [404, 409],
    handle: ({ db, admin, params, body, req }) =>
      handleUpdateConta(db, requireCaller(admin), params.id, body, req),
  }),

  // --- caixa-saida (the e-mail outbox, decision 070) ---
  definePagedRoute({
    method: "get",
    path: "/caixa-saida",
    tag: "caixa-saida",
    operationId: "listCaixaSaida",
    summary: "Read the e-mail outbox",
    description:
      "Newest first, 50 a page by default: every message the site queued, whether waiting (`pendente`), sent (`enviada`) or given up on (`falhou`, after a permanent refusal or its last attempt), with the mail server's last refusal.",
    guard: "administrador",
    query: CaixaSaidaQuerySchema,
    success: 200,
    output: MensagemListSchema,
    caching: "private",
    handle: ({ db, query }) => listCaixaSaida(db, query),
  }),
  defineRoute({
    method: "post",
    path: "/caixa-saida/:id/reenviar",
    tag: "caixa-saida",
    operationId: "reenviarMensagem",
    summary: "Send a failed message again",
    description:
      "Puts a message given up on back in the queue, due at once, its attempts counted from zero. 409 for a message that is still waiting or was sent.",
    guard: "administrador",
    params: IdParamsSchema,
    paramsNotFound: CAIXA_SAIDA_MESSAGES.notFound,
    success: 200,
    output: MensagemSchema,
    caching: "private",
    errors: [404, 409],
    handle: ({ db, params }) => reenviarMensagem(db, params.id),
  }),
  definePagedRoute({
    method: "get",
    path: "/caixa-saida/recebidas",
    tag: "caixa-saida",
    operationId: "listRecebidas",
    summary: "Read the platforms' messages the tipline gave up on",
    description:
      "WhatsApp and Telegram updates that failed five times (decision 082), newest first, 50 a page by default: the channel, when each came in and was given up on, its attempts and last error. What they hold (the sender's number and text) is not shown.",
    guard: "administrador",
    query: PagingQuerySchema,
    success: 200,
    output: RecebidaListSchema,
    caching: "private",
    handle: ({ db, query }) => listRecebidas(db, query),
  }),
  defineRoute({
    method: "post",
    path: "/caixa-saida/recebidas/:id/reprocessar",
    tag: "caixa-saida",
    operationId: "reprocessarRecebida",
    summary: "Handle a given-up message from a platform again",
    description:
      "Handles the update at once, its attempts counted from zero, and answers where it stands: `tratada`, or `pendente` after a new failure (the pass takes it again, five more times). 409 for an update not given up on, 404 for an unknown one.",
    guard: "administrador",
    params: IdParamsSchema,
    paramsNotFound: CAIXA_SAIDA_MESSAGES.recebidaNotFound,
    success: 200,
    output: RecebidaSchema,
    caching: "private",
    errors: [404, 409],
    handle: async ({ db, config, logger, params, req }) => {
      const recebida = await reprocessarRecebida({ db, config, logger }, params.id);
      if (req.res)
        req.res.locals.auditNote = `Mensagem recebida pelo ${recebida.canal === "whatsapp" ? "WhatsApp" : "Telegram"}: ${recebida.estado === "tratada" ? "processada" : "falhou de novo"}.`;
      return recebida;
    },
  }),

  // --- registro (audit log, decision 036) ---
  definePagedRoute({
    method: "get",
    path: "/registro",
    tag: "registro",
    operationId: "listRegistro",
    summary: "Read the audit log",
    description:
      "Newest first. Every successful write of a signed-in account (action = the call's operationId, type = its tag) and every sign-in, failed sign-in and second-factor step. Filters: `conta` (account id), `tipo`, `acao`, `de` and `ate` (a UTC day or an instant). Rows are never changed nor deleted.",
    guard: "administrador",
    query: RegistroQuerySchema,
    success: 200,
    output: RegistroListSchema,
    caching: "private",
    handle: ({ db, query }) => listRegistro(db, query),
  }),

  // --- media ---
  defineRoute({
    method: "post",
    path: "/media",
    tag: "media",
    operationId: "uploadMedia",
    summary: "Upload an image or a PDF",
    description:
      "The file type is read from the content, not from the name or the declared type. Images are re-encoded as WebP renditions; PDFs are stored as sent. The same bytes always answer the same URL. A file an `autor` stores first is private: `/media/` serves it only to signed-in browsers (the cookie every authenticated call leaves) until a published item names it.",
    guard: "admin",
    body: UPLOAD_BODY,
    success: 201,
    answers: "Stored.",
    output: MediaUploadResultSchema,
    caching: "none",
    handle: ({ db, req, admin }) => storeUploadedFile(db, req, requireCaller(admin)),
  }),

  // --- noticias ---
  ...collectionRoutes({
    path: "/noticias",
    tag: "noticias",
    noun: "Noticia",
    nouns: "Noticias",
    one: "a news item",
    many: "news items",
    input: NoticiaInputSchema,
    output: NoticiaEditorSchema,
    publicView: { output: NoticiaSchema, of: publicNoticia },
    notFoundMessage: NOTICIA_MESSAGES.notFound,
    malformedIdMessage: NOTICIA_MESSAGES.notFound,
    maxAgeSeconds: CACHE_SECONDS.content,
    order: "Newest `data_publicacao` first.",
    writeNote: `${IMAGES_NOTE} Without \`autor\` a new item is credited to the logged-in administrator, and an edited one keeps its author; \`data_publicacao\` is set on creation and kept.`,
    acceptedNote: PENDING_CHANGE_NOTE,
    location: true,
    writeGuard: "admin",
    revisions: { changed: "Esta notícia foi alterada", opened: "depois que você a abriu" },
    listQuery: ArticleListQuerySchema,
    service: noticiaCollection,
  }),
  ...noticiaWorkflowRoutes,

  // --- fake-news ---
  ...collectionRoutes({
    path: "/fake-news",
    tag: FAKE_NEWS_TAG,
    noun: "FakeNews",
    nouns: "FakeNews",
    one: "a fake-news entry",
    many: "fake-news entries",
    input: FakeNewsInputSchema,
    output: FakeNewsEditorSchema,
    publicView: { output: FakeNewsSchema, of: publicFakeNews },
    notFoundMessage: FAKE_NEWS_MESSAGES.notFound,
    malformedIdMessage: FAKE_NEWS_MESSAGES.notFound,
    maxAgeSeconds: CACHE_SECONDS.content,
    order:
      "Every status, newest `data_verificacao` first, then the latest added. Public pages show only `verificada` and `desmentida`. `status`, `tema`, `uf`, `de` and `ate` narrow the list and may be combined; a bad value answers 400.",
    writeNote: `${IMAGES_NOTE} Without \`data_verificacao\` the entry is dated today; without \`verificador\` a new entry is credited to the logged-in administrator, and an edited one keeps its verifier. ${WORKFLOW_WRITE_NOTE} Second review: with \`SECOND_REVIEW\` on, an \`editor\` cannot publish a fact-check by a save (403), and its change of a published verdict, rating, claim, title or conclusion is kept as a pending change (202): the entry is approved by someone who did not write its current version (\`POST /fake-news/{id}/aprovar\`) and published with \`POST /fake-news/{id}/publicar\` or by the approval itself. An administrador may publish by a save, recorded as \`sem_segunda_revisao\`.`,
    acceptedNote: PENDING_CHANGE_NOTE,
    location: true,
    writeGuard: "admin",
    revisions: FAKE_NEWS_REVISAO_WORDS,
    listQuery: FakeNewsListQuerySchema,
    service: fakeNewsCollection,
  }),
  ...fakeNewsWorkflowRoutes,

  // --- autores (the admin lists' author filter, decision 037) ---
  defineRoute({
    method: "get",
    path: "/autores",
    tag: "autores",
    operationId: "listAutores",
    summary: "List the accounts that authored news or fact-checks",
    description:
      "Every account that created at least one news item or fact-check (`criado_por`), disabled ones included, by name: what the admin lists' author filter (`autor`) offers. Any signed-in account.",
    guard: "admin",
    success: 200,
    output: AutorListSchema,
    caching: "private",
    handle: ({ db }) => listAutores(db),
  }),

  // --- correcoes ---
  definePagedRoute({
    method: "get",
    path: "/correcoes",
    tag: "correcoes",
    operationId: "listCorrecoes",
    summary: "List every correction",
    description:
      "The corrections of every news item and of the fake-news entries the public lists show, newest `data` first, then the latest added. `pagina` and `limite` choose the page, and the `Link` header names the others.",
    guard: "public",
    query: PagingQuerySchema,
    success: 200,
    output: z.array(CorrecaoSchema),
    caching: { public: CACHE_SECONDS.content },
    handle: ({ db, query }) => listCorrecoesPage(db, pageOf(query)),
  }),
  defineRoute({
    method: "put",
    path: "/correcoes/:id",
    tag: "correcoes",
    operationId: "updateCorrecao",
    summary: "Replace a correction's date and texts",
    description:
      "`status_anterior` and `status_novo` are the server's record of a verdict change and stay as they are.",
    guard: "editor",
    params: IdParamsSchema,
    paramsNotFound: CORRECAO_MESSAGES.notFound,
    body: { kind: "json", schema: CorrecaoInputSchema, limit: "16kb" },
    success: 200,
    output: CorrecaoSchema,
    caching: "none",
    errors: [404],
    handle: ({ db, params, body }) => updateCorrecao(db, params.id, body),
  }),
  defineRoute({
    method: "delete",
    path: "/correcoes/:id",
    tag: "correcoes",
    operationId: "deleteCorrecao",
    summary: "Delete a correction",
    guard: "editor",
    params: IdParamsSchema,
    paramsNotFound: CORRECAO_MESSAGES.notFound,
    success: 204,
    caching: "none",
    errors: [404],
    handle: ({ db, params }) => deleteCorrecao(db, params.id),
  }),
  ...(
    [
      { tipo: "noticia", path: "/noticias", noun: "Noticia", one: "a news item" },
      { tipo: "fake-news", path: "/fake-news", noun: "FakeNews", one: "a fake-news entry" },
    ] as const
  ).flatMap(({ tipo, path, noun, one }) => [
    defineRoute({
      method: "get",
      path: `${path}/:id/correcoes`,
      tag: "correcoes",
      operationId: `listCorrecoesOf${noun}`,
      summary: `List the corrections of ${one}`,
      description: "Newest `data` first. An unknown item answers 404.",
      guard: "public",
      params: IdParamsSchema,
      success: 200,
      output: z.array(CorrecaoSchema),
      // Editors read the corrections of an item that is not public yet; readers get 404.
      editorOutput: z.array(CorrecaoSchema),
      caching: { public: CACHE_SECONDS.content },
      errors: [404],
      handle: ({ db, params, admin }) =>
        listCorrecoesOfItem(db, tipo, params.id, { publicOnly: admin === undefined }),
    }),
    defineRoute({
      method: "post",
      path: `${path}/:id/correcoes`,
      tag: "correcoes",
      operationId: `createCorrecaoOf${noun}`,
      summary: `Add a correction to ${one}`,
      description:
        "Without `data` the correction is dated now. An unknown item answers 404. A fake-news update that changes `status` records its own correction with both verdicts.",
      guard: "editor",
      params: IdParamsSchema,
      body: { kind: "json", schema: CorrecaoInputSchema, limit: "16kb" },
      success: 201,
      output: CorrecaoSchema,
      caching: "none",
      errors: [404],
      handle: ({ db, params, body }) => createCorrecao(db, tipo, params.id, body),
    }),
  ]),

  // --- busca ---
  defineRoute({
    method: "get",
    path: "/busca",
    tag: "busca",
    operationId: "searchArticles",
    summary: "Search news and fake news",
    description: `News items and fake-news entries with a public verdict that contain every word of \`q\`, ignoring case, accents and Portuguese word forms; title matches first, then the newest. ${BUSCA_PAGE_SIZE} per page. An empty \`q\` answers 400.`,
    guard: "public",
    query: BuscaQuerySchema,
    success: 200,
    output: BuscaRespostaSchema,
    caching: { public: CACHE_SECONDS.content },
    headers: {
      "X-Total-Count": {
        description: "How many results there are on all pages.",
        of: (answer) => String(answer.total),
      },
    },
    handle: (call) => untilNextPublication(call, searchArticles(call.db, call.query)),
  }),

  // --- checagens semelhantes (decision 069) ---
  defineRoute({
    method: "get",
    path: "/checagens/semelhantes",
    tag: "semelhantes",
    operationId: "findSimilarChecks",
    summary: "Published fact-checks like a message",
    description: `Up to ${SEMELHANTES_MAX} published fact-checks (verdict \`verificada\` or \`desmentida\`) whose claim, title or lead resembles \`texto\`, or that cite a link found in it, best first: strong matches (\`forte\`), then by \`score\`. Rate-limited: ${SEMELHANTES_RATE_LIMIT.limit} lookups per address in each ${minutes(SEMELHANTES_RATE_LIMIT.windowMs)}-minute window (shared with the POST), then 429. Never cached: a forwarded message may carry personal data.`,
    guard: "public",
    before: ({ db }) => [rateLimit({ db, ...SEMELHANTES_RATE_LIMIT })],
    query: SemelhantesQuerySchema,
    success: 200,
    output: SemelhantesSchema,
    caching: "private",
    errors: [429],
    handle: ({ db, config, query }) => findSimilarChecks(db, config.matching, query),
  }),
  defineRoute({
    method: "post",
    path: "/checagens/semelhantes",
    tag: "semelhantes",
    operationId: "findSimilarChecksOfUpload",
    summary: "Published fact-checks like a message and/or a picture",
    description: `As the GET, with a picture too: JSON \`{texto}\`, or multipart/form-data with \`texto\` and/or an image in \`file\` (the limits of \`POST /api/sugestoes\`; JPEG, PNG, WebP, GIF or AVIF, else 415). A picture matches a fact-check's image by perceptual hash. Neither a text nor a file answers 400. Nothing is stored.`,
    guard: "public",
    before: ({ db }) => [rateLimit({ db, ...SEMELHANTES_RATE_LIMIT })],
    body: SEMELHANTES_BODY,
    success: 200,
    output: SemelhantesSchema,
    caching: "private",
    errors: [413, 415, 429],
    handle: async ({ db, config, req }) =>
      findSimilarChecks(
        db,
        config.matching,
        await parseSemelhantesInput(req.body ?? {}, req.file?.buffer),
      ),
  }),

  // --- temas ---
  defineRoute({
    method: "get",
    path: "/temas",
    tag: "temas",
    operationId: "listTemas",
    summary: "List topics",
    description:
      "The tags of the news items and of the fake-news entries with a public verdict, each with the slug of its page and how many items carry it; the most used first.",
    guard: "public",
    success: 200,
    output: TemasSchema,
    caching: { public: CACHE_SECONDS.content },
    handle: (call) => untilNextPublication(call, listTemas(call.db)),
  }),

  // --- subprojetos ---
  ...collectionRoutes({
    path: "/subprojetos",
    tag: "subprojetos",
    noun: "Subprojeto",
    nouns: "Subprojetos",
    one: "a sub-project",
    many: "sub-projects",
    input: SubprojetoInputSchema,
    output: SubprojetoSchema,
    publicView: { output: SubprojetoPublicoSchema, of: toSubprojetoPublico },
    notFoundMessage: SUBPROJETO_MESSAGES.notFound,
    maxAgeSeconds: CACHE_SECONDS.content,
    order: "Newest `dataInicio` first, then newest id.",
    writeNote: `Without \`status\` the sub-project is \`${DEFAULT_SUBPROJETO_STATUS}\`.`,
    service: databaseService(subprojetoService),
  }),

  // --- publicacoes (decision 078) ---
  ...collectionRoutes({
    path: "/publicacoes",
    tag: "publicacoes",
    noun: "Publicacao",
    nouns: "Publicacoes",
    one: "a publication",
    many: "publications",
    input: PublicacaoInputSchema,
    output: PublicacaoSchema,
    notFoundMessage: PUBLICACAO_MESSAGES.notFound,
    maxAgeSeconds: CACHE_SECONDS.content,
    order: "Newest `ano` first, then newest id.",
    writeNote:
      "`pdfUrl` must name a PDF stored by `POST /api/media`, and `subprojetoId` an existing sub-project.",
    listQuery: PagingQuerySchema.extend(PublicacaoFiltersSchema.shape),
    service: {
      list: ({ db }, page, query) => listPublicacoesPage(db, page, query),
      find: ({ db }, id) => findPublicacaoById(db, id),
      create: ({ db }, input) => createPublicacao(db, input),
      update: ({ db }, id, input) => updatePublicacao(db, id, input),
      remove: ({ db }, id) => removePublicacao(db, id),
    },
  }),

  // --- equipe ---
  ...collectionRoutes({
    path: "/equipe",
    tag: "equipe",
    noun: "Membro",
    nouns: "Membros",
    one: "a team member",
    many: "the team",
    input: MembroInputSchema,
    output: MembroSchema,
    publicView: { output: MembroPublicoSchema, of: toMembroPublico },
    notFoundMessage: MEMBRO_MESSAGES.notFound,
    maxAgeSeconds: CACHE_SECONDS.content,
    order: `In cargo order (${CARGOS.join(", ")}), then by name.`,
    writeNote: `\`foto\` follows the image rules: ${IMAGES_NOTE}`,
    service: {
      // The team is short and ordered by cargo in code: it is read whole, then cut.
      list: async ({ db }, page) => sliceToPage(await listMembros(db), page),
      find: ({ db }, id) => findMembroById(db, id),
      create: ({ db, config }, input) => createMembro(db, input, config.imageImport),
      update: ({ db, config }, id, input) => updateMembro(db, id, input, config.imageImport),
      remove: ({ db }, id) => deleteMembro(db, id),
    },
  }),

  // --- newsletters ---
  ...collectionRoutes({
    path: "/newsletters",
    tag: "newsletters",
    noun: "Newsletter",
    nouns: "Newsletters",
    one: "a newsletter",
    many: "newsletters",
    input: NewsletterInputSchema,
    output: NewsletterSchema,
    notFoundMessage: NEWSLETTER_MESSAGES.notFound,
    maxAgeSeconds: CACHE_SECONDS.newsletters,
    order: "Newest year, then month, first.",
    writeNote:
      "A created edition is queued at once for every confirmed subscriber (see `POST /api/inscricoes`), once per edition and address; saving it again sends nothing.",
    service: {
      ...databaseService(newsletterService),
      create: ({ db, config, req }, input) =>
        publishNewsletter(db, input, requestOrigin(req, config.publicUrl)),
    },
  }),

  // --- inscricoes (newsletter subscriptions, decision 071) ---
  defineRoute({
    method: "post",
    path: "/inscricoes",
    tag: "inscricoes",
    operationId: "subscribeNewsletter",
    summary: "Subscribe an address to the newsletter",
    description: `Answers 202 \`{}\` for any valid address, new, waiting or already confirmed, so the call never tells who is subscribed. A new or waiting address is sent a confirmation link (double opt-in), \`PUBLIC_URL\` (or this request's origin) followed by \`${INSCRICAO_PATHS.confirm}?token=…\`, valid ${CONFIRMATION_TTL_MS / 86_400_000} days; a waiting address gets at most one link every ${CONFIRMATION_RESEND_MS / 3_600_000} hours, a confirmed one nothing. \`${INSCRICAO_HONEYPOT_FIELD}\` is a field hidden from people: leave it out or empty. One client address may ask ${INSCRICAO_RATE_LIMIT.limit} times in each ${minutes(INSCRICAO_RATE_LIMIT.windowMs)}-minute window, counted with the page forms (then 429).`,
    guard: "public",
    noStore: true,
    before: ({ db }) => [rateLimit({ db, ...INSCRICAO_RATE_LIMIT })],
    body: { kind: "json", schema: InscricaoInputSchema, limit: "16kb", missing: {} },
    success: 202,
    answers: "Taken: if the address still has to confirm, a link is on its way.",
    output: AcceptedSchema,
    caching: "private",
    errors: [429],
    handle: async ({ db, body, req, config }) => {
      await subscribe(db, body, requestOrigin(req, config.publicUrl), {
        resumoSemanal: config.resumoSemanal !== undefined,
      });
      return {};
    },
  }),
  defineRoute({
    method: "post",
    path: "/inscricoes/confirmar",
    tag: "inscricoes",
    operationId: "confirmInscricao",
    summary: "Confirm a subscription with its e-mailed link",
    description: `\`token\` is the link's. The page \`${INSCRICAO_PATHS.confirm}\` does the same with a form, so that link previewers, which only GET, confirm nothing. A used, expired or unknown link answers 400 (the message says to subscribe again).`,
    guard: "public",
    noStore: true,
    before: ({ db }) => [rateLimit({ db, ...INSCRICAO_RATE_LIMIT })],
    body: { kind: "json", schema: InscricaoConfirmacaoSchema, limit: "16kb", missing: {} },
    success: 204,
    answers: "The address is subscribed.",
    caching: "none",
    errors: [429],
    handle: async ({ db, body }) => {
      if (!(await confirmSubscription(db, body.token)))
        throw badRequest(undefined, INSCRICAO_MESSAGES.expired);
    },
  }),
  defineRoute({
    method: "post",
    path: "/inscricoes/sair",
    tag: "inscricoes",
    operationId: "unsubscribeNewsletter",
    summary: "Unsubscribe in one click (RFC 8058)",
    description: `The \`List-Unsubscribe\` address of every message: a POST with the form body \`List-Unsubscribe=One-Click\`, as mail clients send it (the body is not read), deletes the address the \`token\` names. Answers 200 \`{}\` whether or not the token still names one, so a second click is not an error. Not rate-limited: mailbox providers send these from a few shared addresses, and a 256-bit token cannot be guessed.`,
    guard: "public",
    noStore: true,
    query: InscricaoTokenQuerySchema,
    success: 200,
    answers: "The address is no longer subscribed.",
    output: AcceptedSchema,
    caching: "private",
    errors: [429],
    handle: async ({ db, query }) => {
      await unsubscribe(db, query.token);
      return {};
    },
  }),
  defineRoute({
    method: "get",
    path: "/inscricoes/contagem",
    tag: "inscricoes",
    operationId: "countInscricoes",
    summary: "How many addresses are subscribed",
    description:
      "Confirmed and waiting addresses, counted: no call lists the addresses themselves.",
    guard: "editor",
    success: 200,
    output: InscricaoContagemSchema,
    caching: "private",
    handle: ({ db }) => countSubscriptions(db),
  }),

  // --- sobre-projeto ---
  defineRoute({
    method: "get",
    path: "/sobre-projeto",
    tag: "sobre-projeto",
    operationId: "getSobreProjeto",
    summary: "Read the About page",
    description: "404 until an administrator saves the page.",
    guard: "public",
    success: 200,
    output: SobreProjetoSchema,
    caching: { public: CACHE_SECONDS.content },
    errors: [404],
    handle: async ({ db }) => {
      const sobreProjeto = await findSobreProjeto(db);
      // The page answers a 404 with its own fallback text.
      if (!sobreProjeto) throw notFound(SOBRE_PROJETO_MESSAGES.notFound);
      return sobreProjeto;
    },
  }),
  defineRoute({
    method: "put",
    path: "/sobre-projeto",
    tag: "sobre-projeto",
    operationId: "updateSobreProjeto",
    summary: "Replace the About page",
    guard: "editor",
    body: {
      kind: "json",
      schema: SobreProjetoInputSchema,
      limit: "32mb",
      description:
        "At least one of `conteudo`, `descricao`, `objetivos`, `metodologia` must have visible text. Fields not sent are cleared.",
    },
    success: 200,
    output: SobreProjetoSchema,
    caching: "none",
    handle: ({ db, body }) => saveSobreProjeto(db, body),
  }),

  // --- paginas (institutional pages: methodology, corrections policy, transparency) ---
  defineRoute({
    method: "get",
    path: "/paginas/:slug",
    tag: "paginas",
    operationId: "getPagina",
    summary: "Read an institutional page",
    description:
      "`metodologia`, `politica-de-correcoes` or `transparencia`; 404 until an administrator saves it (the public page then shows a fallback text).",
    guard: "public",
    params: PaginaParamsSchema,
    paramsNotFound: PAGINA_MESSAGES.notFound,
    success: 200,
    output: PaginaSchema,
    caching: { public: CACHE_SECONDS.content },
    errors: [404],
    handle: async ({ db, params }) => {
      const pagina = await findPagina(db, params.slug);
      if (!pagina) throw notFound(PAGINA_MESSAGES.notWritten);
      return pagina;
    },
  }),
  defineRoute({
    method: "put",
    path: "/paginas/:slug",
    tag: "paginas",
    operationId: "updatePagina",
    summary: "Replace an institutional page",
    guard: "editor",
    params: PaginaParamsSchema,
    paramsNotFound: PAGINA_MESSAGES.notFound,
    body: { kind: "json", schema: PaginaInputSchema, limit: "32mb" },
    success: 200,
    output: PaginaSchema,
    caching: "none",
    handle: ({ db, params, body }) => savePagina(db, params.slug, body),
  }),

  // --- rotulos (the rating scale, decision 052) ---
  defineRoute({
    method: "get",
    path: "/rotulos",
    tag: "rotulos",
    operationId: "listRotulos",
    summary: "List the rating scale",
    description:
      "Every rating a fact-check may carry, in the scale's order, each with the specification status it belongs to. A fresh site has the default Brazilian scale.",
    guard: "public",
    success: 200,
    output: RotuloListSchema,
    caching: { public: CACHE_SECONDS.content },
    handle: ({ db }) => listRotulos(db),
  }),
  defineRoute({
    method: "post",
    path: "/rotulos",
    tag: "rotulos",
    operationId: "createRotulo",
    summary: "Add a rating to the scale",
    description: "Added at the end of the scale. A slug already in use answers 409.",
    guard: "editor",
    body: { kind: "json", schema: RotuloInputSchema, limit: "16kb" },
    success: 201,
    output: RotuloSchema,
    caching: "none",
    errors: [409],
    handle: ({ db, body }) => createRotulo(db, body),
  }),
  defineRoute({
    method: "put",
    path: "/rotulos/:slug",
    tag: "rotulos",
    operationId: "updateRotulo",
    summary: "Replace a rating's fields",
    description:
      "The slug stays. Changing the status of a rating that fact-checks use answers 409: their rating must keep belonging to their status.",
    guard: "editor",
    params: RotuloParamsSchema,
    paramsNotFound: ROTULO_MESSAGES.notFound,
    body: { kind: "json", schema: RotuloUpdateSchema, limit: "16kb" },
    success: 200,
    output: RotuloSchema,
    caching: "none",
    errors: [404, 409],
    handle: ({ db, params, body }) => saveRotulo(db, params.slug, body),
  }),
  defineRoute({
    method: "delete",
    path: "/rotulos/:slug",
    tag: "rotulos",
    operationId: "deleteRotulo",
    summary: "Remove a rating from the scale",
    description: "A rating that any fact-check uses, published or not, answers 409 and stays.",
    guard: "editor",
    params: RotuloParamsSchema,
    paramsNotFound: ROTULO_MESSAGES.notFound,
    success: 204,
    caching: "none",
    errors: [404, 409],
    handle: ({ db, params }) => deleteRotulo(db, params.slug),
  }),

  // --- rodape ---
  defineRoute({
    method: "get",
    path: "/rodape",
    tag: "rodape",
    operationId: "getRodape",
    summary: "Read the footer's institutions",
    description:
      "In the footer's order. The built-in five (with their drawn logos) until an administrator saves the list.",
    guard: "public",
    success: 200,
    output: RodapeSchema,
    caching: { public: CACHE_SECONDS.content },
    handle: ({ db }) => getRodape(db),
  }),
  defineRoute({
    method: "put",
    path: "/rodape",
    tag: "rodape",
    operationId: "updateRodape",
    summary: "Replace the footer's institutions",
    guard: "editor",
    body: {
      kind: "json",
      schema: RodapeInputSchema,
      limit: "32mb",
      description: `Replaces the whole list, in order. \`endereco\` is an http(s) address or a path on this site (\`/sobre\`). \`logo\` follows the image rules (${IMAGES_NOTE}); without one, an institution with a \`chave\` keeps its drawn logo.`,
    },
    success: 200,
    output: RodapeSchema,
    caching: "none",
    handle: ({ db, config, body }) => saveRodape(db, body, config.imageImport),
  }),

  // --- contato-institucional ---
  defineRoute({
    method: "get",
    path: "/contato-institucional",
    tag: "contato-institucional",
    operationId: "getContatoInstitucional",
    summary: "Read the institutional contact data",
    description: "Placeholders until an administrator saves real data.",
    guard: "public",
    success: 200,
    output: ContatoInstitucionalSchema,
    caching: { public: CACHE_SECONDS.content },
    handle: ({ db }) => getContatoInstitucional(db),
  }),
  defineRoute({
    method: "put",
    path: "/contato-institucional",
    tag: "contato-institucional",
    operationId: "updateContatoInstitucional",
    summary: "Replace the institutional contact data",
    guard: "editor",
    body: {
      kind: "json",
      schema: ContatoInstitucionalInputSchema,
      limit: "16kb",
      description:
        "Replaces everything, social networks included; `redes` may be empty. `whatsapp` holds digits, `+`, spaces, parentheses and hyphens, with 8 to 15 digits. Each `url` is http(s).",
    },
    success: 200,
    output: ContatoInstitucionalSchema,
    caching: "none",
    handle: ({ db, body }) => saveContatoInstitucional(db, body),
  }),

  // --- contato ---
  defineRoute({
    method: "post",
    path: "/contato",
    tag: "contato",
    operationId: "sendContatoMensagem",
    summary: "Send a message through the contact form",
    description: `Public and rate-limited: ${CONTATO_RATE_LIMIT.limit} messages per address in each ${minutes(CONTATO_RATE_LIMIT.windowMs)}-minute window, then 429.`,
    guard: "public",
    // Counted before the body is read, and bots caught by the honeypot count too.
    before: ({ db }) => [rateLimit({ db, ...CONTATO_RATE_LIMIT })],
    body: {
      kind: "json",
      schema: ContatoMensagemInputSchema,
      limit: "16kb",
      description: `\`${HONEYPOT_FIELD}\` is a field hidden from people: leave it out or empty. A message with it filled gets the same answer but is not stored.`,
    },
    success: 201,
    answers: "Received.",
    output: ContatoMensagemSchema,
    // The sender's own words come back: no cache may keep them.
    caching: "private",
    errors: [429],
    handle: ({ db, body }) => submitContatoMensagem(db, body),
  }),
  defineRoute({
    method: "get",
    path: "/contato",
    tag: "contato",
    operationId: "listContatoMensagens",
    summary: "The administrator's inbox",
    description: "Newest first.",
    guard: "editor",
    success: 200,
    answers: "OK.",
    output: z.array(ContatoMensagemSchema),
    caching: "private",
    handle: ({ db }) => listContatoMensagens(db),
  }),
  defineRoute({
    method: "delete",
    path: "/contato/:id",
    tag: "contato",
    operationId: "deleteContatoMensagem",
    summary: "Delete a message",
    guard: "editor",
    params: IdParamsSchema,
    success: 204,
    caching: "none",
    handle: async ({ db, params }) => {
      if (!(await deleteContatoMensagem(db, params.id))) throw notFound(CONTATO_MESSAGES.notFound);
    },
  }),

  // --- sugestoes (readers' tips, decision 040) ---
  defineRoute({
    method: "post",
    path: "/sugestoes",
    tag: "sugestoes",
    operationId: "sendSugestao",
    summary: "Send a tip to be checked",
    description: `Public and rate-limited like the contact form: ${SUGESTAO_RATE_LIMIT.limit} tips per address in each ${minutes(SUGESTAO_RATE_LIMIT.windowMs)}-minute window, then 429. JSON, or multipart/form-data with an optional file in \`file\`. ${SUGESTAO_FIELDS_NOTE} \`${SUGESTAO_HONEYPOT_FIELD}\` is a field hidden from people: leave it out or empty; a tip with it filled gets the same kind of answer but is not stored. The file is never served under /media/. The files of all tips share a budget per hour (\`SUGESTAO_ANEXOS_MB_POR_HORA\`, 200 MB by default): over it a tip with a file answers 429 and stores nothing, while tips without a file are still taken.`,
    guard: "public",
    before: ({ db }) => [rateLimit({ db, ...SUGESTAO_RATE_LIMIT })],
    body: SUGESTAO_BODY,
    success: 201,
    answers: "Received: the tracking code, shown once.",
    output: SugestaoRecebidaSchema,
    caching: "private",
    errors: [429],
    handle: ({ db, config, req }) =>
      submitSugestao(
        db,
        parseSugestaoInput(req.body ?? {}, req.file !== undefined && req.file.size > 0),
        req.file?.buffer,
        { anexosMbPerHour: config.sugestaoAnexosMbPerHour, matching: config.matching },
      ),
  }),
  defineRoute({
    method: "get",
    path: "/sugestoes/codigo/:codigo",
    tag: "sugestoes",
    operationId: "getSugestaoPorCodigo",
    summary: "The state of a tip, by its tracking code",
    description: `The code is read with or without its dashes or spaces, in any case; the 8-character codes given before still answer. Any code that names no tip, well-formed or not, answers the same 404. Never cached: the state changes. Rate-limited: ${SUGESTAO_CODIGO_RATE_LIMIT.limit} lookups per address in each ${minutes(SUGESTAO_CODIGO_RATE_LIMIT.windowMs)}-minute window, shared with the page \`/sugestao/{codigo}\`, then 429.`,
    guard: "public",
    before: ({ db }) => [rateLimit({ db, ...SUGESTAO_CODIGO_RATE_LIMIT })],
    // Every answer, the 404s included, says something about one reader's tip.
    noStore: true,
    params: CodigoParamsSchema,
    paramsNotFound: SUGESTAO_MESSAGES.notFound,
    success: 200,
    output: SugestaoPublicaSchema,
    caching: "private",
    errors: [404, 429],
    handle: ({ db, params }) => requireSugestaoPublica(db, params.codigo),
  }),
  defineRoute({
    method: "post",
    path: "/sugestoes/codigo/:codigo/nao-e-isso",
    tag: "sugestoes",
    operationId: "rejectSugestaoRespostaAutomatica",
    summary: '"Não é isso": turn down the answer the site gave at once',
    description: `While a tip is answered by the fact-check the tip form showed its sender (\`resposta_automatica\`, decision 075), this takes that answer back: the tip is \`recebida\` again, without a fact-check, for the team to look at, and the site never answers it with that fact-check again. Idempotent: on a tip not answered by the site it changes nothing and answers its state. No body. The code and its 404 are those of \`GET /api/sugestoes/codigo/{codigo}\`, and so is the budget: ${SUGESTAO_CODIGO_RATE_LIMIT.limit} per address in each ${minutes(SUGESTAO_CODIGO_RATE_LIMIT.windowMs)}-minute window, shared with the lookups, then 429.`,
    guard: "public",
    before: ({ db }) => [rateLimit({ db, ...SUGESTAO_CODIGO_RATE_LIMIT })],
    noStore: true,
    params: CodigoParamsSchema,
    paramsNotFound: SUGESTAO_MESSAGES.notFound,
    success: 200,
    output: SugestaoPublicaSchema,
    caching: "none",
    errors: [404, 429],
    handle: ({ db, params }) => rejectAutomaticAnswer(db, params.codigo),
  }),
  definePagedRoute({
    method: "get",
    path: "/sugestoes",
    tag: "sugestoes",
    operationId: "listSugestoes",
    summary: "The editors' inbox of tips, grouped",
    description:
      "Groups of tips that look alike (decision 074: a tip joins the group of the most alike earlier tip when the match is strong — the same link or file, a text scoring at least `MATCH_TEXT_STRONG`, a picture within `MATCH_IMAGE_MAX_BITS`), 20 per page by default: the most tips received in the last 7 days first, then the newest. Each group carries the published fact-checks like its newest tip (`checagens`). `X-Total-Count` counts groups.",
    guard: "editor",
    query: SugestoesQuerySchema,
    success: 200,
    output: SugestaoGrupoListSchema,
    caching: "private",
    handle: ({ db, config, query }) => listSugestaoGrupos(db, config.matching, query),
  }),
  defineRoute({
    method: "post",
    path: "/sugestoes/semelhantes",
    tag: "sugestoes",
    operationId: "findSimilarForEditors",
    summary: "Published fact-checks and earlier tips like a message and/or a picture",
    description: `For editors: the body of \`POST /api/checagens/semelhantes\`, answered with its fact-checks (\`checagens\`) and up to ${SUGESTOES_SEMELHANTES_MAX} earlier tips (\`sugestoes\`), strong matches first, then by \`score\`. Nothing is stored.`,
    guard: "editor",
    body: SEMELHANTES_BODY,
    success: 200,
    output: SemelhantesEditorSchema,
    caching: "private",
    errors: [413, 415],
    handle: async ({ db, config, req }) =>
      findSimilarForEditors(
        db,
        config.matching,
        await parseSemelhantesInput(req.body ?? {}, req.file?.buffer),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/sugestoes/grupos/:grupo/checagem",
    tag: "sugestoes",
    operationId: "answerSugestaoGrupo",
    summary: "Answer every open tip of a group with one fact-check",
    description:
      "The group's key as `GET /api/sugestoes` gives it, URL-encoded. Every tip of the group still `recebida` or `em_analise`, or answered at once by the site (decisions 075 and 081), becomes `verificada` with this fact-check; tips an editor answered keep their answer, so a second call answers none (`respondidas: 0`). Each sender who left an e-mail, or wrote through WhatsApp or Telegram, is then sent the answer once through the outbox (decisions 072 and 076), when the fact-check is published and due; a sender the site answered at once with this same fact-check is not sent it again. An unknown fact-check answers 400 and changes nothing.",
    guard: "editor",
    params: GrupoParamsSchema,
    paramsNotFound: SUGESTAO_MESSAGES.grupoNotFound,
    body: { kind: "json", schema: GrupoChecagemInputSchema, limit: "16kb" },
    success: 200,
    output: GrupoChecagemSchema,
    caching: "none",
    errors: [404],
    handle: async ({ db, params, body, req, config }) => {
      const answered = await answerGrupo(db, params.grupo, body);
      if (req.res)
        req.res.locals.auditNote = `${answered.respondidas} sugestões do grupo respondidas com a checagem ${answered.fake_news_id}.`;
      const origin = requestOrigin(req, config.publicUrl);
      await queueTipAnswers(db, origin);
      await queueChannelAnswers(db, config, origin);
      return answered;
    },
  }),
  defineRoute({
    method: "put",
    path: "/sugestoes/:id",
    tag: "sugestoes",
    operationId: "updateSugestao",
    summary: "Answer a tip: its state, the reason, the fact-check",
    description:
      "`verificada` needs `fake_news_id`; `descartada` needs `motivo` (`opiniao`, `nao_verificavel`, `ja_verificada` with `fake_news_id`, or `outro` with `motivo_texto`). Once the answer is one readers can see (a discard, or a fact-check published and due), a sender who left an e-mail is sent it once through the outbox (decision 072), and a sender who wrote through WhatsApp or Telegram gets it on that channel (decision 076), with links on `PUBLIC_URL` or this request's origin.",
    guard: "editor",
    params: IdParamsSchema,
    paramsNotFound: SUGESTAO_MESSAGES.notFound,
    body: { kind: "json", schema: SugestaoUpdateSchema, limit: "16kb" },
    success: 200,
    output: SugestaoSchema,
    caching: "none",
    errors: [404],
    handle: async ({ db, params, body, req, config }) => {
      const sugestao = await updateSugestao(db, params.id, body);
      // The answer goes to every sender it is due to, with links on this request's origin:
      // by e-mail, and on the messaging channel a tip came through (decision 076).
      const origin = requestOrigin(req, config.publicUrl);
      await queueTipAnswers(db, origin);
      await queueChannelAnswers(db, config, origin);
      return sugestao;
    },
  }),
  defineRoute({
    method: "get",
    path: "/sugestoes/:id/anexo",
    tag: "sugestoes",
    operationId: "getSugestaoAnexo",
    summary: "The file attached to a tip",
    guard: "editor",
    params: IdParamsSchema,
    paramsNotFound: SUGESTAO_MESSAGES.notFound,
    success: 200,
    file: { description: "The file as sent, with the type read from its content." },
    caching: "private",
    errors: [404],
    handle: async ({ db, params }) => {
      const anexo = await requireAnexo(db, params.id);
      return {
        contentType: anexo.content_type,
        bytes: anexo.dados,
        fileName: `sugestao-${params.id}-${anexo.hash.slice(0, 12)}`,
      };
    },
  }),
  defineRoute({
    method: "get",
    path: "/sugestoes/:id/conversa",
    tag: "sugestoes",
    operationId: "getSugestaoConversa",
    summary: "The WhatsApp or Telegram conversation a tip came from",
    description:
      "What the sender sent and what the tipline answered, oldest first, with each reply's outbox state and WhatsApp's delivery word (decision 076). 404 for a tip from the web form.",
    guard: "editor",
    params: IdParamsSchema,
    paramsNotFound: SUGESTAO_MESSAGES.notFound,
    success: 200,
    output: ConversaSchema,
    caching: "none",
    errors: [404],
    handle: async ({ db, config, params }) => requireConversa(db, config, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/sugestoes/:id/conversa",
    tag: "sugestoes",
    operationId: "replySugestaoConversa",
    summary: "Send a free reply to the sender of a WhatsApp or Telegram tip",
    description:
      "`texto` (1–1,000 characters) goes to the tip's sender on its channel through the outbox (one sender, retries, delivery state) and joins the conversation, which is answered (decision 081). Only within the platform's rules, as `resposta_livre` of the conversation says: on WhatsApp within 24 hours of the sender's last message, on Telegram unless the sender sent PARAR, and while the sender's number or chat id is kept; otherwise 409 with the reason. 404 for a tip from the web form.",
    guard: "editor",
    params: IdParamsSchema,
    paramsNotFound: SUGESTAO_MESSAGES.notFound,
    body: { kind: "json", schema: RespostaLivreInputSchema, limit: "16kb" },
    success: 201,
    output: ConversaSchema,
    caching: "none",
    errors: [404, 409],
    handle: async ({ db, config, params, body, req }) => {
      const conversa = await sendFreeReply(db, config, params.id, body);
      if (req.res)
        req.res.locals.auditNote = `Resposta livre pelo ${conversa.canal === "whatsapp" ? "WhatsApp" : "Telegram"} (${body.texto.length} caracteres).`;
      return conversa;
    },
  }),

  // --- openapi ---
  defineRoute({
    method: "get",
    path: "/openapi.json",
    tag: "openapi",
    operationId: "getOpenApiDocument",
    summary: "This document",
    guard: "public",
    success: 200,
    // Any JSON object: documented as just that rather than as itself.
    output: z.looseObject({}).meta({
      override: ({ jsonSchema }) => {
        delete jsonSchema.properties;
        delete jsonSchema.additionalProperties;
      },
    }),
    caching: { public: CACHE_SECONDS.content },
    handle: () => getOpenApiDocument(),
  }),
];

let cached: OpenApiDocument | undefined;

/** Built on first use and kept: it depends only on code. */
export function getOpenApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument(API_ROUTES);
  return cached;
}

export function createApiRouter(context: ApiContext): express.Router {
  const router = express.Router();
  registerRoutes(router, API_ROUTES, context);
  router.use(apiNotFound);
  return router;
}
