import { useCallback, useEffect, useState } from "react";
import type { z } from "zod";
import { loadJson, type Fetcher } from "./api-client.ts";
import { useToast } from "./toast.tsx";

/** The public data is cached for minutes; after a save the editor must see the new one. */
const revalidatingFetch: Fetcher = (path, init) => fetch(path, { ...init, cache: "no-cache" });

export type RecordState<T> =
  { status: "loading" } | { status: "failed" } | { status: "ready"; data: T };

type AdminRecord<T> = { state: RecordState<T>; reload: () => void; retry: () => void };

/**
 * The one public record an admin page edits (the contact data, the About page), read in
 * the browser. A failed first load is `failed` until `retry`; a failed `reload` after a
 * save keeps the record on screen and says so in a toast. With `notFoundIsNull`, a 404
 * means the record was never written: it is null. `schema` must be a module-level constant.
 */
export function useAdminRecord<T>(
  url: string,
  schema: z.ZodType<T>,
  reloadFailed: string,
): AdminRecord<T>;
export function useAdminRecord<T>(
  url: string,
  schema: z.ZodType<T>,
  reloadFailed: string,
  options: { notFoundIsNull: true },
): AdminRecord<T | null>;
export function useAdminRecord<T>(
  url: string,
  schema: z.ZodType<T>,
  reloadFailed: string,
  { notFoundIsNull = false }: { notFoundIsNull?: boolean } = {},
): AdminRecord<T | null> {
  const toast = useToast();
  const [state, setState] = useState<RecordState<T | null>>({ status: "loading" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    void loadJson(revalidatingFetch, url, schema).then((result) => {
      if (!current) return;
      if (result.ok) setState({ status: "ready", data: result.data });
      else if (notFoundIsNull && result.status === 404) setState({ status: "ready", data: null });
      else if (version > 0) toast.show(reloadFailed, { kind: "error" });
      else setState({ status: "failed" });
    });
    return () => {
      current = false;
    };
  }, [url, schema, reloadFailed, notFoundIsNull, version, toast]);

  const reload = useCallback(() => setVersion((count) => count + 1), []);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setVersion((count) => count + 1);
  }, []);

  return { state, reload, retry };
}
