import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { PAPEL_LABELS } from "../../auth/roles.ts";
import type { Database } from "../../db/schema.ts";
import { namedError, reasonError } from "../../http/errors.ts";
import { endContaAccess, insertAdministrador } from "../auth/service.ts";
import * as repository from "./repository.ts";
import type { Conta, ContaCriada, ContaInput, ContaUpdate } from "./schema.ts";

export class DuplicateContaError extends namedError("DuplicateContaError") {}

export class UnknownContaError extends namedError("UnknownContaError") {}

/** A change an account may not make to itself (`demote` or `disable`). */
export class SelfChangeError extends reasonError<"demote" | "disable">("SelfChangeError") {}

/** The change would leave the site without an active administrator. */
export class LastAdministradorError extends namedError("LastAdministradorError") {}

/** Letters and digits that cannot be mistaken for each other when read aloud or copied. */
const PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const PASSWORD_GROUPS = 5;
const PASSWORD_GROUP_LENGTH = 4;

/** About 99 bits from the system's random source, in groups: `k7mq-3rvx-…`. */
export function temporaryPassword(): string {
  const groups = Array.from({ length: PASSWORD_GROUPS }, () =>
    Array.from(
      { length: PASSWORD_GROUP_LENGTH },
      () => PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)],
    ).join(""),
  );
  return groups.join("-");
}

type ContaRow = NonNullable<Awaited<ReturnType<typeof repository.findConta>>>;

function toConta(row: ContaRow): Conta {
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    papel: row.papel,
    disabled: row.desativado_em !== null,
    createdAt: row.created_at,
    lastSignInAt: row.ultimo_acesso_em,
  };
}

export async function listContas(db: Kysely<Database>): Promise<Conta[]> {
  return (await repository.selectContas(db)).map(toConta);
}

/**
 * Creates an account with a password made here and answered once: only its hash is kept.
 * Throws DuplicateContaError for a taken e-mail.
 */
export async function createConta(
  db: Kysely<Database>,
  input: ContaInput,
  now = new Date(),
): Promise<ContaCriada> {
  const senhaTemporaria = temporaryPassword();
  const created = await insertAdministrador(db, input, senhaTemporaria, now);
  if (!created) throw new DuplicateContaError(input.email);
  const row = await repository.findConta(db, created.id);
  if (!row) throw new UnknownContaError(String(created.id));
  return { ...toConta(row), senhaTemporaria };
}

/** What a change did, in words for the audit log. */
function describeChange(before: Conta, after: Conta): string {
  const parts: string[] = [];
  if (before.papel !== after.papel)
    parts.push(
      `Papel de ${after.nome}: ${PAPEL_LABELS[before.papel]} → ${PAPEL_LABELS[after.papel]}.`,
    );
  if (before.disabled !== after.disabled)
    parts.push(
      after.disabled
        ? `Desativou a conta de ${after.nome}; as sessões abertas foram encerradas.`
        : `Reativou a conta de ${after.nome}.`,
    );
  return parts.length > 0 ? parts.join(" ") : `Nada mudou na conta de ${after.nome}.`;
}

/**
 * Changes an account's role and/or state. `callerId` is the account asking (none from the
 * command line): it may neither demote nor disable itself. The last active administrator
 * is never demoted nor disabled. Disabling ends every session and pending login of the
 * account at once. Throws UnknownContaError, SelfChangeError, LastAdministradorError.
 */
export async function updateConta(
  db: Kysely<Database>,
  callerId: number | undefined,
  id: number,
  input: ContaUpdate,
  now = new Date(),
): Promise<{ conta: Conta; nota: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await repository.findConta(trx, id);
    if (!row) throw new UnknownContaError(String(id));
    const before = toConta(row);
    const demotes =
      input.papel !== undefined &&
      input.papel !== "administrador" &&
      before.papel === "administrador";
    const disables = input.disabled === true && !before.disabled;
    if (callerId === id && demotes) throw new SelfChangeError("demote");
    if (callerId === id && disables) throw new SelfChangeError("disable");
    if (
      (demotes || disables) &&
      before.papel === "administrador" &&
      !before.disabled &&
      (await repository.countOtherActiveAdministradores(trx, id)) === 0
    )
      throw new LastAdministradorError();
    const stamp = now.toISOString();
    await repository.updateConta(trx, id, {
      ...(input.papel !== undefined ? { papel: input.papel } : {}),
      ...(input.disabled !== undefined
        ? { desativado_em: input.disabled ? (row.desativado_em ?? stamp) : null }
        : {}),
      updated_at: stamp,
    });
    if (input.disabled === true) await endContaAccess(trx, id);
    const after = await repository.findConta(trx, id);
    if (!after) throw new UnknownContaError(String(id));
    const conta = toConta(after);
    return { conta, nota: describeChange(before, conta) };
  });
}
