import type { Route } from "./+types/rodape.ts";
import {
  RODAPE_MAX,
  RodapeInputSchema,
  RodapeSchema,
  type Instituicao,
  type Rodape,
} from "#server/api/rodape/schema.ts";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { AreaPending } from "../../components/admin/area-editor.tsx";
import { ErrorSummary, FieldError, fieldErrorId } from "../../components/admin/form-errors.tsx";
import { ImageInput } from "../../components/admin/image-input.tsx";
import { SecondaryButton } from "../../components/admin/list-controls.tsx";
import { SessionExpiredAlert } from "../../components/admin/session-expired.tsx";
import { TextField } from "../../components/admin/text-field.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { useEditorForm } from "../../components/admin/use-editor-form.ts";
import { useToast } from "../../components/ui/toast.tsx";

const MESSAGES = {
  title: "Rodapé: instituições",
  intro:
    "As instituições abaixo aparecem, nesta ordem, no rodapé de todas as páginas públicas. O endereço pode ser um site (http:// ou https://) ou uma página deste site (começando com /). Sem logotipo enviado, as instituições de fábrica mostram o desenho atual.",
  instituicao: (position: number) => `Instituição ${position}`,
  nome: "Nome exibido",
  nomeCompleto: "Nome completo",
  nomeCompletoHint: "Opcional; lido por leitores de tela depois do nome exibido.",
  endereco: "Endereço",
  logo: "Logotipo",
  drawnLogo: "Sem logotipo enviado: o rodapé mostra o desenho desta instituição.",
  add: "Adicionar instituição",
  remove: (position: number) => `Remover instituição ${position}`,
  moveUp: (position: number) => `Subir instituição ${position}`,
  save: "Salvar rodapé",
  saving: "Salvando...",
  saved: "Rodapé atualizado com sucesso!",
  saveError: "Erro ao salvar o rodapé. Tente novamente.",
  loadFailed: "Não foi possível carregar as instituições do rodapé. Tente novamente.",
} as const;

const FORM_ID = "rodape";
const FIELDS = ["nome", "nome_completo", "endereco", "logo"] as const;
const TEXT_FIELDS = [
  { field: "nome", label: MESSAGES.nome, required: true },
  { field: "nome_completo", label: MESSAGES.nomeCompleto, hint: MESSAGES.nomeCompletoHint },
  { field: "endereco", label: MESSAGES.endereco, required: true },
] as const;

type InstituicaoValues = {
  chave: Instituicao["chave"];
  nome: string;
  nome_completo: string;
  endereco: string;
  logo: string;
};
type Values = { instituicoes: InstituicaoValues[] };

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

function valuesOf(rodape: Rodape): Values {
  return {
    instituicoes: rodape.instituicoes.map((instituicao) => ({
      chave: instituicao.chave,
      nome: instituicao.nome,
      nome_completo: instituicao.nome_completo ?? "",
      endereco: instituicao.endereco,
      logo: instituicao.logo ?? "",
    })),
  };
}

/** /admin/rodape: the footer's institutions, edited together and saved at once. */
export default function AdminRodape() {
  const { data, loading, reload } = useAdminQuery("/api/rodape", RodapeSchema);
  return (
    <div className="container admin-page">
      <h1>{MESSAGES.title}</h1>
      <p>{MESSAGES.intro}</p>
      {data ? (
        // A new answer (after a save) starts the form again from what is stored.
        <RodapeForm key={JSON.stringify(data)} rodape={data} onSaved={reload} />
      ) : (
        <AreaPending loading={loading} failed={MESSAGES.loadFailed} onRetry={reload} />
      )}
    </div>
  );
}

function RodapeForm({ rodape, onSaved }: { rodape: Rodape; onSaved: () => Promise<void> }) {
  const toast = useToast();
  const form = useEditorForm({
    initial: () => valuesOf(rodape),
    // A page form, not a dialog: its text stays on screen until it is saved.
    draft: null,
    schema: RodapeInputSchema,
    toPayload: (values: Values) => values,
    fieldKeys: (values) =>
      values.instituicoes.flatMap((_, index) =>
        FIELDS.map((field) => `instituicoes.${index}.${field}`),
      ),
    send: (payload, { authFetch }) =>
      saveJson(authFetch, "PUT", "/api/rodape", payload, RodapeSchema),
    saveError: MESSAGES.saveError,
    onSaved: () => {
      toast.show(MESSAGES.saved);
      void onSaved();
    },
  });
  const {
    values,
    errors,
    setList,
    saving,
    expired,
    formMessages,
    summaryTitle,
    formRef,
    summaryRef,
    handleSubmit,
  } = form;
  const items = values.instituicoes;

  function change(index: number, field: keyof InstituicaoValues, value: string) {
    const next = items.map((item, at) => (at === index ? { ...item, [field]: value } : item));
    setList("instituicoes", next, `instituicoes.${index}.${field}`);
  }

  function move(index: number) {
    const next = [...items];
    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    setList("instituicoes", next);
  }

  return (
    <form
      id={FORM_ID}
      ref={formRef}
      noValidate
      className="admin-form"
      aria-busy={saving}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <div ref={summaryRef} tabIndex={-1}>
        {expired ? <SessionExpiredAlert onRenewed={form.retry} /> : null}
        <ErrorSummary messages={formMessages} title={summaryTitle} />
      </div>
      {items.map((item, index) => {
        const position = index + 1;
        const key = (field: string) => `instituicoes.${index}.${field}`;
        const logoError = errors[key("logo")];
        return (
          <fieldset key={index} className="admin-fieldset">
            <legend>{MESSAGES.instituicao(position)}</legend>
            {TEXT_FIELDS.map(({ field, ...text }) => (
              <TextField
                key={field}
                formId={FORM_ID}
                name={key(field)}
                {...text}
                value={item[field]}
                onChange={(value) => change(index, field, value)}
                errors={errors}
              />
            ))}
            <div className="admin-field">
              <ImageInput
                id={`${FORM_ID}-${key("logo")}`}
                label={MESSAGES.logo}
                name={key("logo")}
                value={item.logo}
                onChange={(logo) => change(index, "logo", logo)}
                invalid={!!logoError}
                describedBy={logoError ? fieldErrorId(FORM_ID, key("logo")) : undefined}
              />
              {item.logo === "" && item.chave ? (
                <p className="admin-field__hint">{MESSAGES.drawnLogo}</p>
              ) : null}
              <FieldError id={fieldErrorId(FORM_ID, key("logo"))} message={logoError} />
            </div>
            <p>
              {index > 0 ? (
                <SecondaryButton onClick={() => move(index)}>
                  {MESSAGES.moveUp(position)}
                </SecondaryButton>
              ) : null}{" "}
              {items.length > 1 ? (
                <SecondaryButton
                  onClick={() =>
                    setList(
                      "instituicoes",
                      items.filter((_, at) => at !== index),
                    )
                  }
                >
                  {MESSAGES.remove(position)}
                </SecondaryButton>
              ) : null}
            </p>
          </fieldset>
        );
      })}
      <p>
        {items.length < RODAPE_MAX ? (
          <SecondaryButton
            onClick={() =>
              setList("instituicoes", [
                ...items,
                { chave: null, nome: "", nome_completo: "", endereco: "", logo: "" },
              ])
            }
          >
            {MESSAGES.add}
          </SecondaryButton>
        ) : null}{" "}
        <button type="submit" className="admin-button" aria-disabled={saving || undefined}>
          {saving ? MESSAGES.saving : MESSAGES.save}
        </button>
      </p>
    </form>
  );
}
