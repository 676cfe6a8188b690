/*
 * The tip form's fields and the answers its action gives. Shared by the page and its
 * server action; nothing here may touch Node.
 */
import type { RespostaAutomaticaView } from "../components/sugestoes/resposta-automatica.tsx";
import { readFormText, type PublicFormSubmission } from "../utils/public-form.ts";

export const SUGERIR_FIELDS = [
  "texto",
  "link",
  "file",
  "plataforma",
  "uf",
  "municipio",
  "email",
] as const;
export type SugerirField = (typeof SUGERIR_FIELDS)[number];

/** What the visitor typed (never the file), sent back after a failure so nothing is lost. */
export type SugerirValues = Record<Exclude<SugerirField, "file">, string>;

/** Why a field was refused; the page words it in the interface language. */
export type SugerirFieldError =
  | { kind: "nothingGiven" }
  | { kind: "link" }
  | { kind: "plataforma" }
  | { kind: "uf" }
  | { kind: "email" }
  | { kind: "tooLong"; max: number }
  | { kind: "fileType" }
  | { kind: "fileTooLarge" }
  /** Every reader's files together have reached the hour's budget; a tip without one is taken. */
  | { kind: "filesPerHour" };

export type SugerirErrors = Partial<Record<SugerirField, SugerirFieldError>>;

/**
 * A published fact-check that strongly resembles what was sent (decision 069), and
 * answers the tip at once (decision 075).
 */
export type SugerirSemelhante = RespostaAutomaticaView;

/** What the page's action answers. */
export type SugerirSubmission = PublicFormSubmission<
  SugerirValues,
  SugerirErrors,
  { codigo: string; url: string; semelhante?: SugerirSemelhante | null }
>;

/**
 * What the form shows: the action's answer. (A connection lost on the way is said by the
 * page's script, which keeps the form as typed.)
 */
export type SugerirFormResult = SugerirSubmission;

export function readSugerirValues(form: FormData): SugerirValues {
  const typed = SUGERIR_FIELDS.filter((field): field is keyof SugerirValues => field !== "file");
  return readFormText(form, typed);
}
