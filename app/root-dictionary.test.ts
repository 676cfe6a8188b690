// @vitest-environment node
import { RouterContextProvider, type RouterContext } from "react-router";
import { expect, test } from "vitest";
import { testConfig } from "#tests/helpers/test-config.ts";
import { languageContext, servicesContext } from "./context.ts";
import { getMessages } from "./i18n/resources.ts";
import { pageI18n } from "./i18n/instance.ts";
import { loader as rootLoader } from "./root.tsx";
import { middleware as publicMiddleware } from "./routes/public-layout.tsx";

/*
 * A public page is sent without React (decision 042), so its document leaves the
 * dictionary on the server; the browser still gets it wherever React renders.
 */

async function rootAnswer(url: string, { publicPage }: { publicPage: boolean }) {
  const context = new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [servicesContext, { db: undefined as never, config: testConfig() }],
      [languageContext, "en"],
    ]),
  );
  const request = new Request(url);
  const args = { request, context, params: {}, url: new URL(url), pattern: "" } as never;
  if (publicPage) {
    for (const run of publicMiddleware) await run(args, async () => undefined as never);
  }
  return rootLoader(args);
}

test("the document of a public page carries no dictionary", async () => {
  const answer = await rootAnswer("http://127.0.0.1/fake-news/1", { publicPage: true });

  expect(answer.lang).toBe("en");
  expect(answer.messages).toBeUndefined();
});

test("React navigating to a public page, and every admin page, get the dictionary", async () => {
  const navigation = await rootAnswer("http://127.0.0.1/fake-news/1.data", { publicPage: true });
  const admin = await rootAnswer("http://127.0.0.1/admin/noticias", { publicPage: false });

  expect(navigation.messages).toBe(getMessages("en"));
  expect(admin.messages).toBe(getMessages("en"));
});

test("on the server a page without a dictionary renders with the server's own", async () => {
  // The server's entry provides every dictionary when it is loaded.
  await import("./entry.server.tsx");

  const i18n = pageI18n({ lang: "en", messages: undefined });

  expect(i18n.t("nav.sobre")).toBe(getMessages("en")["nav.sobre"]);
  expect(i18n.t("nav.sobre")).not.toBe(getMessages("pt")["nav.sobre"]);
});
