/**
 * The menu on small screens (collapsed there by app.css only where scripts run): the
 * button opens and closes it, and Escape or a chosen link closes it. Escape from inside
 * the menu gives the focus back to the button, so it is not lost in a hidden list.
 */
export function startMenu(button: HTMLElement): void {
  const nav = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!nav) return;
  const set = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    nav.toggleAttribute("data-open", open);
  };
  button.addEventListener("click", () => set(button.getAttribute("aria-expanded") !== "true"));
  nav.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) set(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || button.getAttribute("aria-expanded") !== "true") return;
    const inside = nav.contains(document.activeElement);
    set(false);
    if (inside) button.focus();
  });
}
