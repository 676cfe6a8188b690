import type { Translations } from "../languages.ts";

// The page of a topic (/tema/{slug}): the news items and fact-checks tagged with it.
// {{tema}} is the tag as the editors wrote it, in Portuguese.
const pt = {
  // Heading and title of the page.
  "tema.title": "Tema: {{tema}}",
  // Description of the page for search engines and link previews.
  "tema.description":
    "Notícias e checagens do observatório sobre {{tema}}, da mais recente à mais antiga.",
  "tema.intro": "Notícias e checagens marcadas com este tema, da mais recente à mais antiga.",
  // Name of the list of an article's topics, read by screen readers.
  "tema.tags": "Temas",
} as const;

export const tema: Translations<typeof pt> = {
  pt,
  en: {
    "tema.title": "Topic: {{tema}}",
    "tema.description": "The observatory’s news and fact-checks about {{tema}}, newest first.",
    "tema.intro": "News and fact-checks tagged with this topic, newest first.",
    "tema.tags": "Topics",
  },
  es: {
    "tema.title": "Tema: {{tema}}",
    "tema.description":
      "Noticias y verificaciones del observatorio sobre {{tema}}, de la más reciente a la más antigua.",
    "tema.intro":
      "Noticias y verificaciones marcadas con este tema, de la más reciente a la más antigua.",
    "tema.tags": "Temas",
  },
  fr: {
    "tema.title": "Thème : {{tema}}",
    "tema.description":
      "Les actualités et vérifications de l’observatoire sur {{tema}}, de la plus récente à la plus ancienne.",
    "tema.intro":
      "Actualités et vérifications associées à ce thème, de la plus récente à la plus ancienne.",
    "tema.tags": "Thèmes",
  },
  de: {
    "tema.title": "Thema: {{tema}}",
    "tema.description":
      "Nachrichten und Faktenchecks der Beobachtungsstelle zu {{tema}}, die neuesten zuerst.",
    "tema.intro": "Nachrichten und Faktenchecks mit diesem Thema, die neuesten zuerst.",
    "tema.tags": "Themen",
  },
  it: {
    "tema.title": "Tema: {{tema}}",
    "tema.description":
      "Notizie e verifiche dell’osservatorio su {{tema}}, dalla più recente alla più vecchia.",
    "tema.intro":
      "Notizie e verifiche contrassegnate con questo tema, dalla più recente alla più vecchia.",
    "tema.tags": "Temi",
  },
  ru: {
    "tema.title": "Тема: {{tema}}",
    "tema.description": "Новости и проверки обсерватории по теме «{{tema}}», от новых к старым.",
    "tema.intro": "Новости и проверки с этой темой, от новых к старым.",
    "tema.tags": "Темы",
  },
  ar: {
    "tema.title": "الموضوع: {{tema}}",
    "tema.description": "أخبار المرصد وتحققاته حول {{tema}}، من الأحدث إلى الأقدم.",
    "tema.intro": "الأخبار والتحققات الموسومة بهذا الموضوع، من الأحدث إلى الأقدم.",
    "tema.tags": "المواضيع",
  },
};
