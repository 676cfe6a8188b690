import { useId, useState } from "react";
import { formatDateTime } from "../../utils/dates.ts";
import { loadJson, saveJson } from "./api-client.ts";
import {
  ConversaSchema,
  MAX_RESPOSTA_LIVRE,
  RespostaLivreInputSchema,
  type Conversa,
  type Sugestao,
} from "./api-schemas.ts";
import { readDraft, removeDraft, saveDraft, type DraftOwner } from "./drafts.ts";
import { fieldErrorId, validateWith } from "./form-errors.tsx";
import { SecondaryButton } from "./list-controls.tsx";
import { SessionExpiredAlert } from "./session-expired.tsx";
import { useAdminSession } from "./session.tsx";
import { CANAL_NOMES } from "./sugestao-labels.ts";
import { LabelledField } from "./text-field.tsx";

/*
 * A tip's WhatsApp or Telegram conversation (decision 076): what the sender wrote and what
 * the tipline answered, with each reply's delivery state. Loaded from the admin API when
 * an editor opens it, like the tip's file. Under it, a free reply to the sender within
 * the platform's rules (decision 081), kept as a local draft until it is sent.
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
  replyTitle: "Responder ao leitor",
  replyLabel: "Sua resposta",
  replyHint: (canal: string) =>
    `Até ${MAX_RESPOSTA_LIVRE.toLocaleString("pt-BR")} caracteres, em texto simples. Vai pelo ${canal}, pela fila de envio, e aparece nesta conversa.`,
  send: "Enviar resposta",
  sending: "Enviando...",
  sent: "Resposta enviada para a fila de envio.",
  sendFailed: (reason: string) => `A resposta não foi enviada: ${reason} O texto continua aqui.`,
} as const;

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

/** Only tips that came through a messaging channel have a conversation (decision 081). */
export function hasConversa(canal: Sugestao["canal"]): boolean {
  return canal !== "web";
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
        {open && state.status === "ready" ? (
          <>
            <ConversaLista conversa={state.conversa} />
            <RespostaLivre
              sugestaoId={sugestaoId}
              conversa={state.conversa}
              onSent={(conversa) => setState({ status: "ready", conversa })}
            />
          </>
        ) : null}
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

/**
 * The desk's free reply (decision 081). When the platform's rules close the conversation,
 * the API's reason shows instead of the form. The typed text is kept as a local draft
 * (decision 059) and on screen whatever fails; an expired session is renewed here and the
 * reply sent again.
 */
function RespostaLivre({
  sugestaoId,
  conversa,
  onSent,
}: {
  sugestaoId: number;
  conversa: Conversa;
  onSent: (conversa: Conversa) => void;
}) {
  const { admin, authFetch } = useAdminSession();
  const formId = useId();
  const owner: DraftOwner = { accountId: admin.id, item: `conversa:${sugestaoId}` };
  const [texto, setTexto] = useState(() => {
    const saved = readDraft(owner)?.values.texto;
    return typeof saved === "string" ? saved : "";
  });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [expired, setExpired] = useState(false);
  const [sent, setSent] = useState(false);
  const titleId = useId();
  const canal = CANAL_NOMES[conversa.canal];

  function change(value: string) {
    setTexto(value);
    setSent(false);
    if (value) saveDraft(owner, { texto: value });
    else removeDraft(owner);
  }

  async function send() {
    const input = validateWith(RespostaLivreInputSchema, { texto });
    if (!input.success) {
      setError(input.details.texto ?? Object.values(input.details)[0]);
      document.getElementById(`${formId}-texto`)?.focus();
      return;
    }
    setError(undefined);
    setFailure(undefined);
    setSending(true);
    const result = await saveJson(
      authFetch,
      "POST",
      `/api/sugestoes/${sugestaoId}/conversa`,
      input.data,
      ConversaSchema,
    );
    setSending(false);
    if (result.ok) {
      removeDraft(owner);
      setTexto("");
      setExpired(false);
      setSent(true);
      onSent(result.data);
      return;
    }
    if (result.status === 401) {
      setExpired(true);
      return;
    }
    if (result.details.texto) setError(result.details.texto);
    else setFailure(CONVERSA_MESSAGES.sendFailed(result.error));
  }

  const rule = conversa.resposta_livre;
  return (
    <section aria-labelledby={titleId} className="admin-sugestoes__resposta-livre">
      <h3 id={titleId} className="admin-sugestoes__conversa-title">
        {CONVERSA_MESSAGES.replyTitle}
      </h3>
      {!rule.permitida ? (
        <p>{rule.motivo}</p>
      ) : (
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!sending) void send();
          }}
        >
          <LabelledField
            formId={formId}
            name="texto"
            label={CONVERSA_MESSAGES.replyLabel}
            hint={CONVERSA_MESSAGES.replyHint(canal)}
            error={error}
          >
            <textarea
              id={`${formId}-texto`}
              name="texto"
              rows={3}
              value={texto}
              onChange={(event) => change(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={[
                `${formId}-texto-dica`,
                ...(error ? [fieldErrorId(formId, "texto")] : []),
              ].join(" ")}
            />
          </LabelledField>
          {failure ? <p role="alert">{failure}</p> : null}
          {expired ? (
            <SessionExpiredAlert
              onRenewed={() => {
                setExpired(false);
                void send();
              }}
            />
          ) : null}
          <button type="submit" className="admin-button" disabled={sending}>
            {sending ? CONVERSA_MESSAGES.sending : CONVERSA_MESSAGES.send}
          </button>
          <p role="status">{sent ? CONVERSA_MESSAGES.sent : ""}</p>
        </form>
      )}
    </section>
  );
}
