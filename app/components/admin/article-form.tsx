import type { ReactNode } from "react";
import { ESTADOS, UFS } from "#server/content/places.ts";
import { MUNICIPIO_MAX } from "#server/api/articles/schema.ts";
import { TemasSchema } from "#server/api/temas/schema.ts";
import type { ArticleTextValues } from "./article-values.ts";
import { EDITOR_MESSAGES, EditorModal, type EditorModalForm } from "./editor-modal.tsx";
import { fieldErrorProps, type FieldErrors } from "./form-errors.tsx";
import { ImageListInput, type ImageItem } from "./image-list-input.tsx";
import type { TextItem } from "./list-items.ts";
import { RichTextField } from "./rich-text-editor.tsx";
import { LabelledField, TextField } from "./text-field.tsx";
import { useAdminQuery } from "./use-admin-query.ts";
import { TextListInput } from "./text-list-input.tsx";

/*
 * The parts the news and fake-news editors share: the modal with its summary and buttons,
 * the text fields they both start with, the sources and the images.
 */

export const ARTICLE_FORM_MESSAGES = {
  titulo: "Título",
  subtitulo: "Subtítulo",
  lead: "Lead",
  fontesHint: "Uma fonte por campo: o nome ou o endereço (http:// ou https://).",
  fonte: (position: number) => `Fonte ${position}`,
  removeFonte: (position: number) => `Remover fonte ${position}`,
  addFonte: "Adicionar fonte",
  create: "Criar",
  update: "Atualizar",
  tags: "Tags/Categorias",
  tagsHint:
    "Separe com vírgulas, por exemplo: saúde, vacinas, Amazônia. Os temas já usados aparecem como sugestão.",
  uf: "Estado",
  noUf: "Nenhum",
  municipio: "Município",
  municipioHint: "Opcional; só com um estado escolhido.",
} as const;

const MESSAGES = ARTICLE_FORM_MESSAGES;

/** What the shared parts use of an editor's form state (see useEditorForm). */
type ArticleForm = EditorModalForm & {
  values: ArticleTextValues & { fontes: TextItem[]; imagens: ImageItem[] };
  errors: FieldErrors;
  setField: (field: keyof ArticleTextValues, value: string) => void;
  setList: {
    (field: "fontes", items: TextItem[], edited?: string): void;
    (
      field: "imagens",
      items: ImageItem[],
      edited: string | undefined,
      errorNames: readonly string[],
    ): void;
  };
};

type ArticleFieldsProps = { form: ArticleForm; formId: string };

/** The editor's modal: the long form's layout, its hint and its create/update button. */
export function ArticleEditorModal({
  form,
  formId,
  title,
  editing,
  onClose,
  after,
  submitLabel,
  actions,
  children,
}: ArticleFieldsProps & {
  title: string;
  /** Whether a stored article is edited, which the submit button says. */
  editing: boolean;
  onClose: () => void;
  /** Under the form: the saved article's corrections. */
  after?: ReactNode;
  /** The submit button's text, when not Criar/Atualizar. */
  submitLabel?: string;
  /** Other saves, beside the submit button (the publication workflow's). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <EditorModal
      form={form}
      formId={formId}
      title={title}
      submitLabel={submitLabel ?? (editing ? MESSAGES.update : MESSAGES.create)}
      hint={EDITOR_MESSAGES.required}
      className="editor-form"
      actionsClassName="editor-form__actions"
      onClose={onClose}
      after={after}
      actions={actions}
    >
      {children}
    </EditorModal>
  );
}

/** Título, Subtítulo, Lead, then the body and the conclusion as each kind names them. */
export function ArticleTextFields({
  form: { values, errors, setField },
  formId,
  lead,
  labels,
}: ArticleFieldsProps & {
  /** The lead's hint; a limited lead also has its maximum and what shows under it. */
  lead: { hint: string; maxLength?: number; describedBy?: string; children?: ReactNode };
  labels: { conteudo: string; conclusao: string };
}) {
  return (
    <>
      <TextField
        formId={formId}
        name="titulo"
        label={MESSAGES.titulo}
        required
        value={values.titulo}
        onChange={(value) => setField("titulo", value)}
        errors={errors}
      />
      <TextField
        formId={formId}
        name="subtitulo"
        label={MESSAGES.subtitulo}
        value={values.subtitulo}
        onChange={(value) => setField("subtitulo", value)}
        errors={errors}
      />
      <TextField
        formId={formId}
        name="lead"
        label={MESSAGES.lead}
        required
        multiline
        rows={4}
        maxLength={lead.maxLength}
        hint={lead.hint}
        describedBy={lead.describedBy}
        value={values.lead}
        onChange={(value) => setField("lead", value)}
        errors={errors}
      >
        {lead.children}
      </TextField>
      <RichTextField
        formId={formId}
        name="conteudo"
        label={labels.conteudo}
        required
        value={values.conteudo}
        onChange={(value) => setField("conteudo", value)}
        errors={errors}
      />
      <RichTextField
        formId={formId}
        name="conclusao"
        label={labels.conclusao}
        value={values.conclusao}
        onChange={(value) => setField("conclusao", value)}
        errors={errors}
      />
    </>
  );
}

/** The sources, one per entry; a required list keeps at least one entry. */
export function ArticleSourcesField({
  form: { values, errors, setList },
  formId,
  legend,
  required = false,
}: ArticleFieldsProps & { legend: string; required?: boolean }) {
  return (
    <TextListInput
      formId={formId}
      name="fontes"
      legend={legend}
      hint={MESSAGES.fontesHint}
      itemLabel={MESSAGES.fonte}
      removeLabel={MESSAGES.removeFonte}
      addLabel={MESSAGES.addFonte}
      required={required}
      minItems={required ? 1 : 0}
      items={values.fontes}
      onChange={(items, edited) => setList("fontes", items, edited)}
      errors={errors}
    />
  );
}

export function ArticleImagesField({
  form: { values, errors, setList },
  formId,
}: ArticleFieldsProps) {
  return (
    <ImageListInput
      formId={formId}
      items={values.imagens}
      onChange={(items, edited) =>
        setList("imagens", items, edited, ["imagens", "legendas", "alts"])
      }
      errors={errors}
    />
  );
}

/**
 * The tags typed so far, up to the last comma, before each topic already in use: the
 * browser suggests an entry of the datalist only when it starts with what was typed, so
 * each suggestion completes the tag being typed and keeps the ones before it.
 */
export function tagSuggestions(typed: string, temas: readonly string[]): string[] {
  const comma = typed.lastIndexOf(",");
  const before = comma === -1 ? "" : `${typed.slice(0, comma + 1).trimEnd()} `;
  const chosen = new Set(
    before
      .split(",")
      .map((tag) => tag.trim().toLowerCase())
      .filter(Boolean),
  );
  return temas.filter((tema) => !chosen.has(tema.toLowerCase())).map((tema) => before + tema);
}

/** The tags (suggesting the topics in use), the state and the municipality. */
export function ArticleTopicFields({
  form: { values, errors, setField },
  formId,
}: ArticleFieldsProps) {
  // Suggestions only: when the topics cannot be read the field works without them.
  const temas = useAdminQuery("/api/temas", TemasSchema).data ?? [];
  const listId = `${formId}-tags-sugestoes`;
  return (
    <>
      <TextField
        formId={formId}
        name="tags"
        label={MESSAGES.tags}
        hint={MESSAGES.tagsHint}
        list={listId}
        value={values.tags}
        onChange={(value) => setField("tags", value)}
        errors={errors}
      />
      <datalist id={listId}>
        {tagSuggestions(
          values.tags,
          temas.map((tema) => tema.nome),
        ).map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <LabelledField formId={formId} name="uf" label={MESSAGES.uf} error={errors.uf}>
        <select
          id={`${formId}-uf`}
          name="uf"
          value={values.uf}
          onChange={(event) => setField("uf", event.currentTarget.value)}
          {...fieldErrorProps(formId, "uf", errors)}
        >
          <option value="">{MESSAGES.noUf}</option>
          {UFS.map((uf) => (
            <option key={uf} value={uf}>
              {ESTADOS[uf]} ({uf})
            </option>
          ))}
        </select>
      </LabelledField>
      <TextField
        formId={formId}
        name="municipio"
        label={MESSAGES.municipio}
        hint={MESSAGES.municipioHint}
        maxLength={MUNICIPIO_MAX}
        value={values.municipio}
        onChange={(value) => setField("municipio", value)}
        errors={errors}
      />
    </>
  );
}
