import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Resource routes answer with data and render no page.
  route("locales/:lng/translation.json", "routes/locales.tsx"),
  // Feeds, sitemap, robots.txt and open data: documents for feed readers, search engines
  // and whoever reuses the fact-checks.
  route("feed.xml", "routes/feed.ts"),
  route("noticias/feed.xml", "routes/feed-noticias.ts"),
  route("fake-news/feed.xml", "routes/feed-fake-news.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemap/:page", "routes/sitemap-page.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("dados/checagens.csv", "routes/dados-checagens-csv.ts"),
  route("dados/checagens.json", "routes/dados-checagens-json.ts"),
  // The numbers of each chart of the panel on /dados, one module for the four files
  // (`PAINEL_GRAFICOS` in server/syndication/painel.ts).
  route("dados/checagens-por-mes.csv", "routes/dados-painel-csv.ts", {
    id: "dados-painel-checagens-por-mes",
  }),
  route("dados/checagens-por-estado.csv", "routes/dados-painel-csv.ts", {
    id: "dados-painel-checagens-por-estado",
  }),
  route("dados/temas.csv", "routes/dados-painel-csv.ts", { id: "dados-painel-temas" }),
  route("dados/sugestoes-por-semana.csv", "routes/dados-painel-csv.ts", {
    id: "dados-painel-sugestoes-por-semana",
  }),
  route("og/fake-news/:id/:file", "routes/fake-news-share-image.tsx"),
  // The repository's references as files (decision 078): the filtered list, or one item.
  route("repositorio/citacoes.bib", "routes/repositorio-citacoes-bib.ts"),
  route("repositorio/citacoes.ris", "routes/repositorio-citacoes-ris.ts"),
  route("publicacao/:id/citacao.bib", "routes/publicacao-citacao-bib.ts"),
  route("publicacao/:id/citacao.ris", "routes/publicacao-citacao-ris.ts"),
  route("oai", "routes/oai.ts"),

  // The admin area: Portuguese only and never indexed. Pages under the admin layout render
  // only after the browser has verified the session; the login page stands outside it.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/esqueci-senha", "routes/admin/esqueci-senha.tsx"),
  route("admin/redefinir-senha", "routes/admin/redefinir-senha.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/panel.tsx"),
    route("noticias", "routes/admin/noticias.tsx"),
    route("fake-news", "routes/admin/fake-news.tsx"),
    route("subprojetos", "routes/admin/subprojetos.tsx"),
    route("repositorio", "routes/admin/repositorio.tsx"),
    route("equipe", "routes/admin/equipe.tsx"),
    route("newsletters", "routes/admin/newsletters.tsx"),
    route("sobre", "routes/admin/sobre.tsx"),
    route("minha-conta", "routes/admin/minha-conta.tsx"),
    route("contas", "routes/admin/contas.tsx"),
    route("registro", "routes/admin/registro.tsx"),
    route("caixa-saida", "routes/admin/caixa-saida.tsx"),
    route("paginas/:slug", "routes/admin/pagina.tsx"),
    route("rodape", "routes/admin/rodape.tsx"),
    route("sugestoes", "routes/admin/sugestoes.tsx"),
    route("previa/:tipo/:id", "routes/admin/previa.tsx"),
    // The contact data with its controls; the inbox of messages is its own page beside it.
    route("contato", "routes/admin/contato.tsx", [index("routes/admin/contato-mensagens.tsx")]),
  ]),

  // Public pages share the header, banner and footer.
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("repositorio", "routes/repositorio.tsx"),
    route("publicacao/:id", "routes/publicacao.tsx"),
    route("languages", "routes/languages.tsx"),
    route("sobre", "routes/sobre.tsx"),
    route("subprojetos", "routes/subprojetos.tsx"),
    route("equipe", "routes/equipe.tsx"),
    route("equipe/:cargoSlug", "routes/equipe-grupo.tsx"),
    route("newsletters", "routes/newsletters.tsx"),
    // The links of the newsletter's e-mails: confirming and unsubscribing (decision 071).
    route("newsletters/confirmar", "routes/newsletters-confirmar.tsx"),
    route("newsletters/sair", "routes/newsletters-sair.tsx"),
    route("contato", "routes/contato.tsx"),
    route("noticias", "routes/noticias.tsx"),
    route("noticia/:id", "routes/noticia.tsx"),
    route("fake-news", "routes/fake-news.tsx"),
    route("fake-news/:id", "routes/fake-news-detail.tsx"),
    route("dados", "routes/dados.tsx"),
    route("tema/:slug", "routes/tema.tsx"),
    route("local/:uf", "routes/local.tsx"),
    route("busca", "routes/busca.tsx"),
    route("metodologia", "routes/metodologia.tsx"),
    route("politica-de-correcoes", "routes/politica-de-correcoes.tsx"),
    route("correcoes", "routes/correcoes.tsx"),
    route("transparencia", "routes/transparencia.tsx"),
    route("acessibilidade", "routes/acessibilidade.tsx"),
    // Readers' tips: the form, and each tip's state behind its tracking code.
    route("sugerir", "routes/sugerir.tsx"),
    route("sugestao/:codigo", "routes/sugestao.tsx"),
    // Must stay last: every path no other route claims renders the 404 page.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
