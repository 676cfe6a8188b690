import { z } from "zod";
import { EMAIL_MAX, INVALID_EMAIL, requiredText, tooLong } from "../common-schema.ts";
import { PAPEIS } from "../../auth/roles.ts";
import { id } from "../response-schema.ts";

/** Long enough for any passphrase, short enough that a body cannot make hashing costly. */
export const PASSWORD_MAX_LENGTH = 1024;
export const NOME_MAX_LENGTH = 120;

const MESSAGES = {
  email: INVALID_EMAIL,
  password: "Informe a senha.",
  passwordTooLong: tooLong(PASSWORD_MAX_LENGTH),
  nome: "Informe o nome.",
  credentials: "Envie o e-mail e a senha.",
  currentPassword: "Informe a senha atual.",
  newPassword: "Informe a nova senha.",
  code: "Informe o código.",
  senha: "Informe a sua senha atual.",
  challenge: "A verificação expirou. Entre novamente.",
  body: "Envie os dados pedidos.",
  resetLink: "Abra o link do e-mail de redefinição de senha, inteiro.",
} as const;

const passwordField = (message: string) =>
  z.string({ error: message }).min(1, message).max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

/** A six-digit TOTP code or a recovery code (letters, digits, spaces and hyphens). */
const codeField = z
  .string({ error: MESSAGES.code })
  .trim()
  .min(1, MESSAGES.code)
  .max(32, MESSAGES.code);

/** E-mails are compared and stored in lower case. */
export const emailSchema = z
  .string({ error: MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, MESSAGES.email)
  .pipe(z.email({ error: MESSAGES.email }));

export const LoginSchema = z
  .object(
    {
      email: emailSchema,
      password: passwordField(MESSAGES.password),
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
  .object({ id, email: z.string(), nome: z.string(), papel: z.enum(PAPEIS) })
  .meta({ id: "AuthUser" });

export const ChangePasswordSchema = z
  .object(
    {
      currentPassword: passwordField(MESSAGES.currentPassword),
      newPassword: passwordField(MESSAGES.newPassword),
    },
    { error: MESSAGES.body },
  )
  .meta({ id: "ChangePasswordInput" });
export type ChangePasswordInput = z.output<typeof ChangePasswordSchema>;

export const ForgotPasswordSchema = z
  .object({ email: emailSchema }, { error: MESSAGES.body })
  .meta({ id: "ForgotPasswordInput" });
export type ForgotPasswordInput = z.output<typeof ForgotPasswordSchema>;

/** The empty answer of a request taken whatever it names (202). */
export const AcceptedSchema = z.object({}).meta({ id: "Accepted" });

export const ResetPasswordSchema = z
  .object(
    {
      token: z
        .string({ error: MESSAGES.resetLink })
        .regex(/^[A-Za-z0-9_-]{20,100}$/, MESSAGES.resetLink),
      senha: passwordField(MESSAGES.newPassword),
    },
    { error: MESSAGES.body },
  )
  .meta({ id: "ResetPasswordInput" });
export type ResetPasswordInput = z.output<typeof ResetPasswordSchema>;

export const LoginTotpSchema = z
  .object(
    {
      challenge: z.string({ error: MESSAGES.challenge }).min(16, MESSAGES.challenge).max(200),
      code: codeField,
    },
    { error: MESSAGES.body },
  )
  .meta({ id: "LoginTotpInput" });
export type LoginTotpInput = z.output<typeof LoginTotpSchema>;

/**
 * The current password (and, with the second factor on, a current code) that a sensitive
 * step of the account asks for again: a stolen session token alone cannot take it.
 * Left out, the step answers 403 (`senha` is optional here only so that it does).
 */
export const ReauthSchema = z
  .object(
    {
      senha: passwordField(MESSAGES.senha)
        .optional()
        .meta({ description: "The account's current password." }),
      codigo: codeField.optional().meta({
        description:
          "A current code from the authenticator app or a recovery code; needed only when the second factor is on.",
      }),
    },
    { error: MESSAGES.body },
  )
  .meta({ id: "ReauthInput" });
export type ReauthInput = z.output<typeof ReauthSchema>;

/** Confirms the pending secret with a code from it, and the password again (`ReauthSchema`). */
export const TotpCodeSchema = z
  .object({ code: codeField, senha: ReauthSchema.shape.senha }, { error: MESSAGES.body })
  .meta({ id: "TotpCodeInput" });
export type TotpCodeInput = z.output<typeof TotpCodeSchema>;

/** A new e-mail for the caller's own account, with the re-authentication (`ReauthSchema`). */
export const EmailChangeSchema = ReauthSchema.extend({ email: emailSchema }).meta({
  id: "EmailChangeInput",
});
export type EmailChangeInput = z.output<typeof EmailChangeSchema>;

export const LoginResultSchema = z
  .object({
    token: z
      .string()
      .meta({ description: "Opaque token, sent back as `Authorization: Bearer <token>`." }),
    user: AuthUserSchema,
  })
  .meta({ id: "LoginResult" });

export const TotpChallengeSchema = z
  .object({
    totpRequired: z.literal(true),
    challenge: z.string().meta({
      description:
        "Opaque, valid for 5 minutes: sent with the code to `POST /api/auth/login/totp`.",
    }),
  })
  .meta({ id: "TotpChallenge" });

/** Accounts without a second factor get exactly the contract's answer. */
export const LoginAnswerSchema = z
  .union([LoginResultSchema, TotpChallengeSchema])
  .meta({ id: "LoginAnswer" });

/** The signed-in account's own view (`/admin/minha-conta`); the API keeps its English names. */
export const MinhaContaSchema = z
  .object({
    user: AuthUserSchema,
    totpEnabled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    avisosEmail: z.boolean().meta({
      description:
        "Whether the desk's notices come by e-mail: a check waiting for review, one's own item approved, published or returned (decision 073).",
    }),
  })
  .meta({ id: "Account" });

export const AvisosInputSchema = z
  .object(
    { avisosEmail: z.boolean({ error: "Envie avisosEmail como true ou false." }) },
    { error: MESSAGES.body },
  )
  .meta({ id: "AvisosInput" });
export type AvisosInput = z.output<typeof AvisosInputSchema>;

export const SessionSchema = z
  .object({
    id,
    createdAt: z.string(),
    lastUsedAt: z.string(),
    address: z.string().nullable(),
    current: z.boolean().meta({ description: "The session of the token that asked." }),
  })
  .meta({ id: "Session" });
export const SessionListSchema = z.array(SessionSchema);

export const TotpSetupSchema = z
  .object({
    secret: z.string().meta({ description: "Base32, for typing into an app by hand." }),
    uri: z.string(),
    qrCode: z.string().meta({ description: "The `uri` as a QR code, an SVG data URL." }),
  })
  .meta({ id: "TotpSetup" });

export const RecoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: "RecoveryCodes" });

export const VerifyResultSchema = z.object({ user: AuthUserSchema }).meta({ id: "VerifyResult" });

export type AuthUser = z.output<typeof AuthUserSchema>;
export type LoginResult = z.output<typeof LoginResultSchema>;
export type TotpChallenge = z.output<typeof TotpChallengeSchema>;
export type LoginAnswer = z.output<typeof LoginAnswerSchema>;
export type MinhaConta = z.output<typeof MinhaContaSchema>;
export type Session = z.output<typeof SessionSchema>;
export type TotpSetup = z.output<typeof TotpSetupSchema>;
export type RecoveryCodes = z.output<typeof RecoveryCodesSchema>;
export type VerifyResult = z.output<typeof VerifyResultSchema>;
