import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import type { Route } from "./+types/contato.ts";
import {
  HONEYPOT_FIELD,
  MAX_ASSUNTO,
  MAX_EMAIL,
  MAX_MENSAGEM,
  MAX_NOME,
} from "#server/api/contato/schema.ts";
import { ContatoInstitucionalInfo } from "../components/contato/contato-institucional.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { STATIC_PAGE } from "../components/layout/static-page.ts";
import { clientAddressContext, servicesContext } from "../context.ts";
import stylesHref from "../styles/contato.css?url";
import {
  CONTATO_FIELDS,
  readContatoValues,
  type ContatoField,
  type ContatoFieldError,
  type ContatoFormResult,
  type ContatoSubmission,
} from "./contato-form.ts";
import { submitContatoForm } from "./contato-form.server.ts";
import { loadContatoInstitucional } from "./contato.server.ts";

export const handle = STATIC_PAGE;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t("contato.title"), description: t("contato.description") }));

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return {
    ...(await loadContatoInstitucional(db)),
    form: {
      honeypot: HONEYPOT_FIELD,
      maxLength: { nome: MAX_NOME, email: MAX_EMAIL, assunto: MAX_ASSUNTO, mensagem: MAX_MENSAGEM },
    },
  };
}

const SUBMISSION_STATUS: Record<ContatoSubmission["status"], number> = {
  sent: 200,
  invalid: 400,
  "rate-limited": 429,
  failed: 500,
};

/** Posted by the form with or without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const form = await request.formData();
  let result: ContatoSubmission;
  try {
    result = await submitContatoForm(db, context.get(clientAddressContext), form);
  } catch (error) {
    // Answered as a result rather than thrown, so the page comes back with the text typed.
    console.error("The contact form could not store a message:", error);
    result = { status: "failed", values: readContatoValues(form) };
  }
  return data(result, { status: SUBMISSION_STATUS[result.status] });
}

type ContatoLoaderData = Route.ComponentProps["loaderData"];

export default function ContatoRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContatoPage
      canais={loaderData.canais}
      redes={loaderData.redes}
      form={loaderData.form}
      result={actionData}
    />
  );
}

type ContatoPageProps = ContatoLoaderData & { result: ContatoFormResult | undefined };

export function ContatoPage({ canais, redes, form, result }: ContatoPageProps) {
  const { t } = useTranslation();
  return (
    <div className="page container contato">
      <h1>{t("contato.title")}</h1>
      <p className="page__intro">{t("contato.intro")}</p>
      <div className="contato__layout">
        <ContatoInstitucionalInfo canais={canais} redes={redes} />
        <ContatoForm form={form} result={result} />
      </div>
    </div>
  );
}

const FIELD_IDS: Record<ContatoField, string> = {
  nome: "contato-nome",
  email: "contato-email",
  assunto: "contato-assunto",
  mensagem: "contato-mensagem",
};

type ContatoFormProps = { form: ContatoLoaderData["form"]; result: ContatoFormResult | undefined };

function ContatoForm({ form, result }: ContatoFormProps) {
  const { t } = useTranslation();
  const values = result && "values" in result ? result.values : undefined;
  const errors = result?.status === "invalid" ? result.errors : {};
  const firstInvalid = CONTATO_FIELDS.find((field) => errors[field]);

  const alert =
    result?.status === "rate-limited"
      ? t("contato.form.tooManyRequests")
      : result?.status === "failed"
        ? t("contato.form.failed")
        : null;

  const fieldProps = (field: ContatoField) => {
    const error = errors[field];
    return {
      id: FIELD_IDS[field],
      name: field,
      required: true,
      maxLength: form.maxLength[field],
      defaultValue: values?.[field] ?? "",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${FIELD_IDS[field]}-erro` : undefined,
      // Without scripts the page comes back from the server with the focus here.
      autoFocus: field === firstInvalid,
    };
  };

  return (
    <section className="contato__form-section" aria-labelledby="contato-form-titulo">
      <h2 id="contato-form-titulo">{t("contato.form.title")}</h2>
      <p className="contact-form__hint">{t("contato.form.allRequired")}</p>
      <div role="status" className="contact-form__status">
        {result?.status === "sent" ? (
          <p className="contact-form__success">{t("contato.form.sent")}</p>
        ) : null}
      </div>
      {alert ? (
        <p role="alert" className="contact-form__alert">
          {alert}
        </p>
      ) : null}
      {firstInvalid ? <p className="contact-form__alert">{t("contato.form.invalid")}</p> : null}
      {/* Checked on the server, which words each refusal beside its field. The page's
          script (enhanceSentForms) sends it without leaving the page. */}
      <Form
        method="post"
        action="/contato"
        className="contact-form"
        noValidate
        data-sending={t("contato.form.sending")}
        data-network-error={t("contato.form.networkError")}
      >
        <div className="contact-form__field">
          <label htmlFor={FIELD_IDS.nome}>{t("contato.form.nome")}</label>
          <input type="text" autoComplete="name" {...fieldProps("nome")} />
          <FieldError id={`${FIELD_IDS.nome}-erro`} error={errors.nome} />
        </div>
        <div className="contact-form__field">
          <label htmlFor={FIELD_IDS.email}>{t("contato.form.email")}</label>
          <input type="email" autoComplete="email" {...fieldProps("email")} />
          <FieldError id={`${FIELD_IDS.email}-erro`} error={errors.email} />
        </div>
        <div className="contact-form__field">
          <label htmlFor={FIELD_IDS.assunto}>{t("contato.form.assunto")}</label>
          <input type="text" {...fieldProps("assunto")} />
          <FieldError id={`${FIELD_IDS.assunto}-erro`} error={errors.assunto} />
        </div>
        <div className="contact-form__field">
          <label htmlFor={FIELD_IDS.mensagem}>{t("contato.form.mensagem")}</label>
          <textarea rows={7} {...fieldProps("mensagem")} />
          <FieldError id={`${FIELD_IDS.mensagem}-erro`} error={errors.mensagem} />
        </div>
        {/* A trap for robots: off-screen, out of the tab order and hidden from assistive
            technology, so only software that fills in every field fills it in. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor="contato-website">{t("contato.form.honeypot")}</label>
          <input
            id="contato-website"
            type="text"
            name={form.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button type="submit" className="contact-form__submit">
          {t("contato.form.submit")}
        </button>
      </Form>
    </section>
  );
}

function FieldError({ id, error }: { id: string; error: ContatoFieldError | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message =
    error.kind === "tooLong"
      ? t("contato.form.error.tooLong", { max: error.max })
      : error.kind === "email"
        ? t("contato.form.error.email")
        : t("contato.form.error.required");
  return (
    <p id={id} className="contact-form__error">
      {message}
    </p>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
