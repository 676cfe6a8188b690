import { getContatoInstitucional } from "#server/api/contato-institucional/service.ts";
import type { AppServices } from "../../context.ts";
import { whatsappHref } from "../../utils/contato-links.ts";

/** wa.me needs a full number: fewer digits than any real one means there is none to link. */
const MIN_DIGITS = 8;

/** The WhatsApp link of the call to action, when the institutional contact has a number. */
export async function loadSugestaoCta(
  services: AppServices,
): Promise<{ whatsappHref: string | null }> {
  const { whatsapp } = await getContatoInstitucional(services.db);
  const digits = whatsapp.replace(/\D/g, "");
  return { whatsappHref: digits.length >= MIN_DIGITS ? whatsappHref(whatsapp) : null };
}
