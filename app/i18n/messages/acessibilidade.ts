import type { Translations } from "../languages.ts";

// The accessibility bar at the top of every public page and the accessibility statement.
// The bar's "[1]", "[2]", "[3]", "[4]" (its access keys) are added by the page, not translated.
const pt = {
  "a11y.toContent": "Ir para o conteúdo",
  "a11y.toMenu": "Ir para o menu",
  "a11y.toSearch": "Ir para a busca",
  "a11y.toFooter": "Ir para o rodapé",
  // The same jumps as phones show them, where the bar has one short line: one word each
  // (screen readers still read the whole phrase above).
  "a11y.toContentShort": "Conteúdo",
  "a11y.toMenuShort": "Menu",
  "a11y.toSearchShort": "Busca",
  "a11y.toFooterShort": "Rodapé",
  // Switch button; screen readers also announce whether it is on.
  "a11y.highContrast": "Alto contraste",
  // The statement page's title, also the bar's link to it.
  "a11y.title": "Acessibilidade",
  "a11y.description":
    "Os recursos de acessibilidade do site do Observatório e como relatar uma barreira.",
  "a11y.intro":
    "Queremos que todas as pessoas, inclusive quem usa leitor de tela, teclado ou tem baixa visão, consigam ler e compartilhar nossas checagens.",
  "a11y.featuresTitle": "O que este site oferece",
  "a11y.featureShortcuts":
    "Atalhos de teclado: 1 leva ao conteúdo, 2 ao menu, 3 à busca e 4 ao rodapé. No Chrome e no Edge, use Alt com o número; no Firefox, Alt+Shift; no Mac, Control+Option.",
  "a11y.featureContrast":
    "Alto contraste: o botão no topo de cada página troca as cores, e a escolha fica guardada neste navegador.",
  "a11y.featureKeyboard":
    "Todas as funções podem ser usadas só com o teclado, com o foco sempre visível.",
  "a11y.featureImages": "As imagens têm texto alternativo, e os ícones vêm sempre com uma palavra.",
  "a11y.featureLanguages":
    "A interface está em oito idiomas; as publicações são escritas em português.",
  "a11y.standardTitle": "Padrões seguidos",
  "a11y.standard":
    "Seguimos as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2, nível AA, e o Modelo de Acessibilidade em Governo Eletrônico (eMAG). As páginas são verificadas automaticamente com a ferramenta axe-core a cada mudança no site.",
  "a11y.contactTitle": "Encontrou uma barreira?",
  "a11y.contact":
    "Conte para nós em qual página e com qual recurso (navegador, leitor de tela) o problema aconteceu:",
  "a11y.contactLink": "página de contato",
} as const;

export const acessibilidade: Translations<typeof pt> = {
  pt,
  en: {
    "a11y.toContent": "Go to content",
    "a11y.toMenu": "Go to menu",
    "a11y.toSearch": "Go to search",
    "a11y.toFooter": "Go to footer",
    "a11y.toContentShort": "Content",
    "a11y.toMenuShort": "Menu",
    "a11y.toSearchShort": "Search",
    "a11y.toFooterShort": "Footer",
    "a11y.highContrast": "High contrast",
    "a11y.title": "Accessibility",
    "a11y.description":
      "The accessibility features of the Observatory's website and how to report a barrier.",
    "a11y.intro":
      "We want everyone, including people who use a screen reader or a keyboard or have low vision, to be able to read and share our fact-checks.",
    "a11y.featuresTitle": "What this site offers",
    "a11y.featureShortcuts":
      "Keyboard shortcuts: 1 goes to the content, 2 to the menu, 3 to search and 4 to the footer. In Chrome and Edge, press Alt with the number; in Firefox, Alt+Shift; on a Mac, Control+Option.",
    "a11y.featureContrast":
      "High contrast: the button at the top of every page switches the colours, and this browser remembers the choice.",
    "a11y.featureKeyboard":
      "Everything can be used with the keyboard alone, and the focus is always visible.",
    "a11y.featureImages": "Images have alternative text, and icons always come with a word.",
    "a11y.featureLanguages":
      "The interface is available in eight languages; the articles are written in Portuguese.",
    "a11y.standardTitle": "Standards we follow",
    "a11y.standard":
      "We follow the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA and Brazil's e-Government Accessibility Model (eMAG). Pages are checked automatically with the axe-core tool whenever the site changes.",
    "a11y.contactTitle": "Found a barrier?",
    "a11y.contact":
      "Tell us on which page and with which tools (browser, screen reader) the problem happened:",
    "a11y.contactLink": "contact page",
  },
  es: {
    "a11y.toContent": "Ir al contenido",
    "a11y.toMenu": "Ir al menú",
    "a11y.toSearch": "Ir a la búsqueda",
    "a11y.toFooter": "Ir al pie de página",
    "a11y.toContentShort": "Contenido",
    "a11y.toMenuShort": "Menú",
    "a11y.toSearchShort": "Búsqueda",
    "a11y.toFooterShort": "Pie",
    "a11y.highContrast": "Alto contraste",
    "a11y.title": "Accesibilidad",
    "a11y.description":
      "Los recursos de accesibilidad del sitio del Observatorio y cómo informar de una barrera.",
    "a11y.intro":
      "Queremos que todas las personas, también quienes usan lector de pantalla o teclado o tienen baja visión, puedan leer y compartir nuestras verificaciones.",
    "a11y.featuresTitle": "Qué ofrece este sitio",
    "a11y.featureShortcuts":
      "Atajos de teclado: 1 lleva al contenido, 2 al menú, 3 a la búsqueda y 4 al pie de página. En Chrome y Edge, use Alt con el número; en Firefox, Alt+Mayús; en Mac, Control+Opción.",
    "a11y.featureContrast":
      "Alto contraste: el botón en la parte superior de cada página cambia los colores, y este navegador recuerda la elección.",
    "a11y.featureKeyboard":
      "Todas las funciones se pueden usar solo con el teclado, con el foco siempre visible.",
    "a11y.featureImages":
      "Las imágenes tienen texto alternativo y los iconos van siempre acompañados de una palabra.",
    "a11y.featureLanguages":
      "La interfaz está en ocho idiomas; las publicaciones están escritas en portugués.",
    "a11y.standardTitle": "Normas que seguimos",
    "a11y.standard":
      "Seguimos las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA, y el Modelo de Accesibilidad en Gobierno Electrónico de Brasil (eMAG). Las páginas se verifican automáticamente con la herramienta axe-core cada vez que cambia el sitio.",
    "a11y.contactTitle": "¿Encontró una barrera?",
    "a11y.contact":
      "Cuéntenos en qué página y con qué herramientas (navegador, lector de pantalla) ocurrió el problema:",
    "a11y.contactLink": "página de contacto",
  },
  fr: {
    "a11y.toContent": "Aller au contenu",
    "a11y.toMenu": "Aller au menu",
    "a11y.toSearch": "Aller à la recherche",
    "a11y.toFooter": "Aller au pied de page",
    "a11y.toContentShort": "Contenu",
    "a11y.toMenuShort": "Menu",
    "a11y.toSearchShort": "Recherche",
    "a11y.toFooterShort": "Pied",
    "a11y.highContrast": "Contraste élevé",
    "a11y.title": "Accessibilité",
    "a11y.description":
      "Les fonctions d’accessibilité du site de l’Observatoire et comment signaler un obstacle.",
    "a11y.intro":
      "Nous voulons que chacun, y compris les personnes qui utilisent un lecteur d’écran ou le clavier ou qui ont une basse vision, puisse lire et partager nos vérifications.",
    "a11y.featuresTitle": "Ce que propose ce site",
    "a11y.featureShortcuts":
      "Raccourcis clavier : 1 mène au contenu, 2 au menu, 3 à la recherche et 4 au pied de page. Dans Chrome et Edge, Alt avec le chiffre ; dans Firefox, Alt+Maj ; sur Mac, Contrôle+Option.",
    "a11y.featureContrast":
      "Contraste élevé : le bouton en haut de chaque page change les couleurs, et ce navigateur retient le choix.",
    "a11y.featureKeyboard":
      "Toutes les fonctions sont utilisables au clavier seul, avec un focus toujours visible.",
    "a11y.featureImages":
      "Les images ont un texte alternatif et les icônes sont toujours accompagnées d’un mot.",
    "a11y.featureLanguages":
      "L’interface existe en huit langues ; les publications sont rédigées en portugais.",
    "a11y.standardTitle": "Normes suivies",
    "a11y.standard":
      "Nous suivons les Règles pour l’accessibilité des contenus Web (WCAG) 2.2, niveau AA, et le modèle brésilien d’accessibilité de l’administration en ligne (eMAG). Les pages sont vérifiées automatiquement avec l’outil axe-core à chaque modification du site.",
    "a11y.contactTitle": "Vous avez rencontré un obstacle ?",
    "a11y.contact":
      "Dites-nous sur quelle page et avec quels outils (navigateur, lecteur d’écran) le problème est survenu :",
    "a11y.contactLink": "page de contact",
  },
  de: {
    "a11y.toContent": "Zum Inhalt",
    "a11y.toMenu": "Zum Menü",
    "a11y.toSearch": "Zur Suche",
    "a11y.toFooter": "Zur Fußzeile",
    "a11y.toContentShort": "Inhalt",
    "a11y.toMenuShort": "Menü",
    "a11y.toSearchShort": "Suche",
    "a11y.toFooterShort": "Fußzeile",
    "a11y.highContrast": "Hoher Kontrast",
    "a11y.title": "Barrierefreiheit",
    "a11y.description":
      "Die Barrierefreiheitsfunktionen der Website des Observatoriums und wie man eine Barriere meldet.",
    "a11y.intro":
      "Alle sollen unsere Faktenchecks lesen und teilen können, auch wer einen Screenreader oder nur die Tastatur nutzt oder sehbehindert ist.",
    "a11y.featuresTitle": "Was diese Website bietet",
    "a11y.featureShortcuts":
      "Tastenkürzel: 1 springt zum Inhalt, 2 zum Menü, 3 zur Suche und 4 zur Fußzeile. In Chrome und Edge Alt mit der Zahl; in Firefox Alt+Umschalt; auf dem Mac Control+Option.",
    "a11y.featureContrast":
      "Hoher Kontrast: Die Schaltfläche oben auf jeder Seite wechselt die Farben, und dieser Browser merkt sich die Wahl.",
    "a11y.featureKeyboard":
      "Alle Funktionen sind allein mit der Tastatur bedienbar, der Fokus ist immer sichtbar.",
    "a11y.featureImages": "Bilder haben Alternativtexte, und Symbole stehen immer mit einem Wort.",
    "a11y.featureLanguages":
      "Die Oberfläche gibt es in acht Sprachen; die Beiträge sind auf Portugiesisch verfasst.",
    "a11y.standardTitle": "Welche Standards wir befolgen",
    "a11y.standard":
      "Wir folgen den Web Content Accessibility Guidelines (WCAG) 2.2, Stufe AA, und dem brasilianischen Barrierefreiheitsmodell für E-Government (eMAG). Die Seiten werden bei jeder Änderung automatisch mit dem Werkzeug axe-core geprüft.",
    "a11y.contactTitle": "Auf eine Barriere gestoßen?",
    "a11y.contact":
      "Sagen Sie uns, auf welcher Seite und mit welchen Hilfsmitteln (Browser, Screenreader) das Problem auftrat:",
    "a11y.contactLink": "Kontaktseite",
  },
  it: {
    "a11y.toContent": "Vai al contenuto",
    "a11y.toMenu": "Vai al menu",
    "a11y.toSearch": "Vai alla ricerca",
    "a11y.toFooter": "Vai al piè di pagina",
    "a11y.toContentShort": "Contenuto",
    "a11y.toMenuShort": "Menu",
    "a11y.toSearchShort": "Ricerca",
    "a11y.toFooterShort": "Piè",
    "a11y.highContrast": "Alto contrasto",
    "a11y.title": "Accessibilità",
    "a11y.description":
      "Le funzioni di accessibilità del sito dell’Osservatorio e come segnalare una barriera.",
    "a11y.intro":
      "Vogliamo che tutti, anche chi usa un lettore di schermo o la tastiera o ha una bassa visione, possano leggere e condividere le nostre verifiche.",
    "a11y.featuresTitle": "Cosa offre questo sito",
    "a11y.featureShortcuts":
      "Scorciatoie da tastiera: 1 porta al contenuto, 2 al menu, 3 alla ricerca e 4 al piè di pagina. In Chrome ed Edge, Alt con il numero; in Firefox, Alt+Maiusc; su Mac, Control+Opzione.",
    "a11y.featureContrast":
      "Alto contrasto: il pulsante in cima a ogni pagina cambia i colori, e questo browser ricorda la scelta.",
    "a11y.featureKeyboard":
      "Tutte le funzioni si usano anche solo con la tastiera, con il focus sempre visibile.",
    "a11y.featureImages":
      "Le immagini hanno un testo alternativo e le icone sono sempre accompagnate da una parola.",
    "a11y.featureLanguages":
      "L’interfaccia è disponibile in otto lingue; le pubblicazioni sono scritte in portoghese.",
    "a11y.standardTitle": "Standard seguiti",
    "a11y.standard":
      "Seguiamo le Linee guida per l’accessibilità dei contenuti Web (WCAG) 2.2, livello AA, e il modello brasiliano di accessibilità per la pubblica amministrazione digitale (eMAG). Le pagine sono verificate automaticamente con lo strumento axe-core a ogni modifica del sito.",
    "a11y.contactTitle": "Hai trovato una barriera?",
    "a11y.contact":
      "Dicci in quale pagina e con quali strumenti (browser, lettore di schermo) si è verificato il problema:",
    "a11y.contactLink": "pagina dei contatti",
  },
  ru: {
    "a11y.toContent": "Перейти к содержанию",
    "a11y.toMenu": "Перейти к меню",
    "a11y.toSearch": "Перейти к поиску",
    "a11y.toFooter": "Перейти к подвалу",
    "a11y.toContentShort": "Контент",
    "a11y.toMenuShort": "Меню",
    "a11y.toSearchShort": "Поиск",
    "a11y.toFooterShort": "Подвал",
    "a11y.highContrast": "Высокий контраст",
    "a11y.title": "Доступность",
    "a11y.description": "Возможности доступности сайта Обсерватории и как сообщить о барьере.",
    "a11y.intro":
      "Мы хотим, чтобы все, в том числе те, кто пользуется программой экранного доступа или клавиатурой или плохо видит, могли читать наши проверки и делиться ими.",
    "a11y.featuresTitle": "Что предлагает сайт",
    "a11y.featureShortcuts":
      "Клавиши быстрого доступа: 1 — к содержанию, 2 — к меню, 3 — к поиску, 4 — к подвалу. В Chrome и Edge нажмите Alt с цифрой, в Firefox — Alt+Shift, на Mac — Control+Option.",
    "a11y.featureContrast":
      "Высокий контраст: кнопка вверху каждой страницы меняет цвета, и браузер запоминает выбор.",
    "a11y.featureKeyboard":
      "Всеми функциями можно пользоваться только с клавиатуры, фокус всегда виден.",
    "a11y.featureImages":
      "У изображений есть альтернативный текст, а значки всегда сопровождаются словом.",
    "a11y.featureLanguages":
      "Интерфейс доступен на восьми языках; публикации написаны на португальском.",
    "a11y.standardTitle": "Стандарты, которым мы следуем",
    "a11y.standard":
      "Мы следуем Руководству по доступности веб-контента (WCAG) 2.2, уровень AA, и бразильской модели доступности электронного правительства (eMAG). Страницы автоматически проверяются инструментом axe-core при каждом изменении сайта.",
    "a11y.contactTitle": "Столкнулись с барьером?",
    "a11y.contact":
      "Сообщите нам, на какой странице и с какими средствами (браузер, программа экранного доступа) возникла проблема:",
    "a11y.contactLink": "страница контактов",
  },
  ar: {
    "a11y.toContent": "الانتقال إلى المحتوى",
    "a11y.toMenu": "الانتقال إلى القائمة",
    "a11y.toSearch": "الانتقال إلى البحث",
    "a11y.toFooter": "الانتقال إلى التذييل",
    "a11y.toContentShort": "المحتوى",
    "a11y.toMenuShort": "القائمة",
    "a11y.toSearchShort": "البحث",
    "a11y.toFooterShort": "التذييل",
    "a11y.highContrast": "تباين عالٍ",
    "a11y.title": "إمكانية الوصول",
    "a11y.description": "ميزات إمكانية الوصول في موقع المرصد وكيفية الإبلاغ عن عائق.",
    "a11y.intro":
      "نريد أن يتمكن الجميع، بمن فيهم مستخدمو قارئ الشاشة أو لوحة المفاتيح وضعاف البصر، من قراءة عمليات التحقق التي ننشرها ومشاركتها.",
    "a11y.featuresTitle": "ما يقدمه هذا الموقع",
    "a11y.featureShortcuts":
      "اختصارات لوحة المفاتيح: 1 للانتقال إلى المحتوى، و2 إلى القائمة، و3 إلى البحث، و4 إلى التذييل. في Chrome وEdge اضغط Alt مع الرقم، وفي Firefox اضغط Alt+Shift، وعلى Mac اضغط Control+Option.",
    "a11y.featureContrast":
      "تباين عالٍ: الزر أعلى كل صفحة يغيّر الألوان، ويتذكّر هذا المتصفح اختيارك.",
    "a11y.featureKeyboard":
      "يمكن استخدام كل الوظائف بلوحة المفاتيح وحدها، مع مؤشر تركيز ظاهر دائمًا.",
    "a11y.featureImages": "للصور نص بديل، وترافق الأيقونات دائمًا كلمة توضّحها.",
    "a11y.featureLanguages": "الواجهة متاحة بثماني لغات؛ أما المنشورات فمكتوبة بالبرتغالية.",
    "a11y.standardTitle": "المعايير التي نتّبعها",
    "a11y.standard":
      "نتّبع إرشادات الوصول إلى محتوى الويب (WCAG) 2.2 بالمستوى AA، ونموذج إمكانية الوصول في الحكومة الإلكترونية البرازيلي (eMAG). تُفحص الصفحات تلقائيًا بأداة axe-core عند كل تغيير في الموقع.",
    "a11y.contactTitle": "هل واجهت عائقًا؟",
    "a11y.contact": "أخبرنا في أي صفحة وبأي أدوات (المتصفح، قارئ الشاشة) حدثت المشكلة:",
    "a11y.contactLink": "صفحة الاتصال",
  },
};
