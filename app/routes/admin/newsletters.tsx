import { useRef, useState } from "react";
import { z } from "zod";
import {
  ANO_MAX,
  ANO_MIN,
  DESCRICAO_MAX,
  isStoredPdfUrl,
  NewsletterInputSchema,
  TITULO_MAX,
} from "#server/api/newsletters/schema.ts";
import type { Route } from "./+types/newsletters.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { saveJson, uploadFile, type ApiFailure } from "../../components/admin/api-client.ts";
import {
  ErrorSummary,
  errorsFromFailure,
  FieldError,
  fieldErrorId,
  fieldErrorProps,
  focusFirstInvalid,
  NO_ERRORS,
  splitErrorDetails,
  validateWith,
  withoutFieldError,
  type FormErrors,
} from "../../components/admin/form-errors.tsx";
import {
  AdminPageBar,
  CreateButton,
  EditDeleteButtons,
  LoadError,
  LoadingStatus,
  PageHeading,
  useAdminListPage,
} from "../../components/admin/list-controls.tsx";
import { Modal, ModalCancelButton } from "../../components/admin/modal.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { SessionExpiredAlert, useAdminSession } from "../../components/admin/session.tsx";
import { LabelledField, TextField } from "../../components/admin/text-field.tsx";
import { NewslettersPage } from "../../components/newsletters/newsletter-grid.tsx";
import { newsletters as newsletterTexts } from "../../i18n/messages/newsletters.ts";
import listingStylesHref from "../../styles/admin-listing.css?url";
import adminStylesHref from "../../styles/admin-newsletters.css?url";
import stylesHref from "../../styles/newsletters.css?url";
import { newsletterCard } from "../newsletters-display.ts";

const MESSAGES = {
  title: "Newsletters",
  create: "+ Nova Newsletter",
  createTitle: "Nova Newsletter",
  editTitle: "Editar Newsletter",
  required: "Campos marcados com * são obrigatórios.",
  titulo: "Título",
  mes: "Mês",
  chooseMonth: "Selecione o mês",
  ano: "Ano",
  descricao: "Descrição",
  linkLegend: "Link da newsletter",
  linkNone: "Nenhum por enquanto (a página mostra “Link em breve”)",
  linkExternal: "Link externo",
  linkFile: "Arquivo PDF",
  pdfLink: "Endereço do link externo",
  pdfLinkHint: "Começa com http:// ou https://.",
  pdfFile: "Escolher arquivo PDF",
  pdfFileReplace: "Substituir por outro arquivo PDF",
  pdfFileHint: "Arquivo PDF de até 20 MB.",
  currentFile: "PDF atual:",
  viewCurrentFile: "Visualizar PDF",
  newTab: "(abre em nova aba)",
  chosenFile: (name: string, size: string) => `Arquivo escolhido: ${name} (${size})`,
  chooseFile: "Escolha um arquivo PDF.",
  notPdfFile: "O arquivo escolhido não é um PDF. Escolha um arquivo PDF.",
  invalidPdf:
    "O arquivo escolhido não é um PDF válido e não foi enviado. Escolha outro arquivo PDF.",
  tooLarge:
    "O arquivo escolhido passa do limite de 20 MB e não foi enviado. Escolha um arquivo menor.",
  uploadFailed: (error: string) => `O PDF não foi enviado: ${error}`,
  submitCreate: "Criar",
  submitEdit: "Atualizar",
  uploading: "Enviando PDF...",
  saving: "Salvando...",
  created: "Newsletter criada com sucesso!",
  updated: "Newsletter atualizada com sucesso!",
  delete: {
    confirm: "Tem certeza que deseja excluir esta newsletter?",
    deleted: "Newsletter excluída com sucesso!",
    failed: (error: string) => `Erro ao excluir newsletter: ${error}`,
  },
  loading: "Carregando newsletters...",
  loadFailed: "Não foi possível recarregar a lista de newsletters. Tente novamente.",
} as const;

/** The specification's month names, for the month select (value 1–12). */
const MONTHS = [
  "Janeiro",
  "Fevereiro",
  "Março",
  "Abril",
  "Maio",
  "Junho",
  "Julho",
  "Agosto",
  "Setembro",
  "Outubro",
  "Novembro",
  "Dezembro",
] as const;

/** The specification shows six placeholder cards while newsletters load. */
const SKELETON_CARDS = 6;

const FORM_ID = "newsletter";
const FIELDS = ["titulo", "mes", "ano", "descricao", "pdfLink", "pdfUrl"] as const;
type Field = (typeof FIELDS)[number];

/** A newsletter as the API returns it. */
const NewsletterSchema = z.object({
  id: z.number().int().positive(),
  titulo: z.string(),
  mes: z.number().int(),
  ano: z.number().int(),
  descricao: z.string().nullable(),
  pdfLink: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
type Newsletter = z.infer<typeof NewsletterSchema>;
const NewsletterListSchema = z.array(NewsletterSchema);

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: listingStylesHref },
  { rel: "stylesheet", href: adminStylesHref },
];

export const headers = adminHeaders;

/** The public page's own texts, in Portuguese like the rest of the admin area. */
const TEXTS = newsletterTexts.pt;

export default function AdminNewsletters() {
  const { list, editing, createButton, openEditor, closeEditor, saved, remove } = useAdminListPage(
    "/api/newsletters",
    NewsletterListSchema,
    MESSAGES.delete,
  );

  const controls = (
    <>
      {list.error && list.items ? (
        <LoadError onRetry={list.reload}>
          <p>{MESSAGES.loadFailed}</p>
        </LoadError>
      ) : null}
      <CreateButton label={MESSAGES.create} buttonRef={createButton} onClick={() => openEditor()} />
    </>
  );

  const items = list.items;
  let page: React.ReactNode;
  if (items) {
    page = (
      <NewslettersPage
        newsletters={items.map((newsletter) => newsletterCard(newsletter, window.location.origin))}
        controls={controls}
        cardActions={(card) => (
          <div className="admin-listing__actions admin-newsletters__card-actions">
            <EditDeleteButtons
              name={card.titulo}
              onEdit={() => openEditor(card.id)}
              onDelete={() => remove(card.id)}
            />
          </div>
        )}
      />
    );
  } else {
    page = (
      <div className="page container">
        <PageHeading title={TEXTS["newsletters.title"]} intro={TEXTS["newsletters.intro"]} />
        {controls}
        {list.error ? (
          <LoadError className="newsletters__state newsletters__state--error" onRetry={list.reload}>
            <p className="newsletters__state-title">{TEXTS["newsletters.error"]}</p>
          </LoadError>
        ) : (
          <>
            <LoadingStatus className="visually-hidden">{MESSAGES.loading}</LoadingStatus>
            <ul className="newsletters__grid" aria-hidden="true">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <li key={index} className="admin-newsletters__skeleton" />
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }

  return (
    <PortugueseTexts texts={TEXTS}>
      <div className="admin-listing">
        <AdminPageBar className="container admin-listing__bar admin-newsletters__bar" />
        {page}
      </div>
      {editing ? (
        <NewsletterEditor
          key={editing.opening}
          newsletter={editing.item ?? null}
          onClose={closeEditor}
          onSaved={(created) => saved(created ? MESSAGES.created : MESSAGES.updated)}
        />
      ) : null}
    </PortugueseTexts>
  );
}

type LinkMode = "none" | "external" | "file";

type FormValues = {
  titulo: string;
  mes: string;
  ano: string;
  descricao: string;
  linkMode: LinkMode;
  pdfLink: string;
  /** The stored PDF the edition has now; kept unless a new file replaces it. */
  pdfUrl: string;
};

const VALUE_KEYS = [
  "titulo",
  "mes",
  "ano",
  "descricao",
  "linkMode",
  "pdfLink",
  "pdfUrl",
] as const satisfies readonly (keyof FormValues)[];

function initialValues(newsletter: Newsletter | null): FormValues {
  if (!newsletter) {
    return {
      titulo: "",
      mes: "",
      ano: String(new Date().getFullYear()),
      descricao: "",
      linkMode: "none",
      pdfLink: "",
      pdfUrl: "",
    };
  }
  return {
    titulo: newsletter.titulo,
    mes: String(newsletter.mes),
    ano: String(newsletter.ano),
    descricao: newsletter.descricao ?? "",
    linkMode: newsletter.pdfLink ? "external" : newsletter.pdfUrl ? "file" : "none",
    pdfLink: newsletter.pdfLink ?? "",
    pdfUrl: newsletter.pdfUrl ?? "",
  };
}

/** What is sent: only the chosen kind of link; the other is cleared. */
function payloadOf(values: FormValues, pdfUrl: string) {
  return {
    titulo: values.titulo,
    mes: values.mes,
    ano: values.ano,
    descricao: values.descricao,
    pdfLink: values.linkMode === "external" ? values.pdfLink : null,
    pdfUrl: values.linkMode === "file" ? pdfUrl || null : null,
  };
}

const FILE_SIZE = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${FILE_SIZE.format(Math.max(bytes / 1024, 0.1))} KB`;
  return `${FILE_SIZE.format(bytes / (1024 * 1024))} MB`;
}

const looksLikePdf = (file: File) =>
  file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");

/** Why the API refused an upload, said in terms of the chosen file. */
function uploadError(failure: ApiFailure): string {
  if (failure.status === 413) return MESSAGES.tooLarge;
  if (failure.status === 415) return MESSAGES.invalidPdf;
  return MESSAGES.uploadFailed(failure.error);
}

type NewsletterEditorProps = {
  newsletter: Newsletter | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
};

/**
 * The create/edit modal, mounted for one editing session: create mode starts empty, edit
 * mode prefilled, and closing unmounts it, which resets the form and gives the focus back
 * to the button that opened it.
 */
function NewsletterEditor({ newsletter, onClose, onSaved }: NewsletterEditorProps) {
  const { authFetch } = useAdminSession();
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [initial] = useState(() => initialValues(newsletter));
  const [values, setValues] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  // An upload that worked is reused when the save itself has to be tried again.
  const [uploaded, setUploaded] = useState<{ file: File; url: string } | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [phase, setPhase] = useState<"idle" | "uploading" | "saving">("idle");
  const [expired, setExpired] = useState(false);
  const busy = phase !== "idle";

  const dirty = file !== null || VALUE_KEYS.some((key) => values[key] !== initial[key]);

  function clearError(field: Field) {
    setErrors((current) => withoutFieldError(current, field));
  }

  function update<K extends keyof FormValues>(key: K, value: FormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === "linkMode") {
      clearError("pdfLink");
      clearError("pdfUrl");
    } else if ((FIELDS as readonly string[]).includes(key)) {
      clearError(key as Field);
    }
  }

  function chooseFile(chosen: File | null) {
    clearError("pdfUrl");
    // CASE: the browser's file dialog lets any file through when "all files" is chosen.
    if (chosen && !looksLikePdf(chosen)) {
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      setErrors((current) => ({
        ...current,
        fields: { ...current.fields, pdfUrl: MESSAGES.notPdfFile },
      }));
      return;
    }
    setFile(chosen);
  }

  function showErrors(next: FormErrors) {
    setErrors(next);
    focusFirstInvalid(formRef.current, next.fields);
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setExpired(false);

    const checked = validateWith(NewsletterInputSchema, payloadOf(values, values.pdfUrl));
    const local: FormErrors = checked.success
      ? { fields: {}, form: [] }
      : splitErrorDetails(checked.details, FIELDS);
    // CASE: "Arquivo PDF" chosen, but there is neither a stored PDF nor a new file.
    if (values.linkMode === "file" && !file && !values.pdfUrl) {
      local.fields.pdfUrl = MESSAGES.chooseFile;
    } else if (values.linkMode === "file" && file) {
      // The stored PDF is about to be replaced: its check does not apply.
      delete local.fields.pdfUrl;
    }
    if (Object.keys(local.fields).length > 0 || local.form.length > 0) {
      showErrors(local);
      return;
    }
    setErrors(NO_ERRORS);

    let pdfUrl = values.pdfUrl;
    if (values.linkMode === "file" && file) {
      if (uploaded?.file === file) {
        pdfUrl = uploaded.url;
      } else {
        setPhase("uploading");
        const upload = await uploadFile(authFetch, file);
        if (!upload.ok) {
          setPhase("idle");
          if (upload.status === 401) {
            setExpired(true);
            return;
          }
          showErrors({ fields: { pdfUrl: uploadError(upload) }, form: [] });
          return;
        }
        // CASE: an image renamed to .pdf is stored as an image, which is no edition.
        if (!isStoredPdfUrl(upload.data.url)) {
          setPhase("idle");
          showErrors({ fields: { pdfUrl: MESSAGES.invalidPdf }, form: [] });
          return;
        }
        setUploaded({ file, url: upload.data.url });
        pdfUrl = upload.data.url;
      }
    }

    setPhase("saving");
    const result = await saveJson(
      authFetch,
      newsletter ? "PUT" : "POST",
      newsletter ? `/api/newsletters/${newsletter.id}` : "/api/newsletters",
      payloadOf(values, pdfUrl),
      NewsletterSchema,
    );
    setPhase("idle");
    if (result.ok) {
      onSaved(!newsletter);
      return;
    }
    if (result.status === 401) {
      setExpired(true);
      return;
    }
    showErrors(errorsFromFailure(result, FIELDS));
  }

  const fieldId = (field: Field) => `${FORM_ID}-${field}`;
  const errorProps = (field: Field) => fieldErrorProps(FORM_ID, field, errors.fields);
  const submitText =
    phase === "uploading"
      ? MESSAGES.uploading
      : phase === "saving"
        ? MESSAGES.saving
        : newsletter
          ? MESSAGES.submitEdit
          : MESSAGES.submitCreate;

  return (
    <Modal
      open
      title={newsletter ? MESSAGES.editTitle : MESSAGES.createTitle}
      onClose={onClose}
      dirty={dirty}
    >
      <form
        ref={formRef}
        noValidate
        className="admin-form"
        aria-busy={busy}
        onSubmit={(event) => void handleSubmit(event)}
      >
        {expired ? <SessionExpiredAlert /> : null}
        <ErrorSummary messages={errors.form} />
        <p className="admin-field__hint">{MESSAGES.required}</p>

        <TextField
          formId={FORM_ID}
          name="titulo"
          label={MESSAGES.titulo}
          required
          maxLength={TITULO_MAX}
          value={values.titulo}
          onChange={(value) => update("titulo", value)}
          errors={errors.fields}
        />

        <div className="admin-newsletters__period">
          <LabelledField
            formId={FORM_ID}
            name="mes"
            label={MESSAGES.mes}
            required
            error={errors.fields.mes}
          >
            <select
              id={fieldId("mes")}
              name="mes"
              required
              value={values.mes}
              onChange={(event) => update("mes", event.currentTarget.value)}
              {...errorProps("mes")}
            >
              <option value="">{MESSAGES.chooseMonth}</option>
              {MONTHS.map((month, index) => (
                <option key={month} value={String(index + 1)}>
                  {month}
                </option>
              ))}
            </select>
          </LabelledField>
          <LabelledField
            formId={FORM_ID}
            name="ano"
            label={MESSAGES.ano}
            required
            error={errors.fields.ano}
          >
            <input
              id={fieldId("ano")}
              name="ano"
              type="number"
              inputMode="numeric"
              required
              min={ANO_MIN}
              max={ANO_MAX}
              step={1}
              value={values.ano}
              onChange={(event) => update("ano", event.currentTarget.value)}
              {...errorProps("ano")}
            />
          </LabelledField>
        </div>

        <TextField
          formId={FORM_ID}
          name="descricao"
          label={MESSAGES.descricao}
          multiline
          rows={4}
          maxLength={DESCRICAO_MAX}
          value={values.descricao}
          onChange={(value) => update("descricao", value)}
          errors={errors.fields}
        />

        <fieldset className="admin-newsletters__link">
          <legend className="admin-field__label">{MESSAGES.linkLegend}</legend>
          {(
            [
              ["none", MESSAGES.linkNone],
              ["external", MESSAGES.linkExternal],
              ["file", MESSAGES.linkFile],
            ] as const
          ).map(([mode, label]) => (
            <label key={mode} className="admin-newsletters__choice">
              <input
                type="radio"
                name="linkMode"
                value={mode}
                checked={values.linkMode === mode}
                onChange={() => update("linkMode", mode)}
              />
              {label}
            </label>
          ))}

          {values.linkMode === "external" ? (
            <TextField
              formId={FORM_ID}
              name="pdfLink"
              label={MESSAGES.pdfLink}
              hint={MESSAGES.pdfLinkHint}
              type="url"
              inputMode="url"
              required
              value={values.pdfLink}
              onChange={(value) => update("pdfLink", value)}
              errors={errors.fields}
            />
          ) : null}

          {values.linkMode === "file" ? (
            <div className="admin-field">
              {values.pdfUrl ? (
                <p className="admin-newsletters__current">
                  {MESSAGES.currentFile}{" "}
                  <a href={values.pdfUrl} target="_blank" rel="noopener noreferrer">
                    {MESSAGES.viewCurrentFile}{" "}
                    <span className="visually-hidden">{MESSAGES.newTab}</span>
                  </a>
                </p>
              ) : null}
              <label htmlFor={fieldId("pdfUrl")} className="admin-field__label">
                {values.pdfUrl ? MESSAGES.pdfFileReplace : MESSAGES.pdfFile}
                {values.pdfUrl ? null : <span aria-hidden="true">*</span>}
              </label>
              <input
                ref={fileInput}
                id={fieldId("pdfUrl")}
                data-field="pdfUrl"
                type="file"
                accept="application/pdf,.pdf"
                required={!values.pdfUrl}
                onChange={(event) => chooseFile(event.currentTarget.files?.[0] ?? null)}
                {...errorProps("pdfUrl")}
                aria-describedby={
                  errors.fields.pdfUrl
                    ? `${fieldId("pdfUrl")}-dica ${fieldErrorId(FORM_ID, "pdfUrl")}`
                    : `${fieldId("pdfUrl")}-dica`
                }
              />
              <p id={`${fieldId("pdfUrl")}-dica`} className="admin-field__hint">
                {MESSAGES.pdfFileHint}
              </p>
              <p className="admin-newsletters__file" aria-live="polite">
                {file ? MESSAGES.chosenFile(file.name, fileSize(file.size)) : null}
              </p>
              <FieldError id={fieldErrorId(FORM_ID, "pdfUrl")} message={errors.fields.pdfUrl} />
            </div>
          ) : null}
        </fieldset>

        <div className="modal__actions">
          <ModalCancelButton disabled={busy} />
          <button type="submit" className="admin-button" disabled={busy}>
            {submitText}
          </button>
        </div>
      </form>
    </Modal>
  );
}
