// @vitest-environment happy-dom
import { vercelStegaCombine } from "@vercel/stega";
import { afterEach, describe, expect, it } from "vitest";
import { liftMarks } from "./lift-marks.ts";
import { tappedField } from "./tapped.ts";

/** A text marked as the preview marks it (edit-marks.ts), with a field of the pricing file. */
const marked = (text: string, ...path: (string | number)[]) => vercelStegaCombine(text, { f: "pricing", p: path }, false);

/** Draws `html` as the preview does, its marks read off as they are drawn; returns the way to stop reading them. */
function drawn(html: string): () => void {
  document.body.innerHTML = html;
  return liftMarks(document.body);
}

let stop = () => {};
afterEach(() => stop());

/** Where a tap on the element `selector` finds the field (at a point no text is under: a tap on its padding). */
const tapOn = (selector: string) => tappedField(document.querySelector(selector)!, 0, 0)?.mark;

describe("a tap in the preview", () => {
  it("on a switch's chosen option, whose radio lies over its words: opens the words' field; on another option: left to choose it", () => {
    stop = drawn(
      `<fieldset>
        <label><input type="radio" name="mode" value="exterior" checked>${marked("Fixture Outside Only", "washTypes", 0, "name")}</label>
        <label><input type="radio" name="mode" value="inout">${marked("Fixture Inside + Outside", "washTypes", 1, "name")}</label>
      </fieldset>`,
    );
    expect(tapOn("input[value='exterior']")).toEqual({ file: "pricing", path: ["washTypes", 0, "name"] });
    expect(tapOn("input[value='inout']")).toBeUndefined();
  });

  it("on a box of a form on the page: left to the page", () => {
    stop = drawn(`<label>${marked("Postcode", "postcode", "label")} <input type="text"></label>`);
    expect(tapOn("input")).toBeUndefined();
  });

  it("on a link's padding: opens the field of what the link shows (a price), before that of its label", () => {
    stop = drawn(
      `<a href="/book" aria-label="${marked("Book Fixture Quick for £3", "priceTable", "cellLinkLabel")}">${marked("£3", "prices", "exterior", "small", "express")}</a>`,
    );
    expect(tapOn("a")).toEqual({ file: "pricing", path: ["prices", "exterior", "small", "express"] });
  });

  it("on a photo: opens the field of its description", () => {
    stop = drawn(`<figure><img src="/a.jpg" alt="${marked("A clean car", "hero", "alt")}"></figure>`);
    expect(tapOn("img")).toEqual({ file: "pricing", path: ["hero", "alt"] });
  });
});
