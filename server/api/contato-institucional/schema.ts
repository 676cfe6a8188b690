import { z } from "zod";
import { toInternationalPhone } from "../../content/phone-number.ts";
import {
  EMAIL_MAX,
  httpUrl,
  INVALID_DATA,
  INVALID_EMAIL,
  REQUIRED,
  requiredEmail,
  tooLong,
} from "../common-schema.ts";

/*
 * The institutional contact data the Contact page shows and the admin edits.
 * Isomorphic: the admin form validates with the same schema.
 */

/** The social networks the page has icons for, in the order the admin form lists them. */
export const REDE_SOCIAL_TIPOS = ["Instagram", "Facebook", "YouTube", "Twitter", "TikTok"] as const;

export const MAX_EMAIL = EMAIL_MAX;
export const MAX_TELEFONE = 40;
export const MAX_WHATSAPP = 40;
export const MAX_REDES = 10;

export const CONTATO_INSTITUCIONAL_MESSAGES = {
  invalid: INVALID_DATA,
  email: INVALID_EMAIL,
  telefone:
    "Informe um telefone válido: com DDD, como (69) 3216-0000, ou com o código do país, como +351 21 000 0000.",
  whatsapp:
    "Informe um número de WhatsApp válido: com DDD, como (69) 99999-0000, ou com o código do país, como +351 912 345 678.",
  tipo: "Escolha um tipo de rede social válido.",
  redes: `Use no máximo ${MAX_REDES} redes sociais.`,
} as const;

export const RedeSocialSchema = z.object(
  {
    tipo: z.enum(REDE_SOCIAL_TIPOS, { error: CONTATO_INSTITUCIONAL_MESSAGES.tipo }),
    url: httpUrl(),
  },
  { error: CONTATO_INSTITUCIONAL_MESSAGES.invalid },
);

const email = requiredEmail(CONTATO_INSTITUCIONAL_MESSAGES.email);

/**
 * A phone number, stored in international form (`(93) 99999-1234` → `+5593999991234`);
 * a number without a country code is Brazilian.
 */
const phoneNumber = (max: number, message: string) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, tooLong(max))
    .refine((value) => toInternationalPhone(value) !== undefined, message)
    .transform((value) => toInternationalPhone(value) ?? value);

/** Every value is required; `redes` may be empty (the admin can remove every network). */
export const ContatoInstitucionalInputSchema = z
  .object(
    {
      email,
      telefone: phoneNumber(MAX_TELEFONE, CONTATO_INSTITUCIONAL_MESSAGES.telefone),
      whatsapp: phoneNumber(MAX_WHATSAPP, CONTATO_INSTITUCIONAL_MESSAGES.whatsapp),
      redes: z
        .array(RedeSocialSchema, { error: REQUIRED })
        .max(MAX_REDES, CONTATO_INSTITUCIONAL_MESSAGES.redes),
    },
    { error: CONTATO_INSTITUCIONAL_MESSAGES.invalid },
  )
  .meta({ id: "ContatoInstitucionalInput" });

export type RedeSocial = z.output<typeof RedeSocialSchema>;
/** What the API answers: the stored data, or the placeholders below. */
export const ContatoInstitucionalSchema = z
  .object({
    email: z.string(),
    telefone: z.string(),
    whatsapp: z.string(),
    redes: z.array(z.object({ tipo: z.enum(REDE_SOCIAL_TIPOS), url: z.string() })),
  })
  .meta({ id: "ContatoInstitucional" });

export type ContatoInstitucional = z.output<typeof ContatoInstitucionalSchema>;

/**
 * Shown until an administrator saves real data. Placeholders on purpose: the address
 * uses a domain reserved for examples, so nothing is ever sent to a real mailbox.
 */
export const CONTATO_INSTITUCIONAL_PADRAO: ContatoInstitucional = Object.freeze({
  email: "contato@observatorio.example.org",
  telefone: "+556900000000",
  whatsapp: "+5569900000000",
  redes: Object.freeze([
    { tipo: "Instagram", url: "https://www.instagram.com/" },
    { tipo: "Facebook", url: "https://www.facebook.com/" },
    { tipo: "YouTube", url: "https://www.youtube.com/" },
    { tipo: "Twitter", url: "https://twitter.com/" },
    { tipo: "TikTok", url: "https://www.tiktok.com/" },
  ]) as RedeSocial[],
});
