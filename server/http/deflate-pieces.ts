import { Worker } from "node:worker_threads";
import zlib from "node:zlib";

/** How far back deflate may refer: its window. */
const DEFLATE_WINDOW = 32 * 1024;

/**
 * Deflates each piece of a page on its own, flushed to a byte boundary, so that an answer
 * can splice its nonce between two pieces as a stored block, yet with each piece able to
 * refer back to the pieces before it, as one deflate of the whole page would: each piece
 * is compressed with the page before it as its dictionary, where every nonce's place
 * holds zero bytes. HTML holds no zero byte, so no reference ever points into a nonce, and
 * the nonce an answer splices in has the same length, so every distance still lands
 * where it should. A page with a zero byte (never seen) is deflated piece by piece
 * without the history.
 */
export function deflatePiecesSync(pieces: Uint8Array[], nonceLength: number): Buffer[] {
  const withHistory = !pieces.some((piece) => piece.includes(0));
  const gap = Buffer.alloc(nonceLength);
  let history = Buffer.alloc(0);
  return pieces.map((piece) => {
    const deflated = zlib.deflateRawSync(piece, {
      level: 9,
      finishFlush: zlib.constants.Z_FULL_FLUSH,
      ...(withHistory && history.length > 0 ? { dictionary: history } : {}),
    });
    history = Buffer.concat([history, piece, gap]).subarray(-DEFLATE_WINDOW);
    return deflated;
  });
}

export type DeflateJob = { id: number; pieces: Uint8Array[]; nonceLength: number };
export type DeflateResult = { id: number; deflated: Uint8Array[] };

/**
 * Deflates pages on a thread of its own (deflate-worker.ts), so that storing a rendered
 * page costs the main thread a copy of its bytes, not their compression: a miss of a
 * 40 KB page spent about half a millisecond of the main thread compressing it. The thread
 * starts with the first page and never keeps the process alive; if it fails, pages are
 * deflated on the main thread as before.
 */
export function createDeflater() {
  let worker: Worker | undefined;
  let broken = false;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (deflated: Buffer[]) => void; job: DeflateJob }>();

  function fail() {
    broken = true;
    worker = undefined;
    // Whatever was under way is deflated here, so no page is lost.
    for (const { resolve, job } of waiting.values()) {
      resolve(deflatePiecesSync(job.pieces, job.nonceLength));
    }
    waiting.clear();
  }

  function start(): Worker {
    const started = new Worker(new URL("./deflate-worker.ts", import.meta.url));
    started.unref();
    started.on("message", ({ id, deflated }: DeflateResult) => {
      const job = waiting.get(id);
      if (!job) return;
      waiting.delete(id);
      job.resolve(
        deflated.map((piece) => Buffer.from(piece.buffer, piece.byteOffset, piece.length)),
      );
    });
    started.on("error", fail);
    started.on("exit", fail);
    return started;
  }

  return {
    deflate(pieces: Uint8Array[], nonceLength: number): Promise<Buffer[]> {
      if (broken) return Promise.resolve(deflatePiecesSync(pieces, nonceLength));
      const thread = (worker ??= start());
      const job: DeflateJob = { id: (nextId += 1), pieces, nonceLength };
      return new Promise((resolve) => {
        waiting.set(job.id, { resolve, job });
        thread.postMessage(job);
      });
    },

    /** Stops the thread (tests; a server that closes lets it go on its own). */
    async close(): Promise<void> {
      const stopping = worker;
      worker = undefined;
      broken = true;
      await stopping?.terminate();
    },
  };
}
