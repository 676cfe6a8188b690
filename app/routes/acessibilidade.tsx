import { useTranslation } from "../i18n/use-translation.ts";
import { redirect } from "react-router";
import { PageLink } from "../components/layout/page-link.tsx";
import type { Route } from "./+types/acessibilidade.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { returnPathAfterChoice } from "../i18n/detection.ts";
import stylesHref from "../styles/sobre.css?url";
import { serializeContrastCookie } from "../utils/contrast.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t("a11y.title"), description: t("a11y.description") }));

/** The accessibility bar's switch: stores the contrast choice and goes back to the page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  // Anything but "alto" turns high contrast off: the switch has only two positions.
  const high = form.get("contraste") === "alto";
  const secure = new URL(request.url).protocol === "https:";
  return redirect(returnPath(request), {
    status: 303,
    headers: { "Set-Cookie": serializeContrastCookie(high, { secure }) },
  });
}

/**
 * The page the switch was pressed on: the Referer when it is this site's (the referrer
 * policy sends it whole to the same origin), else this page.
 */
function returnPath(request: Request): string {
  const referer = request.headers.get("Referer");
  const origin = new URL(request.url).origin;
  if (!referer?.startsWith(`${origin}/`)) return "/acessibilidade";
  return returnPathAfterChoice(referer.slice(origin.length), "/acessibilidade");
}

export default function Acessibilidade() {
  const { t } = useTranslation();
  return (
    <article className="page container about">
      <h1>{t("a11y.title")}</h1>
      <div className="about__content">
        <p>{t("a11y.intro")}</p>
        <h2>{t("a11y.featuresTitle")}</h2>
        <ul>
          <li>{t("a11y.featureShortcuts")}</li>
          <li>{t("a11y.featureContrast")}</li>
          <li>{t("a11y.featureKeyboard")}</li>
          <li>{t("a11y.featureImages")}</li>
          <li>{t("a11y.featureLanguages")}</li>
        </ul>
        <h2>{t("a11y.standardTitle")}</h2>
        <p>{t("a11y.standard")}</p>
        <h2>{t("a11y.contactTitle")}</h2>
        <p>
          {t("a11y.contact")} <PageLink to="/contato">{t("a11y.contactLink")}</PageLink>
        </p>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
