import type { Translations } from "../languages.ts";

// The numbered pages of the long lists (news, fact checks). {{page}} and {{total}} are numbers.
const pt = {
  // Name of the navigation that holds the page links, read aloud by screen readers.
  "pagination.label": "Páginas da lista",
  // Link to the page before the current one.
  "pagination.previous": "Página anterior",
  // Link to the page after the current one.
  "pagination.next": "Próxima página",
  // Name of a numbered page link, read aloud; the link itself shows only the number.
  "pagination.page": "Página {{page}}",
  // Which page the reader is on, e.g. "Página 2 de 40".
  "pagination.position": "Página {{page}} de {{total}}",
  // Page title of a later page of a list, e.g. "Notícias – página 2"; {{title}} is the list's title.
  "pagination.title": "{{title}} – página {{page}}",
} as const;

export const pagination: Translations<typeof pt> = {
  pt,
  en: {
    "pagination.label": "List pages",
    "pagination.previous": "Previous page",
    "pagination.next": "Next page",
    "pagination.page": "Page {{page}}",
    "pagination.position": "Page {{page}} of {{total}}",
    "pagination.title": "{{title}} – page {{page}}",
  },
  es: {
    "pagination.label": "Páginas de la lista",
    "pagination.previous": "Página anterior",
    "pagination.next": "Página siguiente",
    "pagination.page": "Página {{page}}",
    "pagination.position": "Página {{page}} de {{total}}",
    "pagination.title": "{{title}} – página {{page}}",
  },
  fr: {
    "pagination.label": "Pages de la liste",
    "pagination.previous": "Page précédente",
    "pagination.next": "Page suivante",
    "pagination.page": "Page {{page}}",
    "pagination.position": "Page {{page}} sur {{total}}",
    "pagination.title": "{{title}} – page {{page}}",
  },
  de: {
    "pagination.label": "Seiten der Liste",
    "pagination.previous": "Vorherige Seite",
    "pagination.next": "Nächste Seite",
    "pagination.page": "Seite {{page}}",
    "pagination.position": "Seite {{page}} von {{total}}",
    "pagination.title": "{{title}} – Seite {{page}}",
  },
  it: {
    "pagination.label": "Pagine dell'elenco",
    "pagination.previous": "Pagina precedente",
    "pagination.next": "Pagina successiva",
    "pagination.page": "Pagina {{page}}",
    "pagination.position": "Pagina {{page}} di {{total}}",
    "pagination.title": "{{title}} – pagina {{page}}",
  },
  ru: {
    "pagination.label": "Страницы списка",
    "pagination.previous": "Предыдущая страница",
    "pagination.next": "Следующая страница",
    "pagination.page": "Страница {{page}}",
    "pagination.position": "Страница {{page}} из {{total}}",
    "pagination.title": "{{title}} – страница {{page}}",
  },
  ar: {
    "pagination.label": "صفحات القائمة",
    "pagination.previous": "الصفحة السابقة",
    "pagination.next": "الصفحة التالية",
    "pagination.page": "الصفحة {{page}}",
    "pagination.position": "الصفحة {{page}} من {{total}}",
    "pagination.title": "{{title}} – الصفحة {{page}}",
  },
};
