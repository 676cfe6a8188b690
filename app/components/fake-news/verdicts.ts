/*
 * The verdicts a fact-check can carry, defined once: the status badge draws them, the
 * share preview images paint them and the methodology page lists them as the rating scale.
 * Isomorphic and free of React, so the server can use it without the components.
 */

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
