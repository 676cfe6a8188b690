import type { ReactNode } from "react";
import { TemasSchema } from "#server/api/temas/schema.ts";
import { TAG_SUGGESTIONS_ID } from "./article-values.ts";
import { EDITOR_MESSAGES, EditorModal, type EditorModalForm } from "./editor-modal.tsx";
import { FormFields, type FieldsForm } from "./form-fields.tsx";
import type { FieldSpec } from "./form-values.ts";
import { useAdminQuery } from "./use-admin-query.ts";

/*
 * The parts the news and fake-news editors share: the modal with its summary and buttons,
 * and their fields with the tags' suggestions.
 */

const MESSAGES = {
  create: "Criar",
  update: "Atualizar",
} as const;

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
}: {
  form: EditorModalForm;
  formId: string;
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

/**
 * An article's fields, as its kind declares them (see article-values.ts), with the topics
 * in use suggested for its tags.
 */
export function ArticleFields<Values extends Record<string, unknown> & { tags: string }>({
  form,
  formId,
  fields,
}: {
  form: FieldsForm<Values>;
  formId: string;
  fields: readonly FieldSpec<keyof Values & string>[];
}) {
  return (
    <FormFields
      form={form}
      formId={formId}
      fields={fields}
      extras={{
        tags: <TagSuggestions id={`${formId}-${TAG_SUGGESTIONS_ID}`} typed={form.values.tags} />,
      }}
    />
  );
}

/** The topics in use, suggested for the tags being typed. */
function TagSuggestions({ id, typed }: { id: string; typed: string }) {
  // Suggestions only: when the topics cannot be read the field works without them.
  const temas = useAdminQuery("/api/temas", TemasSchema).data ?? [];
  return (
    <datalist id={id}>
      {tagSuggestions(
        typed,
        temas.map((tema) => tema.nome),
      ).map((suggestion) => (
        <option key={suggestion} value={suggestion} />
      ))}
    </datalist>
  );
}
