import type { LookupAddress } from "node:dns";
import dns from "node:dns/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, expect, onTestFinished, test, vi } from "vitest";
import { solidImage } from "#tests/fixtures/images.ts";
import { rejection } from "#tests/helpers/http-error.ts";
import { startImageHost, type ImageHost } from "#tests/helpers/image-host.ts";
import { fetchRemoteImage, isPublicAddress, MAX_REDIRECTS } from "./fetch-image.ts";
import { MAX_IMAGE_BYTES } from "./images.ts";

let host: ImageHost;
beforeEach(async () => {
  host = await startImageHost();
});
afterEach(async () => {
  await host.close();
});

const UNREACHABLE = {
  status: 400,
  message: "Não foi possível baixar a imagem do endereço informado.",
};
const TOO_LARGE = { status: 413, message: "A imagem excede o limite de 15 MB." };
const LOOPBACK_ALLOWED = { allowLoopback: true };
const port = () => new URL(host.origin).port;

/** dns.lookup answers these addresses until the test ends. */
function fakeLookup(addresses: LookupAddress[]) {
  const lookup = vi.spyOn(dns, "lookup").mockResolvedValue(addresses as never);
  onTestFinished(() => lookup.mockRestore());
  return lookup;
}

/** Every request the client opens, whether or not it reaches anything. */
function watchRequests() {
  const request = vi.spyOn(http, "request");
  onTestFinished(() => request.mockRestore());
  return request;
}

function redirect(location: string, status = 302): http.RequestListener {
  return (_req, res) => res.writeHead(status, { Location: location }).end();
}

const NOT_PUBLIC = [
  "127.0.0.1",
  "127.255.0.9",
  "::1",
  "0.0.0.0",
  "::",
  "10.1.2.3",
  "172.16.0.1",
  "172.31.255.254",
  "192.168.0.10",
  "169.254.169.254",
  "100.64.0.1",
  "100.127.255.254",
  "224.0.0.251",
  "255.255.255.255",
  "192.0.2.7",
  "fc00::1",
  "fd12:3456::1",
  "fe80::1",
  "fe80::1%lo",
  "ff02::1",
  "::ffff:127.0.0.1",
  "::ffff:7f00:1",
  "::ffff:10.0.0.1",
  "::ffff:169.254.169.254",
  "::127.0.0.1",
  "64:ff9b::10.0.0.1",
  "64:ff9b::7f00:1",
  "2002:7f00:1::",
  "2001:db8::1",
  "não é um endereço",
  "",
];
const PUBLIC = [
  "8.8.8.8",
  "93.184.215.14",
  "172.32.0.1",
  "172.15.255.255",
  "100.128.0.1",
  "192.169.0.1",
  "2606:4700:4700::1111",
  "2a00:1450:4001:80b::200e",
  "::ffff:8.8.8.8",
  "64:ff9b::8.8.8.8",
];

test.each([
  ...NOT_PUBLIC.map((address) => ({ address, verdict: "refuses", isPublic: false })),
  ...PUBLIC.map((address) => ({ address, verdict: "accepts", isPublic: true })),
])("isPublicAddress $verdict $address", ({ address, isPublic }) => {
  expect(isPublicAddress(address)).toBe(isPublic);
});

test("fetchRemoteImage downloads the bytes with a plain User-Agent, and no credentials or cookies", async () => {
  const png = await solidImage("png", 30, 20);
  const url = host.serve("/fotos/a.png?tamanho=grande", png);

  const bytes = await fetchRemoteImage(
    url.replace("http://", "http://ana:segredo@"),
    LOOPBACK_ALLOWED,
  );

  expect(Buffer.compare(bytes, png)).toBe(0);
  expect(host.requests).toHaveLength(1);
  const [request] = host.requests;
  expect(request).toMatchObject({ method: "GET", path: "/fotos/a.png?tamanho=grande" });
  expect(request?.headers).toMatchObject({
    "user-agent": "ObservatorioDesinformacao/1.0 (importador de imagens)",
    accept: "image/*",
    host: `127.0.0.1:${port()}`,
  });
  expect(request?.headers.authorization).toBeUndefined();
  expect(request?.headers.cookie).toBeUndefined();
});

test("fetchRemoteImage refuses a loopback address by default without connecting to it", async () => {
  const url = host.serve("/a.png", await solidImage("png", 4, 4));

  expect(await rejection(fetchRemoteImage(url))).toEqual(UNREACHABLE);
  expect(host.requests).toEqual([]);
});

test.each([
  ["a name for it", (p: string) => `http://localhost:${p}/a.png`],
  ["its IPv4-mapped form", (p: string) => `http://[::ffff:127.0.0.1]:${p}/a.png`],
  ["a hexadecimal spelling", (p: string) => `http://0x7f.1:${p}/a.png`],
  ["a single-number spelling", (p: string) => `http://2130706433:${p}/a.png`],
])("fetchRemoteImage refuses loopback given as %s", async (_case, address) => {
  host.serve("/a.png", await solidImage("png", 4, 4));

  expect(await rejection(fetchRemoteImage(address(port())))).toEqual(UNREACHABLE);
  expect(host.requests).toEqual([]);
});

test.each([
  "ftp://example.org/a.png",
  "file:///etc/passwd",
  "data:image/png;base64,iVBORw0KGgo=",
  "javascript:alert(1)",
  "não é um endereço",
])("fetchRemoteImage refuses %s", async (address) => {
  expect(await rejection(fetchRemoteImage(address, LOOPBACK_ALLOWED))).toEqual(UNREACHABLE);
});

test("fetchRemoteImage refuses a name when any address it resolves to is private", async () => {
  const lookup = fakeLookup([
    { address: "93.184.215.14", family: 4 },
    { address: "10.0.0.8", family: 4 },
  ]);
  const requests = watchRequests();

  expect(await rejection(fetchRemoteImage("http://imagens.example/a.png"))).toEqual(UNREACHABLE);
  expect(lookup).toHaveBeenCalledOnce();
  expect(requests).not.toHaveBeenCalled();
});

test("fetchRemoteImage connects to the address it checked and names the host in the request", async () => {
  const png = await solidImage("png", 8, 8);
  host.serve("/a.png", png);
  // imagens.example cannot resolve: the connection can only use the checked answer.
  const lookup = fakeLookup([{ address: "127.0.0.1", family: 4 }]);

  const bytes = await fetchRemoteImage(`http://imagens.example:${port()}/a.png`, LOOPBACK_ALLOWED);

  expect(Buffer.compare(bytes, png)).toBe(0);
  expect(lookup).toHaveBeenCalledOnce();
  expect(lookup).toHaveBeenCalledWith("imagens.example", { all: true });
  expect(host.requests[0]?.headers.host).toBe(`imagens.example:${port()}`);
});

const NON_WEB_PORT = {
  status: 400,
  message: "O endereço da imagem deve usar a porta padrão da web (80 ou 443).",
};

test.each(["5432", "22", "8080"])(
  "fetchRemoteImage refuses a public address on port %s without connecting",
  async (portNumber) => {
    fakeLookup([{ address: "93.184.215.14", family: 4 }]);
    const requests = watchRequests();

    expect(await rejection(fetchRemoteImage(`http://imagens.example:${portNumber}/a.png`))).toEqual(
      NON_WEB_PORT,
    );
    expect(await rejection(fetchRemoteImage(`http://93.184.215.14:${portNumber}/a.png`))).toEqual(
      NON_WEB_PORT,
    );
    expect(requests).not.toHaveBeenCalled();
  },
);

test("fetchRemoteImage refuses a redirect to another port", async () => {
  host.route("/1", redirect("http://93.184.215.14:5432/a.png"));
  const requests = watchRequests();

  expect(await rejection(fetchRemoteImage(`${host.origin}/1`, LOOPBACK_ALLOWED))).toEqual(
    NON_WEB_PORT,
  );
  expect(requests).toHaveBeenCalledOnce();
  expect(host.requests.map((request) => request.path)).toEqual(["/1"]);
});

test(`fetchRemoteImage follows up to ${MAX_REDIRECTS} redirects, relative or absolute`, async () => {
  const png = await solidImage("png", 6, 6);
  host.serve("/final.png", png);
  host.route("/1", redirect("/2", 301));
  host.route("/2", redirect(`${host.origin}/3`, 307));
  host.route("/3", redirect("final.png", 308));

  const bytes = await fetchRemoteImage(`${host.origin}/1`, LOOPBACK_ALLOWED);

  expect(Buffer.compare(bytes, png)).toBe(0);
  expect(host.requests.map((request) => request.path)).toEqual(["/1", "/2", "/3", "/final.png"]);
});

test("fetchRemoteImage refuses a fourth redirect", async () => {
  host.serve("/final.png", await solidImage("png", 6, 6));
  host.route("/1", redirect("/2"));
  host.route("/2", redirect("/3"));
  host.route("/3", redirect("/4"));
  host.route("/4", redirect("/final.png"));

  expect(await rejection(fetchRemoteImage(`${host.origin}/1`, LOOPBACK_ALLOWED))).toEqual(
    UNREACHABLE,
  );
  expect(host.requests.map((request) => request.path)).toEqual(["/1", "/2", "/3", "/4"]);
});

test.each([
  "http://169.254.169.254/latest/meta-data/",
  "http://10.0.0.1/a.png",
  "http://192.168.1.1/a.png",
  "http://[fd00::1]/a.png",
  "http://[::ffff:172.16.0.1]/a.png",
  "file:///etc/passwd",
])("fetchRemoteImage refuses a redirect to %s", async (location) => {
  const url = host.route("/a.png", redirect(location));
  const requests = watchRequests();

  expect(await rejection(fetchRemoteImage(url, LOOPBACK_ALLOWED))).toEqual(UNREACHABLE);
  expect(host.requests).toHaveLength(1);
  // The second hop is refused before any connection to it is opened.
  expect(requests).toHaveBeenCalledOnce();
});

test.each([404, 500, 204])(
  "fetchRemoteImage answers 400 when the host answers %i",
  async (status) => {
    const url = host.route("/a.png", (_req, res) => res.writeHead(status).end());

    expect(await rejection(fetchRemoteImage(url, LOOPBACK_ALLOWED))).toEqual(UNREACHABLE);
  },
);

test("fetchRemoteImage answers 400 when nothing listens at the address", async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const { port: closedPort } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  expect(
    await rejection(fetchRemoteImage(`http://127.0.0.1:${closedPort}/a.png`, LOOPBACK_ALLOWED)),
  ).toEqual(UNREACHABLE);
});

test("fetchRemoteImage answers 413 for a declared size over 15 MB without reading the body", async () => {
  const url = host.route("/grande.png", (_req, res) => {
    res.writeHead(200, { "Content-Type": "image/png", "Content-Length": MAX_IMAGE_BYTES + 1 });
    res.write(Buffer.alloc(1024));
  });

  expect(await rejection(fetchRemoteImage(url, LOOPBACK_ALLOWED))).toEqual(TOO_LARGE);
});

test("fetchRemoteImage stops at 15 MB when the size is not declared", async () => {
  let written = 0;
  const url = host.route("/sem-tamanho.png", (_req, res) => {
    res.writeHead(200, { "Content-Type": "image/png" });
    const chunk = Buffer.alloc(1024 * 1024);
    const writeMore = () => {
      // Up to twice the limit, unless the client hangs up first.
      while (written < 2 * MAX_IMAGE_BYTES && !res.destroyed) {
        written += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", writeMore);
      }
      res.end();
    };
    writeMore();
  });

  expect(await rejection(fetchRemoteImage(url, LOOPBACK_ALLOWED))).toEqual(TOO_LARGE);
  expect(written).toBeLessThan(2 * MAX_IMAGE_BYTES);
});

test("fetchRemoteImage gives up on a host that never answers", async () => {
  const url = host.route("/lento.png", () => {});
  const started = Date.now();

  expect(await rejection(fetchRemoteImage(url, { ...LOOPBACK_ALLOWED, timeoutMs: 200 }))).toEqual(
    UNREACHABLE,
  );
  expect(Date.now() - started).toBeLessThan(2000);
});

test("fetchRemoteImage gives up on a body that stops arriving", async () => {
  const url = host.route("/pela-metade.png", (_req, res) => {
    res.writeHead(200, { "Content-Type": "image/png", "Content-Length": 1000 });
    res.write(Buffer.alloc(10));
  });
  const started = Date.now();

  expect(await rejection(fetchRemoteImage(url, { ...LOOPBACK_ALLOWED, timeoutMs: 200 }))).toEqual(
    UNREACHABLE,
  );
  expect(Date.now() - started).toBeLessThan(2000);
});
