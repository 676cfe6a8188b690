import { useState } from "react";
import { ReauthSchema, type Session } from "#server/api/auth/schema.ts";
import { useToast } from "../ui/toast.tsx";
import { saveJson } from "./api-client.ts";
import { ContaField, ContaForm, useContaForm } from "./conta-form.tsx";
import { useAdminSession } from "./session.tsx";

const MESSAGES = {
  caption: "Sessões abertas nesta conta, da usada por último à mais antiga",
  columns: ["Aberta em", "Último uso", "Endereço", "Ações"],
  unknownAddress: "Desconhecido",
  current: "Esta sessão",
  end: "Encerrar",
  endLabel: (createdAt: string) => `Encerrar a sessão aberta em ${createdAt}`,
  ended: "Sessão encerrada.",
  confirm: "Para encerrar outra sessão, confirme que é você.",
  senha: "Senha para encerrar sessões",
  codigo: "Código do aplicativo",
  codigoHint: "Os 6 dígitos que o aplicativo mostra agora, ou um código de recuperação.",
} as const;

/** What ending a session asks for again: the password, and a code with the second factor on. */
const PASSWORD_ONLY = ReauthSchema.pick({ senha: true });

const dateFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short" });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/**
 * The account's open sessions; any but this one can be ended here, with the password
 * (and a code when the second factor is on) typed above the table.
 */
export function ContaSessionTable({
  sessions,
  totpEnabled,
  onEnded,
}: {
  sessions: Session[];
  totpEnabled: boolean;
  onEnded: () => void;
}) {
  const toast = useToast();
  const { authFetch } = useAdminSession();
  const form = useContaForm("conta-sessoes", { senha: "", codigo: "" });
  const [ending, setEnding] = useState<number | null>(null);
  const others = sessions.some((session) => !session.current);

  async function end(session: Session) {
    setEnding(session.id);
    const ended = await form.submit(totpEnabled ? ReauthSchema : PASSWORD_ONLY, (input) =>
      saveJson(authFetch, "DELETE", `/api/auth/sessions/${session.id}`, input),
    );
    setEnding(null);
    if (!ended) return;
    form.clear();
    toast.show(MESSAGES.ended);
    onEnded();
  }

  const table = (
    <table className="admin-conta__sessoes">
      <caption>{MESSAGES.caption}</caption>
      <thead>
        <tr>
          {MESSAGES.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr key={session.id} aria-current={session.current ? "true" : undefined}>
            <td>{formatDate(session.createdAt)}</td>
            <td>{formatDate(session.lastUsedAt)}</td>
            <td>{session.address ?? MESSAGES.unknownAddress}</td>
            <td>
              {session.current ? (
                <strong>{MESSAGES.current}</strong>
              ) : (
                <button
                  type="button"
                  className="admin-button admin-button--secondary"
                  aria-label={MESSAGES.endLabel(formatDate(session.createdAt))}
                  disabled={ending !== null || form.busy}
                  onClick={() => void end(session)}
                >
                  {MESSAGES.end}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!others) return table;
  return (
    <ContaForm form={form} onSubmit={() => Promise.resolve()}>
      <p>{MESSAGES.confirm}</p>
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
          inputMode="numeric"
        />
      ) : null}
      {table}
    </ContaForm>
  );
}
