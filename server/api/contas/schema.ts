import { z } from "zod";
import { PAPEIS } from "../../auth/roles.ts";
import { NewAdministradorSchema } from "../auth/schema.ts";
import { id, timestamp } from "../response-schema.ts";

/*
 * Accounts as administrators manage them (decision 036). Isomorphic: /admin/contas
 * validates its forms and parses the answers with these.
 */

export const CONTA_MESSAGES = {
  papel: "Escolha o papel: autor, editor ou administrador.",
  disabled: "Informe se a conta fica desativada (true ou false).",
  nothingToChange: "Envie o papel ou o estado da conta.",
  duplicate: "Já existe uma conta com este e-mail.",
  notFound: "Conta não encontrada.",
  selfDemote: "Você não pode tirar o papel de administrador da sua própria conta.",
  selfDisable: "Você não pode desativar a sua própria conta.",
  lastAdministrador:
    "Esta é a última conta de administrador ativa: dê o papel de administrador a outra conta antes.",
} as const;

const papel = z.enum(PAPEIS, { error: CONTA_MESSAGES.papel });

export const ContaInputSchema = NewAdministradorSchema.extend({ papel }).meta({ id: "ContaInput" });
export type ContaInput = z.output<typeof ContaInputSchema>;

export const ContaUpdateSchema = z
  .object(
    {
      papel: papel.optional(),
      disabled: z.boolean({ error: CONTA_MESSAGES.disabled }).optional(),
    },
    { error: CONTA_MESSAGES.nothingToChange },
  )
  .refine((input) => input.papel !== undefined || input.disabled !== undefined, {
    error: CONTA_MESSAGES.nothingToChange,
  })
  .meta({ id: "ContaUpdate" });
export type ContaUpdate = z.output<typeof ContaUpdateSchema>;

export const ContaSchema = z
  .object({
    id,
    nome: z.string(),
    email: z.string(),
    papel: z.enum(PAPEIS),
    disabled: z.boolean(),
    createdAt: timestamp,
    lastSignInAt: timestamp.nullable().meta({ description: "The last sign-in, if any." }),
  })
  .meta({ id: "Conta" });
export const ContaListSchema = z.array(ContaSchema);
export type Conta = z.output<typeof ContaSchema>;

export const ContaCriadaSchema = ContaSchema.extend({
  senhaTemporaria: z.string().meta({
    description:
      "The account's first password, made by the server and answered only this once: nothing else keeps or sends it.",
  }),
}).meta({ id: "ContaCriada" });
export type ContaCriada = z.output<typeof ContaCriadaSchema>;
