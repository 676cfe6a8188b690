import type { NoticiaFormValues } from "#server/api/noticias/schema.ts";
import type { Noticia } from "../../components/admin/api-schemas.ts";
import {
  ARTICLE_TEXT_KEYS,
  ARTICLE_TOPIC_KEYS,
  articleTextPayload,
  articleTextValues,
  EMPTY_ARTICLE_TEXT,
  imageFieldKeys,
  listFieldKeys,
  type ArticleTextValues,
} from "../../components/admin/article-values.ts";
import {
  imageItems,
  imageLists,
  type ImageItem,
} from "../../components/admin/image-list-input.tsx";
import { newItemKey, textItems, type TextItem } from "../../components/admin/list-items.ts";

/** What the news form holds while the editor types. */
export type NoticiaValues = ArticleTextValues & {
  fontes: TextItem[];
  imagens: ImageItem[];
  video: string;
};

/** The form of a new item: every field empty, and one source to fill in. */
export function emptyNoticiaValues(): NoticiaValues {
  return {
    ...EMPTY_ARTICLE_TEXT,
    fontes: [{ key: newItemKey(), value: "" }],
    imagens: [],
    video: "",
  };
}

/** The form of a stored item; its images keep their /media/ addresses. */
export function noticiaValues(noticia: Noticia): NoticiaValues {
  return {
    ...articleTextValues(noticia),
    fontes: textItems(noticia.fontes.length > 0 ? noticia.fontes : [""]),
    imagens: imageItems(noticia.imagens, noticia.legendas, noticia.alts),
    video: noticia.video ?? "",
  };
}

/** The request body of POST and PUT /api/noticias. The author is left to the server. */
export function noticiaPayload(values: NoticiaValues): NoticiaFormValues {
  return {
    ...articleTextPayload(values),
    fontes: values.fontes.map((item) => item.value),
    ...imageLists(values.imagens),
    video: values.video,
  };
}

/** The error keys the form shows beside a field. */
export function noticiaFieldKeys(values: NoticiaValues): string[] {
  return [
    ...ARTICLE_TEXT_KEYS,
    ...listFieldKeys("fontes", values.fontes),
    ...ARTICLE_TOPIC_KEYS,
    ...imageFieldKeys(values.imagens),
    "video",
  ];
}
