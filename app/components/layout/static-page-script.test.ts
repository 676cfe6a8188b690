import { expect, test } from "vitest";
import { pageBehaviours, staticPage, STATIC_PAGE } from "./static-page.ts";
import { staticPageScriptSource } from "./static-page-script.ts";

// Each page's inline script carries only the behaviours its route asks for (decision 042).

test("a page that asks for nothing gets the common script alone", () => {
  const source = staticPageScriptSource(pageBehaviours([{ handle: STATIC_PAGE }]));

  expect(source).toContain("dataset.enhanced");
  expect(source).not.toContain(".carousel");
  expect(source).not.toContain(".reveal");
  expect(source).not.toContain("form[data-network-error]");
});

test("the home page's handle adds the carousel and the reveal, once each", () => {
  const handle = staticPage("carousel", "reveal", "carousel");
  const source = staticPageScriptSource(pageBehaviours([{ handle: undefined }, { handle }]));

  expect(source.split('".carousel"').length - 1).toBe(1);
  expect(source).toContain(".reveal");
  expect(source).not.toContain("form[data-network-error]");
});

test("the script runs as one statement, with its settings written once", () => {
  const source = staticPageScriptSource(["sentForms"]);

  expect(source).toContain("form[data-network-error]");
  expect(source.match(/const config=/g)).toHaveLength(1);
  expect(() => new Function(source)).not.toThrow();
});
