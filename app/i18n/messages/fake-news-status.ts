import type { Translations } from "../languages.ts";

// Verdict labels of a checked claim, shown beside their icons on cards and detail pages.
const pt = {
  "fakeNewsStatus.verificada": "Verificada",
  "fakeNewsStatus.desmentida": "Desmentida",
  "fakeNewsStatus.em_analise": "Em Análise",
  // Any status the site does not know.
  "fakeNewsStatus.desconhecido": "Desconhecido",
} as const;

export const fakeNewsStatus: Translations<typeof pt> = {
  pt,
  en: {
    "fakeNewsStatus.verificada": "Verified",
    "fakeNewsStatus.desmentida": "Debunked",
    "fakeNewsStatus.em_analise": "Under review",
    "fakeNewsStatus.desconhecido": "Unknown",
  },
  es: {
    "fakeNewsStatus.verificada": "Verificada",
    "fakeNewsStatus.desmentida": "Desmentida",
    "fakeNewsStatus.em_analise": "En análisis",
    "fakeNewsStatus.desconhecido": "Desconocido",
  },
  fr: {
    "fakeNewsStatus.verificada": "Vérifiée",
    "fakeNewsStatus.desmentida": "Démentie",
    "fakeNewsStatus.em_analise": "En cours d’analyse",
    "fakeNewsStatus.desconhecido": "Inconnu",
  },
  de: {
    "fakeNewsStatus.verificada": "Geprüft",
    "fakeNewsStatus.desmentida": "Widerlegt",
    "fakeNewsStatus.em_analise": "In Prüfung",
    "fakeNewsStatus.desconhecido": "Unbekannt",
  },
  it: {
    "fakeNewsStatus.verificada": "Verificata",
    "fakeNewsStatus.desmentida": "Smentita",
    "fakeNewsStatus.em_analise": "In analisi",
    "fakeNewsStatus.desconhecido": "Sconosciuto",
  },
  ru: {
    "fakeNewsStatus.verificada": "Проверено",
    "fakeNewsStatus.desmentida": "Опровергнуто",
    "fakeNewsStatus.em_analise": "На проверке",
    "fakeNewsStatus.desconhecido": "Неизвестно",
  },
  ar: {
    "fakeNewsStatus.verificada": "تم التحقق",
    "fakeNewsStatus.desmentida": "تم دحضها",
    "fakeNewsStatus.em_analise": "قيد التحليل",
    "fakeNewsStatus.desconhecido": "غير معروف",
  },
};
