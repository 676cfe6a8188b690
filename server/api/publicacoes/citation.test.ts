import { expect, test } from "vitest";
import { abntName, abntText, bibtexEntry, risEntry } from "./citation.ts";
import type { Publicacao } from "./schema.ts";

const ORIGIN = "https://observatorio.example.org";

const artigo: Publicacao = {
  id: 7,
  titulo: "Boatos sobre vacinas em grupos de mensagens",
  autores: [
    { nome: "Helena Tapajós Vieira", endereco: null },
    { nome: "José Lima Filho", endereco: null },
  ],
  ano: 2025,
  tipo: "artigo",
  veiculo: "Revista Amazônica de Comunicação",
  resumo: "Analisamos 300 mensagens.",
  palavrasChave: ["vacinas", "saúde & redes"],
  doi: "10.99999/rac.2025.7",
  url: null,
  pdfUrl: `/media/${"ab".repeat(32)}.pdf`,
  licenca: null,
  subprojetoId: null,
};

test.each([
  ["Helena Tapajós Vieira", "VIEIRA, Helena Tapajós"],
  ["José Lima Filho", "LIMA FILHO, José"],
  ["Ana", "ANA"],
])("ABNT writes %s as %s", (nome, expected) => {
  expect(abntName(nome)).toBe(expected);
});

test("an article in ABNT: authors, title, journal, year, DOI and address", () => {
  expect(abntText(artigo, ORIGIN)).toBe(
    "VIEIRA, Helena Tapajós; LIMA FILHO, José. Boatos sobre vacinas em grupos de mensagens. Revista Amazônica de Comunicação, 2025. DOI: 10.99999/rac.2025.7. Disponível em: https://doi.org/10.99999/rac.2025.7.",
  );
});

test("a dissertation in ABNT names its kind and institution", () => {
  const dissertacao = {
    ...artigo,
    tipo: "dissertacao",
    veiculo: "Universidade Federal",
    doi: null,
  };

  expect(abntText(dissertacao, ORIGIN)).toBe(
    "VIEIRA, Helena Tapajós; LIMA FILHO, José. Boatos sobre vacinas em grupos de mensagens. 2025. Dissertação (Mestrado) – Universidade Federal, 2025. Disponível em: https://observatorio.example.org/publicacao/7.",
  );
});

test("BibTeX: the kind's entry type, authors joined by 'and', special characters escaped", () => {
  expect(bibtexEntry(artigo, ORIGIN)).toBe(`@article{vieira2025-7,
  author = {Helena Tapajós Vieira and José Lima Filho},
  title = {Boatos sobre vacinas em grupos de mensagens},
  year = {2025},
  journal = {Revista Amazônica de Comunicação},
  doi = {10.99999/rac.2025.7},
  url = {https://observatorio.example.org/publicacao/7},
  keywords = {vacinas, saúde \\& redes},
  abstract = {Analisamos 300 mensagens.}
}
`);
});

test("RIS: one tag a line, an AU line per author, ending in ER", () => {
  expect(risEntry(artigo, ORIGIN).split("\r\n")).toEqual([
    "TY  - JOUR",
    "TI  - Boatos sobre vacinas em grupos de mensagens",
    "AU  - Vieira, Helena Tapajós",
    "AU  - Lima Filho, José",
    "PY  - 2025",
    "JO  - Revista Amazônica de Comunicação",
    "AB  - Analisamos 300 mensagens.",
    "KW  - vacinas",
    "KW  - saúde & redes",
    "DO  - 10.99999/rac.2025.7",
    "UR  - https://observatorio.example.org/publicacao/7",
    `L1  - https://observatorio.example.org/media/${"ab".repeat(32)}.pdf`,
    "ER  - ",
    "",
  ]);
});
