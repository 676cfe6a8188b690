import { afterAll, beforeAll, expect, test } from "vitest";
import { FAKE_NEWS, NOTICIAS } from "#tests/helpers/content-areas.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";
import { startSite, type SiteProcess } from "#tests/helpers/site-process.ts";
import { E2E_ADMIN } from "#tests/setup/e2e-global-setup.ts";

// Publication states and scheduling (decision 037) on the production host, with its
// rendered-page cache on: what readers get from every public address.
const ADMIN_ENV = { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password };

let site: SiteProcess;
let token: string;

beforeAll(async () => {
  site = await startSite(ADMIN_ENV);
  token = await loginToken(site.url);
});

afterAll(async () => {
  await site?.stop();
});

const read = async (pathname: string, authorization?: string) => {
  const response = await fetch(`${site.url}${pathname}`, {
    headers: authorization ? { authorization: `Bearer ${authorization}` } : {},
  });
  return { status: response.status, text: await response.text() };
};

/** Every public address that lists or shows articles, with the item's own pages. */
const publicAddresses = (noticiaId: number, fakeNewsId: number) => [
  "/",
  "/noticias",
  `/noticia/${noticiaId}`,
  "/fake-news",
  `/fake-news/${fakeNewsId}`,
  "/tema/sigilo-editorial",
  "/local/ap",
  "/busca?q=sigiloso",
  "/feed.xml",
  "/noticias/feed.xml",
  "/fake-news/feed.xml",
  "/sitemap.xml",
  "/dados/checagens.csv",
  "/dados/checagens.json",
  "/api/noticias",
  "/api/fake-news",
  "/api/temas",
  "/api/busca?q=sigiloso",
];

test("drafts and items in review are on no public page, feed, sitemap or open data", async () => {
  const extra = { tags: "sigilo editorial", uf: "AP" };
  for (const estado of ["rascunho", "em_revisao"]) {
    const noticia = await apiCall<{ id: number }>(site.url, "POST", "/noticias", {
      token,
      body: { ...NOTICIAS.valid, ...extra, titulo: `Texto sigiloso ${estado}`, estado },
    });
    const fakeNews = await apiCall<{ id: number }>(site.url, "POST", "/fake-news", {
      token,
      body: { ...FAKE_NEWS.valid, ...extra, titulo: `Checagem sigilosa ${estado}`, estado },
    });
    for (const pathname of publicAddresses(noticia.id, fakeNews.id)) {
      const answer = await read(pathname);
      // Every page's language link names the page itself, the address the reader typed;
      // what must not show is the topic the drafts would give it.
      const ownAddress = `/languages?volta=${encodeURIComponent(pathname)}`;
      const text = answer.text.replaceAll(ownAddress.replaceAll("&", "&amp;"), "");
      // The search page repeats the query word, never the items' titles.
      expect(text, pathname).not.toContain(`Texto sigiloso ${estado}`);
      expect(text, pathname).not.toContain(`Checagem sigilosa ${estado}`);
      expect(text, pathname).not.toContain("sigilo-editorial");
    }
    expect((await read(`/noticia/${noticia.id}`)).status).toBe(404);
    expect((await read(`/fake-news/${fakeNews.id}`)).status).toBe(404);
    expect((await read(`/api/noticias/${noticia.id}`)).status).toBe(404);
    expect((await read(`/api/fake-news/${fakeNews.id}`)).status).toBe(404);
    // Signed-in accounts read them, with their state.
    const signedIn = JSON.parse((await read(`/api/fake-news/${fakeNews.id}`, token)).text);
    expect(signedIn).toMatchObject({ id: fakeNews.id, estado });
  }
});

test("a scheduled item appears on /, its list and its page on its own, with no write in between", async () => {
  const at = new Date(Date.now() + 8_000).toISOString();
  const titulo = "Notícia agendada para daqui a pouco";
  const item = await apiCall<{ id: number; publicar_em: string }>(site.url, "POST", "/noticias", {
    token,
    body: { ...NOTICIAS.valid, titulo, publicar_em: at },
  });
  expect(item.publicar_em).toBe(at);

  // Before its time: absent, and the pages that leave it out are now in the page cache.
  for (const pathname of ["/", "/noticias"]) {
    expect((await read(pathname)).text).not.toContain(titulo);
    expect((await read(pathname)).text).not.toContain(titulo);
  }
  expect((await read(`/noticia/${item.id}`)).status).toBe(404);

  // From its time on, within the promised 60 s, without any write.
  const options = { timeout: 70_000, interval: 1_000 };
  await expect.poll(async () => (await read("/")).text.includes(titulo), options).toBe(true);
  await expect
    .poll(async () => (await read("/noticias")).text.includes(titulo), options)
    .toBe(true);
  await expect.poll(async () => (await read(`/noticia/${item.id}`)).status, options).toBe(200);
}, 120_000);
