import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { NOTICIAS } from "#tests/helpers/content-areas.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";
import { createSiteDatabase, type SiteDatabase } from "#tests/helpers/site-database.ts";
import { startSite, type SiteProcess } from "#tests/helpers/site-process.ts";
import { E2E_ADMIN } from "#tests/setup/e2e-global-setup.ts";

// The rendered-page cache of the production host (decision 031), on sites of their own.
const ADMIN_ENV = { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password };

const publish = (url: string, token: string, titulo: string) =>
  apiCall(url, "POST", "/noticias", { token, body: { ...NOTICIAS.valid, titulo } });

/** The nonce the answer's CSP allows, and every nonce printed in its page. */
async function nonces(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  const allowed = /'nonce-([^']+)'/.exec(csp)?.[1];
  const printed = [...(await response.text()).matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
  return { allowed, printed };
}

const scriptSources = (response: Response) =>
  (response.headers.get("content-security-policy") ?? "")
    .split(";")
    .find((directive) => directive.startsWith("script-src"));

describe("one instance", () => {
  let site: SiteProcess;
  let token: string;

  beforeAll(async () => {
    site = await startSite(ADMIN_ENV);
    token = await loginToken(site.url);
    await publish(site.url, token, "Primeira notícia guardada");
  });

  afterAll(async () => {
    await site?.stop();
  });

  test("a cached page is the same bytes on every answer, with no nonce in it or its CSP", async () => {
    const answers = [];
    for (let index = 0; index < 3; index += 1) {
      // fetch asks for brotli and gzip and decodes them: the stored encodings must be valid.
      // The home page carries JSON-LD, a data block that needs no nonce either.
      const response = await fetch(`${site.url}/`);
      expect(response.status).toBe(200);
      expect(scriptSources(response)).toMatch(/^script-src 'self' 'sha256-[\w+/]+=*'$/);
      answers.push({ state: response.headers.get("x-page-cache"), ...(await nonces(response)) });
    }

    expect(answers.map((answer) => answer.state)).toEqual(["MISS", "HIT", "HIT"]);
    for (const { allowed, printed } of answers) {
      expect(allowed).toBeUndefined();
      expect(printed).toEqual([]);
    }
  });

  test("the plain, gzip and brotli answers of a stored page carry the same page", async () => {
    await fetch(`${site.url}/equipe`);
    const texts = [];
    for (const encoding of ["identity", "gzip", "br"]) {
      const response = await fetch(`${site.url}/equipe`, {
        headers: { "accept-encoding": encoding },
      });
      expect(response.headers.get("x-page-cache")).toBe("HIT");
      expect(response.headers.get("content-encoding")).toBe(
        encoding === "identity" ? null : encoding,
      );
      texts.push(await response.text());
    }

    expect(texts[0]).toContain("<main");
    expect(new Set(texts).size).toBe(1);
  });

  test("an admin page gets a fresh nonce on every answer, the one its scripts carry", async () => {
    const answers = [];
    for (let index = 0; index < 2; index += 1) {
      const response = await fetch(`${site.url}/admin/login`);
      expect(response.headers.get("x-page-cache")).toBeNull();
      answers.push(await nonces(response));
    }

    for (const { allowed, printed } of answers) {
      expect(allowed).toMatch(/^[\w+/]{22}==$/);
      expect(printed.length).toBeGreaterThan(0);
      expect(new Set(printed)).toEqual(new Set([allowed]));
    }
    expect(answers[0]!.allowed).not.toBe(answers[1]!.allowed);
  });

  test("a write empties the cache: the next answer is rendered again and shows it", async () => {
    await fetch(`${site.url}/noticias`);
    const cached = await fetch(`${site.url}/noticias`);
    expect(cached.headers.get("x-page-cache")).toBe("HIT");

    await publish(site.url, token, "Notícia escrita depois");
    const response = await fetch(`${site.url}/noticias`);

    expect(response.headers.get("x-page-cache")).toBe("MISS");
    expect(await response.text()).toContain("Notícia escrita depois");
  });

  test("an anonymous post (a contact message) leaves the cached pages in place", async () => {
    await fetch(`${site.url}/newsletters`);
    const sent = await fetch(`${site.url}/api/contato`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        nome: "Leitora",
        email: "leitora@example.org",
        assunto: "Dúvida",
        mensagem: "Uma mensagem de teste.",
      }),
    });
    expect(sent.status).toBe(201);

    const response = await fetch(`${site.url}/newsletters`);

    expect(response.headers.get("x-page-cache")).toBe("HIT");
  });

  test("a signed-in or personal request is never answered from the cache nor fills it", async () => {
    await fetch(`${site.url}/subprojetos`);
    const requests: RequestInit[] = [
      { headers: { authorization: `Bearer ${token}` } },
      { headers: { cookie: "sessao=abc" } },
    ];

    for (const init of requests) {
      const response = await fetch(`${site.url}/subprojetos`, init);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-page-cache")).toBeNull();
    }
    const admin = await fetch(`${site.url}/admin`);
    expect(admin.headers.get("x-page-cache")).toBeNull();
    const preview = await fetch(`${site.url}/subprojetos?preview=1`);
    expect(preview.headers.get("x-page-cache")).toBeNull();
  });

  test("the language cookie is part of the key: each language gets its own page", async () => {
    const english = { headers: { cookie: "selectedLanguage=en" } };
    await fetch(`${site.url}/repositorio`, english);

    const response = await fetch(`${site.url}/repositorio`, english);
    const portuguese = await fetch(`${site.url}/repositorio`);

    expect(response.headers.get("x-page-cache")).toBe("HIT");
    expect(await response.text()).toContain('lang="en"');
    expect(await portuguese.text()).toContain('lang="pt-BR"');
  });

  test("a matching strong ETag answers 304 until a write changes the page", async () => {
    const first = await fetch(`${site.url}/noticias?pagina=1`);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidate = { headers: { "if-none-match": etag!, "cache-control": "max-age=0" } };

    const again = await fetch(`${site.url}/noticias?pagina=1`, revalidate);
    await publish(site.url, token, "Notícia que muda a lista");
    const afterWrite = await fetch(`${site.url}/noticias?pagina=1`, revalidate);

    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(afterWrite.status).toBe(200);
    expect(afterWrite.headers.get("x-page-cache")).toBe("MISS");
    expect(await afterWrite.text()).toContain("Notícia que muda a lista");
  });

  test("answers that are not 200 are never stored", async () => {
    await fetch(`${site.url}/noticias?pagina=99`);

    const response = await fetch(`${site.url}/noticias?pagina=99`);

    expect(response.status).toBe(404);
    expect(response.headers.get("x-page-cache")).toBeNull();
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  describe("two instances sharing one PostgreSQL", () => {
    let database: SiteDatabase;
    let writer: SiteProcess;
    let reader: SiteProcess;

    beforeAll(async () => {
      database = await createSiteDatabase("postgres");
      writer = await startSite({ ...database.env, ...ADMIN_ENV });
      reader = await startSite({ ...database.env, ...ADMIN_ENV });
    });

    afterAll(async () => {
      await writer?.stop();
      await reader?.stop();
      await database?.cleanup();
    });

    test("a write on one instance changes the cached page on the other within a second", async () => {
      const token = await loginToken(writer.url);
      await fetch(`${reader.url}/noticias`);
      const cached = await fetch(`${reader.url}/noticias`);
      expect(cached.headers.get("x-page-cache")).toBe("HIT");
      expect(await cached.text()).not.toContain("Escrita na outra instância");

      await publish(writer.url, token, "Escrita na outra instância");
      const written = Date.now();

      await expect
        .poll(async () => (await fetch(`${reader.url}/noticias`)).text(), {
          timeout: 1000,
          interval: 50,
        })
        .toContain("Escrita na outra instância");
      expect(Date.now() - written).toBeLessThan(1000);
    });
  });
}
