import { redirect } from "react-router";
import type { Route } from "./+types/fake-news-share-image.ts";
import { CARD_TYPE, renderVerdictCard, verdictCardKey } from "#server/og/verdict-card.ts";
import { servicesContext } from "../context.ts";
import { fakeNewsShareImagePath, loadFakeNewsShareCard } from "../utils/share-card.server.ts";
import { parseRouteId } from "../utils/route-params.ts";

const ONE_YEAR_SECONDS = 31_536_000;
const FILE_NAME = /^([a-f0-9]{16})\.png$/;

function notFound() {
  return new Response("Imagem não encontrada", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * GET /og/fake-news/{id}/{hash}.png: the fact-check's share preview. The hash names what
 * the image shows, so the answer never changes and is cached for a year; an address made
 * for an older title or verdict leads to the current one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRouteId(params.id);
  const requested = FILE_NAME.exec(params.file)?.[1];
  if (id === undefined || requested === undefined) return notFound();
  const { db } = context.get(servicesContext);
  const card = await loadFakeNewsShareCard(db, id);
  if (!card) return notFound();
  if (verdictCardKey(card) !== requested) {
    return redirect(fakeNewsShareImagePath(id, card), {
      headers: { "Cache-Control": "no-cache" },
    });
  }
  const png = await renderVerdictCard(card);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": CARD_TYPE,
      "Content-Length": String(png.length),
      "Cache-Control": `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
    },
  });
}
