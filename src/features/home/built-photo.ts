import photos from "virtual:photos";
import type { BuiltPhoto } from "../../lib/photos";

/** A photo content names (photos/<file>), as the build made it. */
export function builtPhoto(name: string): BuiltPhoto {
  const photo = photos[name];
  // The build makes every photo content shows before it renders a page (scripts/build-steps/images/).
  if (!photo) throw new Error(`The photo ${name} was not made by the build.`);
  return photo;
}
