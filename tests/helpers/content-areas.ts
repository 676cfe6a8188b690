import { expect } from "vitest";
import { expectAnswer, invalid, type ApiServer, type TableWithId } from "./api-server.ts";

const REQUIRED = "Campo obrigatório.";

/**
 * What the API tests need to know of one editable list of the site: where it is, a valid
 * item, and the answers that differ from one list to the next.
 */
export type ContentArea = {
  path: string;
  table: TableWithId;
  /** A complete, valid item as the admin form sends it. */
  valid: Record<string, unknown>;
  /** What the API adds to `valid` when it answers the created item. */
  answered: Record<string, unknown>;
  /** Columns of the row `valid` is stored as. */
  stored: Record<string, unknown>;
  /** Whether a created item's answer carries its Location. */
  location: boolean;
  /** A valid change to `valid`, for updates. */
  change: Record<string, unknown>;
  /** A change that makes `valid` invalid, and the details of the 400 it answers. */
  invalid: { change: Record<string, unknown>; details: Record<string, string> };
  /** The details of the 400 answered to an empty object. */
  missing: Record<string, string>;
  /** The detail answered to a body that is not an object. */
  notAnObject: string;
  /** Seconds the public GET answers may be cached. */
  maxAge: number;
  /** Fields answered only to a bearer token: anonymous reads leave them out. */
  editorsOnly?: string[];
  /** The error for an id that could be one but is not stored. */
  notFound: string;
  /** The error for an id that cannot be one (`abc`, `0`, `-1`, `1.5`). */
  malformedId: string;
};

/**
 * What a create without `estado` by an administrador answers (decision 037): published at
 * once, created and last saved by the logged-in account.
 */
export const PUBLISHED_AT_ONCE = {
  estado: "publicado",
  publicar_em: null,
  criado_por: expect.any(Number),
  atualizado_por: expect.any(Number),
};

/** The publication state, answered only to signed-in accounts. */
const WORKFLOW_FIELDS = ["estado", "publicar_em", "criado_por", "atualizado_por"];

export const NOTICIAS = {
  path: "/api/noticias",
  table: "noticias",
  valid: {
    titulo: "Boato sobre vacina circula em Boa Vista",
    subtitulo: "Mensagem de áudio distorce dados oficiais",
    lead: "<p>Um áudio com <strong>dados falsos</strong> circula em grupos de mensagens.</p>",
    conteudo: "<p>O áudio afirma que a vacina <em>não</em> foi testada.</p>",
    conclusao: "<p>A informação é falsa.</p>",
    fontes: ["Ministério da Saúde", "https://www.gov.br/saude"],
    tags: "saúde, vacinas",
    imagens: [],
    legendas: [],
    alts: [],
    video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  },
  // Dated when published, and signed by the logged-in administrator (createTestAdmin's name).
  answered: {
    data_publicacao: expect.any(String),
    autor: "Editora de Teste",
    uf: null,
    municipio: null,
    ...PUBLISHED_AT_ONCE,
    revisao: expect.any(Number),
  },
  editorsOnly: WORKFLOW_FIELDS,
  stored: {
    titulo: "Boato sobre vacina circula em Boa Vista",
    fontes: '["Ministério da Saúde","https://www.gov.br/saude"]',
    autor: "Editora de Teste",
  },
  location: true,
  change: { titulo: "Título corrigido" },
  invalid: {
    change: { lead: "b".repeat(301) },
    details: { lead: "O lead deve ter no máximo 300 caracteres." },
  },
  missing: {
    titulo: REQUIRED,
    lead: REQUIRED,
    conteudo: REQUIRED,
    fontes: "Informe pelo menos uma fonte.",
  },
  notAnObject: "Envie os dados da notícia em JSON.",
  maxAge: 300,
  notFound: "Notícia não encontrada",
  malformedId: "Notícia não encontrada",
} satisfies ContentArea;

/** A fact-check sent without its claim and rating, as the specification's calls are. */
export const NO_CLAIM = {
  alegacao: null,
  circulou_em: [],
  primeira_aparicao: null,
  rotulo: null,
};

export const FAKE_NEWS = {
  path: "/api/fake-news",
  table: "fake_news",
  valid: {
    titulo: "É falso que a água da torneira foi contaminada em Macapá",
    subtitulo: "Companhia de água desmente boato",
    lead: "<p>Mensagem viral afirma que a água está <strong>imprópria</strong>.</p>",
    conteudo: "<p>Análises do laboratório estadual mostram água dentro dos padrões.</p>",
    conclusao: "<p>O boato é falso.</p>",
    fontes: ["Companhia de Água e Esgoto", "Laboratório Central"],
    verdades: ["A água segue os padrões de potabilidade."],
    imagens: [],
    legendas: [],
    alts: [],
    status: "desmentida",
    data_verificacao: "2026-05-10",
    verificador: "Equipe de Checagem",
  },
  answered: {
    tags: null,
    uf: null,
    municipio: null,
    ...NO_CLAIM,
    ...PUBLISHED_AT_ONCE,
    aprovado_por: null,
    aprovado_por_nome: null,
    aprovado_em: null,
    sem_segunda_revisao: true,
    motivo_sem_revisao: "publicação direta pela API",
    revisao: expect.any(Number),
    // Published at once: nothing of it waits for a second review.
    autores_ciclo: [],
  },
  editorsOnly: [
    ...WORKFLOW_FIELDS,
    "aprovado_por",
    "aprovado_por_nome",
    "aprovado_em",
    "sem_segunda_revisao",
    "motivo_sem_revisao",
    "autores_ciclo",
  ],
  stored: {
    fontes: '["Companhia de Água e Esgoto","Laboratório Central"]',
    verdades: '["A água segue os padrões de potabilidade."]',
    status: "desmentida",
    data_verificacao: "2026-05-10",
  },
  location: true,
  change: { status: "verificada" },
  invalid: { change: { status: "falsa" }, details: { status: "Escolha um status válido." } },
  missing: {
    titulo: REQUIRED,
    lead: REQUIRED,
    conteudo: REQUIRED,
    status: "Escolha um status válido.",
  },
  notAnObject: "Envie os dados da matéria em JSON.",
  maxAge: 300,
  notFound: "Matéria não encontrada",
  malformedId: "Matéria não encontrada",
} satisfies ContentArea;

export const SUBPROJETOS = {
  path: "/api/subprojetos",
  table: "subprojetos",
  valid: {
    nome: "Desinformação em saúde no Pará",
    autor: "Ana Souza",
    resumo: "<p>Estudo sobre <strong>boatos</strong> de vacinas.</p>",
    dataInicio: "2024-03-05",
    local: "Belém",
    status: "em andamento",
    pdfUrl: "https://example.org/projeto.pdf",
  },
  answered: {},
  stored: {
    nome: "Desinformação em saúde no Pará",
    autor: "Ana Souza",
    resumo: "<p>Estudo sobre <strong>boatos</strong> de vacinas.</p>",
    data_inicio: "2024-03-05",
    local: "Belém",
    status: "em andamento",
    pdf_url: "https://example.org/projeto.pdf",
  },
  location: false,
  change: { nome: "Outro" },
  invalid: {
    change: { nome: "", dataInicio: "32/01/2024" },
    details: {
      nome: REQUIRED,
      dataInicio: "Informe uma data válida (AAAA-MM-DD ou DD/MM/AAAA).",
    },
  },
  missing: { nome: REQUIRED, autor: REQUIRED, resumo: REQUIRED, dataInicio: REQUIRED },
  notAnObject: "Envie os dados do subprojeto em JSON.",
  maxAge: 300,
  editorsOnly: ["pdfUrl"],
  notFound: "Subprojeto não encontrado.",
  malformedId: "Recurso não encontrado.",
} satisfies ContentArea;

/** A member as sent, and as stored: nothing in it is rewritten on the way in. */
const MEMBRO = {
  nome: "Ana Souza",
  cargo: "Professor",
  biografia: "<p>Pesquisa <em>desinformação</em> em saúde.</p>",
  foto: null,
  email: "ana@example.org",
  lattes: "https://lattes.cnpq.br/1234567890123456",
};

export const EQUIPE = {
  path: "/api/equipe",
  table: "membros",
  valid: MEMBRO,
  answered: {},
  stored: MEMBRO,
  location: false,
  change: { nome: "Outra" },
  invalid: {
    change: { lattes: "https://evil.com/lattes.cnpq.br/1" },
    details: { lattes: "Informe um link Lattes válido (lattes.cnpq.br/...)" },
  },
  missing: { nome: REQUIRED, cargo: REQUIRED },
  notAnObject: "Envie os dados do membro em JSON.",
  maxAge: 300,
  editorsOnly: ["biografia", "email"],
  notFound: "Membro não encontrado.",
  malformedId: "Recurso não encontrado.",
} satisfies ContentArea;

export const NEWSLETTERS = {
  path: "/api/newsletters",
  table: "newsletters",
  valid: {
    titulo: "Boletim de março",
    mes: 3,
    ano: 2025,
    descricao: "Os boatos mais compartilhados do mês.",
    pdfLink: "https://example.org/boletim-marco",
    pdfUrl: `/media/${"9b".repeat(32)}.pdf`,
  },
  answered: {},
  stored: {
    titulo: "Boletim de março",
    mes: 3,
    ano: 2025,
    descricao: "Os boatos mais compartilhados do mês.",
    pdf_link: "https://example.org/boletim-marco",
    pdf_url: `/media/${"9b".repeat(32)}.pdf`,
  },
  location: false,
  change: { titulo: "Título corrigido" },
  invalid: { change: { mes: 13 }, details: { mes: "Informe um mês entre 1 e 12." } },
  missing: { titulo: REQUIRED, mes: REQUIRED, ano: REQUIRED },
  notAnObject: "Envie os dados da newsletter em JSON.",
  maxAge: 600,
  notFound: "Newsletter não encontrada.",
  malformedId: "Recurso não encontrado.",
} satisfies ContentArea;

export const PUBLICACOES = {
  path: "/api/publicacoes",
  table: "publicacoes",
  valid: {
    titulo: "Boatos sobre vacinas em grupos de mensagens da Amazônia",
    autores: [
      { nome: "Ana Souza", endereco: "http://lattes.cnpq.br/1234567890123456" },
      { nome: "Bruno Lima", endereco: null },
    ],
    ano: 2024,
    tipo: "artigo",
    veiculo: "Revista Brasileira de Comunicação Científica",
    resumo: "Analisamos 300 mensagens verificadas entre 2021 e 2023.",
    palavrasChave: ["desinformação", "vacinas"],
    doi: "10.99999/rbcc.2024.001",
    url: "https://example.org/artigo",
    pdfUrl: null,
    licenca: "CC BY 4.0",
    subprojetoId: null,
  },
  answered: {},
  stored: {
    titulo: "Boatos sobre vacinas em grupos de mensagens da Amazônia",
    autores: JSON.stringify([
      { nome: "Ana Souza", endereco: "http://lattes.cnpq.br/1234567890123456" },
      { nome: "Bruno Lima", endereco: null },
    ]),
    ano: 2024,
    tipo: "artigo",
    veiculo: "Revista Brasileira de Comunicação Científica",
    resumo: "Analisamos 300 mensagens verificadas entre 2021 e 2023.",
    palavras_chave: JSON.stringify(["desinformação", "vacinas"]),
    doi: "10.99999/rbcc.2024.001",
    url: "https://example.org/artigo",
    pdf_url: null,
    licenca: "CC BY 4.0",
    subprojeto_id: null,
  },
  location: false,
  change: { titulo: "Título corrigido" },
  invalid: {
    change: { doi: "não é um doi" },
    details: {
      doi: "Informe um DOI válido, como 10.1234/abc.2024 (com ou sem https://doi.org/).",
    },
  },
  missing: {
    titulo: REQUIRED,
    autores: "Informe ao menos um autor.",
    ano: REQUIRED,
    tipo: "Escolha um dos tipos da lista.",
  },
  notAnObject: "Envie os dados da publicação em JSON.",
  maxAge: 300,
  notFound: "Publicação não encontrada.",
  malformedId: "Recurso não encontrado.",
} satisfies ContentArea;

/** An item as anonymous reads answer it: without the area's editors-only fields. */
export function publicItem(area: ContentArea, item: Record<string, unknown>) {
  const hidden = new Set(area.editorsOnly);
  return Object.fromEntries(Object.entries(item).filter(([key]) => !hidden.has(key)));
}

/** Creates `area`'s valid item, with these changes, through the API. */
export function itemCreator(api: ApiServer, area: ContentArea) {
  return (changes: Record<string, unknown> = {}) =>
    api.create(area.path, { ...area.valid, ...changes });
}

/**
 * POSTs the area's valid item with `changes`, and checks the API answers 400 naming
 * exactly `details` and stores nothing.
 */
export async function expectCreateRefused(
  api: ApiServer,
  area: ContentArea,
  changes: Record<string, unknown>,
  details: Record<string, string>,
): Promise<void> {
  const response = await api.send("POST", area.path, { body: { ...area.valid, ...changes } });

  await expectAnswer(response, 400, invalid(details));
  expect(await api.rows(area.table)).toEqual([]);
}

/** The lists editors add to, change and remove from, each at `<path>` and `<path>/:id`. */
export const CONTENT_AREAS: ContentArea[] = [
  NOTICIAS,
  FAKE_NEWS,
  SUBPROJETOS,
  EQUIPE,
  NEWSLETTERS,
  PUBLICACOES,
];

/** A page of the site kept as a single record, read at `path` and replaced with PUT. */
export type SingleRecordArea = {
  path: string;
  table: TableWithId;
  /** A complete, valid record as the admin form sends it. */
  valid: Record<string, unknown>;
  /** A whole record that is not valid. */
  invalid: Record<string, unknown>;
};

export const SOBRE_PROJETO = {
  path: "/api/sobre-projeto",
  table: "sobre_projeto",
  valid: {
    titulo: "Sobre o Observatório",
    conteudo: "<p>Um observatório contra a <strong>desinformação</strong>.</p>",
    descricao: "<p>Descrição do projeto.</p>",
    objetivos: "<ul><li>Verificar boatos</li></ul>",
    metodologia: "<p>Checagem em três etapas.</p>",
  },
  invalid: { titulo: "Outro" },
} satisfies SingleRecordArea;

export const CONTATO_INSTITUCIONAL = {
  path: "/api/contato-institucional",
  table: "contato_institucional",
  valid: {
    email: "observatorio@example.org",
    telefone: "(69) 3333-4444",
    whatsapp: "+55 (69) 99999-8888",
    redes: [
      { tipo: "Instagram", url: "https://www.instagram.com/observatorio" },
      { tipo: "YouTube", url: "https://www.youtube.com/@observatorio" },
    ],
  },
  invalid: {
    email: "",
    telefone: "(69) 3333-4444",
    whatsapp: "+55 (69) 99999-8888",
    redes: [],
  },
} satisfies SingleRecordArea;

export const SINGLE_RECORD_AREAS: SingleRecordArea[] = [SOBRE_PROJETO, CONTATO_INSTITUCIONAL];
