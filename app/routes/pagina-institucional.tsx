import { useLoaderData, type MetaDescriptor } from "react-router";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { PaginaInstitucional } from "../components/paginas/pagina-institucional.tsx";
import stylesHref from "../styles/sobre.css?url";
import type { PaginaInstitucionalPage } from "./pagina-institucional.server.ts";

/*
 * What the three institutional pages share. Each page is its own small route module
 * (metodologia.tsx, …) that re-exports these and names its page in its loader.
 */

type MetaArgs = Parameters<typeof pageMeta>[0] & { loaderData?: PaginaInstitucionalPage };

export const links = () => [{ rel: "stylesheet", href: stylesHref }];

export function meta(args: MetaArgs): MetaDescriptor[] {
  const page = args.loaderData;
  if (!page) return pageMeta(args, (t) => ({ description: t("paginas.notWritten") }));
  return pageMeta(args, (t) => ({
    title: page.titulo ?? t(`paginas.${page.slug}.title`),
    description: t(`paginas.${page.slug}.description`),
  }));
}

// Read with the hook: a re-exported component is not handed the route's props.
export default function PaginaInstitucionalRoute() {
  const loaderData = useLoaderData<PaginaInstitucionalPage>();
  return (
    <PaginaInstitucional
      slug={loaderData.slug}
      titulo={loaderData.titulo}
      conteudo={loaderData.conteudo}
      escala={loaderData.escala}
      semRevisao={loaderData.semRevisao}
      privacidade={loaderData.privacidade}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
