/**
 * Issue 23: extras and several cars travel with the choice, from the form's tick boxes and Number of Cars
 * list to the live quote, the calendar's query and page, and the hand-off messages. Every expectation is
 * built from content (addons.yaml, booking.yaml, pricing.yaml) and the site's own serialisers; the
 * scheduling path stays the package's.
 */
import type { Page } from "@playwright/test";
import {
  test,
  expect,
  expectNoAxeViolations,
  booking,
  calendarPath,
  choose,
  complete,
  expectedPath,
  extrasChoice,
  extrasChoiceLine,
  extrasJourneyLacks,
  extrasQuoteLines,
  nativeCalendarPath,
  open,
  rules,
  stubCalendar,
  stubPaths,
  stubTidyCal,
  unusedCode,
  walkToCalendar,
} from "./support/booking-flow";
import { CONTENT, ANY_WIDTH, ENGINES } from "../support/fixtures";
import { contactSearch } from "../../src/lib/booking-selection.ts";
import { messageLines } from "../../src/lib/handoff.ts";
import { PATH } from "../support/paths.ts";

const { fields, calendar, handoff } = booking;
const main = (page: Page) => page.getByRole("main");
const needsTwoExtrasAndCars = () => {
  const lacks = extrasJourneyLacks();
  test.skip(lacks !== undefined, lacks);
};

/** Ticks the extras and chooses the cars, by their visible labels. */
async function tickExtrasAndCars(page: Page, extras: readonly { name: string }[], cars: number) {
  const form = main(page).getByRole("group", { name: fields.extras.label });
  for (const extra of extras) await form.getByRole("checkbox", { name: new RegExp(`^${extra.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`) }).check();
  await main(page).getByLabel(fields.cars.label, { exact: true }).selectOption(String(cars));
}

test.describe("extras and several cars", () => {
  test(
    "choose a package, two extras and two cars: the quote adds up, and the calendar shows the whole choice and books the package",
    { tag: [ENGINES, CONTENT] },
    async ({ page }) => {
      needsTwoExtrasAndCars();
      const { choice, extras } = extrasChoice();
      await stubTidyCal(page);
      await open(page, PATH.book);
      await choose(page, { tier: choice.tier, wash: choice.wash, size: choice.size });
      await tickExtrasAndCars(page, extras, 2);

      // The quote: the package and the extras' ranges add up, the time they add, and every car.
      const quote = main(page).locator(".quote");
      for (const line of extrasQuoteLines()) await expect(quote).toContainText(line);
      await expectNoAxeViolations(page);

      await walkToCalendar(page, choice, { alreadyChosen: true });
      const shown = complete(choice);
      await expect(main(page).getByText(extrasChoiceLine(), { exact: true })).toBeVisible();
      await expect(main(page).getByText(calendar.extrasNote, { exact: true })).toBeVisible();
      // One booking type per package: the scheduling path is the package's, as without extras.
      await expect(stubCalendar(page)).toBeVisible();
      expect(await stubPaths(page)).toEqual([expectedPath({ tier: shown.tier, wash: shown.wash, size: shown.size })]);
    },
  );

  test(
    "the household note shows for several cars where content shares savings across a household, and nowhere else",
    { tag: [CONTENT, ANY_WIDTH] },
    async ({ page }) => {
      const sharing = fields.location.options.filter((option) => option.householdSavings);
      const notSharing = fields.location.options.filter((option) => !option.householdSavings);
      test.skip(rules.maxCars < 2, "content offers one car");
      await open(page, PATH.book);
      const note = main(page).getByText(fields.cars.householdNote, { exact: true });
      const cars = main(page).getByLabel(fields.cars.label, { exact: true });
      for (const option of sharing) {
        await choose(page, { location: option.value });
        await expect(note, "one car").toHaveCount(0);
        await cars.selectOption("2");
        await expect(note, `two cars, ${option.label}`).toBeVisible();
        await cars.selectOption("1");
      }
      for (const option of notSharing) {
        await choose(page, { location: option.value });
        await cars.selectOption("2");
        await expect(note, `two cars, ${option.label}`).toHaveCount(0);
        await cars.selectOption("1");
      }
    },
  );

  test("the hand-off lists both extras and the cars: the contact page and its WhatsApp and email messages", { tag: [ENGINES, ANY_WIDTH] }, async ({ page }) => {
    needsTwoExtrasAndCars();
    const { choice, extras } = extrasChoice();
    await open(page, `${PATH.contact}?${contactSearch(complete(choice))}`);
    const chosen = main(page).getByRole("region", { name: handoff.youChose });
    await expect(chosen.getByRole("definition").filter({ hasText: extras.map((extra) => extra.name).join(", ") })).toBeVisible();
    await expect(chosen.getByRole("term").filter({ hasText: fields.cars.label })).toBeVisible();

    const whatsapp = new URL((await chosen.getByRole("link", { name: handoff.whatsappLabel }).getAttribute("href"))!);
    const text = whatsapp.searchParams.get("text")!;
    const email = new URL((await chosen.getByRole("link", { name: handoff.emailLabel }).getAttribute("href"))!);
    const body = email.searchParams.get("body")!;
    // Content's lines that name the extras and the cars, filled in with them.
    const lines = messageLines(
      handoff.message.filter((template) => /\{(?:extras|cars)\}/.test(template)),
      { extras: extras.map((extra) => extra.name).join(", "), cars: "2" },
    );
    expect(lines.length, "content's message names the extras or the cars").toBeGreaterThan(0);
    for (const expected of lines) {
      expect(text.split("\n")).toContain(expected);
      expect(body.split("\r\n")).toContain(expected);
    }
  });

  test(
    "a tampered extra and number of cars are dropped: the rest of the choice still books, the page says nothing of them",
    { tag: [ENGINES, ANY_WIDTH] },
    async ({ page }) => {
      const { choice } = extrasChoice();
      const plain = { tier: choice.tier, wash: choice.wash, size: choice.size };
      await stubTidyCal(page);
      const query = new URLSearchParams(calendarPath(plain).split("?")[1]);
      query.append("extras", unusedCode(rules.extras));
      query.append("extras", "x".repeat(200));
      query.set("cars", String(rules.maxCars + 1));
      await open(page, `${PATH.calendar}?${query}`);
      await expect(stubCalendar(page)).toBeVisible();
      expect(await stubPaths(page)).toEqual([expectedPath(plain)]);
      await expect(main(page).getByText(calendar.extrasNote)).toHaveCount(0);
      // Back to the form: the tampered values are gone from its address and its boxes.
      await main(page).getByRole("link", { name: calendar.backLabel }).click();
      await expect(page).toHaveURL((url) => url.pathname === PATH.book && url.search !== "");
      expect(new URL(page.url()).searchParams.has("extras")).toBe(false);
      expect(new URL(page.url()).searchParams.has("cars")).toBe(false);
      await expect(main(page).getByLabel(fields.cars.label, { exact: true })).toHaveValue("1");
    },
  );
});

test.describe("extras and several cars without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form's tick boxes and Number of Cars list send the same choice to the calendar", { tag: CONTENT }, async ({ page }) => {
    needsTwoExtrasAndCars();
    const { choice, extras } = extrasChoice();
    await page.goto(PATH.book);
    await choose(page, { tier: choice.tier, wash: choice.wash, size: choice.size });
    await tickExtrasAndCars(page, extras, 2);
    await walkToCalendar(page, choice, { alreadyChosen: true, calendarUrl: nativeCalendarPath(choice) });
    await expect(page.getByRole("heading", { level: 1, name: calendar.title })).toBeVisible();
  });
});
