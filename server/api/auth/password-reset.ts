import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { hashPassword } from "../../auth/passwords.ts";
import { hashToken } from "../../auth/sessions.ts";
import { clearLoginFailures, contaThrottleKey } from "../../auth/throttle.ts";
import type { Database } from "../../db/schema.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import * as repository from "./repository.ts";
import { endContaAccess } from "./service.ts";

/*
 * "Esqueci minha senha" (decision 070): a link by e-mail, valid for 30 minutes and once.
 * Asking answers the same whether the address is an account's or not, and an account gets
 * at most a few links an hour, so the form can neither list the accounts nor flood a
 * mailbox. The token travels in the link's fragment, which browsers never send to a
 * server nor put in a Referer.
 */

export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** Links one account may be sent in an hour; more requests are answered alike and send nothing. */
export const PASSWORD_RESETS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export const PASSWORD_RESET_PATH = "/admin/redefinir-senha";

/** Both steps' budget per address, counted before the body is read. */
export const PASSWORD_RESET_RATE_LIMIT = {
  name: "redefinir-senha",
  limit: 10,
  windowMs: 15 * 60 * 1000,
} as const;

export const PASSWORD_RESET_MESSAGES = {
  invalidLink:
    "Este link não vale mais: ele expira em 30 minutos e só pode ser usado uma vez. Peça um novo em “Esqueci minha senha”.",
} as const;

export const InvalidResetLinkError = class extends Error {
  override name = "InvalidResetLinkError";
};

/** What happened to a request, for the audit log: the answer is the same in every case. */
export type ResetRequestOutcome =
  | { sent: true; conta: { id: number; nome: string } }
  | { sent: false; conta: { id: number; nome: string } | null };

/**
 * Queues a reset link for the account of `email`, if there is an enabled one that was
 * not sent too many links this hour. `origin` is where the link points (PUBLIC_URL, or
 * the origin of the request that asked).
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  email: string,
  origin: string,
  now = new Date(),
): Promise<ResetRequestOutcome> {
  const account = await repository.findAdministradorByEmail(db, email);
  if (!account || account.desativado_em !== null) return { sent: false, conta: null };
  const conta = { id: account.id, nome: account.nome };
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  if (
    (await repository.countPasswordResetsSince(db, account.id, since)) >= PASSWORD_RESETS_PER_HOUR
  )
    return { sent: false, conta };
  const token = crypto.randomBytes(32).toString("base64url");
  const link = `${origin}${PASSWORD_RESET_PATH}#token=${token}`;
  await db.transaction().execute(async (trx) => {
    await repository.insertPasswordReset(trx, {
      administrador_id: account.id,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
    });
    await enqueueMail(
      trx,
      {
        destinatario: account.email,
        tipo: "senha",
        assunto: "Redefinição de senha do painel",
        paragrafos: [
          `Olá, ${account.nome}.`,
          `Alguém pediu para redefinir a senha da conta ${account.email} no painel do observatório. Se foi você, crie uma nova senha pelo link abaixo: ele vale por 30 minutos e pode ser usado uma vez.`,
          "Se não foi você, ignore este e-mail: sua senha continua a mesma.",
        ],
        link: { texto: "Criar uma nova senha", url: link },
      },
      now,
    );
  });
  return { sent: true, conta };
}

/**
 * Sets a new password with a live link, and ends every session of the account, its other
 * links and its login pause: whoever knew the old password is out. Throws
 * InvalidResetLinkError or PasswordPolicyError, having changed nothing.
 */
export async function resetPasswordWithLink(
  db: Kysely<Database>,
  token: string,
  senha: string,
  now = new Date(),
): Promise<{ id: number; nome: string }> {
  const passwordHash = await hashPassword(senha);
  return db.transaction().execute(async (trx) => {
    const id = await repository.consumePasswordReset(trx, hashToken(token), now.toISOString());
    const account = id === undefined ? undefined : await repository.findAdministradorById(trx, id);
    if (!account || account.desativado_em !== null) throw new InvalidResetLinkError();
    await repository.updateAdministradorPassword(trx, account.id, passwordHash, now.toISOString());
    await endContaAccess(trx, account.id);
    await repository.deletePasswordResets(trx, account.id);
    await clearLoginFailures(trx, contaThrottleKey(account.email));
    return { id: account.id, nome: account.nome };
  });
}
