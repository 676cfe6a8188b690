import {
  PUBLICACAO_TIPO_LABELS,
  PUBLICACAO_TIPOS,
  type Publicacao,
} from "#server/api/publicacoes/schema.ts";
import { defineForm, type FormValues } from "../../components/admin/form-values.ts";

/** The publication form's fields, in the form's order; the PDF file's input is the form's own. */
export const PUBLICACAO_FORM = defineForm([
  { kind: "text", name: "titulo", label: "Título", required: true },
  {
    kind: "textarea",
    name: "autores",
    label: "Autores",
    hint: "Um autor por linha, na ordem da publicação. Para ligar ao currículo, escreva depois do nome uma barra vertical e o endereço do Lattes ou do ORCID: Ana Souza | https://orcid.org/0000-0000-0000-0000",
    rows: 4,
    required: true,
  },
  {
    kind: "text",
    name: "ano",
    label: "Ano",
    type: "number",
    inputMode: "numeric",
    required: true,
    step: 1,
  },
  {
    kind: "select",
    name: "tipo",
    label: "Tipo",
    required: true,
    emptyOption: { label: "Selecione o tipo", disabled: true },
    options: PUBLICACAO_TIPOS.map((tipo) => [tipo, PUBLICACAO_TIPO_LABELS[tipo]] as const),
  },
  {
    kind: "text",
    name: "veiculo",
    label: "Veículo",
    hint: "A revista, o evento ou a editora.",
  },
  { kind: "textarea", name: "resumo", label: "Resumo", rows: 5 },
  {
    kind: "text",
    name: "palavrasChave",
    label: "Palavras-chave",
    hint: "Separadas por vírgula.",
  },
  { kind: "text", name: "doi", label: "DOI", hint: "Por exemplo: 10.1234/abc.2024" },
  { kind: "text", name: "url", label: "Endereço na web", type: "url", inputMode: "url" },
  { kind: "text", name: "licenca", label: "Licença", hint: "Por exemplo: CC BY 4.0" },
]);

export type PublicacaoFormValues = FormValues<typeof PUBLICACAO_FORM.fields> & {
  subprojetoId: string;
  /** The stored PDF the publication has now; kept unless a new file replaces or removes it. */
  pdfUrl: string;
};

export const PUBLICACAO_FIELD_KEYS = [...PUBLICACAO_FORM.fields, "subprojetoId", "pdfUrl"];

/** The authors as the textarea holds them: `Nome | endereço`, one a line. */
export function autoresText(autores: Publicacao["autores"]): string {
  return autores
    .map((autor) => (autor.endereco ? `${autor.nome} | ${autor.endereco}` : autor.nome))
    .join("\n");
}

export function parseAutoresText(text: string): { nome: string; endereco: string | null }[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [nome = "", ...rest] = line.split("|");
      const endereco = rest.join("|").trim();
      return { nome: nome.trim(), endereco: endereco || null };
    });
}

export function publicacaoValues(
  publicacao: Publicacao | null,
  now: Date = new Date(),
): PublicacaoFormValues {
  if (!publicacao) {
    return {
      ...PUBLICACAO_FORM.empty(),
      ano: String(now.getFullYear()),
      subprojetoId: "",
      pdfUrl: "",
    };
  }
  return {
    titulo: publicacao.titulo,
    autores: autoresText(publicacao.autores),
    ano: String(publicacao.ano),
    tipo: publicacao.tipo,
    veiculo: publicacao.veiculo ?? "",
    resumo: publicacao.resumo ?? "",
    palavrasChave: publicacao.palavrasChave.join(", "),
    doi: publicacao.doi ?? "",
    url: publicacao.url ?? "",
    licenca: publicacao.licenca ?? "",
    subprojetoId: publicacao.subprojetoId === null ? "" : String(publicacao.subprojetoId),
    pdfUrl: publicacao.pdfUrl ?? "",
  };
}

/** What is sent for the values on screen, with the PDF's address (a new upload's, if any). */
export function publicacaoBody(values: PublicacaoFormValues, pdfUrl: string = values.pdfUrl) {
  return {
    ...PUBLICACAO_FORM.payload(values),
    autores: parseAutoresText(values.autores),
    palavrasChave: values.palavrasChave
      .split(",")
      .map((palavra) => palavra.trim())
      .filter(Boolean),
    subprojetoId: values.subprojetoId || null,
    pdfUrl: pdfUrl || null,
  };
}

/** The API names an author's error `autores.0.nome`: the form shows it beside the authors. */
export function publicacaoDetails(details: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(details)) {
    const field = key.startsWith("autores.")
      ? "autores"
      : key.startsWith("palavrasChave.")
        ? "palavrasChave"
        : key;
    mapped[field] ??= message;
  }
  return mapped;
}
