import { useTranslation } from "react-i18next";
import { Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/public-layout.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { SiteBanner } from "../components/layout/site-banner.tsx";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { feedLinks } from "../utils/feed-channels.ts";

// Pages that export no meta of their own get the site's name and mission.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ description: t("mission.summary") }));

// Feed readers and browsers find the feeds from any public page.
export const links: Route.LinksFunction = () => feedLinks();

// The server's year, so that the page hydrates with the text it was rendered with.
export function loader() {
  return { year: new Date().getFullYear() };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PublicShell year={loaderData.year}>
      <Outlet />
    </PublicShell>
  );
}

// A page's error keeps the header and footer around it.
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/public-layout");
  return (
    <PublicShell year={data?.year ?? new Date().getFullYear()}>
      <GeneralErrorBoundary />
    </PublicShell>
  );
}

function PublicShell({ year, children }: { year: number; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#conteudo">
        {t("header.skipToContent")}
      </a>
      <SiteHeader />
      <SiteBanner />
      {/* Pages render their content here and never a second <main>. */}
      <main id="conteudo" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter year={year} />
    </>
  );
}
