import { z } from "zod";
import {
  FAKE_NEWS_STATUS,
  type FakeNewsFormValues,
  type FakeNewsStatus,
  today,
} from "#server/api/fake-news/schema.ts";
import type { FakeNews } from "#server/api/fake-news/service.ts";
import {
  imageItems,
  imageLists,
  type ImageItem,
} from "../../components/admin/image-list-input.tsx";
import { textItems, type TextItem } from "../../components/admin/list-items.ts";
import { htmlToEditableText, textToHtml } from "../../components/admin/plain-text.ts";

/** A fake-news entry as the API returns it. */
export const FakeNewsSchema: z.ZodType<FakeNews> = z.object({
  id: z.number().int().positive(),
  titulo: z.string(),
  subtitulo: z.string().nullable(),
  lead: z.string(),
  conteudo: z.string(),
  conclusao: z.string().nullable(),
  fontes: z.array(z.string()),
  verdades: z.array(z.string()),
  imagens: z.array(z.string()),
  legendas: z.array(z.string()),
  alts: z.array(z.string()),
  status: z.string(),
  data_verificacao: z.string(),
  verificador: z.string().nullable(),
});
export const FakeNewsListSchema = z.array(FakeNewsSchema);

/** A new entry is under analysis until an editor says otherwise: nothing public by accident. */
export const DEFAULT_STATUS: FakeNewsStatus = "em_analise";

/** What the fake-news form holds while the editor types. */
export type FakeNewsValues = {
  titulo: string;
  subtitulo: string;
  /** Plain text, as typed in the text area. */
  lead: string;
  conteudo: string;
  conclusao: string;
  verdades: TextItem[];
  fontes: TextItem[];
  imagens: ImageItem[];
  status: string;
  data_verificacao: string;
  verificador: string;
};

/** The form of a new entry: checked today, by the editor who is logged in. */
export function emptyFakeNewsValues(editorName: string, now: Date = new Date()): FakeNewsValues {
  return {
    titulo: "",
    subtitulo: "",
    lead: "",
    conteudo: "",
    conclusao: "",
    verdades: [],
    fontes: [],
    imagens: [],
    status: DEFAULT_STATUS,
    data_verificacao: today(now),
    verificador: editorName,
  };
}

/** The form of a stored entry; its images keep their /media/ addresses. */
export function fakeNewsValues(item: FakeNews): FakeNewsValues {
  return {
    titulo: item.titulo,
    subtitulo: item.subtitulo ?? "",
    lead: htmlToEditableText(item.lead),
    conteudo: item.conteudo,
    conclusao: item.conclusao ?? "",
    verdades: textItems(item.verdades),
    fontes: textItems(item.fontes),
    imagens: imageItems(item.imagens, item.legendas, item.alts),
    // A value outside the list would show as the first option and be saved as it.
    status: (FAKE_NEWS_STATUS as readonly string[]).includes(item.status) ? item.status : "",
    data_verificacao: item.data_verificacao,
    verificador: item.verificador ?? "",
  };
}

/** The request body of POST and PUT /api/fake-news. */
export function fakeNewsPayload(values: FakeNewsValues): FakeNewsFormValues {
  return {
    titulo: values.titulo,
    subtitulo: values.subtitulo,
    lead: textToHtml(values.lead),
    conteudo: values.conteudo,
    conclusao: values.conclusao,
    verdades: values.verdades.map((item) => item.value),
    fontes: values.fontes.map((item) => item.value),
    ...imageLists(values.imagens),
    status: values.status as FakeNewsStatus,
    data_verificacao: values.data_verificacao,
    verificador: values.verificador,
  };
}

/** The error keys the form shows beside a field. */
export function fakeNewsFieldKeys(values: FakeNewsValues): string[] {
  return [
    "titulo",
    "subtitulo",
    "lead",
    "conteudo",
    "conclusao",
    "verdades",
    ...values.verdades.map((_, index) => `verdades.${index}`),
    "fontes",
    ...values.fontes.map((_, index) => `fontes.${index}`),
    "imagens",
    ...values.imagens.flatMap((_, index) => [
      `imagens.${index}`,
      `legendas.${index}`,
      `alts.${index}`,
    ]),
    "status",
    "data_verificacao",
    "verificador",
  ];
}
