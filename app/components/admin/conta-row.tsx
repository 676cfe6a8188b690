import { useState } from "react";
import { PAPEL_LABELS, type Papel } from "#server/auth/roles.ts";
import { formatDateTime } from "../../utils/dates.ts";
import { useToast } from "../ui/toast.tsx";
import { AdminTable } from "./admin-table.tsx";
import { ContaSchema, type Conta } from "./api-schemas.ts";
import { confirmAction } from "./confirm.ts";
import { PapelOptions } from "./conta-papel-options.tsx";
import { useAdminAction } from "./list-controls.tsx";
import { useAdminSession } from "./session.tsx";

const MESSAGES = {
  caption: "Contas do painel, por nome",
  columns: ["Nome", "E-mail", "Papel", "Situação", "Último acesso", "Ações"],
  never: "Nunca entrou",
  active: "Ativa",
  disabled: "Desativada",
  you: "(você)",
  papelOf: (nome: string) => `Papel de ${nome}`,
  savePapel: "Salvar papel",
  savePapelOf: (nome: string) => `Salvar o papel de ${nome}`,
  disable: "Desativar",
  enable: "Reativar",
  disableOf: (nome: string) => `Desativar a conta de ${nome}`,
  enableOf: (nome: string) => `Reativar a conta de ${nome}`,
  confirmPapel: (nome: string, papel: string) => `Mudar o papel de ${nome} para ${papel}?`,
  confirmDisable: (nome: string) =>
    `Desativar a conta de ${nome}? As sessões abertas dela terminam agora e ela não consegue mais entrar.`,
  confirmEnable: (nome: string) => `Reativar a conta de ${nome}? Ela volta a poder entrar.`,
  papelSaved: (nome: string, papel: string) => `${nome} agora é ${papel}.`,
  disabledDone: (nome: string) => `Conta de ${nome} desativada; as sessões dela foram encerradas.`,
  enabledDone: (nome: string) => `Conta de ${nome} reativada.`,
} as const;

/** The accounts, each with its role and a switch to disable or re-enable it. */
export function ContaTable({ contas, onChanged }: { contas: Conta[]; onChanged: () => void }) {
  return (
    <AdminTable caption={MESSAGES.caption} columns={MESSAGES.columns}>
      {contas.map((conta) => (
        <ContaRow key={conta.id} conta={conta} onChanged={onChanged} />
      ))}
    </AdminTable>
  );
}

function ContaRow({ conta, onChanged }: { conta: Conta; onChanged: () => void }) {
  const { admin } = useAdminSession();
  const { busy, send } = useAdminAction();
  const toast = useToast();
  const [papel, setPapel] = useState<Papel>(conta.papel);
  const self = conta.id === admin.id;
  const lastSignIn = conta.lastSignInAt ? formatDateTime(conta.lastSignInAt, "pt") : undefined;
  const selectId = `conta-${conta.id}-papel`;

  async function update(body: { papel?: Papel; disabled?: boolean }, done: string) {
    const result = await send("PUT", `/api/contas/${conta.id}`, body, ContaSchema);
    if (!result) return;
    if (result.ok) toast.show(done);
    else {
      toast.show(result.error, { kind: "error" });
      setPapel(conta.papel);
    }
    onChanged();
  }

  function savePapel() {
    const label = PAPEL_LABELS[papel];
    if (!confirmAction(MESSAGES.confirmPapel(conta.nome, label))) return;
    void update({ papel }, MESSAGES.papelSaved(conta.nome, label));
  }

  function toggleDisabled() {
    const disabled = !conta.disabled;
    const question = disabled
      ? MESSAGES.confirmDisable(conta.nome)
      : MESSAGES.confirmEnable(conta.nome);
    if (!confirmAction(question)) return;
    void update(
      { disabled },
      disabled ? MESSAGES.disabledDone(conta.nome) : MESSAGES.enabledDone(conta.nome),
    );
  }

  return (
    <tr>
      <th scope="row">
        {conta.nome} {self ? <span className="admin-contas__self">{MESSAGES.you}</span> : null}
      </th>
      <td>{conta.email}</td>
      <td>
        <div className="admin-contas__papel">
          <label htmlFor={selectId} className="visually-hidden">
            {MESSAGES.papelOf(conta.nome)}
          </label>
          <select
            id={selectId}
            value={papel}
            disabled={busy || self}
            onChange={(event) => setPapel(event.currentTarget.value as Papel)}
          >
            <PapelOptions />
          </select>
          {self ? null : (
            <button
              type="button"
              className="admin-button admin-button--secondary"
              disabled={busy || papel === conta.papel}
              onClick={savePapel}
            >
              {MESSAGES.savePapel}
              <span className="visually-hidden"> {MESSAGES.savePapelOf(conta.nome)}</span>
            </button>
          )}
        </div>
      </td>
      <td>{conta.disabled ? MESSAGES.disabled : MESSAGES.active}</td>
      <td>
        {lastSignIn ? <time dateTime={lastSignIn.iso}>{lastSignIn.text}</time> : MESSAGES.never}
      </td>
      <td>
        {self ? null : (
          <button
            type="button"
            className={`admin-button ${conta.disabled ? "admin-button--secondary" : "admin-button--danger"}`}
            aria-label={
              conta.disabled ? MESSAGES.enableOf(conta.nome) : MESSAGES.disableOf(conta.nome)
            }
            disabled={busy}
            onClick={toggleDisabled}
          >
            {conta.disabled ? MESSAGES.enable : MESSAGES.disable}
          </button>
        )}
      </td>
    </tr>
  );
}
