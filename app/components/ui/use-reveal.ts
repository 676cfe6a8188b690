import { useCallback } from "react";

/** Share of the element that must be on screen before it appears. */
export const REVEAL_THRESHOLD = 0.1;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Fades an element in and slides it up the first time it scrolls into view; pair the
 * returned ref with the `reveal` class (styles/home.css). The server renders every element
 * visible, and only elements still below the screen once the page runs are hidden to wait
 * for their turn, so nothing already on screen flickers, and content stays visible without
 * JavaScript or with reduced motion.
 */
export function useReveal<T extends HTMLElement>(): (element: T | null) => (() => void) | void {
  return useCallback((element: T | null) => {
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia(REDUCED_MOTION).matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = "waiting";
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = "shown";
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
}
