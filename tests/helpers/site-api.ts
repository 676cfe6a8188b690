import { E2E_ADMIN } from "../setup/e2e-global-setup.ts";

/** A bearer token for the browser tests' administrator on a running site. */
export async function loginToken(
  baseUrl: string,
  account: { email: string; password: string } = E2E_ADMIN,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * One JSON call to a running site's API; any answer but 2xx throws with its body, so
 * seeding that fails stops the test where it failed.
 */
export async function apiCall<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Uploads a file as the admin forms do; answers the stored file's `/media/` URL. */
export async function uploadMedia(
  baseUrl: string,
  token: string,
  file: { bytes: Buffer; type: string; name: string },
): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${baseUrl}/api/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status}`);
  return ((await response.json()) as { url: string }).url;
}

/**
 * Deletes through the API every item of `area` (e.g. "/equipe") that `isMine` picks: what
 * a test file created goes, so the next file finds the site as it expects.
 */
export async function deleteItems<T extends { id: number }>(
  baseUrl: string,
  token: string,
  area: string,
  isMine: (item: T) => boolean,
): Promise<void> {
  for (const item of (await apiCall<T[]>(baseUrl, "GET", area, { token })).filter(isMine)) {
    await apiCall(baseUrl, "DELETE", `${area}/${item.id}`, { token });
  }
}
