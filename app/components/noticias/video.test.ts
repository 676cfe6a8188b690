import { expect, test } from "vitest";
import { autoplaying, playerPermissions, videoEmbed, videoFacade } from "./video.ts";

const youtube = (id: string, query = "") => ({
  provider: "youtube",
  src: `https://www.youtube-nocookie.com/embed/${id}${query}`,
});

test("YouTube links of every shape play from the no-cookie domain", () => {
  for (const link of [
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "http://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  ]) {
    expect(videoEmbed(link), link).toEqual(youtube("dQw4w9WgXcQ"));
  }
});

test("a YouTube start time is kept in seconds", () => {
  expect(videoEmbed("https://youtu.be/dQw4w9WgXcQ?t=90")).toEqual(
    youtube("dQw4w9WgXcQ", "?start=90"),
  );
  expect(videoEmbed("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s")).toEqual(
    youtube("dQw4w9WgXcQ", "?start=65"),
  );
});

test("Vimeo links play from the player domain without tracking", () => {
  expect(videoEmbed("https://vimeo.com/76979871")).toEqual({
    provider: "vimeo",
    src: "https://player.vimeo.com/video/76979871?dnt=1",
  });
  expect(videoEmbed("https://vimeo.com/channels/staffpicks/76979871")?.src).toBe(
    "https://player.vimeo.com/video/76979871?dnt=1",
  );
  expect(videoEmbed("https://vimeo.com/76979871/abc123ef")?.src).toBe(
    "https://player.vimeo.com/video/76979871?h=abc123ef&dnt=1",
  );
  expect(videoEmbed("https://player.vimeo.com/video/76979871?h=abc123ef")?.src).toBe(
    "https://player.vimeo.com/video/76979871?h=abc123ef&dnt=1",
  );
});

test("other links, channel pages and malformed ids give no player", () => {
  for (const link of [
    null,
    "",
    "not a link",
    "javascript:alert(1)",
    "https://example.org/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/@canal",
    "https://www.youtube.com/watch?v=curto",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload",
    "https://vimeo.com/channels/staffpicks",
  ]) {
    expect(videoEmbed(link), String(link)).toBeUndefined();
  }
});

test("the player that starts at once keeps the link's own parameters", () => {
  expect(autoplaying("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90")).toBe(
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90&autoplay=1",
  );
  expect(autoplaying("https://player.vimeo.com/video/76979871?dnt=1")).toBe(
    "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1",
  );
});

test("the frame's stand-in is one link to the playing player, its text escaped", () => {
  const html = videoFacade({
    play: "https://player.vimeo.com/video/1?h=ab&dnt=1&autoplay=1",
    label: "Assistir ao <vídeo>",
    lang: "pt-BR",
  });

  const document = new DOMParser().parseFromString(html, "text/html");
  const links = [...document.querySelectorAll("a")];
  expect(links.map((link) => link.getAttribute("href"))).toEqual([
    "https://player.vimeo.com/video/1?h=ab&dnt=1&autoplay=1",
  ]);
  expect(links[0]?.textContent).toBe("▶Assistir ao <vídeo>");
  expect(document.documentElement.lang).toBe("pt-BR");
  expect(document.querySelector("script, img, iframe")).toBeNull();
});

test("the frame delegates the player's features, autoplay included, to the player's origin", () => {
  expect(playerPermissions("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90")).toBe(
    [
      "autoplay https://www.youtube-nocookie.com",
      "accelerometer https://www.youtube-nocookie.com",
      "encrypted-media https://www.youtube-nocookie.com",
      "gyroscope https://www.youtube-nocookie.com",
      "picture-in-picture https://www.youtube-nocookie.com",
      "fullscreen https://www.youtube-nocookie.com",
    ].join("; "),
  );
  expect(playerPermissions("https://player.vimeo.com/video/1")).toContain(
    "fullscreen https://player.vimeo.com",
  );
});
