import type { Translations } from "../languages.ts";

// The page the site's service worker shows when the network is gone and the page asked for
// was never kept on the device (app/public/service-worker.ts). It lists the pages kept.
const pt = {
  // Title and heading of the page shown without a connection.
  "offline.title": "Sem conexão",
  // First paragraph, above the list of pages kept on the device.
  "offline.intro":
    "Não foi possível abrir esta página: o aparelho está sem internet. As páginas abaixo foram guardadas neste aparelho e podem ser lidas agora.",
  // Heading of the list of pages kept for reading without a connection.
  "offline.kept": "Páginas guardadas para ler sem internet",
  // Shown instead of the list when no page was kept yet.
  "offline.none": "Nenhuma página foi guardada neste aparelho ainda.",
  // Link that asks for the page again, once the connection is back.
  "offline.retry": "Tentar abrir a página de novo",
} as const;

export const offline: Translations<typeof pt> = {
  pt,
  en: {
    "offline.title": "No connection",
    "offline.intro":
      "This page could not be opened: the device is offline. The pages below were kept on this device and can be read now.",
    "offline.kept": "Pages kept for reading offline",
    "offline.none": "No page has been kept on this device yet.",
    "offline.retry": "Try opening the page again",
  },
  es: {
    "offline.title": "Sin conexión",
    "offline.intro":
      "No se pudo abrir esta página: el dispositivo no tiene internet. Las páginas de abajo se guardaron en este dispositivo y se pueden leer ahora.",
    "offline.kept": "Páginas guardadas para leer sin internet",
    "offline.none": "Todavía no se guardó ninguna página en este dispositivo.",
    "offline.retry": "Intentar abrir la página de nuevo",
  },
  fr: {
    "offline.title": "Pas de connexion",
    "offline.intro":
      "Impossible d’ouvrir cette page : l’appareil n’a pas d’accès à internet. Les pages ci-dessous ont été gardées sur cet appareil et peuvent être lues maintenant.",
    "offline.kept": "Pages gardées pour une lecture hors ligne",
    "offline.none": "Aucune page n’a encore été gardée sur cet appareil.",
    "offline.retry": "Essayer d’ouvrir la page à nouveau",
  },
  de: {
    "offline.title": "Keine Verbindung",
    "offline.intro":
      "Diese Seite konnte nicht geöffnet werden: Das Gerät ist offline. Die folgenden Seiten wurden auf diesem Gerät gespeichert und können jetzt gelesen werden.",
    "offline.kept": "Für das Lesen ohne Internet gespeicherte Seiten",
    "offline.none": "Auf diesem Gerät wurde noch keine Seite gespeichert.",
    "offline.retry": "Die Seite erneut öffnen",
  },
  it: {
    "offline.title": "Nessuna connessione",
    "offline.intro":
      "Impossibile aprire questa pagina: il dispositivo è senza internet. Le pagine qui sotto sono state salvate su questo dispositivo e si possono leggere ora.",
    "offline.kept": "Pagine salvate per la lettura senza internet",
    "offline.none": "Nessuna pagina è stata ancora salvata su questo dispositivo.",
    "offline.retry": "Prova ad aprire di nuovo la pagina",
  },
  ru: {
    "offline.title": "Нет соединения",
    "offline.intro":
      "Не удалось открыть эту страницу: устройство не подключено к интернету. Страницы ниже сохранены на этом устройстве, и их можно прочитать сейчас.",
    "offline.kept": "Страницы, сохранённые для чтения без интернета",
    "offline.none": "На этом устройстве пока не сохранено ни одной страницы.",
    "offline.retry": "Попробовать открыть страницу снова",
  },
  ar: {
    "offline.title": "لا يوجد اتصال",
    "offline.intro":
      "تعذّر فتح هذه الصفحة: الجهاز غير متصل بالإنترنت. الصفحات أدناه محفوظة على هذا الجهاز ويمكن قراءتها الآن.",
    "offline.kept": "صفحات محفوظة للقراءة دون إنترنت",
    "offline.none": "لم تُحفظ أي صفحة على هذا الجهاز بعد.",
    "offline.retry": "محاولة فتح الصفحة مرة أخرى",
  },
};
