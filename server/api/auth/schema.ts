import { z } from "zod";
import { requiredText } from "../common-schema.ts";
import { id } from "../response-schema.ts";

export const EMAIL_MAX_LENGTH = 254;
/** Long enough for any passphrase, short enough that a body cannot make hashing costly. */
export const PASSWORD_MAX_LENGTH = 1024;
export const NOME_MAX_LENGTH = 120;

const MESSAGES = {
  email: "Informe um e-mail válido.",
  password: "Informe a senha.",
  passwordTooLong: `Use no máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
  nome: "Informe o nome.",
  credentials: "Envie o e-mail e a senha.",
} as const;

/** E-mails are compared and stored in lower case. */
export const emailSchema = z
  .string({ error: MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, MESSAGES.email)
  .pipe(z.email({ error: MESSAGES.email }));

export const LoginSchema = z
  .object(
    {
      email: emailSchema,
      password: z
        .string({ error: MESSAGES.password })
        .min(1, MESSAGES.password)
        .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
    },
    { error: MESSAGES.credentials },
  )
  .meta({ id: "LoginInput" });
export type LoginInput = z.output<typeof LoginSchema>;

export const NewAdministradorSchema = z.object({
  email: emailSchema,
  nome: requiredText(NOME_MAX_LENGTH, MESSAGES.nome),
});
export type NewAdministradorInput = z.output<typeof NewAdministradorSchema>;

export const AuthUserSchema = z
  .object({ id, email: z.string(), nome: z.string() })
  .meta({ id: "AuthUser" });

export const LoginResultSchema = z
  .object({
    token: z
      .string()
      .meta({ description: "Opaque token, sent back as `Authorization: Bearer <token>`." }),
    user: AuthUserSchema,
  })
  .meta({ id: "LoginResult" });

export const VerifyResultSchema = z.object({ user: AuthUserSchema }).meta({ id: "VerifyResult" });

export type AuthUser = z.output<typeof AuthUserSchema>;
export type LoginResult = z.output<typeof LoginResultSchema>;
export type VerifyResult = z.output<typeof VerifyResultSchema>;
