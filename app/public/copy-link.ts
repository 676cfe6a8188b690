/**
 * The copy-link button, hidden in the HTML because only a script can copy. Its data
 * attributes hold the address and both messages; the toast shows in the share box's live
 * region for the region's `data-duration-ms`, a new message replacing the last.
 */
export function startCopyLink(button: HTMLElement): void {
  const item = button.closest<HTMLElement>("[hidden]");
  if (item) item.hidden = false;
  const region = button.closest(".share")?.querySelector<HTMLElement>(".toast-region");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (text: string, kind: string) => {
    if (!region) return;
    clearTimeout(timer);
    // A new element each time, so a repeated message is announced again.
    const message = document.createElement("p");
    message.className = `toast toast--${kind}`;
    message.textContent = text;
    region.replaceChildren(message);
    timer = setTimeout(() => region.replaceChildren(), Number(region.dataset.durationMs));
  };
  button.addEventListener("click", () => {
    const { copyUrl = "", copied = "", copyFailed = "" } = button.dataset;
    copy(copyUrl).then(
      () => show(copied, "success"),
      () => show(copyFailed, "error"),
    );
  });
}

async function copy(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Browsers keep the Clipboard API from pages served over plain http.
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.className = "visually-hidden";
  document.body.append(field);
  field.select();
  const copied = document.execCommand("copy");
  field.remove();
  if (!copied) throw new Error("The browser refused to copy.");
}
