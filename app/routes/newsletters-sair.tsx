import type { Route } from "./+types/newsletters-sair.ts";
import { unsubscribe } from "#server/api/inscricoes/service.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import {
  InscricaoLinkPage,
  inscricaoLinkMeta,
} from "../components/newsletters/inscricao-link-page.tsx";
import { clientAddressContext, servicesContext } from "../context.ts";
import { answerLinkPost, linkToken, PRIVATE_PAGE_HEADERS } from "../utils/inscricao-link.server.ts";

// The unsubscribe link in the body of every newsletter e-mail: one click deletes the address.

export const meta: Route.MetaFunction = (args) => inscricaoLinkMeta(args, "leave");

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export function loader({ request }: Route.LoaderArgs) {
  return { token: linkToken(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  // A token that names nobody any more is done too: the address is not on the list.
  return answerLinkPost(services, context.get(clientAddressContext), request, async (token) => {
    await unsubscribe(services.db, token);
    return true;
  });
}

export default function NewslettersSairRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InscricaoLinkPage kind="leave" token={loaderData.token} outcome={actionData?.outcome} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
