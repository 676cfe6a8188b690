import { expect, test } from "vitest";
import { getI18n } from "./instance.ts";
import { LANGUAGES } from "./languages.ts";
import { getMessages, MESSAGE_MODULES, resources } from "./resources.ts";

const modules = Object.entries(MESSAGE_MODULES);

function variables(text: string): string[] {
  return [...text.matchAll(/{{\s*([^}\s,]+)[^}]*}}/g)].map((match) => match[1] ?? "").sort();
}

test.each(modules)("every language of %s has exactly the Portuguese keys", (_name, module) => {
  const keys = Object.keys(module.pt).sort();

  for (const language of LANGUAGES) {
    expect({ language, keys: Object.keys(module[language]).sort() }).toEqual({ language, keys });
  }
});

test.each(modules)("every text of %s has the Portuguese {{variables}}", (_name, module) => {
  const source: Record<string, string> = module.pt;

  for (const language of LANGUAGES) {
    const translated: Record<string, string> = module[language];
    for (const [key, text] of Object.entries(translated)) {
      expect({ language, key, variables: variables(text) }).toEqual({
        language,
        key,
        variables: variables(source[key] ?? ""),
      });
    }
  }
});

test.each(modules)("no text of %s is empty", (_name, module) => {
  for (const language of LANGUAGES) {
    const empty = Object.entries(module[language] as Record<string, string>)
      .filter(([, text]) => text.trim() === "")
      .map(([key]) => `${language}:${key}`);
    expect(empty).toEqual([]);
  }
});

test("no key is defined by two modules", () => {
  const owners = new Map<string, string[]>();
  for (const [name, module] of modules) {
    for (const key of Object.keys(module.pt)) owners.set(key, [...(owners.get(key) ?? []), name]);
  }

  const shared = [...owners].filter(([, names]) => names.length > 1);

  expect(shared).toEqual([]);
});

test("each language's dictionary holds every module's keys", () => {
  const allKeys = modules.flatMap(([, module]) => Object.keys(module.pt)).sort();

  for (const language of LANGUAGES) {
    expect(Object.keys(resources[language]).sort()).toEqual(allKeys);
  }
  expect(getMessages("de")["nav.equipe"]).toBe("Team");
});

test("the Portuguese texts of the specification are kept exactly", () => {
  const pt = getMessages("pt");

  expect(pt["repositorio.placeholder"]).toBe("Repositório - Em construção");
  expect(pt["loading.default"]).toBe("Carregando...");
  expect(pt["loading.content"]).toBe("Carregando conteúdo...");
});

test("an i18next instance renders its language's texts with their variables", () => {
  const i18n = getI18n("fr", getMessages("fr"));

  expect(i18n.language).toBe("fr");
  expect(i18n.t("nav.sobre")).toBe("À propos");
  expect(i18n.t("footer.copyright", { year: 2030, site: "Site <b>" })).toBe(
    "© 2030 Site <b>. Tous droits réservés.",
  );
});

test("one dictionary always gets the same instance, so renders can share it", () => {
  expect(getI18n("es", getMessages("es"))).toBe(getI18n("es", getMessages("es")));
  expect(getI18n("es", getMessages("es"))).not.toBe(getI18n("it", getMessages("it")));
});
