import type { Kysely } from "kysely";
import sanitizeHtml from "sanitize-html";

/*
 * Runs every stored rich-text value through the sanitiser once more, so that text
 * written before the current rules (or put in the database by an import or by hand) is
 * in the form the pages show as it is (decision 017).
 *
 * Migrations are frozen snapshots: they use Kysely<any> and never import app code. The
 * rules below are therefore a copy of the allow-list as it stood when this migration was
 * written, and stay so when the application's allow-list changes; a later change of the
 * rules comes with a migration of its own.
 */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ol",
    "ul",
    "li",
    "a",
  ],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const attributes: sanitizeHtml.Attributes = /^https?:/i.test(href)
        ? { href, target: "_blank", rel: "noopener noreferrer" }
        : { href };
      return { tagName, attribs: attributes };
    },
  },
};

function sanitize(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Every column that holds rich text, by table. */
const RICH_TEXT_COLUMNS: Record<string, string[]> = {
  noticias: ["lead", "conteudo", "conclusao"],
  fake_news: ["lead", "conteudo", "conclusao"],
  subprojetos: ["resumo"],
  membros: ["biografia"],
  sobre_projeto: ["conteudo", "descricao", "objetivos", "metodologia"],
};

/** Rows read at a time: bodies may be long, and a site has a few thousand rows at most. */
const BATCH_SIZE = 100;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(RICH_TEXT_COLUMNS)) {
    let lastId = 0;
    for (;;) {
      const rows: Record<string, unknown>[] = await db
        .selectFrom(table)
        .select(["id", ...columns])
        .where("id", ">", lastId)
        .orderBy("id")
        .limit(BATCH_SIZE)
        .execute();
      for (const row of rows) {
        const changes: Record<string, string> = {};
        for (const column of columns) {
          const value = row[column];
          if (typeof value !== "string") continue;
          const clean = sanitize(value);
          if (clean !== value) changes[column] = clean;
        }
        if (Object.keys(changes).length > 0) {
          await db.updateTable(table).set(changes).where("id", "=", row.id).execute();
        }
      }
      if (rows.length < BATCH_SIZE) break;
      lastId = Number(rows[rows.length - 1]!.id);
    }
  }
}

/** Sanitising cannot be undone: what it removed is gone. Going down leaves the text as it is. */
export async function down(): Promise<void> {}
