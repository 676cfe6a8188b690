import { useTranslation } from "../i18n/use-translation.ts";
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
import {
  FieldErrorText,
  FormField,
  PublicForm,
  PublicFormNotices,
} from "../components/forms/public-form.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { TitledPage } from "../components/layout/list-page.tsx";
import { clientAddressContext, servicesContext } from "../context.ts";
import stylesHref from "../styles/contato.css?url";
import {
  CONTATO_FIELDS,
  readContatoValues,
  type ContatoField,
  type ContatoFieldError,
  type ContatoFormResult,
} from "./contato-form.ts";
import { submitContatoForm } from "./contato-form.server.ts";
import { loadContatoInstitucional } from "./contato.server.ts";
import { answerFormSubmission } from "../utils/public-form.server.ts";
import { submissionState } from "../utils/public-form.ts";

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

/** Posted by the form with or without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  return answerFormSubmission(
    () => submitContatoForm(services, context.get(clientAddressContext), form),
    {
      log: "The contact form could not store a message:",
      values: () => readContatoValues(form),
    },
  );
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
    <TitledPage
      className="page container contato"
      title={t("contato.title")}
      intro={t("contato.intro")}
    >
      <div className="contato__layout">
        <ContatoInstitucionalInfo canais={canais} redes={redes} />
        <ContatoForm form={form} result={result} />
      </div>
    </TitledPage>
  );
}

const FIELD_IDS: Record<ContatoField, string> = {
  nome: "contato-nome",
  email: "contato-email",
  assunto: "contato-assunto",
  mensagem: "contato-mensagem",
};

/** The one-line fields' kinds; the message is a text area. */
const INPUTS = {
  nome: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  assunto: { type: "text" },
} as const;

type ContatoFormProps = { form: ContatoLoaderData["form"]; result: ContatoFormResult | undefined };

function ContatoForm({ form, result }: ContatoFormProps) {
  const { t } = useTranslation();
  const { values, errors, firstInvalid } = submissionState(result, CONTATO_FIELDS);

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
      <PublicFormNotices
        status={result?.status}
        sent={<p className="contact-form__success">{t("contato.form.sent")}</p>}
        rateLimited={t("contato.form.tooManyRequests")}
        failed={t("contato.form.failed")}
        invalid={firstInvalid ? t("contato.form.invalid") : null}
      />
      <PublicForm
        action="/contato"
        sending={t("contato.form.sending")}
        networkError={t("contato.form.networkError")}
        honeypot={{ id: "contato-website", name: form.honeypot, label: t("contato.form.honeypot") }}
        submit={t("contato.form.submit")}
      >
        {CONTATO_FIELDS.map((field) => (
          <FormField key={field} htmlFor={FIELD_IDS[field]} label={t(`contato.form.${field}`)}>
            {field === "mensagem" ? (
              <textarea rows={7} {...fieldProps(field)} />
            ) : (
              <input {...INPUTS[field]} {...fieldProps(field)} />
            )}
            <FieldError id={`${FIELD_IDS[field]}-erro`} error={errors[field]} />
          </FormField>
        ))}
      </PublicForm>
    </section>
  );
}

function FieldError({ id, error }: { id: string; error: ContatoFieldError | undefined }) {
  const { t } = useTranslation();
  const message = !error
    ? null
    : error.kind === "tooLong"
      ? t("contato.form.error.tooLong", { max: error.max })
      : error.kind === "email"
        ? t("contato.form.error.email")
        : t("contato.form.error.required");
  return <FieldErrorText id={id} message={message} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
