/**
 * The owner's photos as the build makes them (scripts/build-steps/images/): upright, without their
 * metadata, in AVIF, WebP and JPEG at several widths. `virtual:photos` holds one BuiltPhoto per photo
 * named in content, by the name content gives it (photos/<file>).
 */
export interface BuiltPhoto {
  /** The upright photo's size in pixels: the <img>'s width and height, so nothing shifts as it loads. */
  width: number;
  height: number;
  /** The newer formats, best first: each a <source> with its MIME type and srcset. */
  sources: { type: string; srcSet: string }[];
  /** The JPEG every browser shows: its srcset, and its largest file as the src. */
  srcSet: string;
  src: string;
}

/** The widths (px) each gallery photo is made at: a phone's half-width pair at 3× up to a computer's column at 2×. */
export const GALLERY_WIDTHS = [480, 800, 1200] as const;

/** The narrowest photo the gallery takes: its largest width, or the photo would be blurred where it is shown largest. */
export const GALLERY_MIN_WIDTH = Math.max(...GALLERY_WIDTHS);
