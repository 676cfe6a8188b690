import { useState } from "react";
import type { Session } from "#server/api/auth/schema.ts";
import { useToast } from "../ui/toast.tsx";
import { saveJson } from "./api-client.ts";
import { useAdminSession } from "./session.tsx";

const MESSAGES = {
  caption: "Sessões abertas nesta conta, da usada por último à mais antiga",
  columns: ["Aberta em", "Último uso", "Endereço", "Ações"],
  unknownAddress: "Desconhecido",
  current: "Esta sessão",
  end: "Encerrar",
  endLabel: (createdAt: string) => `Encerrar a sessão aberta em ${createdAt}`,
  ended: "Sessão encerrada.",
} as const;

const dateFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short" });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** The account's open sessions; any but this one can be ended here. */
export function ContaSessionTable({
  sessions,
  onEnded,
}: {
  sessions: Session[];
  onEnded: () => void;
}) {
  const { authFetch, handleUnauthorized } = useAdminSession();
  const toast = useToast();
  const [ending, setEnding] = useState<number | null>(null);

  async function end(session: Session) {
    setEnding(session.id);
    const result = await saveJson(authFetch, "DELETE", `/api/auth/sessions/${session.id}`);
    setEnding(null);
    if (!result.ok && result.status === 401) {
      handleUnauthorized();
      return;
    }
    toast.show(result.ok ? MESSAGES.ended : result.error, {
      kind: result.ok ? undefined : "error",
    });
    onEnded();
  }

  return (
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
                  disabled={ending === session.id}
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
}
