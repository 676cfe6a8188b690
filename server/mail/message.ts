/*
 * What a message says, written once and sent as two parts (decision 070): plain text for
 * every client, and the same words as simple HTML. Everything a message carries from
 * elsewhere (a title, a name) is escaped here, so no caller writes HTML.
 */

export type MailLink = { texto: string; url: string };

/** The site's clock: dates in messages are Brasília's. */
export const SITE_TIME_ZONE = "America/Sao_Paulo";

/** A day as a message writes it: "29 de novembro de 2026". */
export const MAIL_DAY = new Intl.DateTimeFormat("pt-BR", {
  timeZone: SITE_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** A moment as a message writes it: "29 de novembro de 2026 às 10:41". */
export const MAIL_MOMENT = new Intl.DateTimeFormat("pt-BR", {
  timeZone: SITE_TIME_ZONE,
  dateStyle: "long",
  timeStyle: "short",
});

/** A message as its sender writes it: Portuguese paragraphs, a list of links, one link. */
export type MailContent = {
  assunto: string;
  paragrafos: readonly string[];
  /** Links listed after the paragraphs, such as the checks of a digest. */
  itens?: readonly MailLink[];
  link?: MailLink;
  /** A last, smaller paragraph: why the reader gets this, how to stop it. */
  rodape?: string;
  /** A link after the last paragraph, such as the way to stop the messages. */
  rodapeLink?: MailLink;
};

export type ComposedMail = { assunto: string; texto: string; html: string };

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The plain-text and HTML parts of one message, saying the same. */
export function composeMail(content: MailContent): ComposedMail {
  const { assunto, paragrafos, itens = [], link, rodape, rodapeLink } = content;
  const footer = [
    ...(rodape ? [rodape] : []),
    ...(rodapeLink ? [`${rodapeLink.texto}: ${rodapeLink.url}`] : []),
  ];
  const texto = [
    ...paragrafos,
    ...(itens.length > 0 ? [itens.map((item) => `- ${item.texto}: ${item.url}`).join("\n")] : []),
    ...(link ? [`${link.texto}: ${link.url}`] : []),
    ...(footer.length > 0 ? ["--", ...footer] : []),
  ].join("\n\n");
  const small = '<p style="font-size:0.875em;color:#555">';
  const html = [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">',
    `<title>${escapeHtml(assunto)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">',
    ...paragrafos.map((paragrafo) => `<p>${escapeHtml(paragrafo)}</p>`),
    ...(itens.length > 0
      ? [
          "<ul>",
          ...itens.map(
            (item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.texto)}</a></li>`,
          ),
          "</ul>",
        ]
      : []),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.texto)}</a></p>`] : []),
    ...(rodape ? [`${small}${escapeHtml(rodape)}</p>`] : []),
    ...(rodapeLink
      ? [`${small}<a href="${escapeHtml(rodapeLink.url)}">${escapeHtml(rodapeLink.texto)}</a></p>`]
      : []),
    "</body></html>",
  ].join("\n");
  return { assunto, texto: `${texto}\n`, html };
}
