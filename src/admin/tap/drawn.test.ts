// @vitest-environment happy-dom
import { vercelStegaCombine } from "@vercel/stega";
import { afterEach, expect, it } from "vitest";
import { drawnElements } from "./drawn.ts";
import { liftMarks } from "./lift-marks.ts";

let stop = () => {};
afterEach(() => stop());

it("a field focused in the form shows what the page draws from it, from a group inside it, or from the group around it (a price range, for its lowest price)", () => {
  const mark = (text: string, ...path: (string | number)[]) => vercelStegaCombine(text, { f: "addons", p: path }, false);
  document.body.innerHTML = `<table><tr><th>${mark("Wet-Vac", "items", 0, "name")}</th><td id="price">${mark("£21–£33", "items", 0, "price")}</td><td id="time">${mark("1 hour", "items", 0, "time")}</td></tr></table>`;
  stop = liftMarks(document.body);
  const ids = (...path: (string | number)[]) => drawnElements(document, "addons", path).map((element) => element.id || element.localName);
  expect(ids("items", 0, "price", "from")).toEqual(["price"]);
  expect(ids("items", 0, "price")).toEqual(["price"]);
  expect(ids("items", 0)).toEqual(["th", "price", "time"]);
  expect(ids("items", 1, "price", "from")).toEqual([]);
  expect(drawnElements(document, "pricing", ["items", 0, "price"])).toEqual([]);
});
