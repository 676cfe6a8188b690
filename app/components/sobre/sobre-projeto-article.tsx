import { useTranslation } from "react-i18next";

type SobreProjetoPageProps = {
  /** The editors' title; null shows the translated default. */
  titulo: string | null;
  /** Sanitised HTML; null shows the "in development" text. */
  conteudo: string | null;
  /** Shown under the title, e.g. the admin page's edit button. */
  controls?: React.ReactNode;
};

/** The About page: its title and rich text, or the "in development" text. */
export function SobreProjetoPage({ titulo, conteudo, controls }: SobreProjetoPageProps) {
  const { t } = useTranslation();
  return (
    <article className="page container about">
      {titulo === null ? <h1>{t("sobre.title")}</h1> : <h1 lang="pt-BR">{titulo}</h1>}
      {controls}
      {conteudo === null ? (
        <p className="about__empty">{t("sobre.empty")}</p>
      ) : (
        <div
          className="about__content"
          lang="pt-BR"
          // Sanitised when stored and again before it is shown.
          dangerouslySetInnerHTML={{ __html: conteudo }}
        />
      )}
    </article>
  );
}
