import type { Translations } from "../languages.ts";

const pt = {
  // Heading of the newsletters page; Portuguese uses the English word.
  "newsletters.title": "Newsletters",
  // Description of the newsletters page for search engines and link previews.
  "newsletters.description":
    "Edições mensais da newsletter do observatório, com pesquisas, checagens e notícias.",
  "newsletters.intro": "Acompanhe as edições mensais do observatório.",
  "newsletters.empty.title": "Nenhuma newsletter disponível",
  "newsletters.empty.text": "Volte em breve para novas edições.",
  "newsletters.error": "Erro ao carregar newsletters. Tente novamente.",
  // Link that reloads the page after the error above.
  "newsletters.retry": "Tentar novamente",
  // Link to an edition published on another site.
  "newsletters.link.external": "Acessar Newsletter",
  // Link to an edition stored here as a PDF file.
  "newsletters.link.file": "Visualizar PDF",
  // On an edition whose link has not been published yet.
  "newsletters.link.soon": "Link em breve",
  // Read aloud after a link that opens in a new browser tab; not shown on screen.
  "newsletters.newTab": "(abre em nova aba)",
} as const;

export const newsletters: Translations<typeof pt> = {
  pt,
  en: {
    "newsletters.title": "Newsletters",
    "newsletters.description":
      "Monthly editions of the observatory’s newsletter, with research, fact-checks and news.",
    "newsletters.intro": "Follow the observatory’s monthly editions.",
    "newsletters.empty.title": "No newsletters available",
    "newsletters.empty.text": "Come back soon for new editions.",
    "newsletters.error": "Error loading newsletters. Please try again.",
    "newsletters.retry": "Try again",
    "newsletters.link.external": "Open Newsletter",
    "newsletters.link.file": "View PDF",
    "newsletters.link.soon": "Link coming soon",
    "newsletters.newTab": "(opens in a new tab)",
  },
  es: {
    "newsletters.title": "Boletines",
    "newsletters.description":
      "Ediciones mensuales del boletín del observatorio, con investigaciones, verificaciones y noticias.",
    "newsletters.intro": "Siga las ediciones mensuales del observatorio.",
    "newsletters.empty.title": "No hay boletines disponibles",
    "newsletters.empty.text": "Vuelva pronto para ver nuevas ediciones.",
    "newsletters.error": "Error al cargar los boletines. Inténtelo de nuevo.",
    "newsletters.retry": "Intentar de nuevo",
    "newsletters.link.external": "Abrir boletín",
    "newsletters.link.file": "Ver PDF",
    "newsletters.link.soon": "Enlace próximamente",
    "newsletters.newTab": "(se abre en una pestaña nueva)",
  },
  fr: {
    "newsletters.title": "Newsletters",
    "newsletters.description":
      "Les éditions mensuelles de la newsletter de l’observatoire : recherches, vérifications et actualités.",
    "newsletters.intro": "Suivez les éditions mensuelles de l’observatoire.",
    "newsletters.empty.title": "Aucune newsletter disponible",
    "newsletters.empty.text": "Revenez bientôt pour de nouvelles éditions.",
    "newsletters.error": "Erreur lors du chargement des newsletters. Veuillez réessayer.",
    "newsletters.retry": "Réessayer",
    "newsletters.link.external": "Ouvrir la newsletter",
    "newsletters.link.file": "Voir le PDF",
    "newsletters.link.soon": "Lien bientôt disponible",
    "newsletters.newTab": "(s’ouvre dans un nouvel onglet)",
  },
  de: {
    "newsletters.title": "Newsletter",
    "newsletters.description":
      "Monatliche Ausgaben des Newsletters der Beobachtungsstelle mit Forschung, Faktenchecks und Nachrichten.",
    "newsletters.intro": "Verfolgen Sie die monatlichen Ausgaben der Beobachtungsstelle.",
    "newsletters.empty.title": "Keine Newsletter verfügbar",
    "newsletters.empty.text": "Schauen Sie bald wieder vorbei, um neue Ausgaben zu lesen.",
    "newsletters.error": "Fehler beim Laden der Newsletter. Bitte versuchen Sie es erneut.",
    "newsletters.retry": "Erneut versuchen",
    "newsletters.link.external": "Newsletter öffnen",
    "newsletters.link.file": "PDF ansehen",
    "newsletters.link.soon": "Link folgt in Kürze",
    "newsletters.newTab": "(öffnet in einem neuen Tab)",
  },
  it: {
    "newsletters.title": "Newsletter",
    "newsletters.description":
      "Le edizioni mensili della newsletter dell’osservatorio, con ricerche, verifiche e notizie.",
    "newsletters.intro": "Segui le edizioni mensili dell’osservatorio.",
    "newsletters.empty.title": "Nessuna newsletter disponibile",
    "newsletters.empty.text": "Torna presto per nuove edizioni.",
    "newsletters.error": "Errore durante il caricamento delle newsletter. Riprova.",
    "newsletters.retry": "Riprova",
    "newsletters.link.external": "Apri la newsletter",
    "newsletters.link.file": "Visualizza PDF",
    "newsletters.link.soon": "Link in arrivo",
    "newsletters.newTab": "(si apre in una nuova scheda)",
  },
  ru: {
    "newsletters.title": "Рассылки",
    "newsletters.description":
      "Ежемесячные выпуски рассылки обсерватории: исследования, проверки фактов и новости.",
    "newsletters.intro": "Следите за ежемесячными выпусками обсерватории.",
    "newsletters.empty.title": "Нет доступных выпусков",
    "newsletters.empty.text": "Загляните позже — скоро появятся новые выпуски.",
    "newsletters.error": "Ошибка при загрузке рассылок. Попробуйте ещё раз.",
    "newsletters.retry": "Попробовать ещё раз",
    "newsletters.link.external": "Открыть выпуск",
    "newsletters.link.file": "Открыть PDF",
    "newsletters.link.soon": "Ссылка скоро появится",
    "newsletters.newTab": "(откроется в новой вкладке)",
  },
  ar: {
    "newsletters.title": "النشرات الإخبارية",
    "newsletters.description":
      "الإصدارات الشهرية لنشرة المرصد الإخبارية، مع الأبحاث والتحقق من الأخبار والمستجدات.",
    "newsletters.intro": "تابع الإصدارات الشهرية للمرصد.",
    "newsletters.empty.title": "لا توجد نشرات متاحة",
    "newsletters.empty.text": "عُد قريبًا للاطلاع على إصدارات جديدة.",
    "newsletters.error": "حدث خطأ أثناء تحميل النشرات. حاول مرة أخرى.",
    "newsletters.retry": "حاول مرة أخرى",
    "newsletters.link.external": "فتح النشرة",
    "newsletters.link.file": "عرض ملف PDF",
    "newsletters.link.soon": "الرابط قريبًا",
    "newsletters.newTab": "(يفتح في علامة تبويب جديدة)",
  },
};
