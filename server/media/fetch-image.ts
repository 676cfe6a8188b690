import type { LookupAddress } from "node:dns";
import dns from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import net from "node:net";
import { addAbortSignal } from "node:stream";
import { HttpError, tooLarge } from "../http/errors.ts";
import { MAX_IMAGE_BYTES } from "./images.ts";

const MESSAGES = {
  unreachable: "Não foi possível baixar a imagem do endereço informado.",
  tooManyBytes: "A imagem excede o limite de 15 MB.",
  port: "O endereço da imagem deve usar a porta padrão da web (80 ou 443).",
} as const;

/** Web servers answer on these; any other port would let an editor probe a host's services. */
const WEB_PORTS = new Set(["", "80", "443"]);

/** Covers every hop, the DNS lookups and the whole body. */
export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;
const USER_AGENT = "ObservatorioDesinformacao/1.0 (importador de imagens)";
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type RemoteImageOptions = {
  /**
   * Lets tests fetch from a server on this machine. Never read from the environment; every
   * other non-public range stays refused even then.
   */
  allowLoopback?: boolean;
  timeoutMs?: number;
};

type Range = readonly [address: string, prefix: number];

const LOOPBACK_IPV4: Range[] = [["127.0.0.0", 8]];
const LOOPBACK_IPV6: Range[] = [["::1", 128]];

/** IPv4 special-purpose ranges (RFC 6890 and its updates): none of them is a public web host. */
const NON_PUBLIC_IPV4: Range[] = [
  ["0.0.0.0", 8], // "this network", including the unspecified address
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["169.254.0.0", 16], // link-local, where cloud metadata services answer
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relays
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, including broadcast
];

const NON_PUBLIC_IPV6: Range[] = [
  ["::", 96], // unspecified, and the deprecated IPv4-compatible form
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 23], // protocol assignments, including Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, whose addresses embed an IPv4 address
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local, deprecated
  ["ff00::", 8], // multicast
];

/**
 * An IPv4 range also reaches the network as IPv4-mapped (`::ffff:a.b.c.d`) and through
 * the well-known NAT64 prefix (`64:ff9b::a.b.c.d`), so each IPv4 range is blocked in
 * those forms as well.
 */
function blockList(ipv4: Range[], ipv6: Range[]): net.BlockList {
  const list = new net.BlockList();
  for (const [address, prefix] of ipv4) {
    list.addSubnet(address, prefix, "ipv4");
    list.addSubnet(`::ffff:${address}`, 96 + prefix, "ipv6");
    list.addSubnet(`64:ff9b::${address}`, 96 + prefix, "ipv6");
  }
  for (const [address, prefix] of ipv6) list.addSubnet(address, prefix, "ipv6");
  return list;
}

const LOOPBACK = blockList(LOOPBACK_IPV4, LOOPBACK_IPV6);
const NON_PUBLIC = blockList(NON_PUBLIC_IPV4, NON_PUBLIC_IPV6);

/** Whether an IP address lies in one of the list's ranges; a non-address lies in none. */
function isIn(list: net.BlockList, address: string): boolean {
  const family = net.isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** Whether an IP address may be on the public internet; anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  return net.isIP(address) !== 0 && !isIn(LOOPBACK, address) && !isIn(NON_PUBLIC, address);
}

function isAllowedAddress(address: string, options: RemoteImageOptions): boolean {
  if (options.allowLoopback && isIn(LOOPBACK, address)) return true;
  return isPublicAddress(address);
}

const unreachable = (cause?: unknown) => new HttpError(400, MESSAGES.unreachable, { cause });

function parseHttpUrl(value: string, base?: URL): URL {
  const url = new URL(value, base);
  // CASE: file:, ftp:, data: and the like are never fetched.
  if (url.protocol !== "http:" && url.protocol !== "https:") throw unreachable();
  return url;
}

/** The host as a name or a bare IP address (URLs bracket IPv6 addresses). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/** dns.lookup cannot be cancelled, so the wait for it is. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * Every address the name resolves to, each checked. A name with any refused address is
 * refused whole: a host that points into the network is not one to fetch from.
 */
async function resolveAllowed(
  url: URL,
  options: RemoteImageOptions,
  signal: AbortSignal,
): Promise<LookupAddress[]> {
  const addresses = await abortable(dns.lookup(hostOf(url), { all: true }), signal);
  if (addresses.length === 0) throw unreachable();
  if (!addresses.every(({ address }) => isAllowedAddress(address, options))) throw unreachable();
  // CASE: a port other than 80 or 443, refused before connecting. Only the loopback image
  // hosts of tests (allowLoopback) listen elsewhere.
  const testHost =
    options.allowLoopback && addresses.every(({ address }) => isIn(LOOPBACK, address));
  if (!WEB_PORTS.has(url.port) && !testHost) throw new HttpError(400, MESSAGES.port);
  return addresses;
}

/**
 * Hands the connection the addresses already checked, so no second lookup can answer
 * differently (DNS rebinding). The host name still goes in the Host header and TLS SNI.
 */
function pinnedLookup(addresses: LookupAddress[]): NonNullable<http.RequestOptions["lookup"]> {
  return (_hostname, lookupOptions, callback) => {
    const [first] = addresses as [LookupAddress];
    if (lookupOptions.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };
}

function get(url: URL, addresses: LookupAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        method: "GET",
        hostname: hostOf(url),
        port: url.port || undefined,
        // Credentials in the URL are dropped: no Authorization, and no cookies either.
        path: `${url.pathname}${url.search}`,
        headers: { "User-Agent": USER_AGENT, Accept: "image/*" },
        lookup: pinnedLookup(addresses),
        // A connection of its own, never pooled, so it always goes to the checked address.
        agent: false,
        signal,
      },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
  // CASE: a declared size over the limit is refused before reading anything.
  if (Number(response.headers["content-length"]) > MAX_IMAGE_BYTES) {
    response.destroy();
    throw tooLarge(MESSAGES.tooManyBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of addAbortSignal(signal, response) as AsyncIterable<Buffer>) {
    size += chunk.length;
    // CASE: no size declared, or a wrong one; the download stops at the limit.
    if (size > MAX_IMAGE_BYTES) throw tooLarge(MESSAGES.tooManyBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Downloads an image that an editor gave by address, as an upload would bring it: only
 * http(s), only ports 80 and 443, only public addresses (checked on every redirect, at most MAX_REDIRECTS), within
 * FETCH_TIMEOUT_MS and MAX_IMAGE_BYTES. Whether the bytes are an image is for
 * processImage to say. Failures are 400, or 413 over the size limit.
 */
export async function fetchRemoteImage(
  address: string,
  options: RemoteImageOptions = {},
): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  try {
    let url = parseHttpUrl(address);
    for (let redirects = 0; ; redirects += 1) {
      const addresses = await resolveAllowed(url, options, signal);
      const response = await get(url, addresses, signal);
      const status = response.statusCode ?? 0;
      const location = REDIRECT_STATUSES.has(status) ? response.headers.location : undefined;
      if (location !== undefined) {
        response.destroy();
        if (redirects === MAX_REDIRECTS) throw unreachable();
        url = parseHttpUrl(location, url);
        continue;
      }
      if (status !== 200) {
        response.destroy();
        throw unreachable();
      }
      return await readBody(response, signal);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // DNS failures, refused connections, TLS errors, resets and the timeout alike.
    throw unreachable(error);
  }
}
