/**
 * A photo from the phone's camera or library, made ready to upload in the browser: turned upright by its
 * own orientation, scaled down to the widest copy the site publishes, and drawn again as a new JPEG, so
 * none of the original's metadata (where it was taken, above all) leaves the phone. The build's image
 * pipeline makes the site's copies from it (scripts/build/images/).
 */
import { PHOTO_LARGEST_WIDTH } from "../../lib/photos.ts";
import { photoFileName, scaledSize, shortHash } from "./photo-names.ts";

/** JPEG quality of the upload: high enough that the build's own copies are made from a sharp photo. */
const UPLOAD_QUALITY = 0.88;

interface PreparedPhoto {
  /** The file name in content/photos: its role on the site and a short hash of the bytes (photo-names.ts). */
  name: string;
  /** The JPEG to upload: no metadata. */
  bytes: Blob;
  width: number;
  height: number;
}

/** A photo the browser can't read; the message is for the owner. */
class PhotoReadError extends Error {
  constructor(fileName: string) {
    super(
      `This browser can't read the photo ${fileName}. Choose it again from the photo library, or save it as a JPEG first (on an iPhone: Settings › Camera › Formats › Most Compatible).`,
    );
    this.name = "PhotoReadError";
  }
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The browser could not write the photo as a JPEG."))), "image/jpeg", UPLOAD_QUALITY),
  );
}

/** `role`: where the photo goes in the file (its field's path), which names it; the phone's file name never does. */
export async function preparePhoto(file: File, role: readonly (string | number)[], largest = PHOTO_LARGEST_WIDTH): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new PhotoReadError(file.name);
  }
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height, largest);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("The browser could not draw the photo.");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    const bytes = await canvasBlob(canvas);
    return { name: photoFileName(role, await shortHash(await bytes.arrayBuffer())), bytes, width, height };
  } finally {
    bitmap.close();
  }
}
