import { FAKE_NEWS_STATUS } from "#server/api/fake-news/schema.ts";
import { isPaginaSlug, type PaginaSlug } from "#server/api/paginas/schema.ts";
import { richTextForDisplay, richTextToText } from "#server/content/rich-text.ts";
import type { Route } from "./+types/pagina.ts";
import { adminHeaders, adminMeta, adminStylesheets } from "../../components/admin/admin-meta.ts";
import { PaginaSchema } from "../../components/admin/api-schemas.ts";
import {
  AreaPagePending,
  EditAreaBar,
  useAreaRecord,
} from "../../components/admin/area-editor.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { statusTone } from "../../components/fake-news/verdicts.ts";
import { PaginaInstitucional } from "../../components/paginas/pagina-institucional.tsx";
import { fakeNewsStatus } from "../../i18n/messages/fake-news-status.ts";
import { paginas } from "../../i18n/messages/paginas.ts";
import listingStylesHref from "../../styles/admin-listing.css?url";
import adminStylesHref from "../../styles/admin-sobre.css?url";
import stylesHref from "../../styles/sobre.css?url";
import { notFoundResponse } from "../../utils/route-params.ts";
import { PaginaEditor } from "./pagina-form.tsx";

const MESSAGES = {
  editLabel: (titulo: string) => `Editar a página ${titulo}`,
  saved: "Página atualizada com sucesso!",
  loadFailed: (titulo: string) => `Não foi possível carregar a página ${titulo}. Tente novamente.`,
  reloadFailed: "A página foi salva, mas não foi possível recarregá-la. Atualize a página.",
} as const;

/** The public page's own texts, in Portuguese like the rest of the admin area. */
const TEXTS = { ...paginas.pt, ...fakeNewsStatus.pt };

const ESCALA = FAKE_NEWS_STATUS.map(statusTone);

const defaultTitle = (slug: PaginaSlug) => TEXTS[`paginas.${slug}.title`];

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, isPaginaSlug(args.params.slug) ? defaultTitle(args.params.slug) : "Página");

export const links: Route.LinksFunction = adminStylesheets(
  stylesHref,
  listingStylesHref,
  adminStylesHref,
);

export const headers = adminHeaders;

export function loader({ params }: Route.LoaderArgs) {
  if (!isPaginaSlug(params.slug)) throw notFoundResponse();
  return { slug: params.slug };
}

export default function AdminPagina({ loaderData }: Route.ComponentProps) {
  // Each page is its own editor: a new slug starts a fresh one.
  return <PaginaAdmin key={loaderData.slug} slug={loaderData.slug} />;
}

function PaginaAdmin({ slug }: { slug: PaginaSlug }) {
  const {
    data: record,
    loading,
    reload,
    editor,
  } = useAreaRecord(`/api/paginas/${slug}`, PaginaSchema, MESSAGES.reloadFailed);
  const fallbackTitle = defaultTitle(slug);

  if (record === undefined) {
    return (
      <AreaPagePending
        title={fallbackTitle}
        loading={loading}
        failed={MESSAGES.loadFailed(fallbackTitle)}
        onRetry={reload}
      />
    );
  }

  const conteudo = record ? richTextForDisplay(record.conteudo) : "";
  const titulo = record?.titulo ?? fallbackTitle;
  return (
    <PortugueseTexts texts={TEXTS}>
      <PaginaInstitucional
        slug={slug}
        titulo={record?.titulo ?? null}
        conteudo={richTextToText(conteudo) ? conteudo : null}
        escala={slug === "metodologia" ? ESCALA : undefined}
        controls={
          <EditAreaBar label={MESSAGES.editLabel(titulo)} onEdit={() => editor.open(true)} />
        }
      />
      {editor.target ? (
        <PaginaEditor
          slug={slug}
          defaultTitle={fallbackTitle}
          record={record}
          onClose={editor.close}
          onSaved={() => editor.saved(MESSAGES.saved)}
        />
      ) : null}
    </PortugueseTexts>
  );
}
