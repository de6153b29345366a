import { describe, expect, it } from "vitest";
import { fieldInWords, pathOfWords } from "./problem.ts";

describe("a field's path in words", () => {
  it.each([[[]], [["origin"]], [["contact", "phone"]], [["social", 1, "url"]], [["sections", 6, "paragraphs", 0]], [["prices", "exterior", "small", "gold"]]])(
    "reads back the path it was written from: %j",
    (path) => {
      expect(pathOfWords(fieldInWords(path))).toEqual(path);
    },
  );
});
