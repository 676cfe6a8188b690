// `npm run lighthouse`: Lighthouse (mobile, simulated slow 4G and a slow CPU, its
// defaults) on the production build with the demo content, for the pages a shared link
// leads to. Prints the four category scores, First Contentful Paint and Largest
// Contentful Paint per page. Not a test: read docs/performance.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumExecutable } from "../tests/helpers/browser.ts";
import { startSite } from "../tests/helpers/site-process.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const PAGES = [
  "/",
  "/noticias",
  "/noticia/1",
  "/fake-news/1",
  "/equipe",
  "/repositorio",
  "/publicacao/1",
  "/dados",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** The pages a shared link opens, measured again on a slow 3G link (Lighthouse's simulation). */
const SHARED_PAGES = ["/fake-news/1", "/noticia/1"];
const SLOW_3G = { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4 };

function chromePath(): string {
  const found = chromiumExecutable();
  if (found) return found;
  console.error("Chromium was not found: set CHROMIUM_PATH (or install /usr/bin/chromium).");
  process.exit(1);
}

type Report = Awaited<ReturnType<typeof audit>>;

/** A timing of the report in seconds, to the hundredth: the targets are 1.0 s and 2.5 s. */
function seconds(lhr: Report, id: string): string {
  const value = lhr.audits[id]?.numericValue;
  return value === undefined ? "–" : `${(value / 1000).toFixed(2)} s`;
}

/** One page's report; a failed trace (it happens now and then in headless Chromium) is retried. */
async function audit(url: string, port: number, throttling?: typeof SLOW_3G) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: throttling ? ["performance"] : [...CATEGORIES],
      ...(throttling ? { throttling } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result.lhr;
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, "build", "server", "index.js"))) {
    console.error("No build found: run `npm run build` first (`npm run lighthouse` builds).");
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-lighthouse-"));
  // An empty embedded database gets the demo content at start-up.
  const site = await startSite({ DATA_DIR: dataDir, SEED_DEMO: "true" }, { echo: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
  });
  try {
    console.log("| page | performance | accessibility | best practices | SEO | FCP | LCP |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    const notes: string[] = [];
    for (const page of PAGES) {
      const lhr = await audit(`${site.url}${page}`, chrome.port);
      const score = (category: (typeof CATEGORIES)[number]) => {
        const value = lhr.categories[category]?.score;
        return value === null || value === undefined ? "–" : String(Math.round(value * 100));
      };
      console.log(
        `| ${page} | ${CATEGORIES.map(score).join(" | ")} | ${seconds(lhr, "first-contentful-paint")} | ${seconds(lhr, "largest-contentful-paint")} |`,
      );
      if (lhr.runtimeError) notes.push(`${page}: ${lhr.runtimeError.message}`);
      for (const category of CATEGORIES.filter((name) => name !== "performance")) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const result = lhr.audits[ref.id];
          if (ref.weight > 0 && result && result.score !== null && result.score < 1) {
            notes.push(`${page}: ${category} — ${result.title}`);
          }
        }
      }
    }
    if (notes.length > 0) console.log(`\n${notes.join("\n")}`);
    console.log(
      `\nOn a slow 3G link (${SLOW_3G.rttMs} ms round trip, ${SLOW_3G.throughputKbps} kbit/s, CPU ${SLOW_3G.cpuSlowdownMultiplier}× slower):\n`,
    );
    console.log("| page | FCP | LCP | bytes transferred |");
    console.log("|---|---:|---:|---:|");
    for (const page of SHARED_PAGES) {
      const lhr = await audit(`${site.url}${page}`, chrome.port, SLOW_3G);
      const bytes = lhr.audits["total-byte-weight"]?.numericValue;
      console.log(
        `| ${page} | ${seconds(lhr, "first-contentful-paint")} | ${seconds(lhr, "largest-contentful-paint")} | ${bytes === undefined ? "–" : `${(bytes / 1024).toFixed(1)} KB`} |`,
      );
    }
  } finally {
    chrome.kill();
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
