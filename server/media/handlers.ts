import type { Request, RequestHandler, Response } from "express";
import type { Kysely } from "kysely";
import type { ApiContext } from "../api/context.ts";
import type { Database } from "../db/schema.ts";
import { badRequest } from "../http/errors.ts";
import type { SessionAdmin } from "../auth/sessions.ts";
import { maySeePrivateMedia, storesPrivately } from "./access.ts";
import {
  findMediaFile,
  findMediaInfo,
  isNamedByPublishedContent,
  makeMediaPublic,
} from "./repository.ts";
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

/** How a request reads a file: as anyone, or as a signed-in account only (decision 068). */
type Access = "public" | "private";

function setFileHeaders(res: Response, file: MediaInfo, access: Access): void {
  res.set({
    "Content-Type": file.content_type,
    "X-Content-Type-Options": "nosniff",
    // A private file is kept by no cache: once public, the same address answers everyone.
    "Cache-Control": access === "public" ? IMMUTABLE : "private, no-store",
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

  /**
   * Who may read the file, or undefined for nobody (answered as an unknown file). A
   * private file is read by signed-in accounts, and becomes public for good the first
   * time it is asked for once published content names it: publishing, scheduled or not,
   * needs no step of its own.
   */
  const accessTo = async (req: Request, file: MediaInfo): Promise<Access | undefined> => {
    if (!file.privado) return "public";
    if (await maySeePrivateMedia(db, req)) return "private";
    if (!(await isNamedByPublishedContent(db, file.hash))) return undefined;
    await makeMediaPublic(db, file.hash);
    return "public";
  };

  const serve: RequestHandler<NameParams> = async (req, res, next) => {
    const { name } = req.params;
    if (!isMediaFileName(name)) return notFound(req, res, next);
    // CASE: a revalidation; the bytes are not read when the client already has them.
    const ifNoneMatch = req.get("if-none-match");
    const file = ifNoneMatch ? await findMediaInfo(db, name) : await findMediaFile(db, name);
    if (!file) return notFound(req, res, next);
    const access = await accessTo(req, file);
    if (!access) return notFound(req, res, next);
    setFileHeaders(res, file, access);
    if (ifNoneMatch && matchesEtag(ifNoneMatch, etagOf(file))) {
      res.status(304).end();
      return;
    }
    const bytes = "dados" in file ? file : await findMediaFile(db, name);
    if (!bytes) return notFound(req, res, next);
    res.send(bytes.dados);
  };

  return { serve, notFound };
}

/** Stores the file `parseUpload` read; the same bytes always answer the same URL. */
export async function storeUploadedFile(
  db: Kysely<Database>,
  req: Request,
  uploader: Pick<SessionAdmin, "papel">,
): Promise<MediaUploadResult> {
  if (!req.file) throw badRequest({ file: UPLOAD_MESSAGES.missingFile });
  const privado = storesPrivately(uploader.papel);
  return { url: await storeUpload(db, req.file.buffer, { privado }) };
}
