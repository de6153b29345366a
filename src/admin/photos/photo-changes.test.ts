import { describe, expect, it } from "vitest";
import { mergePhotoChanges, NO_PHOTO_CHANGE, type PhotoChange } from "./photo-changes.ts";

const bytes = new Blob(["jpeg"]);
const add = (...paths: string[]): PhotoChange => ({ add: paths.map((path) => ({ path, bytes })), remove: [] });
const remove = (...paths: string[]): PhotoChange => ({ add: [], remove: paths });
const summary = (change: PhotoChange) => ({ add: change.add.map((photo) => photo.path), remove: change.remove });

describe("the photos a save adds and removes", () => {
  it.each<[string, PhotoChange[], { add: string[]; remove: string[] }]>([
    ["one added", [add("content/photos/a.jpg")], { add: ["content/photos/a.jpg"], remove: [] }],
    ["a pair removed", [remove("content/photos/b.jpg", "content/photos/c.jpg")], { add: [], remove: ["content/photos/b.jpg", "content/photos/c.jpg"] }],
    ["one added then removed before saving: never uploaded", [add("content/photos/a.jpg"), remove("content/photos/a.jpg")], { add: [], remove: [] }],
    [
      "one replaced by another",
      [add("content/photos/a.jpg"), { ...add("content/photos/d.jpg"), remove: ["content/photos/a.jpg"] }],
      { add: ["content/photos/d.jpg"], remove: [] },
    ],
    ["one removed, then chosen again", [remove("content/photos/b.jpg"), add("content/photos/b.jpg")], { add: ["content/photos/b.jpg"], remove: [] }],
    ["the same one twice", [add("content/photos/a.jpg"), add("content/photos/a.jpg")], { add: ["content/photos/a.jpg"], remove: [] }],
  ])("%s", (_, changes, pending) => {
    expect(summary(changes.reduce(mergePhotoChanges, NO_PHOTO_CHANGE))).toEqual(pending);
  });
});
