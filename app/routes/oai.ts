import { getContatoInstitucional } from "#server/api/contato-institucional/service.ts";
import { oaiResponse } from "#server/api/publicacoes/oai.ts";
import { oaiSource } from "#server/api/publicacoes/service.ts";
import type { Route } from "./+types/oai.ts";
import { servicesContext, type AppServices } from "../context.ts";
import { SITE_NAME } from "../site.ts";
import { pageAddress } from "../utils/article-content.server.ts";

/** How many records or headers one answer carries before a resumption token. */
export const OAI_PAGE_SIZE = 50;

async function answer(services: AppServices, request: Request, args: URLSearchParams) {
  const { origin } = pageAddress(request, services.config);
  const xml = await oaiResponse(
    {
      name: SITE_NAME,
      baseUrl: `${origin}/oai`,
      origin,
      source: {
        ...oaiSource(services.db),
        adminEmail: async () => (await getContatoInstitucional(services.db)).email,
      },
      pageSize: OAI_PAGE_SIZE,
      now: new Date(),
    },
    args,
  );
  return new Response(xml, {
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-cache" },
  });
}

/** GET /oai: the OAI-PMH 2.0 endpoint of the publications repository (decision 078). */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(context.get(servicesContext), request, new URL(request.url).searchParams);
}

/** The protocol also takes its arguments as a POSTed form. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = new URLSearchParams(await request.text());
  return answer(context.get(servicesContext), request, body);
}
