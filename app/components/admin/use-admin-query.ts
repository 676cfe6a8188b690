import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { useToast } from "../ui/toast.tsx";
import { loadJson } from "./api-client.ts";
import { useAdminSession } from "./session.tsx";

export type AdminQuery<T> = {
  /** The last answer read, or undefined before the first one arrives. */
  data: T | undefined;
  /** A paged list's size in all (`X-Total-Count` of the last answer read), if it says. */
  total: number | undefined;
  /** Why the last load failed, or null. */
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
};

type QueryOptions = {
  /** A 404 means the record was never written: `data` is null. */
  notFoundIsNull?: boolean;
  /**
   * A reload that fails once something is on screen keeps it there and says this in a
   * toast, instead of reporting the failure as `error`.
   */
  reloadFailed?: string;
};

/**
 * What an admin page shows (a list, or the one record it edits), read from the API in the
 * browser with the session and parsed with the API's own schema. Public answers are cached
 * for minutes, so the request asks the server again (the ETag keeps that cheap): a reload
 * after a save must show the save. While a reload runs, the previous answer stays on
 * screen, so the controls the editor was using do not disappear under the focus.
 * `schema` must be a module-level constant: a new one on every render reloads forever.
 */
export function useAdminQuery<T>(url: string, schema: z.ZodType<T>): AdminQuery<T>;
export function useAdminQuery<T>(
  url: string,
  schema: z.ZodType<T>,
  options: QueryOptions & { notFoundIsNull: true },
): AdminQuery<T | null>;
export function useAdminQuery<T>(
  url: string,
  schema: z.ZodType<T>,
  options: QueryOptions,
): AdminQuery<T>;
export function useAdminQuery<T>(
  url: string,
  schema: z.ZodType<T>,
  { notFoundIsNull = false, reloadFailed }: QueryOptions = {},
): AdminQuery<T | null> {
  const { authFetch } = useAdminSession();
  const toast = useToast();
  const [data, setData] = useState<T | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const loaded = useRef(false);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    const result = await loadJson(
      (path, init) => authFetch(path, { ...init, cache: "no-cache" }),
      url,
      schema,
    );
    // CASE: a newer reload started meanwhile; its answer is the one to show.
    if (request !== latest.current) return;
    setLoading(false);
    if (result.ok || (notFoundIsNull && result.status === 404)) {
      loaded.current = true;
      setData(result.ok ? result.data : null);
      setTotal(result.ok ? result.total : undefined);
      setError(null);
    } else if (reloadFailed && loaded.current) {
      toast.show(reloadFailed, { kind: "error" });
    } else {
      setError(result.error);
    }
  }, [authFetch, url, schema, notFoundIsNull, reloadFailed, toast]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, total, error, loading, reload };
}
