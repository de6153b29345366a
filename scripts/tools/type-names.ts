import type { ContentName } from "../../src/content/names.ts";

/** "booking" → "BookingContent": the name of the generated type of a content file. */
export function contentTypeName(name: ContentName): string {
  return name.charAt(0).toUpperCase() + name.slice(1) + "Content";
}
