import { useId } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { TOAST_DURATION_MS } from "../ui/toast-duration.ts";
import { SHARE_WINDOW, shareLinks } from "./share-links.ts";

type ShareButtonsProps = {
  /** The page's absolute address. */
  url: string;
  title: string;
  /** The whole WhatsApp message, link included. */
  whatsappText: string;
  /** The toast shown once the address is on the clipboard. */
  copiedMessage: string;
};

/**
 * Facebook, Twitter and WhatsApp links that work as plain links without scripts, and a
 * button that copies the page's address, hidden until the public script shows it (only a
 * script can copy). The data attributes hand the script the share window's size, the
 * address, the messages and how long a message stays (app/public/share-window.ts and
 * copy-link.ts).
 */
export function ShareButtons({ url, title, whatsappText, copiedMessage }: ShareButtonsProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const links = shareLinks({ url, title, whatsappText });
  const targets = [
    { network: "facebook", name: "Facebook", label: t("share.facebook"), href: links.facebook },
    { network: "twitter", name: "Twitter", label: t("share.twitter"), href: links.twitter },
    { network: "whatsapp", name: "WhatsApp", label: t("share.whatsapp"), href: links.whatsapp },
  ];

  return (
    <div className="share">
      <p className="share__label" id={labelId}>
        {t("share.title")}
      </p>
      <ul
        className="share__list"
        aria-labelledby={labelId}
        data-window={`${SHARE_WINDOW.width}x${SHARE_WINDOW.height}`}
      >
        {targets.map((target) => (
          <li key={target.network}>
            <a
              className={`share__button share__button--${target.network}`}
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={target.label}
            >
              {target.name}
            </a>
          </li>
        ))}
        <li hidden>
          <button
            type="button"
            className="share__button share__button--copy"
            data-copy-url={url}
            data-copied={copiedMessage}
            data-copy-failed={t("share.copyFailed")}
          >
            {t("share.copyLink")}
          </button>
        </li>
      </ul>
      {/* In the page before any message: a live region added with its text is not
          announced. */}
      <div className="toast-region" role="status" data-duration-ms={TOAST_DURATION_MS} />
    </div>
  );
}
