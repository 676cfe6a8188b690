import type { Translations } from "../languages.ts";

// The search: the field in the header of every page and the results page /busca, where a
// reader checks whether a rumour has already been checked. "Fake news" stays as your
// language's press usually says it.
const pt = {
  // Label of the search field in the header (read aloud; the field shows no text of its own).
  // It searches the whole site: news, fact-checks and the research publications.
  "busca.headerLabel": "Buscar no site",
  // Button that sends a search.
  "busca.submit": "Buscar",
  // Name of the header's search region, read aloud by screen readers.
  "busca.region": "Busca no site",
  // Title of the results page before anything is searched.
  "busca.title": "Busca",
  // Title of the results page; {{query}} is what the reader typed.
  "busca.titleWithQuery": "Busca: {{query}}",
  // Description of the results page for link previews.
  "busca.description":
    "Busque nas notícias e nas checagens de fake news do observatório para saber se um boato já foi verificado.",
  // Label of the page's own search field.
  "busca.queryLabel": "Palavras",
  "busca.typeLabel": "Tipo",
  "busca.typeAll": "Notícias, fake news e publicações",
  // The type of one result: a news item.
  "busca.typeNoticia": "Notícia",
  // The type of one result: a checked claim.
  "busca.typeFakeNews": "Fake news",
  // The type of one result: a publication of the research repository (article, thesis…).
  "busca.typePublicacao": "Publicação",
  // The state of a found claim the observatory is still checking (it has no verdict yet),
  // and the filter's option for such claims.
  "busca.inProgress": "Em apuração",
  // Label of the verdict filter; only checked claims have a verdict.
  "busca.statusLabel": "Veredito das fake news",
  "busca.statusAll": "Todos os vereditos",
  // Heading and text shown before anything is searched.
  "busca.empty.title": "O que você quer verificar?",
  "busca.empty.text":
    "Digite palavras da mensagem que você recebeu, como “vacina” ou “água contaminada”, para ver se o observatório já a checou.",
  // Heading shown when nothing matches; {{query}} is what the reader typed.
  "busca.none.title": "Nada encontrado para “{{query}}”",
  "busca.none.text":
    "O observatório ainda não publicou nada com essas palavras. Tente menos palavras, outra forma de escrever ou tire os filtros.",
  // Link to the contact page under "nothing found".
  "busca.none.contact": "Envie a mensagem ao observatório para que ela seja verificada",
  // Above the list; {{count}} is a number and {{query}} what the reader typed.
  "busca.count": "Resultados para “{{query}}”: {{count}}",
  // Shown when the page number in the address is past the last page.
  "busca.pageEmpty": "Não há resultados nesta página.",
  // Name of the page links under the results, read aloud by screen readers.
  "busca.pagination": "Páginas de resultados",
  "busca.previous": "Anterior",
  "busca.next": "Próxima",
  // Read aloud for a numbered page link; {{page}} is a number.
  "busca.page": "Página {{page}}",
} as const;

export const busca: Translations<typeof pt> = {
  pt,
  en: {
    "busca.headerLabel": "Search the site",
    "busca.submit": "Search",
    "busca.region": "Site search",
    "busca.title": "Search",
    "busca.titleWithQuery": "Search: {{query}}",
    "busca.description":
      "Search the observatory’s news and fake-news fact-checks to find out whether a rumour has already been checked.",
    "busca.queryLabel": "Words",
    "busca.typeLabel": "Type",
    "busca.typeAll": "News, fake news and publications",
    "busca.typeNoticia": "News",
    "busca.typeFakeNews": "Fake news",
    "busca.typePublicacao": "Publication",
    "busca.inProgress": "Being checked",
    "busca.statusLabel": "Fake-news verdict",
    "busca.statusAll": "All verdicts",
    "busca.empty.title": "What do you want to check?",
    "busca.empty.text":
      "Type words from the message you received, such as “vacina” or “água contaminada”, to see whether the observatory has already checked it.",
    "busca.none.title": "Nothing found for “{{query}}”",
    "busca.none.text":
      "The observatory has not published anything with these words yet. Try fewer words, another spelling, or remove the filters.",
    "busca.none.contact": "Send the message to the observatory so it can be checked",
    "busca.count": "Results for “{{query}}”: {{count}}",
    "busca.pageEmpty": "There are no results on this page.",
    "busca.pagination": "Result pages",
    "busca.previous": "Previous",
    "busca.next": "Next",
    "busca.page": "Page {{page}}",
  },
  es: {
    "busca.headerLabel": "Buscar en el sitio",
    "busca.submit": "Buscar",
    "busca.region": "Búsqueda en el sitio",
    "busca.title": "Búsqueda",
    "busca.titleWithQuery": "Búsqueda: {{query}}",
    "busca.description":
      "Busque en las noticias y verificaciones de fake news del observatorio para saber si un rumor ya fue verificado.",
    "busca.queryLabel": "Palabras",
    "busca.typeLabel": "Tipo",
    "busca.typeAll": "Noticias, fake news y publicaciones",
    "busca.typeNoticia": "Noticia",
    "busca.typeFakeNews": "Fake news",
    "busca.typePublicacao": "Publicación",
    "busca.inProgress": "En verificación",
    "busca.statusLabel": "Veredicto de las fake news",
    "busca.statusAll": "Todos los veredictos",
    "busca.empty.title": "¿Qué quiere verificar?",
    "busca.empty.text":
      "Escriba palabras del mensaje que recibió, como “vacina” o “água contaminada”, para ver si el observatorio ya lo verificó.",
    "busca.none.title": "No se encontró nada para “{{query}}”",
    "busca.none.text":
      "El observatorio aún no publicó nada con esas palabras. Pruebe con menos palabras, otra forma de escribir o quite los filtros.",
    "busca.none.contact": "Envíe el mensaje al observatorio para que sea verificado",
    "busca.count": "Resultados para “{{query}}”: {{count}}",
    "busca.pageEmpty": "No hay resultados en esta página.",
    "busca.pagination": "Páginas de resultados",
    "busca.previous": "Anterior",
    "busca.next": "Siguiente",
    "busca.page": "Página {{page}}",
  },
  fr: {
    "busca.headerLabel": "Rechercher sur le site",
    "busca.submit": "Rechercher",
    "busca.region": "Recherche sur le site",
    "busca.title": "Recherche",
    "busca.titleWithQuery": "Recherche : {{query}}",
    "busca.description":
      "Cherchez dans les actualités et les vérifications de fake news de l’observatoire pour savoir si une rumeur a déjà été vérifiée.",
    "busca.queryLabel": "Mots",
    "busca.typeLabel": "Type",
    "busca.typeAll": "Actualités, fake news et publications",
    "busca.typeNoticia": "Actualité",
    "busca.typeFakeNews": "Fake news",
    "busca.typePublicacao": "Publication",
    "busca.inProgress": "En cours de vérification",
    "busca.statusLabel": "Verdict des fake news",
    "busca.statusAll": "Tous les verdicts",
    "busca.empty.title": "Que voulez-vous vérifier ?",
    "busca.empty.text":
      "Saisissez des mots du message reçu, comme « vacina » ou « água contaminada », pour voir si l’observatoire l’a déjà vérifié.",
    "busca.none.title": "Aucun résultat pour « {{query}} »",
    "busca.none.text":
      "L’observatoire n’a encore rien publié avec ces mots. Essayez moins de mots, une autre orthographe ou retirez les filtres.",
    "busca.none.contact": "Envoyez le message à l’observatoire pour qu’il soit vérifié",
    "busca.count": "Résultats pour « {{query}} » : {{count}}",
    "busca.pageEmpty": "Il n’y a pas de résultats sur cette page.",
    "busca.pagination": "Pages de résultats",
    "busca.previous": "Précédente",
    "busca.next": "Suivante",
    "busca.page": "Page {{page}}",
  },
  de: {
    "busca.headerLabel": "Website durchsuchen",
    "busca.submit": "Suchen",
    "busca.region": "Suche auf der Website",
    "busca.title": "Suche",
    "busca.titleWithQuery": "Suche: {{query}}",
    "busca.description":
      "Durchsuchen Sie die Nachrichten und Fake-News-Faktenchecks der Beobachtungsstelle, um zu erfahren, ob ein Gerücht schon geprüft wurde.",
    "busca.queryLabel": "Wörter",
    "busca.typeLabel": "Art",
    "busca.typeAll": "Nachrichten, Fake News und Publikationen",
    "busca.typeNoticia": "Nachricht",
    "busca.typeFakeNews": "Fake News",
    "busca.typePublicacao": "Publikation",
    "busca.inProgress": "Wird geprüft",
    "busca.statusLabel": "Urteil zu Fake News",
    "busca.statusAll": "Alle Urteile",
    "busca.empty.title": "Was möchten Sie überprüfen?",
    "busca.empty.text":
      "Geben Sie Wörter aus der erhaltenen Nachricht ein, etwa „vacina“ oder „água contaminada“, um zu sehen, ob die Beobachtungsstelle sie schon geprüft hat.",
    "busca.none.title": "Nichts gefunden für „{{query}}“",
    "busca.none.text":
      "Die Beobachtungsstelle hat noch nichts mit diesen Wörtern veröffentlicht. Versuchen Sie weniger Wörter, eine andere Schreibweise oder entfernen Sie die Filter.",
    "busca.none.contact": "Senden Sie die Nachricht zur Prüfung an die Beobachtungsstelle",
    "busca.count": "Ergebnisse für „{{query}}“: {{count}}",
    "busca.pageEmpty": "Auf dieser Seite gibt es keine Ergebnisse.",
    "busca.pagination": "Ergebnisseiten",
    "busca.previous": "Zurück",
    "busca.next": "Weiter",
    "busca.page": "Seite {{page}}",
  },
  it: {
    "busca.headerLabel": "Cerca nel sito",
    "busca.submit": "Cerca",
    "busca.region": "Ricerca nel sito",
    "busca.title": "Ricerca",
    "busca.titleWithQuery": "Ricerca: {{query}}",
    "busca.description":
      "Cerca nelle notizie e nelle verifiche di fake news dell’osservatorio per sapere se una voce è già stata verificata.",
    "busca.queryLabel": "Parole",
    "busca.typeLabel": "Tipo",
    "busca.typeAll": "Notizie, fake news e pubblicazioni",
    "busca.typeNoticia": "Notizia",
    "busca.typeFakeNews": "Fake news",
    "busca.typePublicacao": "Pubblicazione",
    "busca.inProgress": "In verifica",
    "busca.statusLabel": "Verdetto delle fake news",
    "busca.statusAll": "Tutti i verdetti",
    "busca.empty.title": "Che cosa vuoi verificare?",
    "busca.empty.text":
      "Scrivi parole del messaggio che hai ricevuto, come «vacina» o «água contaminada», per vedere se l’osservatorio lo ha già verificato.",
    "busca.none.title": "Nessun risultato per «{{query}}»",
    "busca.none.text":
      "L’osservatorio non ha ancora pubblicato nulla con queste parole. Prova con meno parole, un’altra grafia o togli i filtri.",
    "busca.none.contact": "Invia il messaggio all’osservatorio perché venga verificato",
    "busca.count": "Risultati per «{{query}}»: {{count}}",
    "busca.pageEmpty": "Non ci sono risultati in questa pagina.",
    "busca.pagination": "Pagine dei risultati",
    "busca.previous": "Precedente",
    "busca.next": "Successiva",
    "busca.page": "Pagina {{page}}",
  },
  ru: {
    "busca.headerLabel": "Искать на сайте",
    "busca.submit": "Найти",
    "busca.region": "Поиск по сайту",
    "busca.title": "Поиск",
    "busca.titleWithQuery": "Поиск: {{query}}",
    "busca.description":
      "Ищите в новостях и проверках фейков обсерватории, чтобы узнать, проверялся ли уже слух.",
    "busca.queryLabel": "Слова",
    "busca.typeLabel": "Тип",
    "busca.typeAll": "Новости, фейки и публикации",
    "busca.typeNoticia": "Новость",
    "busca.typeFakeNews": "Фейк",
    "busca.typePublicacao": "Публикация",
    "busca.inProgress": "Проверяется",
    "busca.statusLabel": "Вердикт по фейкам",
    "busca.statusAll": "Все вердикты",
    "busca.empty.title": "Что вы хотите проверить?",
    "busca.empty.text":
      "Введите слова из полученного сообщения, например «vacina» или «água contaminada», чтобы узнать, проверяла ли его обсерватория.",
    "busca.none.title": "По запросу «{{query}}» ничего не найдено",
    "busca.none.text":
      "Обсерватория ещё ничего не публиковала с этими словами. Попробуйте меньше слов, другое написание или уберите фильтры.",
    "busca.none.contact": "Отправьте сообщение в обсерваторию на проверку",
    "busca.count": "Результаты по запросу «{{query}}»: {{count}}",
    "busca.pageEmpty": "На этой странице нет результатов.",
    "busca.pagination": "Страницы результатов",
    "busca.previous": "Назад",
    "busca.next": "Далее",
    "busca.page": "Страница {{page}}",
  },
  ar: {
    "busca.headerLabel": "ابحث في الموقع",
    "busca.submit": "بحث",
    "busca.region": "البحث في الموقع",
    "busca.title": "بحث",
    "busca.titleWithQuery": "بحث: {{query}}",
    "busca.description":
      "ابحث في أخبار المرصد وتحققاته من الأخبار الزائفة لتعرف إن كانت شائعة ما قد تم التحقق منها.",
    "busca.queryLabel": "الكلمات",
    "busca.typeLabel": "النوع",
    "busca.typeAll": "الأخبار والأخبار الزائفة والمنشورات",
    "busca.typeNoticia": "خبر",
    "busca.typeFakeNews": "خبر زائف",
    "busca.typePublicacao": "منشور",
    "busca.inProgress": "قيد التحقق",
    "busca.statusLabel": "حكم الأخبار الزائفة",
    "busca.statusAll": "كل الأحكام",
    "busca.empty.title": "ما الذي تريد التحقق منه؟",
    "busca.empty.text":
      "اكتب كلمات من الرسالة التي وصلتك، مثل «vacina» أو «água contaminada»، لترى إن كان المرصد قد تحقق منها.",
    "busca.none.title": "لم يُعثر على شيء لـ «{{query}}»",
    "busca.none.text":
      "لم ينشر المرصد بعد شيئًا بهذه الكلمات. جرّب كلمات أقل أو كتابة أخرى أو أزل عوامل التصفية.",
    "busca.none.contact": "أرسل الرسالة إلى المرصد للتحقق منها",
    "busca.count": "نتائج «{{query}}»: {{count}}",
    "busca.pageEmpty": "لا توجد نتائج في هذه الصفحة.",
    "busca.pagination": "صفحات النتائج",
    "busca.previous": "السابق",
    "busca.next": "التالي",
    "busca.page": "الصفحة {{page}}",
  },
};
