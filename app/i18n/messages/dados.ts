import type { Translations } from "../languages.ts";

// The open-data page (/dados): the fact-checks as files, the feeds and the structured
// data. Field names such as "titulo" are shown as code and are not translated; the
// verdicts "verificada" and "desmentida" are values of the files and stay in Portuguese.
const pt = {
  // Title of the page, also the link to it in the footer.
  "dados.title": "Dados abertos",
  // Description of the page for search engines and link previews.
  "dados.description":
    "As checagens do observatório em CSV e JSON, os feeds RSS e os dados estruturados das páginas, para acompanhar e reutilizar.",
  "dados.intro":
    "O observatório publica suas checagens em formatos abertos, para que leitores, pesquisadores e outros sites possam acompanhá-las e reutilizá-las.",
  // Heading of the section with the files of fact-checks.
  "dados.checagens.title": "Checagens",
  "dados.checagens.text":
    "Todas as checagens publicadas (verificadas ou desmentidas), da mais recente à mais antiga. Os arquivos acompanham o site: uma checagem nova ou corrigida aparece neles em poucos minutos.",
  // Link to the CSV file.
  "dados.checagens.csv": "Checagens em CSV",
  // Shown after the CSV link: the file's format.
  "dados.checagens.csvFormat": "RFC 4180, UTF-8, separado por vírgulas, com cabeçalho",
  // Link to the JSON file.
  "dados.checagens.json": "Checagens em JSON",
  // Shown after the JSON link: the file's format.
  "dados.checagens.jsonFormat": "uma lista de objetos com os mesmos campos",
  // Caption of the table that explains each field of the files.
  "dados.fields.caption": "Campos de cada checagem",
  // Column headers of that table.
  "dados.fields.name": "Campo",
  "dados.fields.meaning": "Significado",
  "dados.field.id": "Número da checagem no observatório; não muda.",
  "dados.field.url": "Endereço da página da checagem.",
  "dados.field.titulo": "Título da checagem: a alegação verificada.",
  "dados.field.resumo": "Resumo da checagem, em texto simples.",
  "dados.field.status":
    "Veredito: verificada (a informação é verdadeira) ou desmentida (a informação é falsa).",
  "dados.field.dataVerificacao": "Dia da verificação, no formato AAAA-MM-DD.",
  "dados.field.verificador": "Quem verificou; vazio quando não informado.",
  "dados.field.verdades":
    "Os fatos que confirmam ou corrigem a alegação. No CSV, um por linha dentro do campo.",
  "dados.field.fontes": "As fontes consultadas. No CSV, uma por linha dentro do campo.",
  "dados.field.tags": "Os temas da checagem. No CSV, um por linha dentro do campo.",
  "dados.field.uf":
    "Sigla do estado a que a checagem se refere (por exemplo, PA); vazio quando não informado.",
  "dados.field.municipio": "Município a que a checagem se refere; vazio quando não informado.",
  "dados.field.alegacao":
    "A alegação examinada, como circulou; vazia quando não informada (a checagem usa o título).",
  "dados.field.rotulo":
    "Identificador da classificação da escala do observatório (por exemplo, fora-de-contexto); vazio quando não há.",
  "dados.field.rotuloNome": "Nome da classificação, ou o do veredito quando não há classificação.",
  "dados.field.circulouEm":
    "Plataformas onde a alegação circulou (whatsapp, facebook, instagram…). No CSV, uma por linha dentro do campo.",
  "dados.field.primeiraAparicao":
    "Data em que a alegação foi vista pela primeira vez (AAAA-MM-DD); vazia quando não informada.",
  // Heading of the section with the RSS feeds.
  "dados.feeds.title": "Feeds",
  "dados.feeds.text": "Para receber as novidades em um leitor de feeds (RSS 2.0):",
  // Names of the three feeds.
  "dados.feeds.site": "Notícias e checagens",
  "dados.feeds.noticias": "Notícias",
  "dados.feeds.fakeNews": "Checagens",
  // Heading of the section on machine-readable data inside the pages.
  "dados.structured.title": "Dados estruturados",
  "dados.structured.text":
    "Cada página de checagem traz, em JSON-LD, a marcação ClaimReview do schema.org com a alegação, o veredito, a data e quem verificou: buscadores e ferramentas de checagem a leem diretamente.",
  // Link to the sitemap.
  "dados.structured.sitemap": "Mapa do site (todas as páginas públicas, em XML)",
  "dados.reuse.title": "Como reutilizar",
  "dados.reuse.text":
    "Ao reutilizar uma checagem, cite o observatório e o endereço da página da checagem.",
} as const;

export const dados: Translations<typeof pt> = {
  pt,
  en: {
    "dados.title": "Open data",
    "dados.description":
      "The observatory’s fact-checks as CSV and JSON, the RSS feeds and the pages’ structured data, to follow and reuse.",
    "dados.intro":
      "The observatory publishes its fact-checks in open formats, so that readers, researchers and other sites can follow and reuse them.",
    "dados.checagens.title": "Fact-checks",
    "dados.checagens.text":
      "Every published fact-check (verified or debunked), newest first. The files follow the site: a new or corrected fact-check appears in them within minutes.",
    "dados.checagens.csv": "Fact-checks as CSV",
    "dados.checagens.csvFormat": "RFC 4180, UTF-8, comma-separated, with a header line",
    "dados.checagens.json": "Fact-checks as JSON",
    "dados.checagens.jsonFormat": "a list of objects with the same fields",
    "dados.fields.caption": "Fields of each fact-check",
    "dados.fields.name": "Field",
    "dados.fields.meaning": "Meaning",
    "dados.field.id": "The fact-check’s number at the observatory; it never changes.",
    "dados.field.url": "Address of the fact-check’s page.",
    "dados.field.titulo": "Title of the fact-check: the claim that was checked.",
    "dados.field.resumo": "Summary of the fact-check, as plain text.",
    "dados.field.status":
      "Verdict: verificada (the information is true) or desmentida (the information is false).",
    "dados.field.dataVerificacao": "Day of the check, as YYYY-MM-DD.",
    "dados.field.verificador": "Who checked it; empty when not given.",
    "dados.field.verdades":
      "The facts that confirm or correct the claim. In the CSV, one per line within the field.",
    "dados.field.fontes": "The sources consulted. In the CSV, one per line within the field.",
    "dados.field.tags": "The check’s topics. In the CSV, one per line within the field.",
    "dados.field.uf":
      "Two-letter code of the Brazilian state the check concerns (for example, PA); empty when not given.",
    "dados.field.municipio": "Municipality the check concerns; empty when not given.",
    "dados.field.alegacao":
      "The claim examined, as it circulated; empty when not given (the check then uses its title).",
    "dados.field.rotulo":
      "Identifier of the rating on the observatory's scale (for example, fora-de-contexto); empty when there is none.",
    "dados.field.rotuloNome": "Name of the rating, or of the verdict when there is no rating.",
    "dados.field.circulouEm":
      "Platforms where the claim circulated (whatsapp, facebook, instagram…). In the CSV, one per line within the field.",
    "dados.field.primeiraAparicao":
      "Date the claim was first seen (YYYY-MM-DD); empty when not given.",
    "dados.feeds.title": "Feeds",
    "dados.feeds.text": "To get what is new in a feed reader (RSS 2.0):",
    "dados.feeds.site": "News and fact-checks",
    "dados.feeds.noticias": "News",
    "dados.feeds.fakeNews": "Fact-checks",
    "dados.structured.title": "Structured data",
    "dados.structured.text":
      "Every fact-check page carries schema.org ClaimReview markup in JSON-LD with the claim, the verdict, the date and who checked it: search engines and fact-checking tools read it directly.",
    "dados.structured.sitemap": "Sitemap (every public page, as XML)",
    "dados.reuse.title": "How to reuse",
    "dados.reuse.text":
      "When you reuse a fact-check, credit the observatory and give the address of the fact-check’s page.",
  },
  es: {
    "dados.title": "Datos abiertos",
    "dados.description":
      "Las verificaciones del observatorio en CSV y JSON, los feeds RSS y los datos estructurados de las páginas, para seguir y reutilizar.",
    "dados.intro":
      "El observatorio publica sus verificaciones en formatos abiertos, para que lectores, investigadores y otros sitios puedan seguirlas y reutilizarlas.",
    "dados.checagens.title": "Verificaciones",
    "dados.checagens.text":
      "Todas las verificaciones publicadas (verificadas o desmentidas), de la más reciente a la más antigua. Los archivos siguen al sitio: una verificación nueva o corregida aparece en ellos en pocos minutos.",
    "dados.checagens.csv": "Verificaciones en CSV",
    "dados.checagens.csvFormat": "RFC 4180, UTF-8, separado por comas, con encabezado",
    "dados.checagens.json": "Verificaciones en JSON",
    "dados.checagens.jsonFormat": "una lista de objetos con los mismos campos",
    "dados.fields.caption": "Campos de cada verificación",
    "dados.fields.name": "Campo",
    "dados.fields.meaning": "Significado",
    "dados.field.id": "Número de la verificación en el observatorio; no cambia.",
    "dados.field.url": "Dirección de la página de la verificación.",
    "dados.field.titulo": "Título de la verificación: la afirmación verificada.",
    "dados.field.resumo": "Resumen de la verificación, en texto plano.",
    "dados.field.status":
      "Veredicto: verificada (la información es verdadera) o desmentida (la información es falsa).",
    "dados.field.dataVerificacao": "Día de la verificación, en formato AAAA-MM-DD.",
    "dados.field.verificador": "Quién verificó; vacío si no se indica.",
    "dados.field.verdades":
      "Los hechos que confirman o corrigen la afirmación. En el CSV, uno por línea dentro del campo.",
    "dados.field.fontes": "Las fuentes consultadas. En el CSV, una por línea dentro del campo.",
    "dados.field.tags": "Los temas de la verificación. En el CSV, uno por línea dentro del campo.",
    "dados.field.uf":
      "Sigla del estado brasileño al que se refiere la verificación (por ejemplo, PA); vacío cuando no se indica.",
    "dados.field.municipio":
      "Municipio al que se refiere la verificación; vacío cuando no se indica.",
    "dados.field.alegacao":
      "La afirmación examinada, tal como circuló; vacía cuando no se indica (la verificación usa su título).",
    "dados.field.rotulo":
      "Identificador de la calificación en la escala del observatorio (por ejemplo, fora-de-contexto); vacío cuando no hay.",
    "dados.field.rotuloNome":
      "Nombre de la calificación, o del veredicto cuando no hay calificación.",
    "dados.field.circulouEm":
      "Plataformas donde circuló la afirmación (whatsapp, facebook, instagram…). En el CSV, una por línea dentro del campo.",
    "dados.field.primeiraAparicao":
      "Fecha en que la afirmación se vio por primera vez (AAAA-MM-DD); vacía cuando no se indica.",
    "dados.feeds.title": "Feeds",
    "dados.feeds.text": "Para recibir las novedades en un lector de feeds (RSS 2.0):",
    "dados.feeds.site": "Noticias y verificaciones",
    "dados.feeds.noticias": "Noticias",
    "dados.feeds.fakeNews": "Verificaciones",
    "dados.structured.title": "Datos estructurados",
    "dados.structured.text":
      "Cada página de verificación incluye, en JSON-LD, el marcado ClaimReview de schema.org con la afirmación, el veredicto, la fecha y quién verificó: buscadores y herramientas de verificación lo leen directamente.",
    "dados.structured.sitemap": "Mapa del sitio (todas las páginas públicas, en XML)",
    "dados.reuse.title": "Cómo reutilizar",
    "dados.reuse.text":
      "Al reutilizar una verificación, cite al observatorio y la dirección de la página de la verificación.",
  },
  fr: {
    "dados.title": "Données ouvertes",
    "dados.description":
      "Les vérifications de l’observatoire en CSV et JSON, les flux RSS et les données structurées des pages, pour suivre et réutiliser.",
    "dados.intro":
      "L’observatoire publie ses vérifications dans des formats ouverts, afin que lecteurs, chercheurs et autres sites puissent les suivre et les réutiliser.",
    "dados.checagens.title": "Vérifications",
    "dados.checagens.text":
      "Toutes les vérifications publiées (vérifiées ou démenties), de la plus récente à la plus ancienne. Les fichiers suivent le site : une vérification nouvelle ou corrigée y apparaît en quelques minutes.",
    "dados.checagens.csv": "Vérifications en CSV",
    "dados.checagens.csvFormat": "RFC 4180, UTF-8, séparé par des virgules, avec en-tête",
    "dados.checagens.json": "Vérifications en JSON",
    "dados.checagens.jsonFormat": "une liste d’objets avec les mêmes champs",
    "dados.fields.caption": "Champs de chaque vérification",
    "dados.fields.name": "Champ",
    "dados.fields.meaning": "Signification",
    "dados.field.id": "Numéro de la vérification à l’observatoire ; il ne change pas.",
    "dados.field.url": "Adresse de la page de la vérification.",
    "dados.field.titulo": "Titre de la vérification : l’affirmation vérifiée.",
    "dados.field.resumo": "Résumé de la vérification, en texte brut.",
    "dados.field.status":
      "Verdict : verificada (l’information est vraie) ou desmentida (l’information est fausse).",
    "dados.field.dataVerificacao": "Jour de la vérification, au format AAAA-MM-JJ.",
    "dados.field.verificador": "Qui a vérifié ; vide si non indiqué.",
    "dados.field.verdades":
      "Les faits qui confirment ou corrigent l’affirmation. Dans le CSV, un par ligne dans le champ.",
    "dados.field.fontes": "Les sources consultées. Dans le CSV, une par ligne dans le champ.",
    "dados.field.tags": "Les thèmes de la vérification. Dans le CSV, un par ligne dans le champ.",
    "dados.field.uf":
      "Sigle de l’État brésilien concerné par la vérification (par exemple, PA) ; vide s’il n’est pas indiqué.",
    "dados.field.municipio":
      "Municipalité concernée par la vérification ; vide si elle n’est pas indiquée.",
    "dados.field.alegacao":
      "L’affirmation examinée, telle qu’elle a circulé ; vide si elle n’est pas indiquée (la vérification utilise alors son titre).",
    "dados.field.rotulo":
      "Identifiant de la note sur l’échelle de l’observatoire (par exemple, fora-de-contexto) ; vide s’il n’y en a pas.",
    "dados.field.rotuloNome": "Nom de la note, ou du verdict s’il n’y a pas de note.",
    "dados.field.circulouEm":
      "Plateformes où l’affirmation a circulé (whatsapp, facebook, instagram…). Dans le CSV, une par ligne dans le champ.",
    "dados.field.primeiraAparicao":
      "Date à laquelle l’affirmation a été vue pour la première fois (AAAA-MM-JJ) ; vide si elle n’est pas indiquée.",
    "dados.feeds.title": "Flux",
    "dados.feeds.text": "Pour recevoir les nouveautés dans un lecteur de flux (RSS 2.0) :",
    "dados.feeds.site": "Actualités et vérifications",
    "dados.feeds.noticias": "Actualités",
    "dados.feeds.fakeNews": "Vérifications",
    "dados.structured.title": "Données structurées",
    "dados.structured.text":
      "Chaque page de vérification contient, en JSON-LD, le balisage ClaimReview de schema.org avec l’affirmation, le verdict, la date et l’auteur de la vérification : moteurs de recherche et outils de vérification le lisent directement.",
    "dados.structured.sitemap": "Plan du site (toutes les pages publiques, en XML)",
    "dados.reuse.title": "Comment réutiliser",
    "dados.reuse.text":
      "En réutilisant une vérification, citez l’observatoire et l’adresse de la page de la vérification.",
  },
  de: {
    "dados.title": "Offene Daten",
    "dados.description":
      "Die Faktenchecks der Beobachtungsstelle als CSV und JSON, die RSS-Feeds und die strukturierten Daten der Seiten, zum Verfolgen und Weiterverwenden.",
    "dados.intro":
      "Die Beobachtungsstelle veröffentlicht ihre Faktenchecks in offenen Formaten, damit Leserinnen und Leser, Forschende und andere Websites sie verfolgen und weiterverwenden können.",
    "dados.checagens.title": "Faktenchecks",
    "dados.checagens.text":
      "Alle veröffentlichten Faktenchecks (bestätigt oder widerlegt), die neuesten zuerst. Die Dateien folgen der Website: Ein neuer oder korrigierter Faktencheck erscheint darin innerhalb weniger Minuten.",
    "dados.checagens.csv": "Faktenchecks als CSV",
    "dados.checagens.csvFormat": "RFC 4180, UTF-8, kommagetrennt, mit Kopfzeile",
    "dados.checagens.json": "Faktenchecks als JSON",
    "dados.checagens.jsonFormat": "eine Liste von Objekten mit denselben Feldern",
    "dados.fields.caption": "Felder jedes Faktenchecks",
    "dados.fields.name": "Feld",
    "dados.fields.meaning": "Bedeutung",
    "dados.field.id": "Nummer des Faktenchecks bei der Beobachtungsstelle; sie ändert sich nie.",
    "dados.field.url": "Adresse der Seite des Faktenchecks.",
    "dados.field.titulo": "Titel des Faktenchecks: die geprüfte Behauptung.",
    "dados.field.resumo": "Zusammenfassung des Faktenchecks als reiner Text.",
    "dados.field.status":
      "Urteil: verificada (die Information ist wahr) oder desmentida (die Information ist falsch).",
    "dados.field.dataVerificacao": "Tag der Prüfung im Format JJJJ-MM-TT.",
    "dados.field.verificador": "Wer geprüft hat; leer, wenn nicht angegeben.",
    "dados.field.verdades":
      "Die Fakten, die die Behauptung bestätigen oder richtigstellen. In der CSV eine pro Zeile innerhalb des Feldes.",
    "dados.field.fontes":
      "Die herangezogenen Quellen. In der CSV eine pro Zeile innerhalb des Feldes.",
    "dados.field.tags": "Die Themen der Prüfung. In der CSV eines pro Zeile innerhalb des Feldes.",
    "dados.field.uf":
      "Kürzel des brasilianischen Bundesstaats, den die Prüfung betrifft (zum Beispiel PA); leer, wenn nicht angegeben.",
    "dados.field.municipio": "Gemeinde, die die Prüfung betrifft; leer, wenn nicht angegeben.",
    "dados.field.alegacao":
      "Die geprüfte Behauptung, wie sie verbreitet wurde; leer, wenn nicht angegeben (die Prüfung nutzt dann ihren Titel).",
    "dados.field.rotulo":
      "Kennung der Bewertung auf der Skala der Beobachtungsstelle (zum Beispiel fora-de-contexto); leer, wenn es keine gibt.",
    "dados.field.rotuloNome": "Name der Bewertung oder, ohne Bewertung, des Urteils.",
    "dados.field.circulouEm":
      "Plattformen, auf denen die Behauptung kursierte (whatsapp, facebook, instagram…). In der CSV eine pro Zeile innerhalb des Feldes.",
    "dados.field.primeiraAparicao":
      "Datum, an dem die Behauptung zuerst gesehen wurde (JJJJ-MM-TT); leer, wenn nicht angegeben.",
    "dados.feeds.title": "Feeds",
    "dados.feeds.text": "Um Neues in einem Feedreader (RSS 2.0) zu erhalten:",
    "dados.feeds.site": "Nachrichten und Faktenchecks",
    "dados.feeds.noticias": "Nachrichten",
    "dados.feeds.fakeNews": "Faktenchecks",
    "dados.structured.title": "Strukturierte Daten",
    "dados.structured.text":
      "Jede Seite eines Faktenchecks enthält ClaimReview-Auszeichnungen von schema.org in JSON-LD mit der Behauptung, dem Urteil, dem Datum und der prüfenden Person: Suchmaschinen und Faktencheck-Werkzeuge lesen sie direkt.",
    "dados.structured.sitemap": "Sitemap (alle öffentlichen Seiten, als XML)",
    "dados.reuse.title": "Weiterverwenden",
    "dados.reuse.text":
      "Wenn Sie einen Faktencheck weiterverwenden, nennen Sie die Beobachtungsstelle und die Adresse der Seite des Faktenchecks.",
  },
  it: {
    "dados.title": "Dati aperti",
    "dados.description":
      "Le verifiche dell’osservatorio in CSV e JSON, i feed RSS e i dati strutturati delle pagine, da seguire e riutilizzare.",
    "dados.intro":
      "L’osservatorio pubblica le sue verifiche in formati aperti, perché lettori, ricercatori e altri siti possano seguirle e riutilizzarle.",
    "dados.checagens.title": "Verifiche",
    "dados.checagens.text":
      "Tutte le verifiche pubblicate (confermate o smentite), dalla più recente alla più vecchia. I file seguono il sito: una verifica nuova o corretta vi compare in pochi minuti.",
    "dados.checagens.csv": "Verifiche in CSV",
    "dados.checagens.csvFormat": "RFC 4180, UTF-8, separato da virgole, con intestazione",
    "dados.checagens.json": "Verifiche in JSON",
    "dados.checagens.jsonFormat": "un elenco di oggetti con gli stessi campi",
    "dados.fields.caption": "Campi di ogni verifica",
    "dados.fields.name": "Campo",
    "dados.fields.meaning": "Significato",
    "dados.field.id": "Numero della verifica presso l’osservatorio; non cambia.",
    "dados.field.url": "Indirizzo della pagina della verifica.",
    "dados.field.titulo": "Titolo della verifica: l’affermazione verificata.",
    "dados.field.resumo": "Riassunto della verifica, in testo semplice.",
    "dados.field.status":
      "Verdetto: verificada (l’informazione è vera) o desmentida (l’informazione è falsa).",
    "dados.field.dataVerificacao": "Giorno della verifica, nel formato AAAA-MM-GG.",
    "dados.field.verificador": "Chi ha verificato; vuoto se non indicato.",
    "dados.field.verdades":
      "I fatti che confermano o correggono l’affermazione. Nel CSV, uno per riga all’interno del campo.",
    "dados.field.fontes": "Le fonti consultate. Nel CSV, una per riga all’interno del campo.",
    "dados.field.tags": "I temi della verifica. Nel CSV, uno per riga all’interno del campo.",
    "dados.field.uf":
      "Sigla dello stato brasiliano a cui si riferisce la verifica (per esempio, PA); vuoto se non indicato.",
    "dados.field.municipio": "Comune a cui si riferisce la verifica; vuoto se non indicato.",
    "dados.field.alegacao":
      "L’affermazione esaminata, così come è circolata; vuota se non indicata (la verifica usa allora il titolo).",
    "dados.field.rotulo":
      "Identificativo della valutazione nella scala dell’osservatorio (per esempio, fora-de-contexto); vuoto se non c’è.",
    "dados.field.rotuloNome": "Nome della valutazione, o del verdetto quando non c’è valutazione.",
    "dados.field.circulouEm":
      "Piattaforme dove è circolata l’affermazione (whatsapp, facebook, instagram…). Nel CSV, una per riga all’interno del campo.",
    "dados.field.primeiraAparicao":
      "Data in cui l’affermazione è stata vista per la prima volta (AAAA-MM-GG); vuota se non indicata.",
    "dados.feeds.title": "Feed",
    "dados.feeds.text": "Per ricevere le novità in un lettore di feed (RSS 2.0):",
    "dados.feeds.site": "Notizie e verifiche",
    "dados.feeds.noticias": "Notizie",
    "dados.feeds.fakeNews": "Verifiche",
    "dados.structured.title": "Dati strutturati",
    "dados.structured.text":
      "Ogni pagina di verifica contiene, in JSON-LD, il markup ClaimReview di schema.org con l’affermazione, il verdetto, la data e chi ha verificato: motori di ricerca e strumenti di fact-checking lo leggono direttamente.",
    "dados.structured.sitemap": "Mappa del sito (tutte le pagine pubbliche, in XML)",
    "dados.reuse.title": "Come riutilizzare",
    "dados.reuse.text":
      "Quando riutilizzi una verifica, cita l’osservatorio e l’indirizzo della pagina della verifica.",
  },
  ru: {
    "dados.title": "Открытые данные",
    "dados.description":
      "Проверки фактов обсерватории в форматах CSV и JSON, RSS-ленты и структурированные данные страниц — чтобы следить за ними и использовать их.",
    "dados.intro":
      "Обсерватория публикует свои проверки фактов в открытых форматах, чтобы читатели, исследователи и другие сайты могли следить за ними и использовать их повторно.",
    "dados.checagens.title": "Проверки фактов",
    "dados.checagens.text":
      "Все опубликованные проверки (подтверждённые или опровергнутые), от новых к старым. Файлы следуют за сайтом: новая или исправленная проверка появляется в них в течение нескольких минут.",
    "dados.checagens.csv": "Проверки в CSV",
    "dados.checagens.csvFormat": "RFC 4180, UTF-8, разделитель — запятая, со строкой заголовков",
    "dados.checagens.json": "Проверки в JSON",
    "dados.checagens.jsonFormat": "список объектов с теми же полями",
    "dados.fields.caption": "Поля каждой проверки",
    "dados.fields.name": "Поле",
    "dados.fields.meaning": "Значение",
    "dados.field.id": "Номер проверки в обсерватории; не меняется.",
    "dados.field.url": "Адрес страницы проверки.",
    "dados.field.titulo": "Заголовок проверки: проверенное утверждение.",
    "dados.field.resumo": "Краткое содержание проверки, простым текстом.",
    "dados.field.status":
      "Вердикт: verificada (информация верна) или desmentida (информация ложна).",
    "dados.field.dataVerificacao": "День проверки в формате ГГГГ-ММ-ДД.",
    "dados.field.verificador": "Кто проверял; пусто, если не указано.",
    "dados.field.verdades":
      "Факты, которые подтверждают или исправляют утверждение. В CSV — по одному на строку внутри поля.",
    "dados.field.fontes": "Использованные источники. В CSV — по одному на строку внутри поля.",
    "dados.field.tags": "Темы проверки. В CSV — по одной на строку внутри поля.",
    "dados.field.uf":
      "Код бразильского штата, к которому относится проверка (например, PA); пусто, если не указан.",
    "dados.field.municipio": "Муниципалитет, к которому относится проверка; пусто, если не указан.",
    "dados.field.alegacao":
      "Проверяемое утверждение в том виде, в каком оно распространялось; пусто, если не указано (тогда используется заголовок).",
    "dados.field.rotulo":
      "Идентификатор оценки по шкале обсерватории (например, fora-de-contexto); пусто, если оценки нет.",
    "dados.field.rotuloNome": "Название оценки или, если оценки нет, вердикта.",
    "dados.field.circulouEm":
      "Платформы, где распространялось утверждение (whatsapp, facebook, instagram…). В CSV — по одной на строку внутри поля.",
    "dados.field.primeiraAparicao":
      "Дата, когда утверждение впервые заметили (ГГГГ-ММ-ДД); пусто, если не указана.",
    "dados.feeds.title": "Ленты",
    "dados.feeds.text": "Чтобы получать новое в программе для чтения лент (RSS 2.0):",
    "dados.feeds.site": "Новости и проверки",
    "dados.feeds.noticias": "Новости",
    "dados.feeds.fakeNews": "Проверки",
    "dados.structured.title": "Структурированные данные",
    "dados.structured.text":
      "Каждая страница проверки содержит разметку ClaimReview из schema.org в формате JSON-LD с утверждением, вердиктом, датой и проверяющим: поисковые системы и инструменты проверки фактов читают её напрямую.",
    "dados.structured.sitemap": "Карта сайта (все публичные страницы, в XML)",
    "dados.reuse.title": "Как использовать повторно",
    "dados.reuse.text":
      "Используя проверку повторно, укажите обсерваторию и адрес страницы проверки.",
  },
  ar: {
    "dados.title": "البيانات المفتوحة",
    "dados.description":
      "عمليات التحقق التي أجراها المرصد بصيغتي CSV وJSON، وخلاصات RSS، والبيانات المنظمة للصفحات، للمتابعة وإعادة الاستخدام.",
    "dados.intro":
      "ينشر المرصد عمليات التحقق التي يجريها بصيغ مفتوحة، ليتمكن القراء والباحثون والمواقع الأخرى من متابعتها وإعادة استخدامها.",
    "dados.checagens.title": "عمليات التحقق",
    "dados.checagens.text":
      "جميع عمليات التحقق المنشورة (المؤكَّدة أو المفنَّدة)، من الأحدث إلى الأقدم. تتبع الملفات الموقع: تظهر فيها عملية التحقق الجديدة أو المصحَّحة خلال دقائق.",
    "dados.checagens.csv": "عمليات التحقق بصيغة CSV",
    "dados.checagens.csvFormat": "RFC 4180، ترميز UTF-8، مفصولة بفواصل، مع سطر عناوين",
    "dados.checagens.json": "عمليات التحقق بصيغة JSON",
    "dados.checagens.jsonFormat": "قائمة كائنات بالحقول نفسها",
    "dados.fields.caption": "حقول كل عملية تحقق",
    "dados.fields.name": "الحقل",
    "dados.fields.meaning": "المعنى",
    "dados.field.id": "رقم عملية التحقق في المرصد؛ لا يتغير.",
    "dados.field.url": "عنوان صفحة عملية التحقق.",
    "dados.field.titulo": "عنوان عملية التحقق: الادعاء الذي جرى التحقق منه.",
    "dados.field.resumo": "ملخص عملية التحقق، نصًا عاديًا.",
    "dados.field.status": "الحكم: verificada (المعلومة صحيحة) أو desmentida (المعلومة خاطئة).",
    "dados.field.dataVerificacao": "يوم التحقق، بصيغة YYYY-MM-DD.",
    "dados.field.verificador": "من أجرى التحقق؛ فارغ إذا لم يُذكر.",
    "dados.field.verdades":
      "الحقائق التي تؤكد الادعاء أو تصححه. في ملف CSV، واحدة في كل سطر داخل الحقل.",
    "dados.field.fontes": "المصادر التي رُجع إليها. في ملف CSV، واحد في كل سطر داخل الحقل.",
    "dados.field.tags": "مواضيع التحقق. في ملف CSV، واحد في كل سطر داخل الحقل.",
    "dados.field.uf": "رمز الولاية البرازيلية التي يتعلق بها التحقق (مثلًا PA)؛ فارغ إذا لم يُذكر.",
    "dados.field.municipio": "البلدية التي يتعلق بها التحقق؛ فارغ إذا لم تُذكر.",
    "dados.field.alegacao":
      "الادعاء الذي جرى فحصه كما انتشر؛ فارغ إذا لم يُذكر (يُستخدم العنوان حينها).",
    "dados.field.rotulo": "معرّف التصنيف على مقياس المرصد (مثل fora-de-contexto)؛ فارغ إذا لم يوجد.",
    "dados.field.rotuloNome": "اسم التصنيف، أو اسم الحكم إذا لم يوجد تصنيف.",
    "dados.field.circulouEm":
      "المنصات التي انتشر فيها الادعاء (whatsapp وfacebook وinstagram…). في ملف CSV، واحدة في كل سطر داخل الحقل.",
    "dados.field.primeiraAparicao": "تاريخ أول ظهور للادعاء (YYYY-MM-DD)؛ فارغ إذا لم يُذكر.",
    "dados.feeds.title": "الخلاصات",
    "dados.feeds.text": "لتلقي الجديد في قارئ الخلاصات (RSS 2.0):",
    "dados.feeds.site": "الأخبار وعمليات التحقق",
    "dados.feeds.noticias": "الأخبار",
    "dados.feeds.fakeNews": "عمليات التحقق",
    "dados.structured.title": "البيانات المنظمة",
    "dados.structured.text":
      "تحمل كل صفحة تحقق، بصيغة JSON-LD، ترميز ClaimReview من schema.org مع الادعاء والحكم والتاريخ ومن أجرى التحقق: تقرؤه محركات البحث وأدوات التحقق مباشرة.",
    "dados.structured.sitemap": "خريطة الموقع (جميع الصفحات العامة، بصيغة XML)",
    "dados.reuse.title": "كيفية إعادة الاستخدام",
    "dados.reuse.text": "عند إعادة استخدام عملية تحقق، اذكر المرصد وعنوان صفحة عملية التحقق.",
  },
};
