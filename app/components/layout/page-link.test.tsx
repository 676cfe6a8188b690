import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Link,
  NavLink,
  StaticRouterProvider,
} from "react-router";
import { expect, test } from "vitest";
import { PageLink, PageNavLink } from "./page-link.tsx";

/** Renders `element` at `path` as the server renders a page, with React Router around it. */
async function renderAt(path: string, element: React.ReactNode): Promise<string> {
  const routes = [{ path: "*", element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />,
  );
}

const withoutDiscover = (html: string) => html.replaceAll(' data-discover="true"', "");

test("prints what React Router's Link prints", async () => {
  const props = { className: "card__more", lang: "pt-BR", "aria-label": "Ler" } as const;
  for (const to of ["/", "/noticia/1", "/busca?q=chuva&pagina=2", "/fake-news?status=desmentida"]) {
    expect(
      await renderAt(
        "/fake-news/1",
        <PageLink to={to} {...props}>
          x
        </PageLink>,
      ),
    ).toBe(
      withoutDiscover(
        await renderAt(
          "/fake-news/1",
          <Link to={to} {...props}>
            x
          </Link>,
        ),
      ),
    );
  }
});

test("marks the current page and the pages below it as NavLink does", async () => {
  const cases: [string, string][] = [
    ["/fake-news", "/fake-news"],
    ["/fake-news/1", "/fake-news"],
    ["/Fake-News/1", "/fake-news"],
    ["/fake-newsletters", "/fake-news"],
    ["/noticias", "/fake-news"],
    ["/", "/sobre"],
    ["/sobre/", "/sobre"],
  ];
  for (const [at, to] of cases) {
    const ours = await renderAt(
      at,
      <PageNavLink to={to} className="site-nav__link">
        x
      </PageNavLink>,
    );
    const theirs = await renderAt(
      at,
      <NavLink to={to} className="site-nav__link">
        x
      </NavLink>,
    );
    expect(ours, `${to} at ${at}`).toBe(withoutDiscover(theirs));
  }
  expect(await renderAt("/fake-news/1", <PageNavLink to="/fake-news">x</PageNavLink>)).toContain(
    'aria-current="page" class="active"',
  );
});
