import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import type { ApiFailure, ApiResult } from "./api-client.ts";
import {
  errorsFromFailure,
  focusFirstInvalid,
  FORM_MESSAGES,
  NO_ERRORS,
  validateWith,
  type FieldErrors,
  type FormErrors,
} from "./form-errors.tsx";
import {
  type Draft,
  type DraftOwner,
  readDraft,
  removeDraft,
  saveDraft,
  valuesWithDraft,
} from "./drafts.ts";
import { fieldKeysOf, type FieldSpec } from "./form-values.ts";
import { withoutListErrors } from "./list-items.ts";
import { RENEW_PASSWORD_NAME } from "./session-expired.tsx";
import { type AuthFetch, useAdminSession } from "./session.tsx";

/** A draft is written this long after the last change, and at least this often. */
export const DRAFT_DEBOUNCE_MS = 1000;
export const DRAFT_INTERVAL_MS = 5000;

/**
 * What a save gives back: the API's answer, or errors the page found on its own way there
 * (e.g. a file the upload refused), shown as they are.
 */
export type SaveResult = ApiResult<unknown> | FormErrors;

/** An editor's own props, and how it tells its page it closed or saved. */
export type EditorProps<Props> = Props & { onClose: () => void; onSaved: () => void };

type EditorFormOptions<Values, Payload> = {
  /** The values on screen when the form opens; read once. */
  initial: () => Values;
  /**
   * The item this form edits, as its local draft is keyed (`noticias:12`, `noticias:novo`),
   * or null for a form whose typing is not kept (see drafts.ts).
   */
  draft: string | null;
  /** The API's input schema: the form checks with it first, so messages are the API's. */
  schema: z.ZodType;
  /** What is sent (and checked) for the values on screen. */
  toPayload: (values: Values) => Payload;
  /**
   * Every error key the form shows beside a field, for the values on screen: keys, or
   * declared fields, whose keys follow from them (a list has one per entry).
   */
  fieldKeys: readonly (string | FieldSpec)[] | ((values: Values) => readonly string[]);
  /**
   * The API keys messages by its input's paths; a form that edits a part of the input
   * (one network of the contact data) or names a field differently renames them here.
   */
  mapDetails?: (details: Record<string, string>) => Record<string, string>;
  /** Checks the schema cannot make (a file still to choose): the field messages to show. */
  check?: (details: Record<string, string>, values: Values) => Record<string, string>;
  /** The save: what is sent, with the values on screen and the session's `authFetch`. */
  send: (
    payload: Payload,
    context: { values: Values; authFetch: AuthFetch },
  ) => Promise<SaveResult>;
  /** The summary's title when the API refuses or fails the save. */
  saveError?: string;
  /** The form's messages for a failed save, when the page words them its own way. */
  failureErrors?: (failure: ApiFailure, keys: readonly string[]) => FormErrors;
  onSaved: () => void;
};

const isFormErrors = (result: SaveResult): result is FormErrors => "fields" in result;

/**
 * The state of every admin editor's form: the values typed, their errors, and the save.
 * Values are checked with the API's own input schema before anything is sent; the API's
 * `details` land beside the same fields. A failed save of any kind keeps every value on
 * screen; a refused session (401) is reported as `expired` so the form can say so
 * without leaving the page.
 */
export function useEditorForm<Values extends Record<string, unknown>, Payload>({
  initial,
  draft: draftItem,
  schema,
  toPayload,
  fieldKeys,
  mapDetails = (details) => details,
  check,
  send,
  saveError = FORM_MESSAGES.summaryTitle,
  failureErrors = errorsFromFailure,
  onSaved,
}: EditorFormOptions<Values, Payload>) {
  const { admin, authFetch } = useAdminSession();
  const [initialValues] = useState(initial);
  const [values, setValues] = useState(initialValues);
  const drafts = useDraft(
    draftItem === null ? null : { accountId: admin.id, item: draftItem },
    values,
    initialValues,
  );
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [summaryTitle, setSummaryTitle] = useState<string>(FORM_MESSAGES.summaryTitle);
  const [saving, setSaving] = useState(false);
  // A second press before React re-renders must not send the form twice.
  const sending = useRef(false);
  const [expired, setExpired] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // The password is what the editor types next to save (see SessionExpiredAlert): focused
  // once the alert is on screen, after React has committed it, not on a guessed frame.
  useEffect(() => {
    if (!expired) return;
    const password = [summaryRef.current, formRef.current]
      .map((root) => root?.querySelector<HTMLInputElement>(`input[name="${RENEW_PASSWORD_NAME}"]`))
      .find(Boolean);
    if (password) password.focus();
    else summaryRef.current?.focus();
  }, [expired]);
  const [initialJson] = useState(() => JSON.stringify(initialValues));
  const dirty = useMemo(() => JSON.stringify(values) !== initialJson, [values, initialJson]);

  function clearFieldErrors(keep: (key: string) => boolean) {
    setErrors((current) => {
      const fields = Object.fromEntries(
        Object.entries(current.fields).filter(([key]) => keep(key)),
      );
      return Object.keys(fields).length === Object.keys(current.fields).length
        ? current
        : { ...current, fields };
    });
  }

  /** A field's new value; its message goes away as soon as the editor starts fixing it. */
  function setField<Field extends keyof Values & string>(field: Field, value: Values[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    clearFieldErrors((key) => key !== field);
  }

  /**
   * A list's new entries. With `edited`, one entry changed and only its message goes;
   * otherwise entries moved, and every message of the lists in `errorNames` goes.
   */
  function setList<Field extends keyof Values & string>(
    field: Field,
    items: Values[Field],
    edited?: string,
    errorNames: readonly string[] = [field],
  ) {
    setValues((current) => ({ ...current, [field]: items }));
    if (edited) clearFieldErrors((key) => key !== edited);
    else {
      setErrors((current) => ({
        ...current,
        fields: withoutListErrors(current.fields, errorNames),
      }));
    }
  }

  /** Shows a message beside `field`, e.g. a file the browser let through but is no PDF. */
  function setFieldError(field: string, message: string | undefined) {
    setErrors((current) => {
      const { [field]: _old, ...others } = current.fields;
      return { ...current, fields: message ? { ...others, [field]: message } : others };
    });
  }

  function showErrors(next: FormErrors, title: string) {
    setErrors(next);
    setSummaryTitle(title);
    // Moved after React has drawn the messages, so the field's description is current.
    requestAnimationFrame(() => {
      if (!focusFirstInvalid(formRef.current, next.fields)) summaryRef.current?.focus();
    });
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save();
  }

  async function save() {
    if (sending.current) return;
    const payload = toPayload(values);
    const keys =
      typeof fieldKeys === "function"
        ? fieldKeys(values)
        : fieldKeys.flatMap((key) =>
            typeof key === "string" ? [key] : fieldKeysOf([key], values),
          );
    const checked = validateWith(schema, payload);
    const found = mapDetails(checked.success ? {} : checked.details);
    const details = check ? check(found, values) : found;
    if (Object.keys(details).length > 0) {
      showErrors(
        errorsFromFailure({ ok: false, status: 400, error: "", details }, keys),
        FORM_MESSAGES.summaryTitle,
      );
      return;
    }
    setErrors(NO_ERRORS);
    setExpired(false);
    setSaving(true);
    sending.current = true;
    const result = await send(payload, { values, authFetch });
    sending.current = false;
    setSaving(false);
    if (isFormErrors(result)) {
      showErrors(result, saveError);
      return;
    }
    if (result.ok) {
      drafts.remove();
      onSaved();
      return;
    }
    if (result.status === 401) {
      drafts.write();
      setExpired(true);
      return;
    }
    showErrors(failureErrors({ ...result, details: mapDetails(result.details) }, keys), saveError);
  }

  return {
    values,
    errors: errors.fields satisfies FieldErrors,
    formMessages: errors.form,
    summaryTitle,
    saving,
    expired,
    dirty,
    formRef,
    summaryRef,
    setField,
    setList,
    setFieldError,
    handleSubmit,
    /** Saves again, e.g. once the editor has signed in again after a 401. */
    retry: () => void save(),
    /** A draft left by an earlier editing of the item, until the editor answers. */
    draftOffer: drafts.offer,
    restoreDraft: () => {
      const offered = drafts.offer;
      if (!offered) return;
      setValues((current) => valuesWithDraft(current, offered));
      drafts.answer();
    },
    discardDraft: () => {
      drafts.discard();
      drafts.answer();
    },
    /** The editor closed the form and agreed to lose what it held: its draft goes too. */
    forgetDraft: () => drafts.remove(),
  };
}

/**
 * The form's local draft: offered when the form opens, then written shortly after each
 * change, every few seconds, and when the form goes away without being closed (a logout,
 * a closed tab). A save removes it, and so does Cancelar once the editor agreed to lose
 * the changes.
 */
function useDraft<Values extends Record<string, unknown>>(
  owner: DraftOwner | null,
  values: Values,
  initialValues: Values,
) {
  const accountId = owner?.accountId;
  const item = owner?.item;
  const key = useMemo(
    () => (accountId === undefined || item === undefined ? null : { accountId, item }),
    [accountId, item],
  );
  const [offer, setOffer] = useState<Draft | undefined>(() => (key ? readDraft(key) : undefined));
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  const [initialJson] = useState(() => JSON.stringify(initialValues));
  // Set once the form is saved or its draft discarded: nothing more to keep.
  const done = useRef(false);
  // Until the editor answers the offer, the offered draft is not overwritten.
  const offered = useRef(offer !== undefined);

  const write = useCallback(() => {
    if (!key || done.current || offered.current) return;
    if (JSON.stringify(latest.current) === initialJson) return;
    saveDraft(key, latest.current);
  }, [key, initialJson]);

  useEffect(() => {
    const timer = setTimeout(write, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values, write]);

  useEffect(() => {
    const interval = setInterval(write, DRAFT_INTERVAL_MS);
    // A tab being closed or hidden writes what it has now.
    window.addEventListener("pagehide", write);
    return () => {
      clearInterval(interval);
      window.removeEventListener("pagehide", write);
      write();
    };
  }, [write]);

  return {
    offer,
    write,
    answer: () => {
      offered.current = false;
      setOffer(undefined);
    },
    /** Removes the stored draft; later typing is kept again. */
    discard: () => {
      if (key) removeDraft(key);
    },
    /** Removes the stored draft for good: the form is saved or closed. */
    remove: () => {
      if (key) removeDraft(key);
      done.current = true;
    },
  };
}
