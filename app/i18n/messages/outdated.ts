import type { Translations } from "../languages.ts";

// The notice at the top of an old news item or fact-check. {{date}} is the day it was
// published or checked, always written in Portuguese (e.g. "14 de março de 2025").
const pt = {
  // When the item is more than a year old.
  "outdated.overAYear":
    "Esta publicação tem mais de um ano: é de {{date}}. Algumas informações podem ter mudado desde então.",
  // When the site warns earlier than a year (the age is configurable).
  "outdated.older":
    "Esta publicação é de {{date}}. Algumas informações podem ter mudado desde então.",
} as const;

export const outdated: Translations<typeof pt> = {
  pt,
  en: {
    "outdated.overAYear":
      "This post is more than a year old: it dates from {{date}}. Some information may have changed since then.",
    "outdated.older":
      "This post dates from {{date}}. Some information may have changed since then.",
  },
  es: {
    "outdated.overAYear":
      "Esta publicación tiene más de un año: es del {{date}}. Parte de la información puede haber cambiado desde entonces.",
    "outdated.older":
      "Esta publicación es del {{date}}. Parte de la información puede haber cambiado desde entonces.",
  },
  fr: {
    "outdated.overAYear":
      "Cette publication a plus d’un an : elle date du {{date}}. Certaines informations ont pu changer depuis.",
    "outdated.older":
      "Cette publication date du {{date}}. Certaines informations ont pu changer depuis.",
  },
  de: {
    "outdated.overAYear":
      "Dieser Beitrag ist über ein Jahr alt: Er stammt vom {{date}}. Manche Angaben können sich seitdem geändert haben.",
    "outdated.older":
      "Dieser Beitrag stammt vom {{date}}. Manche Angaben können sich seitdem geändert haben.",
  },
  it: {
    "outdated.overAYear":
      "Questa pubblicazione ha più di un anno: risale al {{date}}. Alcune informazioni potrebbero essere cambiate da allora.",
    "outdated.older":
      "Questa pubblicazione risale al {{date}}. Alcune informazioni potrebbero essere cambiate da allora.",
  },
  ru: {
    "outdated.overAYear":
      "Этой публикации больше года: она от {{date}}. С тех пор некоторые сведения могли измениться.",
    "outdated.older": "Эта публикация от {{date}}. С тех пор некоторые сведения могли измениться.",
  },
  ar: {
    "outdated.overAYear":
      "مضى على هذا المنشور أكثر من عام: تاريخه {{date}}. ربما تغيّرت بعض المعلومات منذ ذلك الحين.",
    "outdated.older": "تاريخ هذا المنشور {{date}}. ربما تغيّرت بعض المعلومات منذ ذلك الحين.",
  },
};
