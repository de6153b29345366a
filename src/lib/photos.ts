/**
 * The owner's photos as the build makes them (scripts/build/images/): upright, without their
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

/** The widths (px) the banner photo is made at: it fills the screen's width, from a phone at 1.5× to a large laptop (a narrower photo is made at its own width). */
export const HERO_WIDTHS = [640, 960, 1280, 1600] as const;

/**
 * The widest copy of a photo the site publishes (the banner's largest). The editor scales a photo from the
 * phone down to this width before uploading it (src/admin/photos/): any wider would never be shown.
 */
export const PHOTO_LARGEST_WIDTH = Math.max(...GALLERY_WIDTHS, ...HERO_WIDTHS);

/**
 * The narrowest photo the site takes, wherever it is shown: the gallery's largest width, which also
 * fills a 390 px phone's banner at 3×. Narrower, a photo would look blurred where it is shown largest.
 */
export const PHOTO_MIN_WIDTH = Math.max(...GALLERY_WIDTHS);

/** The banner's photo when content shows one (home.yaml › hero › show is "photo"): the one the build makes and the home page draws. */
export const shownBannerPhoto = <T>(hero: { show: string; photo?: T }): T | undefined => (hero.show === "photo" ? hero.photo : undefined);
