import photos from "virtual:photos";
import type { BuiltPhoto } from "../../lib/photos";

/** A photo content names that the build hasn't made: in the editor's preview, one just added, before it is saved and built. */
export class UnbuiltPhotoError extends Error {
  constructor(readonly photo: string) {
    super(`The photo ${photo} was not made by the build.`);
    this.name = "UnbuiltPhotoError";
  }
}

/** A photo content names (photos/<file>), as the build made it. */
export function builtPhoto(name: string): BuiltPhoto {
  const photo = photos[name];
  // The build makes every photo content shows before it renders a page (scripts/build/images/).
  if (!photo) throw new UnbuiltPhotoError(name);
  return photo;
}
