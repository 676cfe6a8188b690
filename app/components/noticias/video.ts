/*
 * The player address for a news item's YouTube or Vimeo link. Both players are the
 * privacy-friendly ones: YouTube's no-cookie domain and Vimeo with "do not track".
 */

export type VideoEmbed = { provider: "youtube" | "vimeo"; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

/** "90", "1m30s", "1h2m3s" → seconds; anything else → undefined. */
function startSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match) return undefined;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function youtubeId(url: URL): string | undefined {
  const segments = url.pathname.split("/").filter(Boolean);
  if (url.hostname === "youtu.be") return segments[0];
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (segments[0] === "watch") return url.searchParams.get("v") ?? undefined;
  if (["embed", "shorts", "live", "v"].includes(segments[0] ?? "")) return segments[1];
  return undefined;
}

function youtubeEmbed(url: URL): VideoEmbed | undefined {
  const id = youtubeId(url);
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  const start = startSeconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
  const query = start ? `?start=${start}` : "";
  return { provider: "youtube", src: `https://www.youtube-nocookie.com/embed/${id}${query}` };
}

function vimeoEmbed(url: URL): VideoEmbed | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  const segments = url.pathname.split("/").filter(Boolean);
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123,
  // player.vimeo.com/video/123?h=abcdef
  const index = segments.findIndex((segment) => VIMEO_ID.test(segment));
  if (index === -1) return undefined;
  const id = segments[index];
  const hash = url.searchParams.get("h") ?? segments[index + 1];
  const params = new URLSearchParams();
  if (hash && /^[a-f0-9]+$/i.test(hash)) params.set("h", hash);
  params.set("dnt", "1");
  return { provider: "vimeo", src: `https://player.vimeo.com/video/${id}?${params}` };
}

/** The embeddable player for a YouTube or Vimeo link, or undefined for any other link. */
export function videoEmbed(link: string | null | undefined): VideoEmbed | undefined {
  if (!link) return undefined;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  return youtubeEmbed(url) ?? vimeoEmbed(url);
}

/** The player address that starts playing at once: the facade's link, clicked to play. */
export function autoplaying(src: string): string {
  const url = new URL(src);
  url.searchParams.set("autoplay", "1");
  return url.toString();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * What a video frame shows until the reader asks for the video (its `srcdoc`): a button-like
 * link that opens the player, playing, in the same frame. The page loads no player (half a
 * megabyte of a video site's scripts) for a reader who never plays it, and works without
 * JavaScript. The frame's document inherits the page's security policy: inline styles only.
 */
export function videoFacade({ play, label, lang }: { play: string; label: string; lang: string }) {
  return [
    `<!doctype html><html lang="${escapeHtml(lang)}"><meta charset="utf-8">`,
    `<meta name="referrer" content="strict-origin-when-cross-origin"><title>${escapeHtml(label)}</title>`,
    "<style>html,body{margin:0;height:100%;background:#0f2a1e}",
    "a{box-sizing:border-box;display:flex;gap:.75rem;align-items:center;justify-content:center;height:100%;padding:1rem;color:#fff;font:600 1.125rem/1.3 system-ui,sans-serif;text-align:center;text-decoration:none}",
    "a:focus-visible{outline:3px solid #f2c14e;outline-offset:-6px}",
    "span{display:flex;flex:none;align-items:center;justify-content:center;width:3.5rem;height:3.5rem;border-radius:50%;background:#fff;color:#0f2a1e;font-size:1.5rem}</style>",
    `<a href="${escapeHtml(play)}"><span aria-hidden="true">&#9654;</span>${escapeHtml(label)}</a>`,
  ].join("");
}

/** What a video player may use, beside playing on its own once the reader asked. */
const PLAYER_FEATURES = [
  "autoplay",
  "accelerometer",
  "encrypted-media",
  "gyroscope",
  "picture-in-picture",
  "fullscreen",
];

/**
 * The frame's `allow` list for the player at `embed`, named by its origin: the frame
 * opens on the facade (`srcdoc`, whose origin is the page's), so a bare feature would go
 * to the page's origin and not to the player the frame then loads. `autoplay` lets the
 * player start on the reader's one click in the facade.
 */
export function playerPermissions(embed: string): string {
  const origin = new URL(embed).origin;
  return PLAYER_FEATURES.map((feature) => `${feature} ${origin}`).join("; ");
}
