import { CARGOS } from "#server/api/equipe/schema.ts";
import type { Membro } from "../../components/admin/api-schemas.ts";
import { defineForm, type FormValues } from "../../components/admin/form-values.ts";

/** The addresses the Lattes rule accepts, in words (the error itself only names the host). */
export const LATTES_HINT =
  "O endereço do currículo, começando com http:// ou https://, com ou sem www. Por exemplo: http://lattes.cnpq.br/1234567890123456";

/**
 * The member form's fields, in the form's order. The mini-bio is plain text, the text
 * area's own value; the photo is a data URL, an address, or "" for none.
 */
export const MEMBRO_FORM = defineForm([
  { kind: "text", name: "nome", label: "Nome", required: true },
  {
    kind: "select",
    name: "cargo",
    label: "Cargo/Grupo",
    required: true,
    emptyOption: { label: "Selecione o cargo" },
    options: CARGOS.map((cargo) => [cargo, cargo] as const),
  },
  { kind: "image", name: "foto", label: "Foto" },
  {
    kind: "textarea",
    name: "biografia",
    label: "Mini-bio",
    hint: "Deixe uma linha em branco entre os parágrafos.",
    rows: 6,
  },
  { kind: "text", name: "email", label: "E-mail", type: "email" },
  {
    kind: "text",
    name: "lattes",
    label: "Lattes",
    // The rule and its message are the specification's; the hint spells out the address.
    hint: LATTES_HINT,
    type: "url",
    inputMode: "url",
    placeholder: "https://lattes.cnpq.br/...",
  },
]);

export type MembroFormValues = FormValues<typeof MEMBRO_FORM.fields>;

export const EMPTY_MEMBRO_VALUES: MembroFormValues = MEMBRO_FORM.empty();

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * The mini-bio as the API stores it, rich text: each block of lines separated by an empty
 * line becomes a paragraph, and the lines inside it are kept with line breaks. Typed
 * characters stay text (`<` is sent as `&lt;`). "" when nothing was typed.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[^\S\n]*\n/)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) => `<p>${lines.map(escapeHtml).join("<br>")}</p>`)
    .join("");
}

const BLOCK_TAGS = new Set(["P", "DIV", "H1", "H2", "H3", "H4", "H5", "H6"]);
const LIST_TAGS = new Set(["UL", "OL"]);

/** Text and line breaks of inline content, with HTML's whitespace collapsed as it displays. */
function inlineText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? "").replace(/[ \t\n\r]+/g, " ");
  if (node.nodeName === "BR") return "\n";
  return [...node.childNodes].map(inlineText).join("");
}

const cleanLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n");

/**
 * The stored mini-bio back as the plain text of the textarea: paragraphs separated by an
 * empty line, line breaks kept, list items as lines starting with "- " (or "1. "), so
 * that editing a member never loses words of its biography. Runs in the browser.
 */
export function htmlToPlainText(html: string): string {
  if (html.trim() === "") return "";
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const blocks: string[] = [];
  let loose = "";
  const flushLoose = () => {
    blocks.push(cleanLines(loose));
    loose = "";
  };
  for (const node of body.childNodes) {
    if (LIST_TAGS.has(node.nodeName)) {
      flushLoose();
      const items = [...node.childNodes].filter((child) => child.nodeName === "LI");
      blocks.push(
        items
          .map((item, index) => {
            const marker = node.nodeName === "OL" ? `${index + 1}. ` : "- ";
            return `${marker}${cleanLines(inlineText(item)).replace(/\n/g, " ")}`;
          })
          .join("\n"),
      );
    } else if (BLOCK_TAGS.has(node.nodeName)) {
      flushLoose();
      blocks.push(cleanLines(inlineText(node)));
    } else {
      loose += inlineText(node);
    }
  }
  flushLoose();
  return blocks.filter((block) => block !== "").join("\n\n");
}

export function membroValues(membro: Omit<Membro, "cargo"> & { cargo: string }): MembroFormValues {
  return {
    ...MEMBRO_FORM.stored(membro),
    biografia: htmlToPlainText(membro.biografia ?? ""),
  };
}

/** The request body; an empty photo or mini-bio is sent as null (none). */
export function membroBody(values: MembroFormValues) {
  const biografia = plainTextToHtml(values.biografia);
  return {
    ...MEMBRO_FORM.payload(values),
    biografia: biografia === "" ? null : biografia,
    foto: values.foto === "" ? null : values.foto,
  };
}
