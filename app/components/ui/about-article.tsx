import type { ReactNode } from "react";

type AboutArticleProps = {
  /** The translated title, shown while the editors have given none. */
  defaultTitle: string;
  /** The editors' title; null shows `defaultTitle`. */
  titulo: string | null;
  /** Sanitised HTML; null shows `empty`. */
  conteudo: string | null;
  empty: string;
  /** Shown under the title, e.g. the admin page's edit button. */
  controls?: ReactNode;
  /** Shown under the text. */
  children?: ReactNode;
};

/** A page of the editors' rich text (About, institutional pages), or its fallback. */
export function AboutArticle(props: AboutArticleProps) {
  const { defaultTitle, titulo, conteudo, empty, controls, children } = props;
  return (
    <article className="page container about">
      {titulo === null ? <h1>{defaultTitle}</h1> : <h1 lang="pt-BR">{titulo}</h1>}
      {controls}
      {conteudo === null ? (
        <p className="about__empty">{empty}</p>
      ) : (
        <div
          className="about__content"
          lang="pt-BR"
          // Sanitised when stored and again before it is shown.
          dangerouslySetInnerHTML={{ __html: conteudo }}
        />
      )}
      {children}
    </article>
  );
}
