import type { Route } from "./+types/newsletters-confirmar.ts";
import { confirmSubscription } from "#server/api/inscricoes/service.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import {
  InscricaoLinkPage,
  inscricaoLinkMeta,
} from "../components/newsletters/inscricao-link-page.tsx";
import { clientAddressContext, servicesContext } from "../context.ts";
import { answerLinkPost, linkToken, PRIVATE_PAGE_HEADERS } from "../utils/inscricao-link.server.ts";

// The confirmation e-mail's link: the page asks for a click, and the click confirms.

export const meta: Route.MetaFunction = (args) => inscricaoLinkMeta(args, "confirm");

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export function loader({ request }: Route.LoaderArgs) {
  return { token: linkToken(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  return answerLinkPost(services, context.get(clientAddressContext), request, (token) =>
    confirmSubscription(services.db, token),
  );
}

export default function NewslettersConfirmarRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <InscricaoLinkPage kind="confirm" token={loaderData.token} outcome={actionData?.outcome} />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
