import type { Translations } from "../languages.ts";

// The institutional pages: how the observatory checks (methodology), how it corrects its
// mistakes, and who funds and runs it (transparency). Their bodies are written by the
// editors in Portuguese; these are the titles used until then, and the texts around them.
const pt = {
  "paginas.metodologia.title": "Metodologia",
  "paginas.metodologia.description":
    "Como o Observatório escolhe, apura e classifica as informações que verifica.",
  "paginas.politica-de-correcoes.title": "Política de correções",
  "paginas.politica-de-correcoes.description":
    "Como o Observatório corrige seus erros e como pedir uma correção.",
  "paginas.transparencia.title": "Transparência",
  "paginas.transparencia.description":
    "Quem financia e quem conduz o Observatório, e como são tomadas as decisões.",
  // Shown while the editors have not written the page yet.
  "paginas.notWritten":
    "A equipe do Observatório ainda está escrevendo este texto. Volte em breve ou fale conosco pela página de contato.",
  // The transparency page's count of fact-checks published without the second review.
  "paginas.transparencia.reviewTitle": "Segunda revisão",
  "paginas.transparencia.withoutReview":
    "Toda checagem deve ser lida por uma segunda pessoa antes de ser publicada. Checagens publicadas sem segunda revisão, com o motivo registrado: {{count}}.",
  // The transparency page's section on personal data (LGPD); {{count}} is a number of days.
  "paginas.transparencia.privacy.title": "Por quanto tempo guardamos dados pessoais",
  "paginas.transparencia.privacy.intro":
    "O Observatório guarda só os dados pessoais de que precisa, pelo tempo de que precisa, como pede a Lei Geral de Proteção de Dados (LGPD):",
  "paginas.transparencia.privacy.tips":
    "Sugestões de checagem: o texto, o link, o arquivo, o município e o e-mail (opcional) ficam guardados por {{count}} dias; depois são apagados, e ficam só a data, a plataforma e a resposta, para as estatísticas. O e-mail serve apenas para enviar a resposta.",
  "paginas.transparencia.privacy.mail":
    "E-mails enviados pelo site: o endereço e a mensagem são apagados {{count}} dias depois do envio.",
  "paginas.transparencia.privacy.newsletter":
    "Inscrição na newsletter: o e-mail fica guardado enquanto durar a inscrição; cada edição traz um link para sair, e sair apaga o endereço.",
  "paginas.transparencia.privacy.messaging":
    "Mensagens por WhatsApp ou Telegram: do número ou da conta de quem escreve guardamos só um resumo criptográfico (hash), para reunir as mensagens da mesma pessoa; o número em si fica guardado apenas enquanto devemos uma resposta ou enquanto durar a inscrição no resumo diário. A conversa é apagada no mesmo prazo das sugestões, {{count}} dias. Envie PARAR para sair do resumo.",
  "paginas.transparencia.privacy.contact":
    "Nada disso é publicado, vendido ou repassado. Para pedir acesso ou exclusão dos seus dados, escreva pela página de contato.",
  // Heading of the rating scale on the methodology page.
  "paginas.scale.title": "Escala de classificação",
  "paginas.scale.intro": "Cada checagem publicada recebe uma destas classificações:",
  // The intro when the site has its own scale: each status, then the ratings within it.
  "paginas.scale.introRotulos":
    "Cada checagem recebe um destes três status; dentro de cada um, a classificação diz com mais precisão o que a apuração encontrou:",
  // What each verdict means; the verdict's own label comes from fakeNewsStatus.
  "paginas.scale.verificada": "A informação foi confirmada por fontes confiáveis e é verdadeira.",
  "paginas.scale.desmentida": "A informação foi apurada e é falsa, enganosa ou tirada de contexto.",
  "paginas.scale.em_analise":
    "A informação está sendo apurada; a classificação final será publicada quando a checagem terminar.",
  // Label of the footer's list of links to these pages (read by screen readers).
  "paginas.footerNav": "Como trabalhamos",
} as const;

export const paginas: Translations<typeof pt> = {
  pt,
  en: {
    "paginas.transparencia.privacy.title": "How long we keep personal data",
    "paginas.transparencia.privacy.intro":
      "The Observatory keeps only the personal data it needs, for as long as it needs it, as Brazil's data protection law (LGPD) requires:",
    "paginas.transparencia.privacy.tips":
      "Fact-check tips: the text, link, file, town and e-mail (optional) are kept for {{count}} days; then they are deleted, and only the date, platform and answer remain, for statistics. The e-mail is used only to send you the answer.",
    "paginas.transparencia.privacy.mail":
      "E-mails sent by the site: the address and message are deleted {{count}} days after sending.",
    "paginas.transparencia.privacy.newsletter":
      "Newsletter subscription: the e-mail is kept while you are subscribed; every edition has a link to leave, and leaving deletes the address.",
    "paginas.transparencia.privacy.messaging":
      "Messages on WhatsApp or Telegram: of the sender's number or account we keep only a cryptographic digest (hash), to bring one person's messages together; the number itself is kept only while we owe an answer or while the daily digest subscription lasts. The conversation is deleted on the same schedule as tips, after {{count}} days. Send PARAR to leave the digest.",
    "paginas.transparencia.privacy.contact":
      "None of this is published, sold or passed on. To ask for access to your data or its deletion, write to us through the contact page.",
    "paginas.transparencia.reviewTitle": "Second review",
    "paginas.transparencia.withoutReview":
      "Every fact-check should be read by a second person before it is published. Fact-checks published without a second review, with the reason recorded: {{count}}.",
    "paginas.metodologia.title": "Methodology",
    "paginas.metodologia.description":
      "How the Observatory chooses, investigates and rates the claims it checks.",
    "paginas.politica-de-correcoes.title": "Corrections policy",
    "paginas.politica-de-correcoes.description":
      "How the Observatory corrects its mistakes and how to ask for a correction.",
    "paginas.transparencia.title": "Transparency",
    "paginas.transparencia.description":
      "Who funds and runs the Observatory, and how decisions are made.",
    "paginas.notWritten":
      "The Observatory's team is still writing this text. Please come back soon or get in touch through the contact page.",
    "paginas.scale.title": "Rating scale",
    "paginas.scale.intro": "Every published fact-check gets one of these ratings:",
    "paginas.scale.introRotulos":
      "Every fact-check gets one of these three statuses; within each, the rating says more precisely what the check found:",
    "paginas.scale.verificada": "The claim was confirmed by reliable sources and is true.",
    "paginas.scale.desmentida":
      "The claim was investigated and is false, misleading or taken out of context.",
    "paginas.scale.em_analise":
      "The claim is being investigated; the final rating will be published when the check is done.",
    "paginas.footerNav": "How we work",
  },
  es: {
    "paginas.transparencia.privacy.title": "Cuánto tiempo guardamos los datos personales",
    "paginas.transparencia.privacy.intro":
      "El Observatorio guarda solo los datos personales que necesita, durante el tiempo que los necesita, como exige la ley brasileña de protección de datos (LGPD):",
    "paginas.transparencia.privacy.tips":
      "Sugerencias de verificación: el texto, el enlace, el archivo, el municipio y el correo (opcional) se guardan durante {{count}} días; luego se borran, y solo quedan la fecha, la plataforma y la respuesta, para las estadísticas. El correo sirve solo para enviarte la respuesta.",
    "paginas.transparencia.privacy.mail":
      "Correos enviados por el sitio: la dirección y el mensaje se borran {{count}} días después del envío.",
    "paginas.transparencia.privacy.newsletter":
      "Suscripción al boletín: el correo se guarda mientras dure la suscripción; cada edición trae un enlace para darse de baja, y darse de baja borra la dirección.",
    "paginas.transparencia.privacy.messaging":
      "Mensajes por WhatsApp o Telegram: del número o la cuenta de quien escribe guardamos solo un resumen criptográfico (hash), para reunir los mensajes de una misma persona; el número en sí se guarda solo mientras le debemos una respuesta o mientras dure la suscripción al resumen diario. La conversación se borra en el mismo plazo que las sugerencias, {{count}} días. Envíe PARAR para salir del resumen.",
    "paginas.transparencia.privacy.contact":
      "Nada de esto se publica, se vende ni se cede. Para pedir acceso a tus datos o su eliminación, escríbenos desde la página de contacto.",
    "paginas.transparencia.reviewTitle": "Segunda revisión",
    "paginas.transparencia.withoutReview":
      "Toda verificación debe ser leída por una segunda persona antes de publicarse. Verificaciones publicadas sin segunda revisión, con el motivo registrado: {{count}}.",
    "paginas.metodologia.title": "Metodología",
    "paginas.metodologia.description":
      "Cómo el Observatorio elige, investiga y clasifica las informaciones que verifica.",
    "paginas.politica-de-correcoes.title": "Política de correcciones",
    "paginas.politica-de-correcoes.description":
      "Cómo el Observatorio corrige sus errores y cómo solicitar una corrección.",
    "paginas.transparencia.title": "Transparencia",
    "paginas.transparencia.description":
      "Quién financia y quién dirige el Observatorio, y cómo se toman las decisiones.",
    "paginas.notWritten":
      "El equipo del Observatorio todavía está escribiendo este texto. Vuelva pronto o contáctenos a través de la página de contacto.",
    "paginas.scale.title": "Escala de clasificación",
    "paginas.scale.intro": "Cada verificación publicada recibe una de estas clasificaciones:",
    "paginas.scale.introRotulos":
      "Cada verificación recibe uno de estos tres estados; dentro de cada uno, la clasificación dice con más precisión lo que encontró la verificación:",
    "paginas.scale.verificada": "La información fue confirmada por fuentes fiables y es verdadera.",
    "paginas.scale.desmentida":
      "La información fue investigada y es falsa, engañosa o está fuera de contexto.",
    "paginas.scale.em_analise":
      "La información está siendo investigada; la clasificación final se publicará cuando termine la verificación.",
    "paginas.footerNav": "Cómo trabajamos",
  },
  fr: {
    "paginas.transparencia.privacy.title": "Combien de temps nous gardons les données personnelles",
    "paginas.transparencia.privacy.intro":
      "L’Observatoire ne garde que les données personnelles dont il a besoin, le temps qu’il en a besoin, comme l’exige la loi brésilienne sur la protection des données (LGPD) :",
    "paginas.transparencia.privacy.tips":
      "Suggestions de vérification : le texte, le lien, le fichier, la commune et l’e-mail (facultatif) sont gardés {{count}} jours ; ils sont ensuite effacés, et seuls restent la date, la plateforme et la réponse, pour les statistiques. L’e-mail sert uniquement à vous envoyer la réponse.",
    "paginas.transparencia.privacy.mail":
      "E-mails envoyés par le site : l’adresse et le message sont effacés {{count}} jours après l’envoi.",
    "paginas.transparencia.privacy.newsletter":
      "Abonnement à la lettre d’information : l’e-mail est gardé tant que dure l’abonnement ; chaque numéro contient un lien de désinscription, et se désinscrire efface l’adresse.",
    "paginas.transparencia.privacy.messaging":
      "Messages par WhatsApp ou Telegram : du numéro ou du compte de l’expéditeur, nous ne gardons qu’une empreinte cryptographique (hash), pour réunir les messages d’une même personne ; le numéro lui-même n’est gardé que tant que nous vous devons une réponse ou que dure l’abonnement au résumé quotidien. La conversation est effacée dans le même délai que les suggestions, {{count}} jours. Envoyez PARAR pour quitter le résumé.",
    "paginas.transparencia.privacy.contact":
      "Rien de tout cela n’est publié, vendu ni transmis. Pour demander l’accès à vos données ou leur suppression, écrivez-nous depuis la page de contact.",
    "paginas.transparencia.reviewTitle": "Seconde relecture",
    "paginas.transparencia.withoutReview":
      "Chaque vérification doit être relue par une seconde personne avant sa publication. Vérifications publiées sans seconde relecture, avec le motif enregistré : {{count}}.",
    "paginas.metodologia.title": "Méthodologie",
    "paginas.metodologia.description":
      "Comment l’Observatoire choisit, enquête sur et classe les informations qu’il vérifie.",
    "paginas.politica-de-correcoes.title": "Politique de corrections",
    "paginas.politica-de-correcoes.description":
      "Comment l’Observatoire corrige ses erreurs et comment demander une correction.",
    "paginas.transparencia.title": "Transparence",
    "paginas.transparencia.description":
      "Qui finance et dirige l’Observatoire, et comment les décisions sont prises.",
    "paginas.notWritten":
      "L’équipe de l’Observatoire rédige encore ce texte. Revenez bientôt ou contactez-nous via la page de contact.",
    "paginas.scale.title": "Échelle de classement",
    "paginas.scale.intro": "Chaque vérification publiée reçoit l’un de ces classements :",
    "paginas.scale.introRotulos":
      "Chaque vérification reçoit l’un de ces trois statuts ; dans chacun, le classement précise ce que la vérification a établi :",
    "paginas.scale.verificada":
      "L’information a été confirmée par des sources fiables et elle est vraie.",
    "paginas.scale.desmentida":
      "L’information a été vérifiée : elle est fausse, trompeuse ou sortie de son contexte.",
    "paginas.scale.em_analise":
      "L’information est en cours de vérification ; le classement final sera publié à la fin de la vérification.",
    "paginas.footerNav": "Notre façon de travailler",
  },
  de: {
    "paginas.transparencia.privacy.title": "Wie lange wir personenbezogene Daten speichern",
    "paginas.transparencia.privacy.intro":
      "Die Beobachtungsstelle speichert nur die personenbezogenen Daten, die sie braucht, und nur so lange, wie sie sie braucht, wie es das brasilianische Datenschutzgesetz (LGPD) verlangt:",
    "paginas.transparencia.privacy.tips":
      "Hinweise zur Prüfung: Text, Link, Datei, Ort und E-Mail (optional) werden {{count}} Tage gespeichert; danach werden sie gelöscht, und nur Datum, Plattform und Antwort bleiben für die Statistik. Die E-Mail dient nur dazu, Ihnen die Antwort zu schicken.",
    "paginas.transparencia.privacy.mail":
      "Vom Website versandte E-Mails: Adresse und Nachricht werden {{count}} Tage nach dem Versand gelöscht.",
    "paginas.transparencia.privacy.newsletter":
      "Newsletter-Abonnement: Die E-Mail wird gespeichert, solange das Abonnement besteht; jede Ausgabe enthält einen Abmeldelink, und die Abmeldung löscht die Adresse.",
    "paginas.transparencia.privacy.messaging":
      "Nachrichten über WhatsApp oder Telegram: Von der Nummer oder dem Konto der absendenden Person speichern wir nur einen kryptografischen Hash, um die Nachrichten derselben Person zusammenzuführen; die Nummer selbst wird nur gespeichert, solange wir eine Antwort schulden oder das Abonnement der täglichen Übersicht besteht. Die Unterhaltung wird in derselben Frist wie die Hinweise gelöscht, nach {{count}} Tagen. Senden Sie PARAR, um die Übersicht abzubestellen.",
    "paginas.transparencia.privacy.contact":
      "Nichts davon wird veröffentlicht, verkauft oder weitergegeben. Um Auskunft über Ihre Daten oder deren Löschung zu verlangen, schreiben Sie uns über die Kontaktseite.",
    "paginas.transparencia.reviewTitle": "Zweite Prüfung",
    "paginas.transparencia.withoutReview":
      "Jeder Faktencheck soll vor der Veröffentlichung von einer zweiten Person gelesen werden. Ohne zweite Prüfung veröffentlichte Faktenchecks, mit festgehaltenem Grund: {{count}}.",
    "paginas.metodologia.title": "Methodik",
    "paginas.metodologia.description":
      "Wie das Observatorium die geprüften Behauptungen auswählt, recherchiert und bewertet.",
    "paginas.politica-de-correcoes.title": "Korrekturrichtlinie",
    "paginas.politica-de-correcoes.description":
      "Wie das Observatorium seine Fehler korrigiert und wie man eine Korrektur anfragt.",
    "paginas.transparencia.title": "Transparenz",
    "paginas.transparencia.description":
      "Wer das Observatorium finanziert und leitet und wie Entscheidungen getroffen werden.",
    "paginas.notWritten":
      "Das Team des Observatoriums schreibt diesen Text noch. Schauen Sie bald wieder vorbei oder schreiben Sie uns über die Kontaktseite.",
    "paginas.scale.title": "Bewertungsskala",
    "paginas.scale.intro": "Jeder veröffentlichte Faktencheck erhält eine dieser Bewertungen:",
    "paginas.scale.introRotulos":
      "Jeder Faktencheck erhält einen dieser drei Status; innerhalb jedes Status sagt die Bewertung genauer, was die Prüfung ergeben hat:",
    "paginas.scale.verificada":
      "Die Information wurde von verlässlichen Quellen bestätigt und ist wahr.",
    "paginas.scale.desmentida":
      "Die Information wurde geprüft und ist falsch, irreführend oder aus dem Zusammenhang gerissen.",
    "paginas.scale.em_analise":
      "Die Information wird noch geprüft; die endgültige Bewertung wird nach Abschluss der Prüfung veröffentlicht.",
    "paginas.footerNav": "Wie wir arbeiten",
  },
  it: {
    "paginas.transparencia.privacy.title": "Per quanto tempo conserviamo i dati personali",
    "paginas.transparencia.privacy.intro":
      "L’Osservatorio conserva solo i dati personali di cui ha bisogno, per il tempo necessario, come richiede la legge brasiliana sulla protezione dei dati (LGPD):",
    "paginas.transparencia.privacy.tips":
      "Segnalazioni da verificare: il testo, il link, il file, il comune e l’e-mail (facoltativa) sono conservati per {{count}} giorni; poi vengono cancellati, e restano solo la data, la piattaforma e la risposta, per le statistiche. L’e-mail serve solo a inviarti la risposta.",
    "paginas.transparencia.privacy.mail":
      "E-mail inviate dal sito: l’indirizzo e il messaggio vengono cancellati {{count}} giorni dopo l’invio.",
    "paginas.transparencia.privacy.newsletter":
      "Iscrizione alla newsletter: l’e-mail è conservata finché dura l’iscrizione; ogni numero contiene un link per disiscriversi, e disiscriversi cancella l’indirizzo.",
    "paginas.transparencia.privacy.messaging":
      "Messaggi su WhatsApp o Telegram: del numero o dell’account di chi scrive conserviamo solo un’impronta crittografica (hash), per riunire i messaggi della stessa persona; il numero stesso è conservato solo finché ti dobbiamo una risposta o finché dura l’iscrizione al riepilogo quotidiano. La conversazione viene cancellata negli stessi tempi dei suggerimenti, dopo {{count}} giorni. Invia PARAR per uscire dal riepilogo.",
    "paginas.transparencia.privacy.contact":
      "Niente di tutto ciò viene pubblicato, venduto o ceduto. Per chiedere l’accesso ai tuoi dati o la loro cancellazione, scrivici dalla pagina dei contatti.",
    "paginas.transparencia.reviewTitle": "Seconda revisione",
    "paginas.transparencia.withoutReview":
      "Ogni verifica deve essere letta da una seconda persona prima della pubblicazione. Verifiche pubblicate senza seconda revisione, con il motivo registrato: {{count}}.",
    "paginas.metodologia.title": "Metodologia",
    "paginas.metodologia.description":
      "Come l’Osservatorio sceglie, verifica e classifica le informazioni che controlla.",
    "paginas.politica-de-correcoes.title": "Politica delle correzioni",
    "paginas.politica-de-correcoes.description":
      "Come l’Osservatorio corregge i propri errori e come chiedere una correzione.",
    "paginas.transparencia.title": "Trasparenza",
    "paginas.transparencia.description":
      "Chi finanzia e chi dirige l’Osservatorio, e come vengono prese le decisioni.",
    "paginas.notWritten":
      "Il gruppo dell’Osservatorio sta ancora scrivendo questo testo. Torna presto o scrivici dalla pagina dei contatti.",
    "paginas.scale.title": "Scala di valutazione",
    "paginas.scale.intro": "Ogni verifica pubblicata riceve una di queste valutazioni:",
    "paginas.scale.introRotulos":
      "Ogni verifica riceve uno di questi tre stati; all’interno di ciascuno, la valutazione dice con più precisione che cosa ha accertato la verifica:",
    "paginas.scale.verificada": "L’informazione è stata confermata da fonti affidabili ed è vera.",
    "paginas.scale.desmentida":
      "L’informazione è stata verificata ed è falsa, fuorviante o fuori contesto.",
    "paginas.scale.em_analise":
      "L’informazione è in corso di verifica; la valutazione finale sarà pubblicata al termine.",
    "paginas.footerNav": "Come lavoriamo",
  },
  ru: {
    "paginas.transparencia.privacy.title": "Сколько мы храним персональные данные",
    "paginas.transparencia.privacy.intro":
      "Обсерватория хранит только те персональные данные, которые ей нужны, и только столько, сколько нужно, как требует бразильский закон о защите данных (LGPD):",
    "paginas.transparencia.privacy.tips":
      "Материалы на проверку: текст, ссылка, файл, город и электронная почта (необязательно) хранятся {{count}} дней; затем они удаляются, и для статистики остаются только дата, платформа и ответ. Почта нужна только для того, чтобы прислать вам ответ.",
    "paginas.transparencia.privacy.mail":
      "Письма, отправленные сайтом: адрес и текст удаляются через {{count}} дней после отправки.",
    "paginas.transparencia.privacy.newsletter":
      "Подписка на рассылку: адрес хранится, пока действует подписка; в каждом выпуске есть ссылка для отписки, и отписка удаляет адрес.",
    "paginas.transparencia.privacy.messaging":
      "Сообщения в WhatsApp или Telegram: от номера или аккаунта отправителя мы храним только криптографический отпечаток (хеш), чтобы объединять сообщения одного человека; сам номер хранится, только пока мы должны ответ или пока действует подписка на ежедневную сводку. Переписка удаляется в тот же срок, что и предложения, через {{count}} дн. Отправьте PARAR, чтобы отписаться от сводки.",
    "paginas.transparencia.privacy.contact":
      "Ничто из этого не публикуется, не продаётся и не передаётся. Чтобы запросить доступ к своим данным или их удаление, напишите нам через страницу контактов.",
    "paginas.transparencia.reviewTitle": "Вторая проверка",
    "paginas.transparencia.withoutReview":
      "Каждую проверку перед публикацией должен прочитать второй человек. Проверки, опубликованные без второй проверки, с записанной причиной: {{count}}.",
    "paginas.metodologia.title": "Методология",
    "paginas.metodologia.description":
      "Как Обсерватория выбирает, проверяет и оценивает утверждения.",
    "paginas.politica-de-correcoes.title": "Политика исправлений",
    "paginas.politica-de-correcoes.description":
      "Как Обсерватория исправляет свои ошибки и как запросить исправление.",
    "paginas.transparencia.title": "Прозрачность",
    "paginas.transparencia.description":
      "Кто финансирует Обсерваторию и руководит ею и как принимаются решения.",
    "paginas.notWritten":
      "Команда Обсерватории ещё пишет этот текст. Загляните позже или напишите нам через страницу контактов.",
    "paginas.scale.title": "Шкала оценок",
    "paginas.scale.intro": "Каждая опубликованная проверка получает одну из этих оценок:",
    "paginas.scale.introRotulos":
      "Каждая проверка получает один из этих трёх статусов; внутри каждого оценка точнее говорит, что показала проверка:",
    "paginas.scale.verificada": "Информация подтверждена надёжными источниками и верна.",
    "paginas.scale.desmentida":
      "Информация проверена и оказалась ложной, вводящей в заблуждение или вырванной из контекста.",
    "paginas.scale.em_analise":
      "Информация проверяется; итоговая оценка будет опубликована после завершения проверки.",
    "paginas.footerNav": "Как мы работаем",
  },
  ar: {
    "paginas.transparencia.privacy.title": "كم من الوقت نحتفظ بالبيانات الشخصية",
    "paginas.transparencia.privacy.intro":
      "لا يحتفظ المرصد إلا بالبيانات الشخصية التي يحتاجها، وللمدة التي يحتاجها فقط، كما يشترط قانون حماية البيانات البرازيلي (LGPD):",
    "paginas.transparencia.privacy.tips":
      "اقتراحات التحقق: يُحفظ النص والرابط والملف والبلدية والبريد الإلكتروني (اختياري) مدة {{count}} يومًا، ثم تُحذف ولا يبقى إلا التاريخ والمنصة والرد لأغراض الإحصاء. يُستخدم البريد الإلكتروني فقط لإرسال الرد إليك.",
    "paginas.transparencia.privacy.mail":
      "الرسائل التي يرسلها الموقع: يُحذف العنوان والرسالة بعد {{count}} يومًا من الإرسال.",
    "paginas.transparencia.privacy.newsletter":
      "الاشتراك في النشرة: يُحفظ البريد الإلكتروني ما دام الاشتراك قائمًا؛ في كل عدد رابط لإلغاء الاشتراك، وإلغاؤه يحذف العنوان.",
    "paginas.transparencia.privacy.messaging":
      "الرسائل عبر واتساب أو تيليجرام: لا نحتفظ من رقم المرسل أو حسابه إلا ببصمة مشفّرة (hash) لجمع رسائل الشخص نفسه؛ ولا يُحفظ الرقم نفسه إلا ما دمنا مدينين لك بردّ أو ما دام اشتراكك في الملخّص اليومي قائمًا. تُحذف المحادثة في المدة نفسها المحددة للاقتراحات، بعد {{count}} يومًا. أرسل PARAR لإلغاء الاشتراك في الملخّص.",
    "paginas.transparencia.privacy.contact":
      "لا يُنشر شيء من ذلك ولا يُباع ولا يُنقل إلى أحد. لطلب الاطلاع على بياناتك أو حذفها، راسلنا عبر صفحة الاتصال.",
    "paginas.transparencia.reviewTitle": "المراجعة الثانية",
    "paginas.transparencia.withoutReview":
      "يجب أن يقرأ شخص ثانٍ كل تحقق قبل نشره. عدد التحققات المنشورة دون مراجعة ثانية، مع تسجيل السبب: {{count}}.",
    "paginas.metodologia.title": "المنهجية",
    "paginas.metodologia.description":
      "كيف يختار المرصد المعلومات التي يتحقق منها ويبحث فيها ويصنّفها.",
    "paginas.politica-de-correcoes.title": "سياسة التصحيح",
    "paginas.politica-de-correcoes.description": "كيف يصحّح المرصد أخطاءه وكيف يمكن طلب تصحيح.",
    "paginas.transparencia.title": "الشفافية",
    "paginas.transparencia.description": "من يموّل المرصد ومن يديره، وكيف تُتخذ القرارات.",
    "paginas.notWritten":
      "ما زال فريق المرصد يكتب هذا النص. عُد قريبًا أو تواصل معنا عبر صفحة الاتصال.",
    "paginas.scale.title": "سلّم التصنيف",
    "paginas.scale.intro": "يحصل كل تحقق منشور على أحد هذه التصنيفات:",
    "paginas.scale.introRotulos":
      "يحصل كل تحقق على إحدى هذه الحالات الثلاث؛ وضمن كل حالة، يبيّن التصنيف بدقة أكبر ما توصّل إليه التحقق:",
    "paginas.scale.verificada": "أكّدت مصادر موثوقة المعلومة وهي صحيحة.",
    "paginas.scale.desmentida": "تم التحقق من المعلومة وهي كاذبة أو مضلِّلة أو مُخرجة من سياقها.",
    "paginas.scale.em_analise": "المعلومة قيد التحقق؛ سيُنشر التصنيف النهائي عند انتهاء التحقق.",
    "paginas.footerNav": "كيف نعمل",
  },
};
