import { createHash } from "node:crypto";
import sharp from "sharp";

/*
 * The share preview of a fact-check: a 1200×630 PNG drawn from SVG, with the verdict (its
 * rating, or its status) in its colour and icon across the top, below it the claim as it
 * circulated under "ALEGAÇÃO:" (or the entry's title when it records no claim), and the
 * observatory's name at the foot. Link previews are often shown at thumbnail size, so the
 * verdict is large and the text is cut to a few lines rather than shrunk.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARD_TYPE = "image/png";

/** Bump when the drawing changes, so every address changes and caches fetch the new one. */
const LAYOUT_VERSION = 2;

/** Everything the card shows; its address is a hash of exactly this. */
export type VerdictCard = {
  /** The claim, or the entry's title when it records none. */
  title: string;
  /** Set when `title` is the claim: the label over it ("Alegação"). */
  claimLabel?: string;
  verdictLabel: string;
  /** Background of the verdict band, and the icon's stroke. */
  verdictColor: string;
  /** Text and icon disc drawn on the band, contrasting with verdictColor. */
  verdictInk: string;
  /** The icon's stroke in a 20×20 box. */
  iconPath: string;
  siteName: string;
};

// librsvg picks the first installed family; the project's tests and docs assume DejaVu
// Sans (decision 033), the others keep a machine without it readable.
const FONT_FAMILY = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

const MARGIN = 72;
const BAND_HEIGHT = 196;
const TITLE_TOP = 270;
const TITLE_WIDTH = CARD_WIDTH - 2 * MARGIN;
const FOOTER_RULE_Y = 540;

/** A short, stable hash of what the card shows: the last part of its address. */
export function verdictCardKey(card: VerdictCard): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify([LAYOUT_VERSION, card]));
  return hash.digest("hex").slice(0, 16);
}

// Advance widths of DejaVu Sans Bold in em, by kind of character: enough to wrap lines
// without measuring, erring wide so a line never runs off the card.
function charWidth(char: string): number {
  if (char === " ") return 0.35;
  if (/[iljIft.,;:!'|()[\]]/.test(char)) return 0.4;
  if (/[mwMW]/.test(char)) return 1.05;
  if (/[A-ZÀ-ÖØ-Þ0-9]/.test(char)) return 0.8;
  return 0.7;
}

function textWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width * fontSize;
}

const ELLIPSIS = "…";

/**
 * The title in at most `maxLines` lines of at most `maxWidth` pixels, broken between words
 * (a word longer than a line is cut); what does not fit ends the last line with "…".
 */
export function wrapTitle(
  title: string,
  fontSize: number,
  maxWidth: number,
  maxLines: number,
): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  let cut = false;
  let index = 0;
  for (; index < words.length; index++) {
    const word = words[index]!;
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (!current) {
      // A single word wider than the line: keep what fits of it.
      current = cutToWidth(word, fontSize, maxWidth);
      cut = true;
      continue;
    }
    lines.push(current);
    current = "";
    if (lines.length === maxLines) break;
    index--;
  }
  if (lines.length < maxLines && current) {
    lines.push(current);
    current = "";
  }
  const truncated = cut || index < words.length || current !== "";
  if (truncated && lines.length > 0) {
    const last = lines.length - 1;
    lines[last] = withEllipsis(lines[last]!, fontSize, maxWidth);
  }
  return lines;
}

function cutToWidth(text: string, fontSize: number, maxWidth: number): string {
  let kept = "";
  for (const char of text) {
    if (textWidth(kept + char, fontSize) > maxWidth) break;
    kept += char;
  }
  return kept;
}

function withEllipsis(line: string, fontSize: number, maxWidth: number): string {
  let words = line.split(" ");
  while (words.length > 1 && textWidth(`${words.join(" ")}${ELLIPSIS}`, fontSize) > maxWidth) {
    words = words.slice(0, -1);
  }
  const kept = words.join(" ").replace(/[\s,.;:!?—–-]+$/u, "");
  return `${cutToWidth(kept, fontSize, maxWidth - textWidth(ELLIPSIS, fontSize))}${ELLIPSIS}`;
}

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/**
 * Short titles get large type; longer ones a size that still fits four lines. Under a
 * claim's label the type is a little smaller, to leave the label its line.
 */
function titleLayout(title: string, claim: boolean): { fontSize: number; lines: string[] } {
  const [large, small] = claim ? [52, 42] : [60, 48];
  const lines = wrapTitle(title, large, TITLE_WIDTH, 3);
  if (!lines.at(-1)?.endsWith(ELLIPSIS)) return { fontSize: large, lines };
  return { fontSize: small, lines: wrapTitle(title, small, TITLE_WIDTH, 4) };
}

const LABEL_SIZE = 80;

/** The verdict's type size: 80 px, or less for a long rating's name to fit the band. */
function labelFontSize(label: string, maxWidth: number): number {
  const width = textWidth(label, LABEL_SIZE);
  return width <= maxWidth ? LABEL_SIZE : Math.floor((LABEL_SIZE * maxWidth) / width);
}

/** The card as SVG text: what renderVerdictCard rasterises. */
export function verdictCardSvg(card: VerdictCard): string {
  const claimLabel = card.claimLabel?.trim();
  const text = claimLabel ? `“${card.title}”` : card.title;
  const { fontSize, lines } = titleLayout(text, !!claimLabel);
  const lineHeight = Math.round(fontSize * 1.22);
  const iconSize = 112;
  const iconX = MARGIN;
  const iconY = (BAND_HEIGHT - iconSize) / 2;
  const scale = iconSize / 20;
  const labelX = iconX + iconSize + 40;
  const label = card.verdictLabel.toLocaleUpperCase("pt-BR");
  const labelSize = labelFontSize(label, CARD_WIDTH - MARGIN - labelX);
  const titleTop = claimLabel ? TITLE_TOP + 44 : TITLE_TOP;
  const titleLines = lines
    .map(
      (line, index) =>
        `<text x="${MARGIN}" y="${titleTop + fontSize + index * lineHeight}">${escapeXml(line)}</text>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#ffffff"/>`,
    `<rect width="${CARD_WIDTH}" height="${BAND_HEIGHT}" fill="${card.verdictColor}"/>`,
    `<g transform="translate(${iconX} ${iconY}) scale(${scale})">`,
    `<circle cx="10" cy="10" r="10" fill="${card.verdictInk}"/>`,
    `<path d="${card.iconPath}" fill="none" stroke="${card.verdictColor}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`,
    `</g>`,
    `<text x="${labelX}" y="${BAND_HEIGHT / 2 + Math.round(labelSize * 0.35)}" font-family="${FONT_FAMILY}" font-weight="700" font-size="${labelSize}" fill="${card.verdictInk}">${escapeXml(label)}</text>`,
    claimLabel
      ? `<text x="${MARGIN}" y="${TITLE_TOP + 24}" font-family="${FONT_FAMILY}" font-weight="700" font-size="32" letter-spacing="2" fill="#333333">${escapeXml(`${claimLabel.toLocaleUpperCase("pt-BR")}:`)}</text>`
      : "",
    `<g font-family="${FONT_FAMILY}" font-weight="700" font-size="${fontSize}" fill="#1a1a1a">${titleLines}</g>`,
    `<rect x="${MARGIN}" y="${FOOTER_RULE_Y}" width="${CARD_WIDTH - 2 * MARGIN}" height="4" fill="${card.verdictColor}"/>`,
    `<text x="${MARGIN}" y="${FOOTER_RULE_Y + 56}" font-family="${FONT_FAMILY}" font-size="30" fill="#333333">${escapeXml(card.siteName)}</text>`,
    `</svg>`,
  ].join("");
}

// Recently drawn cards by key. Only a shortcut: every instance can draw any card, and the
// long cache headers keep repeated fetches away from the server anyway.
const CACHE_SIZE = 32;
const drawn = new Map<string, Promise<Buffer>>();

/** The card as a PNG, drawn once per key while it stays among the recent ones. */
export function renderVerdictCard(card: VerdictCard): Promise<Buffer> {
  const key = verdictCardKey(card);
  const cached = drawn.get(key);
  if (cached) {
    drawn.delete(key);
    drawn.set(key, cached);
    return cached;
  }
  const rendering = sharp(Buffer.from(verdictCardSvg(card)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  drawn.set(key, rendering);
  rendering.catch(() => drawn.delete(key));
  while (drawn.size > CACHE_SIZE) drawn.delete(drawn.keys().next().value!);
  return rendering;
}
