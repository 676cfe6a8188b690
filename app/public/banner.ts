/** The banner's pause switch: moving content needs a way to stop it (WCAG 2.2.2). */
export function startBanner(banner: HTMLElement): void {
  const toggle = banner.querySelector<HTMLButtonElement>("[aria-pressed]");
  toggle?.addEventListener("click", () => {
    const paused = toggle.getAttribute("aria-pressed") !== "true";
    toggle.setAttribute("aria-pressed", String(paused));
    banner.toggleAttribute("data-paused", paused);
  });
}
