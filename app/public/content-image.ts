/**
 * A content image that fails is hidden, so the grey frame behind it shows, as the
 * specification asks. Errors do not bubble, so one listener catches them as they go down;
 * an image that failed before this script ran is found by its state.
 */
export function startContentImages(): void {
  const hide = (target: EventTarget | null) => {
    if (target instanceof HTMLImageElement && target.classList.contains("content-image")) {
      target.hidden = true;
    }
  };
  document.addEventListener("error", (event) => hide(event.target), true);
  for (const image of document.querySelectorAll<HTMLImageElement>("img.content-image")) {
    // A lazy image not yet asked for has no current source; none of these needs layout.
    if (image.complete && image.currentSrc && image.naturalWidth === 0) hide(image);
  }
}
