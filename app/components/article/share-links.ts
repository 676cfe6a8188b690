/** The size of the window the share targets open in, as the specification has it. */
export const SHARE_WINDOW = { width: 600, height: 400 } as const;

export type ShareLinks = { facebook: string; twitter: string; whatsapp: string };

/**
 * Addresses of the share targets. Facebook takes only the address and reads the title
 * from the page's Open Graph tags; WhatsApp gets a whole message, which callers write.
 */
export function shareLinks({
  url,
  title,
  whatsappText,
}: {
  url: string;
  title: string;
  whatsappText: string;
}): ShareLinks {
  const encode = encodeURIComponent;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encode(url)}&text=${encode(title)}`,
    whatsapp: `https://wa.me/?text=${encode(whatsappText)}`,
  };
}
