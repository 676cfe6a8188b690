import { displayPhone, toInternationalPhone } from "#server/content/phone-number.ts";

const digitsOf = (value: string) => value.replace(/\D/g, "");

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/**
 * `(69) 3216-0000` → `tel:+556932160000`: the international form, which dials from
 * anywhere. Something that is not a number keeps its digits (and a leading `+`).
 */
export function telHref(telefone: string): string {
  const international = toInternationalPhone(telefone);
  if (international) return `tel:${international}`;
  const trimmed = telefone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digitsOf(trimmed)}`;
}

/** wa.me takes the full international number as digits only: `(93) 99999-1234` → `https://wa.me/5593999991234`. */
export function whatsappHref(whatsapp: string): string {
  return `https://wa.me/${digitsOf(toInternationalPhone(whatsapp) ?? whatsapp)}`;
}

export const CANAIS = ["email", "telefone", "whatsapp"] as const;
export type Canal = (typeof CANAIS)[number];
export type CanalLinks = Record<Canal, { text: string; href: string }>;

/** The institutional e-mail, phone and WhatsApp, numbers written the Brazilian way, with the links that open them. */
export function canalLinks(contato: Record<Canal, string>): CanalLinks {
  return {
    email: { text: contato.email, href: mailtoHref(contato.email) },
    telefone: { text: displayPhone(contato.telefone), href: telHref(contato.telefone) },
    whatsapp: { text: displayPhone(contato.whatsapp), href: whatsappHref(contato.whatsapp) },
  };
}
