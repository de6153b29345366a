/** The photos content names, as the build made them (scripts/build/images/photos-plugin.ts), by content's name for each. */
declare module "virtual:photos" {
  const photos: Readonly<Record<string, import("./photos").BuiltPhoto>>;
  export default photos;
}
