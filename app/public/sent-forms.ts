/**
 * The contact and tip forms (a form with `data-network-error`), sent without leaving the
 * page: the server's answer (the same page the form gets without scripts) replaces the
 * form's section, so its messages, the typed text kept after a refusal and the emptied
 * form after a success are the server's own; focus goes to the first refused field, or
 * to the receipt. A lost connection keeps the text and says so; the button says
 * `data-sending` meanwhile, and a second click sends nothing.
 */
export function startSentForm(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const section = form.closest("section");
  const button = form.querySelector<HTMLButtonElement>("[type=submit]");
  if (!section || !button) return;
  const label = button.textContent;
  let sending = false;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    button.textContent = form.dataset.sending ?? label;
    const data = new FormData(form);
    fetch(form.action, {
      method: "POST",
      // Encoded as the browser would without scripts (and with a textarea's line breaks
      // as typed): files need multipart, everything else goes URL-encoded.
      body:
        form.enctype === "multipart/form-data"
          ? data
          : new URLSearchParams(data as unknown as Record<string, string>),
    })
      .then((response) => response.text())
      .then((html) => {
        const fresh = new DOMParser()
          .parseFromString(html, "text/html")
          .querySelector<HTMLElement>(
            `section[aria-labelledby="${section.getAttribute("aria-labelledby")}"]`,
          );
        if (!fresh) throw new Error("The answer holds no form.");
        section.replaceWith(fresh);
        fresh.querySelectorAll<HTMLElement>("form[data-network-error]").forEach(startSentForm);
        fresh.querySelector<HTMLElement>("[aria-invalid=true], [role=status] [tabindex]")?.focus();
      })
      .catch(() => {
        sending = false;
        button.textContent = label;
        section.querySelectorAll("[role=alert]").forEach((alert) => alert.remove());
        const alert = document.createElement("p");
        alert.setAttribute("role", "alert");
        alert.className = "contact-form__alert";
        alert.textContent = form.dataset.networkError ?? "";
        form.before(alert);
      });
  });
}
