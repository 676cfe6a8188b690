import { expect, test } from "vitest";
import { htmlLang, LANGUAGES } from "#app/i18n/languages.ts";
import { useOwnSite } from "#tests/helpers/own-site.ts";

// A public page writes its dates in its own language, on the production build.
const site = useOwnSite({ SEED_DEMO: "true" });

test("a fact check's verification day is written in each of the eight languages of its page", async () => {
  const [entry] = (await (await fetch(`${site.url}/api/fake-news`)).json()) as {
    id: number;
    data_verificacao: string;
  }[];
  expect(entry?.data_verificacao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const day = new Date(`${entry?.data_verificacao}T00:00:00Z`);
  const written = (language: (typeof LANGUAGES)[number]) =>
    new Intl.DateTimeFormat(htmlLang(language), { dateStyle: "long", timeZone: "UTC" }).format(day);

  for (const language of LANGUAGES) {
    const html = await (await fetch(`${site.url}/fake-news/${entry?.id}?lng=${language}`)).text();

    expect(html).toContain(`<html lang="${htmlLang(language)}"`);
    expect(html).toContain(written(language));
    if (language !== "pt") expect(html).not.toContain(written("pt"));
  }
});
