import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, expect, test } from "vitest";
import { getI18n } from "./instance.ts";
import { getMessages } from "./resources.ts";
import { translatorOf, useTranslation } from "./use-translation.ts";

afterEach(cleanup);

test("gives i18next's own text for every key of a dictionary, asked once or again", () => {
  const messages = getMessages("en");
  const instance = getI18n("en", messages);
  // Every key, as the strings a dictionary holds; the typed key union is beside the point.
  type Lookup = (key: string) => string;
  const t = translatorOf(instance) as unknown as Lookup;
  const i18next = instance.t.bind(instance) as unknown as Lookup;
  const keys = Object.keys(messages);

  const first = keys.map((key) => t(key));
  const again = keys.map((key) => t(key));

  expect(first).toEqual(keys.map((key) => i18next(key)));
  expect(again).toEqual(first);
  expect(t("nav.sobre")).toBe("About");
});

test("interpolates each call's values, however often the key was asked before", () => {
  const t = translatorOf(getI18n("en", getMessages("en")));

  expect(t("busca.page", { page: 2 })).toBe("Page 2");
  expect(t("busca.page", { page: 3 })).toBe("Page 3");
  expect(t("busca.page", { page: 2 })).toBe("Page 2");
});

test("gives one translator per instance, so it can be a stable dependency", () => {
  const instance = getI18n("en", getMessages("en"));

  expect(translatorOf(instance)).toBe(translatorOf(instance));
  expect(translatorOf(getI18n("pt", getMessages("pt")))).not.toBe(translatorOf(instance));
});

test("keeps each instance's language apart", () => {
  expect(translatorOf(getI18n("pt", getMessages("pt")))("nav.sobre")).toBe("Sobre");
  expect(translatorOf(getI18n("de", getMessages("de")))("nav.sobre")).not.toBe("Sobre");
  expect(translatorOf(getI18n("pt", getMessages("pt")))("busca.page", { page: 4 })).toBe(
    "Página 4",
  );
});

function Label() {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language}>
      {t("nav.sobre")} · {t("busca.page", { page: 5 })}
    </p>
  );
}

test("useTranslation reads the provider's instance", () => {
  const html = (language: "pt" | "es") =>
    renderToString(
      <I18nextProvider i18n={getI18n(language, getMessages(language))}>
        <Label />
      </I18nextProvider>,
    );
  expect(html("pt")).toBe('<p lang="pt">Sobre<!-- --> · <!-- -->Página 5</p>');
  expect(html("es")).toContain('<p lang="es">');
  expect(html("es")).not.toContain("Sobre<");
});

test("useTranslation follows the provider to another language", () => {
  const inLanguage = (language: "pt" | "en") => (
    <I18nextProvider i18n={getI18n(language, getMessages(language))}>
      <Label />
    </I18nextProvider>
  );
  const { rerender } = render(inLanguage("pt"));
  expect(screen.getByText("Sobre · Página 5").getAttribute("lang")).toBe("pt");

  rerender(inLanguage("en"));

  expect(screen.getByText("About · Page 5").getAttribute("lang")).toBe("en");
  expect(screen.queryByText("Sobre · Página 5")).toBeNull();
});
