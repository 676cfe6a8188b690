import type { Translations } from "../languages.ts";

// The page of a Brazilian state (/local/{uf}): the news items and fact-checks that concern
// it, and the place shown on an article's page. {{estado}} is the state's name and
// {{municipio}} a municipality's, both proper nouns in Portuguese.
const pt = {
  // Heading of the page is the state's name alone; this is the page's title.
  "local.title": "{{estado}}: notícias e checagens",
  // Description of the page for search engines and link previews.
  "local.description":
    "Notícias e checagens do observatório sobre {{estado}}, da mais recente à mais antiga.",
  "local.intro": "O que circula neste estado: notícias e checagens, da mais recente à mais antiga.",
  "local.empty": "Ainda não há notícias nem checagens sobre este estado.",
  // Label before an article's place on its page.
  "local.place": "Local:",
  // An article's place when it names a municipality.
  "local.municipio": "{{municipio}}, {{estado}}",
} as const;

export const local: Translations<typeof pt> = {
  pt,
  en: {
    "local.title": "{{estado}}: news and fact-checks",
    "local.description": "The observatory’s news and fact-checks about {{estado}}, newest first.",
    "local.intro": "What circulates in this state: news and fact-checks, newest first.",
    "local.empty": "There are no news items or fact-checks about this state yet.",
    "local.place": "Place:",
    "local.municipio": "{{municipio}}, {{estado}}",
  },
  es: {
    "local.title": "{{estado}}: noticias y verificaciones",
    "local.description":
      "Noticias y verificaciones del observatorio sobre {{estado}}, de la más reciente a la más antigua.",
    "local.intro":
      "Lo que circula en este estado: noticias y verificaciones, de la más reciente a la más antigua.",
    "local.empty": "Todavía no hay noticias ni verificaciones sobre este estado.",
    "local.place": "Lugar:",
    "local.municipio": "{{municipio}}, {{estado}}",
  },
  fr: {
    "local.title": "{{estado}} : actualités et vérifications",
    "local.description":
      "Les actualités et vérifications de l’observatoire sur {{estado}}, de la plus récente à la plus ancienne.",
    "local.intro":
      "Ce qui circule dans cet État : actualités et vérifications, de la plus récente à la plus ancienne.",
    "local.empty": "Il n’y a pas encore d’actualités ni de vérifications sur cet État.",
    "local.place": "Lieu :",
    "local.municipio": "{{municipio}}, {{estado}}",
  },
  de: {
    "local.title": "{{estado}}: Nachrichten und Faktenchecks",
    "local.description":
      "Nachrichten und Faktenchecks der Beobachtungsstelle zu {{estado}}, die neuesten zuerst.",
    "local.intro":
      "Was in diesem Bundesstaat kursiert: Nachrichten und Faktenchecks, die neuesten zuerst.",
    "local.empty": "Zu diesem Bundesstaat gibt es noch keine Nachrichten oder Faktenchecks.",
    "local.place": "Ort:",
    "local.municipio": "{{municipio}}, {{estado}}",
  },
  it: {
    "local.title": "{{estado}}: notizie e verifiche",
    "local.description":
      "Notizie e verifiche dell’osservatorio su {{estado}}, dalla più recente alla più vecchia.",
    "local.intro":
      "Ciò che circola in questo stato: notizie e verifiche, dalla più recente alla più vecchia.",
    "local.empty": "Non ci sono ancora notizie né verifiche su questo stato.",
    "local.place": "Luogo:",
    "local.municipio": "{{municipio}}, {{estado}}",
  },
  ru: {
    "local.title": "{{estado}}: новости и проверки",
    "local.description": "Новости и проверки обсерватории о штате {{estado}}, от новых к старым.",
    "local.intro": "Что распространяется в этом штате: новости и проверки, от новых к старым.",
    "local.empty": "О этом штате пока нет ни новостей, ни проверок.",
    "local.place": "Место:",
    "local.municipio": "{{municipio}}, {{estado}}",
  },
  ar: {
    "local.title": "{{estado}}: أخبار وتحققات",
    "local.description": "أخبار المرصد وتحققاته حول {{estado}}، من الأحدث إلى الأقدم.",
    "local.intro": "ما يتداول في هذه الولاية: أخبار وتحققات، من الأحدث إلى الأقدم.",
    "local.empty": "لا توجد بعد أخبار أو تحققات حول هذه الولاية.",
    "local.place": "المكان:",
    "local.municipio": "{{municipio}}، {{estado}}",
  },
};
