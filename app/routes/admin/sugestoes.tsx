import { useEffect, useId, useState } from "react";
import type { Route } from "./+types/sugestoes.ts";
import {
  ESTADOS_SUGESTAO,
  MOTIVOS_DESCARTE,
  PLATAFORMA_NOMES,
  PLATAFORMAS,
  type EstadoSugestao,
  type MotivoDescarte,
  type Plataforma,
} from "#server/api/sugestoes/schema.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import {
  FakeNewsListSchema,
  SugestaoGrupoListSchema,
  SugestaoSchema,
  type Sugestao,
  type SugestaoGrupo,
} from "../../components/admin/api-schemas.ts";
import {
  AdminListStatus,
  AdminPageBar,
  PageHeading,
} from "../../components/admin/list-controls.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { useToast } from "../../components/ui/toast.tsx";
import listingStylesHref from "../../styles/admin-listing.css?url";
import stylesHref from "../../styles/admin-sugestoes.css?url";
import { formatDateTime } from "../../utils/dates.ts";

/*
 * /admin/sugestoes: the editors' inbox of readers' tips (decision 040). Tips that look
 * alike come as one group, with how many readers sent it; the groups most readers are
 * still waiting on come first. Each tip is answered on its own, or the whole group at once.
 */

const PAGE_SIZE = 20;

const ESTADO_NOMES: Record<EstadoSugestao, string> = {
  recebida: "Recebida",
  em_analise: "Em análise",
  verificada: "Verificada",
  descartada: "Descartada",
};

const MOTIVO_NOMES: Record<MotivoDescarte, string> = {
  opiniao: "Opinião",
  nao_verificavel: "Não verificável",
  ja_verificada: "Já verificada",
  outro: "Outro motivo",
};

const plataformaNome = (plataforma: Plataforma) =>
  plataforma === "outra" ? "Outra" : PLATAFORMA_NOMES[plataforma];

const MESSAGES = {
  title: "Sugestões de checagem",
  intro:
    "Conteúdos enviados pelos leitores pela página Envie para checagem. Sugestões parecidas (mesmo link, mesmo texto ou mesmo arquivo) aparecem juntas; os boatos com mais envios em aberto vêm primeiro.",
  filters: "Filtrar sugestões",
  estado: "Situação",
  plataforma: "Onde circulou",
  all: "Todas",
  loading: "Carregando sugestões...",
  failed: "Não foi possível carregar as sugestões.",
  empty: "Nenhuma sugestão encontrada.",
  envios: (count: number) =>
    count === 1 ? "Enviada por 1 leitor" : `Enviada por ${count} leitores`,
  abertas: (count: number) => (count === 1 ? "1 em aberto" : `${count} em aberto`),
  grupoLink: "Link",
  grupoTexto: "Texto",
  grupoArquivo: "Arquivo",
  receivedAt: "Recebida em",
  where: "Onde circulou:",
  place: "Local:",
  email: "E-mail:",
  link: "Link:",
  file: "Arquivo:",
  showFile: "Ver arquivo",
  fileFailed: "Não foi possível abrir o arquivo.",
  fileAlt: "Imagem enviada pelo leitor",
  currentState: "Situação:",
  answer: "Responder",
  motivo: "Motivo do descarte",
  motivoTexto: "Descreva o motivo",
  fakeNews: "Checagem publicada",
  noFakeNews: "Nenhuma",
  wholeGroup: (count: number) => `Aplicar às ${count} sugestões do grupo`,
  save: "Salvar",
  saving: "Salvando...",
  saved: "Sugestão atualizada!",
  savedGroup: (count: number) => `${count} sugestões atualizadas!`,
  saveFailed: (error: string) => `Erro ao atualizar a sugestão: ${error}`,
  previous: "Página anterior",
  next: "Próxima página",
  pageOf: (pagina: number, total: number) => `Página ${pagina} de ${total}`,
  pages: "Páginas de sugestões",
} as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: listingStylesHref },
  { rel: "stylesheet", href: stylesHref },
];

export const headers = adminHeaders;

type FakeNewsOption = { id: number; titulo: string; status: string };

export default function AdminSugestoes() {
  const [estado, setEstado] = useState("");
  const [plataforma, setPlataforma] = useState("");
  const [pagina, setPagina] = useState(1);
  const search = new URLSearchParams({ pagina: String(pagina), limite: String(PAGE_SIZE) });
  if (estado) search.set("estado", estado);
  if (plataforma) search.set("plataforma", plataforma);
  const list = useAdminQuery(`/api/sugestoes?${search.toString()}`, SugestaoGrupoListSchema);
  const checagens = useAdminQuery(`/api/fake-news?limite=100`, FakeNewsListSchema);
  const totalPaginas = Math.max(1, Math.ceil((list.total ?? 0) / PAGE_SIZE));
  const options: FakeNewsOption[] = (checagens.data ?? []).map(({ id, titulo, status }) => ({
    id,
    titulo,
    status,
  }));

  return (
    <div className="container admin-sugestoes">
      <AdminPageBar />
      <PageHeading title={MESSAGES.title} intro={MESSAGES.intro} />
      <form
        className="admin-form admin-sugestoes__filters"
        aria-label={MESSAGES.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="admin-field">
          <label className="admin-field__label" htmlFor="filtro-estado">
            {MESSAGES.estado}
          </label>
          <select
            id="filtro-estado"
            value={estado}
            onChange={(event) => {
              setEstado(event.target.value);
              setPagina(1);
            }}
          >
            <option value="">{MESSAGES.all}</option>
            {ESTADOS_SUGESTAO.map((value) => (
              <option key={value} value={value}>
                {ESTADO_NOMES[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label className="admin-field__label" htmlFor="filtro-plataforma">
            {MESSAGES.plataforma}
          </label>
          <select
            id="filtro-plataforma"
            value={plataforma}
            onChange={(event) => {
              setPlataforma(event.target.value);
              setPagina(1);
            }}
          >
            <option value="">{MESSAGES.all}</option>
            {PLATAFORMAS.map((value) => (
              <option key={value} value={value}>
                {plataformaNome(value)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <AdminListStatus
        list={list}
        failed={MESSAGES.failed}
        loading={MESSAGES.loading}
        empty={MESSAGES.empty}
        emptyClassName="admin-listing__status"
      >
        {(grupos) => (
          <ul className="admin-sugestoes__grupos">
            {grupos.map((grupo) => (
              <li key={grupo.grupo}>
                <GrupoCard grupo={grupo} checagens={options} onSaved={list.reload} />
              </li>
            ))}
          </ul>
        )}
      </AdminListStatus>
      {totalPaginas > 1 || pagina > 1 ? (
        <nav className="admin-listing__actions" aria-label={MESSAGES.pages}>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            disabled={pagina <= 1}
            onClick={() => setPagina(pagina - 1)}
          >
            {MESSAGES.previous}
          </button>
          <span>{MESSAGES.pageOf(pagina, totalPaginas)}</span>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            disabled={pagina >= totalPaginas}
            onClick={() => setPagina(pagina + 1)}
          >
            {MESSAGES.next}
          </button>
        </nav>
      ) : null}
    </div>
  );
}

function grupoTitle(grupo: SugestaoGrupo): string {
  const first = grupo.sugestoes[0];
  // The link as the group knows it: without the tracking parameters that told tips apart.
  if (grupo.grupo.startsWith("link:")) return `${MESSAGES.grupoLink}: ${grupo.grupo.slice(5)}`;
  if (first?.texto) {
    const texto = first.texto.replace(/\s+/g, " ");
    return `${MESSAGES.grupoTexto}: ${texto.length > 120 ? `${texto.slice(0, 119)}…` : texto}`;
  }
  return MESSAGES.grupoArquivo;
}

function GrupoCard({
  grupo,
  checagens,
  onSaved,
}: {
  grupo: SugestaoGrupo;
  checagens: FakeNewsOption[];
  onSaved: () => Promise<void>;
}) {
  const titleId = useId();
  return (
    <article className="admin-sugestoes__grupo" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-sugestoes__grupo-title">
        {grupoTitle(grupo)}
      </h2>
      <p className="admin-sugestoes__contagem">
        <strong>{MESSAGES.envios(grupo.envios)}</strong> · {MESSAGES.abertas(grupo.abertas)}
      </p>
      <ul className="admin-sugestoes__lista">
        {grupo.sugestoes.map((sugestao) => (
          <li key={sugestao.id}>
            <SugestaoCard
              sugestao={sugestao}
              grupo={grupo}
              checagens={checagens}
              onSaved={onSaved}
            />
          </li>
        ))}
      </ul>
    </article>
  );
}

function SugestaoCard({
  sugestao,
  grupo,
  checagens,
  onSaved,
}: {
  sugestao: Sugestao;
  grupo: SugestaoGrupo;
  checagens: FakeNewsOption[];
  onSaved: () => Promise<void>;
}) {
  const date = formatDateTime(sugestao.created_at);
  const lugar = [sugestao.municipio, sugestao.uf].filter(Boolean).join(" – ");
  return (
    <div className="admin-sugestoes__sugestao">
      <p className="admin-sugestoes__meta">
        {date ? (
          <>
            {MESSAGES.receivedAt} <time dateTime={date.iso}>{date.text}</time> ·{" "}
          </>
        ) : null}
        {MESSAGES.where} {plataformaNome(sugestao.plataforma)}
        {lugar ? ` · ${MESSAGES.place} ${lugar}` : null}
        {sugestao.email ? ` · ${MESSAGES.email} ${sugestao.email}` : null}
      </p>
      {sugestao.texto ? <p className="admin-sugestoes__texto">{sugestao.texto}</p> : null}
      {sugestao.link ? (
        <p className="admin-sugestoes__link">
          {MESSAGES.link}{" "}
          <a href={sugestao.link} rel="noopener noreferrer nofollow" target="_blank">
            {sugestao.link}
          </a>
        </p>
      ) : null}
      {sugestao.anexo ? <AnexoViewer anexo={sugestao.anexo} /> : null}
      <p>
        {MESSAGES.currentState} <strong>{estadoDescrito(sugestao)}</strong>
      </p>
      <AnswerForm sugestao={sugestao} grupo={grupo} checagens={checagens} onSaved={onSaved} />
    </div>
  );
}

function estadoDescrito(sugestao: Sugestao): string {
  const parts: string[] = [ESTADO_NOMES[sugestao.estado]];
  if (sugestao.estado === "descartada" && sugestao.motivo)
    parts.push(MOTIVO_NOMES[sugestao.motivo]);
  if (sugestao.fake_news) parts.push(sugestao.fake_news.titulo);
  return parts.join(" · ");
}

/** The file comes from the admin API with the session's token, then shows from memory. */
function AnexoViewer({ anexo }: { anexo: NonNullable<Sugestao["anexo"]> }) {
  const { authFetch } = useAdminSession();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  async function open() {
    setFailed(false);
    try {
      const response = await authFetch(anexo.url);
      if (!response.ok) throw new Error(String(response.status));
      setUrl(URL.createObjectURL(await response.blob()));
    } catch {
      setFailed(true);
    }
  }

  const kilobytes = Math.max(1, Math.round(anexo.tamanho / 1024));
  return (
    <div className="admin-sugestoes__anexo">
      <p>
        {MESSAGES.file} {anexo.content_type}, {kilobytes} KB{" "}
        {url ? null : (
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => void open()}
          >
            {MESSAGES.showFile}
          </button>
        )}
      </p>
      {failed ? <p role="alert">{MESSAGES.fileFailed}</p> : null}
      {url && anexo.content_type.startsWith("image/") ? (
        <img src={url} alt={MESSAGES.fileAlt} className="admin-sugestoes__imagem" />
      ) : null}
      {url && anexo.content_type.startsWith("audio/") ? (
        // A reader's recording comes without captions; the editors listen to it as evidence.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio src={url} controls />
      ) : null}
    </div>
  );
}

function AnswerForm({
  sugestao,
  grupo,
  checagens,
  onSaved,
}: {
  sugestao: Sugestao;
  grupo: SugestaoGrupo;
  checagens: FakeNewsOption[];
  onSaved: () => Promise<void>;
}) {
  const { authFetch } = useAdminSession();
  const toast = useToast();
  const id = useId();
  const [estado, setEstado] = useState<EstadoSugestao>(sugestao.estado);
  const [motivo, setMotivo] = useState<string>(sugestao.motivo ?? "");
  const [motivoTexto, setMotivoTexto] = useState(sugestao.motivo_texto ?? "");
  const [fakeNewsId, setFakeNewsId] = useState(
    sugestao.fake_news ? String(sugestao.fake_news.id) : "",
  );
  const [wholeGroup, setWholeGroup] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const descartada = estado === "descartada";
  const needsFakeNews = estado === "verificada" || (descartada && motivo === "ja_verificada");

  async function save() {
    setSaving(true);
    const body = {
      estado,
      motivo: descartada ? motivo : null,
      motivo_texto: descartada && motivo === "outro" ? motivoTexto : null,
      fake_news_id: fakeNewsId ? Number(fakeNewsId) : null,
    };
    const ids = wholeGroup ? grupo.sugestoes.map((item) => item.id) : [sugestao.id];
    let failure: string | null = null;
    for (const target of ids) {
      const result = await saveJson(
        authFetch,
        "PUT",
        `/api/sugestoes/${target}`,
        body,
        SugestaoSchema,
      );
      if (!result.ok) {
        setErrors(result.details);
        failure = result.error;
        break;
      }
    }
    setSaving(false);
    if (failure) {
      toast.show(MESSAGES.saveFailed(failure), { kind: "error" });
      return;
    }
    setErrors({});
    toast.show(ids.length > 1 ? MESSAGES.savedGroup(ids.length) : MESSAGES.saved);
    await onSaved();
  }

  const errorOf = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-erro`} className="field-error">
        {errors[field]}
      </p>
    ) : null;
  const invalid = (field: string) =>
    errors[field]
      ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}-erro` }
      : {};

  return (
    <form
      className="admin-form admin-sugestoes__answer"
      aria-label={`${MESSAGES.answer}: ${sugestao.id}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void save();
      }}
    >
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${id}-estado`}>
          {MESSAGES.estado}
        </label>
        <select
          id={`${id}-estado`}
          value={estado}
          onChange={(event) => setEstado(event.target.value as EstadoSugestao)}
          {...invalid("estado")}
        >
          {ESTADOS_SUGESTAO.map((value) => (
            <option key={value} value={value}>
              {ESTADO_NOMES[value]}
            </option>
          ))}
        </select>
        {errorOf("estado")}
      </div>
      {descartada ? (
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={`${id}-motivo`}>
            {MESSAGES.motivo}
          </label>
          <select
            id={`${id}-motivo`}
            value={motivo}
            onChange={(event) => setMotivo(event.target.value)}
            {...invalid("motivo")}
          >
            <option value="">—</option>
            {MOTIVOS_DESCARTE.map((value) => (
              <option key={value} value={value}>
                {MOTIVO_NOMES[value]}
              </option>
            ))}
          </select>
          {errorOf("motivo")}
        </div>
      ) : null}
      {descartada && motivo === "outro" ? (
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={`${id}-motivo-texto`}>
            {MESSAGES.motivoTexto}
          </label>
          <textarea
            id={`${id}-motivo-texto`}
            rows={2}
            value={motivoTexto}
            onChange={(event) => setMotivoTexto(event.target.value)}
            {...invalid("motivo_texto")}
          />
          {errorOf("motivo_texto")}
        </div>
      ) : null}
      {needsFakeNews || estado === "em_analise" ? (
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={`${id}-checagem`}>
            {MESSAGES.fakeNews}
          </label>
          <select
            id={`${id}-checagem`}
            value={fakeNewsId}
            onChange={(event) => setFakeNewsId(event.target.value)}
            {...invalid("fake_news_id")}
          >
            <option value="">{MESSAGES.noFakeNews}</option>
            {checagens.map((checagem) => (
              <option key={checagem.id} value={checagem.id}>
                {checagem.titulo} ({checagem.status})
              </option>
            ))}
          </select>
          {errorOf("fake_news_id")}
        </div>
      ) : null}
      {grupo.sugestoes.length > 1 ? (
        <label className="admin-sugestoes__grupo-check">
          <input
            type="checkbox"
            checked={wholeGroup}
            onChange={(event) => setWholeGroup(event.target.checked)}
          />{" "}
          {MESSAGES.wholeGroup(grupo.sugestoes.length)}
        </label>
      ) : null}
      <button type="submit" className="admin-button" disabled={saving}>
        {saving ? MESSAGES.saving : MESSAGES.save}
      </button>
    </form>
  );
}
