import { expect, test } from "vitest";
import { z } from "zod";
import { rowToOutput, storedAsGiven } from "../collection-service.ts";
import { FAKE_NEWS_STORING, fakeNewsRowToFakeNews } from "../fake-news/service.ts";
import { fakeNewsRepository } from "../fake-news/repository.ts";
import { FakeNewsEditorSchema, FakeNewsInputSchema } from "../fake-news/schema.ts";
import { NOTICIA_STORING, noticiaRowToNoticia } from "../noticias/service.ts";
import { noticiaRepository } from "../noticias/repository.ts";
import { NoticiaEditorSchema, NoticiaInputSchema } from "../noticias/schema.ts";
import { columnsOf } from "../table-repository.ts";
import {
  articleInput,
  articleInputSchema,
  articleOutput,
  COMPUTED_ARTICLE_OUTPUT,
} from "./schema.ts";
import { inputAsGiven, RULED_ARTICLE_INPUT } from "./service.ts";
import { WORKFLOW_INPUT } from "./workflow.ts";

// The repositories, the row → answer mappers and the stored columns follow the areas'
// schemas: a plain field (a nullable text column, same name in input, row and answer)
// added to a schema is read and written with no other server edit than the table's.

/** An article's row as stored, in the order the answers name its fields. */
const ARTICLE_ROW = {
  id: 7,
  titulo: "Título",
  subtitulo: null,
  lead: "<p>Lead</p>",
  conteudo: "<p>Texto</p>",
  conclusao: null,
  fontes: '["Fonte"]',
  imagens: '["/media/a.12x8.webp"]',
  legendas: '["Legenda"]',
  alts: "not json",
  tags: "saúde, água",
  uf: "PA",
  municipio: "Belém",
};
const WORKFLOW_ROW = {
  estado: "publicado",
  publicar_em: null,
  criado_por: 3,
  atualizado_por: null,
};
const LISTS = {
  fontes: ["Fonte"],
  imagens: ["/media/a.12x8.webp"],
  legendas: ["Legenda"],
  alts: [],
};

const stored = (shape: object, computed: string[]) =>
  Object.keys(shape).filter((key) => !computed.includes(key));

test("each repository reads the column of every field of its editors' answer but the computed ones", () => {
  const computed = ["revisao", "alteracao_pendente", "pendente"];
  expect(noticiaRepository.columns).toEqual(stored(NoticiaEditorSchema.shape, computed));
  expect(fakeNewsRepository.columns).toEqual(
    stored(FakeNewsEditorSchema.shape, [...computed, "aprovado_por_nome", "autores_ciclo"]),
  );
});

test("a news item's answer is the schema's fields of its row, in the order it always had", () => {
  const own = { video: "https://youtu.be/x", data_publicacao: "2026-11-21T10:00:00.000Z" };
  const row = { ...ARTICLE_ROW, ...own, autor: "Ana", ...WORKFLOW_ROW };
  // A column the answer does not name stays out of it.
  const selected = { ...row, updated_at: "2026-11-22T10:00:00.000Z" };

  const answer = noticiaRowToNoticia(selected);

  expect(answer).toEqual({ ...row, ...LISTS });
  expect(Object.keys(answer)).toEqual(Object.keys(row));
});

test("a fact-check's answer has its approver's name and its flag as a boolean", () => {
  const own = { verdades: '["Verdade"]', status: "desmentida", data_verificacao: "2026-11-21" };
  const review = { aprovado_por: 4, aprovado_por_nome: "Caio", aprovado_em: null };
  const row = {
    ...ARTICLE_ROW,
    ...own,
    verificador: "Bia",
    alegacao: "Chá cura a dengue",
    circulou_em: '["whatsapp","kwai"]',
    primeira_aparicao: "2026-11-01",
    rotulo: "falso",
    ...WORKFLOW_ROW,
    ...review,
    sem_segunda_revisao: 1,
    motivo_sem_revisao: "Alerta de saúde pública",
  };

  const answer = fakeNewsRowToFakeNews(row);

  expect(answer).toEqual({
    ...row,
    ...LISTS,
    verdades: ["Verdade"],
    sem_segunda_revisao: true,
    circulou_em: ["whatsapp", "kwai"],
  });
  expect(Object.keys(answer)).toEqual(Object.keys(row));
});

test("the input fields without a rule of their own are stored as given", () => {
  const plain = ["titulo", "subtitulo", "tags", "uf", "municipio"];

  expect(NOTICIA_STORING.asGiven.toSorted()).toEqual([...plain, "video"].toSorted());
  expect(FAKE_NEWS_STORING.asGiven.toSorted()).toEqual(
    [
      ...plain,
      "verdades",
      "status",
      "data_verificacao",
      "alegacao",
      "circulou_em",
      "primeira_aparicao",
      "rotulo",
    ].toSorted(),
  );
  expect(
    storedAsGiven({ titulo: "T", verdades: ["a", "b"], video: null, lido: true, outro: 1 }, [
      "titulo",
      "verdades",
      "video",
      "lido",
    ]),
  ).toEqual({ titulo: "T", verdades: '["a","b"]', video: null, lido: 1 });
});

test("a plain field added to the news schemas is read and written without other edits", () => {
  const legenda_video = z.string().nullable();
  const output = { ...NoticiaEditorSchema.shape, legenda_video };
  const input = { ...NoticiaInputSchema.shape, legenda_video };
  const row = {
    ...ARTICLE_ROW,
    ...WORKFLOW_ROW,
    video: null,
    data_publicacao: "2026-11-21T10:00:00.000Z",
    autor: null,
    legenda_video: "Entrevista",
  };

  expect(columnsOf(output, COMPUTED_ARTICLE_OUTPUT)).toContain("legenda_video");
  expect(rowToOutput(output)(row).legenda_video).toBe("Entrevista");
  expect(inputAsGiven(input, "autor").toSorted()).toEqual(
    [...NOTICIA_STORING.asGiven, "legenda_video"].toSorted(),
  );
});

test("a field of the shared article schemas reaches both areas' inputs, columns and answers", () => {
  const shared = Object.keys(articleInput).filter(
    (key) => !(RULED_ARTICLE_INPUT as readonly string[]).includes(key),
  );
  const answered = columnsOf(articleOutput, COMPUTED_ARTICLE_OUTPUT);

  for (const given of [NOTICIA_STORING.asGiven, FAKE_NEWS_STORING.asGiven]) {
    expect(given).toEqual(expect.arrayContaining(shared));
  }
  for (const columns of [noticiaRepository.columns, fakeNewsRepository.columns]) {
    expect(columns).toEqual(expect.arrayContaining(answered));
  }
  expect(Object.keys(NoticiaInputSchema.shape)).toEqual(expect.arrayContaining(shared));
  expect(Object.keys(FakeNewsInputSchema.shape)).toEqual(expect.arrayContaining(shared));
});

test("an area's input schema places its own fields first, then the shared ones it left out", () => {
  const schema = articleInputSchema("Exemplo", { lead: z.string(), uf: z.string() }, { body: "x" });

  expect(Object.keys(schema.shape)).toEqual([
    "lead",
    "uf",
    ...Object.keys(articleInput).filter((key) => key !== "uf"),
    ...WORKFLOW_INPUT,
  ]);
  expect(schema.safeParse(null).error?.issues[0]?.message).toBe("x");
});
