import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Resource routes answer with data and render no page.
  route("locales/:lng/translation.json", "routes/locales.tsx"),

  // Public pages share the header, banner and footer.
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("repositorio", "routes/repositorio.tsx"),
    route("languages", "routes/languages.tsx"),
    // Must stay last: every path no other route claims renders the 404 page.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
