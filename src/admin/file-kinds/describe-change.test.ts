import { describe, expect, it } from "vitest";
import { commitMessage, describedChange, everyChange } from "./describe-change.ts";
import { fixtureForm } from "../schema/form-fixtures.test-support.ts";

type Values = Record<string, unknown>;
/** The fixture file's values, changed by `edit` on a copy. */
const edited = (values: Values, edit: (copy: Values) => void) => {
  const copy = structuredClone(values);
  edit(copy);
  return copy;
};
const prices = (values: Values) => values.prices as Record<string, Record<string, Record<string, number>>>;
const faqItems = (values: Values) => values.items as { id: string; question: string; answer: string[] }[];

describe("the commit message of a save", () => {
  const pricing = fixtureForm("pricing");
  const faq = fixtureForm("faq");
  const site = fixtureForm("site");
  const gallery = fixtureForm("gallery");

  it.each<[string, ReturnType<typeof fixtureForm>, (copy: Values) => void, string]>([
    [
      "a price, by the content's names for its codes, in pounds",
      pricing,
      (copy) => (prices(copy).outside.compact.quick = 12),
      "Pricing page: Fixture Outside, Fixture Compact Car, Fixture Quick £11 → £12",
    ],
    [
      "several changes: the first, and how many more",
      pricing,
      (copy) => ((prices(copy).outside.compact.quick = 12), (prices(copy).full.estate.supreme = 120)),
      "Pricing page: Fixture Outside, Fixture Compact Car, Fixture Quick £11 → £12 and 1 more",
    ],
    ["a short text, quoted", faq, (copy) => (copy.heading = "Questions"), "FAQ page: Heading “Fixture Questions Heading” → “Questions”"],
    ["a long text, reworded", pricing, (copy) => (copy.intro = "A new introduction."), "Pricing page: Intro reworded"],
    [
      "a text in a list entry, under the entry's name as it was",
      faq,
      (copy) => (faqItems(copy)[1].question = "Second?"),
      "FAQ page: Items, What is the second fixture question?, Question “What is the second fixture question?” → “Second?”",
    ],
    [
      "a paragraph of an answer, by its place",
      faq,
      (copy) => (faqItems(copy)[1].answer[1] = "Reworded."),
      "FAQ page: Items, What is the second fixture question?, Answer, Paragraph 2 reworded",
    ],
    [
      "an entry added, by its summary",
      faq,
      (copy) => faqItems(copy).push({ id: "third", question: "A third question?", answer: ["Yes."] }),
      "FAQ page: Items, added “A third question?”",
    ],
    ["an entry removed", faq, (copy) => faqItems(copy).splice(0, 1), "FAQ page: Items, removed “What is the first fixture question?”"],
    ["an entry moved", faq, (copy) => faqItems(copy).reverse(), "FAQ page: Items, moved “What is the first fixture question?” to the bottom"],
    [
      "a choice in a table of a list entry",
      pricing,
      (copy) => (((copy.included as Values).rows as Record<string, { tiers: Values }[]>).outside[1].tiers.quick = "included"),
      "Pricing page: Included, Fixture Outside, Fixture polish, Fixture Quick “Add-on, for an extra charge” → “Included”",
    ],
    [
      "a photo replaced",
      gallery,
      (copy) => ((copy.items as Values[])[1].photo = "photos/new-0a1b2c3d.jpg"),
      "Our Work gallery: Items, Fixture single photo: a red panel, Photo replaced",
    ],
    ["a yes/no", site, (copy) => (copy.live = !copy.live), `Site-wide settings: Live ${site.values.live ? "yes → no" : "no → yes"}`],
    ["nothing", pricing, () => {}, "Pricing page: no changes"],
  ])("names %s", (_, form, edit, message) => {
    expect(describedChange({ title: form.title, fields: form.fields, before: form.values, after: edited(form.values, edit) }).summary).toBe(message);
  });
});

describe("every change a save makes, named (the note after a save, the commit's lines)", () => {
  const pricing = fixtureForm("pricing");
  const after = edited(pricing.values, (copy) => ((prices(copy).outside.compact.quick = 12), (prices(copy).full.estate.supreme = 121)));

  it("names each value changed, not just the first", () => {
    expect(everyChange({ fields: pricing.fields, before: pricing.values, after })).toEqual([
      "Fixture Outside, Fixture Compact Car, Fixture Quick £11 → £12",
      "Fixture Full Valet, Fixture Estate Car, Fixture Supreme £113 → £121",
    ]);
  });

  it("writes them under the summary line of the commit, one a line", () => {
    const changes = everyChange({ fields: pricing.fields, before: pricing.values, after });
    const message = commitMessage(describedChange({ title: pricing.title, fields: pricing.fields, before: pricing.values, after }).summary, changes);
    expect(message.split("\n")[0]).toBe("Pricing page: Fixture Outside, Fixture Compact Car, Fixture Quick £11 → £12 and 1 more");
    expect(message.split("\n").slice(1)).toEqual(["", ...changes.map((change) => `- ${change}`)]);
    expect(commitMessage("Pricing page: one change", changes.slice(0, 1)), "one change: the summary alone").toBe("Pricing page: one change");
  });
});
