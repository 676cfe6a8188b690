import { PAPEIS, PAPEL_LABELS } from "#server/auth/roles.ts";

/** The options of a role `<select>`, in the roles' own order. */
export function PapelOptions() {
  return PAPEIS.map((option) => (
    <option key={option} value={option}>
      {PAPEL_LABELS[option]}
    </option>
  ));
}
