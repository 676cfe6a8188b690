import type { Publicacao, PublicacaoTipo } from "./schema.ts";

/*
 * The three ways a publication is cited (decision 078): ABNT NBR 6023 text, BibTeX and
 * RIS. Written here rather than taken from citation-js: ABNT is not among the styles it
 * ships, and each format is a few dozen lines over the fields this repository keeps.
 */

type Citable = Pick<
  Publicacao,
  | "id"
  | "titulo"
  | "autores"
  | "ano"
  | "tipo"
  | "veiculo"
  | "resumo"
  | "palavrasChave"
  | "doi"
  | "url"
  | "pdfUrl"
>;

/** Kinship suffixes that go with the surname: "José Lima Filho" → "LIMA FILHO, José". */
const SUFFIXES = new Set(["filho", "filha", "neto", "neta", "sobrinho", "junior", "júnior", "jr."]);

/** A name as "Surname, Given names": "José Lima Filho" → "Lima Filho, José". */
export function invertedName(nome: string): { sobrenome: string; prenomes: string } {
  const words = nome.trim().split(/\s+/);
  if (words.length < 2) return { sobrenome: nome.trim(), prenomes: "" };
  let start = words.length - 1;
  if (start > 1 && SUFFIXES.has(words[start]!.toLocaleLowerCase("pt-BR"))) start -= 1;
  return { sobrenome: words.slice(start).join(" "), prenomes: words.slice(0, start).join(" ") };
}

/** An author as ABNT writes them: surname in capitals, then the given names. */
export function abntName(nome: string): string {
  const { sobrenome, prenomes } = invertedName(nome);
  const upper = sobrenome.toLocaleUpperCase("pt-BR");
  return prenomes ? `${upper}, ${prenomes}` : upper;
}

const risName = (nome: string) => {
  const { sobrenome, prenomes } = invertedName(nome);
  return prenomes ? `${sobrenome}, ${prenomes}` : sobrenome;
};

/** The ABNT entry in three parts: the part in bold is `destaque` (the title or the venue). */
export type AbntParts = { antes: string; destaque: string; depois: string };

const THESIS_NOTE: Partial<Record<PublicacaoTipo, string>> = {
  tese: "Tese (Doutorado)",
  dissertacao: "Dissertação (Mestrado)",
  tcc: "Trabalho de Conclusão de Curso (Graduação)",
};

const endWithPeriod = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function abntParts(item: Citable, origin: string): AbntParts {
  const autores = `${endWithPeriod(item.autores.map((autor) => abntName(autor.nome)).join("; "))} `;
  const titulo = item.titulo;
  const ano = String(item.ano);
  const links = [
    item.doi ? ` DOI: ${item.doi}.` : "",
    ` Disponível em: ${item.url ?? (item.doi ? `https://doi.org/${item.doi}` : `${origin}/publicacao/${item.id}`)}.`,
  ].join("");
  const veiculo = item.veiculo;
  const thesis = THESIS_NOTE[item.tipo as PublicacaoTipo];
  if (thesis) {
    return {
      antes: autores,
      destaque: titulo,
      depois: `. ${ano}. ${thesis}${veiculo ? ` – ${veiculo}` : ""}, ${ano}.${links}`,
    };
  }
  if (item.tipo === "capitulo" && veiculo) {
    return {
      antes: `${autores}${endWithPeriod(titulo)} In: `,
      destaque: veiculo,
      depois: `. ${ano}.${links}`,
    };
  }
  if (item.tipo === "artigo" && veiculo) {
    return {
      antes: `${autores}${endWithPeriod(titulo)} `,
      destaque: veiculo,
      depois: `, ${ano}.${links}`,
    };
  }
  return {
    antes: autores,
    destaque: titulo,
    depois: `. ${veiculo ? `${veiculo}, ` : ""}${ano}.${links}`,
  };
}

export function abntText(item: Citable, origin: string): string {
  const { antes, destaque, depois } = abntParts(item, origin);
  return `${antes}${destaque}${depois}`;
}

const BIBTEX_TYPES: Record<PublicacaoTipo, string> = {
  artigo: "article",
  capitulo: "incollection",
  livro: "book",
  relatorio: "techreport",
  tese: "phdthesis",
  dissertacao: "mastersthesis",
  tcc: "mastersthesis",
  "material-didatico": "misc",
  "conjunto-de-dados": "misc",
  apresentacao: "misc",
};

/** Where each kind's venue goes in BibTeX. */
const BIBTEX_VENUE: Record<PublicacaoTipo, string> = {
  artigo: "journal",
  capitulo: "booktitle",
  livro: "publisher",
  relatorio: "institution",
  tese: "school",
  dissertacao: "school",
  tcc: "school",
  "material-didatico": "howpublished",
  "conjunto-de-dados": "howpublished",
  apresentacao: "howpublished",
};

/** Braces around the value keep its capitals; TeX's special characters are escaped. */
function bibtexValue(text: string): string {
  return text.replace(/[\\{}]/g, "").replace(/([&%$#_])/g, "\\$1");
}

function asciiKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase();
}

export function bibtexKey(item: Citable): string {
  const first = item.autores[0]?.nome.trim().split(/\s+/).pop() ?? "obra";
  return `${asciiKey(first) || "obra"}${item.ano}-${item.id}`;
}

export function bibtexEntry(item: Citable, origin: string): string {
  const tipo = item.tipo as PublicacaoTipo;
  const fields: [string, string | null][] = [
    ["author", item.autores.map((autor) => autor.nome).join(" and ")],
    ["title", item.titulo],
    ["year", String(item.ano)],
    [BIBTEX_VENUE[tipo] ?? "howpublished", item.veiculo],
    ["type", tipo === "tcc" ? "Trabalho de Conclusão de Curso" : null],
    ["doi", item.doi],
    ["url", item.url ?? `${origin}/publicacao/${item.id}`],
    ["keywords", item.palavrasChave.length > 0 ? item.palavrasChave.join(", ") : null],
    ["abstract", item.resumo],
  ];
  const lines = fields
    .filter((field): field is [string, string] => field[1] !== null && field[1] !== "")
    .map(([name, value]) => `  ${name} = {${bibtexValue(value)}}`);
  return `@${BIBTEX_TYPES[tipo] ?? "misc"}{${bibtexKey(item)},\n${lines.join(",\n")}\n}\n`;
}

const RIS_TYPES: Record<PublicacaoTipo, string> = {
  artigo: "JOUR",
  capitulo: "CHAP",
  livro: "BOOK",
  relatorio: "RPRT",
  tese: "THES",
  dissertacao: "THES",
  tcc: "THES",
  "material-didatico": "GEN",
  "conjunto-de-dados": "DATA",
  apresentacao: "SLIDE",
};

/** RIS takes one value a line: line breaks inside a value are made spaces. */
const risLine = (tag: string, value: string) => `${tag}  - ${value.replace(/\s*\n\s*/g, " ")}`;

export function risEntry(item: Citable, origin: string): string {
  const tipo = item.tipo as PublicacaoTipo;
  const venueTag =
    tipo === "artigo" ? "JO" : tipo === "livro" || tipo === "relatorio" ? "PB" : "T2";
  const lines = [
    risLine("TY", RIS_TYPES[tipo] ?? "GEN"),
    risLine("TI", item.titulo),
    ...item.autores.map((autor) => risLine("AU", risName(autor.nome))),
    risLine("PY", String(item.ano)),
    ...(item.veiculo ? [risLine(venueTag, item.veiculo)] : []),
    ...(item.resumo ? [risLine("AB", item.resumo)] : []),
    ...item.palavrasChave.map((palavra) => risLine("KW", palavra)),
    ...(item.doi ? [risLine("DO", item.doi)] : []),
    risLine("UR", item.url ?? `${origin}/publicacao/${item.id}`),
    ...(item.pdfUrl ? [risLine("L1", `${origin}${item.pdfUrl}`)] : []),
    risLine("ER", ""),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export function bibtexFile(items: readonly Citable[], origin: string): string {
  return items.map((item) => bibtexEntry(item, origin)).join("\n");
}

export function risFile(items: readonly Citable[], origin: string): string {
  return items.map((item) => risEntry(item, origin)).join("\r\n");
}
