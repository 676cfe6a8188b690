import { useEffect, useRef, type ImgHTMLAttributes } from "react";
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
 * shift), lazy unless it is the page's first, and hidden on a grey background when it
 * fails to load, as the specification asks. The frame's grey shows through whenever
 * the image is missing, with or without JavaScript.
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
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before the page's scripts ran fired its error event unheard.
    // A new address gets a fresh chance; its own failure hides it again.
    const image = ref.current;
    if (image) image.hidden = image.complete && !!image.currentSrc && image.naturalWidth === 0;
  }, [sources.src]);
  return (
    <img
      {...rest}
      ref={ref}
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
      onError={(event) => {
        event.currentTarget.hidden = true;
      }}
    />
  );
}
