import sharp from "sharp";

/*
 * Illustrations and portraits for the demo content, drawn here as SVG and rasterised
 * with sharp, so the demo carries no third-party media. Nothing is written as text: text
 * would depend on the fonts installed on the machine.
 */

const ILLUSTRATION_SIZE = { width: 1600, height: 900 } as const;
const AVATAR_SIZE = 600;

const COLOR = {
  deep: "#0f2a1e",
  strong: "#084a2f",
  primary: "#0b5d3b",
  mid: "#2f8f5b",
  light: "#8cc9a1",
  soft: "#e7f1ec",
  accent: "#f2c14e",
  white: "#ffffff",
  water: "#3a9ea5",
  waterDeep: "#1f6f7a",
  fire: "#e8742a",
  alert: "#c8463d",
  smoke: "#9aa7a0",
} as const;

/** Background gradients in the site's green palette: [from, to]. */
const BACKGROUNDS = [
  [COLOR.deep, COLOR.primary],
  [COLOR.strong, COLOR.mid],
  [COLOR.primary, "#3a9e77"],
  [COLOR.deep, "#1d6b54"],
] as const;

export type Motif =
  "mensagens" | "rio" | "remedio" | "queimada" | "vacina" | "deepfake" | "checagem" | "radio";

export type Illustration = { motif: Motif; background?: number };

const shape = (name: string, attributes: Record<string, string | number>) =>
  `<${name} ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${value}"`)
    .join(" ")}/>`;

/** A speech bubble with its tail on the left or right, holding a few "lines of text". */
function bubble(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  tail: "left" | "right",
) {
  const tailPath =
    tail === "left"
      ? `M ${x + 18} ${y + height - 6} L ${x - 16} ${y + height + 18} L ${x + 46} ${y + height - 6} Z`
      : `M ${x + width - 18} ${y + height - 6} L ${x + width + 16} ${y + height + 18} L ${x + width - 46} ${y + height - 6} Z`;
  const lines: string[] = [];
  const lineCount = Math.max(1, Math.floor((height - 24) / 26));
  for (let index = 0; index < lineCount; index += 1) {
    const lineWidth = (width - 48) * (index === lineCount - 1 ? 0.6 : 1);
    lines.push(
      shape("rect", {
        x: x + 24,
        y: y + 22 + index * 26,
        width: lineWidth,
        height: 12,
        rx: 6,
        fill: COLOR.deep,
        opacity: 0.28,
      }),
    );
  }
  return [
    `<path d="${tailPath}" fill="${fill}"/>`,
    shape("rect", { x, y, width, height, rx: 22, fill }),
    ...lines,
  ].join("");
}

function typingBubble(x: number, y: number, fill: string) {
  return [
    shape("rect", { x, y, width: 150, height: 70, rx: 35, fill }),
    ...[0, 1, 2].map((index) =>
      shape("circle", { cx: x + 42 + index * 33, cy: y + 35, r: 10, fill: COLOR.primary }),
    ),
  ].join("");
}

function warningTriangle(cx: number, cy: number, size: number) {
  const half = size / 2;
  return [
    `<path d="M ${cx} ${cy - half} L ${cx + half} ${cy + half * 0.8} L ${cx - half} ${cy + half * 0.8} Z" fill="${COLOR.accent}" stroke="${COLOR.deep}" stroke-width="6" stroke-linejoin="round"/>`,
    shape("rect", {
      x: cx - 5,
      y: cy - half * 0.45,
      width: 10,
      height: half * 0.7,
      rx: 5,
      fill: COLOR.deep,
    }),
    shape("circle", { cx, cy: cy + half * 0.5, r: 6, fill: COLOR.deep }),
  ].join("");
}

function magnifier(cx: number, cy: number, radius: number, angle = 45) {
  return `<g transform="rotate(${angle - 45} ${cx} ${cy})">
    <circle cx="${cx}" cy="${cy}" r="${radius}" fill="${COLOR.white}" fill-opacity="0.22" stroke="${COLOR.accent}" stroke-width="${radius * 0.18}"/>
    <rect x="${cx + radius * 0.62}" y="${cy + radius * 0.62}" width="${radius * 1.05}" height="${radius * 0.34}" rx="${radius * 0.15}" fill="${COLOR.accent}" transform="rotate(45 ${cx + radius * 0.62} ${cy + radius * 0.62})"/>
  </g>`;
}

function checkMark(cx: number, cy: number, size: number, color: string = COLOR.white) {
  const s = size / 2;
  return `<path d="M ${cx - s} ${cy} L ${cx - s * 0.25} ${cy + s * 0.7} L ${cx + s} ${cy - s * 0.6}" fill="none" stroke="${color}" stroke-width="${size * 0.16}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A row of rounded treetops along the bottom: the forest every scene stands in front of. */
function forest(baseline: number, color: string, seed: number, opacity = 1) {
  const trees: string[] = [];
  for (let index = 0; index < 22; index += 1) {
    const x = index * 78 - 20 + ((index * 37 + seed * 13) % 30);
    const radius = 52 + ((index * 53 + seed * 7) % 40);
    trees.push(shape("circle", { cx: x, cy: baseline - radius * 0.4, r: radius, fill: color }));
  }
  trees.push(
    shape("rect", {
      x: 0,
      y: baseline - 10,
      width: 1600,
      height: 900 - baseline + 10,
      fill: color,
    }),
  );
  return `<g opacity="${opacity}">${trees.join("")}</g>`;
}

function waves(top: number, color: string, opacity: number, phase: number) {
  let d = `M 0 ${top}`;
  for (let x = 0; x < 1600; x += 200) {
    d += ` q 50 ${phase > 0 ? -22 : 22} 100 0 t 100 0`;
  }
  d += ` L 1600 900 L 0 900 Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

function stiltHouse(x: number, waterline: number, color: string) {
  const floor = waterline - 70;
  return [
    ...[0, 1, 2, 3].map((index) =>
      shape("rect", { x: x + 8 + index * 46, y: floor, width: 10, height: 120, fill: COLOR.deep }),
    ),
    shape("rect", { x, y: floor - 110, width: 160, height: 110, fill: color }),
    `<path d="M ${x - 20} ${floor - 105} L ${x + 80} ${floor - 180} L ${x + 180} ${floor - 105} Z" fill="${COLOR.alert}"/>`,
    shape("rect", {
      x: x + 60,
      y: floor - 70,
      width: 40,
      height: 70,
      fill: COLOR.deep,
      opacity: 0.7,
    }),
  ].join("");
}

function flame(x: number, y: number, scale: number) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M 0 0 C -60 -40 -50 -120 10 -190 C 5 -130 60 -120 55 -60 C 80 -80 75 -120 70 -140 C 120 -80 100 -10 40 10 Z" fill="${COLOR.fire}"/>
    <path d="M 15 0 C -15 -25 -10 -70 20 -105 C 20 -70 55 -60 50 -20 C 45 -5 30 5 15 0 Z" fill="${COLOR.accent}"/>
  </g>`;
}

function person(cx: number, baseline: number, scale: number, color: string) {
  return `<g transform="translate(${cx} ${baseline}) scale(${scale})">
    <circle cx="0" cy="-150" r="42" fill="${color}"/>
    <path d="M -75 0 C -75 -70 -45 -98 0 -98 C 45 -98 75 -70 75 0 Z" fill="${color}"/>
  </g>`;
}

const SCENES: Record<Motif, () => string> = {
  // A phone full of forwarded messages, with a warning on one of them.
  mensagens: () => `
    ${bubble(170, 170, 300, 110, COLOR.soft, "left")}
    ${typingBubble(250, 360, COLOR.light)}
    ${bubble(1150, 520, 280, 84, COLOR.light, "right")}
    ${shape("rect", { x: 620, y: 90, width: 380, height: 720, rx: 56, fill: COLOR.deep, stroke: COLOR.soft, "stroke-width": 10 })}
    ${shape("rect", { x: 648, y: 160, width: 324, height: 580, rx: 18, fill: COLOR.soft })}
    ${shape("rect", { x: 760, y: 118, width: 100, height: 14, rx: 7, fill: COLOR.soft, opacity: 0.6 })}
    ${bubble(672, 190, 220, 84, COLOR.white, "left")}
    ${bubble(728, 300, 220, 110, COLOR.light, "right")}
    ${bubble(672, 440, 240, 84, COLOR.white, "left")}
    ${shape("rect", { x: 700, y: 560, width: 250, height: 70, rx: 35, fill: COLOR.primary })}
    ${shape("circle", { cx: 735, cy: 595, r: 22, fill: COLOR.accent })}
    <path d="M 728 583 L 746 595 L 728 607 Z" fill="${COLOR.deep}"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((index) => shape("rect", { x: 775 + index * 20, y: 595 - (12 + ((index * 7) % 4) * 7), width: 10, height: 2 * (12 + ((index * 7) % 4) * 7), rx: 5, fill: COLOR.soft })).join("")}
    ${warningTriangle(1190, 290, 150)}
    <path d="M 1010 360 C 1080 330 1110 300 1120 290" fill="none" stroke="${COLOR.accent}" stroke-width="8" stroke-dasharray="4 18" stroke-linecap="round"/>
    ${bubble(1230, 690, 200, 58, COLOR.soft, "left")}
  `,
  // Houses on stilts, a rising river and a water-level gauge.
  rio: () => `
    ${shape("circle", { cx: 1320, cy: 180, r: 90, fill: COLOR.accent, opacity: 0.85 })}
    ${forest(520, COLOR.strong, 1)}
    ${stiltHouse(300, 640, COLOR.soft)}
    ${stiltHouse(560, 640, COLOR.light)}
    ${waves(600, COLOR.water, 0.75, 1)}
    ${waves(660, COLOR.waterDeep, 0.85, -1)}
    ${shape("rect", { x: 1080, y: 300, width: 36, height: 560, fill: COLOR.white })}
    ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((index) => shape("rect", { x: 1080, y: 320 + index * 50, width: index % 2 === 0 ? 70 : 50, height: 8, fill: index < 4 ? COLOR.alert : COLOR.deep })).join("")}
    <path d="M 1180 430 L 1240 400 L 1240 460 Z" fill="${COLOR.accent}"/>
    ${shape("rect", { x: 1240, y: 418, width: 110, height: 24, rx: 12, fill: COLOR.accent })}
    ${bubble(160, 150, 260, 84, COLOR.soft, "right")}
    ${warningTriangle(500, 180, 110)}
  `,
  // A leaf, a bottle of "miracle cure" and capsules, crossed out.
  remedio: () => `
    <g transform="rotate(-18 420 470)">
      <path d="M 420 170 C 640 280 660 560 420 780 C 180 560 200 280 420 170 Z" fill="${COLOR.light}"/>
      <path d="M 420 200 L 420 760" stroke="${COLOR.primary}" stroke-width="10"/>
      ${[0, 1, 2, 3, 4].map((index) => `<path d="M 420 ${300 + index * 90} L ${520 - index * 6} ${240 + index * 90} M 420 ${300 + index * 90} L ${320 + index * 6} ${240 + index * 90}" stroke="${COLOR.primary}" stroke-width="7"/>`).join("")}
    </g>
    ${shape("rect", { x: 760, y: 230, width: 90, height: 70, rx: 10, fill: COLOR.fire })}
    <path d="M 700 320 Q 700 300 730 300 L 880 300 Q 910 300 910 320 L 940 400 L 940 760 Q 940 790 910 790 L 700 790 Q 670 790 670 760 L 670 400 Z" fill="${COLOR.soft}" opacity="0.92"/>
    ${shape("rect", { x: 700, y: 470, width: 210, height: 170, rx: 14, fill: COLOR.white })}
    <path d="M 805 505 C 860 530 860 590 805 615 C 750 590 750 530 805 505 Z" fill="${COLOR.mid}"/>
    ${[0, 1, 2].map((index) => `<g transform="rotate(${-30 + index * 25} ${1120 + index * 110} ${640 - index * 40})">${shape("rect", { x: 1070 + index * 110, y: 615 - index * 40, width: 110, height: 50, rx: 25, fill: COLOR.white })}${shape("rect", { x: 1125 + index * 110, y: 615 - index * 40, width: 55, height: 50, rx: 0, fill: COLOR.accent })}</g>`).join("")}
    ${shape("circle", { cx: 1190, cy: 330, r: 130, fill: "none", stroke: COLOR.alert, "stroke-width": 26 })}
    <path d="M 1098 238 L 1282 422" stroke="${COLOR.alert}" stroke-width="26" stroke-linecap="round"/>
  `,
  // A burning forest under smoke, and an old photo of it with a calendar: recycled images.
  queimada: () => `
    ${[0, 1, 2, 3, 4, 5].map((index) => shape("circle", { cx: 180 + index * 240, cy: 250 + ((index * 71) % 90), r: 110 + ((index * 29) % 50), fill: COLOR.smoke, opacity: 0.35 })).join("")}
    ${forest(700, COLOR.deep, 3)}
    ${flame(260, 700, 1.2)}
    ${flame(520, 690, 0.9)}
    ${flame(820, 700, 1.35)}
    <g transform="rotate(8 1230 380)">
      ${shape("rect", { x: 1040, y: 180, width: 380, height: 400, rx: 8, fill: COLOR.soft })}
      ${shape("rect", { x: 1065, y: 205, width: 330, height: 280, fill: COLOR.strong })}
      ${shape("circle", { cx: 1330, cy: 260, r: 28, fill: COLOR.accent, opacity: 0.8 })}
      <path d="M 1065 485 L 1065 400 Q 1120 340 1180 400 Q 1250 330 1320 390 Q 1370 350 1395 380 L 1395 485 Z" fill="${COLOR.deep}"/>
      ${flame(1180, 460, 0.45)}
      ${shape("rect", { x: 1090, y: 510, width: 200, height: 14, rx: 7, fill: COLOR.deep, opacity: 0.3 })}
    </g>
    ${shape("rect", { x: 980, y: 560, width: 170, height: 160, rx: 14, fill: COLOR.white })}
    ${shape("rect", { x: 980, y: 560, width: 170, height: 46, rx: 14, fill: COLOR.alert })}
    ${shape("rect", { x: 1010, y: 540, width: 14, height: 40, rx: 7, fill: COLOR.deep })}
    ${shape("rect", { x: 1106, y: 540, width: 14, height: 40, rx: 7, fill: COLOR.deep })}
    ${[0, 1, 2, 3, 4, 5].map((index) => shape("rect", { x: 1000 + (index % 3) * 46, y: 624 + Math.floor(index / 3) * 42, width: 34, height: 28, rx: 5, fill: index === 4 ? COLOR.accent : COLOR.soft })).join("")}
  `,
  // A shield with a check, a syringe and a vial: protection against rumours about vaccines.
  vacina: () => `
    <path d="M 560 140 L 820 220 L 820 460 C 820 640 700 740 560 800 C 420 740 300 640 300 460 L 300 220 Z" fill="${COLOR.soft}"/>
    <path d="M 560 190 L 775 255 L 775 460 C 775 610 675 695 560 745 C 445 695 345 610 345 460 L 345 255 Z" fill="${COLOR.mid}"/>
    ${checkMark(560, 460, 230)}
    <g transform="rotate(-35 1150 470)">
      ${shape("rect", { x: 950, y: 430, width: 360, height: 84, rx: 16, fill: COLOR.white })}
      ${shape("rect", { x: 980, y: 446, width: 220, height: 52, rx: 8, fill: COLOR.light })}
      ${[0, 1, 2, 3].map((index) => shape("rect", { x: 1000 + index * 50, y: 430, width: 6, height: 30, fill: COLOR.deep })).join("")}
      ${shape("rect", { x: 1310, y: 456, width: 70, height: 32, fill: COLOR.soft })}
      ${shape("rect", { x: 1380, y: 380, width: 24, height: 184, rx: 8, fill: COLOR.soft })}
      ${shape("rect", { x: 880, y: 466, width: 70, height: 12, fill: COLOR.smoke })}
      <path d="M 820 472 L 880 466 L 880 478 Z" fill="${COLOR.smoke}"/>
    </g>
    ${shape("rect", { x: 1210, y: 600, width: 110, height: 170, rx: 18, fill: COLOR.soft })}
    ${shape("rect", { x: 1225, y: 560, width: 80, height: 50, rx: 8, fill: COLOR.accent })}
    ${shape("rect", { x: 1225, y: 660, width: 80, height: 70, rx: 6, fill: COLOR.water })}
    ${[
      [200, 200],
      [960, 190],
      [1440, 300],
      [180, 680],
    ]
      .map(
        ([x = 0, y = 0]) =>
          `<path d="M ${x - 22} ${y} L ${x + 22} ${y} M ${x} ${y - 22} L ${x} ${y + 22}" stroke="${COLOR.accent}" stroke-width="10" stroke-linecap="round"/>`,
      )
      .join("")}
  `,
  // A video of a face where half the pixels were replaced, a magnifier and a ballot box.
  deepfake: () => `
    ${shape("rect", { x: 200, y: 130, width: 820, height: 560, rx: 28, fill: COLOR.deep, stroke: COLOR.soft, "stroke-width": 10 })}
    ${shape("rect", { x: 200, y: 630, width: 820, height: 60, rx: 0, fill: COLOR.strong })}
    ${shape("rect", { x: 240, y: 654, width: 480, height: 12, rx: 6, fill: COLOR.accent })}
    ${shape("circle", { cx: 720, cy: 660, r: 16, fill: COLOR.accent })}
    <clipPath id="face-left"><rect x="200" y="130" width="410" height="500"/></clipPath>
    <g clip-path="url(#face-left)">
      ${shape("circle", { cx: 610, cy: 330, r: 130, fill: COLOR.light })}
      <path d="M 400 630 C 400 500 490 470 610 470 C 730 470 820 500 820 630 Z" fill="${COLOR.light}"/>
    </g>
    ${Array.from({ length: 7 * 10 }, (_, index) => {
      const column = index % 7;
      const row = Math.floor(index / 7);
      const shades = [COLOR.light, COLOR.mid, COLOR.soft, COLOR.accent, COLOR.water];
      const x = 610 + column * 36;
      const y = 200 + row * 43;
      const inside = (x + 18 - 610) ** 2 + (y + 21 - 330) ** 2 < 135 ** 2 || (y > 470 && x < 820);
      return inside
        ? shape("rect", {
            x,
            y,
            width: 34,
            height: 41,
            fill: shades[(index * 7 + row) % shades.length] ?? COLOR.light,
          })
        : "";
    }).join("")}
    ${magnifier(1000, 330, 120)}
    ${shape("rect", { x: 1180, y: 560, width: 260, height: 220, rx: 18, fill: COLOR.soft })}
    ${shape("rect", { x: 1180, y: 560, width: 260, height: 60, rx: 18, fill: COLOR.mid })}
    ${shape("rect", { x: 1250, y: 582, width: 120, height: 14, rx: 7, fill: COLOR.deep })}
    <g transform="rotate(-8 1310 520)">${shape("rect", { x: 1255, y: 470, width: 110, height: 130, rx: 8, fill: COLOR.white })}${checkMark(1310, 530, 60, COLOR.primary)}</g>
  `,
  // A magnifier over an article, with ticks and crosses beside its claims, and readers.
  checagem: () => `
    ${shape("rect", { x: 360, y: 110, width: 560, height: 680, rx: 24, fill: COLOR.soft })}
    ${shape("rect", { x: 410, y: 160, width: 460, height: 160, rx: 12, fill: COLOR.light })}
    ${[0, 1, 2, 3, 4, 5, 6].map((index) => shape("rect", { x: 410, y: 360 + index * 52, width: index % 3 === 2 ? 300 : 400, height: 18, rx: 9, fill: COLOR.deep, opacity: 0.3 })).join("")}
    ${[0, 1, 2].map((index) => (index === 1 ? `<path d="M 950 ${382 + index * 104} l 40 40 M 990 ${382 + index * 104} l -40 40" stroke="${COLOR.alert}" stroke-width="14" stroke-linecap="round"/>` : checkMark(970, 400 + index * 104, 60, COLOR.accent))).join("")}
    ${magnifier(760, 470, 170)}
    ${person(1250, 820, 1.3, COLOR.light)}
    ${person(1420, 840, 1.1, COLOR.soft)}
    ${person(170, 840, 1.1, COLOR.light)}
    ${bubble(1150, 250, 250, 84, COLOR.white, "left")}
  `,
  // A community radio mast broadcasting over riverside houses.
  radio: () => `
    ${forest(690, COLOR.strong, 5, 0.9)}
    ${waves(760, COLOR.water, 0.8, 1)}
    <path d="M 800 140 L 690 690 M 800 140 L 910 690 M 720 540 L 880 540 M 740 430 L 860 430 M 760 320 L 840 320 M 720 540 L 860 430 M 740 430 L 840 320 M 880 540 L 740 430 M 860 430 L 760 320" stroke="${COLOR.soft}" stroke-width="12" stroke-linecap="round" fill="none"/>
    ${shape("circle", { cx: 800, cy: 140, r: 24, fill: COLOR.accent })}
    ${[1, 2, 3].map((index) => `<path d="M ${800 - 70 * index} ${140 - 50 * index} A ${86 * index} ${86 * index} 0 0 0 ${800 - 70 * index} ${140 + 50 * index}" fill="none" stroke="${COLOR.accent}" stroke-width="12" stroke-linecap="round" opacity="${1 - index * 0.2}"/><path d="M ${800 + 70 * index} ${140 - 50 * index} A ${86 * index} ${86 * index} 0 0 1 ${800 + 70 * index} ${140 + 50 * index}" fill="none" stroke="${COLOR.accent}" stroke-width="12" stroke-linecap="round" opacity="${1 - index * 0.2}"/>`).join("")}
    ${stiltHouse(170, 770, COLOR.soft)}
    ${stiltHouse(1220, 770, COLOR.light)}
    ${shape("rect", { x: 1060, y: 250, width: 90, height: 150, rx: 45, fill: COLOR.soft })}
    <path d="M 1040 350 Q 1040 450 1105 450 Q 1170 450 1170 350" fill="none" stroke="${COLOR.soft}" stroke-width="12"/>
    ${shape("rect", { x: 1099, y: 450, width: 12, height: 60, fill: COLOR.soft })}
    ${shape("rect", { x: 1060, y: 505, width: 90, height: 14, rx: 7, fill: COLOR.soft })}
  `,
};

function illustrationSvg({ motif, background = 0 }: Illustration): string {
  const [from, to] = BACKGROUNDS[background % BACKGROUNDS.length] ?? BACKGROUNDS[0];
  const { width, height } = ILLUSTRATION_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/>
        <stop offset="1" stop-color="${to}"/>
      </linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <circle cx="${1450 - background * 140}" cy="${120 + background * 60}" r="320" fill="${COLOR.white}" opacity="0.06"/>
    <circle cx="${120 + background * 90}" cy="820" r="260" fill="${COLOR.accent}" opacity="0.07"/>
    ${SCENES[motif]()}
  </svg>`;
}

/** A 1600×900 PNG of the motif on one of the palette's backgrounds. */
export async function drawIllustration(illustration: Illustration): Promise<Buffer> {
  return sharp(Buffer.from(illustrationSvg(illustration)))
    .png({ compressionLevel: 3 })
    .toBuffer();
}

export type Portrait = {
  background: string;
  skin: string;
  hair: string;
  shirt: string;
  hairStyle: "curto" | "longo" | "coque" | "raspado";
  glasses?: boolean;
};

function hairShape({ hair, hairStyle }: Portrait): { back: string; front: string } {
  // The cap covers the top of the head down to a curved hairline at the forehead.
  const cap = (hairline: number, opacity = 1) =>
    `<path d="M 182 266 A 118 118 0 0 1 418 266 C 406 ${hairline + 10} 372 ${hairline - 8} 300 ${hairline - 6} C 228 ${hairline - 8} 194 ${hairline + 10} 182 266 Z" fill="${hair}" opacity="${opacity}"/>`;
  switch (hairStyle) {
    case "longo":
      return {
        back: `<path d="M 178 270 C 170 110 430 110 422 270 L 446 480 L 154 480 Z" fill="${hair}"/>`,
        front: cap(232),
      };
    case "coque":
      return { back: shape("circle", { cx: 300, cy: 126, r: 54, fill: hair }), front: cap(226) };
    case "curto":
      return { back: "", front: cap(220) };
    case "raspado":
      return { back: "", front: cap(212, 0.55) };
  }
}

function portraitSvg(portrait: Portrait): string {
  const size = AVATAR_SIZE;
  const hair = hairShape(portrait);
  const glasses = portrait.glasses
    ? `<g fill="none" stroke="${COLOR.deep}" stroke-width="8"><circle cx="258" cy="272" r="30"/><circle cx="342" cy="272" r="30"/><path d="M 288 272 L 312 272"/></g>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">
    <rect width="600" height="600" fill="${portrait.background}"/>
    <circle cx="470" cy="110" r="170" fill="${COLOR.white}" opacity="0.12"/>
    ${hair.back}
    <path d="M 90 600 C 90 470 180 410 300 410 C 420 410 510 470 510 600 Z" fill="${portrait.shirt}"/>
    <rect x="262" y="340" width="76" height="90" rx="30" fill="${portrait.skin}"/>
    <path d="M 255 412 L 300 470 L 345 412" fill="none" stroke="${COLOR.white}" stroke-width="10" opacity="0.5"/>
    <circle cx="300" cy="260" r="112" fill="${portrait.skin}"/>
    ${hair.front}
    ${glasses}
  </svg>`;
}

/** A 600×600 PNG of a head-and-shoulders silhouette: no face, so no one in particular. */
export async function drawPortrait(portrait: Portrait): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(portrait)))
    .png({ compressionLevel: 3 })
    .toBuffer();
}

/** The form a browser sends a chosen file in. */
export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString("base64")}`;
}
