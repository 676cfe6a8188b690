import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Must stay last: every path no other route claims renders the Portuguese 404 page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
