import type { Kysely } from "kysely";
import {
  DuplicateEmailError,
  createAdministrador,
  findAdministradorByEmail,
} from "../api/auth/service.ts";
import { NOME_MAX_LENGTH } from "../api/auth/schema.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";

const DEFAULT_NOME = "Administrador";

/**
 * Creates the administrator of ADMIN_EMAIL/ADMIN_PASSWORD when no account has that
 * e-mail. An existing account is never changed: the variables stay in the environment
 * after an editor changes the password, and a restart must not undo that change.
 * The password must pass the same policy as any other (`hashPassword` enforces it).
 */
export async function ensureConfiguredAdmin(
  db: Kysely<Database>,
  admin: Readonly<{ email: string; password: string }> | undefined,
  logger?: Pick<Logger, "info">,
): Promise<"created" | "exists" | "not-configured"> {
  if (!admin) return "not-configured";
  const email = admin.email.trim().toLowerCase();
  // Checked first so that a restart does not spend a password hash.
  if (await findAdministradorByEmail(db, email)) return "exists";
  const nome = email.split("@")[0]?.slice(0, NOME_MAX_LENGTH) || DEFAULT_NOME;
  try {
    await createAdministrador(db, { email, nome }, admin.password);
  } catch (error) {
    // CASE: another instance starting at the same moment created it first.
    if (error instanceof DuplicateEmailError) return "exists";
    throw error;
  }
  logger?.info({ email }, "created the administrator of ADMIN_EMAIL");
  return "created";
}
