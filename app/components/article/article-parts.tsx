import { useTranslation } from "../../i18n/use-translation.ts";
import { ContentImage } from "../ui/content-image.tsx";

/** Width of the article column, for the capa's `sizes`. */
const COLUMN_SIZES = "(min-width: 52rem) 48rem, 100vw";

/** A capa (the first image of an article) as loaders hand it to the page. */
export type Capa = { src: string; alt: string; legenda: string };

/** The first image of an article, with its caption when it has one. */
export function ArticleCapa({ capa }: { capa: Capa }) {
  return (
    <figure className="article__figure">
      <div className="image-frame article__image">
        <ContentImage src={capa.src} alt={capa.alt} sizes={COLUMN_SIZES} priority />
      </div>
      {capa.legenda && <figcaption className="article__caption">{capa.legenda}</figcaption>}
    </figure>
  );
}

/**
 * Rich text from the database. Loaders pass it through richTextForDisplay, so what
 * arrives here is the editor's safe subset of HTML.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={["rich-text", className].filter(Boolean).join(" ")}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** A source is a link when it is a web address, and plain text otherwise. */
export function SourceText({ source }: { source: string }) {
  const { t } = useTranslation();
  if (!WEB_ADDRESS.test(source)) return <>{source}</>;
  return (
    <a href={source} target="_blank" rel="noopener noreferrer">
      {source}
      <span className="visually-hidden"> {t("share.opensInNewTab")}</span>
    </a>
  );
}
