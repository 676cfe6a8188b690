import { z } from "zod";
import type { AuthUser, LoginResult } from "../auth/service.ts";
import type { ContatoMensagem } from "../contato/service.ts";
import { REDE_SOCIAL_TIPOS, type ContatoInstitucional } from "../contato-institucional/schema.ts";
import { CARGOS } from "../equipe/schema.ts";
import type { Membro } from "../equipe/service.ts";
import { FAKE_NEWS_STATUS } from "../fake-news/schema.ts";
import type { FakeNews } from "../fake-news/service.ts";
import type { Newsletter } from "../newsletters/service.ts";
import type { Noticia } from "../noticias/service.ts";
import type { SobreProjeto } from "../sobre-projeto/service.ts";
import { SUBPROJETO_STATUS } from "../subprojetos/schema.ts";
import type { Subprojeto } from "../subprojetos/service.ts";

/*
 * The JSON every call answers, as zod schemas. The areas' mappers are typed by hand, so
 * each schema here is checked against its mapper's type at compile time (bottom of the
 * file): a field added, removed or retyped in a mapper breaks the build until the
 * description follows. Isomorphic: a client may parse answers with these.
 */

const id = z.int().positive();
const timestamp = z.iso.datetime();
const calendarDate = z.iso.date();
const imageUrls = z.array(z.string()).meta({
  description:
    "Image URLs, the first is the cover: `/media/<hash>.<width>x<height>.webp` or http(s).",
});
const perImageTexts = z
  .array(z.string())
  .meta({ description: "One text per image, in the same order." });
const richText = (description: string) =>
  z.string().meta({ description: `${description}: sanitised HTML.` });

export const ErrorSchema = z.object({
  error: z.string().meta({ description: "Message in Portuguese, fit to show to the user." }),
  details: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "One message per invalid field, keyed by its dotted path (`fontes.1`)." }),
});

export const AuthUserSchema = z.object({ id, email: z.string(), nome: z.string() });

export const LoginResultSchema = z.object({
  token: z
    .string()
    .meta({ description: "Opaque token, sent back as `Authorization: Bearer <token>`." }),
  user: AuthUserSchema,
});

export const VerifyResultSchema = z.object({ user: AuthUserSchema });

export const MediaUploadResultSchema = z.object({
  url: z.string().meta({
    description:
      "`/media/<hash>.<width>x<height>.webp` for an image, `/media/<hash>.pdf` for a PDF.",
  }),
});

export const NoticiaSchema = z.object({
  id,
  titulo: z.string(),
  subtitulo: z.string().nullable(),
  lead: richText("Lead"),
  conteudo: richText("Body"),
  conclusao: richText("Conclusion").nullable(),
  fontes: z.array(z.string()),
  tags: z.string().nullable().meta({ description: "Comma-separated." }),
  imagens: imageUrls,
  legendas: perImageTexts,
  alts: perImageTexts,
  video: z.string().nullable(),
  data_publicacao: timestamp,
  autor: z.string().nullable(),
});

export const FakeNewsSchema = z.object({
  id,
  titulo: z.string(),
  subtitulo: z.string().nullable(),
  lead: richText("Lead"),
  conteudo: richText("Body"),
  conclusao: richText("Conclusion").nullable(),
  fontes: z.array(z.string()),
  verdades: z.array(z.string()),
  imagens: imageUrls,
  legendas: perImageTexts,
  alts: perImageTexts,
  status: z.enum(FAKE_NEWS_STATUS),
  data_verificacao: calendarDate,
  verificador: z.string().nullable(),
});

export const SubprojetoSchema = z.object({
  id,
  nome: z.string(),
  autor: z.string(),
  resumo: richText("Summary"),
  dataInicio: calendarDate,
  local: z.string().nullable(),
  status: z.enum(SUBPROJETO_STATUS),
  pdfUrl: z.string().nullable(),
});

export const MembroSchema = z.object({
  id,
  nome: z.string(),
  cargo: z.enum(CARGOS),
  biografia: richText("Biography").nullable(),
  foto: z.string().nullable(),
  email: z.string().nullable(),
  lattes: z.string().nullable(),
});

export const NewsletterSchema = z.object({
  id,
  titulo: z.string(),
  mes: z.int().min(1).max(12),
  ano: z.int(),
  descricao: z.string().nullable(),
  pdfLink: z.string().nullable().meta({ description: "External link." }),
  pdfUrl: z
    .string()
    .nullable()
    .meta({ description: "A PDF served by this site: `/media/<hash>.pdf`." }),
});

export const SobreProjetoSchema = z.object({
  id,
  titulo: z.string().nullable(),
  conteudo: richText("Content").nullable(),
  descricao: richText("Description").nullable(),
  objetivos: richText("Objectives").nullable(),
  metodologia: richText("Methodology").nullable(),
});

export const ContatoInstitucionalSchema = z.object({
  email: z.string(),
  telefone: z.string(),
  whatsapp: z.string(),
  redes: z.array(z.object({ tipo: z.enum(REDE_SOCIAL_TIPOS), url: z.string() })),
});

export const ContatoMensagemSchema = z.object({
  id,
  nome: z.string(),
  email: z.string(),
  assunto: z.string(),
  mensagem: z.string(),
  created_at: timestamp,
});

/** Literal unions become their base type, so an enum in a schema matches a mapper's string. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends readonly (infer Item)[]
      ? Widen<Item>[]
      : T extends object
        ? { [Key in keyof T]: Widen<T[Key]> }
        : T;

/**
 * True when `Schema` describes `Mapped` exactly: the same fields with the same types,
 * nullability included. Only enums may be narrower than the mapper's string.
 */
type Describes<Schema, Mapped> = [Widen<Schema>] extends [Widen<Mapped>]
  ? [Widen<Mapped>] extends [Widen<Schema>]
    ? true
    : false
  : false;

function describes<Schema, Mapped>(check: Describes<Schema, Mapped>): void {
  void check;
}

describes<z.output<typeof AuthUserSchema>, AuthUser>(true);
describes<z.output<typeof LoginResultSchema>, LoginResult>(true);
describes<z.output<typeof NoticiaSchema>, Noticia>(true);
describes<z.output<typeof FakeNewsSchema>, FakeNews>(true);
describes<z.output<typeof SubprojetoSchema>, Subprojeto>(true);
describes<z.output<typeof MembroSchema>, Membro>(true);
describes<z.output<typeof NewsletterSchema>, Newsletter>(true);
describes<z.output<typeof SobreProjetoSchema>, SobreProjeto>(true);
describes<z.output<typeof ContatoInstitucionalSchema>, ContatoInstitucional>(true);
describes<z.output<typeof ContatoMensagemSchema>, ContatoMensagem>(true);
