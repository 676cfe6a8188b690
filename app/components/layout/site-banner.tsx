import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { SITE_NAME } from "../../site.ts";
import { BANNER_ICONS } from "./layout-icons.ts";

// Two identical halves that each fill the widest screens, so that moving the track by
// half its width loops without a seam.
const COPIES_PER_HALF = 4;

/** The observatory's name scrolling across the page, always in Portuguese. */
export function SiteBanner() {
  const { t } = useTranslation();
  // Moving content needs a way to stop it (WCAG 2.2.2); reduced motion stops it anyway.
  const [paused, setPaused] = useState(false);
  return (
    <div className="site-banner" data-paused={paused || undefined}>
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
        aria-pressed={paused}
        aria-label={t("banner.pause")}
        title={t("banner.pause")}
        onClick={() => setPaused(!paused)}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d={paused ? BANNER_ICONS.paused : BANNER_ICONS.playing} fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}
