import { parentPort } from "node:worker_threads";
import { deflatePiecesSync, type DeflateJob, type DeflateResult } from "./deflate-pieces.ts";

// The page cache's deflate thread (deflate-pieces.ts): one page at a time, in order.
parentPort?.on("message", ({ id, pieces, nonceLength }: DeflateJob) => {
  const deflated = deflatePiecesSync(pieces, nonceLength);
  const result: DeflateResult = { id, deflated };
  parentPort?.postMessage(result);
});
