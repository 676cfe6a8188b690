import { Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import {
  AdminSessionProvider,
  PANEL_PATH,
  useAdminSession,
} from "../../components/admin/session.tsx";
import { LogoutButton } from "../../components/admin/list-controls.tsx";
import { PapelNotAllowed, mayOpen } from "../../components/admin/papel-areas.tsx";
import { GeneralErrorBoundary } from "../../components/error-boundary.tsx";
import { ToastProvider, ToastRegion, toastStylesheet } from "../../components/ui/toast.tsx";
import adminStylesHref from "../../styles/admin.css?url";

const MESSAGES = {
  title: "Painel administrativo",
  skipToContent: "Pular para o conteúdo",
  brand: "Painel Admin",
  signedInAs: "Conectado como",
  viewSite: "Ver o site",
  account: "Minha conta",
  dismissToast: "Fechar aviso",
} as const;

const HEADER_LINKS = [
  ["/admin/minha-conta", MESSAGES.account],
  ["/", MESSAGES.viewSite],
] as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  toastStylesheet,
];

// The pages below inherit these headers: React Router uses the parent's where a route exports none.
export const headers = adminHeaders;

/** Every /admin page: verifies the session in the browser, then shows the page. */
export default function AdminLayout() {
  return (
    <AdminFrame>
      <AdminSessionProvider>
        <ToastProvider>
          <AdminHeader />
          <main id="conteudo" className="admin-main" tabIndex={-1}>
            <AllowedOutlet />
          </main>
          {/*
            A modal dialog makes the rest of the page inert, this region included: while a
            modal is open, errors belong in its ErrorSummary; toasts report outcomes after.
          */}
          <ToastRegion dismissLabel={MESSAGES.dismissToast} />
        </ToastProvider>
      </AdminSessionProvider>
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return (
    <AdminFrame>
      <main id="conteudo" className="admin-main">
        <GeneralErrorBoundary />
      </main>
    </AdminFrame>
  );
}

/** The page, or why the account's role may not use it (the server refuses its writes too). */
function AllowedOutlet() {
  const { admin } = useAdminSession();
  const { pathname } = useLocation();
  return mayOpen(admin.papel, pathname) ? <Outlet /> : <PapelNotAllowed pathname={pathname} />;
}

// The admin area is written in Portuguese whatever the interface language is.
function AdminFrame({ children }: { children: React.ReactNode }) {
  return (
    <div lang="pt-BR" className="admin">
      {children}
    </div>
  );
}

function AdminHeader() {
  const { admin } = useAdminSession();
  return (
    <header className="admin-header">
      <a className="skip-link" href="#conteudo">
        {MESSAGES.skipToContent}
      </a>
      <div className="container admin-header__bar">
        <Link to={PANEL_PATH} className="admin-header__brand">
          {MESSAGES.brand}
        </Link>
        <div className="admin-header__tools">
          <p className="admin-header__user">
            {MESSAGES.signedInAs} <strong>{admin.nome}</strong>
          </p>
          {/* The site's pages are sent without React: its link loads the whole document. */}
          {HEADER_LINKS.map(([to, label]) => (
            <Link
              key={to}
              to={to}
              className="admin-header__link"
              reloadDocument={!to.startsWith(PANEL_PATH)}
            >
              {label}
            </Link>
          ))}
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
