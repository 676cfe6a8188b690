import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { isStaticPage } from "./components/layout/static-page.ts";
import { NonceContext } from "./components/nonce.tsx";
import { clientAddressContext, nonceContext, servicesContext } from "./context.ts";
import { inlineStylesheets } from "./utils/inline-stylesheets.server.ts";
import { withoutHydrationMarkers } from "./utils/static-html.server.ts";

// The host reads the context keys from the build it loaded, so that it sets exactly the
// objects the routes read (a second copy of context.ts would be a different key).
export { clientAddressContext, nonceContext, servicesContext };

const RENDER_TIMEOUT_MS = 10_000;

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

  return new Promise<Response>((resolve, reject) => {
    // Loaders resolve all data before rendering, so waiting for the whole document costs
    // nothing and gives crawlers and share previews the complete page.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timeout);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (staticPage) {
            // A page sent without React is one document: its stylesheets go inline.
            const chunks: Buffer[] = [];
            pipe(
              new Writable({
                write(chunk: Buffer, _encoding, done) {
                  chunks.push(chunk);
                  done();
                },
                final(done) {
                  const html = inlineStylesheets(
                    withoutHydrationMarkers(Buffer.concat(chunks).toString("utf8")),
                    nonce,
                  );
                  resolve(
                    new Response(html, { headers: responseHeaders, status: responseStatusCode }),
                  );
                  done();
                },
              }),
            );
            return;
          }
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
      },
    );
    const timeout = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}
