import { useId, type MouseEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { TOAST_DURATION_MS, ToastProvider, ToastRegion, useToast } from "../ui/toast.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
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
 * Opens the share target in a small window. When there is no window to open (a blocked
 * pop-up, or a modified click that asks for a tab), the link does what it does without
 * scripts: it opens the target in a new tab.
 */
function openInWindow(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  const { width, height } = SHARE_WINDOW;
  const shareWindow = window.open(
    event.currentTarget.href,
    "_blank",
    `width=${width},height=${height}`,
  );
  if (!shareWindow) return;
  // The share site must not be able to navigate this page.
  shareWindow.opener = null;
  event.preventDefault();
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Browsers keep the Clipboard API from pages served over plain http.
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.className = "visually-hidden";
  document.body.append(field);
  field.select();
  const copied = document.execCommand("copy");
  field.remove();
  if (!copied) throw new Error("The browser refused to copy.");
}

/**
 * Facebook, Twitter and WhatsApp links that work as plain links without scripts, and a
 * button that copies the page's address (shown once scripts run, since only they can).
 */
export function ShareButtons(props: ShareButtonsProps) {
  return (
    <ToastProvider>
      <ShareButtonList {...props} />
    </ToastProvider>
  );
}

function ShareButtonList({ url, title, whatsappText, copiedMessage }: ShareButtonsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const hydrated = useHydrated();
  const labelId = useId();
  const links = shareLinks({ url, title, whatsappText });

  async function copyLink() {
    try {
      await copyText(url);
      toast.show(copiedMessage);
    } catch {
      toast.show(t("share.copyFailed"), { kind: "error", durationMs: TOAST_DURATION_MS });
    }
  }

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
      <ul className="share__list" aria-labelledby={labelId}>
        {targets.map((target) => (
          <li key={target.network}>
            <a
              className={`share__button share__button--${target.network}`}
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={target.label}
              onClick={openInWindow}
            >
              {target.name}
            </a>
          </li>
        ))}
        {/* Hidden until a script runs, since only a script can copy: React on hydrated
            pages, the static page script (which reads the data attributes) elsewhere. */}
        <li hidden={!hydrated}>
          <button
            type="button"
            className="share__button share__button--copy"
            onClick={copyLink}
            data-copy-url={url}
            data-copied={copiedMessage}
            data-copy-failed={t("share.copyFailed")}
          >
            {t("share.copyLink")}
          </button>
        </li>
      </ul>
      <ToastRegion />
    </div>
  );
}
