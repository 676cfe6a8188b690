/**
 * The language the visitor chose, remembered in local storage and in the cookie the
 * server renders by. The chooser's link in the header names the languages
 * (`data-languages`), where the choice is kept (`data-remember`, the cookie's name and the
 * storage key alike) and the address's parameter (`data-param`).
 *
 * Order: the address, then the cookie (which the language page's plain form sets without
 * touching local storage), local storage, the browser's languages and the page's own.
 * Returns true when the page is loading again in the remembered language.
 */
export function rememberLanguage(chooser: HTMLElement): boolean {
  const { languages = "", remember = "", param = "" } = chooser.dataset;
  const known = languages.split(" ");
  const root = document.documentElement;
  const match = (tag: string | null | undefined) => {
    const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
    return primary && known.includes(primary) ? primary : undefined;
  };
  const readCookie = () => {
    for (const part of document.cookie.split(";")) {
      const [name, value] = part.split("=");
      if (name?.trim() === remember) return value?.trim();
    }
    return undefined;
  };
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(remember);
  } catch {
    // Storage can be disabled; the cookie still remembers the choice.
  }
  const preferred =
    [
      new URLSearchParams(location.search).get(param),
      readCookie(),
      stored,
      ...(navigator.languages ?? [navigator.language]),
      root.lang,
    ]
      .map(match)
      .find(Boolean) ?? known[0];
  try {
    localStorage.setItem(remember, preferred ?? "");
  } catch {
    // See above.
  }
  document.cookie = `${remember}=${preferred}; Path=/; Max-Age=31536000; SameSite=Lax${
    location.protocol === "https:" ? "; Secure" : ""
  }`;
  // The server rendered another language than the one remembered: load the page again,
  // once the cookie holds the choice (a browser that refuses cookies keeps this page).
  if (preferred !== match(root.lang) && readCookie() === preferred) {
    location.reload();
    return true;
  }
  return false;
}
