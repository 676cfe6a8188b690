import { MinhaContaSchema, SessionListSchema } from "#server/api/auth/schema.ts";
import type { Route } from "./+types/minha-conta.ts";
import { ContaAvisosSection } from "../../components/admin/conta-avisos-section.tsx";
import { ContaEmailSection } from "../../components/admin/conta-email-section.tsx";
import { ContaPasswordSection } from "../../components/admin/conta-password-section.tsx";
import { ContaSessionTable } from "../../components/admin/conta-sessions.tsx";
import { ContaTotpSection } from "../../components/admin/conta-totp-section.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { useAdminSession } from "../../components/admin/session.tsx";
import { useAdminQuery, type AdminQuery } from "../../components/admin/use-admin-query.ts";

const MESSAGES = {
  title: "Minha conta",
  loading: "Carregando...",
  signedInAs: "Conta de",
  sessionsHeading: "Sessões abertas",
  totpHeading: "Verificação em duas etapas",
  avisosHeading: "Avisos por e-mail",
} as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export default function MinhaConta() {
  const { admin } = useAdminSession();
  const account = useAdminQuery("/api/auth/account", MinhaContaSchema);
  const sessions = useAdminQuery("/api/auth/sessions", SessionListSchema);
  // The account's own answer, once loaded, shows an e-mail changed on this page.
  const user = account.data?.user ?? admin;
  return (
    <div className="container admin-conta">
      <h1>{MESSAGES.title}</h1>
      <p>
        {MESSAGES.signedInAs} <strong>{user.nome}</strong> ({user.email})
      </p>
      <ContaPasswordSection onChanged={() => void sessions.reload()} />
      <ContaEmailSection
        totpEnabled={account.data?.totpEnabled ?? false}
        onChanged={() => void account.reload()}
      />
      <QuerySection id="conta-sessoes" heading={MESSAGES.sessionsHeading} query={sessions}>
        {(data) => (
          <ContaSessionTable
            sessions={data}
            totpEnabled={account.data?.totpEnabled ?? false}
            onEnded={() => void sessions.reload()}
          />
        )}
      </QuerySection>
      <QuerySection id="conta-avisos-titulo" heading={MESSAGES.avisosHeading} query={account}>
        {(data) => (
          <ContaAvisosSection
            avisosEmail={data.avisosEmail}
            onChanged={() => void account.reload()}
          />
        )}
      </QuerySection>
      <QuerySection id="conta-totp" heading={MESSAGES.totpHeading} query={account}>
        {(data) => (
          <ContaTotpSection
            enabled={data.totpEnabled}
            recoveryCodesLeft={data.recoveryCodesLeft}
            onChanged={() => void account.reload()}
          />
        )}
      </QuerySection>
    </div>
  );
}

/** A section of the page drawn from one query: its failure, the wait, then its content. */
function QuerySection<T>({
  id,
  heading,
  query,
  children,
}: {
  id: string;
  heading: string;
  query: AdminQuery<T>;
  children: (data: T) => React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {query.error ? <p role="alert">{query.error}</p> : null}
      {query.data ? (
        children(query.data)
      ) : query.error ? null : (
        <p role="status">{MESSAGES.loading}</p>
      )}
    </section>
  );
}
