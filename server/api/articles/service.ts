import type { Kysely } from "kysely";
import type { SessionAdmin } from "../../auth/sessions.ts";
import { sanitizeRichText } from "../../content/sanitize.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest, type ErrorDetails } from "../../http/errors.ts";
import type { RemoteImageOptions } from "../../media/fetch-image.ts";
import { resolveImageList } from "../../media/store.ts";
import { REQUIRED } from "../common-schema.ts";
import { hasVisibleText } from "../../content/rich-text.ts";
import { fitTo, parseStringList } from "../lists.ts";
import type { ArticleRecord } from "./repository.ts";
import { ARTICLE_MESSAGES, type Article, type ArticleInput } from "./schema.ts";

/** Who is saving: the logged-in administrator. */
export type Editor = Pick<SessionAdmin, "nome">;

/** The shared fields of an article's answer; each area adds its own. */
export function articleRowToArticle(row: ArticleRecord): Article {
  return {
    id: row.id,
    titulo: row.titulo,
    subtitulo: row.subtitulo,
    lead: row.lead,
    conteudo: row.conteudo,
    conclusao: row.conclusao,
    fontes: parseStringList(row.fontes),
    imagens: parseStringList(row.imagens),
    legendas: parseStringList(row.legendas),
    alts: parseStringList(row.alts),
    tags: row.tags,
    uf: row.uf,
    municipio: row.municipio,
  };
}

/**
 * Sanitises the rich-text fields and checks what only the sanitised text can tell;
 * `checkLead` adds an area's own rule on the sanitised lead.
 */
function sanitizeTexts(input: ArticleInput, checkLead?: (lead: string) => string | undefined) {
  const lead = sanitizeRichText(input.lead);
  const conteudo = sanitizeRichText(input.conteudo);
  const conclusao = input.conclusao === null ? "" : sanitizeRichText(input.conclusao);
  const details: ErrorDetails = {};
  // CASE: the schema saw text, but all of it sat in blocks the sanitiser removes.
  if (!hasVisibleText(lead)) details.lead = REQUIRED;
  else {
    const leadProblem = checkLead?.(lead);
    if (leadProblem) details.lead = leadProblem;
  }
  if (!hasVisibleText(conteudo)) details.conteudo = REQUIRED;
  // CASE: a municipality names a place only within its state.
  if (input.municipio !== null && input.uf === null) details.municipio = ARTICLE_MESSAGES.municipio;
  if (Object.keys(details).length > 0) throw badRequest(details);
  return { lead, conteudo, conclusao: hasVisibleText(conclusao) ? conclusao : null };
}

/**
 * Turns the shared fields of valid input into column values. Images are stored here,
 * after every other check, so a request that fails validation stores nothing; a bad
 * image fails the request before the article is written.
 */
export async function articleColumns(
  db: Kysely<Database>,
  input: ArticleInput,
  {
    remote,
    checkLead,
  }: { remote: RemoteImageOptions; checkLead?: (lead: string) => string | undefined },
) {
  const texts = sanitizeTexts(input, checkLead);
  const imagens = await resolveImageList(db, input.imagens, remote);
  return {
    titulo: input.titulo,
    subtitulo: input.subtitulo,
    ...texts,
    fontes: JSON.stringify(input.fontes),
    imagens: JSON.stringify(imagens),
    legendas: JSON.stringify(fitTo(input.legendas, imagens.length)),
    alts: JSON.stringify(fitTo(input.alts, imagens.length)),
    tags: input.tags,
    uf: input.uf,
    municipio: input.municipio,
  };
}

/**
 * Who an article is credited to (news `autor`, fake-news `verificador`): the form's
 * name, else the name already stored (fixing someone's typo does not take their
 * byline), else the editor saving it.
 */
export function creditOf(given: string | null, stored: string | null, editor: Editor): string {
  return given ?? stored ?? editor.nome;
}
