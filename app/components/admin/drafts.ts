/**
 * Local drafts of the admin editors' forms: what an editor typed and did not save, kept in
 * the browser's local storage so that a closed tab, an inactivity logout or an expired
 * session loses no typed word (decision 059). A draft belongs to one account and one item
 * (`noticias:12`, `noticias:novo`); passwords, tokens and image data are never written.
 */

/** Every draft key starts with this, then the account's id and the item's key. */
const PREFIX = "rascunho";
/** Fields whose name says they hold a secret: never part of a draft. */
const SECRET_FIELD = /senha|password|token|secret|segredo|challenge|codigo|code/i;
/** Images chosen in the form travel as data URLs: too large for local storage. */
const DATA_URL = /^data:/i;

export type Draft = {
  /** When it was written, in milliseconds since the epoch. */
  savedAt: number;
  values: Record<string, unknown>;
  /** Whether chosen images were left out: the editor must choose them again. */
  imagesSkipped: boolean;
};

export type DraftOwner = { accountId: number; item: string };

export function draftStorageKey({ accountId, item }: DraftOwner): string {
  return `${PREFIX}:${accountId}:${item}`;
}

// Storage can be unavailable or full (privacy settings, quota): then there are no drafts.
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A value as a draft holds it: no secrets, no files, no image data. */
function storable(value: unknown, skipped: { images: boolean }): unknown {
  if (typeof value === "string") {
    if (!DATA_URL.test(value)) return value;
    skipped.images = true;
    return "";
  }
  if (typeof value === "number" || typeof value === "boolean" || value === null) return value;
  if (Array.isArray(value)) return value.map((entry) => storable(entry, skipped));
  if (typeof Blob !== "undefined" && value instanceof Blob) {
    skipped.images = true;
    return undefined;
  }
  if (typeof value === "object" && value !== undefined) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_FIELD.test(key))
        .map(([key, entry]) => [key, storable(entry, skipped)]),
    );
  }
  return undefined;
}

/** Writes the values on screen as the owner's draft of the item; a failure writes nothing. */
export function saveDraft(
  owner: DraftOwner,
  values: Record<string, unknown>,
  now = Date.now(),
): void {
  const skipped = { images: false };
  const draft: Draft = {
    savedAt: now,
    values: storable(values, skipped) as Record<string, unknown>,
    imagesSkipped: skipped.images,
  };
  try {
    storage()?.setItem(draftStorageKey(owner), JSON.stringify(draft));
  } catch {
    // CASE: storage full or refused. The form still holds the values.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The owner's draft of the item, or undefined when there is none or it cannot be read. */
export function readDraft(owner: DraftOwner): Draft | undefined {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(draftStorageKey(owner));
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (
    !isRecord(parsed) ||
    typeof parsed.savedAt !== "number" ||
    !isRecord(parsed.values) ||
    typeof parsed.imagesSkipped !== "boolean"
  ) {
    return undefined;
  }
  return { savedAt: parsed.savedAt, values: parsed.values, imagesSkipped: parsed.imagesSkipped };
}

export function removeDraft(owner: DraftOwner): void {
  try {
    storage()?.removeItem(draftStorageKey(owner));
  } catch {
    // Nothing stored where nothing can be stored.
  }
}

/** Removes every draft of the account, e.g. when its editor logs out deliberately. */
export function clearAccountDrafts(accountId: number): void {
  const store = storage();
  if (!store) return;
  const prefix = `${PREFIX}:${accountId}:`;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) store.removeItem(key);
  } catch {
    // Nothing stored where nothing can be stored.
  }
}

/**
 * The form's values with a draft's laid over them: only fields the form has, and only with
 * a value of the same kind (text, number, yes/no, list), so an old or altered draft can
 * never put something into the form that it cannot hold. A skipped image keeps the
 * form's own value.
 */
export function valuesWithDraft<Values extends Record<string, unknown>>(
  values: Values,
  draft: Draft,
): Values {
  const merged: Record<string, unknown> = { ...values };
  for (const [key, current] of Object.entries(values)) {
    const saved = draft.values[key];
    if (saved === undefined || SECRET_FIELD.test(key)) continue;
    const sameKind = Array.isArray(current)
      ? Array.isArray(saved)
      : typeof saved === typeof current && isRecord(saved) === isRecord(current);
    if (!sameKind) continue;
    if (draft.imagesSkipped && typeof current === "string" && saved === "" && current !== "") {
      continue;
    }
    merged[key] = saved;
  }
  return merged as Values;
}

/** The draft's time as the offer says it: today's hour, or the date and hour. */
export function draftTime(savedAt: number, now = Date.now()): string {
  const saved = new Date(savedAt);
  const sameDay = new Date(now).toDateString() === saved.toDateString();
  const hour = saved.toLocaleTimeString("pt-BR", { hour: "2-digit", minute: "2-digit" });
  return sameDay ? hour : `${saved.toLocaleDateString("pt-BR")} ${hour}`;
}
