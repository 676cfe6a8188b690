/**
 * The one script of the pages sent without React (decisions 042 and 048), loaded as a
 * module: each behaviour starts on the elements of the server's markup it works on, and
 * pages without those elements run nothing of it.
 */
import { startBanner } from "./banner.ts";
import { startCarousel } from "./carousel.ts";
import { startContentImages } from "./content-image.ts";
import { startCopyLink } from "./copy-link.ts";
import { rememberLanguage } from "./language.ts";
import { startMenu } from "./menu.ts";
import { startOfflineReading } from "./offline-reading.ts";
import { startReveal } from "./reveal.ts";
import { startSentForm } from "./sent-forms.ts";
import { startShareWindow } from "./share-window.ts";
import { startSimilarChecks } from "./similar-checks.ts";

const BEHAVIOURS: ReadonlyArray<readonly [string, (element: HTMLElement) => void]> = [
  ["[data-menu]", startMenu],
  [".site-banner", startBanner],
  [".share__list", startShareWindow],
  ["[data-copy-url]", startCopyLink],
  [".carousel", startCarousel],
  ["form[data-network-error]", startSentForm],
];

// The remembered language first: when the page is about to load again in that language,
// nothing else needs to start.
const languages = document.querySelector<HTMLElement>("[data-languages]");
if (!languages || !rememberLanguage(languages)) {
  startContentImages();
  for (const [selector, start] of BEHAVIOURS) {
    document.querySelectorAll<HTMLElement>(selector).forEach(start);
  }
  startReveal(document.querySelectorAll<HTMLElement>(".reveal"));
  startOfflineReading();
  if (document.querySelector("[data-semelhantes]")) startSimilarChecks();
  // Tells tests (and anyone curious) that the page's behaviour is in place.
  document.documentElement.dataset.enhanced = "";
}
