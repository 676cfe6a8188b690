import {
  PLATAFORMA_NOMES,
  type CanalSugestao,
  type EstadoSugestao,
  type MotivoDescarte,
  type Plataforma,
} from "#server/api/sugestoes/schema.ts";

/* How the inbox of readers' tips names a tip's state, a discard's reason and a platform. */

/** The way a tip came in (decision 081), as the inbox names it. */
export const CANAL_NOMES: Record<CanalSugestao, string> = {
  web: "site",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
};

export const ESTADO_NOMES: Record<EstadoSugestao, string> = {
  recebida: "Recebida",
  em_analise: "Em análise",
  verificada: "Verificada",
  descartada: "Descartada",
};

export const MOTIVO_NOMES: Record<MotivoDescarte, string> = {
  opiniao: "Opinião",
  nao_verificavel: "Não verificável",
  ja_verificada: "Já verificada",
  outro: "Outro motivo",
};

export const plataformaNome = (plataforma: Plataforma) =>
  plataforma === "outra" ? "Outra" : PLATAFORMA_NOMES[plataforma];

export const estadoNome = (estado: EstadoSugestao) => ESTADO_NOMES[estado];

export const motivoNome = (motivo: MotivoDescarte) => MOTIVO_NOMES[motivo];

/** A published fact-check a tip can point to. */
export type FakeNewsOption = { id: number; titulo: string; status: string };
