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

/**
 * The name a photo is published under: what it is for on the site (its field's place in the file: "gallery-3-after"
 * for the third pair's after photo, positions counted from 1) and a short hash of its bytes, always a JPEG, as
 * prepare-photo writes. Nothing of the phone's own file name, which often says when the photo was taken
 * ("PXL_20261127_093015"), reaches the site. Lower-case letters, digits and dashes: safe in an address, in YAML
 * without quotes, and for the local editor's guard on photo names.
 */
export function photoFileName(role: readonly (string | number)[], hash: string): string {
  const words = role
    .map((part) => (typeof part === "number" ? String(part + 1) : part))
    .join("-")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${words || "photo"}-${hash}.jpg`;
}

/** How content names a photo in content/photos: photos/<file> (common.schema.json's photoFile). */
export const photoValue = (fileName: string) => `photos/${fileName}`;

/** The file in the repository that a content value names: photos/x.jpg → content/photos/x.jpg. */
export const photoFilePath = (value: string) => `content/${value}`;
