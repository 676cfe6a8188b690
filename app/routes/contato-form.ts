/*
 * The contact form's fields and the answers its action gives. Shared by the page and its
 * server action; nothing here may touch Node.
 */

export const CONTACT_FIELDS = ["nome", "email", "assunto", "mensagem"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the visitor typed, sent back after a failure so that nothing is lost. */
export type ContactValues = Record<ContactField, string>;

/** Why a field was refused; the page words it in the interface language. */
export type ContactFieldError =
  { kind: "required" } | { kind: "email" } | { kind: "tooLong"; max: number };

/** What the page's action answers. */
export type ContactSubmission =
  | { status: "sent" }
  | {
      status: "invalid";
      errors: Partial<Record<ContactField, ContactFieldError>>;
      values: ContactValues;
    }
  | { status: "rate-limited"; values: ContactValues }
  /** The server could not store the message. */
  | { status: "failed"; values: ContactValues };

/** What the form shows: the action's answer, or the browser's own failure to reach it. */
export type ContactFormResult =
  ContactSubmission | { status: "network-error"; values: ContactValues };

export function readContactValues(form: FormData): ContactValues {
  const text = (field: ContactField) => {
    const value = form.get(field);
    return typeof value === "string" ? value : "";
  };
  return {
    nome: text("nome"),
    email: text("email"),
    assunto: text("assunto"),
    mensagem: text("mensagem"),
  };
}
