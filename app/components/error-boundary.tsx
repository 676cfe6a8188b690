import { useTranslation } from "../i18n/use-translation.ts";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { MessageKey, SourceMessages } from "../i18n/resources.ts";

/** A text without {{variables}}, which an error view can show as it is. */
export type PlainMessageKey = {
  [K in MessageKey]: SourceMessages[K] extends `${string}{{${string}` ? never : K;
}[MessageKey];

/** The heading and sentence an error view shows. */
export type ErrorMessage = { title: PlainMessageKey; text: PlainMessageKey };

const MESSAGES: Partial<Record<number, ErrorMessage>> = {
  404: { title: "error.notFound.title", text: "error.notFound.text" },
};
const FALLBACK: ErrorMessage = { title: "error.generic.title", text: "error.generic.text" };

type GeneralErrorBoundaryProps = {
  /** A page family's own messages, e.g. "news item not found" for its 404. */
  statusMessages?: Partial<Record<number, ErrorMessage>>;
  /** Where the way out leads; the home page unless the family has a better place. */
  backLink?: { to: string; label: PlainMessageKey };
};

/** The one error view every route family delegates to, with a message per status. */
export function GeneralErrorBoundary({
  statusMessages = {},
  backLink = { to: "/", label: "actions.backHome" },
}: GeneralErrorBoundaryProps) {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = statusMessages[status] ?? MESSAGES[status] ?? FALLBACK;
  return (
    <div className="error-page container">
      <p className="error-page__status">{t("error.status", { status })}</p>
      <h1>{t(message.title)}</h1>
      <p>{t(message.text)}</p>
      <p>
        <Link to={backLink.to}>{t(backLink.label)}</Link>
      </p>
    </div>
  );
}
