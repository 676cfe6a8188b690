import type { Kysely } from "kysely";
import { findPublicFakeNewsById } from "#server/api/fake-news/service.ts";
import type { Database } from "#server/db/schema.ts";
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  verdictCardKey,
  type VerdictCard,
} from "#server/og/verdict-card.ts";
import {
  inkOn,
  rotuloOf,
  statusTone,
  VERDICT_COLORS,
  verdictIconPath,
  verdictLabelKey,
  type RotuloView,
} from "../components/fake-news/verdicts.ts";
import { fakeNewsStatus } from "../i18n/messages/fake-news-status.ts";
import { rotulos } from "../i18n/messages/rotulos.ts";
import { SITE_NAME } from "../site.ts";
import { loadRotulos } from "./rotulos.server.ts";

/** The share preview of a fact-check as its page's metadata names it. */
export type ShareImage = { src: string; alt: string; width: number; height: number };

/** What a share card needs of an entry: its claim (or title) and its verdict. */
export type SharedFakeNews = {
  id: number;
  titulo: string;
  status: string;
  alegacao: string | null;
  rotulo: RotuloView | null;
};

/**
 * What a fact-check's share preview shows: the claim and its rating ("ALEGAÇÃO: … —
 * FALSO"), or, for an entry that records no claim, its title and status. In Portuguese,
 * the language the content is written in, whatever the reader's interface language.
 */
export function fakeNewsShareCard(item: Omit<SharedFakeNews, "id">): VerdictCard {
  const tone = statusTone(item.status);
  const { disc, stroke } = VERDICT_COLORS[tone];
  const alegacao = item.alegacao?.trim();
  return {
    title: alegacao || item.titulo.trim(),
    ...(alegacao ? { claimLabel: CLAIM_LABEL } : {}),
    verdictLabel: item.rotulo?.nome ?? fakeNewsStatus.pt[verdictLabelKey(tone)],
    verdictColor: item.rotulo?.cor ?? disc,
    verdictInk: item.rotulo ? inkOn(item.rotulo.cor) : stroke,
    iconPath: verdictIconPath(tone, item.rotulo),
    siteName: SITE_NAME,
  };
}

const CLAIM_LABEL = rotulos.pt["rotulos.claim"].replace(/\s*:$/, "");

/** /og/fake-news/<id>/<hash of what the card shows>.png: a new claim or verdict is a new address. */
export function fakeNewsShareImagePath(id: number, card: VerdictCard): string {
  return `/og/fake-news/${id}/${verdictCardKey(card)}.png`;
}

export function fakeNewsShareImage(item: SharedFakeNews): ShareImage {
  const card = fakeNewsShareCard(item);
  return {
    src: fakeNewsShareImagePath(item.id, card),
    alt: card.claimLabel
      ? `${card.claimLabel}: “${card.title}” — ${card.verdictLabel}`
      : `${card.verdictLabel}: ${card.title}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  };
}

/** The card of a stored fact-check with a title, or undefined (its address answers 404). */
export async function loadFakeNewsShareCard(
  db: Kysely<Database>,
  id: number,
): Promise<VerdictCard | undefined> {
  const [item, scale] = await Promise.all([findPublicFakeNewsById(db, id), loadRotulos(db)]);
  if (!item?.titulo.trim()) return undefined;
  return fakeNewsShareCard({ ...item, rotulo: rotuloOf(item.rotulo, scale) });
}
