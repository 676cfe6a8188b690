import type { Request, RequestHandler, Response } from "express";
import type { Kysely } from "kysely";
import type { ApiContext } from "../api/context.ts";
import type { Database } from "../db/schema.ts";
import { badRequest } from "../http/errors.ts";
import { findMediaFile, findMediaInfo } from "./repository.ts";
import { storeUpload } from "./store.ts";
import type { MediaUploadResult } from "./schema.ts";
import { UPLOAD_MESSAGES } from "./upload.ts";
import { isMediaFileName } from "./urls.ts";

const MESSAGES = {
  notFound: "Arquivo não encontrado.",
} as const;

/** Stored files never change: their names are their content hash. */
const IMMUTABLE = "public, max-age=31536000, immutable";

type NameParams = { name: string };
type MediaInfo = NonNullable<Awaited<ReturnType<typeof findMediaInfo>>>;

/** Every file is named by its content hash, so the hash is a strong validator. */
const etagOf = (file: MediaInfo) => `"${file.hash}"`;

/**
 * If-None-Match compared weakly, as RFC 9110 §13.1.2 asks. Unlike `req.fresh`, a request
 * marked `no-cache` still gets its 304: the file can never have changed.
 */
function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * A PDF opens in the browser's viewer, as the newsletters' "Visualizar PDF" promises, but
 * sandboxed (decision 028): the document gets an opaque origin, so whatever a crafted
 * file could run in a viewer never reaches this site's cookies, storage or pages.
 * Downloads, and links opened from the PDF, still work.
 */
export const PDF_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: blob:; object-src 'none'; frame-ancestors 'none'; sandbox allow-downloads allow-popups allow-popups-to-escape-sandbox";

/** A name for the viewer's title and for saving: the site's word for it and the hash's start. */
export const pdfDownloadName = (hash: string) => `documento-${hash.slice(0, 12)}.pdf`;

function setFileHeaders(res: Response, file: MediaInfo): void {
  res.set({
    "Content-Type": file.content_type,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": IMMUTABLE,
    ETag: etagOf(file),
  });
  if (file.content_type === "application/pdf") {
    res.set({
      "Content-Disposition": `inline; filename="${pdfDownloadName(file.hash)}"`,
      "Content-Security-Policy": PDF_CONTENT_SECURITY_POLICY,
    });
  }
}

export function createMediaHandlers({ db }: Pick<ApiContext, "db">) {
  /**
   * Unknown files are an ordinary outcome here (old links, bots, swept files), not an
   * error to log. Not stored by caches: the same address answers again if the same
   * bytes are uploaded again.
   */
  const notFound: RequestHandler = (_req, res) => {
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send(MESSAGES.notFound);
  };

  const serve: RequestHandler<NameParams> = async (req, res, next) => {
    const { name } = req.params;
    if (!isMediaFileName(name)) return notFound(req, res, next);
    // CASE: a revalidation; the bytes are not read when the client already has them.
    const ifNoneMatch = req.get("if-none-match");
    if (ifNoneMatch) {
      const info = await findMediaInfo(db, name);
      if (!info) return notFound(req, res, next);
      setFileHeaders(res, info);
      if (matchesEtag(ifNoneMatch, etagOf(info))) {
        res.status(304).end();
        return;
      }
    }
    const file = await findMediaFile(db, name);
    if (!file) return notFound(req, res, next);
    setFileHeaders(res, file);
    res.send(file.dados);
  };

  return { serve, notFound };
}

/** Stores the file `parseUpload` read; the same bytes always answer the same URL. */
export async function storeUploadedFile(
  db: Kysely<Database>,
  req: Request,
): Promise<MediaUploadResult> {
  if (!req.file) throw badRequest({ file: UPLOAD_MESSAGES.missingFile });
  return { url: await storeUpload(db, req.file.buffer) };
}
