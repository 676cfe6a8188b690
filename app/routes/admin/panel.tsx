import { useId } from "react";
import { Link } from "react-router";
import { hasPapel } from "#server/auth/roles.ts";
import type { Route } from "./+types/panel.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import {
  AutorListSchema,
  FakeNewsListSchema,
  NoticiaListSchema,
  type Autor,
  type FakeNews,
  type Noticia,
} from "../../components/admin/api-schemas.ts";
import {
  ADMIN_PAGE_SIZE,
  LoadError,
  LoadingStatus,
} from "../../components/admin/list-controls.tsx";
import { mayOpen } from "../../components/admin/papel-areas.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import { useAdminQuery, type AdminQuery } from "../../components/admin/use-admin-query.ts";
import { ageText, QUEUE_TEXTS, queueRows, waitsForOthers, type QueueRow } from "./panel-queue.ts";

const MESSAGES = {
  title: "Painel administrativo",
  greeting: "Olá,",
  intro: "Escolha a área do site que deseja editar.",
  areas: "Áreas do site",
} as const;

/**
 * Every editable area: each is the public page of the same name with its admin controls,
 * then the administrators' pages. The panel shows those the account's role may use.
 */
const ADMIN_AREAS = [
  {
    path: "/admin/sobre",
    title: "Sobre o Projeto",
    description: "Título e texto da página sobre o projeto.",
  },
  {
    path: "/admin/paginas/metodologia",
    title: "Metodologia",
    description: "Como o observatório checa; a escala de classificação vem junto.",
  },
  {
    path: "/admin/paginas/politica-de-correcoes",
    title: "Política de correções",
    description: "Como o observatório corrige erros e como pedir uma correção.",
  },
  {
    path: "/admin/paginas/transparencia",
    title: "Transparência",
    description: "Financiamento, equipe e como as decisões são tomadas.",
  },
  {
    path: "/admin/subprojetos",
    title: "Subprojetos",
    description: "Projetos de pesquisa: criar, editar e excluir.",
  },
  {
    path: "/admin/repositorio",
    title: "Repositório",
    description: "Publicações: artigos, relatórios, teses e dados, com PDF e formas de citar.",
  },
  {
    path: "/admin/equipe",
    title: "Equipe",
    description: "Membros da equipe, com cargo, foto, mini-bio e Lattes.",
  },
  {
    path: "/admin/noticias",
    title: "Notícias",
    description: "Notícias com imagens, fontes e vídeo.",
  },
  {
    path: "/admin/fake-news",
    title: "Fake News",
    description: "Informações falsas verificadas ou desmentidas.",
  },
  {
    path: "/admin/newsletters",
    title: "Newsletters",
    description: "Edições mensais, com link ou PDF.",
  },
  {
    path: "/admin/sugestoes",
    title: "Sugestões de checagem",
    description: "Conteúdos enviados pelos leitores para checagem, agrupados por boato.",
  },
  {
    path: "/admin/contato",
    title: "Contato",
    description: "E-mail, telefone, WhatsApp, redes sociais e mensagens recebidas.",
  },
  {
    path: "/admin/rodape",
    title: "Rodapé",
    description: "As instituições do rodapé: nome, endereço e logotipo.",
  },
  {
    path: "/admin/contas",
    title: "Contas",
    description: "Quem entra no painel: criar contas, mudar papéis, desativar.",
  },
  {
    path: "/admin/registro",
    title: "Registro",
    description: "Quem fez o quê e quando: salvamentos, entradas e saídas.",
  },
  {
    path: "/admin/caixa-saida",
    title: "E-mails",
    description: "O que o site enviou por e-mail, o que espera e o que falhou.",
  },
] as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export default function AdminPanel() {
  const { admin } = useAdminSession();
  const areasId = useId();
  // Names only: without them each row names the account by its number.
  const autores = useAdminQuery("/api/autores", AutorListSchema).data ?? [];
  return (
    <div className="container admin-panel">
      <h1>{MESSAGES.title}</h1>
      <p className="admin-panel__intro">
        {MESSAGES.greeting} <strong>{admin.nome}</strong>. {MESSAGES.intro}
      </p>
      {hasPapel(admin.papel, "editor") ? (
        <ReviewQueue adminId={admin.id} autores={autores} />
      ) : null}
      <MyDrafts adminId={admin.id} autores={autores} />
      {/* A heading of its own, so the areas do not read as more of the work lists above. */}
      <nav className="admin-panel__section" aria-labelledby={areasId}>
        <h2 id={areasId}>{MESSAGES.areas}</h2>
        <ul className="admin-stack admin-areas">
          {ADMIN_AREAS.filter((area) => mayOpen(admin.papel, area.path)).map((area) => (
            <li key={area.path} className="admin-card admin-area">
              <h3 className="admin-area__title">
                <Link to={area.path}>{area.title}</Link>
              </h3>
              <p className="admin-area__description">{area.description}</p>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

type QueueProps = { adminId: number; autores: readonly Autor[] };

const listUrl = (family: "fake-news" | "noticias", filters: string) =>
  `/api/${family}?limite=${ADMIN_PAGE_SIZE}&${filters}`;

/** The texts in review that someone other than this account must read (editors only). */
function ReviewQueue({ adminId, autores }: QueueProps) {
  const fakeNews = useAdminQuery(listUrl("fake-news", "estado=em_revisao"), FakeNewsListSchema);
  const noticias = useAdminQuery(listUrl("noticias", "estado=em_revisao"), NoticiaListSchema);
  return (
    <QueueSection
      title={QUEUE_TEXTS.review}
      titleWithCount={QUEUE_TEXTS.reviewCount}
      intro={QUEUE_TEXTS.reviewIntro}
      empty={QUEUE_TEXTS.reviewEmpty}
      fakeNews={fakeNews}
      noticias={noticias}
      autores={autores}
      keep={(item) => waitsForOthers(item, adminId)}
    />
  );
}

/** This account's own drafts. */
function MyDrafts({ adminId, autores }: QueueProps) {
  const mine = `estado=rascunho&autor=${adminId}`;
  const fakeNews = useAdminQuery(listUrl("fake-news", mine), FakeNewsListSchema);
  const noticias = useAdminQuery(listUrl("noticias", mine), NoticiaListSchema);
  return (
    <QueueSection
      title={QUEUE_TEXTS.drafts}
      titleWithCount={QUEUE_TEXTS.draftsCount}
      intro={QUEUE_TEXTS.draftsIntro}
      empty={QUEUE_TEXTS.draftsEmpty}
      fakeNews={fakeNews}
      noticias={noticias}
      autores={autores}
    />
  );
}

/** A work list of the panel: its heading with the count, then the rows or why there are none. */
function QueueSection({
  title,
  titleWithCount,
  intro,
  empty,
  fakeNews,
  noticias,
  autores,
  keep = () => true,
}: {
  title: string;
  titleWithCount: (count: number) => string;
  intro: string;
  empty: string;
  fakeNews: AdminQuery<FakeNews[]>;
  noticias: AdminQuery<Noticia[]>;
  autores: readonly Autor[];
  /** Which listed items the section shows. */
  keep?: (item: FakeNews | Noticia) => boolean;
}) {
  const headingId = useId();
  const failed = [fakeNews, noticias].filter((query) => query.error);
  const rows =
    fakeNews.data && noticias.data
      ? queueRows(fakeNews.data.filter(keep), noticias.data.filter(keep), autores)
      : undefined;
  return (
    <section className="admin-panel__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{rows ? titleWithCount(rows.length) : title}</h2>
      <p className="admin-queue__intro">{intro}</p>
      {failed.length > 0 ? (
        <LoadError onRetry={() => Promise.all(failed.map((query) => query.reload()))}>
          <p>
            {QUEUE_TEXTS.loadError} {failed[0]?.error}
          </p>
        </LoadError>
      ) : rows === undefined ? (
        <LoadingStatus />
      ) : rows.length === 0 ? (
        <p className="admin-queue__empty">{empty}</p>
      ) : (
        <ul className="admin-stack admin-queue__list">
          {rows.map((row) => (
            <QueueItem key={row.key} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

function QueueItem({ row }: { row: QueueRow }) {
  return (
    <li className="admin-card admin-queue__item">
      <Link to={row.href} className="admin-queue__title">
        {row.titulo}
      </Link>
      <p className="admin-queue__meta">
        {QUEUE_TEXTS.tipo[row.tipo]} · {QUEUE_TEXTS.by(row.autor)} ·{" "}
        <time dateTime={row.dia}>{ageText(row.dia)}</time>
      </p>
    </li>
  );
}
