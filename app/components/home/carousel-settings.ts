/** The home page's moving parts, which its markup hands to the public script. */

/** The specification's slider interval. */
export const SLIDE_INTERVAL_MS = 4000;

/** The carousel's pause switch: the pause bars while it turns, the play triangle once stopped. */
export const CAROUSEL_ICONS = {
  pause: "M6 4.5h3v11H6zm5 0h3v11h-3z",
  play: "M7 4.5v11l9-5.5z",
};
