import type { Route } from "./+types/newsletters.ts";
import { adminMeta, publicPageStylesheets } from "../../components/admin/admin-meta.ts";
import { NewsletterListSchema } from "../../components/admin/api-schemas.ts";
import {
  AdminPageBar,
  CreateButton,
  ItemActions,
  LoadError,
  LoadingStatus,
  PageHeading,
  useAdminListPage,
  AdminPagination,
} from "../../components/admin/list-controls.tsx";
import { ListEditor } from "../../components/admin/list-editor.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { NewslettersPage } from "../../components/newsletters/newsletter-grid.tsx";
import { newsletters as newsletterTexts } from "../../i18n/messages/newsletters.ts";
import adminStylesHref from "../../styles/admin-newsletters.css?url";
import stylesHref from "../../styles/newsletters.css?url";
import { newsletterCard } from "../../utils/newsletters-display.ts";
import { NewsletterEditor } from "./newsletter-form.tsx";
import { InscricaoContagemSchema, type InscricaoContagem } from "#server/api/inscricoes/schema.ts";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";

const MESSAGES = {
  title: "Newsletters",
  create: "+ Nova Newsletter",
  created: "Newsletter criada com sucesso!",
  updated: "Newsletter atualizada com sucesso!",
  delete: {
    confirm: "Tem certeza que deseja excluir esta newsletter?",
    deleted: "Newsletter excluída com sucesso!",
    failed: (error: string) => `Erro ao excluir newsletter: ${error}`,
  },
  loading: "Carregando newsletters...",
  loadFailed: "Não foi possível recarregar a lista de newsletters. Tente novamente.",
  inscricoes: ({ confirmadas, pendentes }: InscricaoContagem) =>
    `Inscrições por e-mail: ${confirmadas} ${confirmadas === 1 ? "inscrito confirmado" : "inscritos confirmados"}, ${pendentes} aguardando confirmação. Cada nova edição criada é enviada aos confirmados.`,
} as const;

/** The specification shows six placeholder cards while newsletters load. */
const SKELETON_CARDS = 6;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = publicPageStylesheets(stylesHref, adminStylesHref);

const TEXTS = newsletterTexts.pt;

/** /admin/newsletters: the public newsletters page with its editor. */
export default function AdminNewsletters() {
  const page = useAdminListPage("/api/newsletters", NewsletterListSchema, MESSAGES.delete);
  const { list } = page;
  // Counts only: no call lists the subscribers' addresses (decision 071).
  const inscricoes = useAdminQuery("/api/inscricoes/contagem", InscricaoContagemSchema);

  const controls = (
    <>
      {list.error && list.data ? (
        <LoadError onRetry={list.reload}>
          <p>{MESSAGES.loadFailed}</p>
        </LoadError>
      ) : null}
      {inscricoes.data ? (
        <p className="admin-newsletters__inscricoes">{MESSAGES.inscricoes(inscricoes.data)}</p>
      ) : null}
      <CreateButton page={page} label={MESSAGES.create} />
      <AdminPagination page={page} />
    </>
  );

  return (
    <PortugueseTexts texts={TEXTS}>
      <div className="admin-listing">
        <AdminPageBar className="container admin-listing__bar admin-newsletters__bar" />
        {list.data ? (
          <NewslettersPage
            newsletters={list.data.map((item) =>
              newsletterCard(item, window.location.origin, "pt"),
            )}
            controls={controls}
            cardActions={(card) => (
              <div className="admin-listing__actions admin-newsletters__card-actions">
                <ItemActions page={page} id={card.id} name={card.titulo} />
              </div>
            )}
          />
        ) : (
          <div className="page container">
            <PageHeading title={TEXTS["newsletters.title"]} intro={TEXTS["newsletters.intro"]} />
            {controls}
            {list.error ? (
              <LoadError
                className="newsletters__state newsletters__state--error"
                onRetry={list.reload}
              >
                <p className="newsletters__state-title">{TEXTS["newsletters.error"]}</p>
              </LoadError>
            ) : (
              <>
                <LoadingStatus className="visually-hidden">{MESSAGES.loading}</LoadingStatus>
                <ul className="newsletters__grid" aria-hidden="true">
                  {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                    <li key={index} className="admin-newsletters__skeleton" />
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
      <ListEditor page={page} messages={MESSAGES}>
        {(item, props) => <NewsletterEditor newsletter={item ?? null} {...props} />}
      </ListEditor>
    </PortugueseTexts>
  );
}
