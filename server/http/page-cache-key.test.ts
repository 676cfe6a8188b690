import type { Request as ExpressRequest } from "express";
import { describe, expect, test } from "vitest";
import { detectRequestLanguage } from "../../app/i18n/detection.ts";
import { pageCacheKey } from "./page-cache-key.ts";

function expressRequest(url: string, headers: Record<string, string> = {}): ExpressRequest {
  return {
    protocol: "http",
    host: "observatorio.test",
    originalUrl: url,
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
  } as unknown as ExpressRequest;
}

describe("pageCacheKey", () => {
  // The early lookup and the renderer must agree, or stored pages would never be found.
  test.each([
    ["/fake-news/1", {}],
    ["/fake-news/1?lng=es", { Cookie: "selectedLanguage=de" }],
    ["/noticias?pagina=2", { Cookie: "selectedLanguage=fr", "Accept-Language": "en" }],
    ["/sobre", { "Accept-Language": "ru-RU, en;q=0.5" }],
    ["/sobre", { "Accept-Language": "xx, *;q=0.1" }],
  ])("%s %o: the language the renderer detects, then the address", (url, headers) => {
    const request = new Request(`http://observatorio.test${url}`, { headers });

    expect(pageCacheKey(expressRequest(url, headers), undefined)).toBe(
      `${detectRequestLanguage(request)} ${request.url}`,
    );
  });

  test("PUBLIC_URL names the origin whatever the Host header says", () => {
    expect(pageCacheKey(expressRequest("/equipe"), "https://observatorio.example")).toBe(
      "pt https://observatorio.example/equipe",
    );
  });
});
