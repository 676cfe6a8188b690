const digitsOf = (value: string) => value.replace(/\D/g, "");

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** `(69) 3216-0000` → `tel:6932160000`; a leading `+` (international form) is kept. */
export function telHref(telefone: string): string {
  const trimmed = telefone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digitsOf(trimmed)}`;
}

/** wa.me takes the full international number as digits only: `+55 (69) 99999-0000` → `https://wa.me/5569999990000`. */
export function whatsappHref(whatsapp: string): string {
  return `https://wa.me/${digitsOf(whatsapp)}`;
}

export const CANAIS = ["email", "telefone", "whatsapp"] as const;
export type Canal = (typeof CANAIS)[number];
export type CanalLinks = Record<Canal, { text: string; href: string }>;

/** The institutional e-mail, phone and WhatsApp with the links that open them. */
export function canalLinks(contato: Record<Canal, string>): CanalLinks {
  return {
    email: { text: contato.email, href: mailtoHref(contato.email) },
    telefone: { text: contato.telefone, href: telHref(contato.telefone) },
    whatsapp: { text: contato.whatsapp, href: whatsappHref(contato.whatsapp) },
  };
}
