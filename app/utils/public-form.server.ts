import type { Kysely } from "kysely";
import { data } from "react-router";
import type { AppServices } from "#app/context.ts";
import type { Database } from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import { createRateLimiter } from "#server/http/rate-limit.ts";
import { SUBMISSION_STATUS, type PublicFormSubmission } from "./public-form.ts";

type Limiter = (key: string) => Promise<void>;
type RateLimit = Omit<Parameters<typeof createRateLimiter>[0], "db">;

/**
 * An API's budget and counters for a page that does the same (a form posted to its page,
 * a page that looks something up), so a visitor gets the same number of tries either way.
 * One limiter per database, shared by every request: it prunes old counters once a
 * window. Resolves false once the budget is spent.
 */
export function pageRateLimit(limit: RateLimit) {
  const limiters = new WeakMap<Kysely<Database>, Limiter>();
  return async (db: Kysely<Database>, clientAddress: string): Promise<boolean> => {
    let limiter = limiters.get(db);
    if (!limiter) {
      limiter = createRateLimiter({ db, ...limit });
      limiters.set(db, limiter);
    }
    try {
      await limiter(clientAddress);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) return false;
      throw error;
    }
  };
}

/**
 * A public form posted to its own page: the text typed is read, the client's budget
 * (the API's `limit`) is spent, then `submit` checks and stores what was sent. `origin`
 * is where links in the e-mail a submission causes point (PUBLIC_URL, or the request's).
 */
export function formSubmitter<Values, Errors, Sent>({
  limit,
  read,
  submit,
}: {
  limit: RateLimit;
  read: (form: FormData) => Values;
  submit: (
    services: AppServices,
    values: Values,
    form: FormData,
    origin: string,
  ) => Promise<PublicFormSubmission<Values, Errors, Sent>>;
}) {
  const withinRateLimit = pageRateLimit(limit);
  return async (
    services: AppServices,
    clientAddress: string,
    form: FormData,
    origin = "",
  ): Promise<PublicFormSubmission<Values, Errors, Sent>> => {
    const values = read(form);
    if (!(await withinRateLimit(services.db, clientAddress)))
      return { status: "rate-limited", values };
    return submit(services, values, form, origin);
  };
}

/**
 * A public form's action: the submission's answer with its status. A failure is
 * answered as a result rather than thrown, so the page comes back with the text typed.
 */
export async function answerFormSubmission<Values, Errors, Sent>(
  submit: () => Promise<PublicFormSubmission<Values, Errors, Sent>>,
  failure: { log: string; values: () => Values },
) {
  let result: PublicFormSubmission<Values, Errors, Sent>;
  try {
    result = await submit();
  } catch (error) {
    console.error(failure.log, error);
    result = { status: "failed", values: failure.values() };
  }
  return data(result, { status: SUBMISSION_STATUS[result.status] });
}
