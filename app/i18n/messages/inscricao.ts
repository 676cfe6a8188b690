import type { Translations } from "../languages.ts";

const pt = {
  // Heading of the newsletter subscription form, on /newsletters and in the footer.
  "inscricao.title": "Receba a newsletter por e-mail",
  // What the address is used for (LGPD): said beside the field, before anyone sends it.
  "inscricao.purpose":
    "Usamos seu e-mail apenas para enviar as edições mensais da newsletter e, quando o observatório o oferece, um resumo semanal das novas checagens. Você confirma pelo link que enviaremos e pode cancelar a qualquer momento, pelo link em cada mensagem; ao cancelar, o endereço é apagado.",
  // Label of the e-mail field of the subscription form.
  "inscricao.email": "Seu e-mail",
  "inscricao.submit": "Inscrever-se",
  // The button's text while the form is being sent.
  "inscricao.sending": "Enviando…",
  // Label of a field hidden from people (a trap for robots); screen readers skip it.
  "inscricao.honeypot": "Deixe este campo em branco",
  // After sending: the same words whether or not the address was already subscribed.
  "inscricao.sent":
    "Pedido recebido. Se este endereço ainda não estiver inscrito, enviamos a ele um link de confirmação: abra o e-mail e confirme para começar a receber as edições.",
  "inscricao.invalid": "Confira o e-mail informado.",
  "inscricao.error.required": "Informe seu e-mail.",
  "inscricao.error.email": "Informe um e-mail válido, como nome@exemplo.com.",
  "inscricao.tooManyRequests":
    "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.",
  "inscricao.failed": "Não foi possível registrar o pedido agora. Tente novamente mais tarde.",
  // Said by the page's script when the request never reaches the server.
  "inscricao.networkError":
    "Não foi possível enviar: verifique sua conexão e tente de novo. O e-mail digitado foi mantido.",
  // Heading of the page the confirmation e-mail links to.
  "inscricao.confirm.title": "Confirmar inscrição na newsletter",
  "inscricao.confirm.intro":
    "Para receber as edições mensais da newsletter neste endereço, confirme com o botão abaixo.",
  "inscricao.confirm.submit": "Confirmar inscrição",
  "inscricao.confirm.done":
    "Inscrição confirmada. Você receberá as próximas edições da newsletter; cada mensagem traz um link para cancelar.",
  "inscricao.confirm.expired":
    "Este link não vale mais: ele expira em 7 dias e só pode ser usado uma vez. Inscreva-se de novo para receber um novo link.",
  // Heading of the page the unsubscribe link of every message leads to.
  "inscricao.leave.title": "Cancelar inscrição na newsletter",
  "inscricao.leave.intro":
    "Para deixar de receber a newsletter, use o botão abaixo. O endereço será apagado da lista.",
  "inscricao.leave.submit": "Cancelar inscrição",
  "inscricao.leave.done":
    "Pronto: este endereço não recebe mais a newsletter e foi apagado da lista.",
  "inscricao.leave.invalid": "Este link de cancelamento está incompleto. Use o link do e-mail.",
  // Link back to the newsletters page from the confirmation and unsubscribe pages.
  "inscricao.back": "Ver as newsletters",
} as const;

export const inscricao: Translations<typeof pt> = {
  pt,
  en: {
    "inscricao.title": "Get the newsletter by e-mail",
    "inscricao.purpose":
      "We use your e-mail only to send the monthly editions of the newsletter and, when the observatory offers it, a weekly digest of new fact-checks. You confirm through the link we will send, and you can unsubscribe at any time through the link in every message; when you do, the address is deleted.",
    "inscricao.email": "Your e-mail",
    "inscricao.submit": "Subscribe",
    "inscricao.sending": "Sending…",
    "inscricao.honeypot": "Leave this field empty",
    "inscricao.sent":
      "Request received. If this address is not subscribed yet, we have sent it a confirmation link: open the e-mail and confirm to start receiving the editions.",
    "inscricao.invalid": "Please check the e-mail you entered.",
    "inscricao.error.required": "Enter your e-mail.",
    "inscricao.error.email": "Enter a valid e-mail, such as name@example.com.",
    "inscricao.tooManyRequests":
      "Too many attempts in a short time. Wait a few minutes and try again.",
    "inscricao.failed": "The request could not be recorded right now. Please try again later.",
    "inscricao.networkError":
      "Could not send: check your connection and try again. The e-mail you typed was kept.",
    "inscricao.confirm.title": "Confirm your newsletter subscription",
    "inscricao.confirm.intro":
      "To receive the monthly editions of the newsletter at this address, confirm with the button below.",
    "inscricao.confirm.submit": "Confirm subscription",
    "inscricao.confirm.done":
      "Subscription confirmed. You will receive the next editions of the newsletter; every message has a link to unsubscribe.",
    "inscricao.confirm.expired":
      "This link is no longer valid: it expires after 7 days and works only once. Subscribe again to get a new link.",
    "inscricao.leave.title": "Unsubscribe from the newsletter",
    "inscricao.leave.intro":
      "To stop receiving the newsletter, use the button below. The address will be deleted from the list.",
    "inscricao.leave.submit": "Unsubscribe",
    "inscricao.leave.done":
      "Done: this address no longer receives the newsletter and has been deleted from the list.",
    "inscricao.leave.invalid": "This unsubscribe link is incomplete. Use the link in the e-mail.",
    "inscricao.back": "See the newsletters",
  },
  es: {
    "inscricao.title": "Reciba el boletín por correo electrónico",
    "inscricao.purpose":
      "Usamos su correo solo para enviar las ediciones mensuales del boletín y, cuando el observatorio lo ofrece, un resumen semanal de las nuevas verificaciones. Usted confirma con el enlace que le enviaremos y puede darse de baja en cualquier momento con el enlace de cada mensaje; al darse de baja, la dirección se borra.",
    "inscricao.email": "Su correo electrónico",
    "inscricao.submit": "Suscribirse",
    "inscricao.sending": "Enviando…",
    "inscricao.honeypot": "Deje este campo en blanco",
    "inscricao.sent":
      "Solicitud recibida. Si esta dirección aún no está suscrita, le enviamos un enlace de confirmación: abra el correo y confirme para empezar a recibir las ediciones.",
    "inscricao.invalid": "Revise el correo electrónico indicado.",
    "inscricao.error.required": "Indique su correo electrónico.",
    "inscricao.error.email": "Indique un correo válido, como nombre@ejemplo.com.",
    "inscricao.tooManyRequests":
      "Demasiados intentos en poco tiempo. Espere unos minutos e inténtelo de nuevo.",
    "inscricao.failed": "No fue posible registrar la solicitud ahora. Inténtelo más tarde.",
    "inscricao.networkError":
      "No se pudo enviar: revise su conexión e inténtelo de nuevo. Se conservó el correo escrito.",
    "inscricao.confirm.title": "Confirmar la suscripción al boletín",
    "inscricao.confirm.intro":
      "Para recibir las ediciones mensuales del boletín en esta dirección, confirme con el botón de abajo.",
    "inscricao.confirm.submit": "Confirmar suscripción",
    "inscricao.confirm.done":
      "Suscripción confirmada. Recibirá las próximas ediciones del boletín; cada mensaje trae un enlace para darse de baja.",
    "inscricao.confirm.expired":
      "Este enlace ya no es válido: caduca a los 7 días y solo puede usarse una vez. Suscríbase de nuevo para recibir otro enlace.",
    "inscricao.leave.title": "Darse de baja del boletín",
    "inscricao.leave.intro":
      "Para dejar de recibir el boletín, use el botón de abajo. La dirección se borrará de la lista.",
    "inscricao.leave.submit": "Darse de baja",
    "inscricao.leave.done": "Listo: esta dirección ya no recibe el boletín y se borró de la lista.",
    "inscricao.leave.invalid": "Este enlace de baja está incompleto. Use el enlace del correo.",
    "inscricao.back": "Ver los boletines",
  },
  fr: {
    "inscricao.title": "Recevoir la newsletter par e-mail",
    "inscricao.purpose":
      "Nous utilisons votre e-mail uniquement pour envoyer les éditions mensuelles de la newsletter et, quand l’observatoire le propose, un résumé hebdomadaire des nouvelles vérifications. Vous confirmez par le lien que nous enverrons et pouvez vous désabonner à tout moment par le lien présent dans chaque message ; l’adresse est alors effacée.",
    "inscricao.email": "Votre e-mail",
    "inscricao.submit": "S’abonner",
    "inscricao.sending": "Envoi…",
    "inscricao.honeypot": "Laissez ce champ vide",
    "inscricao.sent":
      "Demande reçue. Si cette adresse n’est pas encore abonnée, nous lui avons envoyé un lien de confirmation : ouvrez l’e-mail et confirmez pour recevoir les éditions.",
    "inscricao.invalid": "Vérifiez l’e-mail saisi.",
    "inscricao.error.required": "Indiquez votre e-mail.",
    "inscricao.error.email": "Indiquez un e-mail valide, par exemple nom@exemple.com.",
    "inscricao.tooManyRequests":
      "Trop de tentatives en peu de temps. Patientez quelques minutes puis réessayez.",
    "inscricao.failed": "La demande n’a pas pu être enregistrée. Réessayez plus tard.",
    "inscricao.networkError":
      "Envoi impossible : vérifiez votre connexion et réessayez. L’e-mail saisi a été conservé.",
    "inscricao.confirm.title": "Confirmer l’abonnement à la newsletter",
    "inscricao.confirm.intro":
      "Pour recevoir les éditions mensuelles de la newsletter à cette adresse, confirmez avec le bouton ci-dessous.",
    "inscricao.confirm.submit": "Confirmer l’abonnement",
    "inscricao.confirm.done":
      "Abonnement confirmé. Vous recevrez les prochaines éditions de la newsletter ; chaque message contient un lien de désabonnement.",
    "inscricao.confirm.expired":
      "Ce lien n’est plus valable : il expire au bout de 7 jours et ne sert qu’une fois. Abonnez-vous de nouveau pour recevoir un nouveau lien.",
    "inscricao.leave.title": "Se désabonner de la newsletter",
    "inscricao.leave.intro":
      "Pour ne plus recevoir la newsletter, utilisez le bouton ci-dessous. L’adresse sera effacée de la liste.",
    "inscricao.leave.submit": "Se désabonner",
    "inscricao.leave.done":
      "C’est fait : cette adresse ne reçoit plus la newsletter et a été effacée de la liste.",
    "inscricao.leave.invalid":
      "Ce lien de désabonnement est incomplet. Utilisez le lien de l’e-mail.",
    "inscricao.back": "Voir les newsletters",
  },
  de: {
    "inscricao.title": "Den Newsletter per E-Mail erhalten",
    "inscricao.purpose":
      "Wir verwenden Ihre E-Mail-Adresse nur, um die monatlichen Ausgaben des Newsletters und, wenn die Beobachtungsstelle sie anbietet, eine wöchentliche Übersicht der neuen Faktenchecks zu senden. Sie bestätigen über den Link, den wir senden, und können sich jederzeit über den Link in jeder Nachricht abmelden; dabei wird die Adresse gelöscht.",
    "inscricao.email": "Ihre E-Mail-Adresse",
    "inscricao.submit": "Abonnieren",
    "inscricao.sending": "Wird gesendet…",
    "inscricao.honeypot": "Dieses Feld bitte leer lassen",
    "inscricao.sent":
      "Anfrage erhalten. Wenn diese Adresse noch nicht angemeldet ist, haben wir ihr einen Bestätigungslink geschickt: Öffnen Sie die E-Mail und bestätigen Sie, um die Ausgaben zu erhalten.",
    "inscricao.invalid": "Bitte prüfen Sie die eingegebene E-Mail-Adresse.",
    "inscricao.error.required": "Geben Sie Ihre E-Mail-Adresse ein.",
    "inscricao.error.email": "Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.",
    "inscricao.tooManyRequests":
      "Zu viele Versuche in kurzer Zeit. Warten Sie einige Minuten und versuchen Sie es erneut.",
    "inscricao.failed":
      "Die Anfrage konnte gerade nicht gespeichert werden. Versuchen Sie es später erneut.",
    "inscricao.networkError":
      "Senden nicht möglich: Prüfen Sie Ihre Verbindung und versuchen Sie es erneut. Die eingegebene Adresse bleibt erhalten.",
    "inscricao.confirm.title": "Newsletter-Abonnement bestätigen",
    "inscricao.confirm.intro":
      "Um die monatlichen Ausgaben des Newsletters an diese Adresse zu erhalten, bestätigen Sie mit der Schaltfläche unten.",
    "inscricao.confirm.submit": "Abonnement bestätigen",
    "inscricao.confirm.done":
      "Abonnement bestätigt. Sie erhalten die nächsten Ausgaben des Newsletters; jede Nachricht enthält einen Abmeldelink.",
    "inscricao.confirm.expired":
      "Dieser Link gilt nicht mehr: Er läuft nach 7 Tagen ab und funktioniert nur einmal. Melden Sie sich erneut an, um einen neuen Link zu erhalten.",
    "inscricao.leave.title": "Newsletter abbestellen",
    "inscricao.leave.intro":
      "Um den Newsletter nicht mehr zu erhalten, verwenden Sie die Schaltfläche unten. Die Adresse wird aus der Liste gelöscht.",
    "inscricao.leave.submit": "Abbestellen",
    "inscricao.leave.done":
      "Erledigt: Diese Adresse erhält den Newsletter nicht mehr und wurde aus der Liste gelöscht.",
    "inscricao.leave.invalid":
      "Dieser Abmeldelink ist unvollständig. Verwenden Sie den Link aus der E-Mail.",
    "inscricao.back": "Zu den Newslettern",
  },
  it: {
    "inscricao.title": "Ricevi la newsletter via e-mail",
    "inscricao.purpose":
      "Usiamo la tua e-mail solo per inviare le edizioni mensili della newsletter e, quando l’osservatorio lo offre, un riepilogo settimanale delle nuove verifiche. Confermi con il link che ti invieremo e puoi annullare l’iscrizione in qualsiasi momento con il link presente in ogni messaggio; l’indirizzo viene allora cancellato.",
    "inscricao.email": "La tua e-mail",
    "inscricao.submit": "Iscriviti",
    "inscricao.sending": "Invio in corso…",
    "inscricao.honeypot": "Lascia vuoto questo campo",
    "inscricao.sent":
      "Richiesta ricevuta. Se questo indirizzo non è ancora iscritto, gli abbiamo inviato un link di conferma: apri l’e-mail e conferma per iniziare a ricevere le edizioni.",
    "inscricao.invalid": "Controlla l’e-mail indicata.",
    "inscricao.error.required": "Indica la tua e-mail.",
    "inscricao.error.email": "Indica un’e-mail valida, come nome@esempio.it.",
    "inscricao.tooManyRequests":
      "Troppi tentativi in poco tempo. Attendi qualche minuto e riprova.",
    "inscricao.failed": "Non è stato possibile registrare la richiesta ora. Riprova più tardi.",
    "inscricao.networkError":
      "Invio non riuscito: controlla la connessione e riprova. L’e-mail digitata è stata conservata.",
    "inscricao.confirm.title": "Conferma l’iscrizione alla newsletter",
    "inscricao.confirm.intro":
      "Per ricevere le edizioni mensili della newsletter a questo indirizzo, conferma con il pulsante qui sotto.",
    "inscricao.confirm.submit": "Conferma iscrizione",
    "inscricao.confirm.done":
      "Iscrizione confermata. Riceverai le prossime edizioni della newsletter; ogni messaggio contiene un link per annullare l’iscrizione.",
    "inscricao.confirm.expired":
      "Questo link non è più valido: scade dopo 7 giorni e funziona una sola volta. Iscriviti di nuovo per ricevere un nuovo link.",
    "inscricao.leave.title": "Annulla l’iscrizione alla newsletter",
    "inscricao.leave.intro":
      "Per non ricevere più la newsletter, usa il pulsante qui sotto. L’indirizzo sarà cancellato dall’elenco.",
    "inscricao.leave.submit": "Annulla iscrizione",
    "inscricao.leave.done":
      "Fatto: questo indirizzo non riceve più la newsletter ed è stato cancellato dall’elenco.",
    "inscricao.leave.invalid":
      "Questo link di cancellazione è incompleto. Usa il link dell’e-mail.",
    "inscricao.back": "Vedi le newsletter",
  },
  ru: {
    "inscricao.title": "Получать рассылку по электронной почте",
    "inscricao.purpose":
      "Мы используем ваш адрес только для отправки ежемесячных выпусков рассылки и, если обсерватория его предлагает, еженедельной сводки новых проверок фактов. Вы подтверждаете подписку по ссылке, которую мы пришлём, и можете отписаться в любой момент по ссылке в каждом письме; после этого адрес удаляется.",
    "inscricao.email": "Ваш адрес электронной почты",
    "inscricao.submit": "Подписаться",
    "inscricao.sending": "Отправка…",
    "inscricao.honeypot": "Оставьте это поле пустым",
    "inscricao.sent":
      "Запрос получен. Если этот адрес ещё не подписан, мы отправили на него ссылку для подтверждения: откройте письмо и подтвердите подписку, чтобы получать выпуски.",
    "inscricao.invalid": "Проверьте указанный адрес электронной почты.",
    "inscricao.error.required": "Укажите адрес электронной почты.",
    "inscricao.error.email": "Укажите правильный адрес, например name@example.com.",
    "inscricao.tooManyRequests":
      "Слишком много попыток за короткое время. Подождите несколько минут и попробуйте снова.",
    "inscricao.failed": "Сейчас не удалось сохранить запрос. Попробуйте позже.",
    "inscricao.networkError":
      "Не удалось отправить: проверьте подключение и попробуйте снова. Введённый адрес сохранён.",
    "inscricao.confirm.title": "Подтверждение подписки на рассылку",
    "inscricao.confirm.intro":
      "Чтобы получать ежемесячные выпуски рассылки на этот адрес, подтвердите подписку кнопкой ниже.",
    "inscricao.confirm.submit": "Подтвердить подписку",
    "inscricao.confirm.done":
      "Подписка подтверждена. Вы будете получать следующие выпуски рассылки; в каждом письме есть ссылка для отписки.",
    "inscricao.confirm.expired":
      "Эта ссылка больше не действует: она действительна 7 дней и только один раз. Подпишитесь снова, чтобы получить новую ссылку.",
    "inscricao.leave.title": "Отписка от рассылки",
    "inscricao.leave.intro":
      "Чтобы больше не получать рассылку, нажмите кнопку ниже. Адрес будет удалён из списка.",
    "inscricao.leave.submit": "Отписаться",
    "inscricao.leave.done": "Готово: этот адрес больше не получает рассылку и удалён из списка.",
    "inscricao.leave.invalid": "Эта ссылка для отписки неполная. Воспользуйтесь ссылкой из письма.",
    "inscricao.back": "Посмотреть выпуски",
  },
  ar: {
    "inscricao.title": "استلم النشرة عبر البريد الإلكتروني",
    "inscricao.purpose":
      "نستخدم بريدك الإلكتروني فقط لإرسال الإصدارات الشهرية من النشرة، وملخّص أسبوعي للتحققات الجديدة عندما يقدّمه المرصد. تؤكّد الاشتراك عبر الرابط الذي سنرسله، ويمكنك إلغاء الاشتراك في أي وقت عبر الرابط الموجود في كل رسالة؛ وعندها يُحذف العنوان.",
    "inscricao.email": "بريدك الإلكتروني",
    "inscricao.submit": "اشترك",
    "inscricao.sending": "جارٍ الإرسال…",
    "inscricao.honeypot": "اترك هذا الحقل فارغًا",
    "inscricao.sent":
      "تم استلام الطلب. إذا لم يكن هذا العنوان مشتركًا بعد، فقد أرسلنا إليه رابط تأكيد: افتح الرسالة وأكّد الاشتراك لتبدأ في استلام الإصدارات.",
    "inscricao.invalid": "تحقّق من البريد الإلكتروني الذي أدخلته.",
    "inscricao.error.required": "أدخل بريدك الإلكتروني.",
    "inscricao.error.email": "أدخل بريدًا إلكترونيًا صالحًا، مثل name@example.com.",
    "inscricao.tooManyRequests": "محاولات كثيرة في وقت قصير. انتظر بضع دقائق ثم حاول مرة أخرى.",
    "inscricao.failed": "تعذّر تسجيل الطلب الآن. حاول مرة أخرى لاحقًا.",
    "inscricao.networkError":
      "تعذّر الإرسال: تحقّق من اتصالك وحاول مرة أخرى. احتفظنا بالبريد الذي كتبته.",
    "inscricao.confirm.title": "تأكيد الاشتراك في النشرة",
    "inscricao.confirm.intro":
      "لاستلام الإصدارات الشهرية من النشرة على هذا العنوان، أكّد الاشتراك بالزر أدناه.",
    "inscricao.confirm.submit": "تأكيد الاشتراك",
    "inscricao.confirm.done":
      "تم تأكيد الاشتراك. ستصلك الإصدارات القادمة من النشرة، وفي كل رسالة رابط لإلغاء الاشتراك.",
    "inscricao.confirm.expired":
      "لم يعد هذا الرابط صالحًا: تنتهي صلاحيته بعد 7 أيام ولا يُستخدم إلا مرة واحدة. اشترك من جديد لتحصل على رابط جديد.",
    "inscricao.leave.title": "إلغاء الاشتراك في النشرة",
    "inscricao.leave.intro":
      "للتوقف عن استلام النشرة، استخدم الزر أدناه. سيُحذف العنوان من القائمة.",
    "inscricao.leave.submit": "إلغاء الاشتراك",
    "inscricao.leave.done": "تم: لم يعد هذا العنوان يستلم النشرة وحُذف من القائمة.",
    "inscricao.leave.invalid":
      "رابط إلغاء الاشتراك هذا غير مكتمل. استخدم الرابط الموجود في الرسالة.",
    "inscricao.back": "عرض النشرات",
  },
};
