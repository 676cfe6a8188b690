import { diffWords } from "diff";
import { useState } from "react";
import type { z } from "zod";
import {
  RevisaoResumoListSchema,
  revisaoSchema,
  type RevisaoResumo,
} from "#server/api/revisoes/schema.ts";
import { loadJson, saveJson, type ApiResult } from "./api-client.ts";
import { ColumnHeads } from "./admin-table.tsx";
import { SecondaryButton } from "./list-controls.tsx";
import { htmlToEditableText } from "./plain-text.ts";
import { useAdminSession } from "./session.tsx";

/*
 * The history of a saved news item or fake-news entry inside its editor (decision 038):
 * its revisions, a word-level comparison of any of them with the text on screen, and
 * "Restaurar esta versão". After a refused save (409) the same comparison shows what the
 * other person saved against what was typed. Only the admin bundle loads `diff`.
 */

export const REVISOES_HISTORY_MESSAGES = {
  history: "Histórico",
  hideHistory: "Fechar histórico",
  loading: "Carregando histórico...",
  loadError: "Não foi possível carregar o histórico.",
  empty: "Esta versão é a primeira: ainda não há outras para comparar.",
  numero: "Versão",
  who: "Quem salvou",
  when: "Quando",
  actions: "Ações",
  unknownAuthor: "Antes do histórico",
  compare: (numero: number) => `Comparar versão ${numero} com o texto atual`,
  restore: (numero: number) => `Restaurar esta versão (versão ${numero})`,
  restoreLabel: "Restaurar esta versão",
  compareLabel: "Comparar",
  confirmRestore: (numero: number) =>
    `Restaurar a versão ${numero}? Ela será salva como uma nova versão, e o que está no formulário será descartado.`,
  diffTitle: (numero: number) => `Versão ${numero} comparada com o texto atual`,
  savedDiffTitle: "Versão salva comparada com o seu texto",
  legend: "Legenda:",
  inserted: "texto do formulário que a versão não tem",
  deleted: "texto da versão que o formulário não tem",
  noChanges: "Nenhuma diferença nos campos comparados.",
  compareSaved: "Comparar com a versão salva",
  reload: "Carregar a versão salva",
  confirmReload:
    "Carregar a versão salva? O texto que você digitou será descartado. Use antes “Comparar com a versão salva” se quiser copiar algo.",
} as const;

const MESSAGES = REVISOES_HISTORY_MESSAGES;

/**
 * The fields compared, in the form's order, with the form's labels; `names` shows a coded
 * value (a status) by the name the form gives it.
 */
export type DiffFields = readonly {
  key: string;
  label: string;
  rich?: boolean;
  names?: Readonly<Record<string, string>>;
}[];

const DAY_TIME = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});

function fieldText(value: unknown, field: DiffFields[number]): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map((item) => fieldText(item, field)).join("\n");
  if (typeof value === "string")
    return field.rich ? htmlToEditableText(value) : (field.names?.[value] ?? value);
  return String(value);
}

/** Per field, a word-level diff of `before` (a revision) against `after` (the form). */
export function RevisaoDiff({
  title,
  before,
  after,
  fields,
}: {
  title: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  fields: DiffFields;
}) {
  const changed = fields
    .map((field) => ({
      ...field,
      parts: diffWords(fieldText(before[field.key], field), fieldText(after[field.key], field)),
    }))
    .filter((field) => field.parts.some((part) => part.added || part.removed));
  return (
    <section className="revision-diff" aria-label={title}>
      <h3 className="revision-diff__title">{title}</h3>
      <p className="revision-diff__legend">
        {MESSAGES.legend} <ins>{MESSAGES.inserted}</ins> <del>{MESSAGES.deleted}</del>
      </p>
      {changed.length === 0 ? <p>{MESSAGES.noChanges}</p> : null}
      {changed.map((field) => (
        <div key={field.key} className="revision-diff__field">
          <h4>{field.label}</h4>
          <p className="revision-diff__text">
            {field.parts.map((part, index) =>
              part.added ? (
                <ins key={index}>{part.value}</ins>
              ) : part.removed ? (
                <del key={index}>{part.value}</del>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )}
          </p>
        </div>
      ))}
    </section>
  );
}

type HistoryProps<Item> = {
  /** `/api/noticias`. */
  apiPath: string;
  item: Item & { id: number; revisao?: number };
  /** The item's answer schema, to read a revision's record. */
  schema: z.ZodType<Item>;
  /** What the form would send now. */
  current: Record<string, unknown>;
  fields: DiffFields;
  /** After a restore: the editor closes and the list reloads. */
  onRestored: () => void;
  /** Opens the editor again on the latest saved version, which the editor asked for. */
  onReload: (latest: Item & { revisao: number }) => void;
};

type Compared = { title: string; before: Record<string, unknown> };

/** Histórico: a button that opens the list of revisions under the form's fields. */
export function RevisoesHistory<Item>({
  apiPath,
  item,
  schema,
  current,
  fields,
  onRestored,
}: HistoryProps<Item>) {
  const { authFetch } = useAdminSession();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<ApiResult<RevisaoResumo[]> | undefined>();
  const [compared, setCompared] = useState<Compared | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const panelId = `historico-${item.id}`;
  const base = `${apiPath}/${item.id}/revisoes`;

  async function toggle() {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    setList(undefined);
    setList(await loadJson(authFetch, base, RevisaoResumoListSchema));
  }

  async function compare(numero: number) {
    setError(undefined);
    const result = await loadJson(authFetch, `${base}/${numero}`, revisaoSchema(schema));
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setCompared({
      title: MESSAGES.diffTitle(numero),
      before: result.data.registro as Record<string, unknown>,
    });
  }

  async function restore(numero: number) {
    if (!window.confirm(MESSAGES.confirmRestore(numero))) return;
    setError(undefined);
    setBusy(true);
    const body = item.revisao === undefined ? {} : { revisao: item.revisao };
    const result = await saveJson(authFetch, "POST", `${base}/${numero}/restaurar`, body);
    setBusy(false);
    if (result.ok) onRestored();
    else setError(result.error);
  }

  const revisions = list?.ok ? list.data : undefined;
  return (
    <div className="revision-history">
      <SecondaryButton aria-expanded={open} aria-controls={panelId} onClick={() => void toggle()}>
        {open ? MESSAGES.hideHistory : MESSAGES.history}
      </SecondaryButton>
      {open ? (
        <section id={panelId} className="revision-history__panel" aria-label={MESSAGES.history}>
          {list === undefined ? <p>{MESSAGES.loading}</p> : null}
          {list && !list.ok ? <p role="alert">{MESSAGES.loadError}</p> : null}
          {revisions && revisions.length === 0 ? <p>{MESSAGES.empty}</p> : null}
          {revisions && revisions.length > 0 ? (
            <table className="revision-history__table">
              <caption className="visually-hidden">{MESSAGES.history}</caption>
              <ColumnHeads
                columns={[MESSAGES.numero, MESSAGES.who, MESSAGES.when, MESSAGES.actions]}
              />
              <tbody>
                {revisions.map((revision) => (
                  <tr key={revision.numero}>
                    <td>{revision.numero}</td>
                    <td>{revision.administrador_nome ?? MESSAGES.unknownAuthor}</td>
                    <td>
                      <time dateTime={revision.created_at}>
                        {DAY_TIME.format(new Date(revision.created_at))}
                      </time>
                    </td>
                    <td className="revision-history__actions">
                      <SecondaryButton
                        aria-label={MESSAGES.compare(revision.numero)}
                        onClick={() => void compare(revision.numero)}
                      >
                        {MESSAGES.compareLabel}
                      </SecondaryButton>
                      <SecondaryButton
                        aria-label={MESSAGES.restore(revision.numero)}
                        aria-disabled={busy || undefined}
                        onClick={() => {
                          if (!busy) void restore(revision.numero);
                        }}
                      >
                        {MESSAGES.restoreLabel}
                      </SecondaryButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {error ? <p role="alert">{error}</p> : null}
          {compared ? (
            <RevisaoDiff
              title={compared.title}
              before={compared.before}
              after={current}
              fields={fields}
            />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/**
 * Beside a refused save: compares the saved version with what was typed, and says how to
 * start again from it without losing anything silently.
 */
export function ConflictNotice<Item>({
  apiPath,
  item,
  schema,
  current,
  fields,
  onReload,
}: Omit<HistoryProps<Item>, "onRestored">) {
  const { authFetch } = useAdminSession();
  const [saved, setSaved] = useState<Record<string, unknown> | undefined>();
  const [error, setError] = useState<string | undefined>();

  // The latest revision rather than the item: its public read may come from a cache.
  async function latestSaved(): Promise<{ numero: number; registro: Item } | undefined> {
    const base = `${apiPath}/${item.id}/revisoes`;
    const list = await loadJson(authFetch, base, RevisaoResumoListSchema);
    const latest = list.ok ? list.data[0] : undefined;
    if (!latest) {
      setError(list.ok ? MESSAGES.loadError : list.error);
      return undefined;
    }
    const result = await loadJson(authFetch, `${base}/${latest.numero}`, revisaoSchema(schema));
    if (result.ok) return { numero: latest.numero, registro: result.data.registro as Item };
    setError(result.error);
    return undefined;
  }

  async function compare() {
    const latest = await latestSaved();
    if (latest) setSaved(latest.registro as Record<string, unknown>);
  }

  async function reload() {
    if (!window.confirm(MESSAGES.confirmReload)) return;
    const latest = await latestSaved();
    if (latest) onReload({ ...latest.registro, revisao: latest.numero });
  }

  return (
    <div className="conflict-notice">
      <SecondaryButton onClick={() => void compare()}>{MESSAGES.compareSaved}</SecondaryButton>
      <SecondaryButton onClick={() => void reload()}>{MESSAGES.reload}</SecondaryButton>
      {error ? <p role="alert">{error}</p> : null}
      {saved ? (
        <RevisaoDiff
          title={MESSAGES.savedDiffTitle}
          before={saved}
          after={current}
          fields={fields}
        />
      ) : null}
    </div>
  );
}

/** The editor's revision parts: the conflict's actions after a refused save, and the history. */
export function RevisaoTools<Item>({ stale, ...props }: HistoryProps<Item> & { stale: boolean }) {
  const { onRestored: _onRestored, ...conflict } = props;
  return (
    <>
      {stale ? <ConflictNotice {...conflict} /> : null}
      <RevisoesHistory {...props} />
    </>
  );
}
