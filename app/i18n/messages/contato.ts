import type { Translations } from "../languages.ts";

const pt = {
  // Heading of the contact page.
  "contato.title": "Contato",
  // Description of the contact page for search engines and link previews.
  "contato.description":
    "Fale com o observatório: e-mail, telefone, WhatsApp, redes sociais e formulário de mensagem.",
  "contato.intro":
    "Fale com a equipe do observatório pelos canais abaixo ou envie uma mensagem pelo formulário.",
  // Heading of the list of the observatory's e-mail, phone and WhatsApp.
  "contato.channels.title": "Canais de atendimento",
  "contato.channels.email": "E-mail",
  "contato.channels.telefone": "Telefone",
  "contato.channels.whatsapp": "WhatsApp",
  // Heading of the links to the observatory's social-network profiles.
  "contato.social.title": "Redes sociais",
  "contato.form.title": "Envie uma mensagem",
  "contato.form.allRequired": "Todos os campos são obrigatórios.",
  // Form labels; "Nome" is the sender's own name.
  "contato.form.nome": "Nome",
  "contato.form.email": "E-mail",
  "contato.form.assunto": "Assunto",
  "contato.form.mensagem": "Mensagem",
  "contato.form.submit": "Enviar Mensagem",
  // The submit button's text while the message is being sent.
  "contato.form.sending": "Enviando...",
  // Label of a field hidden from people (a trap for spam robots); only robots fill it in.
  "contato.form.honeypot": "Deixe este campo em branco",
  "contato.form.sent": "Mensagem enviada! Responderemos em breve.",
  // Above the form when some fields have errors; each field shows its own message too.
  "contato.form.invalid": "Corrija os campos indicados e envie novamente.",
  "contato.form.error.required": "Campo obrigatório.",
  "contato.form.error.email": "Informe um e-mail válido.",
  // {{max}} is a number of characters.
  "contato.form.error.tooLong": "Use no máximo {{max}} caracteres.",
  // When one address has sent too many messages in a short time.
  "contato.form.tooManyRequests": "Muitas tentativas. Aguarde um pouco e tente novamente.",
  // The message could not reach the server (no connection); what was typed is kept.
  "contato.form.networkError":
    "Não foi possível enviar a mensagem. Verifique sua conexão e tente novamente: o texto digitado foi mantido.",
  // The server failed to store the message; what was typed is kept.
  "contato.form.failed":
    "Não foi possível enviar a mensagem agora. Tente novamente em instantes: o texto digitado foi mantido.",
} as const;

export const contato: Translations<typeof pt> = {
  pt,
  en: {
    "contato.title": "Contact",
    "contato.description":
      "Get in touch with the observatory: e-mail, phone, WhatsApp, social networks and a message form.",
    "contato.intro":
      "Reach the observatory team through the channels below or send a message with the form.",
    "contato.channels.title": "Contact channels",
    "contato.channels.email": "E-mail",
    "contato.channels.telefone": "Phone",
    "contato.channels.whatsapp": "WhatsApp",
    "contato.social.title": "Social networks",
    "contato.form.title": "Send a message",
    "contato.form.allRequired": "All fields are required.",
    "contato.form.nome": "Name",
    "contato.form.email": "E-mail",
    "contato.form.assunto": "Subject",
    "contato.form.mensagem": "Message",
    "contato.form.submit": "Send Message",
    "contato.form.sending": "Sending...",
    "contato.form.honeypot": "Leave this field empty",
    "contato.form.sent": "Message sent! We will reply soon.",
    "contato.form.invalid": "Correct the fields shown and send again.",
    "contato.form.error.required": "This field is required.",
    "contato.form.error.email": "Enter a valid e-mail address.",
    "contato.form.error.tooLong": "Use at most {{max}} characters.",
    "contato.form.tooManyRequests": "Too many attempts. Please wait a little and try again.",
    "contato.form.networkError":
      "The message could not be sent. Check your connection and try again: what you typed has been kept.",
    "contato.form.failed":
      "The message could not be sent right now. Try again in a moment: what you typed has been kept.",
  },
  es: {
    "contato.title": "Contacto",
    "contato.description":
      "Hable con el observatorio: correo electrónico, teléfono, WhatsApp, redes sociales y formulario de mensaje.",
    "contato.intro":
      "Comuníquese con el equipo del observatorio por los canales a continuación o envíe un mensaje con el formulario.",
    "contato.channels.title": "Canales de atención",
    "contato.channels.email": "Correo electrónico",
    "contato.channels.telefone": "Teléfono",
    "contato.channels.whatsapp": "WhatsApp",
    "contato.social.title": "Redes sociales",
    "contato.form.title": "Envíe un mensaje",
    "contato.form.allRequired": "Todos los campos son obligatorios.",
    "contato.form.nome": "Nombre",
    "contato.form.email": "Correo electrónico",
    "contato.form.assunto": "Asunto",
    "contato.form.mensagem": "Mensaje",
    "contato.form.submit": "Enviar mensaje",
    "contato.form.sending": "Enviando...",
    "contato.form.honeypot": "Deje este campo en blanco",
    "contato.form.sent": "¡Mensaje enviado! Responderemos pronto.",
    "contato.form.invalid": "Corrija los campos indicados y envíe de nuevo.",
    "contato.form.error.required": "Campo obligatorio.",
    "contato.form.error.email": "Introduzca un correo electrónico válido.",
    "contato.form.error.tooLong": "Use como máximo {{max}} caracteres.",
    "contato.form.tooManyRequests": "Demasiados intentos. Espere un poco e inténtelo de nuevo.",
    "contato.form.networkError":
      "No se pudo enviar el mensaje. Compruebe su conexión e inténtelo de nuevo: el texto escrito se ha conservado.",
    "contato.form.failed":
      "No se pudo enviar el mensaje ahora. Inténtelo de nuevo en unos instantes: el texto escrito se ha conservado.",
  },
  fr: {
    "contato.title": "Contact",
    "contato.description":
      "Contactez l’observatoire : e-mail, téléphone, WhatsApp, réseaux sociaux et formulaire de message.",
    "contato.intro":
      "Joignez l’équipe de l’observatoire par les canaux ci-dessous ou envoyez un message avec le formulaire.",
    "contato.channels.title": "Nous joindre",
    "contato.channels.email": "E-mail",
    "contato.channels.telefone": "Téléphone",
    "contato.channels.whatsapp": "WhatsApp",
    "contato.social.title": "Réseaux sociaux",
    "contato.form.title": "Envoyer un message",
    "contato.form.allRequired": "Tous les champs sont obligatoires.",
    "contato.form.nome": "Nom",
    "contato.form.email": "E-mail",
    "contato.form.assunto": "Objet",
    "contato.form.mensagem": "Message",
    "contato.form.submit": "Envoyer le message",
    "contato.form.sending": "Envoi en cours...",
    "contato.form.honeypot": "Laissez ce champ vide",
    "contato.form.sent": "Message envoyé ! Nous vous répondrons bientôt.",
    "contato.form.invalid": "Corrigez les champs signalés et envoyez de nouveau.",
    "contato.form.error.required": "Champ obligatoire.",
    "contato.form.error.email": "Saisissez une adresse e-mail valide.",
    "contato.form.error.tooLong": "Utilisez au maximum {{max}} caractères.",
    "contato.form.tooManyRequests": "Trop de tentatives. Patientez un peu et réessayez.",
    "contato.form.networkError":
      "Le message n’a pas pu être envoyé. Vérifiez votre connexion et réessayez : votre texte a été conservé.",
    "contato.form.failed":
      "Le message n’a pas pu être envoyé pour le moment. Réessayez dans un instant : votre texte a été conservé.",
  },
  de: {
    "contato.title": "Kontakt",
    "contato.description":
      "Kontakt zur Beobachtungsstelle: E-Mail, Telefon, WhatsApp, soziale Netzwerke und Nachrichtenformular.",
    "contato.intro":
      "Erreichen Sie das Team der Beobachtungsstelle über die Kanäle unten oder senden Sie eine Nachricht über das Formular.",
    "contato.channels.title": "Kontaktwege",
    "contato.channels.email": "E-Mail",
    "contato.channels.telefone": "Telefon",
    "contato.channels.whatsapp": "WhatsApp",
    "contato.social.title": "Soziale Netzwerke",
    "contato.form.title": "Nachricht senden",
    "contato.form.allRequired": "Alle Felder sind Pflichtfelder.",
    "contato.form.nome": "Name",
    "contato.form.email": "E-Mail",
    "contato.form.assunto": "Betreff",
    "contato.form.mensagem": "Nachricht",
    "contato.form.submit": "Nachricht senden",
    "contato.form.sending": "Wird gesendet...",
    "contato.form.honeypot": "Dieses Feld bitte leer lassen",
    "contato.form.sent": "Nachricht gesendet! Wir antworten bald.",
    "contato.form.invalid": "Korrigieren Sie die markierten Felder und senden Sie erneut.",
    "contato.form.error.required": "Pflichtfeld.",
    "contato.form.error.email": "Geben Sie eine gültige E-Mail-Adresse ein.",
    "contato.form.error.tooLong": "Verwenden Sie höchstens {{max}} Zeichen.",
    "contato.form.tooManyRequests":
      "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    "contato.form.networkError":
      "Die Nachricht konnte nicht gesendet werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut: Ihr Text bleibt erhalten.",
    "contato.form.failed":
      "Die Nachricht konnte gerade nicht gesendet werden. Versuchen Sie es gleich noch einmal: Ihr Text bleibt erhalten.",
  },
  it: {
    "contato.title": "Contatti",
    "contato.description":
      "Contatta l’osservatorio: e-mail, telefono, WhatsApp, social network e modulo di contatto.",
    "contato.intro":
      "Contatta il team dell’osservatorio tramite i canali qui sotto o invia un messaggio con il modulo.",
    "contato.channels.title": "Canali di contatto",
    "contato.channels.email": "E-mail",
    "contato.channels.telefone": "Telefono",
    "contato.channels.whatsapp": "WhatsApp",
    "contato.social.title": "Social network",
    "contato.form.title": "Invia un messaggio",
    "contato.form.allRequired": "Tutti i campi sono obbligatori.",
    "contato.form.nome": "Nome",
    "contato.form.email": "E-mail",
    "contato.form.assunto": "Oggetto",
    "contato.form.mensagem": "Messaggio",
    "contato.form.submit": "Invia messaggio",
    "contato.form.sending": "Invio in corso...",
    "contato.form.honeypot": "Lascia vuoto questo campo",
    "contato.form.sent": "Messaggio inviato! Ti risponderemo presto.",
    "contato.form.invalid": "Correggi i campi indicati e invia di nuovo.",
    "contato.form.error.required": "Campo obbligatorio.",
    "contato.form.error.email": "Inserisci un indirizzo e-mail valido.",
    "contato.form.error.tooLong": "Usa al massimo {{max}} caratteri.",
    "contato.form.tooManyRequests": "Troppi tentativi. Attendi un momento e riprova.",
    "contato.form.networkError":
      "Impossibile inviare il messaggio. Controlla la connessione e riprova: il testo scritto è stato conservato.",
    "contato.form.failed":
      "Impossibile inviare il messaggio in questo momento. Riprova tra poco: il testo scritto è stato conservato.",
  },
  ru: {
    "contato.title": "Контакты",
    "contato.description":
      "Свяжитесь с обсерваторией: электронная почта, телефон, WhatsApp, социальные сети и форма сообщения.",
    "contato.intro":
      "Свяжитесь с командой обсерватории по указанным ниже каналам или отправьте сообщение через форму.",
    "contato.channels.title": "Способы связи",
    "contato.channels.email": "Электронная почта",
    "contato.channels.telefone": "Телефон",
    "contato.channels.whatsapp": "WhatsApp",
    "contato.social.title": "Социальные сети",
    "contato.form.title": "Отправить сообщение",
    "contato.form.allRequired": "Все поля обязательны для заполнения.",
    "contato.form.nome": "Имя",
    "contato.form.email": "Электронная почта",
    "contato.form.assunto": "Тема",
    "contato.form.mensagem": "Сообщение",
    "contato.form.submit": "Отправить сообщение",
    "contato.form.sending": "Отправка...",
    "contato.form.honeypot": "Оставьте это поле пустым",
    "contato.form.sent": "Сообщение отправлено! Мы скоро ответим.",
    "contato.form.invalid": "Исправьте отмеченные поля и отправьте ещё раз.",
    "contato.form.error.required": "Обязательное поле.",
    "contato.form.error.email": "Введите действительный адрес электронной почты.",
    "contato.form.error.tooLong": "Не более {{max}} символов.",
    "contato.form.tooManyRequests": "Слишком много попыток. Подождите немного и попробуйте снова.",
    "contato.form.networkError":
      "Не удалось отправить сообщение. Проверьте подключение и попробуйте снова: введённый текст сохранён.",
    "contato.form.failed":
      "Сейчас не удалось отправить сообщение. Попробуйте ещё раз чуть позже: введённый текст сохранён.",
  },
  ar: {
    "contato.title": "اتصل بنا",
    "contato.description":
      "تواصل مع المرصد: البريد الإلكتروني والهاتف وواتساب وشبكات التواصل الاجتماعي ونموذج المراسلة.",
    "contato.intro": "تواصل مع فريق المرصد عبر القنوات أدناه أو أرسل رسالة من خلال النموذج.",
    "contato.channels.title": "قنوات التواصل",
    "contato.channels.email": "البريد الإلكتروني",
    "contato.channels.telefone": "الهاتف",
    "contato.channels.whatsapp": "واتساب",
    "contato.social.title": "شبكات التواصل الاجتماعي",
    "contato.form.title": "أرسل رسالة",
    "contato.form.allRequired": "جميع الحقول مطلوبة.",
    "contato.form.nome": "الاسم",
    "contato.form.email": "البريد الإلكتروني",
    "contato.form.assunto": "الموضوع",
    "contato.form.mensagem": "الرسالة",
    "contato.form.submit": "إرسال الرسالة",
    "contato.form.sending": "جارٍ الإرسال...",
    "contato.form.honeypot": "اترك هذا الحقل فارغًا",
    "contato.form.sent": "تم إرسال الرسالة! سنرد عليك قريبًا.",
    "contato.form.invalid": "صحّح الحقول المشار إليها ثم أعد الإرسال.",
    "contato.form.error.required": "حقل مطلوب.",
    "contato.form.error.email": "أدخل بريدًا إلكترونيًا صالحًا.",
    "contato.form.error.tooLong": "استخدم {{max}} حرفًا على الأكثر.",
    "contato.form.tooManyRequests": "محاولات كثيرة جدًا. انتظر قليلًا ثم حاول مرة أخرى.",
    "contato.form.networkError":
      "تعذّر إرسال الرسالة. تحقق من اتصالك وحاول مرة أخرى: تم الاحتفاظ بالنص الذي كتبته.",
    "contato.form.failed":
      "تعذّر إرسال الرسالة الآن. حاول مرة أخرى بعد قليل: تم الاحتفاظ بالنص الذي كتبته.",
  },
};
