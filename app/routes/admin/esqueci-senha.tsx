import { useState } from "react";
import { Link } from "react-router";
import { AcceptedSchema, ForgotPasswordSchema } from "#server/api/auth/schema.ts";
import type { Route } from "./+types/esqueci-senha.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { ContaField, ContaForm, useContaForm } from "../../components/admin/conta-form.tsx";
import { useHydrated } from "../../components/ui/use-hydrated.ts";
import adminStylesHref from "../../styles/admin.css?url";

/*
 * /admin/esqueci-senha: asks for a link to set a new password (decision 070). The answer
 * is the same whether the address is an account's or not.
 */

const MESSAGES = {
  title: "Esqueci minha senha",
  intro:
    "Informe o e-mail da sua conta do painel. Se ele for de uma conta, enviamos um link para você criar uma nova senha.",
  email: "E-mail",
  submit: "Enviar link",
  submitting: "Enviando...",
  sent: "Se este e-mail for de uma conta do painel, o link já está a caminho. Ele vale por 30 minutos e pode ser usado uma vez; veja também a caixa de spam.",
  back: "Voltar para a entrada",
} as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesHref }];

export const headers = adminHeaders;

export default function AdminEsqueciSenha() {
  const hydrated = useHydrated();
  const form = useContaForm("esqueci-senha", { email: "" });
  const [sent, setSent] = useState(false);

  async function ask() {
    const answer = await form.submit(ForgotPasswordSchema, (input) =>
      saveJson(fetch, "POST", "/api/auth/senha/esqueci", input, AcceptedSchema),
    );
    if (answer) setSent(true);
  }

  return (
    <div lang="pt-BR" className="admin admin--login">
      <main id="conteudo" className="admin-main">
        <div className="login-card">
          <h1>{MESSAGES.title}</h1>
          {sent ? (
            <p className="admin-notice" role="status">
              {MESSAGES.sent}
            </p>
          ) : (
            <>
              <p className="login-card__intro">{MESSAGES.intro}</p>
              <ContaForm form={form} onSubmit={ask}>
                <ContaField
                  type="email"
                  autoComplete="username"
                  label={MESSAGES.email}
                  {...form.field("email")}
                />
                <button type="submit" className="admin-button" disabled={!hydrated || form.busy}>
                  {form.busy ? MESSAGES.submitting : MESSAGES.submit}
                </button>
              </ContaForm>
            </>
          )}
          <p>
            <Link to="/admin/login">{MESSAGES.back}</Link>
          </p>
        </div>
      </main>
    </div>
  );
}
