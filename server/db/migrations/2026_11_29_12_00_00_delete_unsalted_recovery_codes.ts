import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * Recovery codes were 50-bit codes stored as their bare SHA-256; they are now 80-bit codes
 * stored as salted scrypt hashes (`scrypt$...`). The old ones are deleted rather than kept
 * verifying in a second format (decision 066): their owners see no codes left on the
 * account page and make new ones there. Nothing to undo: a deleted code cannot come back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("codigos_recuperacao").where("code_hash", "not like", "scrypt$%").execute();
}

export async function down(): Promise<void> {}
