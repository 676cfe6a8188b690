import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { findSimilarChecks, type MatchingThresholds } from "../../matching/service.ts";
import type { Semelhante } from "../../matching/schema.ts";
import { answerAutomatically } from "./service.ts";

/**
 * An answer at once (decision 075): the published fact-check that strongly resembles a
 * tip just sent (decision 069), recorded as the tip's answer. Answers the fact-check to
 * show the reader, or undefined when none is a strong match. Only the page that shows
 * the answer calls it: a tip whose sender never sees the match is left to the team.
 */
export async function answerAtOnce(
  db: Kysely<Database>,
  thresholds: MatchingThresholds,
  codigo: string,
  query: { texto?: string; imagem?: Buffer },
): Promise<Semelhante | undefined> {
  const [best] = await findSimilarChecks(db, thresholds, query);
  if (!best?.forte) return undefined;
  await answerAutomatically(db, codigo, best.id);
  return best;
}
