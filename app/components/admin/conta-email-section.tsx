import { EmailChangeSchema, VerifyResultSchema } from "#server/api/auth/schema.ts";
import { useToast } from "../ui/toast.tsx";
import { ContaField, ContaForm, useContaForm } from "./conta-form.tsx";
import { saveJson } from "./api-client.ts";
import { useAdminSession } from "./session.tsx";

const MESSAGES = {
  heading: "Alterar e-mail",
  intro: "O e-mail com que você entra no painel. Para trocá-lo, confirme que é você.",
  email: "Novo e-mail",
  senha: "Senha",
  codigo: "Código do aplicativo ou de recuperação",
  codigoHint: "Os 6 dígitos que o aplicativo mostra agora, ou um código de recuperação.",
  submit: "Alterar e-mail",
  submitting: "Alterando...",
  changed: (email: string) => `E-mail alterado. Entre com ${email} a partir de agora.`,
} as const;

/** Without the second factor the change asks for the password alone. */
const WITHOUT_CODE = EmailChangeSchema.omit({ codigo: true });

/** Minha conta's e-mail change, confirmed with the password (and a code with the factor on). */
export function ContaEmailSection({
  totpEnabled,
  onChanged,
}: {
  totpEnabled: boolean;
  onChanged: () => void;
}) {
  const { authFetch } = useAdminSession();
  const toast = useToast();
  const form = useContaForm("conta-email", { email: "", senha: "", codigo: "" });

  async function save() {
    const saved = await form.submit(totpEnabled ? EmailChangeSchema : WITHOUT_CODE, (input) =>
      saveJson(authFetch, "POST", "/api/auth/email", input, VerifyResultSchema),
    );
    if (!saved) return;
    form.clear();
    toast.show(MESSAGES.changed(saved.data.user.email));
    onChanged();
  }

  return (
    <section aria-labelledby={`${form.id}-titulo`}>
      <h2 id={`${form.id}-titulo`}>{MESSAGES.heading}</h2>
      <p>{MESSAGES.intro}</p>
      <ContaForm form={form} onSubmit={save}>
        <ContaField
          {...form.field("email")}
          label={MESSAGES.email}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <ContaField
          {...form.field("senha")}
          label={MESSAGES.senha}
          type="password"
          autoComplete="current-password"
        />
        {totpEnabled ? (
          <ContaField
            {...form.field("codigo")}
            label={MESSAGES.codigo}
            hint={MESSAGES.codigoHint}
            autoComplete="one-time-code"
          />
        ) : null}
        <button type="submit" className="admin-button" disabled={form.busy}>
          {form.busy ? MESSAGES.submitting : MESSAGES.submit}
        </button>
      </ContaForm>
    </section>
  );
}
