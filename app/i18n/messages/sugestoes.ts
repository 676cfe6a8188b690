import type { Translations } from "../languages.ts";

const pt = {
  // Heading of the call to action on the home page and at the end of each fact-check.
  "sugestoes.cta.title": "Recebeu algo suspeito?",
  "sugestoes.cta.text":
    "Envie para a equipe do observatório checar: um texto, um link, uma imagem ou um áudio.",
  // Link to the tip form; the same words are the form page's title.
  "sugestoes.cta.link": "Envie para checagem",
  // Link that opens a WhatsApp conversation with the observatory.
  "sugestoes.cta.whatsapp": "Envie pelo WhatsApp",
  // Title of the tip form page.
  "sugestoes.form.title": "Envie para checagem",
  // Description of the tip form page for search engines and link previews.
  "sugestoes.form.description":
    "Recebeu uma mensagem, um link, uma imagem ou um áudio suspeito? Envie para o observatório checar e acompanhe o resultado.",
  "sugestoes.form.intro":
    "Recebeu uma mensagem, um link, uma imagem ou um áudio e desconfia? Envie para nós. Você recebe um código para acompanhar a checagem.",
  // Group of fields: the suspicious content itself.
  "sugestoes.form.what": "O que você recebeu",
  "sugestoes.form.atLeastOne": "Preencha pelo menos um: o texto, o link ou o arquivo.",
  "sugestoes.form.texto": "Texto da mensagem",
  "sugestoes.form.link": "Link",
  "sugestoes.form.file": "Imagem ou áudio",
  // {{imageMb}} and {{audioMb}} are sizes in megabytes.
  "sugestoes.form.fileHint":
    "Uma imagem (JPEG, PNG, WebP, GIF ou AVIF, até {{imageMb}} MB) ou um áudio (como os do WhatsApp, MP3, M4A ou WAV, até {{audioMb}} MB).",
  // Group of fields: where the content circulated.
  "sugestoes.form.where": "Onde circulou",
  "sugestoes.form.plataforma": "Rede ou aplicativo",
  // Empty first option of the platform list.
  "sugestoes.form.plataformaChoose": "Escolha uma opção",
  // The platform option for any other network or app.
  "sugestoes.form.plataformaOutra": "Outra",
  "sugestoes.form.uf": "Estado (opcional)",
  // Empty first option of the list of Brazilian states.
  "sugestoes.form.ufNone": "Não informar",
  "sugestoes.form.municipio": "Cidade (opcional)",
  "sugestoes.form.email": "E-mail (opcional)",
  "sugestoes.form.emailHint":
    "Para enviarmos a resposta quando a sugestão for checada ou descartada, e para a equipe falar com você, se precisar. Nunca é publicado e é apagado em até um ano.",
  "sugestoes.form.submit": "Enviar para checagem",
  // The submit button's text while the tip is being sent.
  "sugestoes.form.sending": "Enviando...",
  // Label of a field hidden from people (a trap for spam robots); only robots fill it in.
  "sugestoes.form.honeypot": "Deixe este campo em branco",
  "sugestoes.form.sent": "Recebemos sua sugestão!",
  // Followed by the tracking code, e.g. "K7M2-QX9D-A3B4C" (13 letters and digits in three groups).
  "sugestoes.form.codeLabel": "Seu código de acompanhamento:",
  "sugestoes.form.codeKeep": "Guarde este código: com ele você acompanha a checagem.",
  "sugestoes.form.follow": "Acompanhar a sugestão",
  // Heading over a published fact-check that strongly resembles the tip just sent.
  "sugestoes.form.matchTitle": "Era isso?",
  // Said before that fact-check's verdict and claim; the tip was received all the same.
  "sugestoes.form.matchIntro": "Já checamos uma mensagem muito parecida com a que você enviou:",
  // Link to that fact-check's page.
  "sugestoes.form.matchLink": "Ler a checagem",
  // Button that turns down that fact-check as the answer: the tip goes back to the team.
  "sugestoes.match.naoEIsso": "Não é isso",
  // Said before that button.
  "sugestoes.match.naoEIssoHint":
    "Não era isso? Avise-nos, e uma pessoa da equipe vai analisar a sua sugestão.",
  // Heading over up to three published fact-checks like the text being typed.
  "sugestoes.form.parecidas": "Checagens publicadas parecidas com este texto:",
  // Above the form when some fields have errors; each field shows its own message too.
  "sugestoes.form.invalid": "Corrija os campos indicados e envie novamente.",
  "sugestoes.form.error.nothingGiven": "Envie um texto, um link ou um arquivo.",
  "sugestoes.form.error.link": "Informe um link que comece com http:// ou https://.",
  "sugestoes.form.error.plataforma": "Escolha onde o conteúdo circulou.",
  "sugestoes.form.error.uf": "Escolha um estado da lista.",
  "sugestoes.form.error.email": "Informe um e-mail válido.",
  // {{max}} is a number of characters.
  "sugestoes.form.error.tooLong": "Use no máximo {{max}} caracteres.",
  "sugestoes.form.error.fileType": "Envie uma imagem ou um áudio.",
  "sugestoes.form.error.fileTooLarge":
    "O arquivo é grande demais: imagens até {{imageMb}} MB, áudios até {{audioMb}} MB.",
  // When the files of all readers' tips have reached the site's limit for one hour; a tip
  // without a file is still taken.
  "sugestoes.form.error.filesPerHour":
    "Recebemos arquivos demais na última hora. Envie a sugestão sem o arquivo ou tente de novo mais tarde.",
  // When one address has sent too many tips in a short time.
  "sugestoes.form.tooManyRequests": "Muitas tentativas. Aguarde um pouco e tente novamente.",
  "sugestoes.form.networkError":
    "Não foi possível enviar. Verifique sua conexão e tente novamente: o texto digitado foi mantido.",
  "sugestoes.form.failed":
    "Não foi possível enviar agora. Tente novamente em instantes: o texto digitado foi mantido.",
  // Title of the page that shows how a tip is going.
  "sugestoes.status.title": "Acompanhe sua sugestão",
  "sugestoes.status.description": "O andamento de uma sugestão enviada para checagem.",
  // {{codigo}} is the tracking code.
  "sugestoes.status.code": "Código {{codigo}}",
  // Label before the tip's state, e.g. "Situação: Em análise".
  "sugestoes.status.label": "Situação:",
  "sugestoes.status.recebida": "Recebida",
  "sugestoes.status.recebidaText": "Sua sugestão chegou e aguarda a análise da equipe.",
  // The tip's sender turned down the fact-check the site showed; it waits for the team.
  "sugestoes.status.recusadaText":
    "Você nos disse que a checagem mostrada não era isso. Uma pessoa da equipe vai analisar a sua sugestão.",
  "sugestoes.status.emAnalise": "Em análise",
  "sugestoes.status.emAnaliseText": "A equipe está checando este conteúdo.",
  "sugestoes.status.verificada": "Checada",
  "sugestoes.status.verificadaText": "A equipe publicou uma checagem sobre este conteúdo:",
  // A verified tip whose fact-check is not public yet.
  "sugestoes.status.verificadaPending": "A checagem será publicada em breve.",
  "sugestoes.status.descartada": "Não será checada",
  "sugestoes.status.motivoOpiniao": "É uma opinião, e opiniões não são checadas.",
  "sugestoes.status.motivoNaoVerificavel":
    "Não há informações públicas suficientes para checar este conteúdo.",
  "sugestoes.status.motivoJaVerificada": "Este conteúdo já foi checado:",
  // Followed by the reason the team wrote, in Portuguese.
  "sugestoes.status.motivoOutro": "Motivo informado pela equipe:",
  "sugestoes.status.another": "Enviar outro conteúdo",
  // Title and text of the tip's page when one address has looked up codes too often.
  "sugestoes.status.tooManyTitle": "Muitas consultas",
  "sugestoes.status.tooManyText":
    "Você consultou códigos muitas vezes em pouco tempo. Aguarde alguns minutos e tente novamente.",
} as const;

export const sugestoes: Translations<typeof pt> = {
  pt,
  en: {
    "sugestoes.cta.title": "Received something suspicious?",
    "sugestoes.cta.text":
      "Send it to the observatory team to check: a text, a link, an image or an audio message.",
    "sugestoes.cta.link": "Send it for fact-checking",
    "sugestoes.cta.whatsapp": "Send it on WhatsApp",
    "sugestoes.form.title": "Send it for fact-checking",
    "sugestoes.form.description":
      "Received a suspicious message, link, image or audio? Send it to the observatory to check and follow the result.",
    "sugestoes.form.intro":
      "Received a message, a link, an image or an audio and have doubts? Send it to us. You get a code to follow the fact-check.",
    "sugestoes.form.what": "What you received",
    "sugestoes.form.atLeastOne": "Fill in at least one: the text, the link or the file.",
    "sugestoes.form.texto": "Text of the message",
    "sugestoes.form.link": "Link",
    "sugestoes.form.file": "Image or audio",
    "sugestoes.form.fileHint":
      "An image (JPEG, PNG, WebP, GIF or AVIF, up to {{imageMb}} MB) or an audio (like WhatsApp's, MP3, M4A or WAV, up to {{audioMb}} MB).",
    "sugestoes.form.where": "Where it circulated",
    "sugestoes.form.plataforma": "Network or app",
    "sugestoes.form.plataformaChoose": "Choose an option",
    "sugestoes.form.plataformaOutra": "Other",
    "sugestoes.form.uf": "State (optional)",
    "sugestoes.form.ufNone": "Not given",
    "sugestoes.form.municipio": "Town (optional)",
    "sugestoes.form.email": "E-mail (optional)",
    "sugestoes.form.emailHint":
      "To send you the answer once the tip is checked or set aside, and for the team to reach you if needed. Never published; deleted within a year.",
    "sugestoes.form.submit": "Send for fact-checking",
    "sugestoes.form.sending": "Sending...",
    "sugestoes.form.honeypot": "Leave this field blank",
    "sugestoes.form.sent": "We received your tip!",
    "sugestoes.form.codeLabel": "Your tracking code:",
    "sugestoes.form.codeKeep": "Keep this code: it lets you follow the fact-check.",
    "sugestoes.form.follow": "Follow the tip",
    "sugestoes.form.matchTitle": "Was it this?",
    "sugestoes.form.matchIntro": "We have already checked a message very like the one you sent:",
    "sugestoes.form.matchLink": "Read the fact-check",
    "sugestoes.match.naoEIsso": "That's not it",
    "sugestoes.match.naoEIssoHint":
      "Not it? Tell us, and a person on the team will look at your tip.",
    "sugestoes.form.parecidas": "Published fact-checks like this text:",
    "sugestoes.form.invalid": "Correct the fields shown and send again.",
    "sugestoes.form.error.nothingGiven": "Send a text, a link or a file.",
    "sugestoes.form.error.link": "Enter a link starting with http:// or https://.",
    "sugestoes.form.error.plataforma": "Choose where the content circulated.",
    "sugestoes.form.error.uf": "Choose a state from the list.",
    "sugestoes.form.error.email": "Enter a valid e-mail address.",
    "sugestoes.form.error.tooLong": "Use at most {{max}} characters.",
    "sugestoes.form.error.fileType": "Send an image or an audio file.",
    "sugestoes.form.error.fileTooLarge":
      "The file is too large: images up to {{imageMb}} MB, audio up to {{audioMb}} MB.",
    "sugestoes.form.error.filesPerHour":
      "We have received too many files in the last hour. Send your tip without the file or try again later.",
    "sugestoes.form.tooManyRequests": "Too many attempts. Please wait a little and try again.",
    "sugestoes.form.networkError":
      "It could not be sent. Check your connection and try again: what you typed has been kept.",
    "sugestoes.form.failed":
      "It could not be sent right now. Try again in a moment: what you typed has been kept.",
    "sugestoes.status.title": "Follow your tip",
    "sugestoes.status.description": "The progress of a tip sent for fact-checking.",
    "sugestoes.status.code": "Code {{codigo}}",
    "sugestoes.status.label": "Status:",
    "sugestoes.status.recebida": "Received",
    "sugestoes.status.recebidaText": "Your tip arrived and is waiting for the team's review.",
    "sugestoes.status.recusadaText":
      "You told us the fact-check we showed was not it. A person on the team will look at your tip.",
    "sugestoes.status.emAnalise": "Under review",
    "sugestoes.status.emAnaliseText": "The team is checking this content.",
    "sugestoes.status.verificada": "Checked",
    "sugestoes.status.verificadaText": "The team published a fact-check about this content:",
    "sugestoes.status.verificadaPending": "The fact-check will be published soon.",
    "sugestoes.status.descartada": "Will not be checked",
    "sugestoes.status.motivoOpiniao": "It is an opinion, and opinions are not fact-checked.",
    "sugestoes.status.motivoNaoVerificavel":
      "There is not enough public information to check this content.",
    "sugestoes.status.motivoJaVerificada": "This content has already been checked:",
    "sugestoes.status.motivoOutro": "Reason given by the team:",
    "sugestoes.status.another": "Send other content",
    "sugestoes.status.tooManyTitle": "Too many lookups",
    "sugestoes.status.tooManyText":
      "You have looked up codes too many times in a short while. Wait a few minutes and try again.",
  },
  es: {
    "sugestoes.cta.title": "¿Recibiste algo sospechoso?",
    "sugestoes.cta.text":
      "Envíalo al equipo del observatorio para verificarlo: un texto, un enlace, una imagen o un audio.",
    "sugestoes.cta.link": "Envía para verificación",
    "sugestoes.cta.whatsapp": "Envía por WhatsApp",
    "sugestoes.form.title": "Envía para verificación",
    "sugestoes.form.description":
      "¿Recibiste un mensaje, un enlace, una imagen o un audio sospechoso? Envíalo al observatorio para verificarlo y sigue el resultado.",
    "sugestoes.form.intro":
      "¿Recibiste un mensaje, un enlace, una imagen o un audio y dudas? Envíanoslo. Recibirás un código para seguir la verificación.",
    "sugestoes.form.what": "Lo que recibiste",
    "sugestoes.form.atLeastOne": "Completa al menos uno: el texto, el enlace o el archivo.",
    "sugestoes.form.texto": "Texto del mensaje",
    "sugestoes.form.link": "Enlace",
    "sugestoes.form.file": "Imagen o audio",
    "sugestoes.form.fileHint":
      "Una imagen (JPEG, PNG, WebP, GIF o AVIF, hasta {{imageMb}} MB) o un audio (como los de WhatsApp, MP3, M4A o WAV, hasta {{audioMb}} MB).",
    "sugestoes.form.where": "Dónde circuló",
    "sugestoes.form.plataforma": "Red o aplicación",
    "sugestoes.form.plataformaChoose": "Elige una opción",
    "sugestoes.form.plataformaOutra": "Otra",
    "sugestoes.form.uf": "Estado (opcional)",
    "sugestoes.form.ufNone": "No informar",
    "sugestoes.form.municipio": "Ciudad (opcional)",
    "sugestoes.form.email": "Correo electrónico (opcional)",
    "sugestoes.form.emailHint":
      "Para enviarte la respuesta cuando la sugerencia se verifique o se descarte, y para que el equipo hable contigo si hace falta. Nunca se publica y se borra en un plazo de un año.",
    "sugestoes.form.submit": "Enviar para verificación",
    "sugestoes.form.sending": "Enviando...",
    "sugestoes.form.honeypot": "Deja este campo en blanco",
    "sugestoes.form.sent": "¡Recibimos tu sugerencia!",
    "sugestoes.form.codeLabel": "Tu código de seguimiento:",
    "sugestoes.form.codeKeep": "Guarda este código: con él sigues la verificación.",
    "sugestoes.form.follow": "Seguir la sugerencia",
    "sugestoes.form.matchTitle": "¿Era esto?",
    "sugestoes.form.matchIntro": "Ya verificamos un mensaje muy parecido al que enviaste:",
    "sugestoes.form.matchLink": "Leer la verificación",
    "sugestoes.match.naoEIsso": "No es esto",
    "sugestoes.match.naoEIssoHint":
      "¿No era esto? Avísanos y una persona del equipo analizará tu sugerencia.",
    "sugestoes.form.parecidas": "Verificaciones publicadas parecidas a este texto:",
    "sugestoes.form.invalid": "Corrige los campos indicados y vuelve a enviar.",
    "sugestoes.form.error.nothingGiven": "Envía un texto, un enlace o un archivo.",
    "sugestoes.form.error.link": "Indica un enlace que empiece por http:// o https://.",
    "sugestoes.form.error.plataforma": "Elige dónde circuló el contenido.",
    "sugestoes.form.error.uf": "Elige un estado de la lista.",
    "sugestoes.form.error.email": "Indica un correo electrónico válido.",
    "sugestoes.form.error.tooLong": "Usa como máximo {{max}} caracteres.",
    "sugestoes.form.error.fileType": "Envía una imagen o un audio.",
    "sugestoes.form.error.fileTooLarge":
      "El archivo es demasiado grande: imágenes hasta {{imageMb}} MB, audios hasta {{audioMb}} MB.",
    "sugestoes.form.error.filesPerHour":
      "Recibimos demasiados archivos en la última hora. Envía tu sugerencia sin el archivo o inténtalo de nuevo más tarde.",
    "sugestoes.form.tooManyRequests": "Demasiados intentos. Espera un poco y vuelve a intentarlo.",
    "sugestoes.form.networkError":
      "No se pudo enviar. Revisa tu conexión y vuelve a intentarlo: lo que escribiste se ha conservado.",
    "sugestoes.form.failed":
      "No se pudo enviar ahora. Inténtalo de nuevo en unos instantes: lo que escribiste se ha conservado.",
    "sugestoes.status.title": "Sigue tu sugerencia",
    "sugestoes.status.description": "El avance de una sugerencia enviada para verificación.",
    "sugestoes.status.code": "Código {{codigo}}",
    "sugestoes.status.label": "Situación:",
    "sugestoes.status.recebida": "Recibida",
    "sugestoes.status.recebidaText": "Tu sugerencia llegó y espera el análisis del equipo.",
    "sugestoes.status.recusadaText":
      "Nos dijiste que la verificación mostrada no era esto. Una persona del equipo analizará tu sugerencia.",
    "sugestoes.status.emAnalise": "En análisis",
    "sugestoes.status.emAnaliseText": "El equipo está verificando este contenido.",
    "sugestoes.status.verificada": "Verificada",
    "sugestoes.status.verificadaText": "El equipo publicó una verificación sobre este contenido:",
    "sugestoes.status.verificadaPending": "La verificación se publicará pronto.",
    "sugestoes.status.descartada": "No se verificará",
    "sugestoes.status.motivoOpiniao": "Es una opinión, y las opiniones no se verifican.",
    "sugestoes.status.motivoNaoVerificavel":
      "No hay suficiente información pública para verificar este contenido.",
    "sugestoes.status.motivoJaVerificada": "Este contenido ya fue verificado:",
    "sugestoes.status.motivoOutro": "Motivo indicado por el equipo:",
    "sugestoes.status.another": "Enviar otro contenido",
    "sugestoes.status.tooManyTitle": "Demasiadas consultas",
    "sugestoes.status.tooManyText":
      "Has consultado códigos demasiadas veces en poco tiempo. Espera unos minutos e inténtalo de nuevo.",
  },
  fr: {
    "sugestoes.cta.title": "Vous avez reçu quelque chose de suspect ?",
    "sugestoes.cta.text":
      "Envoyez-le à l’équipe de l’observatoire pour vérification : un texte, un lien, une image ou un audio.",
    "sugestoes.cta.link": "Envoyer pour vérification",
    "sugestoes.cta.whatsapp": "Envoyer par WhatsApp",
    "sugestoes.form.title": "Envoyer pour vérification",
    "sugestoes.form.description":
      "Vous avez reçu un message, un lien, une image ou un audio suspect ? Envoyez-le à l’observatoire et suivez le résultat.",
    "sugestoes.form.intro":
      "Vous avez reçu un message, un lien, une image ou un audio et vous doutez ? Envoyez-le-nous. Vous recevrez un code pour suivre la vérification.",
    "sugestoes.form.what": "Ce que vous avez reçu",
    "sugestoes.form.atLeastOne": "Remplissez au moins un champ : le texte, le lien ou le fichier.",
    "sugestoes.form.texto": "Texte du message",
    "sugestoes.form.link": "Lien",
    "sugestoes.form.file": "Image ou audio",
    "sugestoes.form.fileHint":
      "Une image (JPEG, PNG, WebP, GIF ou AVIF, jusqu’à {{imageMb}} Mo) ou un audio (comme ceux de WhatsApp, MP3, M4A ou WAV, jusqu’à {{audioMb}} Mo).",
    "sugestoes.form.where": "Où il a circulé",
    "sugestoes.form.plataforma": "Réseau ou application",
    "sugestoes.form.plataformaChoose": "Choisissez une option",
    "sugestoes.form.plataformaOutra": "Autre",
    "sugestoes.form.uf": "État (facultatif)",
    "sugestoes.form.ufNone": "Ne pas préciser",
    "sugestoes.form.municipio": "Ville (facultatif)",
    "sugestoes.form.email": "E-mail (facultatif)",
    "sugestoes.form.emailHint":
      "Pour vous envoyer la réponse quand la suggestion sera vérifiée ou écartée, et pour que l’équipe vous contacte si besoin. Jamais publié ; effacé dans un délai d’un an.",
    "sugestoes.form.submit": "Envoyer pour vérification",
    "sugestoes.form.sending": "Envoi...",
    "sugestoes.form.honeypot": "Laissez ce champ vide",
    "sugestoes.form.sent": "Nous avons reçu votre suggestion !",
    "sugestoes.form.codeLabel": "Votre code de suivi :",
    "sugestoes.form.codeKeep": "Gardez ce code : il vous permet de suivre la vérification.",
    "sugestoes.form.follow": "Suivre la suggestion",
    "sugestoes.form.matchTitle": "Était-ce cela ?",
    "sugestoes.form.matchIntro":
      "Nous avons déjà vérifié un message très proche de celui que vous avez envoyé :",
    "sugestoes.form.matchLink": "Lire la vérification",
    "sugestoes.match.naoEIsso": "Ce n’est pas ça",
    "sugestoes.match.naoEIssoHint":
      "Ce n’était pas ça ? Dites-le-nous, et une personne de l’équipe examinera votre suggestion.",
    "sugestoes.form.parecidas": "Vérifications publiées proches de ce texte :",
    "sugestoes.form.invalid": "Corrigez les champs indiqués et renvoyez.",
    "sugestoes.form.error.nothingGiven": "Envoyez un texte, un lien ou un fichier.",
    "sugestoes.form.error.link": "Indiquez un lien commençant par http:// ou https://.",
    "sugestoes.form.error.plataforma": "Choisissez où le contenu a circulé.",
    "sugestoes.form.error.uf": "Choisissez un État dans la liste.",
    "sugestoes.form.error.email": "Indiquez une adresse e-mail valide.",
    "sugestoes.form.error.tooLong": "Utilisez au maximum {{max}} caractères.",
    "sugestoes.form.error.fileType": "Envoyez une image ou un audio.",
    "sugestoes.form.error.fileTooLarge":
      "Le fichier est trop volumineux : images jusqu’à {{imageMb}} Mo, audios jusqu’à {{audioMb}} Mo.",
    "sugestoes.form.error.filesPerHour":
      "Nous avons reçu trop de fichiers au cours de la dernière heure. Envoyez votre suggestion sans le fichier ou réessayez plus tard.",
    "sugestoes.form.tooManyRequests": "Trop de tentatives. Patientez un peu et réessayez.",
    "sugestoes.form.networkError":
      "L’envoi a échoué. Vérifiez votre connexion et réessayez : votre texte a été conservé.",
    "sugestoes.form.failed":
      "L’envoi est impossible pour le moment. Réessayez dans un instant : votre texte a été conservé.",
    "sugestoes.status.title": "Suivez votre suggestion",
    "sugestoes.status.description": "L’avancement d’une suggestion envoyée pour vérification.",
    "sugestoes.status.code": "Code {{codigo}}",
    "sugestoes.status.label": "Situation :",
    "sugestoes.status.recebida": "Reçue",
    "sugestoes.status.recebidaText":
      "Votre suggestion est arrivée et attend l’analyse de l’équipe.",
    "sugestoes.status.recusadaText":
      "Vous nous avez dit que la vérification affichée n’était pas ça. Une personne de l’équipe examinera votre suggestion.",
    "sugestoes.status.emAnalise": "En cours d’analyse",
    "sugestoes.status.emAnaliseText": "L’équipe vérifie ce contenu.",
    "sugestoes.status.verificada": "Vérifiée",
    "sugestoes.status.verificadaText": "L’équipe a publié une vérification sur ce contenu :",
    "sugestoes.status.verificadaPending": "La vérification sera publiée bientôt.",
    "sugestoes.status.descartada": "Ne sera pas vérifiée",
    "sugestoes.status.motivoOpiniao": "C’est une opinion, et les opinions ne sont pas vérifiées.",
    "sugestoes.status.motivoNaoVerificavel":
      "Il n’y a pas assez d’informations publiques pour vérifier ce contenu.",
    "sugestoes.status.motivoJaVerificada": "Ce contenu a déjà été vérifié :",
    "sugestoes.status.motivoOutro": "Motif indiqué par l’équipe :",
    "sugestoes.status.another": "Envoyer un autre contenu",
    "sugestoes.status.tooManyTitle": "Trop de consultations",
    "sugestoes.status.tooManyText":
      "Vous avez consulté des codes trop souvent en peu de temps. Attendez quelques minutes et réessayez.",
  },
  de: {
    "sugestoes.cta.title": "Etwas Verdächtiges erhalten?",
    "sugestoes.cta.text":
      "Schicken Sie es dem Team der Beobachtungsstelle zur Prüfung: einen Text, einen Link, ein Bild oder eine Audiodatei.",
    "sugestoes.cta.link": "Zur Prüfung einsenden",
    "sugestoes.cta.whatsapp": "Per WhatsApp senden",
    "sugestoes.form.title": "Zur Prüfung einsenden",
    "sugestoes.form.description":
      "Eine verdächtige Nachricht, ein Link, ein Bild oder eine Audiodatei erhalten? Schicken Sie sie der Beobachtungsstelle zur Prüfung und verfolgen Sie das Ergebnis.",
    "sugestoes.form.intro":
      "Sie haben eine Nachricht, einen Link, ein Bild oder eine Audiodatei erhalten und zweifeln? Schicken Sie sie uns. Sie erhalten einen Code, mit dem Sie die Prüfung verfolgen.",
    "sugestoes.form.what": "Was Sie erhalten haben",
    "sugestoes.form.atLeastOne": "Füllen Sie mindestens eines aus: Text, Link oder Datei.",
    "sugestoes.form.texto": "Text der Nachricht",
    "sugestoes.form.link": "Link",
    "sugestoes.form.file": "Bild oder Audio",
    "sugestoes.form.fileHint":
      "Ein Bild (JPEG, PNG, WebP, GIF oder AVIF, bis {{imageMb}} MB) oder eine Audiodatei (wie die von WhatsApp, MP3, M4A oder WAV, bis {{audioMb}} MB).",
    "sugestoes.form.where": "Wo es verbreitet wurde",
    "sugestoes.form.plataforma": "Netzwerk oder App",
    "sugestoes.form.plataformaChoose": "Option wählen",
    "sugestoes.form.plataformaOutra": "Andere",
    "sugestoes.form.uf": "Bundesstaat (optional)",
    "sugestoes.form.ufNone": "Keine Angabe",
    "sugestoes.form.municipio": "Stadt (optional)",
    "sugestoes.form.email": "E-Mail (optional)",
    "sugestoes.form.emailHint":
      "Damit wir Ihnen die Antwort schicken, sobald der Hinweis geprüft oder verworfen ist, und das Team Sie bei Bedarf erreichen kann. Wird nie veröffentlicht und innerhalb eines Jahres gelöscht.",
    "sugestoes.form.submit": "Zur Prüfung senden",
    "sugestoes.form.sending": "Wird gesendet...",
    "sugestoes.form.honeypot": "Dieses Feld leer lassen",
    "sugestoes.form.sent": "Wir haben Ihren Hinweis erhalten!",
    "sugestoes.form.codeLabel": "Ihr Verfolgungscode:",
    "sugestoes.form.codeKeep": "Bewahren Sie diesen Code auf: Damit verfolgen Sie die Prüfung.",
    "sugestoes.form.follow": "Hinweis verfolgen",
    "sugestoes.form.matchTitle": "War es das?",
    "sugestoes.form.matchIntro":
      "Wir haben eine sehr ähnliche Nachricht wie die von Ihnen gesendete bereits geprüft:",
    "sugestoes.form.matchLink": "Faktencheck lesen",
    "sugestoes.match.naoEIsso": "Das ist es nicht",
    "sugestoes.match.naoEIssoHint":
      "Nicht das? Sagen Sie es uns, und eine Person aus dem Team prüft Ihren Hinweis.",
    "sugestoes.form.parecidas": "Veröffentlichte Faktenchecks, die diesem Text ähneln:",
    "sugestoes.form.invalid": "Korrigieren Sie die markierten Felder und senden Sie erneut.",
    "sugestoes.form.error.nothingGiven": "Senden Sie einen Text, einen Link oder eine Datei.",
    "sugestoes.form.error.link": "Geben Sie einen Link an, der mit http:// oder https:// beginnt.",
    "sugestoes.form.error.plataforma": "Wählen Sie, wo der Inhalt verbreitet wurde.",
    "sugestoes.form.error.uf": "Wählen Sie einen Bundesstaat aus der Liste.",
    "sugestoes.form.error.email": "Geben Sie eine gültige E-Mail-Adresse an.",
    "sugestoes.form.error.tooLong": "Verwenden Sie höchstens {{max}} Zeichen.",
    "sugestoes.form.error.fileType": "Senden Sie ein Bild oder eine Audiodatei.",
    "sugestoes.form.error.fileTooLarge":
      "Die Datei ist zu groß: Bilder bis {{imageMb}} MB, Audiodateien bis {{audioMb}} MB.",
    "sugestoes.form.error.filesPerHour":
      "In der letzten Stunde haben wir zu viele Dateien erhalten. Senden Sie Ihren Hinweis ohne die Datei oder versuchen Sie es später erneut.",
    "sugestoes.form.tooManyRequests":
      "Zu viele Versuche. Bitte warten Sie kurz und versuchen Sie es erneut.",
    "sugestoes.form.networkError":
      "Senden nicht möglich. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut: Ihr Text wurde behalten.",
    "sugestoes.form.failed":
      "Senden ist gerade nicht möglich. Versuchen Sie es gleich noch einmal: Ihr Text wurde behalten.",
    "sugestoes.status.title": "Ihren Hinweis verfolgen",
    "sugestoes.status.description": "Der Stand eines zur Prüfung eingesandten Hinweises.",
    "sugestoes.status.code": "Code {{codigo}}",
    "sugestoes.status.label": "Status:",
    "sugestoes.status.recebida": "Eingegangen",
    "sugestoes.status.recebidaText":
      "Ihr Hinweis ist eingegangen und wartet auf die Prüfung durch das Team.",
    "sugestoes.status.recusadaText":
      "Sie haben uns gesagt, dass der angezeigte Faktencheck nicht passt. Eine Person aus dem Team prüft Ihren Hinweis.",
    "sugestoes.status.emAnalise": "In Prüfung",
    "sugestoes.status.emAnaliseText": "Das Team prüft diesen Inhalt.",
    "sugestoes.status.verificada": "Geprüft",
    "sugestoes.status.verificadaText":
      "Das Team hat einen Faktencheck zu diesem Inhalt veröffentlicht:",
    "sugestoes.status.verificadaPending": "Der Faktencheck wird bald veröffentlicht.",
    "sugestoes.status.descartada": "Wird nicht geprüft",
    "sugestoes.status.motivoOpiniao": "Es ist eine Meinung, und Meinungen werden nicht geprüft.",
    "sugestoes.status.motivoNaoVerificavel":
      "Es gibt nicht genug öffentliche Informationen, um diesen Inhalt zu prüfen.",
    "sugestoes.status.motivoJaVerificada": "Dieser Inhalt wurde bereits geprüft:",
    "sugestoes.status.motivoOutro": "Vom Team angegebener Grund:",
    "sugestoes.status.another": "Anderen Inhalt senden",
    "sugestoes.status.tooManyTitle": "Zu viele Abfragen",
    "sugestoes.status.tooManyText":
      "Sie haben in kurzer Zeit zu oft Codes abgefragt. Warten Sie einige Minuten und versuchen Sie es erneut.",
  },
  it: {
    "sugestoes.cta.title": "Hai ricevuto qualcosa di sospetto?",
    "sugestoes.cta.text":
      "Invialo al team dell’osservatorio per la verifica: un testo, un link, un’immagine o un audio.",
    "sugestoes.cta.link": "Invia per la verifica",
    "sugestoes.cta.whatsapp": "Invia tramite WhatsApp",
    "sugestoes.form.title": "Invia per la verifica",
    "sugestoes.form.description":
      "Hai ricevuto un messaggio, un link, un’immagine o un audio sospetto? Invialo all’osservatorio per la verifica e segui il risultato.",
    "sugestoes.form.intro":
      "Hai ricevuto un messaggio, un link, un’immagine o un audio e hai dei dubbi? Inviacelo. Riceverai un codice per seguire la verifica.",
    "sugestoes.form.what": "Cosa hai ricevuto",
    "sugestoes.form.atLeastOne": "Compila almeno uno: il testo, il link o il file.",
    "sugestoes.form.texto": "Testo del messaggio",
    "sugestoes.form.link": "Link",
    "sugestoes.form.file": "Immagine o audio",
    "sugestoes.form.fileHint":
      "Un’immagine (JPEG, PNG, WebP, GIF o AVIF, fino a {{imageMb}} MB) o un audio (come quelli di WhatsApp, MP3, M4A o WAV, fino a {{audioMb}} MB).",
    "sugestoes.form.where": "Dove è circolato",
    "sugestoes.form.plataforma": "Rete o app",
    "sugestoes.form.plataformaChoose": "Scegli un’opzione",
    "sugestoes.form.plataformaOutra": "Altra",
    "sugestoes.form.uf": "Stato (facoltativo)",
    "sugestoes.form.ufNone": "Non indicare",
    "sugestoes.form.municipio": "Città (facoltativo)",
    "sugestoes.form.email": "E-mail (facoltativa)",
    "sugestoes.form.emailHint":
      "Per inviarti la risposta quando la segnalazione sarà verificata o scartata, e perché il team possa contattarti se necessario. Non viene mai pubblicata e viene cancellata entro un anno.",
    "sugestoes.form.submit": "Invia per la verifica",
    "sugestoes.form.sending": "Invio in corso...",
    "sugestoes.form.honeypot": "Lascia vuoto questo campo",
    "sugestoes.form.sent": "Abbiamo ricevuto la tua segnalazione!",
    "sugestoes.form.codeLabel": "Il tuo codice di monitoraggio:",
    "sugestoes.form.codeKeep": "Conserva questo codice: con esso segui la verifica.",
    "sugestoes.form.follow": "Segui la segnalazione",
    "sugestoes.form.matchTitle": "Era questo?",
    "sugestoes.form.matchIntro":
      "Abbiamo già verificato un messaggio molto simile a quello che hai inviato:",
    "sugestoes.form.matchLink": "Leggi la verifica",
    "sugestoes.match.naoEIsso": "Non è questo",
    "sugestoes.match.naoEIssoHint":
      "Non era questo? Diccelo, e una persona del team analizzerà la tua segnalazione.",
    "sugestoes.form.parecidas": "Verifiche pubblicate simili a questo testo:",
    "sugestoes.form.invalid": "Correggi i campi indicati e invia di nuovo.",
    "sugestoes.form.error.nothingGiven": "Invia un testo, un link o un file.",
    "sugestoes.form.error.link": "Indica un link che inizi con http:// o https://.",
    "sugestoes.form.error.plataforma": "Scegli dove è circolato il contenuto.",
    "sugestoes.form.error.uf": "Scegli uno stato dall’elenco.",
    "sugestoes.form.error.email": "Indica un indirizzo e-mail valido.",
    "sugestoes.form.error.tooLong": "Usa al massimo {{max}} caratteri.",
    "sugestoes.form.error.fileType": "Invia un’immagine o un audio.",
    "sugestoes.form.error.fileTooLarge":
      "Il file è troppo grande: immagini fino a {{imageMb}} MB, audio fino a {{audioMb}} MB.",
    "sugestoes.form.error.filesPerHour":
      "Abbiamo ricevuto troppi file nell’ultima ora. Invia la segnalazione senza il file o riprova più tardi.",
    "sugestoes.form.tooManyRequests": "Troppi tentativi. Attendi un po’ e riprova.",
    "sugestoes.form.networkError":
      "Invio non riuscito. Controlla la connessione e riprova: il testo digitato è stato conservato.",
    "sugestoes.form.failed":
      "Non è possibile inviare ora. Riprova tra poco: il testo digitato è stato conservato.",
    "sugestoes.status.title": "Segui la tua segnalazione",
    "sugestoes.status.description": "L’andamento di una segnalazione inviata per la verifica.",
    "sugestoes.status.code": "Codice {{codigo}}",
    "sugestoes.status.label": "Stato:",
    "sugestoes.status.recebida": "Ricevuta",
    "sugestoes.status.recebidaText": "La tua segnalazione è arrivata e attende l’analisi del team.",
    "sugestoes.status.recusadaText":
      "Ci hai detto che la verifica mostrata non era questa. Una persona del team analizzerà la tua segnalazione.",
    "sugestoes.status.emAnalise": "In analisi",
    "sugestoes.status.emAnaliseText": "Il team sta verificando questo contenuto.",
    "sugestoes.status.verificada": "Verificata",
    "sugestoes.status.verificadaText": "Il team ha pubblicato una verifica su questo contenuto:",
    "sugestoes.status.verificadaPending": "La verifica sarà pubblicata a breve.",
    "sugestoes.status.descartada": "Non sarà verificata",
    "sugestoes.status.motivoOpiniao": "È un’opinione, e le opinioni non vengono verificate.",
    "sugestoes.status.motivoNaoVerificavel":
      "Non ci sono abbastanza informazioni pubbliche per verificare questo contenuto.",
    "sugestoes.status.motivoJaVerificada": "Questo contenuto è già stato verificato:",
    "sugestoes.status.motivoOutro": "Motivo indicato dal team:",
    "sugestoes.status.another": "Invia un altro contenuto",
    "sugestoes.status.tooManyTitle": "Troppe consultazioni",
    "sugestoes.status.tooManyText":
      "Hai consultato dei codici troppe volte in poco tempo. Attendi qualche minuto e riprova.",
  },
  ru: {
    "sugestoes.cta.title": "Получили что-то подозрительное?",
    "sugestoes.cta.text":
      "Отправьте это команде обсерватории на проверку: текст, ссылку, изображение или аудио.",
    "sugestoes.cta.link": "Отправить на проверку",
    "sugestoes.cta.whatsapp": "Отправить через WhatsApp",
    "sugestoes.form.title": "Отправить на проверку",
    "sugestoes.form.description":
      "Получили подозрительное сообщение, ссылку, изображение или аудио? Отправьте в обсерваторию на проверку и следите за результатом.",
    "sugestoes.form.intro":
      "Получили сообщение, ссылку, изображение или аудио и сомневаетесь? Отправьте нам. Вы получите код, чтобы следить за проверкой.",
    "sugestoes.form.what": "Что вы получили",
    "sugestoes.form.atLeastOne": "Заполните хотя бы одно: текст, ссылку или файл.",
    "sugestoes.form.texto": "Текст сообщения",
    "sugestoes.form.link": "Ссылка",
    "sugestoes.form.file": "Изображение или аудио",
    "sugestoes.form.fileHint":
      "Изображение (JPEG, PNG, WebP, GIF или AVIF, до {{imageMb}} МБ) или аудио (как в WhatsApp, MP3, M4A или WAV, до {{audioMb}} МБ).",
    "sugestoes.form.where": "Где распространялось",
    "sugestoes.form.plataforma": "Сеть или приложение",
    "sugestoes.form.plataformaChoose": "Выберите вариант",
    "sugestoes.form.plataformaOutra": "Другое",
    "sugestoes.form.uf": "Штат (необязательно)",
    "sugestoes.form.ufNone": "Не указывать",
    "sugestoes.form.municipio": "Город (необязательно)",
    "sugestoes.form.email": "Электронная почта (необязательно)",
    "sugestoes.form.emailHint":
      "Чтобы прислать вам ответ, когда материал проверят или отклонят, и чтобы команда могла связаться с вами при необходимости. Никогда не публикуется и удаляется в течение года.",
    "sugestoes.form.submit": "Отправить на проверку",
    "sugestoes.form.sending": "Отправка...",
    "sugestoes.form.honeypot": "Оставьте это поле пустым",
    "sugestoes.form.sent": "Мы получили ваше сообщение!",
    "sugestoes.form.codeLabel": "Ваш код отслеживания:",
    "sugestoes.form.codeKeep": "Сохраните этот код: по нему вы следите за проверкой.",
    "sugestoes.form.follow": "Следить за проверкой",
    "sugestoes.form.matchTitle": "Это оно?",
    "sugestoes.form.matchIntro":
      "Мы уже проверили сообщение, очень похожее на то, что вы прислали:",
    "sugestoes.form.matchLink": "Читать проверку",
    "sugestoes.match.naoEIsso": "Это не то",
    "sugestoes.match.naoEIssoHint":
      "Не то? Сообщите нам, и сотрудник команды рассмотрит ваше сообщение.",
    "sugestoes.form.parecidas": "Опубликованные проверки, похожие на этот текст:",
    "sugestoes.form.invalid": "Исправьте отмеченные поля и отправьте снова.",
    "sugestoes.form.error.nothingGiven": "Отправьте текст, ссылку или файл.",
    "sugestoes.form.error.link": "Укажите ссылку, начинающуюся с http:// или https://.",
    "sugestoes.form.error.plataforma": "Выберите, где распространялся материал.",
    "sugestoes.form.error.uf": "Выберите штат из списка.",
    "sugestoes.form.error.email": "Укажите действительный адрес электронной почты.",
    "sugestoes.form.error.tooLong": "Используйте не более {{max}} символов.",
    "sugestoes.form.error.fileType": "Отправьте изображение или аудио.",
    "sugestoes.form.error.fileTooLarge":
      "Файл слишком большой: изображения до {{imageMb}} МБ, аудио до {{audioMb}} МБ.",
    "sugestoes.form.error.filesPerHour":
      "За последний час мы получили слишком много файлов. Отправьте сообщение без файла или попробуйте позже.",
    "sugestoes.form.tooManyRequests":
      "Слишком много попыток. Подождите немного и попробуйте снова.",
    "sugestoes.form.networkError":
      "Не удалось отправить. Проверьте подключение и попробуйте снова: введённый текст сохранён.",
    "sugestoes.form.failed":
      "Сейчас отправить не удалось. Попробуйте чуть позже: введённый текст сохранён.",
    "sugestoes.status.title": "Следите за вашим сообщением",
    "sugestoes.status.description": "Ход проверки сообщения, отправленного на проверку.",
    "sugestoes.status.code": "Код {{codigo}}",
    "sugestoes.status.label": "Статус:",
    "sugestoes.status.recebida": "Получено",
    "sugestoes.status.recebidaText": "Ваше сообщение получено и ждёт рассмотрения командой.",
    "sugestoes.status.recusadaText":
      "Вы сообщили, что показанная проверка — не то. Сотрудник команды рассмотрит ваше сообщение.",
    "sugestoes.status.emAnalise": "На рассмотрении",
    "sugestoes.status.emAnaliseText": "Команда проверяет этот материал.",
    "sugestoes.status.verificada": "Проверено",
    "sugestoes.status.verificadaText": "Команда опубликовала проверку этого материала:",
    "sugestoes.status.verificadaPending": "Проверка скоро будет опубликована.",
    "sugestoes.status.descartada": "Не будет проверено",
    "sugestoes.status.motivoOpiniao": "Это мнение, а мнения не проверяются.",
    "sugestoes.status.motivoNaoVerificavel":
      "Недостаточно общедоступной информации, чтобы проверить этот материал.",
    "sugestoes.status.motivoJaVerificada": "Этот материал уже проверен:",
    "sugestoes.status.motivoOutro": "Причина, указанная командой:",
    "sugestoes.status.another": "Отправить другой материал",
    "sugestoes.status.tooManyTitle": "Слишком много запросов",
    "sugestoes.status.tooManyText":
      "Вы слишком часто проверяли коды за короткое время. Подождите несколько минут и попробуйте снова.",
  },
  ar: {
    "sugestoes.cta.title": "هل وصلك شيء مريب؟",
    "sugestoes.cta.text": "أرسله إلى فريق المرصد للتحقق منه: نص أو رابط أو صورة أو مقطع صوتي.",
    "sugestoes.cta.link": "أرسل للتحقق",
    "sugestoes.cta.whatsapp": "أرسل عبر واتساب",
    "sugestoes.form.title": "أرسل للتحقق",
    "sugestoes.form.description":
      "هل وصلتك رسالة أو رابط أو صورة أو مقطع صوتي مريب؟ أرسله إلى المرصد للتحقق منه وتابع النتيجة.",
    "sugestoes.form.intro":
      "هل وصلتك رسالة أو رابط أو صورة أو مقطع صوتي وتشك فيه؟ أرسله إلينا. ستحصل على رمز لمتابعة التحقق.",
    "sugestoes.form.what": "ما الذي وصلك",
    "sugestoes.form.atLeastOne": "املأ واحدًا على الأقل: النص أو الرابط أو الملف.",
    "sugestoes.form.texto": "نص الرسالة",
    "sugestoes.form.link": "الرابط",
    "sugestoes.form.file": "صورة أو مقطع صوتي",
    "sugestoes.form.fileHint":
      "صورة (JPEG أو PNG أو WebP أو GIF أو AVIF، حتى {{imageMb}} ميغابايت) أو مقطع صوتي (مثل مقاطع واتساب، MP3 أو M4A أو WAV، حتى {{audioMb}} ميغابايت).",
    "sugestoes.form.where": "أين انتشر",
    "sugestoes.form.plataforma": "الشبكة أو التطبيق",
    "sugestoes.form.plataformaChoose": "اختر خيارًا",
    "sugestoes.form.plataformaOutra": "أخرى",
    "sugestoes.form.uf": "الولاية (اختياري)",
    "sugestoes.form.ufNone": "دون تحديد",
    "sugestoes.form.municipio": "المدينة (اختياري)",
    "sugestoes.form.email": "البريد الإلكتروني (اختياري)",
    "sugestoes.form.emailHint":
      "لنرسل إليك الرد عند التحقق من الاقتراح أو استبعاده، وليتواصل معك الفريق عند الحاجة. لا يُنشر أبدًا ويُحذف خلال عام.",
    "sugestoes.form.submit": "أرسل للتحقق",
    "sugestoes.form.sending": "جارٍ الإرسال...",
    "sugestoes.form.honeypot": "اترك هذا الحقل فارغًا",
    "sugestoes.form.sent": "تلقّينا اقتراحك!",
    "sugestoes.form.codeLabel": "رمز المتابعة الخاص بك:",
    "sugestoes.form.codeKeep": "احتفظ بهذا الرمز: به تتابع التحقق.",
    "sugestoes.form.follow": "تابع الاقتراح",
    "sugestoes.form.matchTitle": "هل كان هذا؟",
    "sugestoes.form.matchIntro": "لقد تحققنا بالفعل من رسالة مشابهة جدًا للرسالة التي أرسلتها:",
    "sugestoes.form.matchLink": "اقرأ التحقق",
    "sugestoes.match.naoEIsso": "ليس هذا",
    "sugestoes.match.naoEIssoHint": "ليس هذا؟ أخبرنا وسيراجع أحد أعضاء الفريق اقتراحك.",
    "sugestoes.form.parecidas": "تحققات منشورة مشابهة لهذا النص:",
    "sugestoes.form.invalid": "صحّح الحقول المشار إليها وأعد الإرسال.",
    "sugestoes.form.error.nothingGiven": "أرسل نصًا أو رابطًا أو ملفًا.",
    "sugestoes.form.error.link": "أدخل رابطًا يبدأ بـ http:// أو https://.",
    "sugestoes.form.error.plataforma": "اختر أين انتشر المحتوى.",
    "sugestoes.form.error.uf": "اختر ولاية من القائمة.",
    "sugestoes.form.error.email": "أدخل بريدًا إلكترونيًا صالحًا.",
    "sugestoes.form.error.tooLong": "استخدم {{max}} حرفًا على الأكثر.",
    "sugestoes.form.error.fileType": "أرسل صورة أو مقطعًا صوتيًا.",
    "sugestoes.form.error.fileTooLarge":
      "الملف كبير جدًا: الصور حتى {{imageMb}} ميغابايت، والمقاطع الصوتية حتى {{audioMb}} ميغابايت.",
    "sugestoes.form.error.filesPerHour":
      "تلقّينا عددًا كبيرًا جدًا من الملفات خلال الساعة الأخيرة. أرسل اقتراحك من دون الملف أو حاول مرة أخرى لاحقًا.",
    "sugestoes.form.tooManyRequests": "محاولات كثيرة جدًا. انتظر قليلًا ثم حاول مجددًا.",
    "sugestoes.form.networkError": "تعذّر الإرسال. تحقّق من اتصالك وحاول مجددًا: احتفظنا بما كتبته.",
    "sugestoes.form.failed": "تعذّر الإرسال الآن. حاول مجددًا بعد قليل: احتفظنا بما كتبته.",
    "sugestoes.status.title": "تابع اقتراحك",
    "sugestoes.status.description": "سير اقتراح أُرسل للتحقق.",
    "sugestoes.status.code": "الرمز {{codigo}}",
    "sugestoes.status.label": "الحالة:",
    "sugestoes.status.recebida": "مستلم",
    "sugestoes.status.recebidaText": "وصل اقتراحك وهو بانتظار مراجعة الفريق.",
    "sugestoes.status.recusadaText":
      "أخبرتنا أن التحقق المعروض ليس ما أرسلته. سيراجع أحد أعضاء الفريق اقتراحك.",
    "sugestoes.status.emAnalise": "قيد المراجعة",
    "sugestoes.status.emAnaliseText": "يتحقق الفريق من هذا المحتوى.",
    "sugestoes.status.verificada": "تم التحقق",
    "sugestoes.status.verificadaText": "نشر الفريق تحققًا بشأن هذا المحتوى:",
    "sugestoes.status.verificadaPending": "سيُنشر التحقق قريبًا.",
    "sugestoes.status.descartada": "لن يُتحقق منه",
    "sugestoes.status.motivoOpiniao": "إنه رأي، والآراء لا يُتحقق منها.",
    "sugestoes.status.motivoNaoVerificavel": "لا تتوفر معلومات عامة كافية للتحقق من هذا المحتوى.",
    "sugestoes.status.motivoJaVerificada": "تم التحقق من هذا المحتوى من قبل:",
    "sugestoes.status.motivoOutro": "السبب الذي ذكره الفريق:",
    "sugestoes.status.another": "أرسل محتوى آخر",
    "sugestoes.status.tooManyTitle": "طلبات كثيرة جدًا",
    "sugestoes.status.tooManyText":
      "لقد استعلمت عن الرموز مرات كثيرة في وقت قصير. انتظر بضع دقائق ثم حاول مرة أخرى.",
  },
};
