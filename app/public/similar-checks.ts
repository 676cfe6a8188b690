/**
 * Published fact-checks like the text a reader types in the tip form (decision 075): once
 * typing pauses, a text long enough is looked up (`GET /api/checagens/semelhantes`) and up
 * to three show in the field's live region (`data-semelhantes` names it). One lookup at a
 * time, never twice for one text; a refusal over the budget (429) ends the lookups on
 * this page. Listens on the document, so the form the page's script puts back after
 * sending is served too. Without scripts the region stays empty and the form is the same.
 */
const PAUSE_MS = 400;
const MIN_CHARS = 20;
/** A forwarded chain can be long; its beginning is enough to recognise it. */
const MAX_CHARS = 1000;
const SHOWN = 3;

type Found = {
  titulo: string;
  alegacao: string | null;
  status: string;
  rotulo: string | null;
  url: string;
};

export function startSimilarChecks(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = "";
  let pending: AbortController | undefined;
  let refused = false;

  const lookUp = (field: HTMLTextAreaElement, region: HTMLElement) => {
    const texto = field.value.trim().slice(0, MAX_CHARS);
    if (refused || texto === asked) return;
    asked = texto;
    pending?.abort();
    if (texto.length < MIN_CHARS) return show(region, []);
    pending = new AbortController();
    fetch(`${region.dataset.url}?texto=${encodeURIComponent(texto)}`, { signal: pending.signal })
      .then((response) => {
        refused = response.status === 429;
        return response.ok ? (response.json() as Promise<Found[]>) : [];
      })
      .then((found) => show(region, found.slice(0, SHOWN)))
      // Aborted by newer typing, or offline: what is shown stays.
      .catch(() => undefined);
  };

  document.addEventListener("input", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLTextAreaElement) || !field.dataset.semelhantes) return;
    const region = document.getElementById(field.dataset.semelhantes);
    if (!region) return;
    clearTimeout(timer);
    timer = setTimeout(() => lookUp(field, region), PAUSE_MS);
  });
}

/** Replaces the list only when it changes, so the live region speaks only of news. */
function show(region: HTMLElement, found: Found[]): void {
  const key = found.map((item) => item.url).join(" ");
  if (region.dataset.shown === key) return;
  region.dataset.shown = key;
  if (found.length === 0) return region.replaceChildren();
  const labels = JSON.parse(region.dataset.labels ?? "{}") as Record<string, string>;
  const title = document.createElement("p");
  title.textContent = region.dataset.title ?? "";
  const list = document.createElement("ul");
  for (const item of found) {
    const badge = document.createElement("span");
    badge.className = `status-badge status-badge--${item.status}`;
    badge.textContent = labels[`rotulo:${item.rotulo}`] ?? labels[item.status] ?? "";
    const link = document.createElement("a");
    link.href = item.url;
    link.textContent = item.alegacao ?? item.titulo;
    const entry = document.createElement("li");
    entry.append(badge, " ", link);
    list.append(entry);
  }
  region.replaceChildren(title, list);
}
