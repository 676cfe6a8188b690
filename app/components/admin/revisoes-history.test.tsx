import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { RevisaoDiff } from "./revisoes-history.tsx";
import { FAKE_NEWS_DIFF_FIELDS } from "./revisoes.ts";

afterEach(cleanup);

test("a changed verdict is compared by the names the form shows, never by the stored codes", () => {
  render(
    <RevisaoDiff
      title="Diferenças"
      before={{ titulo: "Boato", status: "em_analise" }}
      after={{ titulo: "Boato", status: "desmentida" }}
      fields={FAKE_NEWS_DIFF_FIELDS}
    />,
  );

  const field = screen.getByRole("heading", { name: "Status" }).parentElement;
  expect(field?.querySelector("del")?.textContent).toBe("Em Análise");
  expect(field?.querySelector("ins")?.textContent).toBe("Desmentida");
  expect(screen.getByRole("region", { name: "Diferenças" }).textContent).not.toMatch(
    /em_analise|desmentida/,
  );
});
