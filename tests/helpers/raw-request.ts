import http from "node:http";

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A GET (or `method`) to a local server with exactly the headers given, which fetch()
 * will not always send as they are (Host, Accept-Encoding), and the body as it came,
 * not decoded.
 */
export function rawRequest(
  url: string,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawAnswer> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** The same request, with the body read as text. */
export async function rawTextRequest(
  url: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Omit<RawAnswer, "body"> & { body: string }> {
  const answer = await rawRequest(url, path, headers);
  return { ...answer, body: answer.body.toString() };
}
