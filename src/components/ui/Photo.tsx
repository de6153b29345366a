import type { BuiltPhoto } from "../../lib/photos";

interface Props {
  photo: BuiltPhoto;
  alt: string;
  /** How wide the photo is shown, for the browser to pick a file (the `sizes` attribute). */
  sizes: string;
  /** The page's largest paint, above the fold: fetched first and at once, never lazily. */
  priority?: boolean;
  className?: string;
}

/** One of the owner's photos: AVIF, then WebP, then JPEG, at the widths the build made; lazily, unless it is the page's first paint. */
export function Photo({ photo, alt, sizes, priority = false, className }: Props) {
  return (
    <picture>
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={photo.src}
        srcSet={photo.srcSet}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
      />
    </picture>
  );
}
