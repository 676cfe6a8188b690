import { useTranslation } from "react-i18next";

type Tone = "verificada" | "desmentida" | "em_analise" | "desconhecido";

const TONES: Record<string, Tone> = {
  verificada: "verificada",
  desmentida: "desmentida",
  em_analise: "em_analise",
};

/** The tone of a status: the specification's three, and 'desconhecido' for anything else. */
export function statusTone(status: string): Tone {
  return TONES[status] ?? "desconhecido";
}

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
      <span>{t(`fakeNewsStatus.${tone}`)}</span>
    </span>
  );
}

function StatusIcon({ tone }: { tone: Tone }) {
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
      {tone === "verificada" && <path d="M5.5 10.5l3 3 6-7" />}
      {tone === "desmentida" && <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" />}
      {(tone === "em_analise" || tone === "desconhecido") && <path d="M10 5v5l3.5 2" />}
    </svg>
  );
}
