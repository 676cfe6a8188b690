import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { requestOrigin } from "../../http/request-origin.ts";
import { MAIL_MOMENT } from "../../mail/message.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { findNoticeRecipient, listNoticeRecipients } from "../auth/repository.ts";
import type { CollectionCall } from "../collection-options.ts";

/*
 * The desk's notices by e-mail (decision 073): editors hear that an item waits for their
 * review; an author hears that their item was approved, published or sent back. Nobody
 * is told of their own step, and an account that turned notices off hears nothing. They
 * are queued through the outbox (decision 070) with the step: in its transaction when the
 * step runs in one (a save), right after it otherwise.
 */

export type NoticeKind = "revisao" | "aprovada" | "publicada" | "devolvida";

/** The article families, as their pages and previews spell them. */
export type NoticeFamily = "noticias" | "fake-news";

export type NoticeItem = {
  id: number;
  titulo: string;
  criado_por: number | null;
  publicar_em: string | null;
};

const FOOTER =
  "Você recebe os avisos do painel por e-mail. Para deixar de recebê-los, desative-os em Minha conta, no painel.";

const NOUNS: Record<NoticeFamily, { a: string; sua: string }> = {
  noticias: { a: "a notícia", sua: "sua notícia" },
  "fake-news": { a: "a checagem", sua: "sua checagem" },
};

const PATHS: Record<NoticeFamily, { preview: string; page: string; list: string }> = {
  noticias: { preview: "/admin/previa/noticia", page: "/noticia", list: "/admin/noticias" },
  "fake-news": { preview: "/admin/previa/fake-news", page: "/fake-news", list: "/admin/fake-news" },
};

function noticeOf(
  kind: NoticeKind,
  family: NoticeFamily,
  item: NoticeItem,
  actor: string,
  origin: string,
  now: Date,
) {
  const noun = NOUNS[family];
  const paths = PATHS[family];
  const preview = {
    texto: "Abrir a pré-visualização",
    url: `${origin}${paths.preview}/${item.id}`,
  };
  switch (kind) {
    case "revisao":
      return {
        assunto: `Para revisar: ${item.titulo}`,
        paragrafos: [`${actor} enviou ${noun.a} “${item.titulo}” para revisão.`],
        link: preview,
      };
    case "aprovada":
      return {
        assunto: `Aprovada: ${item.titulo}`,
        paragrafos: [`${actor} aprovou ${noun.sua} “${item.titulo}”.`],
        link: preview,
      };
    case "publicada": {
      const later = item.publicar_em !== null && Date.parse(item.publicar_em) > now.getTime();
      return {
        assunto: `${later ? "Agendada" : "No ar"}: ${item.titulo}`,
        paragrafos: [
          later
            ? `${actor} agendou ${noun.sua} “${item.titulo}” para ${MAIL_MOMENT.format(new Date(item.publicar_em!))}.`
            : `${actor} publicou ${noun.sua} “${item.titulo}”.`,
        ],
        link: later ? preview : { texto: "Ver no site", url: `${origin}${paths.page}/${item.id}` },
      };
    }
    case "devolvida":
      return {
        assunto: `Devolvida para rascunho: ${item.titulo}`,
        paragrafos: [
          `${actor} devolveu ${noun.sua} “${item.titulo}” para rascunho: ela voltou para você editar.`,
        ],
        link: { texto: "Abrir a lista no painel", url: `${origin}${paths.list}` },
      };
  }
}

/** Who hears of a step: the editors of a review, the author of the rest. */
async function recipientsOf(
  db: Kysely<Database>,
  kind: NoticeKind,
  item: NoticeItem,
  actorId: number | undefined,
) {
  if (kind === "revisao") return listNoticeRecipients(db, ["editor", "administrador"], actorId);
  if (item.criado_por === null || item.criado_por === actorId) return [];
  const author = await findNoticeRecipient(db, item.criado_por);
  return author ? [author] : [];
}

/** Queues the notices of one step of the workflow, after it was saved. */
export async function sendNotice(
  call: Pick<CollectionCall, "db" | "config" | "admin" | "req">,
  kind: NoticeKind,
  family: NoticeFamily,
  item: NoticeItem,
  now = new Date(),
): Promise<void> {
  if (!call.req || !call.admin) return;
  const recipients = await recipientsOf(call.db, kind, item, call.admin.id);
  if (recipients.length === 0) return;
  const origin = requestOrigin(call.req, call.config.publicUrl);
  const content = noticeOf(kind, family, item, call.admin.nome, origin, now);
  // A save runs in its transaction (`call.db` is it), so its notices are stored with it.
  for (const recipient of recipients) {
    await enqueueMail(
      call.db,
      { ...content, destinatario: recipient.email, tipo: `aviso-${kind}`, rodape: FOOTER },
      now,
    );
  }
}

/** The notice a save that moved an item from `before` to `after` calls for, if any. */
export function noticeOfSave(
  before: string | undefined,
  after: { estado: string; pendente?: true },
): NoticeKind | undefined {
  if (after.pendente) return "revisao";
  if (before === after.estado) return undefined;
  if (after.estado === "em_revisao") return "revisao";
  if (after.estado === "publicado") return "publicada";
  if (before === "em_revisao" && after.estado === "rascunho") return "devolvida";
  return undefined;
}
