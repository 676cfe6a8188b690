import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { z } from "zod";
import { RotuloListSchema } from "#server/api/rotulos/schema.ts";
import type { Route } from "./+types/previa.ts";
import { adminMeta, adminStylesheets } from "../../components/admin/admin-meta.ts";
import { FakeNewsSchema, NoticiaSchema } from "../../components/admin/api-schemas.ts";
import { LoadError, LoadingStatus } from "../../components/admin/list-controls.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import {
  estadoLabel,
  WorkflowState,
  type WorkflowFamily,
  type WorkflowItem,
} from "../../components/admin/workflow-controls.tsx";
import { ArticleDetail } from "../../components/article/article-detail.tsx";
import { FAKE_NEWS_FAMILY, NOTICIA_FAMILY } from "../../components/article/article-family.ts";
import { ClaimQuote } from "../../components/fake-news/claim.tsx";
import { StatusBadge } from "../../components/fake-news/status-badge.tsx";
import { rotuloOf } from "../../components/fake-news/verdicts.ts";
import { fakeNews as fakeNewsTexts } from "../../i18n/messages/fake-news.ts";
import { fakeNewsStatus as statusTexts } from "../../i18n/messages/fake-news-status.ts";
import { local as localTexts } from "../../i18n/messages/local.ts";
import { noticias as noticiaTexts } from "../../i18n/messages/noticias.ts";
import { rotulos as rotuloTexts } from "../../i18n/messages/rotulos.ts";
import { share as shareTexts } from "../../i18n/messages/share.ts";
import { tema as temaTexts } from "../../i18n/messages/tema.ts";
import articleStylesHref from "../../styles/article.css?url";
import workflowStylesHref from "../../styles/admin-workflow.css?url";
import { articleView } from "../../utils/article-view.ts";

/*
 * /admin/previa/noticia/:id and /admin/previa/fake-news/:id (decision 037): an item as it
 * will look in public, whatever its state. The admin area signs in in the browser, so the
 * page reads the editor's answer with the session's token and draws it with the public
 * page's own component, under a banner that says it is not published. Never cached, never
 * indexed; the rendered-page cache skips the admin area.
 */

const MESSAGES = {
  title: "Pré-visualização",
  banner: "Pré-visualização — não publicada",
  state: "Etapa:",
  loadError: "Não foi possível carregar o item.",
  unknownKind: "Pré-visualização não encontrada.",
  pending: (numero: number) =>
    `Mostrando a alteração pendente (versão ${numero}); a versão publicada continua no ar até a aprovação.`,
} as const;

const TEXTS = {
  ...noticiaTexts.pt,
  ...fakeNewsTexts.pt,
  ...statusTexts.pt,
  ...rotuloTexts.pt,
  ...shareTexts.pt,
  ...temaTexts.pt,
  ...localTexts.pt,
};

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = adminStylesheets(articleStylesHref, workflowStylesHref);

export const headers = () => ({ "X-Robots-Tag": "noindex", "Cache-Control": "no-store" });

export default function AdminPrevia({ params }: Route.ComponentProps) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1 || !["noticia", "fake-news"].includes(params.tipo)) {
    return <p role="alert">{MESSAGES.unknownKind}</p>;
  }
  return (
    <PortugueseTexts texts={TEXTS}>
      {params.tipo === "noticia" ? <NoticiaPreview id={id} /> : <FakeNewsPreview id={id} />}
    </PortugueseTexts>
  );
}

function Banner({ family, item }: { family: WorkflowFamily; item: WorkflowItem }) {
  return (
    <div className="preview-banner" role="note">
      <p>
        <strong>{MESSAGES.banner}</strong> {MESSAGES.state} {estadoLabel(item)}
      </p>
      <WorkflowState family={family} item={item} />
    </div>
  );
}

/** The item `id` of `family`, under the banner, as `children` draws it once it arrives. */
function Preview<T extends WorkflowItem>({
  family,
  id,
  schema,
  children,
}: {
  family: WorkflowFamily;
  id: number;
  schema: z.ZodType<T>;
  children: (item: T, t: ReturnType<typeof useTranslation>["t"]) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useAdminQuery(`/api/${family}/${id}`, schema);
  const item = query.data;
  if (!item) return <QueryState query={query} />;
  // A published item with a change waiting shows the change: what the review is about.
  const pending = item.alteracao_pendente;
  const proposed = pending ? schema.safeParse({ ...item, ...pending.registro }) : undefined;
  return (
    <>
      <Banner family={family} item={item} />
      {pending && proposed?.success ? (
        <p className="preview-banner" role="note">
          {MESSAGES.pending(pending.numero)}
        </p>
      ) : null}
      {children(proposed?.success ? proposed.data : item, t)}
    </>
  );
}

function NoticiaPreview({ id }: { id: number }) {
  return (
    <Preview family="noticias" id={id} schema={NoticiaSchema}>
      {(item, t) => (
        <ArticleDetail
          family={NOTICIA_FAMILY}
          article={articleView(item)}
          meta={
            item.autor ? (
              <span className="article__author">
                {t("noticias.byAuthor", { author: item.autor })}
              </span>
            ) : null
          }
          share={{ whatsappText: item.titulo, copiedMessage: t("share.copied") }}
        />
      )}
    </Preview>
  );
}

function FakeNewsPreview({ id }: { id: number }) {
  // Without the scale the badge says the status, as the public page does.
  const scale = useAdminQuery("/api/rotulos", RotuloListSchema).data ?? [];
  return (
    <Preview family="fake-news" id={id} schema={FakeNewsSchema}>
      {(item, t) => (
        <ArticleDetail
          family={FAKE_NEWS_FAMILY}
          article={articleView(item)}
          status={
            <>
              <p className="article__status">
                <StatusBadge status={item.status} rotulo={rotuloOf(item.rotulo, scale)} />
              </p>
              {item.alegacao && <ClaimQuote alegacao={item.alegacao} />}
            </>
          }
          meta={
            item.verificador ? (
              <span>{t("fakeNews.verifiedBy", { verifier: item.verificador })}</span>
            ) : null
          }
          share={{ whatsappText: item.titulo, copiedMessage: t("share.copiedShort") }}
          summary={
            item.verdades.length > 0 && (
              <section className="article__truths" aria-label={t("fakeNews.truthLabel")}>
                <h2>{t("fakeNews.truthLabel")}</h2>
                <ul>
                  {item.verdades.map((verdade, index) => (
                    <li key={index}>{verdade}</li>
                  ))}
                </ul>
              </section>
            )
          }
        />
      )}
    </Preview>
  );
}

function QueryState({ query }: { query: { error: string | null; reload: () => Promise<void> } }) {
  if (query.error)
    return (
      <LoadError onRetry={query.reload}>
        <p>
          {MESSAGES.loadError} {query.error}
        </p>
      </LoadError>
    );
  return <LoadingStatus />;
}
