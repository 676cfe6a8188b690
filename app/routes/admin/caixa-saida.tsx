import { useState } from "react";
import type { Route } from "./+types/caixa-saida.ts";
import { adminMeta, adminStylesheets } from "../../components/admin/admin-meta.ts";
import { AdminTable } from "../../components/admin/admin-table.tsx";
import {
  MensagemListSchema,
  MensagemSchema,
  RecebidaListSchema,
  RecebidaSchema,
  type Mensagem,
  type Recebida,
} from "../../components/admin/api-schemas.ts";
import {
  AdminListStatus,
  AdminPageBar,
  Pager,
  SecondaryButton,
  useAdminAction,
  withServerReason,
} from "../../components/admin/list-controls.tsx";
import { SelectField } from "../../components/admin/list-select.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { useToast } from "../../components/ui/toast.tsx";
import { formatDateTime } from "../../utils/dates.ts";
import stylesHref from "../../styles/admin-contas.css?url";

/*
 * /admin/caixa-saida: the e-mail the site queued, for administradores (decision 070):
 * what waits, what went, and what the mail server refused, with a way to send a failed
 * message again once the cause is fixed; and the WhatsApp and Telegram messages the
 * tipline gave up on (decision 082), with a way to handle one again.
 */

const MESSAGES = {
  title: "E-mails enviados pelo site",
  intro:
    "Cada e-mail do site (redefinição de senha, respostas às sugestões, avisos) entra nesta fila e sai pelo servidor de e-mail configurado. Se o servidor estiver fora do ar, a mensagem espera e é tentada de novo; as que ele recusa aparecem como “Falhou”. As respostas da linha de WhatsApp e Telegram saem pela mesma fila; para as do WhatsApp, a situação diz também se a mensagem foi entregue ou lida.",
  queue: "Fila de envio",
  filters: "Filtro",
  estado: "Situação",
  anyEstado: "Todas",
  caption: "E-mails, dos mais recentes aos mais antigos",
  columns: [
    "Criado em",
    "Canal",
    "Para",
    "Assunto",
    "Situação",
    "Tentativas",
    "Último erro",
    "Ações",
  ],
  loading: "Carregando os e-mails...",
  loadFailed: "Não foi possível carregar os e-mails.",
  empty: "Nenhum e-mail nesta situação.",
  pages: "Páginas dos e-mails",
  position: (pagina: number, total: number, count: number) =>
    `Página ${pagina} de ${total} (${count} ${count === 1 ? "e-mail" : "e-mails"})`,
  resend: "Enviar de novo",
  resendOf: (assunto: string, para: string) => `Enviar de novo “${assunto}” para ${para}`,
  resent: "O e-mail voltou para a fila e sai na próxima rodada.",
  nextTry: (when: string) => `Nova tentativa em ${when}`,
} as const;

/** The tipline's messages given up on (decision 082): when, where and why, never what. */
const RECEBIDAS = {
  title: "Mensagens recebidas que não foram processadas",
  intro:
    "Mensagens do WhatsApp e do Telegram que falharam cinco vezes ao virar sugestão ou comando. O leitor não recebeu resposta. Depois de corrigir a causa (o erro ajuda a encontrá-la), use “Tentar de novo”: a mensagem é processada na hora e, se falhar outra vez, volta a ser tentada automaticamente.",
  caption: "Mensagens recebidas não processadas, das mais recentes às mais antigas",
  columns: ["Recebida em", "Canal", "Tentativas", "Última falha em", "Erro", "Ações"],
  loading: "Carregando as mensagens recebidas...",
  loadFailed: "Não foi possível carregar as mensagens recebidas.",
  empty: "Nenhuma mensagem recebida ficou sem processar.",
  pages: "Páginas das mensagens recebidas",
  position: (pagina: number, total: number, count: number) =>
    `Página ${pagina} de ${total} (${count} ${count === 1 ? "mensagem" : "mensagens"})`,
  retry: "Tentar de novo",
  retryOf: (canal: string, when: string) =>
    `Tentar de novo a mensagem do ${canal} recebida em ${when}`,
  handled: "A mensagem foi processada.",
  failedAgain:
    "A mensagem falhou de novo e voltou para a fila: será tentada automaticamente nos próximos minutos.",
} as const;

const ESTADO_LABELS: Record<string, string> = {
  pendente: "Na fila",
  enviada: "Enviado",
  falhou: "Falhou",
};
const CANAL_LABELS: Record<string, string> = {
  email: "E-mail",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
};
/** WhatsApp's word on a sent reply (decision 076). */
const ENTREGA_LABELS: Record<string, string> = {
  entregue: "Entregue",
  lida: "Lida",
  falhou: "Falhou na entrega",
};
const ESTADO_OPTIONS = Object.entries(ESTADO_LABELS).map(([value, label]) => ({ value, label }));
const PAGE_SIZE = 50;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = adminStylesheets(stylesHref);

export default function AdminCaixaSaida() {
  const [estado, setEstado] = useState("");
  const [pagina, setPagina] = useState(1);
  const search = new URLSearchParams({ pagina: String(pagina), limite: String(PAGE_SIZE) });
  if (estado) search.set("estado", estado);
  const list = useAdminQuery(`/api/caixa-saida?${search.toString()}`, MensagemListSchema);
  const total = list.total ?? 0;
  const formId = "caixa-saida-filtro";

  return (
    <div className="container admin-contas">
      <AdminPageBar />
      <h1>{MESSAGES.title}</h1>
      <p>{MESSAGES.intro}</p>
      <RecebidasSection />
      <section aria-labelledby="fila-titulo">
        <h2 id="fila-titulo">{MESSAGES.queue}</h2>
        <form id={formId} className="admin-form" aria-label={MESSAGES.filters}>
          <SelectField
            formId={formId}
            name="estado"
            label={MESSAGES.estado}
            value={estado}
            onChange={(value) => {
              setEstado(value);
              setPagina(1);
            }}
            options={ESTADO_OPTIONS}
            emptyOption={MESSAGES.anyEstado}
          />
        </form>
        <AdminListStatus
          list={list}
          messages={withServerReason(MESSAGES, list.error)}
          emptyClassName="admin-contas__empty"
        >
          {(mensagens) => (
            <AdminTable caption={MESSAGES.caption} columns={MESSAGES.columns}>
              {mensagens.map((mensagem) => (
                <MensagemRow key={mensagem.id} mensagem={mensagem} onChanged={list.reload} />
              ))}
            </AdminTable>
          )}
        </AdminListStatus>
        {list.data ? (
          <Pager
            pagina={pagina}
            totalPaginas={Math.max(1, Math.ceil(total / PAGE_SIZE))}
            go={setPagina}
            label={MESSAGES.pages}
            position={(current, pages) => MESSAGES.position(current, pages, total)}
          />
        ) : null}
      </section>
    </div>
  );
}

function MensagemRow({
  mensagem,
  onChanged,
}: {
  mensagem: Mensagem;
  onChanged: () => Promise<void>;
}) {
  const { busy, send } = useAdminAction();
  const toast = useToast();
  const created = formatDateTime(mensagem.criadaEm, "pt");
  const next = formatDateTime(mensagem.proximaTentativaEm, "pt");

  async function resend() {
    const result = await send(
      "POST",
      `/api/caixa-saida/${mensagem.id}/reenviar`,
      {},
      MensagemSchema,
    );
    if (!result) return;
    toast.show(result.ok ? MESSAGES.resent : result.error, result.ok ? {} : { kind: "error" });
    await onChanged();
  }

  return (
    <tr>
      <td>{created ? <time dateTime={created.iso}>{created.text}</time> : mensagem.criadaEm}</td>
      <td>{CANAL_LABELS[mensagem.canal] ?? mensagem.canal}</td>
      <td>{mensagem.destinatario}</td>
      <td>{mensagem.assunto}</td>
      <td>
        {ESTADO_LABELS[mensagem.estado] ?? mensagem.estado}
        {mensagem.entrega ? (
          <>
            <br />
            <small>{ENTREGA_LABELS[mensagem.entrega] ?? mensagem.entrega}</small>
          </>
        ) : null}
        {mensagem.estado === "pendente" && mensagem.tentativas > 0 && next ? (
          <>
            <br />
            <small>{MESSAGES.nextTry(next.text)}</small>
          </>
        ) : null}
      </td>
      <td>{mensagem.tentativas}</td>
      <td>{mensagem.ultimoErro ?? ""}</td>
      <td>
        {mensagem.estado === "falhou" ? (
          <SecondaryButton
            onClick={() => void resend()}
            disabled={busy}
            aria-label={MESSAGES.resendOf(mensagem.assunto, mensagem.destinatario)}
          >
            {MESSAGES.resend}
          </SecondaryButton>
        ) : null}
      </td>
    </tr>
  );
}

function RecebidasSection() {
  const [pagina, setPagina] = useState(1);
  const search = new URLSearchParams({ pagina: String(pagina), limite: String(PAGE_SIZE) });
  const list = useAdminQuery(`/api/caixa-saida/recebidas?${search.toString()}`, RecebidaListSchema);
  const total = list.total ?? 0;

  return (
    <section aria-labelledby="recebidas-titulo">
      <h2 id="recebidas-titulo">{RECEBIDAS.title}</h2>
      <p>{RECEBIDAS.intro}</p>
      <AdminListStatus
        list={list}
        messages={withServerReason(RECEBIDAS, list.error)}
        emptyClassName="admin-contas__empty"
      >
        {(recebidas) => (
          <AdminTable caption={RECEBIDAS.caption} columns={RECEBIDAS.columns}>
            {recebidas.map((recebida) => (
              <RecebidaRow key={recebida.id} recebida={recebida} onChanged={list.reload} />
            ))}
          </AdminTable>
        )}
      </AdminListStatus>
      {total > PAGE_SIZE ? (
        <Pager
          pagina={pagina}
          totalPaginas={Math.ceil(total / PAGE_SIZE)}
          go={setPagina}
          label={RECEBIDAS.pages}
          position={(current, pages) => RECEBIDAS.position(current, pages, total)}
        />
      ) : null}
    </section>
  );
}

function RecebidaRow({
  recebida,
  onChanged,
}: {
  recebida: Recebida;
  onChanged: () => Promise<void>;
}) {
  const { busy, send } = useAdminAction();
  const toast = useToast();
  const received = formatDateTime(recebida.recebidaEm, "pt");
  const givenUp = recebida.desistidaEm ? formatDateTime(recebida.desistidaEm, "pt") : undefined;
  const canal = CANAL_LABELS[recebida.canal] ?? recebida.canal;

  async function retry() {
    const url = `/api/caixa-saida/recebidas/${recebida.id}/reprocessar`;
    const result = await send("POST", url, {}, RecebidaSchema);
    if (!result) return;
    if (result.ok && result.data.estado === "tratada") toast.show(RECEBIDAS.handled);
    else toast.show(result.ok ? RECEBIDAS.failedAgain : result.error, { kind: "error" });
    await onChanged();
  }

  return (
    <tr>
      <td>
        {received ? <time dateTime={received.iso}>{received.text}</time> : recebida.recebidaEm}
      </td>
      <td>{canal}</td>
      <td>{recebida.tentativas}</td>
      <td>{givenUp ? <time dateTime={givenUp.iso}>{givenUp.text}</time> : null}</td>
      <td>{recebida.erro ?? ""}</td>
      <td>
        <SecondaryButton
          onClick={() => void retry()}
          disabled={busy}
          aria-label={RECEBIDAS.retryOf(canal, received?.text ?? recebida.recebidaEm)}
        >
          {RECEBIDAS.retry}
        </SecondaryButton>
      </td>
    </tr>
  );
}
