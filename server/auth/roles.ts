/*
 * The three roles of the admin area (decision 036). Each role may do everything the roles
 * before it may: an `autor` writes drafts, an `editor` also publishes and approves, an
 * `administrador` also manages accounts.
 */

export const PAPEIS = ["autor", "editor", "administrador"] as const;

export type Papel = (typeof PAPEIS)[number];

export const PAPEL_LABELS: Record<Papel, string> = {
  autor: "Autor",
  editor: "Editor",
  administrador: "Administrador",
};

/** True when `papel` may do what `needed` may. */
export function hasPapel(papel: Papel, needed: Papel): boolean {
  return PAPEIS.indexOf(papel) >= PAPEIS.indexOf(needed);
}

export function isPapel(value: unknown): value is Papel {
  return typeof value === "string" && (PAPEIS as readonly string[]).includes(value);
}
