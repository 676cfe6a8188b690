import { useId, useState } from "react";
import {
  ESTADOS_SUGESTAO,
  MOTIVOS_DESCARTE,
  type EstadoSugestao,
} from "#server/api/sugestoes/schema.ts";
import { useToast } from "../ui/toast.tsx";
import { saveJson } from "./api-client.ts";
import { SugestaoSchema, type Sugestao, type SugestaoGrupo } from "./api-schemas.ts";
import { fieldErrorProps } from "./form-errors.tsx";
import { SelectField, optionsOf } from "./list-select.tsx";
import { useAdminSession } from "./session.tsx";
import { estadoNome, motivoNome, type FakeNewsOption } from "./sugestao-labels.ts";
import { LabelledField } from "./text-field.tsx";

const MESSAGES = {
  answer: "Responder",
  estado: "Situação",
  motivo: "Motivo do descarte",
  motivoTexto: "Descreva o motivo",
  fakeNews: "Checagem publicada",
  noFakeNews: "Nenhuma",
  wholeGroup: (count: number) => `Aplicar às ${count} sugestões do grupo`,
  save: "Salvar",
  saving: "Salvando...",
  saved: "Sugestão atualizada!",
  savedGroup: (count: number) => `${count} sugestões atualizadas!`,
  saveFailed: (error: string) => `Erro ao atualizar a sugestão: ${error}`,
} as const;

const ESTADO_OPTIONS = optionsOf(ESTADOS_SUGESTAO, estadoNome);
const MOTIVO_OPTIONS = optionsOf(MOTIVOS_DESCARTE, motivoNome);

/** A tip's answer: its new state, why it was discarded, the fact-check that answers it. */
export function SugestaoAnswer({
  sugestao,
  grupo,
  checagens,
  onSaved,
}: {
  sugestao: Sugestao;
  grupo: SugestaoGrupo;
  checagens: FakeNewsOption[];
  onSaved: () => Promise<void>;
}) {
  const { authFetch } = useAdminSession();
  const toast = useToast();
  const id = useId();
  const [estado, setEstado] = useState<EstadoSugestao>(sugestao.estado);
  const [motivo, setMotivo] = useState<string>(sugestao.motivo ?? "");
  const [motivoTexto, setMotivoTexto] = useState(sugestao.motivo_texto ?? "");
  const [fakeNewsId, setFakeNewsId] = useState(
    sugestao.fake_news ? String(sugestao.fake_news.id) : "",
  );
  const [wholeGroup, setWholeGroup] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const descartada = estado === "descartada";
  const needsFakeNews = estado === "verificada" || (descartada && motivo === "ja_verificada");
  /** A field of this form, named by its key in the body and in the error details. */
  const field = (name: string) => ({ formId: id, name, errors });

  async function save() {
    setSaving(true);
    const body = {
      estado,
      motivo: descartada ? motivo : null,
      motivo_texto: descartada && motivo === "outro" ? motivoTexto : null,
      fake_news_id: fakeNewsId ? Number(fakeNewsId) : null,
    };
    const ids = wholeGroup ? grupo.sugestoes.map((item) => item.id) : [sugestao.id];
    let failure: string | null = null;
    for (const target of ids) {
      const result = await saveJson(
        authFetch,
        "PUT",
        `/api/sugestoes/${target}`,
        body,
        SugestaoSchema,
      );
      if (!result.ok) {
        setErrors(result.details);
        failure = result.error;
        break;
      }
    }
    setSaving(false);
    if (failure) {
      toast.show(MESSAGES.saveFailed(failure), { kind: "error" });
      return;
    }
    setErrors({});
    toast.show(ids.length > 1 ? MESSAGES.savedGroup(ids.length) : MESSAGES.saved);
    await onSaved();
  }

  return (
    <form
      className="admin-form admin-sugestoes__answer"
      aria-label={`${MESSAGES.answer}: ${sugestao.id}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void save();
      }}
    >
      <SelectField
        {...field("estado")}
        label={MESSAGES.estado}
        value={estado}
        onChange={(value) => setEstado(value as EstadoSugestao)}
        options={ESTADO_OPTIONS}
      />
      {descartada ? (
        <SelectField
          {...field("motivo")}
          label={MESSAGES.motivo}
          value={motivo}
          onChange={setMotivo}
          options={MOTIVO_OPTIONS}
          emptyOption="—"
        />
      ) : null}
      {descartada && motivo === "outro" ? (
        <LabelledField
          formId={id}
          name="motivo_texto"
          label={MESSAGES.motivoTexto}
          error={errors.motivo_texto}
        >
          <textarea
            id={`${id}-motivo_texto`}
            rows={2}
            value={motivoTexto}
            onChange={(event) => setMotivoTexto(event.target.value)}
            {...fieldErrorProps(id, "motivo_texto", errors)}
          />
        </LabelledField>
      ) : null}
      {needsFakeNews || estado === "em_analise" ? (
        <SelectField
          {...field("fake_news_id")}
          label={MESSAGES.fakeNews}
          value={fakeNewsId}
          onChange={setFakeNewsId}
          options={checagens.map((checagem) => ({
            value: String(checagem.id),
            label: `${checagem.titulo} (${checagem.status})`,
          }))}
          emptyOption={MESSAGES.noFakeNews}
        />
      ) : null}
      {grupo.sugestoes.length > 1 ? (
        <label className="admin-sugestoes__grupo-check">
          <input
            type="checkbox"
            checked={wholeGroup}
            onChange={(event) => setWholeGroup(event.target.checked)}
          />{" "}
          {MESSAGES.wholeGroup(grupo.sugestoes.length)}
        </label>
      ) : null}
      <button type="submit" className="admin-button" disabled={saving}>
        {saving ? MESSAGES.saving : MESSAGES.save}
      </button>
    </form>
  );
}
