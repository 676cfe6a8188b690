import {
  DEFAULT_SUBPROJETO_STATUS,
  fromDayMonthYear,
  SUBPROJETO_STATUS,
  type SubprojetoStatus,
} from "#server/api/subprojetos/schema.ts";
import type { Subprojeto } from "../../components/admin/api-schemas.ts";
import { defineForm, type FormValues } from "../../components/admin/form-values.ts";

/** The sub-project form's fields, in the form's order; the summary is the editor's HTML. */
export const SUBPROJETO_FORM = defineForm([
  { kind: "text", name: "nome", label: "Nome do Projeto", required: true },
  { kind: "text", name: "autor", label: "Autor", required: true },
  { kind: "rich", name: "resumo", label: "Resumo", required: true },
  { kind: "text", name: "dataInicio", label: "Data de Início", type: "date", required: true },
  { kind: "text", name: "local", label: "Local" },
  {
    kind: "select",
    name: "status",
    label: "Status",
    required: true,
    initial: DEFAULT_SUBPROJETO_STATUS satisfies SubprojetoStatus,
    options: SUBPROJETO_STATUS.map((status) => [status, status] as const),
  },
]);

/** What the editor's fields hold: always strings, as the inputs give them. */
export type SubprojetoFormValues = FormValues<typeof SUBPROJETO_FORM.fields>;

/** Today in the editor's own calendar, as `YYYY-MM-DD` (the date input's format). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A new sub-project: empty, starting today, with the specification's default status. */
export function emptySubprojetoValues(today: string): SubprojetoFormValues {
  return { ...SUBPROJETO_FORM.empty(), dataInicio: today };
}

export function subprojetoValues(
  subprojeto: Omit<Subprojeto, "status"> & { status: string },
): SubprojetoFormValues {
  return SUBPROJETO_FORM.stored(subprojeto);
}

/**
 * The request body. A date typed with '/' (where the browser shows a plain text box
 * instead of a date picker) is day/month/year and is sent as `YYYY-MM-DD`. The PDF has
 * no field: an edited sub-project keeps the one it has.
 */
export function subprojetoBody(values: SubprojetoFormValues, pdfUrl: string | null) {
  const dataInicio = values.dataInicio.trim();
  return {
    ...SUBPROJETO_FORM.payload(values),
    dataInicio: dataInicio.includes("/") ? fromDayMonthYear(dataInicio) : dataInicio,
    pdfUrl,
  };
}
