import { useTranslation } from "react-i18next";
import type { OutdatedNotice as Notice } from "../../utils/outdated.ts";

/** "This post is more than a year old…", near the top of an old news item or fact-check. */
export function OutdatedNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const key = notice.overAYear ? "outdated.overAYear" : "outdated.older";
  return (
    <p className="outdated-notice" role="note">
      <svg
        className="outdated-notice__icon"
        viewBox="0 0 20 20"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="10" cy="10" r="8.5" />
        <path d="M10 5v5l3.5 2" />
      </svg>
      <span>{t(key, { date: notice.text })}</span>
    </p>
  );
}
