import type { z } from "zod";
import { saveJson, type ApiResult, type Fetcher } from "./api-client.ts";

/*
 * Updates that never overwrite someone else's save (decision 038): the body names the
 * revision the editor opened, and a 409 (someone saved since) comes back as its sentence
 * alone, which the form shows while keeping everything typed.
 */

/** PUT `payload` to `url` as an update of `item`, built on the revision it was read at. */
export async function updateRevised<T>(
  fetcher: Fetcher,
  url: string,
  payload: object,
  item: { revisao?: number },
  schema: z.ZodType<T>,
): Promise<ApiResult<T>> {
  const body = item.revisao === undefined ? payload : { ...payload, revisao: item.revisao };
  const result = await saveJson(fetcher, "PUT", url, body, schema);
  // The details (latest number, who, when) are for programs; the sentence says it all.
  return !result.ok && result.status === 409 ? { ...result, details: {} } : result;
}
