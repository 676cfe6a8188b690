import { FAKE_NEWS_STATUS } from "#server/api/fake-news/schema.ts";
import { isPaginaSlug, type PaginaSlug } from "#server/api/paginas/schema.ts";
import { richTextForDisplay, richTextToText } from "#server/content/rich-text.ts";
import type { Route } from "./+types/pagina.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { PaginaSchema } from "../../components/admin/api-schemas.ts";
import { AreaTextPage, areaTextPageLinks } from "../../components/admin/area-editor.tsx";
import { statusTone } from "../../components/fake-news/verdicts.ts";
import { PaginaInstitucional } from "../../components/paginas/pagina-institucional.tsx";
import { fakeNewsStatus } from "../../i18n/messages/fake-news-status.ts";
import { paginas } from "../../i18n/messages/paginas.ts";
import { notFoundResponse } from "../../utils/route-params.ts";
import { PaginaEditor } from "./pagina-form.tsx";

const MESSAGES = {
  editLabel: (titulo: string) => `Editar a página ${titulo}`,
  saved: "Página atualizada com sucesso!",
  loadFailed: (titulo: string) => `Não foi possível carregar a página ${titulo}. Tente novamente.`,
  reloadFailed: "A página foi salva, mas não foi possível recarregá-la. Atualize a página.",
} as const;

const TEXTS = { ...paginas.pt, ...fakeNewsStatus.pt };

const ESCALA = FAKE_NEWS_STATUS.map(statusTone);

const defaultTitle = (slug: PaginaSlug) => TEXTS[`paginas.${slug}.title`];

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, isPaginaSlug(args.params.slug) ? defaultTitle(args.params.slug) : "Página");

export const links: Route.LinksFunction = areaTextPageLinks;

export function loader({ params }: Route.LoaderArgs) {
  if (!isPaginaSlug(params.slug)) throw notFoundResponse();
  return { slug: params.slug };
}

export default function AdminPagina({ loaderData }: Route.ComponentProps) {
  // Each page is its own editor: a new slug starts a fresh one.
  return <PaginaAdmin key={loaderData.slug} slug={loaderData.slug} />;
}

function PaginaAdmin({ slug }: { slug: PaginaSlug }) {
  const fallbackTitle = defaultTitle(slug);
  return (
    <AreaTextPage
      url={`/api/paginas/${slug}`}
      schema={PaginaSchema}
      texts={TEXTS}
      title={fallbackTitle}
      messages={{
        editLabel: (record) => MESSAGES.editLabel(record?.titulo ?? fallbackTitle),
        saved: MESSAGES.saved,
        loadFailed: MESSAGES.loadFailed(fallbackTitle),
        reloadFailed: MESSAGES.reloadFailed,
      }}
      page={(record, controls) => {
        const conteudo = record ? richTextForDisplay(record.conteudo) : "";
        return (
          <PaginaInstitucional
            slug={slug}
            titulo={record?.titulo ?? null}
            conteudo={richTextToText(conteudo) ? conteudo : null}
            escala={slug === "metodologia" ? ESCALA : undefined}
            controls={controls}
          />
        );
      }}
      editor={(record, props) => (
        <PaginaEditor slug={slug} defaultTitle={fallbackTitle} record={record} {...props} />
      )}
    />
  );
}
