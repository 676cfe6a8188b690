import {
  FAKE_NEWS_STATUS,
  type FakeNewsFormValues,
  type FakeNewsStatus,
  today,
} from "#server/api/fake-news/schema.ts";
import type { FakeNews } from "../../components/admin/api-schemas.ts";
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
import { textItems, type TextItem } from "../../components/admin/list-items.ts";

/** A new entry is under analysis until an editor says otherwise: nothing public by accident. */
export const DEFAULT_STATUS: FakeNewsStatus = "em_analise";

/** What the fake-news form holds while the editor types. */
export type FakeNewsValues = ArticleTextValues & {
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
    ...EMPTY_ARTICLE_TEXT,
    verdades: [],
    fontes: [],
    imagens: [],
    status: DEFAULT_STATUS,
    data_verificacao: today(now),
    verificador: editorName,
  };
}

/** The form of a stored entry; its images keep their /media/ addresses. */
export function fakeNewsValues(
  item: Omit<FakeNews, "status"> & { status: string },
): FakeNewsValues {
  return {
    ...articleTextValues(item),
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
    ...articleTextPayload(values),
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
    ...ARTICLE_TEXT_KEYS,
    ...listFieldKeys("verdades", values.verdades),
    ...listFieldKeys("fontes", values.fontes),
    ...ARTICLE_TOPIC_KEYS,
    ...imageFieldKeys(values.imagens),
    "status",
    "data_verificacao",
    "verificador",
  ];
}
