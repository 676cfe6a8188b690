import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Resource routes answer with data and render no page.
  route("locales/:lng/translation.json", "routes/locales.tsx"),
  route("og/fake-news/:id/:file", "routes/fake-news-share-image.tsx"),

  // The admin area: Portuguese only and never indexed. Pages under the admin layout render
  // only after the browser has verified the session; the login page stands outside it.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/panel.tsx"),
    route("noticias", "routes/admin/noticias.tsx"),
    route("fake-news", "routes/admin/fake-news.tsx"),
    route("subprojetos", "routes/admin/subprojetos.tsx"),
    route("equipe", "routes/admin/equipe.tsx"),
    route("newsletters", "routes/admin/newsletters.tsx"),
    route("sobre", "routes/admin/sobre.tsx"),
    route("paginas/:slug", "routes/admin/pagina.tsx"),
    // The contact data with its controls; the inbox of messages is its own page beside it.
    route("contato", "routes/admin/contato.tsx", [index("routes/admin/contato-mensagens.tsx")]),
  ]),

  // Public pages share the header, banner and footer.
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("repositorio", "routes/repositorio.tsx"),
    route("languages", "routes/languages.tsx"),
    route("sobre", "routes/sobre.tsx"),
    route("subprojetos", "routes/subprojetos.tsx"),
    route("equipe", "routes/equipe.tsx"),
    route("equipe/:cargoSlug", "routes/equipe-grupo.tsx"),
    route("newsletters", "routes/newsletters.tsx"),
    route("contato", "routes/contato.tsx"),
    route("noticias", "routes/noticias.tsx"),
    route("noticia/:id", "routes/noticia.tsx"),
    route("fake-news", "routes/fake-news.tsx"),
    route("fake-news/:id", "routes/fake-news-detail.tsx"),
    route("metodologia", "routes/metodologia.tsx"),
    route("politica-de-correcoes", "routes/politica-de-correcoes.tsx"),
    route("transparencia", "routes/transparencia.tsx"),
    route("acessibilidade", "routes/acessibilidade.tsx"),
    // Must stay last: every path no other route claims renders the 404 page.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
