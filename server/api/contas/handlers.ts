import type { Request } from "express";
import type { Kysely } from "kysely";
import type { SessionAdmin } from "../../auth/sessions.ts";
import { PAPEL_LABELS } from "../../auth/roles.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../http/errors.ts";
import {
  CONTA_MESSAGES,
  type Conta,
  type ContaCriada,
  type ContaInput,
  type ContaUpdate,
} from "./schema.ts";
import {
  DuplicateContaError,
  LastAdministradorError,
  SelfChangeError,
  UnknownContaError,
  createConta,
  updateConta,
} from "./service.ts";

/** Sets the note of the call's audit row. */
function noteAudit(req: Request, note: string): void {
  if (req.res) req.res.locals.auditNote = note;
}

export async function handleCreateConta(
  db: Kysely<Database>,
  input: ContaInput,
  req: Request,
): Promise<ContaCriada> {
  try {
    const conta = await createConta(db, input);
    noteAudit(
      req,
      `Criou a conta de ${conta.nome} (${conta.email}) com o papel ${PAPEL_LABELS[conta.papel]}.`,
    );
    return conta;
  } catch (error) {
    if (error instanceof DuplicateContaError)
      throw conflict(CONTA_MESSAGES.duplicate, { email: CONTA_MESSAGES.duplicate });
    throw error;
  }
}

export async function handleUpdateConta(
  db: Kysely<Database>,
  caller: SessionAdmin,
  id: number,
  input: ContaUpdate,
  req: Request,
): Promise<Conta> {
  try {
    const { conta, nota } = await updateConta(db, caller.id, id, input);
    noteAudit(req, nota);
    return conta;
  } catch (error) {
    if (error instanceof UnknownContaError) throw notFound(CONTA_MESSAGES.notFound);
    if (error instanceof SelfChangeError)
      throw badRequest(
        undefined,
        error.reason === "demote" ? CONTA_MESSAGES.selfDemote : CONTA_MESSAGES.selfDisable,
      );
    if (error instanceof LastAdministradorError) throw conflict(CONTA_MESSAGES.lastAdministrador);
    throw error;
  }
}
