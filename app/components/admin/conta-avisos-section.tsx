import { useState } from "react";
import { MinhaContaSchema } from "#server/api/auth/schema.ts";
import { useToast } from "../ui/toast.tsx";
import { useAdminAction } from "./list-controls.tsx";

const MESSAGES = {
  label: "Receber por e-mail os avisos do painel",
  hint: "Checagens e notícias que esperam a sua revisão (editores e administradores), e os seus textos aprovados, publicados ou devolvidos para rascunho.",
  save: "Salvar preferência",
  saving: "Salvando...",
  on: "Você vai receber os avisos do painel por e-mail.",
  off: "Você não vai mais receber os avisos do painel por e-mail.",
} as const;

/** Minha conta's switch for the desk's notices by e-mail (decision 073). */
export function ContaAvisosSection({
  avisosEmail,
  onChanged,
}: {
  avisosEmail: boolean;
  onChanged: () => void;
}) {
  const { busy, send } = useAdminAction();
  const toast = useToast();
  const [on, setOn] = useState(avisosEmail);
  const id = "conta-avisos";

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = await send("PUT", "/api/auth/avisos", { avisosEmail: on }, MinhaContaSchema);
    if (!result) return;
    if (result.ok) {
      toast.show(result.data.avisosEmail ? MESSAGES.on : MESSAGES.off);
      onChanged();
    } else toast.show(result.error, { kind: "error" });
  }

  return (
    <form className="admin-form" aria-busy={busy} onSubmit={(event) => void save(event)}>
      <div className="admin-field">
        <label className="admin-choices__option">
          <input
            name="avisosEmail"
            type="checkbox"
            checked={on}
            aria-describedby={`${id}-dica`}
            onChange={(event) => setOn(event.currentTarget.checked)}
          />{" "}
          {MESSAGES.label}
        </label>
        <p id={`${id}-dica`} className="admin-field__hint">
          {MESSAGES.hint}
        </p>
      </div>
      <button type="submit" className="admin-button" disabled={busy}>
        {busy ? MESSAGES.saving : MESSAGES.save}
      </button>
    </form>
  );
}
