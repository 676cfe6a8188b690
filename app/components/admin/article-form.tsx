import { useRef, useState, type ReactNode } from "react";
import type { z } from "zod";
import type { CorrecaoInput, CorrecaoTipo } from "#server/api/correcoes/schema.ts";
import { TemasSchema } from "#server/api/temas/schema.ts";
import { saveJson } from "./api-client.ts";
import { TAG_SUGGESTIONS_ID } from "./article-values.ts";
import { ARTICLE_API_PATHS, CorrecoesSection } from "./correcoes-section.tsx";
import { EDITOR_MESSAGES, EditorModal, type EditorModalForm } from "./editor-modal.tsx";
import {
  EDITOR_WORKFLOW_TEXTS,
  EditorWorkflowButtons,
  EditorWorkflowState,
  PendingChangeDiff,
  useEditorWorkflow,
} from "./editor-workflow.tsx";
import { FormFields, type FieldsForm } from "./form-fields.tsx";
import type { FieldSpec } from "./form-values.ts";
import { RevisaoTools, type DiffFields } from "./revisoes-history.tsx";
import { updateRevised } from "./revisoes.ts";
import { useAdminSession } from "./session.tsx";
import { useAdminQuery } from "./use-admin-query.ts";
import { useEditorForm } from "./use-editor-form.ts";

/*
 * The parts the news and fake-news editors share: the modal with its summary and buttons,
 * and their fields with the tags' suggestions.
 */

// An editor's own save, as the button says: a new item is published at once (see
// `useEditorWorkflow`), a stored one keeps its stage.
const MESSAGES = {
  create: "Publicar agora",
  update: "Salvar alterações",
} as const;

type EditedArticle = NonNullable<Parameters<typeof useEditorWorkflow>[0]> & {
  id: number;
  revisao?: number;
};

/** What makes an article kind's editor its own: its API, its fields and its words. */
export type ArticleKind<Item, Values> = {
  /** Also the form's id. */
  tipo: CorrecaoTipo;
  /** The API's answer for an item. */
  schema: z.ZodType<Item>;
  inputSchema: z.ZodType;
  fields: readonly FieldSpec<keyof Values & string>[];
  /** The fields a comparison of revisions shows. */
  diffFields: DiffFields;
  /** The form of a stored item, or of a new one written by `editorName`. */
  initial: (item: Item | undefined, editorName: string) => Values;
  payload: (values: Values) => Record<string, unknown>;
  fieldKeys: (values: Values) => readonly string[];
  messages: { createTitle: string; editTitle: string; saveError: string };
  /** What goes after a field's control, by the field's name, given the values (a warning). */
  extras?: (values: Values) => Partial<Record<string, ReactNode>>;
};

/**
 * An article's editor: a modal form, empty to create an item or filled in to edit one,
 * with the publication workflow's saves, the revisions and, once saved, the corrections.
 */
export function ArticleEditor<
  Item extends EditedArticle,
  Values extends Record<string, unknown> & { tags: string },
>({
  kind,
  item,
  onClose,
  onSaved,
  onReload,
}: {
  kind: ArticleKind<Item, Values>;
  /** The item to edit; without it the form creates a new one. */
  item?: Item;
  onClose: () => void;
  /** After a save; `message` says what a save that moved the item did. */
  onSaved: (message?: string) => void;
  /** Opens the editor again on the saved version, after a save was refused as stale. */
  onReload: (latest: Item) => void;
}) {
  const { admin } = useAdminSession();
  const [stale, setStale] = useState(false);
  const workflow = useEditorWorkflow(item);
  const apiPath = ARTICLE_API_PATHS[kind.tipo];
  // Whether the last save was kept as a pending change of the published item (decision 061).
  const keptPending = useRef(false);
  // New corrections written with this edit: saved by its save, never alone.
  const [notes, setNotes] = useState<CorrecaoInput[]>([]);
  const form = useEditorForm({
    // A pending change is what the editor builds on: the form opens it.
    initial: () => kind.initial(withPendingChange(kind.schema, item), admin.nome),
    draft: `${kind.tipo}:${item?.id ?? "novo"}`,
    schema: kind.inputSchema,
    toPayload: (values: Values) => workflow.withEstado(kind.payload(values)),
    fieldKeys: kind.fieldKeys,
    send: async (payload, { authFetch }) => {
      if (!item) return saveJson(authFetch, "POST", apiPath, payload, kind.schema);
      const result = await updateRevised(
        authFetch,
        `${apiPath}/${item.id}`,
        payload,
        item,
        kind.schema,
        () => setStale(true),
      );
      keptPending.current = result.ok && result.status === 202;
      // A note describes a change readers see: it waits with a change that waits.
      if (result.ok && !keptPending.current) {
        for (const note of notes) {
          const saved = await saveJson(authFetch, "POST", `${apiPath}/${item.id}/correcoes`, note);
          if (!saved.ok) return saved;
        }
      }
      return result;
    },
    saveError: kind.messages.saveError,
    onSaved: () =>
      onSaved(
        keptPending.current
          ? notes.length > 0
            ? `${EDITOR_WORKFLOW_TEXTS.pendingSaved} ${EDITOR_WORKFLOW_TEXTS.notesWait}`
            : EDITOR_WORKFLOW_TEXTS.pendingSaved
          : workflow.savedMessage(),
      ),
  });

  return (
    <ArticleEditorModal
      form={form}
      formId={kind.tipo}
      title={item ? kind.messages.editTitle : kind.messages.createTitle}
      editing={!!item}
      onClose={onClose}
      submitLabel={workflow.submitLabel}
      // Corrections kept for the save are lost with the edit: closing asks first.
      dirty={notes.length > 0}
      actions={<EditorWorkflowButtons workflow={workflow} saving={form.saving} />}
      after={
        item ? (
          <CorrecoesSection
            tipo={kind.tipo}
            itemId={item.id}
            held={{
              notes,
              hold: (note) => setNotes((held) => [...held, note]),
              drop: (index) => setNotes((held) => held.filter((_, at) => at !== index)),
            }}
          />
        ) : null
      }
    >
      <EditorWorkflowState
        family={kind.tipo === "noticia" ? "noticias" : "fake-news"}
        item={item}
        workflow={workflow}
        changed={form.dirty}
        onApproved={onSaved}
      />
      {item ? <PendingChangeDiff item={item} fields={kind.diffFields} /> : null}
      {item ? (
        <RevisaoTools
          apiPath={apiPath}
          item={item}
          schema={kind.schema}
          current={kind.payload(form.values)}
          fields={kind.diffFields}
          stale={stale}
          onRestored={onSaved}
          onReload={onReload}
        />
      ) : null}
      <ArticleFields
        form={form}
        formId={kind.tipo}
        fields={kind.fields}
        extras={kind.extras?.(form.values)}
      />
    </ArticleEditorModal>
  );
}

/** The item as its pending change would make it, when it has one (decision 061). */
function withPendingChange<Item extends EditedArticle>(
  schema: z.ZodType<Item>,
  item: Item | undefined,
): Item | undefined {
  const pending = item?.alteracao_pendente;
  if (!item || !pending) return item;
  const parsed = schema.safeParse({ ...item, ...pending.registro });
  return parsed.success ? parsed.data : item;
}

/** The editor's modal: the long form's layout, its hint and its publish/save button. */
function ArticleEditorModal({
  form,
  formId,
  title,
  editing,
  onClose,
  after,
  submitLabel,
  dirty,
  actions,
  children,
}: {
  form: EditorModalForm;
  formId: string;
  title: string;
  /** Whether a stored article is edited, which the submit button says. */
  editing: boolean;
  /** Unsaved work the form's values do not hold (the corrections kept for the save). */
  dirty?: boolean;
  onClose: () => void;
  /** Under the form: the saved article's corrections. */
  after?: ReactNode;
  /** The submit button's text, when not the editor's own save (MESSAGES). */
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
      dirty={dirty}
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
  extras,
}: {
  form: FieldsForm<Values>;
  formId: string;
  fields: readonly FieldSpec<keyof Values & string>[];
  /** What goes after other fields' controls, by name. */
  extras?: Partial<Record<string, ReactNode>>;
}) {
  return (
    <FormFields
      form={form}
      formId={formId}
      fields={fields}
      extras={{
        ...extras,
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
