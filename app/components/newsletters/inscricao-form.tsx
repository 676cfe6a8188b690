import { EMAIL_MAX } from "#server/api/common-schema.ts";
import { HONEYPOT_FIELD } from "#server/api/inscricoes/schema.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import {
  readFormText,
  submissionState,
  type PublicFormSubmission,
} from "../../utils/public-form.ts";
import { FieldErrorText, FormField, PublicForm, PublicFormNotices } from "../forms/public-form.tsx";

/*
 * The newsletter subscription form (decision 071), on /newsletters and in the footer of
 * every other page. Both post to the action of /newsletters, with or without scripts; the
 * page's script swaps the section for the one the server answers, found by its heading.
 */

export const INSCRICAO_FIELDS = ["email"] as const;
export type InscricaoField = (typeof INSCRICAO_FIELDS)[number];
export type InscricaoValues = Record<InscricaoField, string>;
export type InscricaoFieldError = { kind: "required" } | { kind: "email" };

/** What the action of /newsletters answers. */
export type InscricaoSubmission = PublicFormSubmission<
  InscricaoValues,
  Partial<Record<InscricaoField, InscricaoFieldError>>
>;

export function readInscricaoValues(form: FormData): InscricaoValues {
  return readFormText(form, INSCRICAO_FIELDS);
}

export const INSCRICAO_ACTION = "/newsletters";
const TITLE_ID = "inscricao-titulo";
const EMAIL_ID = "inscricao-email";
const PURPOSE_ID = "inscricao-finalidade";

export function InscricaoForm({ result }: { result?: InscricaoSubmission | undefined }) {
  const { t } = useTranslation();
  const { values, errors, firstInvalid } = submissionState(result, INSCRICAO_FIELDS);
  const error = errors.email;
  const errorId = `${EMAIL_ID}-erro`;
  // Without scripts the page comes back from the server with the focus on a refused field.
  const focus = { autoFocus: firstInvalid === "email" };
  return (
    <section className="inscricao" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>{t("inscricao.title")}</h2>
      <p id={PURPOSE_ID} className="contact-form__hint">
        {t("inscricao.purpose")}
      </p>
      {/* Only with an answer: the footer of every page would add an empty live region. */}
      {result ? (
        <PublicFormNotices
          status={result.status}
          sent={
            <p className="contact-form__success" tabIndex={-1}>
              {t("inscricao.sent")}
            </p>
          }
          rateLimited={t("inscricao.tooManyRequests")}
          failed={t("inscricao.failed")}
          invalid={firstInvalid ? t("inscricao.invalid") : null}
        />
      ) : null}
      <PublicForm
        action={INSCRICAO_ACTION}
        sending={t("inscricao.sending")}
        networkError={t("inscricao.networkError")}
        honeypot={{
          id: "inscricao-homepage",
          name: HONEYPOT_FIELD,
          label: t("inscricao.honeypot"),
        }}
        submit={t("inscricao.submit")}
      >
        <FormField htmlFor={EMAIL_ID} label={t("inscricao.email")}>
          <input
            id={EMAIL_ID}
            type="email"
            name="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            defaultValue={values?.email ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${PURPOSE_ID} ${errorId}` : PURPOSE_ID}
            {...focus}
          />
          <FieldErrorText
            id={errorId}
            message={
              !error
                ? null
                : error.kind === "email"
                  ? t("inscricao.error.email")
                  : t("inscricao.error.required")
            }
          />
        </FormField>
      </PublicForm>
    </section>
  );
}
