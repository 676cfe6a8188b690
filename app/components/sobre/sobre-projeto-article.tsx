import { useTranslation } from "../../i18n/use-translation.ts";
import { AboutArticle } from "../ui/about-article.tsx";

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
    <AboutArticle
      defaultTitle={t("sobre.title")}
      titulo={titulo}
      conteudo={conteudo}
      empty={t("sobre.empty")}
      controls={controls}
    />
  );
}
