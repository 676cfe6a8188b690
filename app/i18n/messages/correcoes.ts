import type { Translations } from "../languages.ts";

// Corrections: the box on a corrected news item or fact-check, and the page /correcoes
// that lists every correction. {{date}} is a date and time already written out;
// {{before}} and {{after}} are verdict names ("Em Análise", "Desmentida").
const pt = {
  // The page's title, also the footer's link to it.
  "correcoes.title": "Correções",
  "correcoes.description":
    "Todas as correções feitas em notícias e checagens do observatório, da mais recente para a mais antiga.",
  "correcoes.empty": "Nenhuma correção publicada até agora.",
  // The box at the top of a corrected item (one correction, or several).
  "correcoes.boxTitleOne": "Correção",
  "correcoes.boxTitleMany": "Correções",
  "correcoes.correctedOn": "Corrigido em {{date}}",
  "correcoes.wrong": "O que estava errado:",
  "correcoes.changed": "O que mudou:",
  "correcoes.verdict": "Veredito: {{before}} → {{after}}",
  // Which kind of item a correction on /correcoes belongs to.
  "correcoes.kindNoticia": "Notícia",
  "correcoes.kindFakeNews": "Checagem",
  // From the box to the corrections policy, and from the policy to the list.
  "correcoes.policyLink": "Como fazemos correções",
  "correcoes.allLink": "Ver todas as correções publicadas",
} as const;

export const correcoes: Translations<typeof pt> = {
  pt,
  en: {
    "correcoes.title": "Corrections",
    "correcoes.description":
      "Every correction made to the observatory's news and fact-checks, newest first.",
    "correcoes.empty": "No corrections published so far.",
    "correcoes.boxTitleOne": "Correction",
    "correcoes.boxTitleMany": "Corrections",
    "correcoes.correctedOn": "Corrected on {{date}}",
    "correcoes.wrong": "What was wrong:",
    "correcoes.changed": "What changed:",
    "correcoes.verdict": "Verdict: {{before}} → {{after}}",
    "correcoes.kindNoticia": "News",
    "correcoes.kindFakeNews": "Fact-check",
    "correcoes.policyLink": "How we make corrections",
    "correcoes.allLink": "See every published correction",
  },
  es: {
    "correcoes.title": "Correcciones",
    "correcoes.description":
      "Todas las correcciones hechas en las noticias y verificaciones del observatorio, de la más reciente a la más antigua.",
    "correcoes.empty": "Aún no se ha publicado ninguna corrección.",
    "correcoes.boxTitleOne": "Corrección",
    "correcoes.boxTitleMany": "Correcciones",
    "correcoes.correctedOn": "Corregido el {{date}}",
    "correcoes.wrong": "Qué estaba mal:",
    "correcoes.changed": "Qué cambió:",
    "correcoes.verdict": "Veredicto: {{before}} → {{after}}",
    "correcoes.kindNoticia": "Noticia",
    "correcoes.kindFakeNews": "Verificación",
    "correcoes.policyLink": "Cómo hacemos las correcciones",
    "correcoes.allLink": "Ver todas las correcciones publicadas",
  },
  fr: {
    "correcoes.title": "Corrections",
    "correcoes.description":
      "Toutes les corrections apportées aux actualités et aux vérifications de l’observatoire, de la plus récente à la plus ancienne.",
    "correcoes.empty": "Aucune correction publiée pour l’instant.",
    "correcoes.boxTitleOne": "Correction",
    "correcoes.boxTitleMany": "Corrections",
    "correcoes.correctedOn": "Corrigé le {{date}}",
    "correcoes.wrong": "Ce qui était faux :",
    "correcoes.changed": "Ce qui a changé :",
    "correcoes.verdict": "Verdict : {{before}} → {{after}}",
    "correcoes.kindNoticia": "Actualité",
    "correcoes.kindFakeNews": "Vérification",
    "correcoes.policyLink": "Comment nous corrigeons",
    "correcoes.allLink": "Voir toutes les corrections publiées",
  },
  de: {
    "correcoes.title": "Korrekturen",
    "correcoes.description":
      "Alle Korrekturen an Nachrichten und Faktenchecks der Beobachtungsstelle, die neuesten zuerst.",
    "correcoes.empty": "Bisher wurden keine Korrekturen veröffentlicht.",
    "correcoes.boxTitleOne": "Korrektur",
    "correcoes.boxTitleMany": "Korrekturen",
    "correcoes.correctedOn": "Korrigiert am {{date}}",
    "correcoes.wrong": "Was falsch war:",
    "correcoes.changed": "Was geändert wurde:",
    "correcoes.verdict": "Urteil: {{before}} → {{after}}",
    "correcoes.kindNoticia": "Nachricht",
    "correcoes.kindFakeNews": "Faktencheck",
    "correcoes.policyLink": "Wie wir korrigieren",
    "correcoes.allLink": "Alle veröffentlichten Korrekturen ansehen",
  },
  it: {
    "correcoes.title": "Correzioni",
    "correcoes.description":
      "Tutte le correzioni apportate alle notizie e alle verifiche dell’osservatorio, dalla più recente.",
    "correcoes.empty": "Nessuna correzione pubblicata finora.",
    "correcoes.boxTitleOne": "Correzione",
    "correcoes.boxTitleMany": "Correzioni",
    "correcoes.correctedOn": "Corretto il {{date}}",
    "correcoes.wrong": "Che cosa era sbagliato:",
    "correcoes.changed": "Che cosa è cambiato:",
    "correcoes.verdict": "Verdetto: {{before}} → {{after}}",
    "correcoes.kindNoticia": "Notizia",
    "correcoes.kindFakeNews": "Verifica",
    "correcoes.policyLink": "Come facciamo le correzioni",
    "correcoes.allLink": "Vedi tutte le correzioni pubblicate",
  },
  ru: {
    "correcoes.title": "Исправления",
    "correcoes.description":
      "Все исправления в новостях и проверках фактов обсерватории, сначала самые новые.",
    "correcoes.empty": "Пока не опубликовано ни одного исправления.",
    "correcoes.boxTitleOne": "Исправление",
    "correcoes.boxTitleMany": "Исправления",
    "correcoes.correctedOn": "Исправлено {{date}}",
    "correcoes.wrong": "Что было неверно:",
    "correcoes.changed": "Что изменилось:",
    "correcoes.verdict": "Вердикт: {{before}} → {{after}}",
    "correcoes.kindNoticia": "Новость",
    "correcoes.kindFakeNews": "Проверка фактов",
    "correcoes.policyLink": "Как мы вносим исправления",
    "correcoes.allLink": "Все опубликованные исправления",
  },
  ar: {
    "correcoes.title": "التصحيحات",
    "correcoes.description": "كل التصحيحات التي أُجريت على أخبار المرصد وتحققاته، الأحدث أولًا.",
    "correcoes.empty": "لم يُنشر أي تصحيح حتى الآن.",
    "correcoes.boxTitleOne": "تصحيح",
    "correcoes.boxTitleMany": "تصحيحات",
    "correcoes.correctedOn": "صُحّح في {{date}}",
    "correcoes.wrong": "ما كان خاطئًا:",
    "correcoes.changed": "ما الذي تغيّر:",
    "correcoes.verdict": "الحكم: {{before}} → {{after}}",
    "correcoes.kindNoticia": "خبر",
    "correcoes.kindFakeNews": "تحقق",
    "correcoes.policyLink": "كيف نُجري التصحيحات",
    "correcoes.allLink": "عرض كل التصحيحات المنشورة",
  },
};
