import fs from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * axe-core's minified build, the same code as `axe.source` at less than half its size:
 * sending and compiling the full source took most of a check's time.
 */
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

export type AxeViolation = {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
};

/**
 * Runs axe-core in the page and returns its violations, reduced to what a failing
 * assertion needs to show: every violation, whatever its impact, on public pages; those
 * of serious or critical impact in the admin area.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await axeViolations(page);
  if (!new URL(page.url()).pathname.startsWith("/admin")) return violations;
  return violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
}

/** Every violation axe-core finds in the page, whatever its impact. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Once the page's fades (a toast, a section shown) have ended: half-faded text has too
  // little contrast. Endless animations, like the banner's, run on. Polled from here, so
  // that it also works while the page's clock is fake.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === "running" &&
                animation.effect?.getComputedTiming().endTime !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
  // Evaluated rather than added as a <script>: the site's CSP blocks inline scripts. Once
  // per document: a page checked again after a change already has it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ["violations"],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  });
  return violations;
}
