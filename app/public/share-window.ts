/**
 * Share links open in a small window (its size in the list's `data-window`, "600x400").
 * Without one (blocked, or a modified click that asks for a tab) the link opens its new
 * tab as it does without scripts.
 */
export function startShareWindow(list: HTMLElement): void {
  const [width, height] = (list.dataset.window ?? "").split("x");
  list.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[target=_blank]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey) return;
    const opened = window.open(link.href, "_blank", `width=${width},height=${height}`);
    if (!opened) return;
    // The share site must not be able to navigate this page.
    opened.opener = null;
    event.preventDefault();
  });
}
