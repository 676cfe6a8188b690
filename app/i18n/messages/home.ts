import type { Translations } from "../languages.ts";

// The home page. {{names}} are filled in by the code and stay as they are.
const pt = {
  // Name of the slide show of the newest news items, announced by screen readers.
  "home.carousel.label": "Notícias em destaque",
  // What a screen reader calls the slide show instead of "region"; lower case, one word.
  "home.carousel.roledescription": "carrossel",
  // What a screen reader calls one picture of the slide show; lower case, one word.
  "home.carousel.slide": "slide",
  // Position of a slide, read aloud: "slide 2 of 5".
  "home.carousel.slideLabel": "{{number}} de {{total}}",
  // Button that shows the previous news item of the slide show.
  "home.carousel.previous": "Notícia anterior",
  // Button that shows the next news item of the slide show.
  "home.carousel.next": "Próxima notícia",
  // Read aloud for each dot under the slide show; the dot shows that news item.
  "home.carousel.goTo": "Mostrar a notícia {{number}} de {{total}}",
  // Name of the row of dots under the slide show.
  "home.carousel.choose": "Escolher notícia",
  // Toggle button that stops and restarts the slide show's automatic advance.
  "home.carousel.pause": "Pausar a troca automática",

  "home.fakeNews.title": "Fake News Verificadas",
  "home.fakeNews.subtitle":
    "Acompanhe as informações falsas que foram verificadas e desmentidas pelo nosso observatório. Mantenha-se informado com a verdade.",
  // Shown instead of the cards while no checked claim has been published.
  "home.fakeNews.emptyTitle": "Nenhuma Fake News verificada ainda",
  "home.fakeNews.emptyText":
    "Nossa equipe está trabalhando para verificar e desmentir informações falsas.",

  // Heading of the grid of the newest news items.
  "home.highlights.title": "Destaques Recentes",
  "home.highlights.subtitle":
    "Confira as principais notícias e análises do nosso observatório científico.",
  // Shown instead of the news cards while nothing has been published.
  "home.highlights.empty": "Nenhuma notícia publicada ainda.",
  // Shown instead of the news cards when they could not be read.
  "home.highlights.error": "Não foi possível carregar as notícias. Tente novamente mais tarde.",
} as const;

export const home: Translations<typeof pt> = {
  pt,
  en: {
    "home.carousel.label": "Featured news",
    "home.carousel.roledescription": "carousel",
    "home.carousel.slide": "slide",
    "home.carousel.slideLabel": "{{number}} of {{total}}",
    "home.carousel.previous": "Previous news item",
    "home.carousel.next": "Next news item",
    "home.carousel.goTo": "Show news item {{number}} of {{total}}",
    "home.carousel.choose": "Choose a news item",
    "home.carousel.pause": "Pause automatic rotation",
    "home.fakeNews.title": "Verified Fake News",
    "home.fakeNews.subtitle":
      "Follow the false information that our observatory has checked and debunked. Stay informed with the truth.",
    "home.fakeNews.emptyTitle": "No verified Fake News yet",
    "home.fakeNews.emptyText": "Our team is working to check and debunk false information.",
    "home.highlights.title": "Recent Highlights",
    "home.highlights.subtitle": "See the main news and analyses from our scientific observatory.",
    "home.highlights.empty": "No news has been published yet.",
    "home.highlights.error": "The news could not be loaded. Please try again later.",
  },
  es: {
    "home.carousel.label": "Noticias destacadas",
    "home.carousel.roledescription": "carrusel",
    "home.carousel.slide": "diapositiva",
    "home.carousel.slideLabel": "{{number}} de {{total}}",
    "home.carousel.previous": "Noticia anterior",
    "home.carousel.next": "Noticia siguiente",
    "home.carousel.goTo": "Mostrar la noticia {{number}} de {{total}}",
    "home.carousel.choose": "Elegir noticia",
    "home.carousel.pause": "Pausar el cambio automático",
    "home.fakeNews.title": "Fake News Verificadas",
    "home.fakeNews.subtitle":
      "Sigue las informaciones falsas que nuestro observatorio ha verificado y desmentido. Mantente informado con la verdad.",
    "home.fakeNews.emptyTitle": "Todavía no hay Fake News verificadas",
    "home.fakeNews.emptyText":
      "Nuestro equipo está trabajando para verificar y desmentir informaciones falsas.",
    "home.highlights.title": "Destacados Recientes",
    "home.highlights.subtitle":
      "Consulta las principales noticias y análisis de nuestro observatorio científico.",
    "home.highlights.empty": "Todavía no se ha publicado ninguna noticia.",
    "home.highlights.error": "No se pudieron cargar las noticias. Inténtalo de nuevo más tarde.",
  },
  fr: {
    "home.carousel.label": "Actualités à la une",
    "home.carousel.roledescription": "carrousel",
    "home.carousel.slide": "diapositive",
    "home.carousel.slideLabel": "{{number}} sur {{total}}",
    "home.carousel.previous": "Actualité précédente",
    "home.carousel.next": "Actualité suivante",
    "home.carousel.goTo": "Afficher l’actualité {{number}} sur {{total}}",
    "home.carousel.choose": "Choisir une actualité",
    "home.carousel.pause": "Suspendre le défilement automatique",
    "home.fakeNews.title": "Fake News vérifiées",
    "home.fakeNews.subtitle":
      "Suivez les fausses informations vérifiées et démenties par notre observatoire. Restez informé avec la vérité.",
    "home.fakeNews.emptyTitle": "Aucune Fake News vérifiée pour le moment",
    "home.fakeNews.emptyText":
      "Notre équipe travaille à vérifier et à démentir les fausses informations.",
    "home.highlights.title": "À la une récemment",
    "home.highlights.subtitle":
      "Découvrez les principales actualités et analyses de notre observatoire scientifique.",
    "home.highlights.empty": "Aucune actualité n’a encore été publiée.",
    "home.highlights.error": "Impossible de charger les actualités. Veuillez réessayer plus tard.",
  },
  de: {
    "home.carousel.label": "Ausgewählte Nachrichten",
    "home.carousel.roledescription": "Karussell",
    "home.carousel.slide": "Folie",
    "home.carousel.slideLabel": "{{number}} von {{total}}",
    "home.carousel.previous": "Vorherige Nachricht",
    "home.carousel.next": "Nächste Nachricht",
    "home.carousel.goTo": "Nachricht {{number}} von {{total}} anzeigen",
    "home.carousel.choose": "Nachricht auswählen",
    "home.carousel.pause": "Automatischen Wechsel anhalten",
    "home.fakeNews.title": "Geprüfte Fake News",
    "home.fakeNews.subtitle":
      "Verfolgen Sie die Falschinformationen, die unsere Beobachtungsstelle geprüft und widerlegt hat. Bleiben Sie mit der Wahrheit informiert.",
    "home.fakeNews.emptyTitle": "Noch keine geprüften Fake News",
    "home.fakeNews.emptyText":
      "Unser Team arbeitet daran, Falschinformationen zu prüfen und zu widerlegen.",
    "home.highlights.title": "Aktuelle Highlights",
    "home.highlights.subtitle":
      "Lesen Sie die wichtigsten Nachrichten und Analysen unserer wissenschaftlichen Beobachtungsstelle.",
    "home.highlights.empty": "Es wurden noch keine Nachrichten veröffentlicht.",
    "home.highlights.error":
      "Die Nachrichten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.",
  },
  it: {
    "home.carousel.label": "Notizie in evidenza",
    "home.carousel.roledescription": "carosello",
    "home.carousel.slide": "slide",
    "home.carousel.slideLabel": "{{number}} di {{total}}",
    "home.carousel.previous": "Notizia precedente",
    "home.carousel.next": "Notizia successiva",
    "home.carousel.goTo": "Mostra la notizia {{number}} di {{total}}",
    "home.carousel.choose": "Scegli una notizia",
    "home.carousel.pause": "Metti in pausa lo scorrimento automatico",
    "home.fakeNews.title": "Fake News verificate",
    "home.fakeNews.subtitle":
      "Segui le informazioni false verificate e smentite dal nostro osservatorio. Resta informato con la verità.",
    "home.fakeNews.emptyTitle": "Ancora nessuna Fake News verificata",
    "home.fakeNews.emptyText":
      "Il nostro team sta lavorando per verificare e smentire le informazioni false.",
    "home.highlights.title": "In evidenza di recente",
    "home.highlights.subtitle":
      "Scopri le principali notizie e analisi del nostro osservatorio scientifico.",
    "home.highlights.empty": "Non è stata ancora pubblicata nessuna notizia.",
    "home.highlights.error": "Impossibile caricare le notizie. Riprova più tardi.",
  },
  ru: {
    "home.carousel.label": "Главные новости",
    "home.carousel.roledescription": "карусель",
    "home.carousel.slide": "слайд",
    "home.carousel.slideLabel": "{{number}} из {{total}}",
    "home.carousel.previous": "Предыдущая новость",
    "home.carousel.next": "Следующая новость",
    "home.carousel.goTo": "Показать новость {{number}} из {{total}}",
    "home.carousel.choose": "Выбрать новость",
    "home.carousel.pause": "Остановить автоматическую смену",
    "home.fakeNews.title": "Проверенные фейковые новости",
    "home.fakeNews.subtitle":
      "Следите за ложной информацией, которую проверила и опровергла наша обсерватория. Оставайтесь в курсе правды.",
    "home.fakeNews.emptyTitle": "Проверенных фейковых новостей пока нет",
    "home.fakeNews.emptyText":
      "Наша команда работает над проверкой и опровержением ложной информации.",
    "home.highlights.title": "Последние материалы",
    "home.highlights.subtitle":
      "Читайте главные новости и аналитические материалы нашей научной обсерватории.",
    "home.highlights.empty": "Новостей пока не опубликовано.",
    "home.highlights.error": "Не удалось загрузить новости. Попробуйте позже.",
  },
  ar: {
    "home.carousel.label": "أخبار مميزة",
    "home.carousel.roledescription": "عرض دوّار",
    "home.carousel.slide": "شريحة",
    "home.carousel.slideLabel": "{{number}} من {{total}}",
    "home.carousel.previous": "الخبر السابق",
    "home.carousel.next": "الخبر التالي",
    "home.carousel.goTo": "عرض الخبر {{number}} من {{total}}",
    "home.carousel.choose": "اختر خبرًا",
    "home.carousel.pause": "إيقاف التبديل التلقائي مؤقتًا",
    "home.fakeNews.title": "أخبار زائفة تم التحقق منها",
    "home.fakeNews.subtitle":
      "تابع المعلومات الكاذبة التي تحقّق منها مرصدنا وفنّدها. ابقَ على اطلاع بالحقيقة.",
    "home.fakeNews.emptyTitle": "لا توجد أخبار زائفة تم التحقق منها بعد",
    "home.fakeNews.emptyText": "يعمل فريقنا على التحقق من المعلومات الكاذبة وتفنيدها.",
    "home.highlights.title": "أبرز المستجدات",
    "home.highlights.subtitle": "اطّلع على أهم الأخبار والتحليلات من مرصدنا العلمي.",
    "home.highlights.empty": "لم يُنشر أي خبر بعد.",
    "home.highlights.error": "تعذّر تحميل الأخبار. حاول مرة أخرى لاحقًا.",
  },
};
