import { CARGOS, MembroInputSchema } from "#server/api/equipe/schema.ts";
import type { Membro } from "#server/api/equipe/service.ts";
import type { Route } from "./+types/equipe.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import {
  ErrorSummary,
  errorsFromFailure,
  FieldError,
  fieldErrorId,
  fieldErrorProps,
  NO_ERRORS,
  splitErrorDetails,
  validateWith,
} from "../../components/admin/form-errors.tsx";
import { ImageInput } from "../../components/admin/image-input.tsx";
import {
  AdminListStatus,
  CreateButton,
  EditDeleteButtons,
  PageHeading,
  useAdminListPage,
} from "../../components/admin/list-controls.tsx";
import { Modal, ModalCancelButton } from "../../components/admin/modal.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { SessionExpiredAlert, useAdminSession } from "../../components/admin/session.tsx";
import { LabelledField } from "../../components/admin/text-field.tsx";
import { useModalForm } from "../../components/admin/use-modal-form.ts";
import { toMemberCard } from "../../components/equipe/member-card-data.ts";
import { MemberGrid } from "../../components/equipe/member-card.tsx";
import { equipe as equipeTexts } from "../../i18n/messages/equipe.ts";
import listingStylesHref from "../../styles/admin-listing.css?url";
import stylesHref from "../../styles/equipe.css?url";
import {
  EMPTY_MEMBRO_VALUES,
  MEMBRO_FIELDS,
  membroBody,
  MembroListSchema,
  MembroSchema,
  membroValues,
  type MembroFormValues,
} from "./equipe-form.ts";

const MESSAGES = {
  title: "Equipe",
  create: "Criar Novo Membro",
  loadFailed: "Não foi possível carregar a equipe.",
  createTitle: "Criar Novo Membro",
  editTitle: "Editar Membro",
  nome: "Nome",
  cargo: "Cargo/Grupo",
  chooseCargo: "Selecione o cargo",
  foto: "Foto",
  biografia: "Mini-bio",
  biografiaHint: "Deixe uma linha em branco entre os parágrafos.",
  email: "E-mail",
  lattes: "Lattes",
  submitCreate: "Criar Membro",
  submitUpdate: "Salvar Alterações",
  saving: "Salvando...",
  created: "Membro criado!",
  updated: "Membro atualizado!",
  saveError: "Erro ao salvar membro.",
  delete: {
    confirm: "Tem certeza que deseja excluir?",
    deleted: "Membro excluído!",
    failed: "Erro ao excluir membro.",
  },
} as const;

const FORM_ID = "membro";
const TEXTS = equipeTexts.pt;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: listingStylesHref },
];

export const headers = adminHeaders;

/** /admin/equipe: the public team page with its editor. */
export default function AdminEquipe() {
  const { list, editing, createButton, openEditor, closeEditor, saved, isDeleting, remove } =
    useAdminListPage("/api/equipe", MembroListSchema, MESSAGES.delete);

  return (
    <PortugueseTexts texts={TEXTS}>
      <div className="page container admin-listing">
        <PageHeading title={TEXTS["equipe.title"]} intro={TEXTS["equipe.intro"]} />
        <CreateButton
          label={MESSAGES.create}
          buttonRef={createButton}
          onClick={() => openEditor()}
        />
        <AdminListStatus
          list={list}
          failed={
            <>
              {MESSAGES.loadFailed} {list.error}
            </>
          }
          loadingClassName="admin-listing__status"
          empty={TEXTS["equipe.empty"]}
          emptyClassName="equipe__empty"
        >
          {(items) => (
            <MemberGrid
              membros={items.map(toMemberCard)}
              actions={(card) => (
                <EditDeleteButtons
                  name={card.nome}
                  deleting={isDeleting(card.id)}
                  onEdit={() => openEditor(card.id)}
                  onDelete={() => remove(card.id)}
                />
              )}
            />
          )}
        </AdminListStatus>
        {editing ? (
          <MembroEditor
            key={editing.opening}
            membro={editing.item ?? null}
            onClose={closeEditor}
            onSaved={saved}
          />
        ) : null}
      </div>
    </PortugueseTexts>
  );
}

/**
 * The create/edit modal. It is mounted for one editing session: closing unmounts it,
 * which resets the form and gives the focus back to the button that opened it.
 */
function MembroEditor({
  membro,
  onClose,
  onSaved,
}: {
  membro: Membro | null;
  onClose: () => void;
  onSaved: (message: string) => void;
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
  } = useModalForm<MembroFormValues>(() => (membro ? membroValues(membro) : EMPTY_MEMBRO_VALUES));

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const body = membroBody(values);
    // CASE: a Lattes link that is not one. Nothing is sent until it is fixed.
    const input = validateWith(MembroInputSchema, body);
    if (!input.success) {
      showErrors(splitErrorDetails(input.details, MEMBRO_FIELDS));
      return;
    }
    setErrors(NO_ERRORS);
    setExpired(false);
    setSaving(true);
    const result = membro
      ? await saveJson(authFetch, "PUT", `/api/equipe/${membro.id}`, body, MembroSchema)
      : await saveJson(authFetch, "POST", "/api/equipe", body, MembroSchema);
    setSaving(false);
    if (result.ok) {
      onSaved(membro ? MESSAGES.updated : MESSAGES.created);
      return;
    }
    // Every failure below keeps what was typed on screen.
    if (result.status === 401) {
      setExpired(true);
      return;
    }
    showErrors(errorsFromFailure(result, MEMBRO_FIELDS));
  }

  const fieldProps = (field: keyof MembroFormValues) => ({
    id: `${FORM_ID}-${field}`,
    name: field,
    value: values[field],
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
    ) => update(field, event.currentTarget.value),
    ...fieldErrorProps(FORM_ID, field, errors.fields),
  });
  const hintId = `${FORM_ID}-biografia-dica`;
  const biografiaProps = fieldProps("biografia");

  return (
    <Modal
      open
      title={membro ? MESSAGES.editTitle : MESSAGES.createTitle}
      onClose={onClose}
      dirty={dirty}
    >
      {expired ? <SessionExpiredAlert /> : null}
      <ErrorSummary messages={errors.form} title={MESSAGES.saveError} />
      <form
        id={FORM_ID}
        ref={formRef}
        noValidate
        className="admin-form"
        aria-busy={saving}
        onSubmit={handleSubmit}
      >
        <LabelledField
          formId={FORM_ID}
          name="nome"
          label={MESSAGES.nome}
          required
          error={errors.fields.nome}
        >
          <input type="text" required {...fieldProps("nome")} />
        </LabelledField>
        <LabelledField
          formId={FORM_ID}
          name="cargo"
          label={MESSAGES.cargo}
          required
          error={errors.fields.cargo}
        >
          <select required {...fieldProps("cargo")}>
            <option value="">{MESSAGES.chooseCargo}</option>
            {CARGOS.map((cargo) => (
              <option key={cargo} value={cargo}>
                {cargo}
              </option>
            ))}
          </select>
        </LabelledField>
        <div className="admin-field">
          <ImageInput
            id={`${FORM_ID}-foto`}
            label={MESSAGES.foto}
            name="foto"
            value={values.foto}
            onChange={(foto) => update("foto", foto)}
            invalid={!!errors.fields.foto}
            describedBy={errors.fields.foto ? fieldErrorId(FORM_ID, "foto") : undefined}
          />
          <FieldError id={fieldErrorId(FORM_ID, "foto")} message={errors.fields.foto} />
        </div>
        <LabelledField
          formId={FORM_ID}
          name="biografia"
          label={MESSAGES.biografia}
          error={errors.fields.biografia}
        >
          <p id={hintId} className="admin-field__hint">
            {MESSAGES.biografiaHint}
          </p>
          <textarea
            rows={6}
            {...biografiaProps}
            aria-describedby={[hintId, biografiaProps["aria-describedby"]]
              .filter(Boolean)
              .join(" ")}
          />
        </LabelledField>
        <LabelledField
          formId={FORM_ID}
          name="email"
          label={MESSAGES.email}
          error={errors.fields.email}
        >
          <input type="email" autoComplete="off" {...fieldProps("email")} />
        </LabelledField>
        <LabelledField
          formId={FORM_ID}
          name="lattes"
          label={MESSAGES.lattes}
          error={errors.fields.lattes}
        >
          <input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://lattes.cnpq.br/..."
            {...fieldProps("lattes")}
          />
        </LabelledField>
        <div className="modal__actions">
          <ModalCancelButton />
          {/* aria-disabled rather than disabled: a disabled button would drop the focus. */}
          <button type="submit" className="admin-button" aria-disabled={saving || undefined}>
            {saving ? MESSAGES.saving : membro ? MESSAGES.submitUpdate : MESSAGES.submitCreate}
          </button>
        </div>
      </form>
    </Modal>
  );
}
