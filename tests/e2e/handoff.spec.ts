import type { Locator, Page } from "@playwright/test";
import { CONTENT, ANY_WIDTH, test, expect, expectNoAxeViolations } from "../support/fixtures";
import { booking, site } from "../support/site-pages";
import { bookingFields } from "../../src/lib/booking-fields";
import { bookingRules, type BookingChoice, type BookingParam } from "../../src/lib/booking-selection";
import { telHref } from "../../src/lib/contact-links";
import { emailSubject, messageLines, type HandoffValues } from "../../src/lib/handoff";
import { readContent } from "../../src/content/node/read-content";
import { PATH } from "../support/paths.ts";

/**
 * Issue 13: wherever online booking can't finish, WhatsApp, email and phone links carry the visitor's
 * choice. Every expectation is built from content: the option labels, the message template, the prices.
 */
const pricing = readContent().pricing;
const { handoff, customQuote, postcode } = booking;
const fields = bookingFields(booking.fields, pricing);
const rules = bookingRules(fields, readContent().addons);
const EMPTY: BookingChoice = { location: "", type: "", blocks: "", tier: "", wash: "", size: "", extras: [], cars: 1 };

const labelOf = (field: BookingParam, value: string) =>
  (fields[field].options as readonly { value: string | number; label: string }[]).find((option) => String(option.value) === value)?.label;

/** The choice in words, as a visitor reads it on the form, with the price where content states one. */
function inWords(choice: BookingChoice, checkedPostcode = ""): HandoffValues {
  const isCustom = choice.tier === customQuote.tier && choice.wash === customQuote.wash && choice.size === customQuote.size;
  const price = choice.tier && choice.wash && choice.size && !isCustom ? pricing.prices[choice.wash]?.[choice.size]?.[choice.tier] : undefined;
  const words: HandoffValues = { postcode: checkedPostcode, price: price === undefined ? undefined : String(price) };
  for (const field of ["location", "type", "blocks", "tier", "wash", "size"] as const) words[field] = choice[field] ? labelOf(field, choice[field]) : undefined;
  return words;
}

/** The three links under one answer carry exactly the message content's template makes of the choice. */
async function expectHandOff(scope: Locator, values: HandoffValues) {
  const lines = messageLines(handoff.message, values);
  const whatsapp = new URL((await scope.getByRole("link", { name: handoff.whatsappLabel }).getAttribute("href"))!);
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${site.contact.whatsapp}`);
  expect(whatsapp.searchParams.get("text")).toBe(lines.join("\n"));

  const email = new URL((await scope.getByRole("link", { name: handoff.emailLabel }).getAttribute("href"))!);
  expect(email.protocol + email.pathname).toBe(`mailto:${site.contact.email}`);
  expect(email.searchParams.get("subject")).toBe(emailSubject(handoff.emailSubject, values));
  expect(email.searchParams.get("body")).toBe(lines.join("\r\n"));

  await expect(scope.getByRole("link", { name: handoff.phoneLabel })).toHaveAttribute("href", telHref(site.contact.phone));
}

/** A choice from content: the first tier, wash and size that is not the custom-quote combination. */
function ordinaryChoice(): BookingChoice {
  for (const tier of rules.tiers)
    for (const { value: wash } of rules.washes)
      for (const size of rules.sizes)
        if (!(tier === customQuote.tier && wash === customQuote.wash && size === customQuote.size)) {
          const location = rules.locations.find((option) => option.checksPostcode)!.value;
          return { ...EMPTY, location, type: rules.types[0].value, tier, wash, size };
        }
  throw new Error("content offers only the custom-quote combination");
}

const searchOf = (choice: Partial<BookingChoice>) =>
  new URLSearchParams(Object.entries(choice).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "")).toString();
const main = (page: Page) => page.getByRole("main");

test.describe("hand-off when online booking can't finish", () => {
  test(
    "the custom-quote warning offers WhatsApp, email and phone with the choice, and its contact link carries it",
    { tag: [CONTENT, ANY_WIDTH] },
    async ({ page }) => {
      const choice = {
        ...EMPTY,
        location: rules.locations[0].value,
        type: rules.types[0].value,
        tier: customQuote.tier,
        wash: customQuote.wash,
        size: customQuote.size,
      };
      await page.goto(`${PATH.book}?${searchOf({ tier: choice.tier, wash: choice.wash, size: choice.size })}`);
      await expect(main(page).getByText(customQuote.message)).toBeVisible();
      await expectHandOff(main(page), inWords(choice));
      await expect(main(page).getByRole("link", { name: customQuote.linkLabel })).toHaveAttribute("href", `${customQuote.href}?${searchOf(choice)}`);
      await expectNoAxeViolations(page);
    },
  );

  test("the calendar's Sorry message offers the hand-off with what was chosen", { tag: ANY_WIDTH }, async ({ page }) => {
    const { tier, wash } = ordinaryChoice();
    await page.goto(`${PATH.calendar}?${searchOf({ tier, wash })}`);
    const sorry = main(page).getByRole("status").filter({ hasText: booking.calendar.noPath });
    await expect(sorry).toBeVisible();
    await expectHandOff(main(page), inWords({ ...EMPTY, tier, wash }));
    await expect(sorry.getByRole("link", { name: booking.calendar.contactLinkLabel })).toHaveAttribute("href", `${PATH.contact}?${searchOf({ tier, wash })}`);
    await expectNoAxeViolations(page);
  });

  test.describe("the postcode answers that send the visitor to us", () => {
    const choice = ordinaryChoice();
    // The test's own list of serviced postcodes; the visitor types another one, oddly spaced.
    const typed = " e18   1ab ";
    const normalised = "E18 1AB";

    async function check(page: Page) {
      await page.goto(`${PATH.book}?${searchOf(choice)}`);
      await main(page).getByRole("textbox", { name: postcode.label }).pressSequentially(typed);
      await main(page).getByRole("button", { name: postcode.checkLabel }).click();
    }

    test("surcharge: the links carry the choice, its price and the postcode", { tag: ANY_WIDTH }, async ({ page }) => {
      await page.route("**/serviced_postcodes.csv", (route) => route.fulfill({ status: 200, contentType: "text/csv", body: "postcode\nIG2 6AA\n" }));
      await check(page);
      await expect(main(page).getByText(postcode.results.surcharge)).toBeVisible();
      await expectHandOff(main(page), inWords(choice, normalised));
      await expectNoAxeViolations(page);
    });

    test("check unavailable: the links and the contact link carry the choice and the postcode", { tag: ANY_WIDTH }, async ({ page }) => {
      // An empty list can't be read: the check is unavailable (a failed response would also be logged as a console error).
      await page.route("**/serviced_postcodes.csv", (route) => route.fulfill({ status: 200, contentType: "text/csv", body: "" }));
      await check(page);
      const answer = main(page).getByRole("status").filter({ hasText: postcode.results.unavailable });
      await expect(answer).toBeVisible();
      await expectHandOff(main(page), inWords(choice, normalised));
      await expect(answer.getByRole("link", { name: postcode.contactLinkLabel })).toHaveAttribute(
        "href",
        `${PATH.contact}?${searchOf(choice)}&postcode=E18+1AB`,
      );
    });
  });

  test("the contact page shows the choice it was given, with the same three links", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    const choice = { ...ordinaryChoice(), type: rules.types.find((type) => type.choosesPack)?.value ?? rules.types[0].value };
    if (rules.types.find((type) => type.value === choice.type)?.choosesPack) choice.blocks = String(rules.packs[0]);
    await page.goto(`${PATH.contact}?${searchOf(choice)}&postcode=${encodeURIComponent("ig1  3ty")}`);
    const chosen = page.getByRole("region", { name: handoff.youChose });
    await expect(chosen).toBeVisible();
    for (const field of ["location", "type", "blocks", "tier", "wash", "size"] as const) {
      if (choice[field]) await expect(chosen.getByText(labelOf(field, choice[field])!, { exact: true })).toBeVisible();
    }
    await expect(chosen.getByText("IG1 3TY", { exact: true })).toBeVisible();
    await expectHandOff(chosen, inWords(choice, "IG1 3TY"));
    await expectNoAxeViolations(page);
  });

  test("the contact page without a choice shows no hand-off, and ignores tampered values", { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto(`${PATH.contact}?tier=%3Cscript%3E&postcode=%3Cb%3E`);
    await expect(page.getByRole("heading", { level: 1, name: site.contactPage.heading })).toBeVisible();
    await expect(page.getByRole("region", { name: handoff.youChose })).toHaveCount(0);
  });
});
