import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSite, type SiteProcess } from "#tests/helpers/site-process.ts";

// The production host with no configuration at all (no TRUST_PROXY, no PUBLIC_URL): what
// it answers over plain HTTP, its headers and its limits.
let site: SiteProcess;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site.stop();
});

const TOO_LARGE = { error: "O conteúdo enviado é grande demais: o limite é de 64 KB." };

/** The child's resident memory, in bytes (Linux). */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error("no VmRSS in /proc status");
  return Number(kilobytes) * 1024;
}

/**
 * A form post of `size` bytes, declared up front, as a client that reads the answer while
 * it uploads sees it. The headers go first and the body only once the answer has come: a
 * server that waited for the body would never answer and the test would fail at its time
 * limit, so an answer shows that the server took the declared length at its word. After the answer the body still goes, for the
 * server to drop; the server may cut off a body still arriving a second later, which ends
 * the upload but not the answer already read. Each post has its own connection, so one
 * the server cut off is never reused for the next.
 */
function postForm(path: string, size: number): Promise<{ status: number; text: string }> {
  const body = Buffer.alloc(size, "a");
  body.write("mensagem=");
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(`${site.url}${path}`, {
      agent,
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(size),
      },
    });
    let bodySent = false;
    let answer: { status: number; text: string } | undefined;
    let uploadEnded = false;
    const settle = () => {
      if (answer && uploadEnded) resolve(answer);
    };
    req.on("response", (res) => {
      bodySent = true;
      req.end(body);
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        answer = { status: res.statusCode ?? 0, text };
        settle();
      });
      res.on("error", reject);
    });
    req.on("finish", () => {
      uploadEnded = true;
      settle();
    });
    req.on("error", (error) => {
      // CASE: the server ends the connection while the body is still arriving.
      if (bodySent) {
        uploadEnded = true;
        settle();
      } else reject(error);
    });
    req.flushHeaders();
  }).finally(() => agent.destroy());
}

test("start-up warns that share metadata follows the request's Host while PUBLIC_URL is unset", () => {
  expect(site.output()).toContain(
    "PUBLIC_URL is not set: canonical links and share metadata follow each request's Host header",
  );
});

test("a 10 MB form post to /contato is answered 413 before its body is sent and memory stays flat", async () => {
  const pid = site.child.pid;
  if (pid === undefined) throw new Error("the site has no process id");
  const tenMegabytes = 10 * 1024 * 1024;
  const postMany = async (count: number) => {
    const answers = [];
    for (let i = 0; i < count; i++) answers.push(await postForm("/contato", tenMegabytes));
    return answers;
  };
  // The dropped bodies are garbage until the collector runs; it settles within 100 MB.
  const first = await postMany(10);
  const before = residentBytes(pid);

  const then = await postMany(10);
  const grown = residentBytes(pid) - before;

  expect([...first, ...then]).toEqual(
    Array(20).fill({ status: 413, text: JSON.stringify(TOO_LARGE) }),
  );
  // 100 more MB of bodies went by: memory that followed them would grow by about that
  // much. The rest of the process (caches warming, a collection not yet run) moves the
  // resident size by a few tens of MB on its own, so the bound sits between the two.
  expect(grown).toBeLessThan(48 * 1024 * 1024);
});

test("a body sent without a declared length is cut off at the page limit with 413", async () => {
  const chunk = Buffer.alloc(16 * 1024, "a");
  // Far more than the page limit: loopback buffers swallow megabytes before the server's
  // answer arrives, so only a body this large shows that the sender was cut off.
  const offered = 64 * 1024 * 1024;
  let sent = 0;

  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(`${site.url}/contato`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (part: string) => (text += part));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    // CASE: the server closes the connection after answering; writes fail from then on.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < offered) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", write);
          return;
        }
      }
      if (!answered) req.end();
    };
    write();
  });

  expect(answer).toEqual({ status: 413, text: JSON.stringify(TOO_LARGE) });
  expect(sent).toBeLessThan(offered);
});

test("a small form post still reaches the page's action", async () => {
  const response = await fetch(`${site.url}/languages`, {
    method: "POST",
    body: new URLSearchParams({ lng: "es", redirectTo: "/noticias?lng=pt" }),
    redirect: "manual",
  });

  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/noticias");
  expect(response.headers.get("set-cookie")).toContain("selectedLanguage=es");
});

test.each(["/.//evil.example", "/\\evil.example", "//evil.example", "https://evil.example/"])(
  "the language form's return path %s stays on the site",
  async (redirectTo) => {
    const response = await fetch(`${site.url}/languages`, {
      method: "POST",
      body: new URLSearchParams({ lng: "en", redirectTo }),
      redirect: "manual",
    });

    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/languages");
  },
);

test("an encoded double slash stays a path on the site", async () => {
  const response = await fetch(`${site.url}/languages`, {
    method: "POST",
    body: new URLSearchParams({ lng: "en", redirectTo: "/%2F%2Fevil.example" }),
    redirect: "manual",
  });

  const location = response.headers.get("location") ?? "";
  expect(response.status).toBe(303);
  expect(location).toBe("/%2F%2Fevil.example");
  expect(new URL(location, site.url).origin).toBe(site.url);
});

test("with PUBLIC_URL set, a page requested for another host is refused, the canonical one served", async () => {
  const canonical = await startSite({ PUBLIC_URL: "http://observatorio.example.org" });
  try {
    const get = (host: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const { port } = new URL(canonical.url);
        http
          .get({ host: "127.0.0.1", port, path: "/noticias", headers: { host } }, (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (text += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
          })
          .on("error", reject);
      });

    const foreign = await get("evil.example");
    const served = await get("observatorio.example.org");

    expect(foreign.status).toBe(400);
    expect(foreign.text).not.toContain("evil.example");
    expect(served.status).toBe(200);
    expect(served.text).toContain('href="http://observatorio.example.org/noticias"');
    expect(canonical.output()).not.toContain("PUBLIC_URL is not set");
  } finally {
    await canonical.stop();
  }
});

test("/healthz answers ok", async () => {
  const response = await fetch(`${site.url}/healthz`);

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("the home page lets only the site's own scripts run and sends the other security headers", async () => {
  const response = await fetch(site.url);

  const csp = response.headers.get("content-security-policy") ?? "";
  const scriptSrc = csp.split(";").find((directive) => directive.startsWith("script-src")) ?? "";
  expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[\w+/]+=*'$/);
  expect(await response.text()).not.toContain("nonce=");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
});

test("hashed assets are compressed and cached for a year", async () => {
  // Public pages load no script files (decision 042); the admin area's pages do.
  const html = await (await fetch(`${site.url}/admin/login`)).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toMatch(/^\/assets\/.+\.js$/);

  const response = await fetch(`${site.url}${asset}`, {
    headers: { "Accept-Encoding": "gzip" },
  });

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("content-encoding")).toBe("gzip");
});

test("/locales/{lng}/translation.json serves each language's dictionary for an hour", async () => {
  const response = await fetch(`${site.url}/locales/pt/translation.json`);

  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  const body = (await response.json()) as Record<string, string>;
  expect(body["nav.sobre"]).toBe("Sobre");
  expect(body["repositorio.placeholder"]).toBe("Repositório - Em construção");

  for (const language of ["en", "es", "fr", "de", "it", "ru", "ar"]) {
    const other = await fetch(`${site.url}/locales/${language}/translation.json`);
    expect(other.status).toBe(200);
    expect(Object.keys((await other.json()) as object).sort()).toEqual(Object.keys(body).sort());
  }
});

test("/locales answers 404 for a language the site does not offer", async () => {
  const response = await fetch(`${site.url}/locales/xx/translation.json`);

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: "Idioma não disponível." });
});
