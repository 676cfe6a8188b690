import { useId, useState } from "react";
import { z } from "zod";
import {
  CorrecaoInputSchema,
  CorrecaoSchema,
  type Correcao,
  type CorrecaoInput,
  type CorrecaoTipo,
} from "#server/api/correcoes/schema.ts";
import { useToast } from "../ui/toast.tsx";
import { saveJson } from "./api-client.ts";
import { confirmAction } from "./confirm.ts";
import { ErrorSummary } from "./form-errors.tsx";
import { FormFields } from "./form-fields.tsx";
import { defineFields, type FormValues } from "./form-values.ts";
import { SessionExpiredAlert } from "./session-expired.tsx";
import { useAdminSession } from "./session.tsx";
import { useAdminQuery } from "./use-admin-query.ts";
import { useEditorForm } from "./use-editor-form.ts";

/*
 * The corrections of a saved news item or fact-check, under its editor's form: listed
 * newest first, edited and removed one at a time, each saved on its own. A new one is a
 * note on the text change it describes: it is kept with the form and saved only by the
 * article's save (`held`), never alone, so cancelling the edit drops it too.
 */

export const CORRECOES_MESSAGES = {
  title: "Correções",
  hint: "Registre o que foi corrigido depois da publicação; o público vê as correções no alto da página. Uma mudança de status de uma fake news fica registrada sozinha: complete o texto dela aqui.",
  empty: "Nenhuma correção registrada.",
  loadError: "Não foi possível carregar as correções.",
  add: "Adicionar correção",
  newTitle: "Nova correção",
  editTitle: "Editar correção",
  erro: "O que estava errado",
  mudanca: "O que mudou",
  save: "Salvar correção",
  cancel: "Cancelar",
  saving: "Salvando...",
  edit: (date: string) => `Editar correção de ${date}`,
  remove: (date: string) => `Remover correção de ${date}`,
  confirmRemove: "Tem certeza que deseja remover esta correção?",
  saved: "Correção salva com sucesso!",
  removed: "Correção removida com sucesso!",
  removeFailed: "Erro ao remover correção. Tente novamente.",
  saveError: "Erro ao salvar correção. Tente novamente.",
  verdict: (before: string, after: string) => `Status: ${before} → ${after}`,
  noText: "(sem texto: complete o que estava errado e o que mudou)",
  hold: "Guardar correção",
  heldTitle: "Correções a salvar com o texto",
  heldHint:
    "Estas correções são salvas junto com a alteração do texto, quando você salvar o formulário acima; se você cancelar a edição, elas são descartadas.",
  held: "Correção guardada: ela será salva com o texto.",
  dropHeld: "Descartar",
} as const;

const MESSAGES = CORRECOES_MESSAGES;

/** The collection of each kind of article that has corrections. */
export const ARTICLE_API_PATHS: Record<CorrecaoTipo, string> = {
  noticia: "/api/noticias",
  "fake-news": "/api/fake-news",
};
const CorrecoesSchema = z.array(CorrecaoSchema);
const STATUS_LABELS: Record<string, string> = {
  verificada: "Verificada",
  desmentida: "Desmentida",
  em_analise: "Em Análise",
};
const FIELDS = defineFields([
  {
    kind: "text",
    name: "data",
    label: "Data e hora",
    type: "datetime-local",
    hint: "Em branco: agora.",
  },
  { kind: "textarea", name: "erro", label: MESSAGES.erro, required: true, rows: 3 },
  { kind: "textarea", name: "mudanca", label: MESSAGES.mudanca, required: true, rows: 3 },
]);

type Values = FormValues<typeof FIELDS>;

const pad = (value: number) => String(value).padStart(2, "0");

/** An ISO date-time as a `datetime-local` field shows it, in the browser's time. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What the field holds, read in the browser's time, as the API takes it. */
function payloadOf(values: Values) {
  const local = values.data.trim();
  const date = local === "" ? undefined : new Date(local);
  return {
    data: date && !Number.isNaN(date.getTime()) ? date.toISOString() : local,
    erro: values.erro,
    mudanca: values.mudanca,
  };
}

function displayDate(iso: string): string {
  return new Date(iso).toLocaleString("pt-BR", { dateStyle: "short", timeStyle: "short" });
}

/** The new corrections kept with the article's form until its save (see above). */
export type HeldCorrecoes = {
  notes: readonly CorrecaoInput[];
  hold: (note: CorrecaoInput) => void;
  drop: (index: number) => void;
};

export function CorrecoesSection({
  tipo,
  itemId,
  held,
}: {
  tipo: CorrecaoTipo;
  itemId: number;
  held?: HeldCorrecoes;
}) {
  const base = ARTICLE_API_PATHS[tipo];
  const list = useAdminQuery(`${base}/${itemId}/correcoes`, CorrecoesSchema);
  const { authFetch } = useAdminSession();
  const toast = useToast();
  const titleId = useId();
  // `new` opens an empty form; a correction opens it filled in; null closes it.
  const [editing, setEditing] = useState<{ correcao: Correcao | null; opening: number } | null>(
    null,
  );

  async function remove(correcao: Correcao) {
    if (!confirmAction(MESSAGES.confirmRemove)) return;
    const result = await saveJson(authFetch, "DELETE", `/api/correcoes/${correcao.id}`);
    if (!result.ok) {
      toast.show(result.status === 404 ? MESSAGES.removeFailed : result.error, { kind: "error" });
      return;
    }
    toast.show(MESSAGES.removed);
    if (editing?.correcao?.id === correcao.id) setEditing(null);
    await list.reload();
  }

  return (
    <section className="admin-correcoes" aria-labelledby={titleId}>
      <h3 id={titleId}>{MESSAGES.title}</h3>
      <p className="admin-field__hint">{MESSAGES.hint}</p>
      {list.error ? <p role="alert">{MESSAGES.loadError}</p> : null}
      {list.data && list.data.length === 0 ? <p>{MESSAGES.empty}</p> : null}
      {list.data && list.data.length > 0 ? (
        <ol className="admin-correcoes__list">
          {list.data.map((correcao) => {
            const date = displayDate(correcao.data);
            return (
              <li key={correcao.id} className="admin-correcoes__item">
                <p>
                  <strong>
                    <time dateTime={correcao.data}>{date}</time>
                  </strong>
                </p>
                {correcao.status_anterior && correcao.status_novo ? (
                  <p>
                    {MESSAGES.verdict(
                      STATUS_LABELS[correcao.status_anterior] ?? correcao.status_anterior,
                      STATUS_LABELS[correcao.status_novo] ?? correcao.status_novo,
                    )}
                  </p>
                ) : null}
                {correcao.erro ? (
                  <p>
                    {MESSAGES.erro}: {correcao.erro}
                  </p>
                ) : null}
                {correcao.mudanca ? (
                  <p>
                    {MESSAGES.mudanca}: {correcao.mudanca}
                  </p>
                ) : null}
                {!correcao.erro && !correcao.mudanca ? <p>{MESSAGES.noText}</p> : null}
                <p className="admin-correcoes__actions">
                  <button
                    type="button"
                    className="admin-button admin-button--secondary"
                    aria-label={MESSAGES.edit(date)}
                    onClick={() => setEditing({ correcao, opening: Date.now() })}
                  >
                    Editar
                  </button>{" "}
                  <button
                    type="button"
                    className="admin-button admin-button--secondary"
                    aria-label={MESSAGES.remove(date)}
                    onClick={() => void remove(correcao)}
                  >
                    Remover
                  </button>
                </p>
              </li>
            );
          })}
        </ol>
      ) : null}
      {held && held.notes.length > 0 ? (
        <div className="admin-correcoes__held">
          <h4>{MESSAGES.heldTitle}</h4>
          <p className="admin-field__hint">{MESSAGES.heldHint}</p>
          <ol className="admin-correcoes__list">
            {held.notes.map((note, index) => (
              <li key={index} className="admin-correcoes__item">
                <p>
                  {MESSAGES.erro}: {note.erro}
                </p>
                <p>
                  {MESSAGES.mudanca}: {note.mudanca}
                </p>
                <p className="admin-correcoes__actions">
                  <button
                    type="button"
                    className="admin-button admin-button--secondary"
                    onClick={() => held.drop(index)}
                  >
                    {MESSAGES.dropHeld}
                  </button>
                </p>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {editing ? (
        <CorrecaoForm
          key={editing.opening}
          correcao={editing.correcao}
          createUrl={`${base}/${itemId}/correcoes`}
          hold={held?.hold}
          onCancel={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            if (held && !editing.correcao) {
              toast.show(MESSAGES.held);
              return;
            }
            toast.show(MESSAGES.saved);
            await list.reload();
          }}
        />
      ) : (
        <button
          type="button"
          className="admin-button"
          onClick={() => setEditing({ correcao: null, opening: Date.now() })}
        >
          {MESSAGES.add}
        </button>
      )}
    </section>
  );
}

function CorrecaoForm({
  correcao,
  createUrl,
  hold,
  onCancel,
  onSaved,
}: {
  correcao: Correcao | null;
  createUrl: string;
  /** Keeps a new correction for the article's save instead of sending it. */
  hold?: (note: CorrecaoInput) => void;
  onCancel: () => void;
  onSaved: () => Promise<void>;
}) {
  const formId = `correcao-${correcao?.id ?? "nova"}`;
  const form = useEditorForm({
    initial: (): Values => ({
      data: correcao ? toLocalInput(correcao.data) : "",
      erro: correcao?.erro ?? "",
      mudanca: correcao?.mudanca ?? "",
    }),
    // A few lines inside the article's dialog, saved on their own.
    draft: null,
    schema: CorrecaoInputSchema,
    toPayload: payloadOf,
    fieldKeys: FIELDS,
    send: async (payload, { authFetch }) => {
      if (correcao)
        return saveJson(authFetch, "PUT", `/api/correcoes/${correcao.id}`, payload, CorrecaoSchema);
      if (hold) {
        hold(CorrecaoInputSchema.parse(payload));
        return { ok: true as const, status: 200, data: undefined };
      }
      return saveJson(authFetch, "POST", createUrl, payload, CorrecaoSchema);
    },
    saveError: MESSAGES.saveError,
    onSaved: () => void onSaved(),
  });
  const { saving, expired, formMessages, summaryTitle, formRef, summaryRef, handleSubmit } = form;
  return (
    <form
      id={formId}
      ref={formRef}
      noValidate
      className="admin-form admin-correcoes__form"
      aria-busy={saving}
      aria-labelledby={`${formId}-titulo`}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h4 id={`${formId}-titulo`}>{correcao ? MESSAGES.editTitle : MESSAGES.newTitle}</h4>
      <div ref={summaryRef} tabIndex={-1}>
        {expired ? <SessionExpiredAlert onRenewed={form.retry} /> : null}
        <ErrorSummary messages={formMessages} title={summaryTitle} />
      </div>
      <FormFields form={form} formId={formId} fields={FIELDS} />
      <p className="admin-correcoes__actions">
        <button type="button" className="admin-button admin-button--secondary" onClick={onCancel}>
          {MESSAGES.cancel}
        </button>{" "}
        <button type="submit" className="admin-button" aria-disabled={saving || undefined}>
          {saving ? MESSAGES.saving : hold && !correcao ? MESSAGES.hold : MESSAGES.save}
        </button>
      </p>
    </form>
  );
}
