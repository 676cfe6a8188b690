import { useTranslation } from "../../i18n/use-translation.ts";
import { SITE_NAME } from "../../site.ts";
import { BANNER_ICONS } from "./layout-icons.ts";

// Two identical halves that each fill the widest screens, so that moving the track by
// half its width loops without a seam.
const COPIES_PER_HALF = 4;

/**
 * The observatory's name scrolling across the page, always in Portuguese. Moving content
 * needs a way to stop it (WCAG 2.2.2): the public script presses the switch
 * (app/public/banner.ts); reduced motion stops it anyway.
 */
export function SiteBanner() {
  const { t } = useTranslation();
  return (
    <div className="site-banner">
      <div className="site-banner__viewport" lang="pt-BR">
        <div className="site-banner__track">
          {Array.from({ length: COPIES_PER_HALF * 2 }, (_, index) => (
            // Screen readers get the name once; the copies are decoration.
            <span key={index} className="site-banner__item" aria-hidden={index > 0 || undefined}>
              {SITE_NAME}
            </span>
          ))}
        </div>
      </div>
      <button
        type="button"
        className="site-banner__toggle"
        aria-pressed="false"
        aria-label={t("banner.pause")}
        title={t("banner.pause")}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path className="switch-icon--on" d={BANNER_ICONS.paused} fill="currentColor" />
          <path className="switch-icon--off" d={BANNER_ICONS.playing} fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}
