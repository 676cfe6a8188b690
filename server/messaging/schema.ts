import { z } from "zod";

/*
 * What the platforms send (decision 076), read at the trust boundary: the fields the
 * tipline uses, as Meta's WhatsApp Cloud API webhooks and Telegram's Update objects
 * document them. Anything else a platform adds is ignored; a payload without these
 * shapes is refused whole, after its signature was checked.
 */

export const CANAIS_MENSAGEM = ["whatsapp", "telegram"] as const;
export type CanalMensagem = (typeof CANAIS_MENSAGEM)[number];

/** What a received message carried, as the conversation view names it. */
export type TipoEntrada = "texto" | "imagem" | "audio" | "video" | "documento";

const WhatsappMediaSchema = z.object({
  id: z.string().min(1).max(200),
  mime_type: z.string().max(200).optional(),
  caption: z.string().max(10_000).optional(),
});

const WhatsappMessageSchema = z.object({
  from: z.string().regex(/^\d{1,20}$/),
  id: z.string().min(1).max(200),
  timestamp: z.string().optional(),
  type: z.string(),
  text: z.object({ body: z.string().max(10_000) }).optional(),
  image: WhatsappMediaSchema.optional(),
  audio: WhatsappMediaSchema.optional(),
  video: WhatsappMediaSchema.optional(),
  document: WhatsappMediaSchema.optional(),
});

const WhatsappStatusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  recipient_id: z.string().optional(),
});
export type WhatsappStatus = z.output<typeof WhatsappStatusSchema>;

/** `POST /webhooks/whatsapp`: a WhatsApp Business Account's notification. */
export const WhatsappWebhookSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(
    z.object({
      id: z.string(),
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            messaging_product: z.literal("whatsapp").optional(),
            metadata: z.object({ phone_number_id: z.string() }).optional(),
            messages: z.array(WhatsappMessageSchema).optional(),
            statuses: z.array(WhatsappStatusSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});
export type WhatsappWebhook = z.output<typeof WhatsappWebhookSchema>;

/** `GET /webhooks/whatsapp`: Meta's check of the address, before it sends anything. */
export const WhatsappVerificationSchema = z.object({
  "hub.mode": z.literal("subscribe"),
  "hub.verify_token": z.string(),
  "hub.challenge": z.string().min(1).max(200),
});

const TelegramFileSchema = z.object({
  file_id: z.string().min(1).max(300),
  file_size: z.number().int().nonnegative().optional(),
  mime_type: z.string().max(200).optional(),
});

const TelegramMessageSchema = z.object({
  message_id: z.number().int(),
  date: z.number().int(),
  chat: z.object({ id: z.number().int(), type: z.string() }),
  text: z.string().max(10_000).optional(),
  caption: z.string().max(10_000).optional(),
  photo: z.array(TelegramFileSchema.extend({ width: z.number(), height: z.number() })).optional(),
  voice: TelegramFileSchema.optional(),
  audio: TelegramFileSchema.optional(),
  video: TelegramFileSchema.optional(),
  document: TelegramFileSchema.optional(),
});

/** `POST /webhooks/telegram`: one Update; only `message` is handled. */
export const TelegramUpdateSchema = z.object({
  update_id: z.number().int(),
  message: TelegramMessageSchema.optional(),
});
export type TelegramUpdate = z.output<typeof TelegramUpdateSchema>;

/** A message received on either channel, as the tipline handles it. */
export type Entrada = {
  canal: CanalMensagem;
  /** The platform's id of the message (WhatsApp's `id`, Telegram's `update_id`). */
  idExterno: string;
  /** The number or chat id to answer. */
  remetente: string;
  tipo: TipoEntrada;
  texto: string | undefined;
  /** The platform's id of the file, fetched through its API. */
  midia: string | undefined;
};

/** The longest free reply an editor may write: a cheap phone shows it whole. */
export const MAX_RESPOSTA_LIVRE = 1000;

/** `POST /api/sugestoes/{id}/conversa`: an editor's free reply to a tip's sender. */
export const RespostaLivreInputSchema = z
  .object(
    {
      texto: z
        .string({ error: "Escreva a resposta." })
        .trim()
        .min(1, { error: "Escreva a resposta." })
        .max(MAX_RESPOSTA_LIVRE, {
          error: `A resposta pode ter no máximo ${MAX_RESPOSTA_LIVRE.toLocaleString("pt-BR")} caracteres.`,
        }),
    },
    { error: "Envie a resposta como um objeto JSON com o campo texto." },
  )
  .strict()
  .meta({ id: "RespostaLivreInput" });
export type RespostaLivreInput = z.output<typeof RespostaLivreInputSchema>;

/** `GET /api/sugestoes/{id}/conversa`: what a tip's sender and the tipline said. */
export const ConversaSchema = z
  .object({
    canal: z.enum(CANAIS_MENSAGEM),
    resposta_livre: z
      .object({
        permitida: z.boolean(),
        motivo: z.string().nullable().meta({
          description:
            "Why no free reply can be sent now, in Portuguese (WhatsApp's 24 hours, PARAR, the channel off, the number no longer kept); null when one can.",
        }),
      })
      .meta({
        description:
          "Whether an editor may send a free reply now (decision 081): on WhatsApp within 24 hours of the sender's last message, on Telegram unless the sender sent PARAR.",
      }),
    mensagens: z.array(
      z.object({
        id: z.number().int(),
        direcao: z.enum(["entrada", "saida"]),
        tipo: z.string().meta({
          description:
            "Received: `texto`, `imagem`, `audio`, `video`, `documento`, `comando`; sent: what the reply was (`checagem`, `recebida`, `resposta`, `menu`…).",
        }),
        texto: z.string().nullable().meta({
          description: "A reply's or a command's text; a tip's content is the tip's own.",
        }),
        sugestao_id: z.number().int().nullable(),
        created_at: z.string(),
        estado: z.string().nullable().meta({ description: "A reply's outbox state." }),
        entrega: z.string().nullable().meta({
          description: "WhatsApp's word on a sent reply: `entregue`, `lida` or `falhou`.",
        }),
        enviada_em: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "Conversa" });
export type Conversa = z.output<typeof ConversaSchema>;
