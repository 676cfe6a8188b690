import { expect, test } from "vitest";
import { SubprojetoInputSchema } from "#server/api/subprojetos/schema.ts";
import {
  emptySubprojetoValues,
  subprojetoBody,
  subprojetoValues,
  todayIsoDate,
} from "./subprojeto-values.ts";

test("today is the editor's calendar day, written as the date input writes it", () => {
  expect(todayIsoDate(new Date(2025, 2, 5, 23, 59))).toBe("2025-03-05");
  expect(todayIsoDate(new Date(2025, 11, 31, 0, 0))).toBe("2025-12-31");
});

test("a new sub-project starts empty, today, with the status 'aprovado no CEP'", () => {
  expect(emptySubprojetoValues("2025-03-05")).toEqual({
    nome: "",
    autor: "",
    resumo: "",
    dataInicio: "2025-03-05",
    local: "",
    status: "aprovado no CEP",
  });
});

test("a date typed with '/' is day/month/year and is sent as YYYY-MM-DD", () => {
  const values = { ...emptySubprojetoValues("2025-03-05"), dataInicio: " 5/3/2024 " };

  expect(subprojetoBody(values, null).dataInicio).toBe("2024-03-05");
  expect(subprojetoBody({ ...values, dataInicio: "2024-03-05" }, null).dataInicio).toBe(
    "2024-03-05",
  );
});

test("a date with '/' that is no real day is left for the schema to report", () => {
  const values = { ...emptySubprojetoValues("2025-03-05"), dataInicio: "31/02/2024" };
  const body = subprojetoBody(values, null);

  const parsed = SubprojetoInputSchema.safeParse(body);

  expect(body.dataInicio).toBe("2024-02-31");
  expect(parsed.success).toBe(false);
});

test("an edited sub-project keeps its PDF, which has no field", () => {
  const subprojeto = {
    id: 7,
    nome: "Boatos",
    autor: "Ana",
    resumo: "<p>Resumo</p>",
    dataInicio: "2024-03-05",
    local: null,
    status: "concluído",
    pdfUrl: "https://example.org/relatorio.pdf",
  };

  const values = subprojetoValues(subprojeto);

  expect(values).toEqual({
    nome: "Boatos",
    autor: "Ana",
    resumo: "<p>Resumo</p>",
    dataInicio: "2024-03-05",
    local: "",
    status: "concluído",
  });
  expect(subprojetoBody(values, subprojeto.pdfUrl)).toEqual({
    ...values,
    pdfUrl: "https://example.org/relatorio.pdf",
  });
});
