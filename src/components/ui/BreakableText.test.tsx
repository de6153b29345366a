// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BreakableText, breakPieces } from "./BreakableText.tsx";

describe("BreakableText: long runs without a space break after their separators, never inside a word", () => {
  it.each([
    ["a short word and www.a.uk stay whole", ["a", " ", "short", " ", "word", " ", "and", " ", "www.a.uk", " ", "stay", " ", "whole"]],
    ["see https://profile.example/?id=7&kind=valet now", ["see", " ", "https:/", "/", "profile.", "example/", "?", "id=", "7&", "kind=", "valet", " ", "now"]],
    ["hello@a-long-domain.example", ["hello@", "a-", "long-", "domain.", "example"]],
  ])("%s", (text, pieces) => {
    expect(breakPieces(text)).toEqual(pieces);
    expect(pieces.join("")).toBe(text);
  });

  it("draws the text unchanged, with a <wbr> at each break point of a long run and none beside a space", () => {
    const { container } = render(
      <p>
        <BreakableText text="at https://profile.example/about now" />
      </p>,
    );
    expect(container.textContent).toBe("at https://profile.example/about now");
    expect(container.innerHTML).toBe("<p>at https:/<wbr>/<wbr>profile.<wbr>example/<wbr>about now</p>");
  });
});
