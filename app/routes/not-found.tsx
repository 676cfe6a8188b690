import { data } from "react-router";
import type { Route } from "./+types/not-found.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { notFoundPage, pageMeta } from "../components/layout/page-meta.ts";

export const meta: Route.MetaFunction = (args) => pageMeta(args, notFoundPage);

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
