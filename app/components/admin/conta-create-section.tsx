import { useEffect, useRef, useState } from "react";
import { useToast } from "../ui/toast.tsx";
import { ContaForm, useContaForm } from "./conta-form.tsx";
import { saveJson } from "./api-client.ts";
import { ContaCriadaSchema, ContaInputSchema } from "./api-schemas.ts";
import { PapelOptions } from "./conta-papel-options.tsx";
import { useAdminSession } from "./session.tsx";
import { bindFields, LabelledField, TextField } from "./text-field.tsx";

const MESSAGES = {
  heading: "Criar conta",
  intro:
    "O servidor cria uma senha temporária, mostrada uma única vez. Entregue-a à pessoa por um canal seguro; ela troca a senha em Minha conta.",
  nome: "Nome",
  email: "E-mail",
  papel: "Papel",
  create: "Criar conta",
  creating: "Criando...",
  passwordHeading: (nome: string) => `Senha temporária de ${nome}`,
  passwordWarning:
    "Copie esta senha agora: ela não será mostrada de novo e não fica guardada em lugar nenhum. Entregue-a só à pessoa, por um canal seguro, e peça que a troque ao entrar.",
  passwordLabel: "Senha temporária",
  copy: "Copiar senha",
  copied: "Senha copiada.",
  copyFailed: "Não foi possível copiar. Selecione a senha e copie manualmente.",
  done: "Já entreguei a senha",
} as const;

const TEXT_INPUTS = [
  { name: "nome", label: MESSAGES.nome },
  { name: "email", label: MESSAGES.email, inputMode: "email" },
] as const;

/**
 * A new account: the server makes its first password, shown here once with a warning,
 * until the administrator says it was handed over.
 */
export function ContaCreateSection({ onCreated }: { onCreated: () => void }) {
  const { authFetch } = useAdminSession();
  const form = useContaForm(
    "conta-nova",
    { nome: "", email: "", papel: "autor" },
    { focusFirstInput: false },
  );
  const [created, setCreated] = useState<{ nome: string; senha: string } | null>(null);
  const bind = bindFields(form.id, {
    values: form.values,
    errors: form.errors.fields,
    setField: form.setField,
  });

  async function create() {
    const saved = await form.submit(
      ContaInputSchema,
      (input) => saveJson(authFetch, "POST", "/api/contas", input, ContaCriadaSchema),
      { pointToFields: true },
    );
    if (!saved) return;
    form.clear();
    setCreated({ nome: saved.data.nome, senha: saved.data.senhaTemporaria });
    onCreated();
  }

  return (
    <section aria-labelledby={`${form.id}-titulo`} className="admin-contas__create">
      <h2 id={`${form.id}-titulo`}>{MESSAGES.heading}</h2>
      {created ? (
        <TemporaryPassword
          nome={created.nome}
          senha={created.senha}
          onDone={() => setCreated(null)}
        />
      ) : (
        <>
          <p>{MESSAGES.intro}</p>
          <ContaForm form={form} onSubmit={create}>
            {TEXT_INPUTS.map((input) => (
              <TextField
                key={input.name}
                {...input}
                {...form.field(input.name)}
                required
                autoComplete="off"
              />
            ))}
            <LabelledField
              formId={form.id}
              name="papel"
              label={MESSAGES.papel}
              required
              error={form.errors.fields.papel}
            >
              <select {...bind("papel")}>
                <PapelOptions />
              </select>
            </LabelledField>
            <button type="submit" className="admin-button" disabled={form.busy}>
              {form.busy ? MESSAGES.creating : MESSAGES.create}
            </button>
          </ContaForm>
        </>
      )}
    </section>
  );
}

/** The new account's password, shown this once, with a copy button and a warning. */
function TemporaryPassword({
  nome,
  senha,
  onDone,
}: {
  nome: string;
  senha: string;
  onDone: () => void;
}) {
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the password's heading takes it.
  useEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(senha);
      toast.show(MESSAGES.copied);
    } catch {
      toast.show(MESSAGES.copyFailed, { kind: "error" });
    }
  }

  return (
    <div className="admin-contas__senha">
      <h3 id="conta-senha-titulo" ref={headingRef} tabIndex={-1}>
        {MESSAGES.passwordHeading(nome)}
      </h3>
      <p className="admin-notice" role="alert">
        {MESSAGES.passwordWarning}
      </p>
      <p>
        {MESSAGES.passwordLabel}: <code data-testid="senha-temporaria">{senha}</code>
      </p>
      <div className="admin-contas__senha-acoes">
        <button type="button" className="admin-button" onClick={() => void copy()}>
          {MESSAGES.copy}
        </button>
        <button type="button" className="admin-button admin-button--secondary" onClick={onDone}>
          {MESSAGES.done}
        </button>
      </div>
    </div>
  );
}
