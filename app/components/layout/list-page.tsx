import type { ReactNode } from "react";

type ListPageProps = {
  /** The page's frame: "page container" unless the list is styled as articles. */
  className?: string;
  /** Shown above the heading (a link back to the whole list). */
  before?: ReactNode;
  title: string;
  /** The heading's language when it is stored text rather than interface text. */
  titleLang?: string;
  intro: string;
  /** Whether there is nothing to list: `empty` is said in place of the list. */
  isEmpty: boolean;
  empty: string;
  emptyClassName: string;
  /** The list. */
  children: ReactNode;
  /** Shown under the list. */
  after?: ReactNode;
};

/** A public page that lists something under its heading and introduction. */
export function ListPage({
  className = "page container",
  before,
  title,
  titleLang,
  intro,
  isEmpty,
  empty,
  emptyClassName,
  children,
  after,
}: ListPageProps) {
  return (
    <div className={className}>
      {before}
      <h1 lang={titleLang}>{title}</h1>
      <p className="page__intro">{intro}</p>
      {isEmpty ? <p className={emptyClassName}>{empty}</p> : children}
      {after}
    </div>
  );
}
