import { z } from "zod";
import type { NoticiaFormValues } from "#server/api/noticias/schema.ts";
import type { Noticia } from "#server/api/noticias/service.ts";
import {
  imageItems,
  imageLists,
  type ImageItem,
} from "../../components/admin/image-list-input.tsx";
import { newItemKey, textItems, type TextItem } from "../../components/admin/list-items.ts";
import { htmlToEditableText, textToHtml } from "../../components/admin/plain-text.ts";

/** A news item as the API returns it. */
export const NoticiaSchema: z.ZodType<Noticia> = z.object({
  id: z.number().int().positive(),
  titulo: z.string(),
  subtitulo: z.string().nullable(),
  lead: z.string(),
  conteudo: z.string(),
  conclusao: z.string().nullable(),
  fontes: z.array(z.string()),
  tags: z.string().nullable(),
  imagens: z.array(z.string()),
  legendas: z.array(z.string()),
  alts: z.array(z.string()),
  video: z.string().nullable(),
  data_publicacao: z.string(),
  autor: z.string().nullable(),
});
export const NoticiaListSchema = z.array(NoticiaSchema);

/** What the news form holds while the editor types. */
export type NoticiaValues = {
  titulo: string;
  subtitulo: string;
  /** Plain text, as typed in the text area. */
  lead: string;
  conteudo: string;
  conclusao: string;
  fontes: TextItem[];
  tags: string;
  imagens: ImageItem[];
  video: string;
};

/** The form of a new item: every field empty, and one source to fill in. */
export function emptyNoticiaValues(): NoticiaValues {
  return {
    titulo: "",
    subtitulo: "",
    lead: "",
    conteudo: "",
    conclusao: "",
    fontes: [{ key: newItemKey(), value: "" }],
    tags: "",
    imagens: [],
    video: "",
  };
}

/** The form of a stored item; its images keep their /media/ addresses. */
export function noticiaValues(noticia: Noticia): NoticiaValues {
  return {
    titulo: noticia.titulo,
    subtitulo: noticia.subtitulo ?? "",
    lead: htmlToEditableText(noticia.lead),
    conteudo: noticia.conteudo,
    conclusao: noticia.conclusao ?? "",
    fontes: textItems(noticia.fontes.length > 0 ? noticia.fontes : [""]),
    tags: noticia.tags ?? "",
    imagens: imageItems(noticia.imagens, noticia.legendas, noticia.alts),
    video: noticia.video ?? "",
  };
}

/** The request body of POST and PUT /api/noticias. The author is left to the server. */
export function noticiaPayload(values: NoticiaValues): NoticiaFormValues {
  return {
    titulo: values.titulo,
    subtitulo: values.subtitulo,
    lead: textToHtml(values.lead),
    conteudo: values.conteudo,
    conclusao: values.conclusao,
    fontes: values.fontes.map((item) => item.value),
    tags: values.tags,
    ...imageLists(values.imagens),
    video: values.video,
  };
}

/** The error keys the form shows beside a field. */
export function noticiaFieldKeys(values: NoticiaValues): string[] {
  return [
    "titulo",
    "subtitulo",
    "lead",
    "conteudo",
    "conclusao",
    "fontes",
    ...values.fontes.map((_, index) => `fontes.${index}`),
    "tags",
    "imagens",
    ...values.imagens.flatMap((_, index) => [
      `imagens.${index}`,
      `legendas.${index}`,
      `alts.${index}`,
    ]),
    "video",
  ];
}
