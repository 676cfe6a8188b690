import { ChangePasswordSchema } from "#server/api/auth/schema.ts";
import { useToast } from "../ui/toast.tsx";
import { ContaField, ContaForm, useContaForm } from "./conta-form.tsx";
import { saveJson } from "./api-client.ts";
import { useAdminSession } from "./session.tsx";

const MESSAGES = {
  heading: "Alterar senha",
  intro: "Ao alterar a senha, as suas outras sessões são encerradas; esta continua aberta.",
  currentPassword: "Senha atual",
  newPassword: "Nova senha",
  newPasswordHint: "Pelo menos 12 caracteres. Senhas muito comuns são recusadas.",
  confirmPassword: "Repita a nova senha",
  mismatch: "As senhas não conferem.",
  submit: "Alterar senha",
  submitting: "Alterando...",
  changed: "Senha alterada. As suas outras sessões foram encerradas.",
} as const;

const INPUTS = [
  { name: "currentPassword", label: MESSAGES.currentPassword, autoComplete: "current-password" },
  {
    name: "newPassword",
    label: MESSAGES.newPassword,
    hint: MESSAGES.newPasswordHint,
    autoComplete: "new-password",
  },
  { name: "confirmPassword", label: MESSAGES.confirmPassword, autoComplete: "new-password" },
] as const;

/** Minha conta's password change, which ends the account's other sessions. */
export function ContaPasswordSection({ onChanged }: { onChanged: () => void }) {
  const { authFetch } = useAdminSession();
  const toast = useToast();
  const form = useContaForm("conta-senha", {
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  });

  async function save() {
    const saved = await form.submit(
      ChangePasswordSchema,
      (input) => saveJson(authFetch, "PUT", "/api/auth/password", input),
      {
        check: (values): Record<string, string> =>
          values.confirmPassword === values.newPassword
            ? {}
            : { confirmPassword: MESSAGES.mismatch },
        pointToFields: true,
      },
    );
    if (!saved) return;
    form.clear();
    toast.show(MESSAGES.changed);
    onChanged();
  }

  return (
    <section aria-labelledby={`${form.id}-titulo`}>
      <h2 id={`${form.id}-titulo`}>{MESSAGES.heading}</h2>
      <p>{MESSAGES.intro}</p>
      <ContaForm form={form} onSubmit={save}>
        {INPUTS.map((input) => (
          <ContaField key={input.name} type="password" {...input} {...form.field(input.name)} />
        ))}
        <button type="submit" className="admin-button" disabled={form.busy}>
          {form.busy ? MESSAGES.submitting : MESSAGES.submit}
        </button>
      </ContaForm>
    </section>
  );
}
