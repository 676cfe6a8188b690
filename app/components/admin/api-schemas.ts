import { z } from "zod";
import { ContatoMensagemSchema } from "#server/api/contato/schema.ts";
import { MembroSchema } from "#server/api/equipe/schema.ts";
import { FakeNewsEditorSchema as FakeNewsSchema } from "#server/api/fake-news/schema.ts";
import { NewsletterSchema } from "#server/api/newsletters/schema.ts";
import { PublicacaoSchema } from "#server/api/publicacoes/schema.ts";
import { NoticiaEditorSchema as NoticiaSchema } from "#server/api/noticias/schema.ts";
import { SubprojetoSchema } from "#server/api/subprojetos/schema.ts";

/*
 * The API's answers as the server itself describes them: the admin parses every response
 * with the output schemas of the areas' schema files, never with copies of its own. They
 * are isomorphic (zod and constants only), so nothing of the server's runtime is bundled.
 * This module names them in one place for the admin, with the list answers.
 */

export {
  AuthUserSchema,
  LoginResultSchema,
  VerifyResultSchema,
  type AuthUser,
} from "#server/api/auth/schema.ts";
export {
  ContatoInstitucionalSchema,
  type ContatoInstitucional,
} from "#server/api/contato-institucional/schema.ts";
export { ContatoMensagemSchema, type ContatoMensagem } from "#server/api/contato/schema.ts";
export {
  ContaCriadaSchema,
  ContaInputSchema,
  ContaListSchema,
  ContaSchema,
  type Conta,
} from "#server/api/contas/schema.ts";
export { RegistroListSchema, type RegistroEntrada } from "#server/api/registro/schema.ts";
export {
  MensagemListSchema,
  MensagemSchema,
  RecebidaListSchema,
  RecebidaSchema,
  type Mensagem,
  type Recebida,
} from "#server/api/caixa-saida/schema.ts";
export { AutorListSchema, type Autor } from "#server/api/autores/schema.ts";
export { MembroSchema, type Membro } from "#server/api/equipe/schema.ts";
export {
  FakeNewsEditorSchema as FakeNewsSchema,
  type FakeNews,
} from "#server/api/fake-news/schema.ts";
export { NewsletterSchema, type Newsletter } from "#server/api/newsletters/schema.ts";
export { PublicacaoSchema, type Publicacao } from "#server/api/publicacoes/schema.ts";
export { NoticiaEditorSchema as NoticiaSchema, type Noticia } from "#server/api/noticias/schema.ts";
export { PaginaSchema, type Pagina } from "#server/api/paginas/schema.ts";
export { SobreProjetoSchema, type SobreProjeto } from "#server/api/sobre-projeto/schema.ts";
export { SubprojetoSchema, type Subprojeto } from "#server/api/subprojetos/schema.ts";
export {
  GrupoChecagemSchema,
  SugestaoGrupoListSchema,
  SugestaoSchema,
  type Sugestao,
  type SugestaoGrupo,
} from "#server/api/sugestoes/schema.ts";
export {
  ConversaSchema,
  MAX_RESPOSTA_LIVRE,
  RespostaLivreInputSchema,
  type Conversa,
} from "#server/messaging/schema.ts";
export { ErrorSchema } from "#server/http/schema.ts";
export { MediaUploadResultSchema } from "#server/media/schema.ts";

export const NoticiaListSchema = z.array(NoticiaSchema);
export const FakeNewsListSchema = z.array(FakeNewsSchema);
export const SubprojetoListSchema = z.array(SubprojetoSchema);
export const MembroListSchema = z.array(MembroSchema);
export const NewsletterListSchema = z.array(NewsletterSchema);
export const PublicacaoListSchema = z.array(PublicacaoSchema);
export const ContatoMensagemListSchema = z.array(ContatoMensagemSchema);
