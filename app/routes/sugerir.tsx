import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
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
  type SugerirSubmission,
} from "./sugerir-form.ts";
import { submitSugerirForm } from "./sugerir-form.server.ts";

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

const SUBMISSION_STATUS: Record<SugerirSubmission["status"], number> = {
  sent: 200,
  invalid: 400,
  "rate-limited": 429,
  failed: 500,
};

/** Posted by the form with or without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const form = await request.formData();
  let result: SugerirSubmission;
  try {
    result = await submitSugerirForm(db, context.get(clientAddressContext), form);
  } catch (error) {
    // Answered as a result rather than thrown, so the page comes back with the text typed.
    console.error("The tip form could not store a tip:", error);
    result = { status: "failed", values: readSugerirValues(form) };
  }
  return data(result, { status: SUBMISSION_STATUS[result.status] });
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
  const values = result && "values" in result ? result.values : undefined;
  const errors = result?.status === "invalid" ? result.errors : {};
  const firstInvalid = SUGERIR_FIELDS.find((field) => errors[field]);

  const alert =
    result?.status === "rate-limited"
      ? t("sugestoes.form.tooManyRequests")
      : result?.status === "failed"
        ? t("sugestoes.form.failed")
        : null;

  const described = (field: SugerirField, hint?: string) => {
    const ids = [hint, errors[field] ? `${FIELD_IDS[field]}-erro` : undefined].filter(Boolean);
    return ids.length > 0 ? ids.join(" ") : undefined;
  };
  const fieldProps = (
    field: Exclude<SugerirField, "file" | "plataforma" | "uf">,
    hint?: string,
  ) => ({
    id: FIELD_IDS[field],
    name: field,
    maxLength: form.maxLength[field],
    defaultValue: values?.[field] ?? "",
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": described(field, hint),
    // Without scripts the page comes back from the server with the focus here.
    autoFocus: field === firstInvalid,
  });
  // Without scripts the page comes back from the server with the focus on the first error.
  const focusIfFirst = (field: SugerirField) => ({ autoFocus: field === firstInvalid });
  const errorOf = (field: SugerirField) => (
    <FieldError id={`${FIELD_IDS[field]}-erro`} error={errors[field]} limits={form.limits} />
  );

  return (
    <section className="sugerir__form-section" aria-labelledby="sugerir-form-titulo">
      <h2 id="sugerir-form-titulo" className="visually-hidden">
        {t("sugestoes.form.title")}
      </h2>
      <div role="status" className="contact-form__status">
        {result?.status === "sent" ? (
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
        ) : null}
      </div>
      {alert ? (
        <p role="alert" className="contact-form__alert">
          {alert}
        </p>
      ) : null}
      {firstInvalid ? <p className="contact-form__alert">{t("sugestoes.form.invalid")}</p> : null}
      {/* Checked on the server, which words each refusal beside its field. The page's
          script (enhanceSentForms) sends it without leaving the page. */}
      <Form
        method="post"
        action="/sugerir"
        encType="multipart/form-data"
        className="contact-form"
        noValidate
        data-sending={t("sugestoes.form.sending")}
        data-network-error={t("sugestoes.form.networkError")}
      >
        <fieldset className="sugerir__fieldset">
          <legend>{t("sugestoes.form.what")}</legend>
          <p id="sugerir-um-deles" className="contact-form__hint">
            {t("sugestoes.form.atLeastOne")}
          </p>
          <div className="contact-form__field">
            <label htmlFor={FIELD_IDS.texto}>{t("sugestoes.form.texto")}</label>
            <textarea rows={6} {...fieldProps("texto", "sugerir-um-deles")} />
            {errorOf("texto")}
          </div>
          <div className="contact-form__field">
            <label htmlFor={FIELD_IDS.link}>{t("sugestoes.form.link")}</label>
            <input type="url" inputMode="url" {...fieldProps("link")} />
            {errorOf("link")}
          </div>
          <div className="contact-form__field">
            <label htmlFor={FIELD_IDS.file}>{t("sugestoes.form.file")}</label>
            <p id="sugerir-arquivo-dica" className="contact-form__hint">
              {t("sugestoes.form.fileHint", form.limits)}
            </p>
            <input
              id={FIELD_IDS.file}
              type="file"
              name="file"
              accept="image/*,audio/*"
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={described("file", "sugerir-arquivo-dica")}
              {...focusIfFirst("file")}
            />
            {errorOf("file")}
          </div>
        </fieldset>
        <fieldset className="sugerir__fieldset">
          <legend>{t("sugestoes.form.where")}</legend>
          <div className="contact-form__field">
            <label htmlFor={FIELD_IDS.plataforma}>{t("sugestoes.form.plataforma")}</label>
            <select
              id={FIELD_IDS.plataforma}
              name="plataforma"
              required
              defaultValue={values?.plataforma ?? ""}
              aria-invalid={errors.plataforma ? true : undefined}
              aria-describedby={described("plataforma")}
              {...focusIfFirst("plataforma")}
            >
              <option value="">{t("sugestoes.form.plataformaChoose")}</option>
              {form.plataformas.map(({ value, nome }) => (
                <option key={value} value={value}>
                  {nome ?? t("sugestoes.form.plataformaOutra")}
                </option>
              ))}
            </select>
            {errorOf("plataforma")}
          </div>
          <div className="contact-form__field">
            <label htmlFor={FIELD_IDS.uf}>{t("sugestoes.form.uf")}</label>
            <select
              id={FIELD_IDS.uf}
              name="uf"
              defaultValue={values?.uf ?? ""}
              aria-invalid={errors.uf ? true : undefined}
              aria-describedby={described("uf")}
              {...focusIfFirst("uf")}
            >
              <option value="">{t("sugestoes.form.ufNone")}</option>
              {form.estados.map(({ uf, nome }) => (
                <option key={uf} value={uf}>
                  {nome}
                </option>
              ))}
            </select>
            {errorOf("uf")}
          </div>
          <div className="contact-form__field">
            <label htmlFor={FIELD_IDS.municipio}>{t("sugestoes.form.municipio")}</label>
            <input type="text" autoComplete="address-level2" {...fieldProps("municipio")} />
            {errorOf("municipio")}
          </div>
        </fieldset>
        <div className="contact-form__field">
          <label htmlFor={FIELD_IDS.email}>{t("sugestoes.form.email")}</label>
          <p id="sugerir-email-dica" className="contact-form__hint">
            {t("sugestoes.form.emailHint")}
          </p>
          <input type="email" autoComplete="email" {...fieldProps("email", "sugerir-email-dica")} />
          {errorOf("email")}
        </div>
        {/* A trap for robots: off-screen, out of the tab order and hidden from assistive
            technology, so only software that fills in every field fills it in. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor="sugerir-website">{t("sugestoes.form.honeypot")}</label>
          <input
            id="sugerir-website"
            type="text"
            name={form.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button type="submit" className="contact-form__submit">
          {t("sugestoes.form.submit")}
        </button>
      </Form>
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
  if (!error) return null;
  const message =
    error.kind === "tooLong"
      ? t("sugestoes.form.error.tooLong", { max: error.max })
      : error.kind === "fileTooLarge"
        ? t("sugestoes.form.error.fileTooLarge", limits)
        : t(`sugestoes.form.error.${error.kind}`);
  return (
    <p id={id} className="contact-form__error">
      {message}
    </p>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
