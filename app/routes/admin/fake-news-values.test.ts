import { expect, test } from "vitest";
import { FakeNewsInputSchema } from "#server/api/fake-news/schema.ts";
import type { FakeNews } from "#server/api/fake-news/service.ts";
import {
  emptyFakeNewsValues,
  FAKE_NEWS_FORM,
  fakeNewsFieldKeys,
  fakeNewsPayload,
  fakeNewsValues,
} from "./fake-news-values.ts";

const STORED: FakeNews = {
  id: 3,
  titulo: "Chá de boldo cura dengue",
  subtitulo: "Mensagem em grupos",
  lead: "Circula que o chá <br>cura a dengue.",
  conteudo: "<p>Não cura.</p>",
  conclusao: "<p>Procure atendimento.</p>",
  fontes: ["Ministério da Saúde"],
  verdades: ["Dengue não tem cura por chás.", "Hidratação ajuda."],
  imagens: ["/media/boldo.webp"],
  legendas: ["Print"],
  alts: ["Captura de tela"],
  status: "desmentida",
  data_verificacao: "2026-05-10",
  verificador: "Equipe de checagem",
  tags: "saúde, dengue",
  uf: "PA",
  municipio: "Belém",
  estado: "publicado",
  publicar_em: null,
  criado_por: null,
  atualizado_por: null,
  aprovado_por: null,
  aprovado_por_nome: null,
  aprovado_em: null,
  sem_segunda_revisao: false,
  motivo_sem_revisao: null,
  alegacao: "Chá de boldo cura a dengue",
  circulou_em: ["whatsapp"],
  primeira_aparicao: "2026-05-01",
  rotulo: "falso",
};

test("a new entry is under analysis, checked today by the editor, with no truths or sources", () => {
  const values = emptyFakeNewsValues("Ana Souza", new Date(2026, 4, 9, 23, 30));

  expect(values).toMatchObject({
    status: "em_analise",
    data_verificacao: "2026-05-09",
    verificador: "Ana Souza",
    verdades: [],
    fontes: [],
    imagens: [],
  });
});

test("a stored entry fills the form and is sent back unchanged", () => {
  const values = fakeNewsValues(STORED);

  expect(values.lead).toBe("Circula que o chá\ncura a dengue.");
  const payload = fakeNewsPayload(values);
  expect(payload).toEqual({
    alegacao: STORED.alegacao,
    circulou_em: ["whatsapp"],
    primeira_aparicao: "2026-05-01",
    rotulo: "falso",
    titulo: STORED.titulo,
    subtitulo: STORED.subtitulo,
    lead: "Circula que o chá<br>cura a dengue.",
    conteudo: STORED.conteudo,
    conclusao: STORED.conclusao,
    tags: "saúde, dengue",
    uf: "PA",
    municipio: "Belém",
    verdades: STORED.verdades,
    fontes: STORED.fontes,
    imagens: STORED.imagens,
    legendas: STORED.legendas,
    alts: STORED.alts,
    status: "desmentida",
    data_verificacao: "2026-05-10",
    verificador: "Equipe de checagem",
  });
  expect(FakeNewsInputSchema.safeParse(payload).success).toBe(true);
});

test("a status the form does not offer must be chosen again before saving", () => {
  const values = fakeNewsValues({ ...STORED, status: "antigo" });

  expect(values.status).toBe("");
  const result = FakeNewsInputSchema.safeParse(fakeNewsPayload(values));
  expect(result.success).toBe(false);
});

test("the form shows an error beside each truth and source", () => {
  const keys = fakeNewsFieldKeys(fakeNewsValues(STORED));

  expect(keys).toEqual(
    expect.arrayContaining([
      "verdades.0",
      "verdades.1",
      "fontes.0",
      "imagens.0",
      "status",
      "tags",
      "uf",
      "municipio",
    ]),
  );
  expect(keys).not.toContain("verdades.2");
});

test("the form asks the verdict right after the claim, before where it circulated and the text", () => {
  expect(
    FAKE_NEWS_FORM.fields
      .slice(0, 5)
      .map((field) => [field.name, "label" in field ? field.label : ""]),
  ).toEqual([
    ["alegacao", "Alegação"],
    ["status", "Status"],
    ["rotulo", "Rótulo"],
    ["circulou_em", "Circulou em"],
    ["primeira_aparicao", "Primeira aparição"],
  ]);
});

test("the status is offered by its names, never by the codes the API stores", () => {
  const status = FAKE_NEWS_FORM.fields.find((field) => field.name === "status");
  expect(status?.kind === "select" ? status.options : undefined).toEqual([
    ["verificada", "Verificada"],
    ["desmentida", "Desmentida"],
    ["em_analise", "Em Análise"],
  ]);
});
