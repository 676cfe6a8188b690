import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { detectBrowserLanguage, rememberLanguage } from "./detection.ts";
import type { Language } from "./languages.ts";

/**
 * Keeps the browser's stored choice and the rendered language together.
 *
 * The page hydrates in the language the server rendered, so the markup matches. Right
 * after, the browser's own detection runs once: if it finds another choice (for instance
 * one saved in local storage but not yet in the cookie) the cookie is updated and the
 * root loader runs again, which re-renders the page in that language. Any later change of
 * language (the language page, a link with `lng`) is remembered as it happens.
 */
export function useLanguageSync(language: Language): void {
  const { revalidate } = useRevalidator();
  const seen = useRef<Language | null>(null);
  useEffect(() => {
    if (seen.current === language) return;
    const firstRun = seen.current === null;
    seen.current = language;
    if (!firstRun) {
      rememberLanguage(language);
      return;
    }
    const preferred = detectBrowserLanguage();
    rememberLanguage(preferred);
    if (preferred !== language) void revalidate();
  }, [language, revalidate]);
}
