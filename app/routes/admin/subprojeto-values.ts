import {
  DEFAULT_SUBPROJETO_STATUS,
  fromDayMonthYear,
  type SubprojetoStatus,
} from "#server/api/subprojetos/schema.ts";
import type { Subprojeto } from "../../components/admin/api-schemas.ts";

/** What the editor's fields hold: always strings, as the inputs give them. */
export type SubprojetoFormValues = {
  nome: string;
  autor: string;
  /** HTML from the rich-text editor, "" when it holds no text. */
  resumo: string;
  dataInicio: string;
  local: string;
  status: string;
};

export const SUBPROJETO_FIELDS = [
  "nome",
  "autor",
  "resumo",
  "dataInicio",
  "local",
  "status",
] as const satisfies readonly (keyof SubprojetoFormValues)[];

/** Today in the editor's own calendar, as `YYYY-MM-DD` (the date input's format). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A new sub-project: empty, starting today, with the specification's default status. */
export function emptySubprojetoValues(today: string): SubprojetoFormValues {
  return {
    nome: "",
    autor: "",
    resumo: "",
    dataInicio: today,
    local: "",
    status: DEFAULT_SUBPROJETO_STATUS satisfies SubprojetoStatus,
  };
}

export function subprojetoValues(
  subprojeto: Omit<Subprojeto, "status"> & { status: string },
): SubprojetoFormValues {
  return {
    nome: subprojeto.nome,
    autor: subprojeto.autor,
    resumo: subprojeto.resumo,
    dataInicio: subprojeto.dataInicio,
    local: subprojeto.local ?? "",
    status: subprojeto.status,
  };
}

/**
 * The request body. A date typed with '/' (where the browser shows a plain text box
 * instead of a date picker) is day/month/year and is sent as `YYYY-MM-DD`. The PDF has
 * no field: an edited sub-project keeps the one it has.
 */
export function subprojetoBody(values: SubprojetoFormValues, pdfUrl: string | null) {
  const dataInicio = values.dataInicio.trim();
  return {
    nome: values.nome,
    autor: values.autor,
    resumo: values.resumo,
    dataInicio: dataInicio.includes("/") ? fromDayMonthYear(dataInicio) : dataInicio,
    local: values.local,
    status: values.status,
    pdfUrl,
  };
}
