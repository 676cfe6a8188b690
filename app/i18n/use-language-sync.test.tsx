import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, Link, useLoaderData } from "react-router";
import { afterEach, beforeEach, expect, test } from "vitest";
import { readCookie } from "#server/http/language.ts";
import { matchLanguage, type Language } from "./languages.ts";
import { useLanguageSync } from "./use-language-sync.ts";

let loads = 0;

function clearBrowserState() {
  window.localStorage.clear();
  document.cookie = "selectedLanguage=; Path=/; Max-Age=0";
  document.documentElement.lang = "";
  loads = 0;
}
beforeEach(clearBrowserState);
afterEach(() => {
  cleanup();
  clearBrowserState();
});

/** Stands in for the root: renders what the "server" chose, from `?l=` or the cookie. */
function renderSite() {
  function Page() {
    const { language } = useLoaderData<{ language: Language }>();
    useLanguageSync(language);
    return (
      <>
        <p>rendered: {language}</p>
        <Link to="/?l=it">italiano</Link>
      </>
    );
  }
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Page,
      loader({ request }) {
        loads += 1;
        const language =
          matchLanguage(new URL(request.url).searchParams.get("l")) ??
          matchLanguage(readCookie(document.cookie, "selectedLanguage")) ??
          "pt";
        return { language };
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

test("a choice kept only in local storage reaches the cookie and re-renders the page", async () => {
  window.localStorage.setItem("selectedLanguage", "fr");

  renderSite();

  await waitFor(() => expect(screen.getByText(/^rendered: /).textContent).toBe("rendered: fr"));
  expect(loads).toBe(2);
  expect(readCookie(document.cookie, "selectedLanguage")).toBe("fr");
  expect(window.localStorage.getItem("selectedLanguage")).toBe("fr");
});

test("a page already in the detected language is remembered without loading again", async () => {
  // jsdom's browser languages are en-US and en.
  document.cookie = "selectedLanguage=en; Path=/";

  renderSite();

  await waitFor(() => expect(screen.getByText(/^rendered: /).textContent).toBe("rendered: en"));
  // Remembered by an effect after the render: by then no second load may have started.
  await waitFor(() => expect(window.localStorage.getItem("selectedLanguage")).toBe("en"));
  expect(loads).toBe(1);
});

test("a later change of the rendered language is remembered", async () => {
  document.cookie = "selectedLanguage=en; Path=/";
  renderSite();
  await screen.findByText("rendered: en");

  await act(async () => screen.getByRole("link", { name: "italiano" }).click());

  await waitFor(() => expect(screen.getByText(/^rendered: /).textContent).toBe("rendered: it"));
  expect(window.localStorage.getItem("selectedLanguage")).toBe("it");
  expect(readCookie(document.cookie, "selectedLanguage")).toBe("it");
});
