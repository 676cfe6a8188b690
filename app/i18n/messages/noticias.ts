import type { Translations } from "../languages.ts";

// The news list and a news item's page. The items themselves are written in Portuguese.
const pt = {
  // Title of the news list.
  "noticias.title": "Notícias",
  // Description of the news list for search engines and link previews.
  "noticias.description":
    "Notícias e análises do observatório sobre desinformação e fake news na Amazônia.",
  "noticias.empty": "Nenhuma notícia encontrada.",
  // Label before a card's first source, e.g. "Fonte: Ministério da Saúde".
  "noticias.sourceLabel": "Fonte:",
  // Shown after "Fonte:" when the item names no source.
  "noticias.sourceUnknown": "Não informada",
  // Link at the end of a news card.
  "noticias.readMore": "Ler mais",
  "noticias.back": "Voltar para Notícias",
  // Small label above the headline of a news item.
  "noticias.badge": "Notícia",
  // Byline; {{author}} is a person's name.
  "noticias.byAuthor": "Por {{author}}",
  // Name of the list of an item's tags, read aloud by screen readers.
  "noticias.tags": "Tags",
  // Heading of the closing section of an item.
  "noticias.conclusion": "Conclusão",
  // Heading of the list of an item's sources.
  "noticias.sources": "Fontes",
  // Heading above an item's video.
  "noticias.video": "Vídeo",
  // Name of the embedded video player; {{title}} is the item's headline.
  "noticias.videoTitle": "Vídeo: {{title}}",
  // Link to a video that cannot be played inside the page.
  "noticias.watchVideo": "Assistir ao vídeo",
  "noticias.related": "Notícias Relacionadas",
  // Link at the end of a related item; keep the arrow.
  "noticias.relatedReadMore": "Ler mais →",
  "noticias.notFound.title": "Notícia não encontrada",
  "noticias.notFound.text": "A notícia que você procura não existe ou foi removida.",
  // Shown when a stored item lacks its headline or its text.
  "noticias.incomplete.title": "Dados da notícia incompletos",
  "noticias.incomplete.text":
    "Esta notícia não pode ser exibida porque está sem título ou sem conteúdo.",
} as const;

export const noticias: Translations<typeof pt> = {
  pt,
  en: {
    "noticias.title": "News",
    "noticias.description":
      "News and analysis from the observatory on disinformation and fake news in the Amazon.",
    "noticias.empty": "No news found.",
    "noticias.sourceLabel": "Source:",
    "noticias.sourceUnknown": "Not stated",
    "noticias.readMore": "Read more",
    "noticias.back": "Back to News",
    "noticias.badge": "News",
    "noticias.byAuthor": "By {{author}}",
    "noticias.tags": "Tags",
    "noticias.conclusion": "Conclusion",
    "noticias.sources": "Sources",
    "noticias.video": "Video",
    "noticias.videoTitle": "Video: {{title}}",
    "noticias.watchVideo": "Watch the video",
    "noticias.related": "Related News",
    "noticias.relatedReadMore": "Read more →",
    "noticias.notFound.title": "News item not found",
    "noticias.notFound.text": "The news item you are looking for does not exist or was removed.",
    "noticias.incomplete.title": "Incomplete news data",
    "noticias.incomplete.text":
      "This news item cannot be shown because it has no title or no content.",
  },
  es: {
    "noticias.title": "Noticias",
    "noticias.description":
      "Noticias y análisis del observatorio sobre desinformación y fake news en la Amazonía.",
    "noticias.empty": "No se encontraron noticias.",
    "noticias.sourceLabel": "Fuente:",
    "noticias.sourceUnknown": "No informada",
    "noticias.readMore": "Leer más",
    "noticias.back": "Volver a Noticias",
    "noticias.badge": "Noticia",
    "noticias.byAuthor": "Por {{author}}",
    "noticias.tags": "Etiquetas",
    "noticias.conclusion": "Conclusión",
    "noticias.sources": "Fuentes",
    "noticias.video": "Vídeo",
    "noticias.videoTitle": "Vídeo: {{title}}",
    "noticias.watchVideo": "Ver el vídeo",
    "noticias.related": "Noticias relacionadas",
    "noticias.relatedReadMore": "Leer más →",
    "noticias.notFound.title": "Noticia no encontrada",
    "noticias.notFound.text": "La noticia que buscas no existe o fue eliminada.",
    "noticias.incomplete.title": "Datos de la noticia incompletos",
    "noticias.incomplete.text":
      "Esta noticia no se puede mostrar porque no tiene título o contenido.",
  },
  fr: {
    "noticias.title": "Actualités",
    "noticias.description":
      "Actualités et analyses de l’observatoire sur la désinformation et les fake news en Amazonie.",
    "noticias.empty": "Aucune actualité trouvée.",
    "noticias.sourceLabel": "Source :",
    "noticias.sourceUnknown": "Non précisée",
    "noticias.readMore": "Lire la suite",
    "noticias.back": "Retour aux actualités",
    "noticias.badge": "Actualité",
    "noticias.byAuthor": "Par {{author}}",
    "noticias.tags": "Mots-clés",
    "noticias.conclusion": "Conclusion",
    "noticias.sources": "Sources",
    "noticias.video": "Vidéo",
    "noticias.videoTitle": "Vidéo : {{title}}",
    "noticias.watchVideo": "Regarder la vidéo",
    "noticias.related": "Actualités liées",
    "noticias.relatedReadMore": "Lire la suite →",
    "noticias.notFound.title": "Actualité introuvable",
    "noticias.notFound.text": "L’actualité que vous cherchez n’existe pas ou a été supprimée.",
    "noticias.incomplete.title": "Données de l’actualité incomplètes",
    "noticias.incomplete.text":
      "Cette actualité ne peut pas être affichée car il lui manque le titre ou le contenu.",
  },
  de: {
    "noticias.title": "Nachrichten",
    "noticias.description":
      "Nachrichten und Analysen der Beobachtungsstelle zu Desinformation und Fake News im Amazonasgebiet.",
    "noticias.empty": "Keine Nachrichten gefunden.",
    "noticias.sourceLabel": "Quelle:",
    "noticias.sourceUnknown": "Nicht angegeben",
    "noticias.readMore": "Weiterlesen",
    "noticias.back": "Zurück zu den Nachrichten",
    "noticias.badge": "Nachricht",
    "noticias.byAuthor": "Von {{author}}",
    "noticias.tags": "Schlagwörter",
    "noticias.conclusion": "Fazit",
    "noticias.sources": "Quellen",
    "noticias.video": "Video",
    "noticias.videoTitle": "Video: {{title}}",
    "noticias.watchVideo": "Video ansehen",
    "noticias.related": "Ähnliche Nachrichten",
    "noticias.relatedReadMore": "Weiterlesen →",
    "noticias.notFound.title": "Nachricht nicht gefunden",
    "noticias.notFound.text": "Die gesuchte Nachricht existiert nicht oder wurde entfernt.",
    "noticias.incomplete.title": "Unvollständige Nachrichtendaten",
    "noticias.incomplete.text":
      "Diese Nachricht kann nicht angezeigt werden, weil ihr der Titel oder der Inhalt fehlt.",
  },
  it: {
    "noticias.title": "Notizie",
    "noticias.description":
      "Notizie e analisi dell’osservatorio sulla disinformazione e le fake news in Amazzonia.",
    "noticias.empty": "Nessuna notizia trovata.",
    "noticias.sourceLabel": "Fonte:",
    "noticias.sourceUnknown": "Non indicata",
    "noticias.readMore": "Leggi di più",
    "noticias.back": "Torna alle notizie",
    "noticias.badge": "Notizia",
    "noticias.byAuthor": "Di {{author}}",
    "noticias.tags": "Tag",
    "noticias.conclusion": "Conclusione",
    "noticias.sources": "Fonti",
    "noticias.video": "Video",
    "noticias.videoTitle": "Video: {{title}}",
    "noticias.watchVideo": "Guarda il video",
    "noticias.related": "Notizie correlate",
    "noticias.relatedReadMore": "Leggi di più →",
    "noticias.notFound.title": "Notizia non trovata",
    "noticias.notFound.text": "La notizia che cerchi non esiste o è stata rimossa.",
    "noticias.incomplete.title": "Dati della notizia incompleti",
    "noticias.incomplete.text":
      "Questa notizia non può essere mostrata perché è priva di titolo o di contenuto.",
  },
  ru: {
    "noticias.title": "Новости",
    "noticias.description":
      "Новости и аналитика обсерватории о дезинформации и фейковых новостях в Амазонии.",
    "noticias.empty": "Новости не найдены.",
    "noticias.sourceLabel": "Источник:",
    "noticias.sourceUnknown": "Не указан",
    "noticias.readMore": "Читать далее",
    "noticias.back": "Вернуться к новостям",
    "noticias.badge": "Новость",
    "noticias.byAuthor": "Автор: {{author}}",
    "noticias.tags": "Теги",
    "noticias.conclusion": "Заключение",
    "noticias.sources": "Источники",
    "noticias.video": "Видео",
    "noticias.videoTitle": "Видео: {{title}}",
    "noticias.watchVideo": "Смотреть видео",
    "noticias.related": "Похожие новости",
    "noticias.relatedReadMore": "Читать далее →",
    "noticias.notFound.title": "Новость не найдена",
    "noticias.notFound.text": "Новость, которую вы ищете, не существует или была удалена.",
    "noticias.incomplete.title": "Данные новости неполные",
    "noticias.incomplete.text": "Эту новость нельзя показать: у неё нет заголовка или текста.",
  },
  ar: {
    "noticias.title": "الأخبار",
    "noticias.description": "أخبار المرصد وتحليلاته حول التضليل والأخبار الزائفة في الأمازون.",
    "noticias.empty": "لم يتم العثور على أخبار.",
    "noticias.sourceLabel": "المصدر:",
    "noticias.sourceUnknown": "غير محدد",
    "noticias.readMore": "اقرأ المزيد",
    "noticias.back": "العودة إلى الأخبار",
    "noticias.badge": "خبر",
    "noticias.byAuthor": "بقلم {{author}}",
    "noticias.tags": "الوسوم",
    "noticias.conclusion": "الخلاصة",
    "noticias.sources": "المصادر",
    "noticias.video": "فيديو",
    "noticias.videoTitle": "فيديو: {{title}}",
    "noticias.watchVideo": "شاهد الفيديو",
    "noticias.related": "أخبار ذات صلة",
    "noticias.relatedReadMore": "اقرأ المزيد →",
    "noticias.notFound.title": "الخبر غير موجود",
    "noticias.notFound.text": "الخبر الذي تبحث عنه غير موجود أو تمت إزالته.",
    "noticias.incomplete.title": "بيانات الخبر غير مكتملة",
    "noticias.incomplete.text": "لا يمكن عرض هذا الخبر لأنه بلا عنوان أو بلا محتوى.",
  },
};
