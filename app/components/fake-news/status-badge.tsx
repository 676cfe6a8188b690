import { useTranslation } from "../../i18n/use-translation.ts";
import { statusTone, VERDICT_ICON_PATHS, verdictLabelKey, type Tone } from "./verdicts.ts";

export { statusTone };

/**
 * Status icon and label: a green check (verificada), a red cross (desmentida), a yellow
 * clock (em análise) or a grey clock (any other value). The icon is decorative; the
 * label says it in words.
 */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = statusTone(status);
  return (
    <span className={`status-badge status-badge--${tone}`}>
      <StatusIcon tone={tone} />
      <span>{t(verdictLabelKey(tone))}</span>
    </span>
  );
}

export function StatusIcon({ tone }: { tone: Tone }) {
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
      <path d={VERDICT_ICON_PATHS[tone]} />
    </svg>
  );
}
