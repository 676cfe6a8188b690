/** The home page's moving parts, shared by its markup and the page's script. */

/** The specification's slider interval. */
export const SLIDE_INTERVAL_MS = 4000;

/** Share of a section or card that must be on screen before it appears. */
export const REVEAL_THRESHOLD = 0.1;

/** The carousel's pause switch: the pause bars while it turns, the play triangle once stopped. */
export const CAROUSEL_ICONS = {
  pause: "M6 4.5h3v11H6zm5 0h3v11h-3z",
  play: "M7 4.5v11l9-5.5z",
};
