import { useId, useState } from "react";
import { formatDateTime } from "../../utils/dates.ts";
import { loadJson } from "./api-client.ts";
import { ConversaSchema, type Conversa } from "./api-schemas.ts";
import { SecondaryButton } from "./list-controls.tsx";
import { useAdminSession } from "./session.tsx";

/*
 * A tip's WhatsApp or Telegram conversation (decision 076): what the sender wrote and what
 * the tipline answered, with each reply's delivery state. Loaded from the admin API when
 * an editor opens it, like the tip's file.
 */

export const CONVERSA_MESSAGES = {
  open: "Conversa",
  title: (canal: string) => `Conversa pelo ${canal}`,
  loading: "Carregando a conversa...",
  failed: "Não foi possível carregar a conversa.",
  empty: "Nenhuma mensagem guardada desta conversa.",
  recebida: "Recebida",
  enviada: "Resposta do observatório",
  // A received tip's content is the tip's own; retention (decision 067) clears the rest.
  semTextoEntrada: "(o conteúdo é o da sugestão, ou foi apagado pela retenção)",
  semTextoSaida: "(texto apagado pela retenção)",
  estado: "Situação:",
} as const;

const CANAL_NOMES: Record<Conversa["canal"], string> = {
  whatsapp: "WhatsApp",
  telegram: "Telegram",
};

const TIPO_NOMES: Record<string, string> = {
  texto: "texto",
  imagem: "imagem",
  audio: "áudio",
  video: "vídeo",
  documento: "documento",
  comando: "comando",
};

/** A reply's state: the platform's word when it gave one, else the outbox's. */
const ENTREGA_NOMES: Record<string, string> = {
  entregue: "entregue",
  lida: "lida",
  falhou: "falhou",
};
const ESTADO_NOMES: Record<string, string> = {
  pendente: "na fila",
  enviada: "enviada",
  falhou: "falhou",
};

type Mensagem = Conversa["mensagens"][number];

export function estadoEntrega(mensagem: Mensagem): string | undefined {
  if (mensagem.direcao === "entrada") return undefined;
  if (mensagem.entrega) return ENTREGA_NOMES[mensagem.entrega] ?? mensagem.entrega;
  if (mensagem.estado) return ESTADO_NOMES[mensagem.estado] ?? mensagem.estado;
  return undefined;
}

/** Only tips whose platform is a messaging channel can have come through the tipline. */
export function mayHaveConversa(plataforma: string): boolean {
  return plataforma === "whatsapp" || plataforma === "telegram";
}

type State =
  | { status: "closed" }
  | { status: "loading" }
  | { status: "failed"; error: string }
  | { status: "ready"; conversa: Conversa };

export function SugestaoConversa({ sugestaoId }: { sugestaoId: number }) {
  const { authFetch } = useAdminSession();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ status: "closed" });
  const panelId = useId();

  async function load() {
    setState({ status: "loading" });
    const result = await loadJson(
      authFetch,
      `/api/sugestoes/${sugestaoId}/conversa`,
      ConversaSchema,
    );
    // A 404 carries the API's own Portuguese reason (the tip came through the site's form).
    setState(
      result.ok
        ? { status: "ready", conversa: result.data }
        : {
            status: "failed",
            error: result.status === 404 ? result.error : CONVERSA_MESSAGES.failed,
          },
    );
  }

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next && (state.status === "closed" || state.status === "failed")) void load();
  }

  return (
    <div className="admin-sugestoes__conversa">
      <SecondaryButton aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {CONVERSA_MESSAGES.open}
      </SecondaryButton>
      <div id={panelId} hidden={!open}>
        {open && state.status === "loading" ? (
          <p role="status">{CONVERSA_MESSAGES.loading}</p>
        ) : null}
        {open && state.status === "failed" ? <p role="alert">{state.error}</p> : null}
        {open && state.status === "ready" ? <ConversaLista conversa={state.conversa} /> : null}
      </div>
    </div>
  );
}

function ConversaLista({ conversa }: { conversa: Conversa }) {
  const titleId = useId();
  if (conversa.mensagens.length === 0) return <p>{CONVERSA_MESSAGES.empty}</p>;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-sugestoes__conversa-title">
        {CONVERSA_MESSAGES.title(CANAL_NOMES[conversa.canal])}
      </h3>
      <ol className="admin-sugestoes__conversa-lista">
        {conversa.mensagens.map((mensagem) => (
          <ConversaMensagem key={mensagem.id} mensagem={mensagem} />
        ))}
      </ol>
    </section>
  );
}

function ConversaMensagem({ mensagem }: { mensagem: Mensagem }) {
  const date = formatDateTime(mensagem.created_at, "pt");
  const estado = estadoEntrega(mensagem);
  const entrada = mensagem.direcao === "entrada";
  const quem = entrada
    ? `${CONVERSA_MESSAGES.recebida} (${TIPO_NOMES[mensagem.tipo] ?? mensagem.tipo})`
    : CONVERSA_MESSAGES.enviada;
  return (
    <li className={`admin-sugestoes__conversa-${entrada ? "entrada" : "saida"}`}>
      <p className="admin-sugestoes__meta">
        <strong>{quem}</strong>
        {date ? (
          <>
            {" · "}
            <time dateTime={date.iso}>{date.text}</time>
          </>
        ) : null}
        {estado ? ` · ${CONVERSA_MESSAGES.estado} ${estado}` : null}
      </p>
      <p className="admin-sugestoes__texto">
        {mensagem.texto ??
          (entrada ? CONVERSA_MESSAGES.semTextoEntrada : CONVERSA_MESSAGES.semTextoSaida)}
      </p>
    </li>
  );
}
