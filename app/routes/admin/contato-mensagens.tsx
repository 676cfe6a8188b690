import { useRef } from "react";
import { ContatoMensagemListSchema } from "../../components/admin/api-schemas.ts";
import { InboxList } from "../../components/admin/inbox-list.tsx";
import { useDeleteItem } from "../../components/admin/list-controls.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { formatDateTime } from "../../utils/dates.ts";
import { mailtoHref } from "../../utils/contato-links.ts";

/*
 * The administrator's inbox: the messages sent through the Contact page's form. A page of
 * its own, shown on /admin/contato beside the contact data it answers to (the parent
 * route's Outlet); its title, styles and headers are the parent's.
 */

const MESSAGES = {
  inbox: "Mensagens recebidas",
  inboxIntro:
    "Mensagens enviadas pelo formulário da página Contato, das mais recentes às mais antigas.",
  list: {
    loading: "Carregando mensagens...",
    failed: "Não foi possível carregar as mensagens. Tente novamente.",
    empty: "Nenhuma mensagem recebida.",
  },
  from: "De:",
  receivedAt: "Recebida em",
  delete: "Excluir",
  deleteMessage: (assunto: string) => `Excluir a mensagem “${assunto}”`,
  deleteMensagem: {
    confirm: "Tem certeza que deseja excluir esta mensagem?",
    deleted: "Mensagem excluída!",
    failed: (error: string) => `Erro ao excluir mensagem: ${error}`,
  },
} as const;

/** Messages sent through the Contact page's form, newest first, with delete. */
export default function AdminContatoMensagens() {
  const list = useAdminQuery("/api/contato", ContatoMensagemListSchema);
  const heading = useRef<HTMLHeadingElement>(null);
  const { remove } = useDeleteItem(MESSAGES.deleteMensagem, list, heading);

  return (
    <section className="admin-contato__inbox" aria-labelledby="admin-contato-inbox">
      <h2 id="admin-contato-inbox" ref={heading} tabIndex={-1}>
        {MESSAGES.inbox}
      </h2>
      <p className="admin-field__hint">{MESSAGES.inboxIntro}</p>
      <InboxList
        list={list}
        messages={MESSAGES.list}
        emptyClassName="admin-contato__empty"
        className="admin-contato__messages"
        keyOf={(mensagem) => mensagem.id}
      >
        {(mensagem) => {
          const titleId = `mensagem-${mensagem.id}`;
          const date = formatDateTime(mensagem.created_at, "pt");
          return (
            <article className="admin-card admin-contato__message" aria-labelledby={titleId}>
              <h3 id={titleId} className="admin-contato__subject">
                {mensagem.assunto}
              </h3>
              <p className="admin-contato__meta">
                {MESSAGES.from} <strong>{mensagem.nome}</strong> ·{" "}
                <a href={mailtoHref(mensagem.email)}>{mensagem.email}</a>
                {date ? (
                  <>
                    {" "}
                    · {MESSAGES.receivedAt} <time dateTime={date.iso}>{date.text}</time>
                  </>
                ) : null}
              </p>
              <p className="admin-contato__text">{mensagem.mensagem}</p>
              <button
                type="button"
                className="admin-button admin-button--danger admin-contato__action"
                aria-label={MESSAGES.deleteMessage(mensagem.assunto)}
                onClick={() => void remove(`/api/contato/${mensagem.id}`)}
              >
                {MESSAGES.delete}
              </button>
            </article>
          );
        }}
      </InboxList>
    </section>
  );
}
