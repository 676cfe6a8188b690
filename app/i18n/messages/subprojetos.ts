import type { Translations } from "../languages.ts";

const pt = {
  // Heading of the page listing the research sub-projects.
  "subprojetos.title": "Subprojetos",
  // Description of the sub-projects page for search engines and link previews.
  "subprojetos.description":
    "Subprojetos de pesquisa do observatório sobre desinformação e fake news no Norte do Brasil.",
  "subprojetos.intro":
    "Conheça as pesquisas desenvolvidas no observatório, com seus autores, datas e andamento.",
  "subprojetos.empty": "Nenhum subprojeto encontrado.",
  // Label before the name of the person who leads the sub-project.
  "subprojetos.card.autor": "Autor",
  // Label before the date the sub-project started.
  "subprojetos.card.inicio": "Início",
  // Label before the place where the research happens (a city, a campus).
  "subprojetos.card.local": "Local",
  // Label before the stage the research is in (e.g. "em andamento"); the stage stays in Portuguese.
  "subprojetos.card.status": "Status",
} as const;

export const subprojetos: Translations<typeof pt> = {
  pt,
  en: {
    "subprojetos.title": "Sub-projects",
    "subprojetos.description":
      "The observatory’s research sub-projects on disinformation and fake news in northern Brazil.",
    "subprojetos.intro":
      "Explore the research carried out at the observatory, with its authors, dates and progress.",
    "subprojetos.empty": "No sub-projects found.",
    "subprojetos.card.autor": "Author",
    "subprojetos.card.inicio": "Start",
    "subprojetos.card.local": "Place",
    "subprojetos.card.status": "Status",
  },
  es: {
    "subprojetos.title": "Subproyectos",
    "subprojetos.description":
      "Subproyectos de investigación del observatorio sobre desinformación y noticias falsas en el Norte de Brasil.",
    "subprojetos.intro":
      "Conozca las investigaciones desarrolladas en el observatorio, con sus autores, fechas y avances.",
    "subprojetos.empty": "No se encontró ningún subproyecto.",
    "subprojetos.card.autor": "Autor",
    "subprojetos.card.inicio": "Inicio",
    "subprojetos.card.local": "Lugar",
    "subprojetos.card.status": "Estado",
  },
  fr: {
    "subprojetos.title": "Sous-projets",
    "subprojetos.description":
      "Les sous-projets de recherche de l’observatoire sur la désinformation et les fake news dans le Nord du Brésil.",
    "subprojetos.intro":
      "Découvrez les recherches menées à l’observatoire, avec leurs auteurs, leurs dates et leur avancement.",
    "subprojetos.empty": "Aucun sous-projet trouvé.",
    "subprojetos.card.autor": "Auteur",
    "subprojetos.card.inicio": "Début",
    "subprojetos.card.local": "Lieu",
    "subprojetos.card.status": "Statut",
  },
  de: {
    "subprojetos.title": "Teilprojekte",
    "subprojetos.description":
      "Die Forschungsteilprojekte der Beobachtungsstelle zu Desinformation und Fake News im Norden Brasiliens.",
    "subprojetos.intro":
      "Lernen Sie die Forschung der Beobachtungsstelle kennen, mit Autorinnen und Autoren, Daten und Stand.",
    "subprojetos.empty": "Keine Teilprojekte gefunden.",
    "subprojetos.card.autor": "Autor",
    "subprojetos.card.inicio": "Beginn",
    "subprojetos.card.local": "Ort",
    "subprojetos.card.status": "Stand",
  },
  it: {
    "subprojetos.title": "Sottoprogetti",
    "subprojetos.description":
      "I sottoprogetti di ricerca dell’osservatorio sulla disinformazione e le fake news nel Nord del Brasile.",
    "subprojetos.intro":
      "Scopri le ricerche svolte nell’osservatorio, con autori, date e stato di avanzamento.",
    "subprojetos.empty": "Nessun sottoprogetto trovato.",
    "subprojetos.card.autor": "Autore",
    "subprojetos.card.inicio": "Inizio",
    "subprojetos.card.local": "Luogo",
    "subprojetos.card.status": "Stato",
  },
  ru: {
    "subprojetos.title": "Подпроекты",
    "subprojetos.description":
      "Исследовательские подпроекты обсерватории о дезинформации и фейковых новостях на севере Бразилии.",
    "subprojetos.intro": "Познакомьтесь с исследованиями обсерватории: авторы, сроки и ход работы.",
    "subprojetos.empty": "Подпроекты не найдены.",
    "subprojetos.card.autor": "Автор",
    "subprojetos.card.inicio": "Начало",
    "subprojetos.card.local": "Место",
    "subprojetos.card.status": "Статус",
  },
  ar: {
    "subprojetos.title": "المشاريع الفرعية",
    "subprojetos.description":
      "مشاريع المرصد البحثية الفرعية حول التضليل والأخبار الكاذبة في شمال البرازيل.",
    "subprojetos.intro": "تعرّف على الأبحاث التي يجريها المرصد، مع مؤلفيها وتواريخها ومراحل تقدمها.",
    "subprojetos.empty": "لم يتم العثور على أي مشروع فرعي.",
    "subprojetos.card.autor": "المؤلف",
    "subprojetos.card.inicio": "البداية",
    "subprojetos.card.local": "المكان",
    "subprojetos.card.status": "الحالة",
  },
};
