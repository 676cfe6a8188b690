/*
 * A one-page PDF for a demo newsletter, written by hand so the demo needs no PDF library.
 * It uses Helvetica, one of the fonts every PDF reader has built in, in WinAnsi encoding,
 * which covers Portuguese accents.
 */

const PAGE = { width: 595, height: 842 } as const;
const MARGIN = 56;

export type PdfDocument = {
  titulo: string;
  subtitulo: string;
  paragrafos: string[];
};

/** Typographic punctuation outside Latin-1, replaced by its plain form. */
const TYPOGRAPHIC: Record<string, string> = {
  "—": "-",
  "–": "-",
  "“": '"',
  "”": '"',
  "‘": "'",
  "’": "'",
};

/** A PDF string literal: backslashes and parentheses escaped, anything outside Latin-1 dropped. */
function pdfString(text: string): string {
  const latin1 = [...text]
    .map((char) => TYPOGRAPHIC[char] ?? char)
    .filter((char) => char.charCodeAt(0) <= 0xff)
    .join("");
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/** Greedy line breaking by an average Helvetica glyph width: close enough for a short text. */
function wrap(text: string, fontSize: number, width: number): string[] {
  const maxChars = Math.floor(width / (fontSize * 0.5));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pageContent({ titulo, subtitulo, paragrafos }: PdfDocument): string {
  const textWidth = PAGE.width - 2 * MARGIN;
  const band = 150;
  const operations = [
    // Header band in the site's primary green, with a yellow rule under it.
    "0.043 0.365 0.231 rg",
    `0 ${PAGE.height - band} ${PAGE.width} ${band} re f`,
    "0.949 0.757 0.306 rg",
    `0 ${PAGE.height - band - 6} ${PAGE.width} 6 re f`,
    "BT",
    "1 1 1 rg",
    "/F1 22 Tf",
    "28 TL",
    `${MARGIN} ${PAGE.height - 70} Td`,
    ...wrap(titulo, 22, textWidth).map((line) => `${pdfString(line)} Tj T*`),
    "/F1 12 Tf",
    "16 TL",
    ...wrap(subtitulo, 12, textWidth).map((line) => `${pdfString(line)} Tj T*`),
    "ET",
    "BT",
    "0.106 0.122 0.141 rg",
    "/F1 11 Tf",
    "16 TL",
    `${MARGIN} ${PAGE.height - band - 50} Td`,
    ...paragrafos.flatMap((paragrafo) => [
      ...wrap(paragrafo, 11, textWidth).map((line) => `${pdfString(line)} Tj T*`),
      "T*",
    ]),
    "ET",
  ];
  return operations.join("\n");
}

/** The bytes of a valid single-page PDF with the document's text. */
export function buildPdf(document: PdfDocument): Buffer {
  const content = Buffer.from(pageContent(document), "latin1");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${content.length} >>\nstream\n${content.toString("latin1")}\nendstream`,
  ];
  // The cross-reference table needs each object's byte offset, so the file is built in order.
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
