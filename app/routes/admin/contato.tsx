import { useCallback, useRef, useState } from "react";
import { z } from "zod";
import {
  ContatoInstitucionalInputSchema,
  MAX_EMAIL,
  MAX_TELEFONE,
  MAX_WHATSAPP,
  REDE_SOCIAL_TIPOS,
} from "#server/api/contato-institucional/schema.ts";
import type { Route } from "./+types/contato.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { confirmAction } from "../../components/admin/confirm.ts";
import {
  ErrorSummary,
  errorsFromFailure,
  fieldErrorProps,
  focusFirstInvalid,
  NO_ERRORS,
  splitErrorDetails,
  validateWith,
  type FormErrors,
} from "../../components/admin/form-errors.tsx";
import {
  AdminListStatus,
  AdminPageBar,
  EditButton,
  EditDeleteButtons,
  LoadError,
  LoadingStatus,
  PageHeading,
  useDeleteItem,
} from "../../components/admin/list-controls.tsx";
import { Modal, ModalCancelButton } from "../../components/admin/modal.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { SessionExpiredAlert, useAdminSession } from "../../components/admin/session.tsx";
import { LabelledField, TextField } from "../../components/admin/text-field.tsx";
import { useToast } from "../../components/admin/toast.tsx";
import { useAdminList } from "../../components/admin/use-admin-list.ts";
import { useAdminRecord } from "../../components/admin/use-admin-record.ts";
import { useModalForm } from "../../components/admin/use-modal-form.ts";
import { ContactInfo } from "../../components/contato/contact-info.tsx";
import { contato as contatoTexts } from "../../i18n/messages/contato.ts";
import adminStylesHref from "../../styles/admin-contato.css?url";
import listingStylesHref from "../../styles/admin-listing.css?url";
import stylesHref from "../../styles/contato.css?url";
import { formatDateTime } from "../../utils/dates.ts";
import { contactChannels, mailtoHref, type ContactChannel } from "../contato-links.ts";

const MESSAGES = {
  title: "Contatos Institucionais",
  intro:
    "O e-mail, o telefone, o WhatsApp e as redes sociais abaixo aparecem na página Contato. Cada alteração é salva assim que você confirma.",
  delete: "Excluir",
  channelNames: { email: "e-mail", telefone: "telefone", whatsapp: "WhatsApp" },
  editChannelTitle: (name: string) => `Editar ${name}`,
  newValue: "Novo valor",
  addRede: "Adicionar Rede Social",
  editRedeTitle: "Editar Rede Social",
  tipo: "Tipo",
  chooseTipo: "Selecione o tipo",
  url: "URL da Rede Social",
  urlHint: "Começa com http:// ou https://.",
  required: "Todos os campos são obrigatórios.",
  save: "Salvar",
  add: "Adicionar",
  saving: "Salvando...",
  fieldSaved: "Campo atualizado!",
  redeUpdated: "Rede social atualizada!",
  redeAdded: "Rede social adicionada!",
  redeDeleted: "Rede social excluída!",
  confirmDeleteRede: "Tem certeza que deseja excluir esta rede social?",
  deleteRedeFailed: (error: string) => `Erro ao excluir rede social: ${error}`,
  loading: "Carregando dados de contato...",
  loadFailed: "Não foi possível carregar os dados de contato. Tente novamente.",
  reloadFailed:
    "A alteração foi salva, mas não foi possível recarregar os dados. Atualize a página.",
  inbox: "Mensagens recebidas",
  inboxIntro:
    "Mensagens enviadas pelo formulário da página Contato, das mais recentes às mais antigas.",
  inboxLoading: "Carregando mensagens...",
  inboxFailed: "Não foi possível carregar as mensagens. Tente novamente.",
  inboxEmpty: "Nenhuma mensagem recebida.",
  from: "De:",
  receivedAt: "Recebida em",
  deleteMessage: (assunto: string) => `Excluir a mensagem “${assunto}”`,
  deleteMensagem: {
    confirm: "Tem certeza que deseja excluir esta mensagem?",
    deleted: "Mensagem excluída!",
    failed: (error: string) => `Erro ao excluir mensagem: ${error}`,
  },
} as const;

const CHANNEL_INPUT: Record<
  ContactChannel,
  { type: "email" | "tel"; autoComplete: string; maxLength: number }
> = {
  email: { type: "email", autoComplete: "email", maxLength: MAX_EMAIL },
  telefone: { type: "tel", autoComplete: "tel", maxLength: MAX_TELEFONE },
  whatsapp: { type: "tel", autoComplete: "tel", maxLength: MAX_WHATSAPP },
};

/** The institutional contact data as the API returns it. */
const ContatoSchema = z.object({
  email: z.string(),
  telefone: z.string(),
  whatsapp: z.string(),
  redes: z.array(z.object({ tipo: z.string(), url: z.string() })),
});
type Contato = z.infer<typeof ContatoSchema>;
type Rede = Contato["redes"][number];

/** A message of the inbox as the API returns it. */
const MensagemSchema = z.object({
  id: z.number().int().positive(),
  nome: z.string(),
  email: z.string(),
  assunto: z.string(),
  mensagem: z.string(),
  created_at: z.string(),
});
const MensagemListSchema = z.array(MensagemSchema);

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: listingStylesHref },
  { rel: "stylesheet", href: adminStylesHref },
];

export const headers = adminHeaders;

/** The public page's own texts, in Portuguese like the rest of the admin area. */
const TEXTS = contatoTexts.pt;

/** Which editor is open: a channel's value, or a network (index null: a new one). */
type EditorTarget =
  { kind: "channel"; channel: ContactChannel } | { kind: "rede"; index: number | null };

export default function AdminContato() {
  const { authFetch, handleUnauthorized } = useAdminSession();
  const toast = useToast();
  const { state, reload, retry } = useAdminRecord(
    "/api/contato-institucional",
    ContatoSchema,
    MESSAGES.reloadFailed,
  );
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setTarget(null), []);

  async function removeRede(contato: Contato, index: number) {
    if (!confirmAction(MESSAGES.confirmDeleteRede)) return;
    const result = await saveJson(authFetch, "PUT", "/api/contato-institucional", {
      ...contato,
      redes: contato.redes.filter((_, position) => position !== index),
    });
    if (result.ok) {
      toast.show(MESSAGES.redeDeleted);
      // The network and its buttons go away: the focus moves somewhere that stays.
      addButton.current?.focus();
      reload();
    } else if (result.status === 401) {
      handleUnauthorized();
    } else {
      toast.show(MESSAGES.deleteRedeFailed(result.error), { kind: "error" });
    }
  }

  let info: React.ReactNode;
  if (state.status === "ready") {
    const contato = state.data;
    info = (
      <>
        <ContactInfo
          canais={contactChannels(contato)}
          redes={contato.redes}
          channelActions={(channel) => (
            <EditButton
              name={MESSAGES.channelNames[channel]}
              className="admin-contato__action"
              onClick={() => setTarget({ kind: "channel", channel })}
            />
          )}
          redeActions={(rede, index) => (
            <span className="admin-contato__rede-actions">
              <EditDeleteButtons
                name={rede.tipo}
                className="admin-contato__action"
                onEdit={() => setTarget({ kind: "rede", index })}
                onDelete={() => void removeRede(contato, index)}
              />
            </span>
          )}
          redesControls={
            <button
              ref={addButton}
              type="button"
              className="admin-button admin-contato__add"
              onClick={() => setTarget({ kind: "rede", index: null })}
            >
              {MESSAGES.addRede}
            </button>
          }
        />
        {target?.kind === "channel" ? (
          <ChannelEditor
            channel={target.channel}
            contato={contato}
            onClose={close}
            onSaved={() => {
              toast.show(MESSAGES.fieldSaved);
              close();
              reload();
            }}
          />
        ) : null}
        {target?.kind === "rede" ? (
          <RedeEditor
            index={target.index}
            contato={contato}
            onClose={close}
            onSaved={(added) => {
              toast.show(added ? MESSAGES.redeAdded : MESSAGES.redeUpdated);
              close();
              reload();
            }}
          />
        ) : null}
      </>
    );
  } else if (state.status === "loading") {
    info = <LoadingStatus className="contato__info">{MESSAGES.loading}</LoadingStatus>;
  } else {
    info = (
      <LoadError className="contato__info admin-contato__failed" onRetry={retry}>
        <p>{MESSAGES.loadFailed}</p>
      </LoadError>
    );
  }

  return (
    <PortugueseTexts texts={TEXTS}>
      <div className="page container contato">
        <AdminPageBar />
        <PageHeading title={MESSAGES.title} intro={MESSAGES.intro} />
        <div className="contato__layout">
          <div>{info}</div>
          <Inbox />
        </div>
      </div>
    </PortugueseTexts>
  );
}

/**
 * The API keys its messages by the whole record's paths (`email`, `redes.2.url`); a form
 * that edits one part shows them beside its own fields.
 */
function renameDetails(
  details: Record<string, string>,
  keys: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details).map(([key, message]) => [keys[key] ?? key, message]),
  );
}

const CHANNEL_FORM_ID = "contato-canal";
const CHANNEL_FIELDS = ["valor"] as const;

/**
 * The single-value editor of the e-mail, the phone or the WhatsApp number. Saving sends
 * the whole contact data with this one value changed, as the API replaces it all; the
 * API keys a refusal by the channel's name, shown here beside "Novo valor".
 */
function ChannelEditor({
  channel,
  contato,
  onClose,
  onSaved,
}: {
  channel: ContactChannel;
  contato: Contato;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { authFetch } = useAdminSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(contato[channel]);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [expired, setExpired] = useState(false);

  const dirty = value !== contato[channel];

  const keys = { [channel]: "valor" };

  function showErrors(next: FormErrors) {
    setErrors(next);
    focusFirstInvalid(formRef.current, next.fields);
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setExpired(false);
    const next = { ...contato, [channel]: value };
    const checked = validateWith(ContatoInstitucionalInputSchema, next);
    if (!checked.success) {
      showErrors(splitErrorDetails(renameDetails(checked.details, keys), CHANNEL_FIELDS));
      return;
    }
    setErrors(NO_ERRORS);
    setSaving(true);
    const result = await saveJson(authFetch, "PUT", "/api/contato-institucional", checked.data);
    setSaving(false);
    if (result.ok) {
      onSaved();
      return;
    }
    if (result.status === 401) {
      setExpired(true);
      return;
    }
    showErrors(
      errorsFromFailure(
        { ...result, details: renameDetails(result.details, keys) },
        CHANNEL_FIELDS,
      ),
    );
  }

  const inputId = `${CHANNEL_FORM_ID}-valor`;
  return (
    <Modal
      open
      title={MESSAGES.editChannelTitle(MESSAGES.channelNames[channel])}
      onClose={onClose}
      dirty={dirty}
    >
      <form
        ref={formRef}
        noValidate
        className="admin-form"
        aria-busy={saving}
        onSubmit={(event) => void handleSubmit(event)}
      >
        {expired ? <SessionExpiredAlert /> : null}
        <ErrorSummary messages={errors.form} />
        <LabelledField
          formId={CHANNEL_FORM_ID}
          name="valor"
          label={MESSAGES.newValue}
          required
          error={errors.fields.valor}
        >
          <input
            id={inputId}
            name="valor"
            required
            {...CHANNEL_INPUT[channel]}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              if (errors.fields.valor) setErrors({ fields: {}, form: errors.form });
            }}
            {...fieldErrorProps(CHANNEL_FORM_ID, "valor", errors.fields)}
          />
        </LabelledField>
        <div className="modal__actions">
          <ModalCancelButton disabled={saving} />
          <button type="submit" className="admin-button" disabled={saving}>
            {saving ? MESSAGES.saving : MESSAGES.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const REDE_FORM_ID = "contato-rede";
const REDE_FIELDS = ["tipo", "url"] as const;

/** The social-network form, Tipo and URL: adds a network (index null) or changes one. */
function RedeEditor({
  index,
  contato,
  onClose,
  onSaved,
}: {
  index: number | null;
  contato: Contato;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}) {
  const { authFetch } = useAdminSession();
  const {
    formRef,
    values,
    errors,
    setErrors,
    saving,
    setSaving,
    expired,
    setExpired,
    dirty,
    update,
    showErrors,
  } = useModalForm<Rede>(() =>
    index === null ? { tipo: "", url: "" } : (contato.redes[index] ?? { tipo: "", url: "" }),
  );

  const position = index ?? contato.redes.length;
  const keys = { [`redes.${position}.tipo`]: "tipo", [`redes.${position}.url`]: "url" };

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setExpired(false);
    const redes =
      index === null
        ? [...contato.redes, values]
        : contato.redes.map((rede, current) => (current === index ? values : rede));
    const checked = validateWith(ContatoInstitucionalInputSchema, { ...contato, redes });
    if (!checked.success) {
      showErrors(splitErrorDetails(renameDetails(checked.details, keys), REDE_FIELDS));
      return;
    }
    setErrors(NO_ERRORS);
    setSaving(true);
    const result = await saveJson(authFetch, "PUT", "/api/contato-institucional", checked.data);
    setSaving(false);
    if (result.ok) {
      onSaved(index === null);
      return;
    }
    if (result.status === 401) {
      setExpired(true);
      return;
    }
    showErrors(
      errorsFromFailure({ ...result, details: renameDetails(result.details, keys) }, REDE_FIELDS),
    );
  }

  const id = (field: keyof Rede) => `${REDE_FORM_ID}-${field}`;
  return (
    <Modal
      open
      title={index === null ? MESSAGES.addRede : MESSAGES.editRedeTitle}
      onClose={onClose}
      dirty={dirty}
    >
      <form
        ref={formRef}
        noValidate
        className="admin-form"
        aria-busy={saving}
        onSubmit={(event) => void handleSubmit(event)}
      >
        {expired ? <SessionExpiredAlert /> : null}
        <ErrorSummary messages={errors.form} />
        <p className="admin-field__hint">{MESSAGES.required}</p>
        <LabelledField
          formId={REDE_FORM_ID}
          name="tipo"
          label={MESSAGES.tipo}
          required
          error={errors.fields.tipo}
        >
          <select
            id={id("tipo")}
            name="tipo"
            required
            value={values.tipo}
            onChange={(event) => update("tipo", event.currentTarget.value)}
            {...fieldErrorProps(REDE_FORM_ID, "tipo", errors.fields)}
          >
            <option value="">{MESSAGES.chooseTipo}</option>
            {REDE_SOCIAL_TIPOS.map((tipo) => (
              <option key={tipo} value={tipo}>
                {tipo}
              </option>
            ))}
          </select>
        </LabelledField>
        <TextField
          formId={REDE_FORM_ID}
          name="url"
          label={MESSAGES.url}
          hint={MESSAGES.urlHint}
          type="url"
          inputMode="url"
          required
          value={values.url}
          onChange={(value) => update("url", value)}
          errors={errors.fields}
        />
        <div className="modal__actions">
          <ModalCancelButton disabled={saving} />
          <button type="submit" className="admin-button" disabled={saving}>
            {saving ? MESSAGES.saving : index === null ? MESSAGES.add : MESSAGES.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Messages sent through the Contact page's form, newest first, with delete. */
function Inbox() {
  const list = useAdminList("/api/contato", MensagemListSchema);
  const heading = useRef<HTMLHeadingElement>(null);
  const { remove } = useDeleteItem(MESSAGES.deleteMensagem, list, heading);

  return (
    <section className="admin-contato__inbox" aria-labelledby="admin-contato-inbox">
      <h2 id="admin-contato-inbox" ref={heading} tabIndex={-1}>
        {MESSAGES.inbox}
      </h2>
      <p className="admin-field__hint">{MESSAGES.inboxIntro}</p>
      <AdminListStatus
        list={list}
        failed={MESSAGES.inboxFailed}
        loading={MESSAGES.inboxLoading}
        empty={MESSAGES.inboxEmpty}
        emptyClassName="admin-contato__empty"
      >
        {(mensagens) => (
          <ul className="admin-contato__messages">
            {mensagens.map((mensagem) => {
              const titleId = `mensagem-${mensagem.id}`;
              const date = formatDateTime(mensagem.created_at);
              return (
                <li key={mensagem.id}>
                  <article className="admin-contato__message" aria-labelledby={titleId}>
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
                </li>
              );
            })}
          </ul>
        )}
      </AdminListStatus>
    </section>
  );
}
