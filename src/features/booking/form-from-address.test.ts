// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it } from "vitest";
import { BOOKING_FORM_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import { PAGES } from "../../lib/site-paths";
import { installFormFromAddress } from "./form-from-address";

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const list = (name: string, values: string[]) =>
  `<select name="${name}"><option value="">Choose</option>${values.map((value) => `<option value="${value}">${value}</option>`).join("")}</select>`;

/** The parser's state: "loading" while the page is still arriving. */
let readyState: DocumentReadyState = "loading";

beforeEach(() => {
  readyState = "loading";
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  history.replaceState(null, "", `${PAGES.book.path}?location=home&tier=gold&size=not-a-size`);
});

afterEach(() => {
  document.body.replaceChildren();
});

it("fills the form from its address once the parser is past it, not when only its first fields have come", async () => {
  installFormFromAddress();
  // A slow connection's first piece: the form as far as the postcode checker's own submit button.
  document.body.innerHTML = `<main><form ${BOOKING_FORM_ATTRIBUTE}>${list("location", ["home", "unit"])}<button type="submit" formaction="/book">Check</button></form></main>`;
  const form = document.querySelector("form")!;
  await nextFrame();
  expect(form.querySelector("select")!.value, "the form isn't whole yet").toBe("");

  // The next piece: the rest of the form, then what follows it.
  form.insertAdjacentHTML("beforeend", `${list("tier", ["bronze", "gold"])}${list("size", ["small"])}<button type="submit">Continue</button>`);
  document.body.insertAdjacentHTML("beforeend", "<footer></footer>");
  await nextFrame();
  await nextFrame();
  const value = (name: string) => form.querySelector<HTMLSelectElement>(`[name="${name}"]`)!.value;
  expect([value("location"), value("tier"), value("size")]).toEqual(["home", "gold", ""]);
});
