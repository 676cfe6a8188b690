import { useTranslation } from "../../i18n/use-translation.ts";
import {
  statusTone,
  verdictIconPath,
  verdictLabel,
  type RotuloView,
  type Tone,
} from "./verdicts.ts";

export { statusTone };

/**
 * Status icon and label: a green check (verificada), a red cross (desmentida), a yellow
 * clock (em análise) or a grey clock (any other value). An entry with a rating says the
 * rating's name with its icon, in its status's colours (decision 052). The icon is
 * decorative; the label says it in words; `label`, when given, replaces the usual one.
 */
export function StatusBadge({
  status,
  rotulo,
  label,
}: {
  status: string;
  rotulo?: RotuloView | null;
  label?: string;
}) {
  const { t } = useTranslation();
  const tone = statusTone(status);
  return (
    <span className={`status-badge status-badge--${tone}`}>
      <StatusIcon tone={tone} path={verdictIconPath(tone, rotulo)} />
      <span>{label ?? verdictLabel(t, status, rotulo)}</span>
    </span>
  );
}

export function StatusIcon({ tone, path }: { tone: Tone; path?: string }) {
  return (
    <svg
      className="status-badge__icon"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="10" />
      <path d={path ?? verdictIconPath(tone, null)} />
    </svg>
  );
}
