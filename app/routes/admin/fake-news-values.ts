import {
  ALEGACAO_MAX,
  CIRCULOU_EM,
  FAKE_NEWS_STATUS,
  FAKE_NEWS_STATUS_LABELS,
  type Circulacao,
  type FakeNewsFormValues,
  type FakeNewsStatus,
  today,
} from "#server/api/fake-news/schema.ts";
import type { FakeNews } from "../../components/admin/api-schemas.ts";
import { defineArticleForm } from "../../components/admin/article-values.ts";
import type { FormValues } from "../../components/admin/form-values.ts";

/** A new entry is under analysis until an editor says otherwise: nothing public by accident. */
export const DEFAULT_STATUS: FakeNewsStatus = "em_analise";

/**
 * The fake-news form's fields, in the form's order. A field is declared once here: its
 * value, the stored entry's value and what is sent follow from its name.
 */
/** The admin's names of the places a claim circulated. */
const CIRCULOU_EM_LABELS: Record<(typeof CIRCULOU_EM)[number], string> = {
  whatsapp: "WhatsApp",
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube",
  kwai: "Kwai",
  telegram: "Telegram",
  x: "X (Twitter)",
  site: "Sites",
  outra: "Outra",
};

export const CLAIM_MESSAGES = {
  empty:
    "Sem a alegação, o título ocupa o lugar dela no cartão de compartilhamento, no WhatsApp e nos dados abertos. Você pode salvar assim mesmo.",
  rotuloHint:
    "O rótulo precisa ser do mesmo status da checagem. A escala é editada na página Metodologia.",
} as const;

export const FAKE_NEWS_FORM = defineArticleForm({
  // The claim comes first, what circulated being what the check is about, and the verdict
  // right after it: claim and verdict are what a reader (and a reviewer) reads first.
  first: [
    {
      kind: "textarea",
      name: "alegacao",
      label: "Alegação",
      hint: "A alegação como circulou, em texto simples (por exemplo: “É possível votar pelo WhatsApp”).",
      rows: 3,
      maxLength: ALEGACAO_MAX,
    },
    {
      kind: "select",
      name: "status",
      label: "Status",
      hint: "Só as verificadas e as desmentidas aparecem nas listas públicas.",
      required: true,
      initial: DEFAULT_STATUS,
      emptyOption: { label: "Escolha o status", disabled: true },
      options: FAKE_NEWS_STATUS.map((status) => [status, FAKE_NEWS_STATUS_LABELS[status]] as const),
    },
    {
      kind: "select",
      name: "rotulo",
      label: "Rótulo",
      hint: CLAIM_MESSAGES.rotuloHint,
      emptyOption: { label: "Sem rótulo (mostra o status)" },
      // The scale is read from the API when the editor opens (see fake-news-form.tsx).
      options: [],
    },
    {
      kind: "choices",
      name: "circulou_em",
      label: "Circulou em",
      options: CIRCULOU_EM.map(
        (plataforma) => [plataforma, CIRCULOU_EM_LABELS[plataforma]] as const,
      ),
    },
    {
      kind: "text",
      name: "primeira_aparicao",
      label: "Primeira aparição",
      hint: "Opcional: o dia em que a alegação foi vista pela primeira vez.",
      type: "date",
    },
  ],
  text: {
    lead: { hint: "Texto curto de abertura: a informação falsa que circula." },
    conteudo: "Conteúdo",
    conclusao: "Conclusão",
  },
  sources: { label: "Fontes" },
  lists: [
    {
      kind: "list",
      name: "verdades",
      label: "Verdades",
      hint: "O que é verdade sobre o assunto, uma afirmação por campo.",
      itemLabel: (position: number) => `Verdade ${position}`,
      removeLabel: (position: number) => `Remover verdade ${position}`,
      addLabel: "Adicionar verdade",
    },
  ],
  own: [
    {
      kind: "text",
      name: "data_verificacao",
      label: "Data de verificação",
      type: "date",
      required: true,
    },
    { kind: "text", name: "verificador", label: "Verificado por", autoComplete: "name" },
  ],
});

/** What the fake-news form holds while the editor types. */
export type FakeNewsValues = FormValues<typeof FAKE_NEWS_FORM.fields>;

/** The form of a new entry: checked today, by the editor who is logged in. */
export function emptyFakeNewsValues(editorName: string, now: Date = new Date()): FakeNewsValues {
  return {
    ...FAKE_NEWS_FORM.empty(),
    data_verificacao: today(now),
    verificador: editorName,
  };
}

/** The form of a stored entry; its images keep their /media/ addresses. */
export function fakeNewsValues(
  item: Omit<FakeNews, "status"> & { status: string },
): FakeNewsValues {
  return {
    ...FAKE_NEWS_FORM.stored(item),
    // A value outside the list would show as the first option and be saved as it.
    status: (FAKE_NEWS_STATUS as readonly string[]).includes(item.status) ? item.status : "",
  };
}

/** The request body of POST and PUT /api/fake-news. */
export function fakeNewsPayload(values: FakeNewsValues): FakeNewsFormValues {
  return {
    ...FAKE_NEWS_FORM.payload(values),
    status: values.status as FakeNewsStatus,
    // The checkboxes offer only the listed platforms.
    circulou_em: values.circulou_em as Circulacao[],
  };
}

/** The error keys the form shows beside a field. */
export function fakeNewsFieldKeys(values: FakeNewsValues): string[] {
  return FAKE_NEWS_FORM.keys(values);
}
