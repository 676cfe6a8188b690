import http from "node:http";
import type { AddressInfo } from "node:net";

export type HostedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders };

export type ImageHost = {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Every request received, in order. */
  requests: HostedRequest[];
  /** Answers GET `path` with these bytes; returns the full URL. */
  serve: (path: string, body: Buffer, contentType?: string) => string;
  /** Answers `path` with a handler of its own; returns the full URL. */
  route: (path: string, handler: http.RequestListener) => string;
  close: () => Promise<void>;
};

/**
 * A web server on loopback standing in for the sites editors take images from, so image
 * imports are tested without leaving the machine. Unknown paths answer 404.
 */
export async function startImageHost(): Promise<ImageHost> {
  const routes = new Map<string, http.RequestListener>();
  const requests: HostedRequest[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    requests.push({ method: req.method ?? "", path, headers: req.headers });
    const handler = routes.get(path);
    if (handler) handler(req, res);
    else res.writeHead(404, { "Content-Type": "text/plain" }).end("não encontrado");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const route = (path: string, handler: http.RequestListener) => {
    routes.set(path, handler);
    return `${origin}${path}`;
  };
  return {
    origin,
    requests,
    route,
    serve: (path, body, contentType = "image/png") =>
      route(path, (_req, res) => {
        res.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length });
        res.end(body);
      }),
    close: async () => {
      // Some routes never answer; their connections are cut rather than waited for.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
