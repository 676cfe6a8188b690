import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { isStaticPage } from "./components/layout/static-page.ts";
import { NonceContext } from "./components/nonce.tsx";
import {
  clientAddressContext,
  documentHtmlContext,
  languageContext,
  nonceContext,
  servicesContext,
} from "./context.ts";
import { provideServerDictionaries } from "./i18n/instance.ts";
import { getMessages } from "./i18n/resources.ts";
import { PUBLIC_SCRIPT } from "./public/script.ts";
import { inlineStylesheets } from "./utils/inline-stylesheets.server.ts";
import { withoutHydrationMarkers } from "./utils/static-html.server.ts";

// The host reads the context keys from the build it loaded, so that it sets exactly the
// objects the routes read (a second copy of context.ts would be a different key).
export {
  clientAddressContext,
  documentHtmlContext,
  languageContext,
  nonceContext,
  servicesContext,
};

/**
 * The CSP sources of the inline scripts of pages sent without React: the host allows them
 * on every answer, so those pages need no nonce (decision 047).
 */
export const inlineScriptHashes: readonly string[] = PUBLIC_SCRIPT.hash ? [PUBLIC_SCRIPT.hash] : [];

const RENDER_TIMEOUT_MS = 10_000;

// Pages sent without React render with the server's dictionary, not one sent along.
provideServerDictionaries(getMessages);

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  const staticPage = isStaticPage(
    routerContext.staticHandlerContext.matches.map((match) => ({
      handle: routerContext.routeModules[match.route.id]?.handle,
    })),
  );

  // A page that hydrates runs React Router's inline scripts, which only a nonce lets run:
  // the host gives one to every page that needs it (server/http/security.ts).
  if (!staticPage && !nonce) {
    throw new Error(`${new URL(request.url).pathname} hydrates but its answer has no nonce`);
  }
  const app = (
    <NonceContext value={nonce}>
      <ServerRouter
        context={routerContext}
        url={request.url}
        nonce={staticPage ? undefined : nonce}
      />
    </NonceContext>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (staticPage) {
    // Loaders have resolved all data and no page suspends, so the document renders at
    // once; its stylesheets go inline, and the host sends the string as it is.
    const html = inlineStylesheets(withoutHydrationMarkers(renderToString(app)));
    loadContext.set(documentHtmlContext, `<!DOCTYPE html>${html}`);
    return new Response(null, { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise<Response>((resolve, reject) => {
    // Loaders resolve all data before rendering, so waiting for the whole document costs
    // nothing and gives crawlers and share previews the complete page.
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}
