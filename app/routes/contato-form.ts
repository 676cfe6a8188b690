/*
 * The contact form's fields and the answers its action gives. Shared by the page and its
 * server action; nothing here may touch Node.
 */
import { readFormText, type PublicFormSubmission } from "../utils/public-form.ts";

export const CONTATO_FIELDS = ["nome", "email", "assunto", "mensagem"] as const;
export type ContatoField = (typeof CONTATO_FIELDS)[number];

/** What the visitor typed, sent back after a failure so that nothing is lost. */
export type ContatoValues = Record<ContatoField, string>;

/** Why a field was refused; the page words it in the interface language. */
export type ContatoFieldError =
  { kind: "required" } | { kind: "email" } | { kind: "tooLong"; max: number };

/** What the page's action answers. */
export type ContatoSubmission = PublicFormSubmission<
  ContatoValues,
  Partial<Record<ContatoField, ContatoFieldError>>
>;

/**
 * What the form shows: the action's answer. (A connection lost on the way is said by the
 * page's script, which keeps the form as typed.)
 */
export type ContatoFormResult = ContatoSubmission;

export function readContatoValues(form: FormData): ContatoValues {
  return readFormText(form, CONTATO_FIELDS);
}
