import { z } from "zod";
import {
  blankToNull,
  EMAIL_MAX,
  optionalImage,
  optionalText,
  REQUIRED,
  requiredText,
  URL_MAX,
} from "../common-schema.ts";
import * as out from "../response-schema.ts";

/** The specification's cargos, in the order the team page groups them. */
export const CARGOS = [
  "Professor",
  "Acadêmico",
  "Mestrando",
  "Pesquisador",
  "Comunidade Externa",
  "Servidor",
] as const;

export type Cargo = (typeof CARGOS)[number];

export const NOME_MAX = 200;
export const BIOGRAFIA_MAX = 10_000;

export const MEMBRO_MESSAGES = {
  notFound: "Membro não encontrado.",
  body: "Envie os dados do membro em JSON.",
  cargo: "Escolha um cargo da lista.",
  lattes: "Informe um link Lattes válido (lattes.cnpq.br/...)",
} as const;

/** The segment of the group page, `/equipe/{cargo-slug}`: lowercase, spaces turned into hyphens. */
export function cargoSlug(cargo: string): string {
  return cargo.toLowerCase().replace(/\s+/g, "-");
}

/** The cargo whose slug this is, or undefined. Accepts either Unicode form of the accents. */
export function findCargoBySlug(slug: string): Cargo | undefined {
  const wanted = slug.normalize("NFC").toLowerCase();
  return CARGOS.find((cargo) => cargoSlug(cargo) === wanted);
}

const LATTES_HOSTS = ["lattes.cnpq.br", "www.lattes.cnpq.br"];

/**
 * http or https, optional `www.`, the Lattes host, then a path. The host is also checked
 * on the parsed URL, so look-alikes such as `lattes.cnpq.br.evil.com` never pass.
 */
export function isLattesUrl(value: string): boolean {
  if (!/^https?:\/\/(www\.)?lattes\.cnpq\.br\/\S+$/i.test(value)) return false;
  try {
    return LATTES_HOSTS.includes(new URL(value).hostname);
  } catch {
    return false;
  }
}

export const MembroInputSchema = z
  .object(
    {
      nome: requiredText(NOME_MAX),
      cargo: z.enum(CARGOS, {
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ""
            ? REQUIRED
            : MEMBRO_MESSAGES.cargo,
      }),
      biografia: optionalText(BIOGRAFIA_MAX),
      foto: optionalImage,
      email: optionalText(EMAIL_MAX),
      lattes: z
        .preprocess(
          blankToNull,
          z
            .string({ error: MEMBRO_MESSAGES.lattes })
            .trim()
            .max(URL_MAX, MEMBRO_MESSAGES.lattes)
            .refine(isLattesUrl, MEMBRO_MESSAGES.lattes)
            .nullish()
            .transform((value) => value ?? null),
        )
        .meta({
          description: "An http(s) URL on `lattes.cnpq.br` (with or without `www.`) with a path.",
        }),
    },
    { error: MEMBRO_MESSAGES.body },
  )
  .meta({ id: "MembroInput" });

export type MembroInput = z.output<typeof MembroInputSchema>;

/** What the API answers for a team member. */
export const MembroSchema = z
  .object({
    id: out.id,
    nome: z.string(),
    cargo: out.openEnum(CARGOS),
    biografia: out.richText("Biography").nullable(),
    foto: z.string().nullable(),
    email: z.string().nullable(),
    lattes: z.string().nullable(),
  })
  .meta({ id: "Membro" });

export type Membro = z.output<typeof MembroSchema>;

/**
 * What anonymous callers get: what the team pages show. The e-mail (often an editor's
 * login) and the biography stay with the editors.
 */
export const MembroPublicoSchema = MembroSchema.pick({
  id: true,
  nome: true,
  cargo: true,
  foto: true,
  lattes: true,
}).meta({ id: "MembroPublico" });

export type MembroPublico = z.output<typeof MembroPublicoSchema>;
