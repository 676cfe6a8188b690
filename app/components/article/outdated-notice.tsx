import { useTranslation } from "../../i18n/use-translation.ts";
import type { OutdatedNotice as Notice } from "../../utils/outdated.ts";

/** "This post is more than a year old…", near the top of an old news item or fact-check. */
export function OutdatedNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <p className="outdated-notice" role="note">
      {t(notice.overAYear ? "outdated.overAYear" : "outdated.older", { date: notice.text })}
    </p>
  );
}
