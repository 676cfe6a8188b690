import type { Route } from "./+types/locales.ts";
import { isLanguage } from "../i18n/languages.ts";
import { getMessages } from "../i18n/resources.ts";

const ONE_HOUR_SECONDS = 3600;

/** GET /locales/{lng}/translation.json: one language's whole dictionary. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lng)) {
    return Response.json({ error: "Idioma não disponível." }, { status: 404 });
  }
  return Response.json(getMessages(params.lng), {
    headers: { "Cache-Control": `public, max-age=${ONE_HOUR_SECONDS}` },
  });
}
