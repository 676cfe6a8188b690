import { FAKE_NEWS_STATUS_LABELS, type FakeNewsStatus } from "../api/fake-news/schema.ts";
import type { MotivoDescarte, SugestaoPublica } from "../api/sugestoes/schema.ts";
import type { CheckForReply } from "./repository.ts";

/*
 * What the tipline says (decision 076): Portuguese, plain text, short enough for a cheap
 * phone to show whole. The verdict goes first, with an emoji a reader spots in a list.
 */

const EMOJI: Record<FakeNewsStatus, string> = {
  desmentida: "❌",
  verificada: "✅",
  em_analise: "🔎",
};

/** The first truth of a check, on one line. */
function truthOf(check: Pick<CheckForReply, "verdades">): string | undefined {
  try {
    const verdades = JSON.parse(check.verdades) as unknown;
    const first = Array.isArray(verdades)
      ? verdades.find((item) => typeof item === "string")
      : undefined;
    return typeof first === "string" ? first.replace(/\s+/g, " ").trim() || undefined : undefined;
  } catch {
    return undefined;
  }
}

export function verdictLine(check: Pick<CheckForReply, "status" | "rotulo_nome">): string {
  const status = check.status as FakeNewsStatus;
  const label = check.rotulo_nome ?? FAKE_NEWS_STATUS_LABELS[status] ?? check.status;
  return `${EMOJI[status] ?? "ℹ️"} ${label.toUpperCase()}`;
}

const checkUrl = (origin: string, id: number) => `${origin}/fake-news/${id}`;

/** A strong match: the verdict, the claim, the truth in one line and the link. */
export function strongMatchReply(check: CheckForReply, origin: string): string {
  const truth = truthOf(check);
  return [
    verdictLine(check),
    check.alegacao ?? check.titulo,
    ...(truth ? [truth] : []),
    `Leia a checagem: ${checkUrl(origin, check.id)}`,
  ].join("\n\n");
}

export function receivedReply(codigo: string, origin: string): string {
  return [
    "Recebemos! A equipe vai analisar o conteúdo e responder por aqui.",
    `Seu código de acompanhamento: ${codigo}`,
    `Acompanhe em: ${origin}/sugestao/${codigo}`,
    "Envie MENU para ver as opções.",
  ].join("\n\n");
}

export const MENU_REPLY = [
  "Olá! Este é o canal de checagem do Observatório.",
  "Envie um texto, link, foto, áudio ou vídeo que você recebeu e nós verificamos.",
  [
    "Ou envie:",
    "ULTIMAS – as checagens mais recentes",
    "COMO – como funciona",
    "ASSINAR – receber o resumo diário",
    "PARAR – não receber mais mensagens",
  ].join("\n"),
].join("\n\n");

export const HOW_REPLY = [
  "Como funciona: se o conteúdo já foi checado, respondemos na hora com o resultado e o link.",
  "Se não, ele entra na fila da equipe, você recebe um código de acompanhamento e a resposta chega por aqui quando ficar pronta.",
  "Guardamos seu número só enquanto lhe devemos uma resposta ou enquanto você assina o resumo diário.",
].join("\n\n");

export const SUBSCRIBED_REPLY = (hour: number) =>
  `Pronto! Você vai receber o resumo diário das checagens por volta das ${hour}h. Para cancelar, envie PARAR.`;

export const STOPPED_REPLY =
  "Pronto: você não vai receber mais mensagens nossas nem o resumo diário. Para voltar, envie ASSINAR.";

export const RATE_LIMITED_REPLY =
  "Recebemos muitas mensagens suas em pouco tempo. Aguarde alguns minutos e envie de novo.";

type Latest = Pick<CheckForReply, "id" | "titulo" | "status" | "rotulo_nome">;

export function latestReply(checks: readonly Latest[], origin: string, heading: string): string {
  if (checks.length === 0) return "Ainda não há checagens publicadas.";
  return [
    heading,
    ...checks.map(
      (check) => `${verdictLine(check)}\n${check.titulo}\n${checkUrl(origin, check.id)}`,
    ),
  ].join("\n\n");
}

const MOTIVOS: Record<MotivoDescarte, string> = {
  opiniao: "É uma opinião, e opiniões não são checadas.",
  nao_verificavel: "Não há informações públicas suficientes para checar este conteúdo.",
  ja_verificada: "Este conteúdo já tinha sido checado.",
  outro: "Motivo informado pela equipe:",
};

/** Why a tip was discarded, as its sender is told, on its channel or by e-mail. */
export function motivoText(motivo: MotivoDescarte, texto: string | null): string {
  return motivo === "outro" && texto ? `${MOTIVOS.outro} ${texto}` : MOTIVOS[motivo];
}

/** A tip's answer, as its tracking page shows it; undefined while it is not public. */
export function answerReply(
  answer: SugestaoPublica,
  check: CheckForReply | undefined,
  origin: string,
): string | undefined {
  const intro = "Temos uma resposta sobre o conteúdo que você nos enviou.";
  if (answer.estado === "verificada") {
    if (!check) return undefined;
    return [intro, strongMatchReply(check, origin)].join("\n\n");
  }
  if (answer.estado !== "descartada" || !answer.motivo) return undefined;
  if (answer.motivo === "ja_verificada" && !check) return undefined;
  return [
    intro,
    "A equipe analisou e não vai publicar uma checagem nova sobre ele.",
    motivoText(answer.motivo, answer.motivo_texto),
    ...(check ? [strongMatchReply(check, origin)] : []),
  ].join("\n\n");
}

/** What a message of this text asks for, when it is a command rather than a tip. */
export type Comando = "menu" | "parar" | "ultimas" | "como" | "assinar";

const COMANDOS: Record<string, Comando> = {
  oi: "menu",
  ola: "menu",
  menu: "menu",
  start: "menu",
  parar: "parar",
  pare: "parar",
  stop: "parar",
  sair: "parar",
  ultimas: "ultimas",
  como: "como",
  assinar: "assinar",
};

export function comandoOf(texto: string | undefined): Comando | undefined {
  if (!texto) return undefined;
  const word = texto
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .trim()
    .toLowerCase()
    .replace(/^\//, "")
    .replace(/@\w+$/, "")
    .replace(/[!.?]+$/, "");
  return COMANDOS[word];
}
