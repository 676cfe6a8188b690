import type { Translations } from "../languages.ts";

// The page of a topic (/tema/{slug}): the news items tagged with it. {{tema}} is the tag
// as the editors wrote it, in Portuguese.
const pt = {
  // Heading and title of the page.
  "tema.title": "Tema: {{tema}}",
  // Description of the page for search engines and link previews.
  "tema.description": "Notícias do observatório sobre {{tema}}, da mais recente à mais antiga.",
  "tema.intro": "Notícias marcadas com este tema, da mais recente à mais antiga.",
} as const;

export const tema: Translations<typeof pt> = {
  pt,
  en: {
    "tema.title": "Topic: {{tema}}",
    "tema.description": "The observatory’s news about {{tema}}, newest first.",
    "tema.intro": "News tagged with this topic, newest first.",
  },
  es: {
    "tema.title": "Tema: {{tema}}",
    "tema.description":
      "Noticias del observatorio sobre {{tema}}, de la más reciente a la más antigua.",
    "tema.intro": "Noticias marcadas con este tema, de la más reciente a la más antigua.",
  },
  fr: {
    "tema.title": "Thème : {{tema}}",
    "tema.description":
      "Les actualités de l’observatoire sur {{tema}}, de la plus récente à la plus ancienne.",
    "tema.intro": "Actualités associées à ce thème, de la plus récente à la plus ancienne.",
  },
  de: {
    "tema.title": "Thema: {{tema}}",
    "tema.description": "Nachrichten der Beobachtungsstelle zu {{tema}}, die neuesten zuerst.",
    "tema.intro": "Nachrichten mit diesem Thema, die neuesten zuerst.",
  },
  it: {
    "tema.title": "Tema: {{tema}}",
    "tema.description":
      "Notizie dell’osservatorio su {{tema}}, dalla più recente alla più vecchia.",
    "tema.intro": "Notizie contrassegnate con questo tema, dalla più recente alla più vecchia.",
  },
  ru: {
    "tema.title": "Тема: {{tema}}",
    "tema.description": "Новости обсерватории по теме «{{tema}}», от новых к старым.",
    "tema.intro": "Новости с этой темой, от новых к старым.",
  },
  ar: {
    "tema.title": "الموضوع: {{tema}}",
    "tema.description": "أخبار المرصد حول {{tema}}، من الأحدث إلى الأقدم.",
    "tema.intro": "الأخبار الموسومة بهذا الموضوع، من الأحدث إلى الأقدم.",
  },
};
