import { useTranslation } from "../i18n/use-translation.ts";
import { isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/newsletters.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { NewslettersPage } from "../components/newsletters/newsletter-grid.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { InscricaoForm, readInscricaoValues } from "../components/newsletters/inscricao-form.tsx";
import { clientAddressContext, languageContext, servicesContext } from "../context.ts";
import stylesHref from "../styles/newsletters.css?url";
import { loadNewsletterCards } from "./newsletters.server.ts";
import { submitInscricaoForm } from "./inscricao-form.server.ts";
import { answerFormSubmission } from "../utils/public-form.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("newsletters.title"),
    description: t("newsletters.description"),
  }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const origin = config.publicUrl ?? new URL(request.url).origin;
  return { newsletters: await loadNewsletterCards(db, origin, context.get(languageContext)) };
}

/** The subscription form, here and in the footer of every other page, with or without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const origin = services.config.publicUrl ?? new URL(request.url).origin;
  const form = await request.formData();
  return answerFormSubmission(
    () => submitInscricaoForm(services, context.get(clientAddressContext), form, origin),
    {
      log: "The newsletter subscription form could not store a request:",
      values: () => readInscricaoValues(form),
    },
  );
}

export default function NewslettersRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewslettersPage
      newsletters={loaderData.newsletters}
      subscription={<InscricaoForm result={actionData} />}
    />
  );
}

/** A missing page keeps the shared 404; a failed list shows the specification's error. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <GeneralErrorBoundary />;
  return (
    <div className="page container">
      <h1>{t("newsletters.title")}</h1>
      <div className="newsletters__state newsletters__state--error">
        <p className="newsletters__state-title">{t("newsletters.error")}</p>
        {/* A plain link: it loads the page again even when scripts have stopped working. */}
        <p>
          <a href="/newsletters">{t("newsletters.retry")}</a>
        </p>
      </div>
    </div>
  );
}
