import type { BuiltPhoto } from "../../lib/photos";

interface Props {
  photo: BuiltPhoto;
  alt: string;
  /** How wide the photo is shown, for the browser to pick a file (the `sizes` attribute). */
  sizes: string;
}

/** One of the owner's photos: AVIF, then WebP, then JPEG, at the widths the build made; below the fold, so it loads lazily. */
export function Photo({ photo, alt, sizes }: Props) {
  return (
    <picture>
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={photo.src} srcSet={photo.srcSet} sizes={sizes} width={photo.width} height={photo.height} alt={alt} loading="lazy" decoding="async" />
    </picture>
  );
}
