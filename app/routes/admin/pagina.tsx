import { isPaginaSlug, type PaginaSlug } from "#server/api/paginas/schema.ts";
import { richTextForDisplay, richTextToText } from "#server/content/rich-text.ts";
import type { Route } from "./+types/pagina.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { PaginaSchema } from "../../components/admin/api-schemas.ts";
import { AreaTextPage, areaTextPageLinks } from "../../components/admin/area-editor.tsx";
import {
  PaginaInstitucional,
  type EscalaControls,
  type EscalaRotulo,
} from "../../components/paginas/pagina-institucional.tsx";
import { fakeNewsStatus } from "../../i18n/messages/fake-news-status.ts";
import { paginas } from "../../i18n/messages/paginas.ts";
import { rotulos } from "../../i18n/messages/rotulos.ts";
import { notFoundResponse } from "../../utils/route-params.ts";
import { useEscalaAdmin } from "./escala-admin.tsx";
import { PaginaEditor } from "./pagina-form.tsx";

const MESSAGES = {
  editLabel: (titulo: string) => `Editar a página ${titulo}`,
  saved: "Página atualizada com sucesso!",
  loadFailed: (titulo: string) => `Não foi possível carregar a página ${titulo}. Tente novamente.`,
  reloadFailed: "A página foi salva, mas não foi possível recarregá-la. Atualize a página.",
} as const;

const TEXTS = { ...paginas.pt, ...fakeNewsStatus.pt, ...rotulos.pt };

const defaultTitle = (slug: PaginaSlug) => TEXTS[`paginas.${slug}.title`];

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, isPaginaSlug(args.params.slug) ? defaultTitle(args.params.slug) : "Página");

export const links: Route.LinksFunction = areaTextPageLinks;

export function loader({ params }: Route.LoaderArgs) {
  if (!isPaginaSlug(params.slug)) throw notFoundResponse();
  return { slug: params.slug };
}

export default function AdminPagina({ loaderData }: Route.ComponentProps) {
  const { slug } = loaderData;
  // Each page is its own editor: a new slug starts a fresh one.
  return slug === "metodologia" ? (
    <MetodologiaAdmin key={slug} />
  ) : (
    <PaginaAdmin key={slug} slug={slug} />
  );
}

/** The methodology page also manages the site's rating scale, which it lists. */
function MetodologiaAdmin() {
  const escala = useEscalaAdmin();
  return (
    <>
      <PaginaAdmin slug="metodologia" escala={escala.rotulos} escalaControls={escala.controls} />
      {escala.editor}
    </>
  );
}

function PaginaAdmin({
  slug,
  escala,
  escalaControls,
}: {
  slug: PaginaSlug;
  escala?: readonly EscalaRotulo[];
  escalaControls?: EscalaControls;
}) {
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
            escala={escala}
            escalaControls={escalaControls}
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
