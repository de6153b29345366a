/**
 * The plain arithmetic of a photo taken from the phone: the size it is scaled to, the name it is saved
 * under, and where that name points. (prepare-photo.ts does the drawing, in the browser.)
 */

/** The photo's size once scaled to at most `largest` pixels wide, its shape kept; never enlarged. */
export function scaledSize(width: number, height: number, largest: number): { width: number; height: number } {
  if (width <= largest) return { width, height };
  return { width: largest, height: Math.max(1, Math.round((height * largest) / width)) };
}

/** How many hex digits of the content's hash a name carries: two photos with the same name from the phone stay apart. */
const HASH_DIGITS = 8;

/** The first hex digits of the SHA-256 of the bytes (the same in the browser and in Node). */
export async function shortHash(bytes: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, HASH_DIGITS);
}

/** Longest stem kept from the phone's name, so a name stays readable in a list of files. */
const STEM_LENGTH = 40;

/**
 * "IMG_2041 (1).HEIC" → "img-2041-1-0a1b2c3d.jpg": the phone's name without its extension, in lower-case
 * letters, digits and dashes (accents dropped), then the hash; always a JPEG, as prepare-photo writes.
 * Safe in an address, in YAML without quotes, and for the local editor's guard on photo names.
 */
export function safePhotoName(original: string, hash: string): string {
  const stem = original
    .replace(/\.[^./\\]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, STEM_LENGTH)
    .replace(/^-+|-+$/g, "");
  return `${stem || "photo"}-${hash}.jpg`;
}

/** How content names a photo in content/photos: photos/<file> (common.schema.json's photoFile). */
export const photoValue = (fileName: string) => `photos/${fileName}`;

/** The file in the repository that a content value names: photos/x.jpg → content/photos/x.jpg. */
export const photoFilePath = (value: string) => `content/${value}`;
