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
  statusTone,
  VERDICT_COLORS,
  VERDICT_ICON_PATHS,
  verdictLabelKey,
} from "../components/fake-news/verdicts.ts";
import { fakeNewsStatus } from "../i18n/messages/fake-news-status.ts";
import { SITE_NAME } from "../site.ts";

/** The share preview of a fact-check as its page's metadata names it. */
export type ShareImage = { src: string; alt: string; width: number; height: number };

/**
 * What a fact-check's share preview shows. The preview is in Portuguese, the language the
 * content is written in, whatever the reader's interface language.
 */
export function fakeNewsShareCard(item: { titulo: string; status: string }): VerdictCard {
  const tone = statusTone(item.status);
  const { disc, stroke } = VERDICT_COLORS[tone];
  return {
    title: item.titulo.trim(),
    verdictLabel: fakeNewsStatus.pt[verdictLabelKey(tone)],
    verdictColor: disc,
    verdictInk: stroke,
    iconPath: VERDICT_ICON_PATHS[tone],
    siteName: SITE_NAME,
  };
}

/** /og/fake-news/<id>/<hash of what the card shows>.png: a new verdict is a new address. */
export function fakeNewsShareImagePath(id: number, card: VerdictCard): string {
  return `/og/fake-news/${id}/${verdictCardKey(card)}.png`;
}

export function fakeNewsShareImage(item: {
  id: number;
  titulo: string;
  status: string;
}): ShareImage {
  const card = fakeNewsShareCard(item);
  return {
    src: fakeNewsShareImagePath(item.id, card),
    alt: `${card.verdictLabel}: ${card.title}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  };
}

/** The card of a stored fact-check with a title, or undefined (its address answers 404). */
export async function loadFakeNewsShareCard(
  db: Kysely<Database>,
  id: number,
): Promise<VerdictCard | undefined> {
  const item = await findPublicFakeNewsById(db, id);
  if (!item?.titulo.trim()) return undefined;
  return fakeNewsShareCard(item);
}
