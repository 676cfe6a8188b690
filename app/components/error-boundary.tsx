import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
type ErrorMessage = {
  title: "error.notFound.title" | "error.generic.title";
  text: "error.notFound.text" | "error.generic.text";
};

const MESSAGES: Record<number, ErrorMessage> = {
  404: { title: "error.notFound.title", text: "error.notFound.text" },
};
const FALLBACK: ErrorMessage = { title: "error.generic.title", text: "error.generic.text" };

/** The one error view every route family delegates to, with a message per status. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = MESSAGES[status] ?? FALLBACK;
  return (
    <div className="error-page container">
      <p className="error-page__status">{t("error.status", { status })}</p>
      <h1>{t(message.title)}</h1>
      <p>{t(message.text)}</p>
      <p>
        <Link to="/">{t("actions.backHome")}</Link>
      </p>
    </div>
  );
}
