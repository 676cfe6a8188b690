import sharp from "sharp";
import { expect, test } from "vitest";
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  renderVerdictCard,
  verdictCardKey,
  verdictCardSvg,
  wrapTitle,
  type VerdictCard,
} from "./verdict-card.ts";

const MAX_BYTES = 300 * 1024;

const DEBUNKED: VerdictCard = {
  title: "Chá de boldo com limão cura a dengue em três dias, diz mensagem",
  verdictLabel: "Desmentida",
  verdictColor: "#c62828",
  verdictInk: "#ffffff",
  iconPath: "M6.5 6.5l7 7M13.5 6.5l-7 7",
  siteName: "Observatório de Desinformação e Fake News da Amazônia",
};

test("the card is a 1200×630 PNG under 300 KB", async () => {
  const long = { ...DEBUNKED, title: "Palavra ".repeat(80).trim() };

  for (const card of [DEBUNKED, long]) {
    const png = await renderVerdictCard(card);

    const metadata = await sharp(png).metadata();
    expect(metadata.format).toBe("png");
    expect([metadata.width, metadata.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    expect(png.length).toBeLessThan(MAX_BYTES);
  }
});

test("the verdict band is painted in the verdict's colour", async () => {
  const png = await renderVerdictCard(DEBUNKED);

  const { data } = await sharp(png)
    .extract({ left: CARD_WIDTH - 40, top: 20, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([...data]).toEqual([0xc6, 0x28, 0x28]);
});

test("the key changes with the verdict and with the title, and only with what is shown", () => {
  const key = verdictCardKey(DEBUNKED);

  expect(verdictCardKey({ ...DEBUNKED })).toBe(key);
  expect(key).toMatch(/^[a-f0-9]{16}$/);
  expect(
    verdictCardKey({ ...DEBUNKED, verdictLabel: "Verificada", verdictColor: "#1e7d32" }),
  ).not.toBe(key);
  expect(verdictCardKey({ ...DEBUNKED, title: `${DEBUNKED.title}!` })).not.toBe(key);
});

test("a long title is wrapped between words and cut with an ellipsis on the last line", () => {
  const title = "Mensagem diz que a água da chuva do mês de março cura todas as doenças conhecidas";

  const lines = wrapTitle(title, 60, 700, 2);

  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/…$/);
  expect(`${lines.join(" ").slice(0, -1)}`).toBe(title.slice(0, lines.join(" ").length - 1));
  expect(wrapTitle("Curto", 60, 700, 2)).toEqual(["Curto"]);
});

test("a word longer than a line is cut rather than run off the card", () => {
  const lines = wrapTitle("a".repeat(200), 60, 600, 3);

  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.length < 200)).toBe(true);
  expect(lines.at(-1)).toMatch(/…$/);
});

test("text is escaped for SVG", () => {
  const svg = verdictCardSvg({ ...DEBUNKED, title: 'Boato <script> & "aspas"' });

  expect(svg).toContain("Boato &lt;script&gt; &amp; &quot;aspas&quot;");
  expect(svg).not.toContain("<script>");
});
