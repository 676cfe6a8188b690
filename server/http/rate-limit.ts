import net from "node:net";
import type { Request, RequestHandler } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { tooManyRequests } from "./errors.ts";
import { windowUpsert } from "./window-counter.ts";

export type RateLimitOptions = {
  db: Kysely<Database>;
  /** Names the counter family in `rate_limits`; lowercase letters, digits and dashes. */
  name: string;
  /** Requests allowed per key in one window. */
  limit: number;
  windowMs: number;
  /** Who is counted; the client's address by default. */
  key?: (req: Request) => string;
};

/**
 * Allows `limit` requests per key in each fixed window and answers 429 with Retry-After
 * beyond that. The counters live in the database, so every instance sharing it enforces
 * one budget and a restart forgets nothing.
 */
export function rateLimit({ key = clientAddress, ...options }: RateLimitOptions): RequestHandler {
  const hit = createRateLimiter(options);
  return async (req, _res, next) => {
    await hit(key(req));
    next();
  };
}

/**
 * The counter behind `rateLimit`, for callers that are not Express middleware (a page's
 * form action): counts one request for `key` and throws the 429 error beyond the limit.
 * Limiters with the same name share their counters.
 */
export function createRateLimiter({
  db,
  name,
  limit,
  windowMs,
}: Omit<RateLimitOptions, "key">): (key: string) => Promise<void> {
  // The name becomes a LIKE prefix when old counters are pruned: no wildcards in it.
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Invalid rate limit name: ${name}`);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Invalid rate limit: ${limit}`);
  if (!Number.isInteger(windowMs) || windowMs < 1000)
    throw new Error(`Invalid rate limit window: ${windowMs}`);
  let prunedBefore = 0;

  return async (key) => {
    const now = Date.now();
    const windowStart = now - (now % windowMs);
    const counter = await countHit(db, `${name}:${key}`, new Date(windowStart).toISOString());
    if (windowStart > prunedBefore) {
      prunedBefore = windowStart;
      await db
        .deleteFrom("rate_limits")
        .where("chave", "like", `${name}:%`)
        .where("janela_inicio", "<", new Date(windowStart).toISOString())
        .execute();
    }
    if (counter.contagem > limit) {
      throw tooManyRequests((Date.parse(counter.janela_inicio) + windowMs - now) / 1000);
    }
  };
}

/**
 * One atomic upsert: concurrent requests on several instances each see a distinct count.
 * A counter from an earlier window starts over at 1; a later window (another instance's
 * clock running ahead) is kept rather than reset.
 */
async function countHit(
  db: Kysely<Database>,
  chave: string,
  windowStart: string,
): Promise<{ contagem: number; janela_inicio: string }> {
  return db
    .insertInto("rate_limits")
    .values({ chave, contagem: 1, janela_inicio: windowStart })
    .onConflict((oc) =>
      oc.column("chave").doUpdateSet((eb) => {
        const row = windowUpsert(
          "rate_limits",
          eb("rate_limits.janela_inicio", ">=", eb.ref("excluded.janela_inicio")),
        );
        return {
          contagem: row.counted("contagem"),
          janela_inicio: row.kept<string>("janela_inicio"),
        };
      }),
    )
    .returning(["contagem", "janela_inicio"])
    .executeTakeFirstOrThrow();
}

/**
 * The client's address as Express resolved it behind the trusted proxies. IPv6 clients
 * are counted per /64, the block one subscriber usually holds, so rotating through
 * addresses inside it does not reset their budget.
 */
export function clientAddress(req: Pick<Request, "ip">): string {
  const ip = (req.ip ?? "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (net.isIPv6(ip)) return ipv6Prefix64(ip);
  return ip || "desconhecido";
}

function ipv6Prefix64(ip: string): string {
  const [head = "", tail] = ip.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const headGroups = groups(head);
  const tailGroups = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 address at the end fills two groups.
  const tailSize = tailGroups.length + (tailGroups.at(-1)?.includes(".") ? 1 : 0);
  const zeros = Array<string>(Math.max(0, 8 - headGroups.length - tailSize)).fill("0");
  const full = [...headGroups, ...zeros, ...tailGroups];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
