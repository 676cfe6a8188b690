import type { z } from "zod";
import { FAKE_NEWS_STATUS_LABELS } from "#server/api/fake-news/schema.ts";
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
  /** Told when the save was refused because someone saved since. */
  onStale?: () => void,
): Promise<ApiResult<T>> {
  const body = item.revisao === undefined ? payload : { ...payload, revisao: item.revisao };
  const result = await saveJson(fetcher, "PUT", url, body, schema);
  if (result.ok || result.status !== 409) return result;
  onStale?.();
  // The details (latest number, who, when) are for programs; the sentence says it all.
  return { ...result, details: {} };
}

/** The text fields both article kinds compare, with the body and conclusion as each names them. */
export const articleTextDiff = (conteudo: string, conclusao: string) =>
  [
    { key: "titulo", label: "Título" },
    { key: "subtitulo", label: "Subtítulo" },
    { key: "lead", label: "Lead", rich: true },
    { key: "conteudo", label: conteudo, rich: true },
    { key: "conclusao", label: conclusao, rich: true },
  ] as const;

/** The fake-news fields a comparison shows. */
export const FAKE_NEWS_DIFF_FIELDS = [
  ...articleTextDiff("Conteúdo", "Conclusão"),
  { key: "fontes", label: "Fontes" },
  { key: "verdades", label: "Verdades" },
  { key: "status", label: "Status", names: FAKE_NEWS_STATUS_LABELS },
  { key: "tags", label: "Tags/Categorias" },
] as const;
