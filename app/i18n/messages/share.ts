import type { Translations } from "../languages.ts";

// Sharing a news item or a fact check. Brand names (Facebook, Twitter, WhatsApp) stay as
// they are. In the WhatsApp messages "\n" is a line break and {{url}} the page's address.
const pt = {
  // Shown before the row of share buttons.
  "share.title": "Compartilhar",
  // Read aloud for the Facebook button.
  "share.facebook": "Compartilhar no Facebook",
  "share.twitter": "Compartilhar no Twitter",
  "share.whatsapp": "Compartilhar no WhatsApp",
  // Button that copies the page's address.
  "share.copyLink": "Copiar link",
  // Toast after copying on a news page.
  "share.copied": "Link copiado para a área de transferência!",
  // Toast after copying on a fact-check page (shorter on purpose).
  "share.copiedShort": "Link copiado!",
  "share.copyFailed": "Não foi possível copiar o link.",
  // Read aloud after a link that opens in a new tab; not shown on screen.
  "share.opensInNewTab": "(abre em uma nova aba)",
  // WhatsApp message for a news item: {{title}} is the headline.
  "share.whatsappText": "{{title}}\n{{url}}",
  // WhatsApp message for a fact check: the checked claim {{title}}, the verdict {{status}}
  // (e.g. "Desmentida") and {{truth}}, the first fact that corrects it. Many readers get
  // WhatsApp without data for opening links, so the message itself must tell the truth.
  "share.whatsappVerdict": "“{{title}}”\n*{{status}}*. A verdade: {{truth}}\n{{url}}",
  // The same for a fact check without a listed truth.
  "share.whatsappVerdictNoTruth": "“{{title}}”\n*{{status}}*.\n{{url}}",
  // The same for a fact check that records the claim as it circulated: {{claim}} is that
  // text, {{rating}} the rating (e.g. "Fora de contexto").
  "share.whatsappClaim": "Alegação: “{{claim}}”\n*{{rating}}*. A verdade: {{truth}}\n{{url}}",
  "share.whatsappClaimNoTruth": "Alegação: “{{claim}}”\n*{{rating}}*.\n{{url}}",
} as const;

export const share: Translations<typeof pt> = {
  pt,
  en: {
    "share.title": "Share",
    "share.facebook": "Share on Facebook",
    "share.twitter": "Share on Twitter",
    "share.whatsapp": "Share on WhatsApp",
    "share.copyLink": "Copy link",
    "share.copied": "Link copied to the clipboard!",
    "share.copiedShort": "Link copied!",
    "share.copyFailed": "The link could not be copied.",
    "share.opensInNewTab": "(opens in a new tab)",
    "share.whatsappText": "{{title}}\n{{url}}",
    "share.whatsappVerdict": "“{{title}}”\n*{{status}}*. The truth: {{truth}}\n{{url}}",
    "share.whatsappVerdictNoTruth": "“{{title}}”\n*{{status}}*.\n{{url}}",
    "share.whatsappClaim": "Claim: “{{claim}}”\n*{{rating}}*. The truth: {{truth}}\n{{url}}",
    "share.whatsappClaimNoTruth": "Claim: “{{claim}}”\n*{{rating}}*.\n{{url}}",
  },
  es: {
    "share.title": "Compartir",
    "share.facebook": "Compartir en Facebook",
    "share.twitter": "Compartir en Twitter",
    "share.whatsapp": "Compartir en WhatsApp",
    "share.copyLink": "Copiar enlace",
    "share.copied": "¡Enlace copiado al portapapeles!",
    "share.copiedShort": "¡Enlace copiado!",
    "share.copyFailed": "No se pudo copiar el enlace.",
    "share.opensInNewTab": "(se abre en una pestaña nueva)",
    "share.whatsappText": "{{title}}\n{{url}}",
    "share.whatsappVerdict": "«{{title}}»\n*{{status}}*. La verdad: {{truth}}\n{{url}}",
    "share.whatsappVerdictNoTruth": "«{{title}}»\n*{{status}}*.\n{{url}}",
    "share.whatsappClaim": "Afirmación: «{{claim}}»\n*{{rating}}*. La verdad: {{truth}}\n{{url}}",
    "share.whatsappClaimNoTruth": "Afirmación: «{{claim}}»\n*{{rating}}*.\n{{url}}",
  },
  fr: {
    "share.title": "Partager",
    "share.facebook": "Partager sur Facebook",
    "share.twitter": "Partager sur Twitter",
    "share.whatsapp": "Partager sur WhatsApp",
    "share.copyLink": "Copier le lien",
    "share.copied": "Lien copié dans le presse-papiers !",
    "share.copiedShort": "Lien copié !",
    "share.copyFailed": "Impossible de copier le lien.",
    "share.opensInNewTab": "(s’ouvre dans un nouvel onglet)",
    "share.whatsappText": "{{title}}\n{{url}}",
    "share.whatsappVerdict": "« {{title}} »\n*{{status}}*. La vérité : {{truth}}\n{{url}}",
    "share.whatsappVerdictNoTruth": "« {{title}} »\n*{{status}}*.\n{{url}}",
    "share.whatsappClaim":
      "Affirmation : « {{claim}} »\n*{{rating}}*. La vérité : {{truth}}\n{{url}}",
    "share.whatsappClaimNoTruth": "Affirmation : « {{claim}} »\n*{{rating}}*.\n{{url}}",
  },
  de: {
    "share.title": "Teilen",
    "share.facebook": "Auf Facebook teilen",
    "share.twitter": "Auf Twitter teilen",
    "share.whatsapp": "Auf WhatsApp teilen",
    "share.copyLink": "Link kopieren",
    "share.copied": "Link in die Zwischenablage kopiert!",
    "share.copiedShort": "Link kopiert!",
    "share.copyFailed": "Der Link konnte nicht kopiert werden.",
    "share.opensInNewTab": "(öffnet in einem neuen Tab)",
    "share.whatsappText": "{{title}}\n{{url}}",
    "share.whatsappVerdict": "„{{title}}“\n*{{status}}*. Die Wahrheit: {{truth}}\n{{url}}",
    "share.whatsappVerdictNoTruth": "„{{title}}“\n*{{status}}*.\n{{url}}",
    "share.whatsappClaim":
      "Behauptung: „{{claim}}“\n*{{rating}}*. Die Wahrheit: {{truth}}\n{{url}}",
    "share.whatsappClaimNoTruth": "Behauptung: „{{claim}}“\n*{{rating}}*.\n{{url}}",
  },
  it: {
    "share.title": "Condividi",
    "share.facebook": "Condividi su Facebook",
    "share.twitter": "Condividi su Twitter",
    "share.whatsapp": "Condividi su WhatsApp",
    "share.copyLink": "Copia link",
    "share.copied": "Link copiato negli appunti!",
    "share.copiedShort": "Link copiato!",
    "share.copyFailed": "Impossibile copiare il link.",
    "share.opensInNewTab": "(si apre in una nuova scheda)",
    "share.whatsappText": "{{title}}\n{{url}}",
    "share.whatsappVerdict": "«{{title}}»\n*{{status}}*. La verità: {{truth}}\n{{url}}",
    "share.whatsappVerdictNoTruth": "«{{title}}»\n*{{status}}*.\n{{url}}",
    "share.whatsappClaim": "Affermazione: «{{claim}}»\n*{{rating}}*. La verità: {{truth}}\n{{url}}",
    "share.whatsappClaimNoTruth": "Affermazione: «{{claim}}»\n*{{rating}}*.\n{{url}}",
  },
  ru: {
    "share.title": "Поделиться",
    "share.facebook": "Поделиться в Facebook",
    "share.twitter": "Поделиться в Twitter",
    "share.whatsapp": "Поделиться в WhatsApp",
    "share.copyLink": "Копировать ссылку",
    "share.copied": "Ссылка скопирована в буфер обмена!",
    "share.copiedShort": "Ссылка скопирована!",
    "share.copyFailed": "Не удалось скопировать ссылку.",
    "share.opensInNewTab": "(открывается в новой вкладке)",
    "share.whatsappText": "{{title}}\n{{url}}",
    "share.whatsappVerdict": "«{{title}}»\n*{{status}}*. На самом деле: {{truth}}\n{{url}}",
    "share.whatsappVerdictNoTruth": "«{{title}}»\n*{{status}}*.\n{{url}}",
    "share.whatsappClaim":
      "Утверждение: «{{claim}}»\n*{{rating}}*. На самом деле: {{truth}}\n{{url}}",
    "share.whatsappClaimNoTruth": "Утверждение: «{{claim}}»\n*{{rating}}*.\n{{url}}",
  },
  ar: {
    "share.title": "مشاركة",
    "share.facebook": "المشاركة على Facebook",
    "share.twitter": "المشاركة على Twitter",
    "share.whatsapp": "المشاركة على WhatsApp",
    "share.copyLink": "نسخ الرابط",
    "share.copied": "تم نسخ الرابط إلى الحافظة!",
    "share.copiedShort": "تم نسخ الرابط!",
    "share.copyFailed": "تعذّر نسخ الرابط.",
    "share.opensInNewTab": "(يفتح في علامة تبويب جديدة)",
    "share.whatsappText": "{{title}}\n{{url}}",
    "share.whatsappVerdict": "«{{title}}»\n*{{status}}*. الحقيقة: {{truth}}\n{{url}}",
    "share.whatsappVerdictNoTruth": "«{{title}}»\n*{{status}}*.\n{{url}}",
    "share.whatsappClaim": "الادعاء: «{{claim}}»\n*{{rating}}*. الحقيقة: {{truth}}\n{{url}}",
    "share.whatsappClaimNoTruth": "الادعاء: «{{claim}}»\n*{{rating}}*.\n{{url}}",
  },
};
