import type { ImgHTMLAttributes } from "react";
import { imageSources } from "#server/media/urls.ts";

type ContentImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "width" | "height"
> & {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The first image of the page (e.g. the first carousel slide): fetched at once, early. */
  priority?: boolean;
};

/**
 * An image from the content: responsive renditions with their dimensions (no layout
 * shift), lazy unless it is the page's first. The public script hides it when it fails to
 * load (app/public/content-image.ts), so the frame's grey shows through, as the
 * specification asks.
 */
export function ContentImage({
  src,
  alt,
  sizes,
  priority = false,
  className,
  ...rest
}: ContentImageProps) {
  const sources = imageSources(src);
  return (
    <img
      {...rest}
      className={["content-image", className].filter(Boolean).join(" ")}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      width={sources.width}
      height={sources.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}
