import { z } from "zod";
import { PagingQuerySchema } from "../collection-paging.ts";
import { optionalChoice } from "../common-schema.ts";
import { id, openEnum, timestamp } from "../response-schema.ts";

/*
 * The outbox as administradores see it (decision 070). Isomorphic: the admin's
 * /admin/caixa-saida parses the answers with these.
 */

/** A message waits (perhaps after failed attempts), went, or was given up on. */
export const ESTADOS_MENSAGEM = ["pendente", "enviada", "falhou"] as const;
export type EstadoMensagem = (typeof ESTADOS_MENSAGEM)[number];

/** Which transport sends a message (decision 076): e-mail, or a tipline's reply. */
export const CANAIS_SAIDA = ["email", "whatsapp", "telegram"] as const;

/** WhatsApp's word on a sent reply, from its delivery updates. */
export const ENTREGAS = ["entregue", "lida", "falhou"] as const;

export const CAIXA_SAIDA_MESSAGES = {
  estado: "Escolha um estado válido: pendente, enviada ou falhou.",
  notFound: "Mensagem não encontrada.",
  naoFalhou:
    "Só uma mensagem que falhou pode ser enviada de novo: esta ainda está na fila ou já foi enviada.",
  recebidaNotFound: "Mensagem recebida não encontrada.",
  naoDesistida:
    "Só uma mensagem recebida que não foi processada pode ser tentada de novo: esta já foi processada ou está na fila.",
} as const;

export const CaixaSaidaQuerySchema = PagingQuerySchema.extend({
  estado: optionalChoice(
    ESTADOS_MENSAGEM,
    CAIXA_SAIDA_MESSAGES.estado,
    "Only messages in this state; absent: every message.",
  ),
});
export type CaixaSaidaQuery = z.output<typeof CaixaSaidaQuerySchema>;

export const MensagemSchema = z
  .object({
    id,
    destinatario: z.string(),
    assunto: z.string(),
    tipo: z.string().meta({ description: "What the message is for, e.g. `senha`." }),
    canal: openEnum(CANAIS_SAIDA),
    entrega: openEnum(ENTREGAS)
      .nullable()
      .meta({ description: "WhatsApp's word on a sent reply; null for e-mail and Telegram." }),
    estado: openEnum(ESTADOS_MENSAGEM),
    tentativas: z.int(),
    proximaTentativaEm: timestamp.meta({ description: "When a pending message is tried next." }),
    ultimoErro: z.string().nullable().meta({ description: "The mail server's last refusal." }),
    criadaEm: timestamp,
    enviadaEm: timestamp.nullable(),
  })
  .meta({ id: "Mensagem" });
export const MensagemListSchema = z.array(MensagemSchema);
export type Mensagem = z.output<typeof MensagemSchema>;

/*
 * The platforms' updates the tipline gave up on (decision 082): when and where each came
 * in and why it failed, never what it holds (the sender's number and text).
 */

/** Where an update stands: handled, given up on, or waiting for the pass. */
export const ESTADOS_RECEBIDA = ["tratada", "desistida", "pendente"] as const;

export const RecebidaSchema = z
  .object({
    id,
    canal: openEnum(["whatsapp", "telegram"]),
    estado: openEnum(ESTADOS_RECEBIDA),
    recebidaEm: timestamp,
    tentativas: z.int(),
    erro: z.string().nullable().meta({ description: "Its last failure, as the log names it." }),
    desistidaEm: timestamp.nullable().meta({ description: "When its last attempt failed." }),
  })
  .meta({ id: "Recebida" });
export const RecebidaListSchema = z.array(RecebidaSchema);
export type Recebida = z.output<typeof RecebidaSchema>;
