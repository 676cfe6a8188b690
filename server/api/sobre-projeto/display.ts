import { richTextForDisplay } from "../../content/rich-text.ts";

/*
 * How the About page turns the stored record into what it shows. Isomorphic and pure:
 * the page renderer and the browser call it with whatever the API returned. Each stored
 * text goes through richTextForDisplay, so `conteudo` is HTML ready for the page.
 */

export const ABOUT_FALLBACK_TITLE = "Sobre o Projeto";

export type AboutSource = {
  titulo?: string | null;
  conteudo?: string | null;
  descricao?: string | null;
  objetivos?: string | null;
  metodologia?: string | null;
};

/** `conteudo` null means there is nothing to show: the page prints its "in development" text. */
export type AboutDisplay = { titulo: string; conteudo: string | null };

function present(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/**
 * The record may come alone or as a list (the first element counts). A record with any
 * of `descricao`, `objetivos`, `metodologia` is shown as those sections in that order;
 * otherwise `titulo` and `conteudo` are shown as stored.
 */
export function aboutDisplay(source: AboutSource | AboutSource[] | null | undefined): AboutDisplay {
  const record = Array.isArray(source) ? source[0] : source;
  if (!record) return { titulo: ABOUT_FALLBACK_TITLE, conteudo: null };

  const titulo = present(record.titulo) ? record.titulo : ABOUT_FALLBACK_TITLE;
  const { descricao, objetivos, metodologia } = record;
  if (present(descricao) || present(objetivos) || present(metodologia)) {
    const pieces = [
      present(descricao) ? richTextForDisplay(descricao) : "",
      present(objetivos) ? `<h2>Objetivos</h2>\n${richTextForDisplay(objetivos)}` : "",
      present(metodologia) ? `<h2>Metodologia</h2>\n${richTextForDisplay(metodologia)}` : "",
    ].filter((piece) => piece !== "");
    return { titulo, conteudo: pieces.join("\n\n") };
  }
  return {
    titulo,
    conteudo: present(record.conteudo) ? richTextForDisplay(record.conteudo) : null,
  };
}
