import { HttpError } from "#server/http/errors.ts";

/** How a call that must fail with an HttpError failed: its status and message. */
export async function rejection(
  promise: Promise<unknown>,
): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}
