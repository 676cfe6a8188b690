import type { z } from "zod";
import type { PublicacaoInputSchema } from "../api/publicacoes/schema.ts";
import type { PdfDocument } from "./demo-pdf.ts";

/*
 * The demo's publications (decision 078): what an observatory like this one publishes.
 * Authors are fictitious; DOIs use the 10.99999 prefix, which no registration agency
 * assigns, and addresses point at example.org.
 */

export type DemoPublicacao = {
  input: Omit<z.input<typeof PublicacaoInputSchema>, "ano" | "pdfUrl" | "subprojetoId">;
  /** Years before the current one. */
  anosAtras: number;
  /** The demo sub-project it came from, by name. */
  subprojeto?: string;
  pdf?: PdfDocument;
};

export const DEMO_PUBLICACOES: DemoPublicacao[] = [
  {
    anosAtras: 0,
    subprojeto: "Correntes de saúde no WhatsApp: desinformação em grupos públicos da região Norte",
    input: {
      titulo:
        "Áudios, prints e vídeos curtos: formatos da desinformação em saúde em grupos públicos",
      autores: [
        { nome: "Helena Tapajós Vieira", endereco: "http://lattes.cnpq.br/0000000000000001" },
        { nome: "Davi Jamari Rocha", endereco: null },
        { nome: "Luana Guaporé Silva", endereco: "https://orcid.org/0000-0000-0000-0001" },
      ],
      tipo: "artigo",
      veiculo: "Revista Amazônica de Comunicação e Saúde",
      resumo:
        "Analisamos 1.240 mensagens sobre saúde encaminhadas em 38 grupos públicos de mensagens da região Norte. Áudios foram o formato mais compartilhado, seguidos de capturas de tela atribuídas a profissionais de saúde.",
      palavrasChave: ["desinformação", "saúde", "aplicativos de mensagens", "Amazônia"],
      doi: "10.99999/racs.2026.014",
      url: "https://example.org/racs/2026/014",
      licenca: "CC BY 4.0",
    },
    pdf: {
      titulo: "Áudios, prints e vídeos curtos",
      subtitulo: "Formatos da desinformação em saúde em grupos públicos",
      paragrafos: [
        "Resumo. Analisamos 1.240 mensagens sobre saúde encaminhadas em 38 grupos públicos de mensagens da região Norte.",
        "Este artigo é um exemplo de demonstração do site.",
      ],
    },
  },
  {
    anosAtras: 0,
    input: {
      titulo: "Guia Antes de Repassar: checagem de fatos em cinco perguntas",
      autores: [
        { nome: "Júlia Juruá Campos", endereco: null },
        { nome: "Ricardo Madeira Nunes", endereco: null },
      ],
      tipo: "material-didatico",
      veiculo: "Observatório de Desinformação",
      resumo:
        "Material para oficinas em escolas públicas: cinco perguntas para avaliar uma mensagem antes de compartilhá-la, com exercícios e exemplos de boatos já verificados.",
      palavrasChave: ["letramento midiático", "educação", "checagem de fatos"],
      licenca: "CC BY-SA 4.0",
    },
  },
  {
    anosAtras: 1,
    subprojeto: "Desinformação climática e queimadas na imprensa regional e nas redes",
    input: {
      titulo: "Queimadas, fumaça e boatos: relatório de monitoramento da estação seca",
      autores: [
        { nome: "Iara Xingu Batista", endereco: null },
        { nome: "Helena Tapajós Vieira", endereco: "http://lattes.cnpq.br/0000000000000001" },
      ],
      tipo: "relatorio",
      veiculo: "Observatório de Desinformação",
      resumo:
        "Relatório das alegações sobre queimadas e qualidade do ar verificadas entre julho e outubro, com a distribuição por tema, por estado e por plataforma.",
      palavrasChave: ["clima", "queimadas", "monitoramento"],
      url: "https://example.org/relatorios/queimadas",
      licenca: "CC BY 4.0",
    },
  },
  {
    anosAtras: 1,
    input: {
      titulo: "Checagens das eleições municipais: conjunto de dados",
      autores: [{ nome: "Davi Jamari Rocha", endereco: null }],
      tipo: "conjunto-de-dados",
      veiculo: "Observatório de Desinformação",
      resumo:
        "As alegações verificadas durante a campanha municipal, com data, município, plataforma em que circularam e conclusão da checagem, em CSV.",
      palavrasChave: ["eleições", "dados abertos"],
      doi: "10.99999/obs.dados.2025.02",
      licenca: "CC0 1.0",
    },
  },
  {
    anosAtras: 2,
    subprojeto: "Fato ou Boato: checagem de fatos para rádios comunitárias",
    input: {
      titulo: "Checagem no ar: a rádio comunitária como canal de resposta a boatos",
      autores: [
        { nome: "Ricardo Madeira Nunes", endereco: null },
        { nome: "Júlia Juruá Campos", endereco: null },
      ],
      tipo: "capitulo",
      veiculo: "Comunicação e Cidadania na Amazônia (Editora Universitária do Norte)",
      resumo:
        "Relata a experiência de produzir boletins de checagem para rádios comunitárias e discute a linguagem oral na resposta à desinformação.",
      palavrasChave: ["rádio comunitária", "checagem de fatos"],
    },
  },
  {
    anosAtras: 2,
    input: {
      titulo: "Correntes de saúde e confiança em fontes oficiais entre agentes comunitários",
      autores: [{ nome: "Luana Guaporé Silva", endereco: "https://orcid.org/0000-0000-0000-0001" }],
      tipo: "dissertacao",
      veiculo: "Programa de Pós-Graduação em Comunicação, Universidade Federal (exemplo)",
      resumo:
        "Dissertação de mestrado sobre como agentes comunitários de saúde recebem, avaliam e respondem a correntes de mensagens sobre vacinas.",
      palavrasChave: ["vacinas", "agentes comunitários de saúde", "confiança"],
    },
  },
  {
    anosAtras: 3,
    input: {
      titulo: "O que circula e onde: um ano de sugestões de leitores",
      autores: [
        { nome: "Helena Tapajós Vieira", endereco: "http://lattes.cnpq.br/0000000000000001" },
      ],
      tipo: "apresentacao",
      veiculo: "Congresso Regional de Ciências da Comunicação",
      resumo:
        "Apresentação dos temas, formatos e plataformas das sugestões de checagem enviadas por leitores ao longo de um ano.",
      palavrasChave: ["sugestões de leitores", "plataformas"],
    },
  },
];
