import { data } from "react-router";
import { InscricaoTokenSchema } from "#server/api/inscricoes/schema.ts";
import { INSCRICAO_RATE_LIMIT } from "#server/api/inscricoes/service.ts";
import type { AppServices } from "../context.ts";
import type { InscricaoLinkOutcome } from "../components/newsletters/inscricao-link-page.tsx";
import { pageRateLimit } from "./public-form.server.ts";

/*
 * What the confirmation and unsubscribe pages share on the server: reading the link's
 * token, and a POST that spends the budget of the subscription calls before acting.
 */

const withinRateLimit = pageRateLimit(INSCRICAO_RATE_LIMIT);

/** The token of the page's address, or null when it has none that could be one. */
export function linkToken(request: Request): string | null {
  const parsed = InscricaoTokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  return parsed.success ? parsed.data : null;
}

/** Never kept by a cache (the page cache skips `no-store`), never indexed. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** The page's POST: `act` with the posted token, answered as an outcome with its status. */
export async function answerLinkPost(
  services: AppServices,
  clientAddress: string,
  request: Request,
  act: (token: string) => Promise<boolean>,
) {
  const answer = (outcome: InscricaoLinkOutcome, status: number) => data({ outcome }, { status });
  if (!(await withinRateLimit(services.db, clientAddress))) return answer("rate-limited", 429);
  const parsed = InscricaoTokenSchema.safeParse((await request.formData()).get("token"));
  if (parsed.success && (await act(parsed.data))) return answer("done", 200);
  return answer("refused", 400);
}
