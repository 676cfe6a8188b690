import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { expect, test } from "vitest";
import { getI18n } from "./instance.ts";
import { getMessages } from "./resources.ts";
import { translatorOf, useTranslation } from "./use-translation.ts";

test("gives i18next's text for a key alone, and asks i18next once per key", () => {
  // A dictionary object of its own gives an instance (and a translator) of its own.
  const instance = getI18n("en", { ...getMessages("en") });
  const fixed = instance.getFixedT(null, "translation") as unknown as (
    key: string,
    options?: object,
  ) => string;
  let calls = 0;
  instance.getFixedT = (() => (key: string, options?: object) => {
    calls += 1;
    return fixed(key, options);
  }) as unknown as typeof instance.getFixedT;
  const t = translatorOf(instance);
  expect(t("nav.sobre")).toBe(fixed("nav.sobre"));
  expect(t("nav.sobre")).toBe("About");
  expect(calls).toBe(1);
  // Options always reach i18next: interpolation differs from call to call.
  expect(t("busca.page", { page: 2 })).toBe("Page 2");
  expect(t("busca.page", { page: 3 })).toBe("Page 3");
  expect(calls).toBe(3);
  expect(translatorOf(instance)).toBe(t);
});

test("keeps each instance's language apart", () => {
  expect(translatorOf(getI18n("pt", getMessages("pt")))("nav.sobre")).toBe("Sobre");
  expect(translatorOf(getI18n("de", getMessages("de")))("nav.sobre")).not.toBe("Sobre");
  expect(translatorOf(getI18n("pt", getMessages("pt")))("busca.page", { page: 4 })).toBe(
    "Página 4",
  );
});

test("useTranslation reads the provider's instance", () => {
  function Label() {
    const { t, i18n } = useTranslation();
    return (
      <p lang={i18n.language}>
        {t("nav.sobre")} · {t("busca.page", { page: 5 })}
      </p>
    );
  }
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
