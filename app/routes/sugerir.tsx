import { useTranslation } from "react-i18next";
import type { Route } from "./+types/sugerir.ts";
import { MAX_AUDIO_BYTES } from "#server/api/sugestoes/anexo.ts";
import {
  HONEYPOT_FIELD,
  MAX_EMAIL,
  MAX_LINK,
  MAX_MUNICIPIO,
  MAX_TEXTO,
  PLATAFORMA_NOMES,
  PLATAFORMAS,
} from "#server/api/sugestoes/schema.ts";
import { ESTADOS, UFS } from "#server/content/places.ts";
import { MAX_IMAGE_BYTES } from "#server/media/images.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import {
  FieldErrorText,
  FormField,
  PublicForm,
  PublicFormNotices,
} from "../components/forms/public-form.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { STATIC_PAGE } from "../components/layout/static-page.ts";
import { clientAddressContext, servicesContext } from "../context.ts";
import contatoStylesHref from "../styles/contato.css?url";
import sugestoesStylesHref from "../styles/sugestoes.css?url";
import {
  readSugerirValues,
  SUGERIR_FIELDS,
  type SugerirField,
  type SugerirFieldError,
  type SugerirFormResult,
} from "./sugerir-form.ts";
import { submitSugerirForm } from "./sugerir-form.server.ts";
import { answerFormSubmission } from "../utils/public-form.server.ts";
import { submissionState } from "../utils/public-form.ts";

export const handle = STATIC_PAGE;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: contatoStylesHref },
  { rel: "stylesheet", href: sugestoesStylesHref },
];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("sugestoes.form.title"),
    description: t("sugestoes.form.description"),
  }));

const megabytes = (bytes: number) => Math.floor(bytes / 1024 / 1024);

export function loader() {
  return {
    honeypot: HONEYPOT_FIELD,
    maxLength: { texto: MAX_TEXTO, link: MAX_LINK, municipio: MAX_MUNICIPIO, email: MAX_EMAIL },
    limits: { imageMb: megabytes(MAX_IMAGE_BYTES), audioMb: megabytes(MAX_AUDIO_BYTES) },
    // The lists travel as data, so the page's script carries no schema module.
    plataformas: PLATAFORMAS.map((value) => ({
      value,
      nome: value === "outra" ? null : PLATAFORMA_NOMES[value],
    })),
    estados: UFS.map((uf) => ({ uf, nome: ESTADOS[uf] })),
  };
}

/** Posted by the form with or without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const form = await request.formData();
  return answerFormSubmission(
    () => submitSugerirForm(db, context.get(clientAddressContext), form),
    { log: "The tip form could not store a tip:", values: () => readSugerirValues(form) },
  );
}

type Limits = Route.ComponentProps["loaderData"];

const FIELD_IDS: Record<SugerirField, string> = {
  texto: "sugerir-texto",
  link: "sugerir-link",
  file: "sugerir-arquivo",
  plataforma: "sugerir-plataforma",
  uf: "sugerir-uf",
  municipio: "sugerir-municipio",
  email: "sugerir-email",
};

export default function SugerirRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="page container sugerir">
      <h1>{t("sugestoes.form.title")}</h1>
      <p className="page__intro">{t("sugestoes.form.intro")}</p>
      <SugerirForm form={loaderData} result={actionData} />
    </div>
  );
}

function SugerirForm({ form, result }: { form: Limits; result: SugerirFormResult | undefined }) {
  const { t } = useTranslation();
  const { values, errors, firstInvalid } = submissionState(result, SUGERIR_FIELDS);

  const described = (field: SugerirField, hint?: string) => {
    const ids = [hint, errors[field] ? `${FIELD_IDS[field]}-erro` : undefined].filter(Boolean);
    return ids.length > 0 ? ids.join(" ") : undefined;
  };
  const controlProps = (field: SugerirField, hint?: string) => ({
    id: FIELD_IDS[field],
    name: field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": described(field, hint),
    // Without scripts the page comes back from the server with the focus here.
    autoFocus: field === firstInvalid,
  });
  const choiceProps = (field: "plataforma" | "uf") => ({
    ...controlProps(field),
    defaultValue: values?.[field] ?? "",
  });
  const fieldProps = (
    field: Exclude<SugerirField, "file" | "plataforma" | "uf">,
    hint?: string,
  ) => ({
    ...controlProps(field, hint),
    maxLength: form.maxLength[field],
    defaultValue: values?.[field] ?? "",
  });
  const errorOf = (field: SugerirField) => (
    <FieldError id={`${FIELD_IDS[field]}-erro`} error={errors[field]} limits={form.limits} />
  );

  return (
    <section className="sugerir__form-section" aria-labelledby="sugerir-form-titulo">
      <h2 id="sugerir-form-titulo" className="visually-hidden">
        {t("sugestoes.form.title")}
      </h2>
      <PublicFormNotices
        status={result?.status}
        sent={
          result?.status === "sent" ? (
            <div className="sugerir__recebida" id="sugerir-recebida" tabIndex={-1}>
              <p className="contact-form__success">{t("sugestoes.form.sent")}</p>
              <p>
                {t("sugestoes.form.codeLabel")}{" "}
                <strong className="sugestao-codigo" translate="no">
                  {result.codigo}
                </strong>
              </p>
              <p>{t("sugestoes.form.codeKeep")}</p>
              <p>
                <a href={result.url}>{t("sugestoes.form.follow")}</a>
              </p>
            </div>
          ) : null
        }
        rateLimited={t("sugestoes.form.tooManyRequests")}
        failed={t("sugestoes.form.failed")}
        invalid={firstInvalid ? t("sugestoes.form.invalid") : null}
      />
      <PublicForm
        action="/sugerir"
        encType="multipart/form-data"
        sending={t("sugestoes.form.sending")}
        networkError={t("sugestoes.form.networkError")}
        honeypot={{
          id: "sugerir-website",
          name: form.honeypot,
          label: t("sugestoes.form.honeypot"),
        }}
        submit={t("sugestoes.form.submit")}
      >
        <fieldset className="sugerir__fieldset">
          <legend>{t("sugestoes.form.what")}</legend>
          <p id="sugerir-um-deles" className="contact-form__hint">
            {t("sugestoes.form.atLeastOne")}
          </p>
          <FormField htmlFor={FIELD_IDS.texto} label={t("sugestoes.form.texto")}>
            <textarea rows={6} {...fieldProps("texto", "sugerir-um-deles")} />
            {errorOf("texto")}
          </FormField>
          <FormField htmlFor={FIELD_IDS.link} label={t("sugestoes.form.link")}>
            <input type="url" inputMode="url" {...fieldProps("link")} />
            {errorOf("link")}
          </FormField>
          <FormField
            htmlFor={FIELD_IDS.file}
            label={t("sugestoes.form.file")}
            hint={{ id: "sugerir-arquivo-dica", text: t("sugestoes.form.fileHint", form.limits) }}
          >
            <input
              type="file"
              accept="image/*,audio/*"
              {...controlProps("file", "sugerir-arquivo-dica")}
            />
            {errorOf("file")}
          </FormField>
        </fieldset>
        <fieldset className="sugerir__fieldset">
          <legend>{t("sugestoes.form.where")}</legend>
          <FormField htmlFor={FIELD_IDS.plataforma} label={t("sugestoes.form.plataforma")}>
            <select required {...choiceProps("plataforma")}>
              <option value="">{t("sugestoes.form.plataformaChoose")}</option>
              {form.plataformas.map(({ value, nome }) => (
                <option key={value} value={value}>
                  {nome ?? t("sugestoes.form.plataformaOutra")}
                </option>
              ))}
            </select>
            {errorOf("plataforma")}
          </FormField>
          <FormField htmlFor={FIELD_IDS.uf} label={t("sugestoes.form.uf")}>
            <select {...choiceProps("uf")}>
              <option value="">{t("sugestoes.form.ufNone")}</option>
              {form.estados.map(({ uf, nome }) => (
                <option key={uf} value={uf}>
                  {nome}
                </option>
              ))}
            </select>
            {errorOf("uf")}
          </FormField>
          <FormField htmlFor={FIELD_IDS.municipio} label={t("sugestoes.form.municipio")}>
            <input type="text" autoComplete="address-level2" {...fieldProps("municipio")} />
            {errorOf("municipio")}
          </FormField>
        </fieldset>
        <FormField
          htmlFor={FIELD_IDS.email}
          label={t("sugestoes.form.email")}
          hint={{ id: "sugerir-email-dica", text: t("sugestoes.form.emailHint") }}
        >
          <input type="email" autoComplete="email" {...fieldProps("email", "sugerir-email-dica")} />
          {errorOf("email")}
        </FormField>
      </PublicForm>
    </section>
  );
}

function FieldError({
  id,
  error,
  limits,
}: {
  id: string;
  error: SugerirFieldError | undefined;
  limits: Limits["limits"];
}) {
  const { t } = useTranslation();
  const message = !error
    ? null
    : error.kind === "tooLong"
      ? t("sugestoes.form.error.tooLong", { max: error.max })
      : error.kind === "fileTooLarge"
        ? t("sugestoes.form.error.fileTooLarge", limits)
        : t(`sugestoes.form.error.${error.kind}`);
  return <FieldErrorText id={id} message={message} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
