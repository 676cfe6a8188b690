import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/public-layout.ts";
import { A11yBar } from "../components/layout/a11y-bar.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { SiteBanner } from "../components/layout/site-banner.tsx";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { INSCRICAO_ACTION } from "../components/newsletters/inscricao-form.tsx";
import { STATIC_PAGE } from "../components/layout/static-page.ts";
import { NAV_ID, SiteHeader } from "../components/layout/site-header.tsx";
import { prefersHighContrast } from "../utils/contrast.server.ts";
import { feedLinks } from "../utils/feed-channels.ts";
import { documentWithoutReactContext, servicesContext } from "../context.ts";
import { loadFooterInstitutions } from "../utils/rodape.server.ts";
import type { Instituicao } from "#server/api/rodape/schema.ts";

// Pages that export no meta of their own get the site's name and mission.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ description: t("mission.summary") }));

// Feed readers and browsers find the feeds from any public page.
export const links: Route.LinksFunction = () => feedLinks();

/**
 * Every page under this layout is sent without React, with the public script file
 * (decisions 042 and 048): said here once, for all of them.
 */
export const handle = STATIC_PAGE;

/**
 * Such a document needs no dictionary in the browser. A data request (`.data`) serves
 * React navigating in the browser, which does render with it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    if (!new URL(request.url).pathname.endsWith(".data")) {
      context.set(documentWithoutReactContext, true);
    }
  },
];

// The server's year, so that the page hydrates with the text it was rendered with, the
// visitor's contrast choice, so the first paint already has the chosen colours, and the
// footer's institutions.
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    year: new Date().getFullYear(),
    highContrast: prefersHighContrast(request),
    instituicoes: await loadFooterInstitutions(context.get(servicesContext)),
  };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PublicShell
      year={loaderData.year}
      highContrast={loaderData.highContrast}
      instituicoes={loaderData.instituicoes}
    >
      <Outlet />
    </PublicShell>
  );
}

// A page's error keeps the header and footer around it.
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/public-layout");
  return (
    <PublicShell
      year={data?.year ?? new Date().getFullYear()}
      highContrast={data?.highContrast ?? false}
      instituicoes={data?.instituicoes ?? []}
    >
      <GeneralErrorBoundary />
    </PublicShell>
  );
}

function PublicShell({
  year,
  highContrast,
  instituicoes,
  children,
}: {
  year: number;
  highContrast: boolean;
  instituicoes: readonly Instituicao[];
  children: React.ReactNode;
}) {
  // /newsletters shows the subscription form in the page: the footer's would repeat it.
  const subscription = useLocation().pathname !== INSCRICAO_ACTION;
  return (
    <>
      {/* The accessibility bar and the banner belong to the header's landmark: nothing
            of the page stands outside a landmark. */}
      <SiteHeader top={<A11yBar highContrast={highContrast} menuId={NAV_ID} />}>
        <SiteBanner />
      </SiteHeader>
      {/* Pages render their content here and never a second <main>. */}
      <main id="conteudo" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter year={year} instituicoes={instituicoes} subscription={subscription} />
    </>
  );
}
