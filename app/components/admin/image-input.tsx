import { useId, useState } from "react";
import { MAX_IMAGE_WIDTH } from "#server/media/urls.ts";

export const IMAGE_MESSAGES = {
  chooseFile: "Escolher arquivo de imagem",
  url: "Ou informe o endereço da imagem (http:// ou https://) — você também pode colar uma imagem neste campo",
  useUrl: "Usar endereço",
  remove: "Remover imagem",
  preview: "Pré-visualização da imagem escolhida",
  previewUnavailable:
    "A pré-visualização deste endereço não pode ser mostrada aqui. Ao salvar, o site baixa a imagem e passa a guardá-la.",
  processing: "Preparando a imagem...",
  ready: "Imagem pronta para ser enviada.",
  notAnImage: "O arquivo escolhido não é uma imagem. Escolha um arquivo JPG, PNG, WebP ou GIF.",
  unreadable: "Não foi possível ler esta imagem. Escolha outro arquivo (JPG, PNG, WebP ou GIF).",
  tooLarge: "A imagem é grande demais: escolha um arquivo de até 40 MB.",
  invalidUrl: "Informe um endereço que comece com http:// ou https://.",
} as const;

/** Photos are scaled down in the browser before upload; the server keeps no wider image. */
export { MAX_IMAGE_WIDTH };
export const IMAGE_QUALITY = 0.85;
/** Larger files are refused before decoding: the browser would hold all their pixels. */
export const MAX_SOURCE_BYTES = 40 * 1024 * 1024;
/** Smaller images in a format the server reads travel as they are. */
const KEEP_AS_IS_BYTES = 1024 * 1024;
const SERVER_FORMATS = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
]);

export class ImageInputError extends Error {
  override name = "ImageInputError";
}

/** The size an image is sent at: never wider than `maxWidth`, never enlarged. */
export function scaledSize(
  width: number,
  height: number,
  maxWidth = MAX_IMAGE_WIDTH,
): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** An http(s) address, or undefined. */
export function httpImageUrl(value: string): string | undefined {
  const trimmed = value.trim();
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ImageInputError(IMAGE_MESSAGES.unreadable));
    reader.readAsDataURL(blob);
  });
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, IMAGE_QUALITY));
}

async function encodeScaled(image: HTMLImageElement, width: number, height: number) {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new ImageInputError(IMAGE_MESSAGES.unreadable);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, 0, 0, width, height);
  const webp = await canvasBlob(canvas, "image/webp");
  if (webp?.type === "image/webp") return webp;
  // CASE: a browser that cannot encode WebP. JPEG has no transparency: paint it white.
  context.globalCompositeOperation = "destination-over";
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  const jpeg = await canvasBlob(canvas, "image/jpeg");
  if (!jpeg) throw new ImageInputError(IMAGE_MESSAGES.unreadable);
  return jpeg;
}

/**
 * A chosen or pasted file as a data URL ready to send: checked to be an image the browser
 * can decode, scaled down to MAX_IMAGE_WIDTH and re-encoded (WebP, else JPEG) when it is
 * large or in a format the server does not read. Throws ImageInputError with a message
 * for the editor.
 */
export async function prepareImageFile(file: File): Promise<string> {
  if (!file.type.startsWith("image/")) throw new ImageInputError(IMAGE_MESSAGES.notAnImage);
  if (file.size > MAX_SOURCE_BYTES) throw new ImageInputError(IMAGE_MESSAGES.tooLarge);
  const objectUrl = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = objectUrl;
    await image.decode().catch(() => {
      throw new ImageInputError(IMAGE_MESSAGES.unreadable);
    });
    if (!image.naturalWidth || !image.naturalHeight) {
      throw new ImageInputError(IMAGE_MESSAGES.unreadable);
    }
    const size = scaledSize(image.naturalWidth, image.naturalHeight);
    const fits = size.width === image.naturalWidth;
    // Animated GIFs that need no scaling keep their animation.
    const keep =
      SERVER_FORMATS.has(file.type) &&
      fits &&
      (file.size <= KEEP_AS_IS_BYTES || file.type === "image/gif");
    return readAsDataUrl(keep ? file : await encodeScaled(image, size.width, size.height));
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

type Status =
  { kind: "idle" } | { kind: "busy" } | { kind: "ready" } | { kind: "error"; message: string };

type ImageInputProps = {
  /** Id of the file input; the other controls derive theirs from it. */
  id: string;
  label: string;
  /** A data URL, an http(s) URL, a /media/ URL, or "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** The field's key in error details, for focusFirstInvalid. */
  name?: string;
  required?: boolean;
  invalid?: boolean;
  /** Id of the field's error message. */
  describedBy?: string;
};

/**
 * An image picker for the team photo and news images: a file (images only), an image
 * pasted from the clipboard, or an http(s) address. Large photos are scaled down before
 * they are sent. Gives a string: a data URL or an address.
 */
export function ImageInput({
  id,
  label,
  value,
  onChange,
  name,
  required = false,
  invalid = false,
  describedBy,
}: ImageInputProps) {
  const legendId = useId();
  const statusId = `${id}-situacao`;
  const errorId = `${id}-problema`;
  const urlId = `${id}-endereco`;
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [url, setUrl] = useState(() => (httpImageUrl(value) ? value : ""));
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const ownIds = status.kind === "error" ? `${errorId} ${statusId}` : statusId;
  const describedByIds = [describedBy, ownIds].filter(Boolean).join(" ");

  async function takeFile(file: File) {
    setStatus({ kind: "busy" });
    try {
      const dataUrl = await prepareImageFile(file);
      onChange(dataUrl);
      setUrl("");
      setStatus({ kind: "ready" });
    } catch (error) {
      const message = error instanceof ImageInputError ? error.message : IMAGE_MESSAGES.unreadable;
      setStatus({ kind: "error", message });
    }
  }

  function applyTypedUrl() {
    const address = httpImageUrl(url);
    if (!address) {
      setStatus({ kind: "error", message: IMAGE_MESSAGES.invalidUrl });
      return;
    }
    setUrl(address);
    onChange(address);
    setStatus({ kind: "ready" });
  }

  const statusText =
    status.kind === "busy"
      ? IMAGE_MESSAGES.processing
      : status.kind === "ready"
        ? IMAGE_MESSAGES.ready
        : "";

  return (
    <fieldset className="image-input" aria-labelledby={legendId}>
      <legend id={legendId} className="admin-field__label">
        {label}
        {required ? <span aria-hidden="true">*</span> : null}
      </legend>
      {value ? (
        <div className="image-input__preview">
          {brokenPreview === value ? (
            <p className="image-input__note">{IMAGE_MESSAGES.previewUnavailable}</p>
          ) : (
            <img
              key={value}
              src={value}
              alt={IMAGE_MESSAGES.preview}
              onError={() => setBrokenPreview(value)}
            />
          )}
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => {
              onChange("");
              setUrl("");
              setStatus({ kind: "idle" });
            }}
          >
            {IMAGE_MESSAGES.remove}
          </button>
        </div>
      ) : null}
      <div className="image-input__row">
        <label htmlFor={id}>{IMAGE_MESSAGES.chooseFile}</label>
        <input
          id={id}
          type="file"
          accept="image/*"
          data-field={name}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            // Cleared so that choosing the same file again after an error tries again.
            input.value = "";
            if (file) void takeFile(file);
          }}
        />
      </div>
      <div className="image-input__row">
        <label htmlFor={urlId}>{IMAGE_MESSAGES.url}</label>
        <div className="image-input__url">
          <input
            id={urlId}
            type="text"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={url}
            aria-describedby={ownIds}
            onChange={(event) => setUrl(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter uses the address instead of submitting the whole form.
              if (event.key !== "Enter") return;
              event.preventDefault();
              applyTypedUrl();
            }}
            onPaste={(event) => {
              const files = [...event.clipboardData.files];
              // CASE: pasted text is typed into the field as usual.
              if (files.length === 0) return;
              event.preventDefault();
              const image = files.find((file) => file.type.startsWith("image/"));
              if (image) void takeFile(image);
              else setStatus({ kind: "error", message: IMAGE_MESSAGES.notAnImage });
            }}
          />
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={applyTypedUrl}
          >
            {IMAGE_MESSAGES.useUrl}
          </button>
        </div>
      </div>
      {status.kind === "error" ? (
        <p id={errorId} className="field-error" role="alert">
          {status.message}
        </p>
      ) : null}
      <p id={statusId} className="image-input__status" role="status">
        {statusText}
      </p>
    </fieldset>
  );
}
