/*
 * The tip form's fields and the answers its action gives. Shared by the page and its
 * server action; nothing here may touch Node.
 */

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
  | { kind: "fileTooLarge" };

export type SugerirErrors = Partial<Record<SugerirField, SugerirFieldError>>;

/** What the page's action answers. */
export type SugerirSubmission =
  | { status: "sent"; codigo: string; url: string }
  | { status: "invalid"; errors: SugerirErrors; values: SugerirValues }
  | { status: "rate-limited"; values: SugerirValues }
  | { status: "failed"; values: SugerirValues };

/**
 * What the form shows: the action's answer. (A connection lost on the way is said by the
 * page's script, which keeps the form as typed.)
 */
export type SugerirFormResult = SugerirSubmission;

export function readSugerirValues(form: FormData): SugerirValues {
  const text = (field: keyof SugerirValues) => {
    const value = form.get(field);
    return typeof value === "string" ? value : "";
  };
  return {
    texto: text("texto"),
    link: text("link"),
    plataforma: text("plataforma"),
    uf: text("uf"),
    municipio: text("municipio"),
    email: text("email"),
  };
}
