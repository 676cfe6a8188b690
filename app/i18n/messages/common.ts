import type { Translations } from "../languages.ts";

// The site's shell and the texts many pages share. Notes for translators sit above the
// Portuguese keys that need them; {{names}} are filled in by the code and stay as they are.
const pt = {
  // Link for keyboard users that jumps over the header to the page's main content.
  "header.skipToContent": "Pular para o conteúdo",
  // Button that opens and closes the navigation on small screens.
  "header.menu": "Menu",
  // Name of the header's list of links, announced by screen readers.
  "header.navigation": "Navegação principal",
  // Read aloud for the globe icon that leads to the language page; not shown on screen.
  "header.chooseLanguage": "Escolher idioma",

  "nav.home": "Início",
  // Header link to the page about the project.
  "nav.sobre": "Sobre",
  // Header link to the research sub-projects.
  "nav.subprojetos": "Subprojetos",
  // Header link to the repository of documents and publications.
  "nav.repositorio": "Repositório",
  "nav.equipe": "Equipe",
  "nav.noticias": "Notícias",
  // Header link to the verified fake-news entries; Portuguese uses the English term.
  "nav.fakeNews": "Fake News",
  "nav.newsletters": "Newsletters",
  "nav.contato": "Contato",
  // Menu link to the form where readers send a rumour to be checked (as the tip form's title).
  "nav.sugerir": "Envie para checagem",

  // Toggle button that stops and restarts the scrolling name under the header.
  "banner.pause": "Pausar animação",

  // One-sentence summary of what the observatory does (home page and search results).
  "mission.summary":
    "Pesquisa, educação e checagem de fatos contra a desinformação e as fake news no Norte do Brasil.",
  "mission.title": "Nossa missão",
  "mission.text":
    "Combater a desinformação e as fake news na Amazônia por meio da pesquisa científica, da educação midiática e da checagem de fatos, levando informação confiável à população.",

  // Heading of a list of tips for the public; each tip below is a whole sentence.
  "tips.title": "Dicas para não cair em fake news",
  "tips.checkSource": "Confira quem publicou a informação e se a fonte é confiável.",
  "tips.readBeyondHeadline": "Leia a notícia inteira, não apenas o título.",
  "tips.checkDate":
    "Verifique a data: notícias antigas costumam voltar a circular fora de contexto.",
  "tips.compareSources": "Procure a mesma informação em outros veículos e em fontes oficiais.",
  "tips.distrustEmotion":
    "Desconfie de mensagens alarmistas que pedem para você compartilhar com urgência.",
  "tips.askBeforeSharing": "Na dúvida, não compartilhe.",

  // Shown when the interface is not in Portuguese: news, fake-news entries and the other
  // publications are written in Portuguese only.
  "disclaimer.portugueseContent":
    "As publicações do observatório estão disponíveis apenas em português.",
  // The site talks about health misinformation, so it must not read as medical advice.
  "disclaimer.educational":
    "O conteúdo deste site tem finalidade educativa e científica e não substitui a orientação de profissionais de saúde.",

  // Label of the site's search field.
  "search.label": "Buscar no site",
  "search.placeholder": "Digite o que você procura",
  // Search button.
  "search.submit": "Buscar",
  // {{query}} is the text the visitor typed.
  "search.noResults": "Nenhum resultado encontrado para “{{query}}”.",

  "loading.default": "Carregando...",
  "loading.content": "Carregando conteúdo...",

  // Link at the end of a news card that opens the whole item.
  "actions.learnMore": "Saiba mais",
  "actions.backHome": "Voltar para a página inicial",

  // Name of the footer's row of partner-institution logos.
  "footer.institutions": "Instituições parceiras",
  // {{year}} is the current year; {{site}} is the observatory's name, always in Portuguese.
  "footer.copyright": "© {{year}} {{site}}. Todos os direitos reservados.",

  // Title of the language page.
  "languages.title": "Idiomas",
  // Description of the language page for search engines and link previews.
  "languages.description": "Escolha o idioma em que o site é exibido.",
  "languages.intro": "Escolha o idioma da interface. Sua escolha fica salva neste navegador.",
  // {{language}} is the language's own name, e.g. "English" or "Deutsch".
  "languages.current": "Idioma atual: {{language}}",
  // Name of the group of language buttons, announced by screen readers.
  "languages.listLabel": "Idiomas disponíveis",

  // {{status}} is an HTTP status code such as 404 or 500.
  "error.status": "Erro {{status}}",
  "error.notFound.title": "Página não encontrada",
  "error.notFound.text": "O endereço que você abriu não existe ou foi removido.",
  "error.generic.title": "Algo deu errado",
  "error.generic.text": "Não foi possível carregar esta página. Tente novamente em instantes.",
} as const;

export const common: Translations<typeof pt> = {
  pt,
  en: {
    "header.skipToContent": "Skip to content",
    "header.menu": "Menu",
    "header.navigation": "Main navigation",
    "header.chooseLanguage": "Choose language",
    "nav.home": "Home",
    "nav.sobre": "About",
    "nav.subprojetos": "Sub-projects",
    "nav.repositorio": "Repository",
    "nav.equipe": "Team",
    "nav.noticias": "News",
    "nav.fakeNews": "Fake News",
    "nav.newsletters": "Newsletters",
    "nav.contato": "Contact",
    "nav.sugerir": "Send it for fact-checking",
    "banner.pause": "Pause animation",
    "mission.summary":
      "Research, education and fact-checking against disinformation and fake news in northern Brazil.",
    "mission.title": "Our mission",
    "mission.text":
      "To fight disinformation and fake news in the Amazon through scientific research, media literacy and fact-checking, bringing reliable information to the public.",
    "tips.title": "Tips to avoid falling for fake news",
    "tips.checkSource": "Check who published the information and whether the source is reliable.",
    "tips.readBeyondHeadline": "Read the whole story, not just the headline.",
    "tips.checkDate": "Check the date: old stories often circulate again out of context.",
    "tips.compareSources":
      "Look for the same information in other outlets and in official sources.",
    "tips.distrustEmotion": "Be wary of alarmist messages that urge you to share them right away.",
    "tips.askBeforeSharing": "When in doubt, don’t share.",
    "disclaimer.portugueseContent":
      "The observatory’s publications are available in Portuguese only.",
    "disclaimer.educational":
      "The content of this site is for educational and scientific purposes and does not replace the advice of health professionals.",
    "search.label": "Search the site",
    "search.placeholder": "Type what you are looking for",
    "search.submit": "Search",
    "search.noResults": "No results found for “{{query}}”.",
    "loading.default": "Loading...",
    "loading.content": "Loading content...",
    "actions.learnMore": "Learn more",
    "actions.backHome": "Back to the home page",
    "footer.institutions": "Partner institutions",
    "footer.copyright": "© {{year}} {{site}}. All rights reserved.",
    "languages.title": "Languages",
    "languages.description": "Choose the language the site is shown in.",
    "languages.intro": "Choose the interface language. Your choice is saved in this browser.",
    "languages.current": "Current language: {{language}}",
    "languages.listLabel": "Available languages",
    "error.status": "Error {{status}}",
    "error.notFound.title": "Page not found",
    "error.notFound.text": "The address you opened does not exist or has been removed.",
    "error.generic.title": "Something went wrong",
    "error.generic.text": "This page could not be loaded. Please try again in a moment.",
  },
  es: {
    "header.skipToContent": "Saltar al contenido",
    "header.menu": "Menú",
    "header.navigation": "Navegación principal",
    "header.chooseLanguage": "Elegir idioma",
    "nav.home": "Inicio",
    "nav.sobre": "Acerca de",
    "nav.subprojetos": "Subproyectos",
    "nav.repositorio": "Repositorio",
    "nav.equipe": "Equipo",
    "nav.noticias": "Noticias",
    "nav.fakeNews": "Fake News",
    "nav.newsletters": "Boletines",
    "nav.contato": "Contacto",
    "nav.sugerir": "Envía para verificación",
    "banner.pause": "Pausar animación",
    "mission.summary":
      "Investigación, educación y verificación de datos contra la desinformación y las fake news en el norte de Brasil.",
    "mission.title": "Nuestra misión",
    "mission.text":
      "Combatir la desinformación y las fake news en la Amazonía mediante la investigación científica, la alfabetización mediática y la verificación de datos, para llevar información fiable a la población.",
    "tips.title": "Consejos para no caer en las fake news",
    "tips.checkSource": "Comprueba quién publicó la información y si la fuente es fiable.",
    "tips.readBeyondHeadline": "Lee la noticia completa, no solo el titular.",
    "tips.checkDate":
      "Verifica la fecha: las noticias antiguas suelen volver a circular fuera de contexto.",
    "tips.compareSources": "Busca la misma información en otros medios y en fuentes oficiales.",
    "tips.distrustEmotion":
      "Desconfía de los mensajes alarmistas que te piden compartirlos con urgencia.",
    "tips.askBeforeSharing": "Ante la duda, no compartas.",
    "disclaimer.portugueseContent":
      "Las publicaciones del observatorio solo están disponibles en portugués.",
    "disclaimer.educational":
      "El contenido de este sitio tiene fines educativos y científicos y no sustituye la orientación de profesionales de la salud.",
    "search.label": "Buscar en el sitio",
    "search.placeholder": "Escribe lo que buscas",
    "search.submit": "Buscar",
    "search.noResults": "No se encontraron resultados para «{{query}}».",
    "loading.default": "Cargando...",
    "loading.content": "Cargando contenido...",
    "actions.learnMore": "Más información",
    "actions.backHome": "Volver a la página de inicio",
    "footer.institutions": "Instituciones asociadas",
    "footer.copyright": "© {{year}} {{site}}. Todos los derechos reservados.",
    "languages.title": "Idiomas",
    "languages.description": "Elige el idioma en que se muestra el sitio.",
    "languages.intro": "Elige el idioma de la interfaz. Tu elección se guarda en este navegador.",
    "languages.current": "Idioma actual: {{language}}",
    "languages.listLabel": "Idiomas disponibles",
    "error.status": "Error {{status}}",
    "error.notFound.title": "Página no encontrada",
    "error.notFound.text": "La dirección que abriste no existe o fue eliminada.",
    "error.generic.title": "Algo salió mal",
    "error.generic.text": "No se pudo cargar esta página. Inténtalo de nuevo en unos instantes.",
  },
  fr: {
    "header.skipToContent": "Aller au contenu",
    "header.menu": "Menu",
    "header.navigation": "Navigation principale",
    "header.chooseLanguage": "Choisir la langue",
    "nav.home": "Accueil",
    "nav.sobre": "À propos",
    "nav.subprojetos": "Sous-projets",
    "nav.repositorio": "Dépôt",
    "nav.equipe": "Équipe",
    "nav.noticias": "Actualités",
    "nav.fakeNews": "Fake News",
    "nav.newsletters": "Lettres d’information",
    "nav.contato": "Contact",
    "nav.sugerir": "Envoyer pour vérification",
    "banner.pause": "Mettre l’animation en pause",
    "mission.summary":
      "Recherche, éducation et vérification des faits contre la désinformation et les fake news dans le nord du Brésil.",
    "mission.title": "Notre mission",
    "mission.text":
      "Lutter contre la désinformation et les fake news en Amazonie par la recherche scientifique, l’éducation aux médias et la vérification des faits, afin d’apporter une information fiable à la population.",
    "tips.title": "Conseils pour ne pas tomber dans le piège des fake news",
    "tips.checkSource": "Vérifiez qui a publié l’information et si la source est fiable.",
    "tips.readBeyondHeadline": "Lisez l’article en entier, pas seulement le titre.",
    "tips.checkDate":
      "Vérifiez la date : d’anciennes informations recirculent souvent hors de leur contexte.",
    "tips.compareSources":
      "Cherchez la même information dans d’autres médias et auprès de sources officielles.",
    "tips.distrustEmotion":
      "Méfiez-vous des messages alarmistes qui vous pressent de les partager.",
    "tips.askBeforeSharing": "Dans le doute, ne partagez pas.",
    "disclaimer.portugueseContent":
      "Les publications de l’observatoire sont disponibles uniquement en portugais.",
    "disclaimer.educational":
      "Le contenu de ce site a une finalité éducative et scientifique et ne remplace pas l’avis de professionnels de santé.",
    "search.label": "Rechercher sur le site",
    "search.placeholder": "Saisissez ce que vous cherchez",
    "search.submit": "Rechercher",
    "search.noResults": "Aucun résultat pour « {{query}} ».",
    "loading.default": "Chargement...",
    "loading.content": "Chargement du contenu...",
    "actions.learnMore": "En savoir plus",
    "actions.backHome": "Retour à la page d’accueil",
    "footer.institutions": "Institutions partenaires",
    "footer.copyright": "© {{year}} {{site}}. Tous droits réservés.",
    "languages.title": "Langues",
    "languages.description": "Choisissez la langue d’affichage du site.",
    "languages.intro":
      "Choisissez la langue de l’interface. Votre choix est enregistré dans ce navigateur.",
    "languages.current": "Langue actuelle : {{language}}",
    "languages.listLabel": "Langues disponibles",
    "error.status": "Erreur {{status}}",
    "error.notFound.title": "Page introuvable",
    "error.notFound.text": "L’adresse que vous avez ouverte n’existe pas ou a été supprimée.",
    "error.generic.title": "Une erreur s’est produite",
    "error.generic.text": "Impossible de charger cette page. Réessayez dans quelques instants.",
  },
  de: {
    "header.skipToContent": "Zum Inhalt springen",
    "header.menu": "Menü",
    "header.navigation": "Hauptnavigation",
    "header.chooseLanguage": "Sprache wählen",
    "nav.home": "Startseite",
    "nav.sobre": "Über uns",
    "nav.subprojetos": "Teilprojekte",
    "nav.repositorio": "Repositorium",
    "nav.equipe": "Team",
    "nav.noticias": "Nachrichten",
    "nav.fakeNews": "Fake News",
    "nav.newsletters": "Newsletter",
    "nav.contato": "Kontakt",
    "nav.sugerir": "Zur Prüfung einsenden",
    "banner.pause": "Animation anhalten",
    "mission.summary":
      "Forschung, Bildung und Faktenprüfung gegen Desinformation und Fake News im Norden Brasiliens.",
    "mission.title": "Unsere Mission",
    "mission.text":
      "Wir bekämpfen Desinformation und Fake News in Amazonien durch wissenschaftliche Forschung, Medienbildung und Faktenprüfung und bringen verlässliche Informationen zu den Menschen.",
    "tips.title": "Tipps, um nicht auf Fake News hereinzufallen",
    "tips.checkSource":
      "Prüfen Sie, wer die Information veröffentlicht hat und ob die Quelle vertrauenswürdig ist.",
    "tips.readBeyondHeadline": "Lesen Sie den ganzen Artikel, nicht nur die Überschrift.",
    "tips.checkDate":
      "Achten Sie auf das Datum: Alte Meldungen tauchen oft aus dem Zusammenhang gerissen wieder auf.",
    "tips.compareSources":
      "Suchen Sie dieselbe Information in anderen Medien und bei offiziellen Stellen.",
    "tips.distrustEmotion":
      "Seien Sie misstrauisch bei alarmierenden Nachrichten, die Sie zum sofortigen Teilen drängen.",
    "tips.askBeforeSharing": "Im Zweifel nicht teilen.",
    "disclaimer.portugueseContent":
      "Die Veröffentlichungen der Beobachtungsstelle sind nur auf Portugiesisch verfügbar.",
    "disclaimer.educational":
      "Die Inhalte dieser Website dienen Bildungs- und Wissenschaftszwecken und ersetzen keine Beratung durch Gesundheitsfachkräfte.",
    "search.label": "Website durchsuchen",
    "search.placeholder": "Suchbegriff eingeben",
    "search.submit": "Suchen",
    "search.noResults": "Keine Ergebnisse für „{{query}}“ gefunden.",
    "loading.default": "Wird geladen...",
    "loading.content": "Inhalte werden geladen...",
    "actions.learnMore": "Mehr erfahren",
    "actions.backHome": "Zurück zur Startseite",
    "footer.institutions": "Partnerinstitutionen",
    "footer.copyright": "© {{year}} {{site}}. Alle Rechte vorbehalten.",
    "languages.title": "Sprachen",
    "languages.description": "Wählen Sie die Sprache, in der die Website angezeigt wird.",
    "languages.intro":
      "Wählen Sie die Sprache der Benutzeroberfläche. Ihre Auswahl wird in diesem Browser gespeichert.",
    "languages.current": "Aktuelle Sprache: {{language}}",
    "languages.listLabel": "Verfügbare Sprachen",
    "error.status": "Fehler {{status}}",
    "error.notFound.title": "Seite nicht gefunden",
    "error.notFound.text": "Die aufgerufene Adresse existiert nicht oder wurde entfernt.",
    "error.generic.title": "Etwas ist schiefgelaufen",
    "error.generic.text":
      "Diese Seite konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.",
  },
  it: {
    "header.skipToContent": "Vai al contenuto",
    "header.menu": "Menu",
    "header.navigation": "Navigazione principale",
    "header.chooseLanguage": "Scegli la lingua",
    "nav.home": "Home",
    "nav.sobre": "Chi siamo",
    "nav.subprojetos": "Sottoprogetti",
    "nav.repositorio": "Archivio",
    "nav.equipe": "Team",
    "nav.noticias": "Notizie",
    "nav.fakeNews": "Fake News",
    "nav.newsletters": "Newsletter",
    "nav.contato": "Contatti",
    "nav.sugerir": "Invia per la verifica",
    "banner.pause": "Metti in pausa l’animazione",
    "mission.summary":
      "Ricerca, educazione e verifica dei fatti contro la disinformazione e le fake news nel Nord del Brasile.",
    "mission.title": "La nostra missione",
    "mission.text":
      "Contrastare la disinformazione e le fake news in Amazzonia attraverso la ricerca scientifica, l’educazione ai media e la verifica dei fatti, portando alla popolazione informazioni affidabili.",
    "tips.title": "Consigli per non cadere nelle fake news",
    "tips.checkSource": "Controlla chi ha pubblicato l’informazione e se la fonte è affidabile.",
    "tips.readBeyondHeadline": "Leggi tutta la notizia, non solo il titolo.",
    "tips.checkDate":
      "Verifica la data: le notizie vecchie tornano spesso a circolare fuori contesto.",
    "tips.compareSources": "Cerca la stessa informazione su altre testate e su fonti ufficiali.",
    "tips.distrustEmotion":
      "Diffida dei messaggi allarmistici che ti chiedono di condividerli con urgenza.",
    "tips.askBeforeSharing": "Nel dubbio, non condividere.",
    "disclaimer.portugueseContent":
      "Le pubblicazioni dell’osservatorio sono disponibili solo in portoghese.",
    "disclaimer.educational":
      "I contenuti di questo sito hanno finalità educative e scientifiche e non sostituiscono il parere dei professionisti sanitari.",
    "search.label": "Cerca nel sito",
    "search.placeholder": "Scrivi che cosa cerchi",
    "search.submit": "Cerca",
    "search.noResults": "Nessun risultato trovato per «{{query}}».",
    "loading.default": "Caricamento...",
    "loading.content": "Caricamento dei contenuti...",
    "actions.learnMore": "Scopri di più",
    "actions.backHome": "Torna alla pagina iniziale",
    "footer.institutions": "Istituzioni partner",
    "footer.copyright": "© {{year}} {{site}}. Tutti i diritti riservati.",
    "languages.title": "Lingue",
    "languages.description": "Scegli la lingua in cui viene mostrato il sito.",
    "languages.intro":
      "Scegli la lingua dell’interfaccia. La tua scelta viene salvata in questo browser.",
    "languages.current": "Lingua attuale: {{language}}",
    "languages.listLabel": "Lingue disponibili",
    "error.status": "Errore {{status}}",
    "error.notFound.title": "Pagina non trovata",
    "error.notFound.text": "L’indirizzo che hai aperto non esiste o è stato rimosso.",
    "error.generic.title": "Qualcosa è andato storto",
    "error.generic.text": "Impossibile caricare questa pagina. Riprova tra qualche istante.",
  },
  ru: {
    "header.skipToContent": "Перейти к содержанию",
    "header.menu": "Меню",
    "header.navigation": "Основная навигация",
    "header.chooseLanguage": "Выбрать язык",
    "nav.home": "Главная",
    "nav.sobre": "О проекте",
    "nav.subprojetos": "Подпроекты",
    "nav.repositorio": "Репозиторий",
    "nav.equipe": "Команда",
    "nav.noticias": "Новости",
    "nav.fakeNews": "Фейковые новости",
    "nav.newsletters": "Рассылки",
    "nav.contato": "Контакты",
    "nav.sugerir": "Отправить на проверку",
    "banner.pause": "Приостановить анимацию",
    "mission.summary":
      "Исследования, просвещение и проверка фактов в борьбе с дезинформацией и фейковыми новостями на севере Бразилии.",
    "mission.title": "Наша миссия",
    "mission.text":
      "Бороться с дезинформацией и фейковыми новостями в Амазонии с помощью научных исследований, медиаграмотности и проверки фактов, чтобы люди получали достоверную информацию.",
    "tips.title": "Как не попасться на фейковые новости",
    "tips.checkSource": "Проверьте, кто опубликовал информацию и заслуживает ли источник доверия.",
    "tips.readBeyondHeadline": "Читайте материал целиком, а не только заголовок.",
    "tips.checkDate":
      "Обращайте внимание на дату: старые новости часто снова распространяются вне контекста.",
    "tips.compareSources": "Ищите ту же информацию в других СМИ и в официальных источниках.",
    "tips.distrustEmotion":
      "Не доверяйте паническим сообщениям, которые призывают срочно ими поделиться.",
    "tips.askBeforeSharing": "Сомневаетесь — не пересылайте.",
    "disclaimer.portugueseContent":
      "Публикации обсерватории доступны только на португальском языке.",
    "disclaimer.educational":
      "Материалы этого сайта носят образовательный и научный характер и не заменяют консультацию медицинских специалистов.",
    "search.label": "Поиск по сайту",
    "search.placeholder": "Введите, что вы ищете",
    "search.submit": "Найти",
    "search.noResults": "По запросу «{{query}}» ничего не найдено.",
    "loading.default": "Загрузка...",
    "loading.content": "Загрузка содержимого...",
    "actions.learnMore": "Подробнее",
    "actions.backHome": "Вернуться на главную страницу",
    "footer.institutions": "Партнёрские организации",
    "footer.copyright": "© {{year}} {{site}}. Все права защищены.",
    "languages.title": "Языки",
    "languages.description": "Выберите язык, на котором отображается сайт.",
    "languages.intro": "Выберите язык интерфейса. Ваш выбор сохраняется в этом браузере.",
    "languages.current": "Текущий язык: {{language}}",
    "languages.listLabel": "Доступные языки",
    "error.status": "Ошибка {{status}}",
    "error.notFound.title": "Страница не найдена",
    "error.notFound.text": "Открытый вами адрес не существует или был удалён.",
    "error.generic.title": "Что-то пошло не так",
    "error.generic.text":
      "Не удалось загрузить эту страницу. Попробуйте ещё раз через несколько секунд.",
  },
  ar: {
    "header.skipToContent": "انتقل إلى المحتوى",
    "header.menu": "القائمة",
    "header.navigation": "التنقل الرئيسي",
    "header.chooseLanguage": "اختر اللغة",
    "nav.home": "الرئيسية",
    "nav.sobre": "عن المشروع",
    "nav.subprojetos": "المشاريع الفرعية",
    "nav.repositorio": "المستودع",
    "nav.equipe": "الفريق",
    "nav.noticias": "الأخبار",
    "nav.fakeNews": "الأخبار الزائفة",
    "nav.newsletters": "النشرات الإخبارية",
    "nav.contato": "اتصل بنا",
    "nav.sugerir": "أرسل للتحقق",
    "banner.pause": "إيقاف الحركة مؤقتًا",
    "mission.summary":
      "البحث والتعليم وتدقيق الحقائق في مواجهة التضليل والأخبار الزائفة في شمال البرازيل.",
    "mission.title": "مهمتنا",
    "mission.text":
      "مكافحة التضليل والأخبار الزائفة في منطقة الأمازون من خلال البحث العلمي والتربية الإعلامية وتدقيق الحقائق، لإيصال معلومات موثوقة إلى الناس.",
    "tips.title": "نصائح لتجنّب الوقوع في فخ الأخبار الزائفة",
    "tips.checkSource": "تحقّق من الجهة التي نشرت المعلومة ومن موثوقية المصدر.",
    "tips.readBeyondHeadline": "اقرأ الخبر كاملًا، لا العنوان فقط.",
    "tips.checkDate": "انتبه إلى التاريخ: كثيرًا ما تُعاد الأخبار القديمة إلى التداول خارج سياقها.",
    "tips.compareSources": "ابحث عن المعلومة نفسها في وسائل إعلام أخرى وفي المصادر الرسمية.",
    "tips.distrustEmotion": "احذر من الرسائل المثيرة للذعر التي تحثّك على مشاركتها فورًا.",
    "tips.askBeforeSharing": "إذا ساورك الشك، فلا تشارك.",
    "disclaimer.portugueseContent": "منشورات المرصد متاحة باللغة البرتغالية فقط.",
    "disclaimer.educational":
      "محتوى هذا الموقع لأغراض تعليمية وعلمية، ولا يغني عن استشارة المختصين في الصحة.",
    "search.label": "البحث في الموقع",
    "search.placeholder": "اكتب ما تبحث عنه",
    "search.submit": "بحث",
    "search.noResults": "لا توجد نتائج لـ «{{query}}».",
    "loading.default": "جارٍ التحميل...",
    "loading.content": "جارٍ تحميل المحتوى...",
    "actions.learnMore": "اعرف المزيد",
    "actions.backHome": "العودة إلى الصفحة الرئيسية",
    "footer.institutions": "المؤسسات الشريكة",
    "footer.copyright": "© {{year}} {{site}}. جميع الحقوق محفوظة.",
    "languages.title": "اللغات",
    "languages.description": "اختر اللغة التي يُعرض بها الموقع.",
    "languages.intro": "اختر لغة الواجهة. يُحفظ اختيارك في هذا المتصفح.",
    "languages.current": "اللغة الحالية: {{language}}",
    "languages.listLabel": "اللغات المتاحة",
    "error.status": "خطأ {{status}}",
    "error.notFound.title": "الصفحة غير موجودة",
    "error.notFound.text": "العنوان الذي فتحته غير موجود أو تمت إزالته.",
    "error.generic.title": "حدث خطأ ما",
    "error.generic.text": "تعذّر تحميل هذه الصفحة. حاول مرة أخرى بعد قليل.",
  },
};
