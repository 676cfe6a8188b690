import type { Translations } from "../languages.ts";

const pt = {
  // The whole content of the repository page until it is built; keep the dash.
  "repositorio.placeholder": "Repositório - Em construção",
  // Description of the repository page for search engines and link previews.
  "repositorio.description":
    "Repositório de documentos e publicações do observatório, em construção.",
} as const;

export const repositorio: Translations<typeof pt> = {
  pt,
  en: {
    "repositorio.placeholder": "Repository - Under construction",
    "repositorio.description":
      "Repository of the observatory’s documents and publications, under construction.",
  },
  es: {
    "repositorio.placeholder": "Repositorio - En construcción",
    "repositorio.description":
      "Repositorio de documentos y publicaciones del observatorio, en construcción.",
  },
  fr: {
    "repositorio.placeholder": "Dépôt - En construction",
    "repositorio.description":
      "Dépôt des documents et publications de l’observatoire, en construction.",
  },
  de: {
    "repositorio.placeholder": "Repositorium - Im Aufbau",
    "repositorio.description":
      "Repositorium mit Dokumenten und Veröffentlichungen der Beobachtungsstelle, im Aufbau.",
  },
  it: {
    "repositorio.placeholder": "Archivio - In costruzione",
    "repositorio.description":
      "Archivio dei documenti e delle pubblicazioni dell’osservatorio, in costruzione.",
  },
  ru: {
    "repositorio.placeholder": "Репозиторий - В разработке",
    "repositorio.description": "Репозиторий документов и публикаций обсерватории, в разработке.",
  },
  ar: {
    "repositorio.placeholder": "المستودع - قيد الإنشاء",
    "repositorio.description": "مستودع وثائق المرصد ومنشوراته، قيد الإنشاء.",
  },
};
