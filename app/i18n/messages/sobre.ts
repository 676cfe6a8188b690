import type { Translations } from "../languages.ts";

const pt = {
  // Heading of the About page when the editors have not given it a title of their own.
  "sobre.title": "Sobre o Projeto",
  // Description of the About page for search engines and link previews.
  "sobre.description":
    "Conheça o projeto do observatório contra a desinformação no Norte do Brasil: objetivos e metodologia.",
  // Shown instead of the text while the editors have not written the About page yet.
  "sobre.empty": "Conteúdo em desenvolvimento.",
} as const;

export const sobre: Translations<typeof pt> = {
  pt,
  en: {
    "sobre.title": "About the Project",
    "sobre.description":
      "Learn about the observatory’s project against disinformation in northern Brazil: its aims and methodology.",
    "sobre.empty": "Content in development.",
  },
  es: {
    "sobre.title": "Sobre el Proyecto",
    "sobre.description":
      "Conozca el proyecto del observatorio contra la desinformación en el Norte de Brasil: objetivos y metodología.",
    "sobre.empty": "Contenido en desarrollo.",
  },
  fr: {
    "sobre.title": "À propos du projet",
    "sobre.description":
      "Découvrez le projet de l’observatoire contre la désinformation dans le Nord du Brésil : objectifs et méthodologie.",
    "sobre.empty": "Contenu en cours de rédaction.",
  },
  de: {
    "sobre.title": "Über das Projekt",
    "sobre.description":
      "Lernen Sie das Projekt der Beobachtungsstelle gegen Desinformation im Norden Brasiliens kennen: Ziele und Methodik.",
    "sobre.empty": "Inhalt in Vorbereitung.",
  },
  it: {
    "sobre.title": "Il progetto",
    "sobre.description":
      "Scopri il progetto dell’osservatorio contro la disinformazione nel Nord del Brasile: obiettivi e metodologia.",
    "sobre.empty": "Contenuto in preparazione.",
  },
  ru: {
    "sobre.title": "О проекте",
    "sobre.description":
      "Узнайте о проекте обсерватории по борьбе с дезинформацией на севере Бразилии: цели и методология.",
    "sobre.empty": "Содержание в разработке.",
  },
  ar: {
    "sobre.title": "عن المشروع",
    "sobre.description": "تعرّف على مشروع المرصد لمكافحة التضليل في شمال البرازيل: أهدافه ومنهجيته.",
    "sobre.empty": "المحتوى قيد الإعداد.",
  },
};
