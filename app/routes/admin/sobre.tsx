import DOMPurify from "dompurify";
import { useCallback, useState } from "react";
import { z } from "zod";
import { aboutDisplay } from "#server/api/sobre-projeto/display.ts";
import { hasVisibleText } from "#server/api/common-schema.ts";
import { MAX_TITULO, SobreProjetoInputSchema } from "#server/api/sobre-projeto/schema.ts";
import type { Route } from "./+types/sobre.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import {
  ErrorSummary,
  errorsFromFailure,
  NO_ERRORS,
  splitErrorDetails,
  validateWith,
} from "../../components/admin/form-errors.tsx";
import { AdminPageBar, LoadError, LoadingStatus } from "../../components/admin/list-controls.tsx";
import { Modal, ModalCancelButton } from "../../components/admin/modal.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { RichTextField } from "../../components/admin/rich-text-editor.tsx";
import { SessionExpiredAlert, useAdminSession } from "../../components/admin/session.tsx";
import { TextField } from "../../components/admin/text-field.tsx";
import { useToast } from "../../components/admin/toast.tsx";
import { useAdminRecord } from "../../components/admin/use-admin-record.ts";
import { useModalForm } from "../../components/admin/use-modal-form.ts";
import { SobrePage } from "../../components/sobre/about-article.tsx";
import { sobre as sobreTexts } from "../../i18n/messages/sobre.ts";
import listingStylesHref from "../../styles/admin-listing.css?url";
import adminStylesHref from "../../styles/admin-sobre.css?url";
import stylesHref from "../../styles/sobre.css?url";

const MESSAGES = {
  title: "Sobre o Projeto",
  edit: "Editar",
  editLabel: "Editar a página Sobre o Projeto",
  formTitle: "Editar página Sobre o Projeto",
  titulo: "Título",
  tituloHint: "Se ficar vazio, a página usa o título “Sobre o Projeto”.",
  conteudo: "Conteúdo",
  descricao: "Descrição",
  objetivos: "Objetivos",
  metodologia: "Metodologia",
  sectionsHint:
    "Esta página está organizada em descrição, objetivos e metodologia: os títulos “Objetivos” e “Metodologia” são colocados pela página. Preencha ao menos uma das partes.",
  submit: "Salvar",
  saving: "Salvando...",
  saved: "Página atualizada com sucesso!",
  loadFailed: "Não foi possível carregar a página Sobre o Projeto. Tente novamente.",
  reloadFailed: "A página foi salva, mas não foi possível recarregá-la. Atualize a página.",
} as const;

const FORM_ID = "sobre";
const TEXT_FIELDS = ["conteudo", "descricao", "objetivos", "metodologia"] as const;
const FIELDS = ["titulo", ...TEXT_FIELDS] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Field = (typeof FIELDS)[number];

/** The About record as the API returns it. */
const SobreProjetoSchema = z.object({
  id: z.number().int().positive(),
  titulo: z.string().nullable(),
  conteudo: z.string().nullable(),
  descricao: z.string().nullable(),
  objetivos: z.string().nullable(),
  metodologia: z.string().nullable(),
});
type SobreProjeto = z.infer<typeof SobreProjetoSchema>;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: listingStylesHref },
  { rel: "stylesheet", href: adminStylesHref },
];

export const headers = adminHeaders;

/** The public page's own texts, in Portuguese like the rest of the admin area. */
const TEXTS = sobreTexts.pt;

/** Written in sections when the stored record uses them; otherwise one rich text. */
const usesSections = (record: SobreProjeto | null) =>
  !!record &&
  (hasVisibleText(record.descricao) ||
    hasVisibleText(record.objetivos) ||
    hasVisibleText(record.metodologia));

export default function AdminSobre() {
  const toast = useToast();
  // `data` is null until the page is first written (the API answers 404).
  const { state, reload, retry } = useAdminRecord(
    "/api/sobre-projeto",
    SobreProjetoSchema,
    MESSAGES.reloadFailed,
    { notFoundIsNull: true },
  );
  const [editing, setEditing] = useState(false);

  const close = useCallback(() => setEditing(false), []);

  if (state.status !== "ready") {
    return (
      <div className="page container about">
        <h1>{TEXTS["sobre.title"]}</h1>
        {state.status === "loading" ? (
          <LoadingStatus />
        ) : (
          <LoadError className="admin-sobre__failed" onRetry={retry}>
            <p>{MESSAGES.loadFailed}</p>
          </LoadError>
        )}
      </div>
    );
  }

  const record = state.data;
  const shown = aboutDisplay(record);
  return (
    <PortugueseTexts texts={TEXTS}>
      <SobrePage
        titulo={record?.titulo?.trim() ? shown.titulo : null}
        // Stored text is sanitised by the API; this pass covers text that got in otherwise.
        conteudo={shown.conteudo === null ? null : DOMPurify.sanitize(shown.conteudo)}
        controls={
          <AdminPageBar className="admin-sobre__controls">
            <button
              type="button"
              className="admin-button"
              aria-label={MESSAGES.editLabel}
              onClick={() => setEditing(true)}
            >
              {MESSAGES.edit}
            </button>
          </AdminPageBar>
        }
      />
      {editing ? (
        <SobreEditor
          record={record}
          onClose={close}
          onSaved={() => {
            toast.show(MESSAGES.saved);
            close();
            reload();
          }}
        />
      ) : null}
    </PortugueseTexts>
  );
}

type FormValues = Record<Field, string>;

function initialValues(record: SobreProjeto | null): FormValues {
  return {
    titulo: record?.titulo ?? "",
    conteudo: record?.conteudo ?? "",
    descricao: record?.descricao ?? "",
    objetivos: record?.objetivos ?? "",
    metodologia: record?.metodologia ?? "",
  };
}

type SobreEditorProps = {
  record: SobreProjeto | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * The page's editor modal, mounted for one editing session and prefilled with the stored
 * page; closing unmounts it, which gives the focus back to the Editar button.
 */
function SobreEditor({ record, onClose, onSaved }: SobreEditorProps) {
  const { authFetch } = useAdminSession();
  const [sections] = useState(() => usesSections(record));
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
  } = useModalForm(() => initialValues(record));

  // Only the fields this form shows are sent: every other text field is cleared.
  const payload = sections
    ? {
        titulo: values.titulo,
        descricao: values.descricao,
        objetivos: values.objetivos,
        metodologia: values.metodologia,
      }
    : { titulo: values.titulo, conteudo: values.conteudo };

  /**
   * The "write something" message is keyed `conteudo`; in sections the description
   * field is where it belongs.
   */
  function toFormErrors(details: Record<string, string>): Record<string, string> {
    if (!sections || !details.conteudo) return details;
    const { conteudo, ...others } = details;
    return { ...others, descricao: others.descricao ?? conteudo };
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setExpired(false);
    const checked = validateWith(SobreProjetoInputSchema, payload);
    if (!checked.success) {
      showErrors(splitErrorDetails(toFormErrors(checked.details), FIELDS));
      return;
    }
    setErrors(NO_ERRORS);
    setSaving(true);
    const result = await saveJson(
      authFetch,
      "PUT",
      "/api/sobre-projeto",
      payload,
      SobreProjetoSchema,
    );
    setSaving(false);
    if (result.ok) {
      onSaved();
      return;
    }
    if (result.status === 401) {
      setExpired(true);
      return;
    }
    showErrors(errorsFromFailure({ ...result, details: toFormErrors(result.details) }, FIELDS));
  }

  const editor = (field: TextField, label: string) => (
    <div className="admin-field">
      <RichTextField
        formId={FORM_ID}
        name={field}
        label={label}
        required={!sections}
        value={values[field]}
        onChange={(html) => update(field, html)}
        errors={errors.fields}
      />
    </div>
  );

  return (
    <Modal open title={MESSAGES.formTitle} onClose={onClose} dirty={dirty}>
      <form
        ref={formRef}
        noValidate
        className="admin-form"
        aria-busy={saving}
        onSubmit={(event) => void handleSubmit(event)}
      >
        {expired ? <SessionExpiredAlert /> : null}
        <ErrorSummary messages={errors.form} />
        <TextField
          formId={FORM_ID}
          name="titulo"
          label={MESSAGES.titulo}
          hint={MESSAGES.tituloHint}
          maxLength={MAX_TITULO}
          value={values.titulo}
          onChange={(value) => update("titulo", value)}
          errors={errors.fields}
        />
        {sections ? (
          <>
            <p className="admin-field__hint">{MESSAGES.sectionsHint}</p>
            {editor("descricao", MESSAGES.descricao)}
            {editor("objetivos", MESSAGES.objetivos)}
            {editor("metodologia", MESSAGES.metodologia)}
          </>
        ) : (
          editor("conteudo", MESSAGES.conteudo)
        )}
        <div className="modal__actions">
          <ModalCancelButton disabled={saving} />
          <button type="submit" className="admin-button" disabled={saving}>
            {saving ? MESSAGES.saving : MESSAGES.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
