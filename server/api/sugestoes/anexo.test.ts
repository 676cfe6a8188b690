import { expect, test } from "vitest";
import { oggOpusHead, wavTone } from "#tests/fixtures/audio.ts";
import { solidImage } from "#tests/fixtures/images.ts";
import { checkAnexo, sniffAudioType } from "./anexo.ts";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part),
    ),
  );

test.each([
  ["an Ogg Opus voice note", oggOpusHead(), "audio/ogg"],
  ["an Ogg Vorbis file", bytes("OggS", Array(24).fill(0), "\u0001vorbis"), "audio/ogg"],
  ["a WAV recording", wavTone(), "audio/wav"],
  ["an MP3 with an ID3 tag", bytes("ID3", [4, 0, 0, 0, 0, 0, 0]), "audio/mpeg"],
  ["an MP3 frame without a tag (MPEG-1 layer III)", bytes([0xff, 0xfb, 0x90, 0x64]), "audio/mpeg"],
  ["raw AAC (ADTS)", bytes([0xff, 0xf1, 0x50, 0x80]), "audio/aac"],
  ["an M4A file", bytes([0, 0, 0, 0x20], "ftypM4A ", [0, 0, 0, 0]), "audio/mp4"],
  ["a FLAC file", bytes("fLaC", [0, 0, 0, 0x22]), "audio/flac"],
  ["an AMR file", bytes("#!AMR\n", [0x3c]), "audio/amr"],
])("sniffAudioType recognises %s", (_case, file, type) => {
  expect(sniffAudioType(file)).toBe(type);
});

test.each([
  ["an Ogg video (Theora)", bytes("OggS", Array(24).fill(0), "\u0080theora")],
  ["a PDF", bytes("%PDF-1.7\n")],
  ["text", bytes("Olá, isto é um áudio")],
  ["an HEIC photo", bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0])],
])("sniffAudioType refuses %s", (_case, file) => {
  expect(sniffAudioType(file)).toBeUndefined();
});

test("checkAnexo types an image by its content and hashes the bytes as sent", async () => {
  const png = await solidImage("png", 10, 10);

  const checked = await checkAnexo(png);

  expect(checked).toEqual({
    hash: expect.stringMatching(/^[a-f0-9]{64}$/),
    contentType: "image/png",
    bytes: png,
  });
});

test("checkAnexo refuses a file that is neither an image nor a recording with 415", async () => {
  await expect(checkAnexo(bytes("%PDF-1.7\n"))).rejects.toMatchObject({ status: 415 });
});
