import crypto from "node:crypto";
import { foldText } from "../../content/fold-text.ts";

/*
 * Which tips are the same rumour (decision 040, docs/glossary.md "grupo"). Each tip gets
 * one key when it is stored, and the inbox groups by equal keys:
 * - a link: `link:` + the address with the host in lower case and without `www.`, the
 *   scheme, the fragment, a default port, tracking parameters (`utm_*`, `fbclid`, …) and
 *   a trailing slash; the other parameters sorted;
 * - else a text: `texto:` + the SHA-256 of the text in lower case, without accents, with
 *   every run of punctuation and white space made one space;
 * - else the file: `anexo:` + its content hash.
 * Equality after normalising is deliberately all it takes: no fuzzy matching that an
 * editor could not predict.
 */

const TRACKING_PARAMETER =
  /^(utm_.*|fbclid|gclid|dclid|msclkid|igshid|igsh|mc_cid|mc_eid|si|ref_src)$/i;

export function normalizeLink(link: string): string {
  const url = new URL(link);
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const port = url.port ? `:${url.port}` : "";
  const parameters = [...url.searchParams.entries()]
    .filter(([name]) => !TRACKING_PARAMETER.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(parameters).toString();
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : "";
  return `${host}${port}${path}${query ? `?${query}` : ""}`;
}

export function normalizeText(text: string): string {
  return foldText(text, " ").trim();
}

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

export function grupoOf(tip: {
  link: string | null;
  texto: string | null;
  anexoHash: string | null;
}): string {
  if (tip.link) return `link:${normalizeLink(tip.link)}`;
  const texto = tip.texto ? normalizeText(tip.texto) : "";
  if (texto || !tip.anexoHash) return `texto:${sha256(texto)}`;
  return `anexo:${tip.anexoHash}`;
}
