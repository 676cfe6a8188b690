import type { ReactNode } from "react";

type TitledPageProps = {
  /** The page's frame: "page container" unless the page is styled otherwise. */
  className?: string;
  /** Shown above the heading (a link back to the whole list). */
  before?: ReactNode;
  title: string;
  /** The heading's language when it is stored text rather than interface text. */
  titleLang?: string;
  intro: string;
  /** What the page shows under its introduction. */
  children: ReactNode;
};

/** A public page's frame: its heading and introduction above what it shows. */
export function TitledPage({
  className = "page container",
  before,
  title,
  titleLang,
  intro,
  children,
}: TitledPageProps) {
  return (
    <div className={className}>
      {before}
      <h1 lang={titleLang}>{title}</h1>
      <p className="page__intro">{intro}</p>
      {children}
    </div>
  );
}

type ListPageProps = TitledPageProps & {
  /** Whether there is nothing to list: `empty` is said in place of the list. */
  isEmpty: boolean;
  empty: string;
  emptyClassName: string;
  /** Shown under the list. */
  after?: ReactNode;
};

/** A public page that lists something under its heading and introduction. */
export function ListPage({
  isEmpty,
  empty,
  emptyClassName,
  children,
  after,
  ...frame
}: ListPageProps) {
  return (
    <TitledPage {...frame}>
      {isEmpty ? <p className={emptyClassName}>{empty}</p> : children}
      {after}
    </TitledPage>
  );
}
