import { I18nextProvider } from "react-i18next";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root.ts";
import { GeneralErrorBoundary } from "./components/error-boundary.tsx";
import { useNonce } from "./components/nonce.tsx";
import { isStaticPage } from "./components/layout/static-page.ts";
import { documentWithoutReactContext, languageContext, servicesContext } from "./context.ts";
import { getI18n, pageI18n } from "./i18n/instance.ts";
import { FALLBACK_LANGUAGE, htmlLang } from "./i18n/languages.ts";
import { getMessages, type Messages } from "./i18n/resources.ts";
import { useLanguageSync } from "./i18n/use-language-sync.ts";
import { PUBLIC_SCRIPT } from "./public/script.ts";
import stylesHref from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The language and only that language's dictionary travel with a page that hydrates, so
 * the browser renders with the texts the server rendered and never fetches them
 * separately. A page sent without React leaves the dictionary out: serialising it for a
 * browser that never reads it cost a fifth of such a page's render.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const lang = context.get(languageContext);
  return {
    lang,
    messages: context.get(documentWithoutReactContext) ? undefined : getMessages(lang),
    origin: config.publicUrl ?? new URL(request.url).origin,
  };
}

// Only reachable if the root loader itself failed; texts then show as their keys.
const NO_MESSAGES = {} as Messages;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.lang ?? FALLBACK_LANGUAGE;
  // Pages under the public layout are sent without React: their HTML and one small
  // script file, the same on every such page (decisions 042 and 048). In the browser
  // React renders only the admin area, whose links to public pages load whole documents;
  // the constant also leaves the server's dictionaries out of the browser's bundle.
  const matches = useMatches();
  const staticPage = import.meta.env.SSR && isStaticPage(matches);
  if (import.meta.env.SSR && data && !data.messages && !staticPage) {
    throw new Error("A page that hydrates was rendered without its dictionary");
  }
  const i18n = data ? pageI18n(data) : getI18n(lang, NO_MESSAGES);
  useLanguageSync(lang);
  return (
    // The specification keeps every language, Arabic included, left-to-right.
    <html lang={htmlLang(lang)} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5d3b" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        {staticPage ? (
          // A module runs once the document is parsed. It needs no nonce: the policy lets
          // its text run by its hash (built) or its address (development), decision 047.
          PUBLIC_SCRIPT.text ? (
            <script type="module" dangerouslySetInnerHTML={{ __html: PUBLIC_SCRIPT.text }} />
          ) : (
            <script type="module" src={PUBLIC_SCRIPT.src} />
          )
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <main id="conteudo" className="site-main">
      <GeneralErrorBoundary />
    </main>
  );
}
