import { expect, test } from "vitest";
import { dataUrl, solidImage } from "#tests/fixtures/images.ts";
import { useApiServer } from "#tests/helpers/api-server.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { NOTICIAS } from "#tests/helpers/content-areas.ts";
import type { Papel } from "../auth/roles.ts";
import { MEDIA_ACCESS_COOKIE } from "./access.ts";
import { isNamedByPublishedContent } from "./repository.ts";

// An autor's uploads stay private until a published item names them (decision 068).
const api = useApiServer({ clean: ["media", "noticias"] });

const IMMUTABLE = "public, max-age=31536000, immutable";
const PRIVATE = "private, no-store";
const NOT_FOUND = "Arquivo não encontrado.";

type Account = { authorization: string; token: string };

const account = (papel: Papel): Promise<Account> =>
  createTestAdmin(api.db, { papel, nome: `Conta ${papel}` });

/** `who` uploads a small PNG of this colour; the answer and its stored URL. */
async function upload(who: Account, red: number) {
  const png = await solidImage("png", 40, 30, { r: red, g: 10, b: 10 });
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "foto.png");
  const response = await fetch(`${api.url}/api/media`, {
    method: "POST",
    headers: { authorization: who.authorization },
    body,
  });
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  return { response, url, png };
}

/** A GET of a stored file, with the media cookie of `who` when given. */
async function read(url: string, who?: Account) {
  const headers: Record<string, string> = who
    ? { cookie: `${MEDIA_ACCESS_COOKIE}=${who.token}` }
    : {};
  const response = await fetch(`${api.url}${url}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, cacheControl: response.headers.get("cache-control"), bytes };
}

const hashOf = (url: string) => url.slice("/media/".length).split(".")[0]!;

async function privadoOf(url: string): Promise<number[]> {
  const rows = await api.db
    .selectFrom("media")
    .select("privado")
    .where("hash", "=", hashOf(url))
    .execute();
  return rows.map((row) => row.privado);
}

async function send(who: Account, method: string, path: string, body?: unknown) {
  const response = await api.send(method, path, { body, authorization: who.authorization });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test("an autor's upload is read only by signed-in browsers until an editor publishes the item that names it", async () => {
  const autor = await account("autor");
  const editor = await account("editor");
  const { response, url } = await upload(autor, 200);

  // Every authenticated call leaves the token where an <img> can send it, to /media/ only.
  expect(response.headers.get("set-cookie")).toBe(
    `${MEDIA_ACCESS_COOKIE}=${autor.token}; Path=/media/; HttpOnly; SameSite=Strict`,
  );
  expect(new Set(await privadoOf(url))).toEqual(new Set([1]));
  const anonymous = await read(url);
  expect(anonymous.status).toBe(404);
  expect(anonymous.bytes.toString()).toBe(NOT_FOUND);
  expect(anonymous.cacheControl).toBe("no-store");

  // The autor and an editor see it, and no cache keeps it.
  for (const who of [autor, editor]) {
    const signedIn = await read(url, who);
    expect(signedIn.status).toBe(200);
    expect(signedIn.cacheControl).toBe(PRIVATE);
    expect(signedIn.bytes.subarray(0, 4).toString()).toBe("RIFF");
  }

  // A draft, then a submission naming it: readers still see nothing.
  const draft = await send(autor, "POST", "/api/noticias", { ...NOTICIAS.valid, imagens: [url] });
  expect(draft.status).toBe(201);
  const id = draft.body.id as number;
  expect((await read(url)).status).toBe(404);
  const submitted = await send(autor, "PUT", `/api/noticias/${id}`, {
    ...NOTICIAS.valid,
    imagens: [url],
    estado: "em_revisao",
  });
  expect(submitted.status).toBe(200);
  expect((await read(url)).status).toBe(404);

  // Published: the next reader gets it, for good, as any public file.
  expect((await send(editor, "POST", `/api/noticias/${id}/publicar`, {})).status).toBe(200);
  const published = await read(url);
  expect(published.status).toBe(200);
  expect(published.cacheControl).toBe(IMMUTABLE);
  expect(new Set(await privadoOf(url))).toEqual(new Set([0]));

  // Taking the item offline again does not take back what readers already have.
  const unpublished = await send(editor, "PUT", `/api/noticias/${id}`, {
    ...NOTICIAS.valid,
    imagens: [url],
    estado: "rascunho",
  });
  expect(unpublished.status).toBe(200);
  expect((await read(url)).status).toBe(200);
});

test("an editor's upload is public at once, and an autor's upload of the same bytes keeps it public", async () => {
  const editor = await account("editor");
  const autor = await account("autor");
  const { url } = await upload(editor, 120);
  expect((await read(url)).cacheControl).toBe(IMMUTABLE);

  const again = await upload(autor, 120);
  expect(again.url).toBe(url);
  expect((await read(url)).status).toBe(200);
  expect(new Set(await privadoOf(url))).toEqual(new Set([0]));
});

test("an image an autor saves in an item as a data URL is private too", async () => {
  const autor = await account("autor");
  const png = await solidImage("png", 50, 20, { r: 1, g: 90, b: 200 });
  const draft = await send(autor, "POST", "/api/noticias", {
    ...NOTICIAS.valid,
    imagens: [dataUrl(png)],
  });
  expect(draft.status).toBe(201);
  const [url] = draft.body.imagens as string[];
  expect((await read(url!)).status).toBe(404);
  expect((await read(url!, autor)).status).toBe(200);
});

test("a scheduled item makes its file public only once its time has come", async () => {
  const autor = await account("autor");
  const editor = await account("editor");
  const { url } = await upload(autor, 60);
  const draft = await send(autor, "POST", "/api/noticias", { ...NOTICIAS.valid, imagens: [url] });
  const id = draft.body.id as number;
  const scheduled = await send(editor, "POST", `/api/noticias/${id}/publicar`, {
    publicar_em: "2099-01-01T00:00:00Z",
  });
  expect(scheduled.status).toBe(200);

  expect((await read(url)).status).toBe(404);
  expect(await privadoOf(url)).toContain(1);
  expect(await isNamedByPublishedContent(api.db, hashOf(url))).toBe(false);
  expect(
    await isNamedByPublishedContent(api.db, hashOf(url), new Date("2099-01-01T00:00:01Z")),
  ).toBe(true);
});

test("a file named only by a draft's text, or by nothing, stays private; a file in an editor's page text is public", async () => {
  const autor = await account("autor");
  const editor = await account("editor");
  const inDraft = await upload(autor, 30);
  const unnamed = await upload(autor, 31);
  const inPage = await upload(autor, 32);

  const draft = await send(autor, "POST", "/api/noticias", {
    ...NOTICIAS.valid,
    conteudo: `<p>Veja <a href="${inDraft.url}">o print da mensagem</a>.</p>`,
  });
  const page = await send(editor, "PUT", "/api/paginas/metodologia", {
    titulo: "Metodologia",
    conteudo: `<p>Veja <a href="${inPage.url}">o fluxo da checagem</a>.</p>`,
  });
  expect(page.status).toBe(200);
  expect(draft.body.conteudo).toContain(inDraft.url);
  expect(page.body.conteudo).toContain(inPage.url);

  expect((await read(inDraft.url)).status).toBe(404);
  expect((await read(unnamed.url)).status).toBe(404);
  expect((await read(inPage.url)).status).toBe(200);
});

test("logging out clears the cookie, and a cookie of an ended session reads nothing", async () => {
  const autor = await account("autor");
  const { url } = await upload(autor, 90);
  expect((await read(url, autor)).status).toBe(200);

  const logout = await fetch(`${api.url}/api/auth/logout`, {
    method: "POST",
    headers: {
      authorization: autor.authorization,
      cookie: `${MEDIA_ACCESS_COOKIE}=${autor.token}`,
    },
  });
  expect(logout.status).toBe(204);
  expect(logout.headers.get("set-cookie")).toMatch(
    new RegExp(
      `^${MEDIA_ACCESS_COOKIE}=; Path=/media/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$`,
    ),
  );
  expect((await read(url, autor)).status).toBe(404);
});

test("a call that already carries the cookie is not sent it again", async () => {
  const autor = await account("autor");
  const verify = (cookie?: string) =>
    fetch(`${api.url}/api/auth/verify`, {
      headers: { authorization: autor.authorization, ...(cookie ? { cookie } : {}) },
    });
  expect((await verify()).headers.get("set-cookie")).toContain(autor.token);
  expect((await verify(`${MEDIA_ACCESS_COOKIE}=${autor.token}`)).headers.get("set-cookie")).toBe(
    null,
  );
  // A stale token from an earlier session is replaced.
  expect((await verify(`${MEDIA_ACCESS_COOKIE}=velho`)).headers.get("set-cookie")).toContain(
    autor.token,
  );
});
