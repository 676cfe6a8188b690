import type { AnchorHTMLAttributes } from "react";
import { useLocation } from "react-router";

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An absolute path, with its query if any: `/noticia/1`, `/busca?q=chuva`. */
  to: string;
};

/**
 * A link on the public pages, which are sent without React (decision 042): the browser
 * follows it, so it is a plain anchor. React Router's `Link` prints the same `href`, but
 * resolves it against the route tree on every render: about 6 % of an uncached fact
 * check's main-thread time (decision 046).
 */
export function PageLink({ to, children, ...props }: PageLinkProps) {
  return (
    <a {...props} href={to}>
      {children}
    </a>
  );
}

/**
 * A menu entry: `PageLink`, marked as the current page (`aria-current="page"` and the
 * `active` class, as React Router's `NavLink` marks it) on its own address and below it.
 */
export function PageNavLink({ to, className, children, ...props }: PageLinkProps) {
  const active = isCurrentPath(useLocation().pathname, to);
  return (
    <a
      {...props}
      aria-current={active ? "page" : undefined}
      className={active ? [className, "active"].filter(Boolean).join(" ") : className}
      href={to}
    >
      {children}
    </a>
  );
}

/** Whether `pathname` is `to` or below it, as `NavLink` decides (letter case aside). */
export function isCurrentPath(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  return path === target || path.startsWith(`${target}/`);
}
