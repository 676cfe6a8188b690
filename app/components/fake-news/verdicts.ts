/*
 * The verdicts a fact-check can carry, defined once: the status badge draws them, the
 * share preview images paint them and the methodology page lists them as the rating scale.
 * Isomorphic and free of React, so the server can use it without the components.
 */

import type { TFunction } from "i18next";
import { rotulos } from "../../i18n/messages/rotulos.ts";

export const VERDICT_TONES = ["verificada", "desmentida", "em_analise", "desconhecido"] as const;
export type Tone = (typeof VERDICT_TONES)[number];

const TONES: Record<string, Tone> = {
  verificada: "verificada",
  desmentida: "desmentida",
  em_analise: "em_analise",
};

/** The tone of a status: the specification's three, and 'desconhecido' for anything else. */
export function statusTone(status: string): Tone {
  return TONES[status] ?? "desconhecido";
}

/** The message key of a tone's label. */
export function verdictLabelKey(tone: Tone): `fakeNewsStatus.${Tone}` {
  return `fakeNewsStatus.${tone}`;
}

/** The icon's stroke in a 20×20 box: a check, a cross, or a clock's hands. */
export const VERDICT_ICON_PATHS: Record<Tone, string> = {
  verificada: "M5.5 10.5l3 3 6-7",
  desmentida: "M6.5 6.5l7 7M13.5 6.5l-7 7",
  em_analise: "M10 5v5l3.5 2",
  desconhecido: "M10 5v5l3.5 2",
};

/**
 * The colours of a tone, as the badge's stylesheet has them: the icon's disc, the stroke
 * drawn on it, and the label's text colour on white (each at least 4.5:1).
 */
export const VERDICT_COLORS: Record<Tone, { disc: string; stroke: string; text: string }> = {
  verificada: { disc: "#1e7d32", stroke: "#ffffff", text: "#17602a" },
  desmentida: { disc: "#c62828", stroke: "#ffffff", text: "#a31f1f" },
  em_analise: { disc: "#f2b705", stroke: "#3d2f00", text: "#6b5200" },
  desconhecido: { disc: "#8a8f94", stroke: "#ffffff", text: "#4a5057" },
};

/** A rating of the site's scale (decision 052), as pages and the share card show it. */
export type RotuloView = { slug: string; nome: string; cor: string; icone: string };

/** The icons a rating may name (`ROTULO_ICONES`), in the same 20×20 box. */
const ROTULO_ICON_PATHS: Record<string, string> = {
  visto: VERDICT_ICON_PATHS.verificada,
  xis: VERDICT_ICON_PATHS.desmentida,
  alerta: "M10 5v6.5M10 14.6v.4",
  interrogacao: "M7.4 7.6a2.6 2.6 0 1 1 3.7 2.4c-.8.4-1.1 1-1.1 1.8M10 14.6v.4",
  relogio: VERDICT_ICON_PATHS.em_analise,
};

/** The icon of an entry: its rating's, else its status's. */
export function verdictIconPath(tone: Tone, rotulo: RotuloView | null | undefined): string {
  return (rotulo && ROTULO_ICON_PATHS[rotulo.icone]) ?? VERDICT_ICON_PATHS[tone];
}

/** The rating an entry names, found in the scale; null without one or when it is gone. */
export function rotuloOf(
  slug: string | null | undefined,
  scale: readonly RotuloView[],
): RotuloView | null {
  if (!slug) return null;
  const rotulo = scale.find((candidate) => candidate.slug === slug);
  return rotulo
    ? { slug: rotulo.slug, nome: rotulo.nome, cor: rotulo.cor, icone: rotulo.icone }
    : null;
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black, whichever contrasts more with `cor` (`#rrggbb`). */
export function inkOn(cor: string): string {
  const background = luminance(cor);
  const onWhite = 1.05 / (background + 0.05);
  const onDark = (background + 0.05) / (luminance("#1a1a1a") + 0.05);
  return onWhite >= onDark ? "#ffffff" : "#1a1a1a";
}

const DEFAULT_NAMES: Readonly<Record<string, string>> = rotulos.pt;

/**
 * The key of a rating's translated name: only a rating of the default scale still named
 * as it came has one; a renamed or added rating shows the name its editor wrote.
 */
export function rotuloNameKey(rotulo: RotuloView): `rotulos.${string}` | undefined {
  const key = `rotulos.${rotulo.slug}` as const;
  return DEFAULT_NAMES[key] === rotulo.nome ? key : undefined;
}

/** What an entry's badge says: its rating's name where it has one, else its status's label. */
export function verdictLabel(
  t: TFunction<"translation">,
  status: string,
  rotulo: RotuloView | null | undefined,
): string {
  // The rating's key is checked against the dictionary above, not by the compiler.
  const translate = t as unknown as (key: string) => string;
  if (!rotulo) return translate(verdictLabelKey(statusTone(status)));
  const key = rotuloNameKey(rotulo);
  return key ? translate(key) : rotulo.nome;
}
