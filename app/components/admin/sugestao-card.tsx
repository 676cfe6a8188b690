import { useEffect, useId, useState } from "react";
import { formatDateTime } from "../../utils/dates.ts";
import type { Sugestao, SugestaoGrupo } from "./api-schemas.ts";
import { SecondaryButton } from "./list-controls.tsx";
import { useAdminSession } from "./session.tsx";
import { SugestaoAnswer } from "./sugestao-answer.tsx";
import { SugestaoGrupoChecagens } from "./sugestao-checagens.tsx";
import { hasConversa, SugestaoConversa } from "./sugestao-conversa.tsx";
import {
  CANAL_NOMES,
  ESTADO_NOMES,
  MOTIVO_NOMES,
  plataformaNome,
  type FakeNewsOption,
} from "./sugestao-labels.ts";

/*
 * A group of alike tips in the editors' inbox: what they share, how many readers sent it,
 * and each tip with what the reader sent and its answer.
 */

const MESSAGES = {
  envios: (count: number) =>
    count === 1 ? "Enviada por 1 leitor" : `Enviada por ${count} leitores`,
  abertas: (count: number) => (count === 1 ? "1 em aberto" : `${count} em aberto`),
  recentes: (count: number) =>
    count === 1 ? "1 nos últimos 7 dias" : `${count} nos últimos 7 dias`,
  grupoLink: "Link",
  grupoTexto: "Texto",
  grupoArquivo: "Arquivo",
  receivedAt: "Recebida em",
  came: "Chegou pelo",
  where: "Onde circulou:",
  place: "Local:",
  email: "E-mail:",
  link: "Link:",
  file: "Arquivo:",
  showFile: "Ver arquivo",
  fileFailed: "Não foi possível abrir o arquivo.",
  fileAlt: "Imagem enviada pelo leitor",
  currentState: "Situação:",
  automatica: "respondida pelo site na hora do envio",
  recusada: (id: number) =>
    `Quem enviou disse que a checagem nº ${id}, mostrada na hora do envio, não era o que procurava.`,
} as const;

type CardProps = {
  grupo: SugestaoGrupo;
  checagens: FakeNewsOption[];
  onSaved: () => Promise<void>;
};

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

export function SugestaoGrupoCard(props: CardProps) {
  const { grupo } = props;
  const titleId = useId();
  return (
    <article className="admin-card admin-sugestoes__grupo" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-sugestoes__grupo-title">
        {grupoTitle(grupo)}
      </h2>
      <p className="admin-sugestoes__contagem">
        <strong>{MESSAGES.envios(grupo.envios)}</strong> · {MESSAGES.recentes(grupo.recentes)} ·{" "}
        {MESSAGES.abertas(grupo.abertas)}
      </p>
      <SugestaoGrupoChecagens grupo={grupo} onSaved={props.onSaved} />
      <ul className="admin-stack admin-sugestoes__lista">
        {grupo.sugestoes.map((sugestao) => (
          <li key={sugestao.id}>
            <SugestaoCard sugestao={sugestao} {...props} />
          </li>
        ))}
      </ul>
    </article>
  );
}

function SugestaoCard({ sugestao, ...answer }: CardProps & { sugestao: Sugestao }) {
  const date = formatDateTime(sugestao.created_at, "pt");
  const lugar = [sugestao.municipio, sugestao.uf].filter(Boolean).join(" – ");
  return (
    <div className="admin-sugestoes__sugestao">
      <p className="admin-sugestoes__meta">
        {date ? (
          <>
            {MESSAGES.receivedAt} <time dateTime={date.iso}>{date.text}</time> ·{" "}
          </>
        ) : null}
        {MESSAGES.came} {CANAL_NOMES[sugestao.canal]} · {MESSAGES.where}{" "}
        {plataformaNome(sugestao.plataforma)}
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
      {hasConversa(sugestao.canal) ? <SugestaoConversa sugestaoId={sugestao.id} /> : null}
      <p>
        {MESSAGES.currentState} <strong>{estadoDescrito(sugestao)}</strong>
      </p>
      {sugestao.fake_news_recusada_id !== null ? (
        <p>{MESSAGES.recusada(sugestao.fake_news_recusada_id)}</p>
      ) : null}
      <SugestaoAnswer sugestao={sugestao} {...answer} />
    </div>
  );
}

function estadoDescrito(sugestao: Sugestao): string {
  const parts: string[] = [ESTADO_NOMES[sugestao.estado]];
  if (sugestao.estado === "descartada" && sugestao.motivo)
    parts.push(MOTIVO_NOMES[sugestao.motivo]);
  if (sugestao.fake_news) parts.push(sugestao.fake_news.titulo);
  // Decision 075: the form answered it from a strong match; the sender saw that answer.
  if (sugestao.resposta_automatica) parts.push(MESSAGES.automatica);
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
          <SecondaryButton onClick={() => void open()}>{MESSAGES.showFile}</SecondaryButton>
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
