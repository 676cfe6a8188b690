import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { loadJson } from "./api-client.ts";
import { useAdminSession } from "./session.tsx";

export type AdminList<T> = {
  /** The last list loaded, or null before the first one arrives. */
  items: T[] | null;
  /** Why the last load failed, or null. */
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
};

/**
 * A list an admin page shows, read from the API in the browser. Public lists are cached
 * for minutes, so the request asks the server again (the ETag keeps that cheap): a list
 * reloaded after a save must show the save. While a reload runs, the previous list stays
 * on screen, so the controls the editor was using do not disappear under the focus.
 * `schema` must be a module-level constant: a new one on every render reloads forever.
 */
export function useAdminList<T>(url: string, schema: z.ZodType<T[]>): AdminList<T> {
  const { authFetch } = useAdminSession();
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

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
    if (result.ok) {
      setItems(result.data);
      setError(null);
    } else {
      setError(result.error);
    }
  }, [authFetch, url, schema]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, error, loading, reload };
}
