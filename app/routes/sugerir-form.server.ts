import { HONEYPOT_FIELD, SUGESTAO_MESSAGES } from "#server/api/sugestoes/schema.ts";
import {
  parseSugestaoInput,
  submitSugestao,
  SUGESTAO_RATE_LIMIT,
} from "#server/api/sugestoes/service.ts";
import type { Kysely } from "kysely";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import { sniffImageFormat } from "#server/media/images.ts";
import { answerAtOnce } from "#server/api/sugestoes/instant-answer.ts";
import { rotuloOf } from "../components/fake-news/verdicts.ts";
import { loadRotulos } from "../utils/rotulos.server.ts";
import { formSubmitter } from "../utils/public-form.server.ts";
import { isFormField } from "../utils/public-form.ts";
import {
  readSugerirValues,
  SUGERIR_FIELDS,
  type SugerirErrors,
  type SugerirFieldError,
  type SugerirSemelhante,
  type SugerirSubmission,
} from "./sugerir-form.ts";

const KINDS: Record<string, SugerirFieldError> = {
  [SUGESTAO_MESSAGES.nothingGiven]: { kind: "nothingGiven" },
  [SUGESTAO_MESSAGES.link]: { kind: "link" },
  [SUGESTAO_MESSAGES.plataforma]: { kind: "plataforma" },
  [SUGESTAO_MESSAGES.uf]: { kind: "uf" },
  [SUGESTAO_MESSAGES.email]: { kind: "email" },
};

/** The API's Portuguese field messages, classified so the page can word them in any language. */
function fieldErrors(details: Record<string, string>): SugerirErrors {
  const errors: SugerirErrors = {};
  for (const [field, message] of Object.entries(details)) {
    if (!isFormField(SUGERIR_FIELDS, field)) continue;
    const tooLong = /^Use no máximo (\d+) caracteres\.$/.exec(message);
    errors[field] = tooLong
      ? { kind: "tooLong", max: Number(tooLong[1]) }
      : (KINDS[message] ?? { kind: "nothingGiven" });
  }
  return errors;
}

/**
 * The /sugerir page's form, posted to the page itself with or without scripts: the same
 * limit, schema and service as `POST /api/sugestoes`, with answers the page can show
 * beside its fields.
 */
export const submitSugerirForm = formSubmitter({
  limit: SUGESTAO_RATE_LIMIT,
  read: readSugerirValues,
  async submit({ db, config }, values, form): Promise<SugerirSubmission> {
    // An empty file input still sends a part, nameless and without bytes.
    const upload = form.get("file");
    const file =
      upload instanceof File && upload.size > 0
        ? Buffer.from(await upload.arrayBuffer())
        : undefined;
    try {
      const input = parseSugestaoInput(
        { ...values, [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) ?? undefined },
        file !== undefined,
      );
      const { codigo, url } = await submitSugestao(db, input, file, {
        anexosMbPerHour: config.sugestaoAnexosMbPerHour,
        matching: config.matching,
      });
      return { status: "sent", codigo, url };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // CASE: the fields; CASE: the file, refused by content (415) or size (413).
      if (error.status === 400 && error.details)
        return { status: "invalid", errors: fieldErrors(error.details), values };
      if (error.status === 415)
        return { status: "invalid", errors: { file: { kind: "fileType" } }, values };
      if (error.status === 413)
        return { status: "invalid", errors: { file: { kind: "fileTooLarge" } }, values };
      // CASE: the files of all tips have used the hour's budget (the visitor's own budget
      // was spent before this, so a 429 here is only that one).
      if (error.status === 429)
        return { status: "invalid", errors: { file: { kind: "filesPerHour" } }, values };
      throw error;
    }
  },
});

/**
 * The published fact-check that most resembles the tip just sent, when it is a strong
 * match (decision 069): its text and link, and an attached image. Only a sent tip is
 * compared; the tip is stored whatever this finds, and answered by that fact-check at
 * once, since the confirmation shows it (decision 075).
 */
export async function withStrongMatch(
  db: Kysely<Database>,
  thresholds: Config["matching"],
  form: FormData,
  result: SugerirSubmission,
): Promise<SugerirSubmission> {
  if (result.status !== "sent") return result;
  const texto = ["texto", "link"]
    .map((field) => form.get(field))
    .filter((value): value is string => typeof value === "string" && value.trim() !== "")
    .join("\n");
  const upload = form.get("file");
  const bytes =
    upload instanceof File && upload.size > 0 ? Buffer.from(await upload.arrayBuffer()) : undefined;
  // CASE: an audio recording, which has no picture to compare.
  const imagem = bytes && sniffImageFormat(bytes) ? bytes : undefined;
  if (!texto && !imagem) return { ...result, semelhante: null };
  try {
    const best = await answerAtOnce(db, thresholds, result.codigo, {
      texto: texto || undefined,
      imagem,
    });
    if (!best) return { ...result, semelhante: null };
    const semelhante: SugerirSemelhante = {
      titulo: best.titulo,
      alegacao: best.alegacao,
      status: best.status,
      rotulo: rotuloOf(best.rotulo, await loadRotulos(db)),
      url: best.url,
    };
    return { ...result, semelhante };
  } catch (error) {
    // The tip is stored: its code must reach the reader even when the lookup fails.
    console.error("similar fact-checks could not be looked up for a tip", error);
    return { ...result, semelhante: null };
  }
}
