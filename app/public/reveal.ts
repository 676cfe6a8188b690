/**
 * Sections and cards with the `reveal` class fade in and slide up the first time they
 * scroll into view (styles/home.css). Only those still below the screen wait for their
 * turn, so content stays visible without scripts or with reduced motion, and nothing
 * already on screen flickers. Where each one is comes from the observer's first report,
 * made after the browser's own layout: asking the elements themselves
 * (getBoundingClientRect) would lay the page out early, inside the script's task.
 */
const THRESHOLD = 0.1;

export function startReveal(elements: NodeListOf<HTMLElement>): void {
  if (!elements.length || typeof IntersectionObserver === "undefined") return;
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const waiting = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (waiting.has(element)) {
          if (!entry.isIntersecting) continue;
          element.dataset.reveal = "shown";
        } else if (entry.boundingClientRect.top >= (entry.rootBounds?.height ?? Infinity)) {
          // The first report of an element below the screen.
          waiting.add(element);
          element.dataset.reveal = "waiting";
          continue;
        }
        observer.unobserve(element);
      }
    },
    // The share of an element on screen before it appears.
    { threshold: THRESHOLD },
  );
  elements.forEach((element) => observer.observe(element));
}
