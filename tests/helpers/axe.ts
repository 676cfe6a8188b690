import axe from "axe-core";
import type { Page } from "playwright-core";

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
  // Evaluated rather than added as a <script>: the site's CSP blocks inline scripts.
  await page.evaluate(axe.source);
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
