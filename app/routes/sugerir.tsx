import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
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
import { UF_NOMES, UFS } from "#server/content/places.ts";
import { MAX_IMAGE_BYTES } from "#server/media/images.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "#server/api/fake-news/schema.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { verdictLabel } from "../components/fake-news/verdicts.ts";
import { RespostaAutomatica } from "../components/sugestoes/resposta-automatica.tsx";
import {
  FieldErrorText,
  FormField,
  PublicForm,
  PublicFormNotices,
} from "../components/forms/public-form.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { TitledPage } from "../components/layout/list-page.tsx";
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
import { submitSugerirForm, withStrongMatch } from "./sugerir-form.server.ts";
import { answerFormSubmission } from "../utils/public-form.server.ts";
import { submissionState } from "../utils/public-form.ts";
import { loadRotulos } from "../utils/rotulos.server.ts";

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

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return {
    // The verdicts the suggestions under the text field may name (decision 075).
    rotulos: (await loadRotulos(db)).map(({ slug, nome, cor, icone }) => ({
      slug,
      nome,
      cor,
      icone,
    })),
    honeypot: HONEYPOT_FIELD,
    maxLength: { texto: MAX_TEXTO, link: MAX_LINK, municipio: MAX_MUNICIPIO, email: MAX_EMAIL },
    limits: { imageMb: megabytes(MAX_IMAGE_BYTES), audioMb: megabytes(MAX_AUDIO_BYTES) },
    // The lists travel as data, so the page's script carries no schema module.
    plataformas: PLATAFORMAS.map((value) => ({
      value,
      nome: value === "outra" ? null : PLATAFORMA_NOMES[value],
    })),
    estados: UFS.map((uf) => ({ uf, nome: UF_NOMES[uf] })),
  };
}

/** Posted by the form with or without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  return answerFormSubmission(
    async () =>
      withStrongMatch(
        services.db,
        services.config.matching,
        form,
        await submitSugerirForm(services, context.get(clientAddressContext), form),
      ),
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

/** The hints that describe a control besides its error: its fieldset's, or its own. */
const HINT_IDS = {
  texto: "sugerir-um-deles",
  file: "sugerir-arquivo-dica",
  email: "sugerir-email-dica",
} as const;
const hintIdOf: Partial<Record<SugerirField, string>> = HINT_IDS;

export default function SugerirRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <TitledPage
      className="page container sugerir"
      title={t("sugestoes.form.title")}
      intro={t("sugestoes.form.intro")}
    >
      <SugerirForm form={loaderData} result={actionData} />
    </TitledPage>
  );
}

function SugerirForm({ form, result }: { form: Limits; result: SugerirFormResult | undefined }) {
  const { t } = useTranslation();
  const { values, errors, firstInvalid } = submissionState(result, SUGERIR_FIELDS);

  const described = (field: SugerirField) => {
    const error = errors[field] ? `${FIELD_IDS[field]}-erro` : undefined;
    const ids = [hintIdOf[field], error].filter(Boolean);
    return ids.length > 0 ? ids.join(" ") : undefined;
  };
  const controlProps = (field: SugerirField) => ({
    id: FIELD_IDS[field],
    name: field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": described(field),
    // Without scripts the page comes back from the server with the focus here.
    autoFocus: field === firstInvalid,
  });
  const choiceProps = (field: "plataforma" | "uf") => ({
    ...controlProps(field),
    defaultValue: values?.[field] ?? "",
  });
  const fieldProps = (field: Exclude<SugerirField, "file" | "plataforma" | "uf">) => ({
    ...controlProps(field),
    maxLength: form.maxLength[field],
    defaultValue: values?.[field] ?? "",
  });
  /** A field of the form: its label (`sugestoes.form.<field>`), the control, its error. */
  const labelled = (
    field: SugerirField,
    control: ReactNode,
    hint?: { id: string; text: string },
  ) => (
    <FormField htmlFor={FIELD_IDS[field]} label={t(`sugestoes.form.${field}`)} hint={hint}>
      {control}
      <FieldError id={`${FIELD_IDS[field]}-erro`} error={errors[field]} limits={form.limits} />
    </FormField>
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
              {result.semelhante ? (
                <RespostaAutomatica
                  checagem={result.semelhante}
                  naoEIssoAction={result.url}
                  heading="h3"
                />
              ) : null}
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
          <p id={HINT_IDS.texto} className="contact-form__hint">
            {t("sugestoes.form.atLeastOne")}
          </p>
          {labelled(
            "texto",
            <textarea rows={6} {...fieldProps("texto")} data-semelhantes={PARECIDAS_ID} />,
          )}
          <Parecidas rotulos={form.rotulos} />
          {labelled("link", <input type="url" inputMode="url" {...fieldProps("link")} />)}
          {labelled(
            "file",
            <input type="file" accept="image/*,audio/*" {...controlProps("file")} />,
            {
              id: HINT_IDS.file,
              text: t("sugestoes.form.fileHint", form.limits),
            },
          )}
        </fieldset>
        <fieldset className="sugerir__fieldset">
          <legend>{t("sugestoes.form.where")}</legend>
          {labelled(
            "plataforma",
            <select required {...choiceProps("plataforma")}>
              <option value="">{t("sugestoes.form.plataformaChoose")}</option>
              {form.plataformas.map(({ value, nome }) => (
                <option key={value} value={value}>
                  {nome ?? t("sugestoes.form.plataformaOutra")}
                </option>
              ))}
            </select>,
          )}
          {labelled(
            "uf",
            <select {...choiceProps("uf")}>
              <option value="">{t("sugestoes.form.ufNone")}</option>
              {form.estados.map(({ uf, nome }) => (
                <option key={uf} value={uf}>
                  {nome}
                </option>
              ))}
            </select>,
          )}
          {labelled(
            "municipio",
            <input type="text" autoComplete="address-level2" {...fieldProps("municipio")} />,
          )}
        </fieldset>
        {labelled("email", <input type="email" autoComplete="email" {...fieldProps("email")} />, {
          id: HINT_IDS.email,
          text: t("sugestoes.form.emailHint"),
        })}
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

/** Where suggestions appear under the text field; only the page's script fills it. */
const PARECIDAS_ID = "sugerir-parecidas";

/**
 * The live region the page's script (app/public/similar-checks.ts) fills with up to three
 * published fact-checks like the text being typed (decision 075). Its data carry what the
 * script cannot word: the heading and each verdict's label in the page's language.
 */
function Parecidas({ rotulos }: { rotulos: Limits["rotulos"] }) {
  const { t } = useTranslation();
  const labels: Record<string, string> = {};
  for (const status of PUBLIC_FAKE_NEWS_STATUS) labels[status] = verdictLabel(t, status, null);
  for (const rotulo of rotulos) labels[`rotulo:${rotulo.slug}`] = verdictLabel(t, "", rotulo);
  return (
    <div
      id={PARECIDAS_ID}
      className="sugerir__parecidas"
      aria-live="polite"
      data-url="/api/checagens/semelhantes"
      data-title={t("sugestoes.form.parecidas")}
      data-labels={JSON.stringify(labels)}
    />
  );
}
