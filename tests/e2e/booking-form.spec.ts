import {
  test,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsOnStoppedClock,
  booking,
  bookingForm,
  calendarPath,
  nativeCalendarPath,
  checkPostcode,
  choose,
  choosesPack,
  checksPostcode,
  counterLocation,
  customQuote,
  escapeRegExp,
  expectFormShows,
  expectedPath,
  expectOnlyToast,
  finishCheck,
  formPath,
  initial,
  liveQuote,
  open,
  openBeforeAppStarts,
  optionLabel,
  optionLabels,
  packSavingLine,
  packType,
  packs,
  postcodeFormPath,
  postcodeLocation,
  pressContinue,
  pricedTier,
  otherThan,
  rules,
  serveCsv,
  showToast,
  singlePriceLine,
  singleType,
  stopClock,
  stubCalendar,
  stubPaths,
  stubTidyCal,
  SERVED_POSTCODES,
  tabTo,
  arrowToOption,
  toasts,
  unusedCode,
  washes,
  type Choice,
  walkToCalendar,
} from "./support/booking-flow";
import { CONTENT, ANY_WIDTH, ENGINES, expectURLWhileAppHeld } from "../support/fixtures";
import { PATH } from "../support/paths.ts";

const { fields, postcode } = booking;
const { tiers, sizes } = rules;
const main = (page: import("@playwright/test").Page) => page.getByRole("main");

test.describe("booking form", () => {
  test("shows visible labels, and every select is reachable by its label", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    await open(page, PATH.book);
    const form = bookingForm(page);
    await expect(page.getByRole("heading", { level: 1, name: booking.heading })).toBeVisible();
    for (const label of [fields.location.label, fields.type.label, fields.tier.label]) {
      await expect(main(page).getByText(label, { exact: true })).toBeVisible();
    }
    await expect(form.location).toHaveValue(initial.location);
    await expect(form.location.locator("option")).toHaveText(optionLabels("location"));
    await expect(form.type).toHaveValue(initial.type);
    await expect(form.type.locator("option")).toHaveText(optionLabels("type"));
    await expect(form.tier).toHaveValue("");
    await expect(form.tier.locator("option")).toHaveText([fields.placeholder, ...optionLabels("tier")]);
    // Only shown once they apply.
    if (checksPostcode(rules, initial.location)) await expect(main(page).getByText(postcode.label, { exact: true })).toBeVisible();
    else await expect(form.postcode).toHaveCount(0);
    if (!choosesPack(rules, initial.type)) await expect(form.blocks).toHaveCount(0);
    await expect(form.wash).toHaveCount(0);
    await expect(form.size).toHaveCount(0);
    await expect(liveQuote(page)).toHaveCount(0);

    await choose(page, { type: packType(), tier: pricedTier(), wash: washes[0] });
    await expect(main(page).getByText(fields.blocks.label, { exact: true })).toBeVisible();
    await expect(form.blocks.locator("option")).toHaveText([fields.placeholder, ...optionLabels("blocks")]);
    await expect(main(page).getByText(fields.wash.label, { exact: true })).toBeVisible();
    await expect(form.wash.locator("option")).toHaveText([fields.placeholder, ...optionLabels("wash")]);
    await expect(main(page).getByText(fields.size.label, { exact: true })).toBeVisible();
    await expect(form.size.locator("option")).toHaveText([fields.placeholder, ...optionLabels("size")]);
    await expect(form.terms).toBeVisible();
    await expect(main(page).getByRole("link", { name: booking.terms.linkLabel })).toHaveAttribute("href", booking.terms.href);
  });

  test(
    "Block Size is offered only for a booking type that takes a pack, and changing Booking Type clears it",
    { tag: [ENGINES, ANY_WIDTH, CONTENT] },
    async ({ page }) => {
      const [single, pack, lastPack] = [singleType(), packType(), packs.at(-1)!];
      await open(page, formPath({ type: single }));
      const form = bookingForm(page);
      await expect(form.blocks).toHaveCount(0);

      await choose(page, { type: pack });
      await expect(form.blocks).toBeVisible();
      await expect(form.blocks).toHaveValue("");
      await choose(page, { blocks: lastPack });
      await expect(form.blocks).toHaveValue(lastPack);

      await choose(page, { type: single });
      await expect(form.blocks).toHaveCount(0);
      await choose(page, { type: pack });
      await expect(form.blocks).toBeVisible();
      await expect(form.blocks, "a new booking type clears the block size").toHaveValue("");
    },
  );

  test(
    "Wash Type appears after a Tier, Vehicle Size after a Wash Type, and a new Tier clears both",
    { tag: [ENGINES, ANY_WIDTH, CONTENT] },
    async ({ page }) => {
      const [tier, otherTier] = [tiers[0], otherThan(tiers, tiers[0], "tier")];
      await open(page, PATH.book);
      const form = bookingForm(page);
      await expect(form.wash).toHaveCount(0);
      await expect(form.size).toHaveCount(0);

      await choose(page, { tier });
      await expect(form.wash).toBeVisible();
      await expect(form.wash).toHaveValue("");
      await expect(form.size).toHaveCount(0);

      await choose(page, { wash: washes[0] });
      await expect(form.size).toBeVisible();
      await expect(form.size).toHaveValue("");
      await choose(page, { size: sizes.at(-1) });
      await expect(form.size).toHaveValue(sizes.at(-1)!);

      await choose(page, { tier: otherTier });
      await expect(form.wash, "a new tier clears the wash type").toHaveValue("");
      await expect(form.size, "a new tier clears (and hides) the vehicle size").toHaveCount(0);
      await choose(page, { wash: washes.at(-1) });
      await expect(form.size).toBeVisible();
      await expect(form.size, "the vehicle size was cleared with the tier").toHaveValue("");
    },
  );

  test(
    "switching Location between one with a postcode check and one without shows and hides the checker and the notice",
    { tag: [ENGINES, ANY_WIDTH] },
    async ({ page }) => {
      const [home, counter] = [postcodeLocation(), counterLocation()];
      await open(page, formPath({ location: home }));
      const form = bookingForm(page);
      await expect(form.homeNotice).toBeVisible();
      await expect(form.postcode).toBeVisible();
      await expect(form.check).toBeVisible();

      await choose(page, { location: counter });
      await expect(form.homeNotice).toBeHidden();
      await expect(form.postcode).toBeHidden();
      await expect(form.check).toBeHidden();

      await choose(page, { location: home });
      await expect(form.homeNotice).toBeVisible();
      await expect(form.postcode).toBeVisible();
    },
  );

  test("Continue is aria-disabled until the terms are ticked, and pressing it says why", { tag: ANY_WIDTH }, async ({ page }) => {
    await stopClock(page);
    await open(page, PATH.book);
    const form = bookingForm(page);
    await expect(form.continue).toHaveAttribute("aria-disabled", "true");
    await expect(form.terms).not.toBeChecked();

    await showToast(page, "termsNotAgreed");
    await expect(page).toHaveURL(formPath());

    await form.terms.check();
    await expect(form.continue).toHaveAttribute("aria-disabled", "false");
    await form.terms.uncheck();
    await expect(form.continue).toHaveAttribute("aria-disabled", "true");
  });

  test("the submit checks run in the brief's order: terms, then Missing Info, then Block Size", { tag: [ENGINES, ANY_WIDTH] }, async ({ page }) => {
    const choice: Choice = { type: packType(), tier: pricedTier(), wash: washes.at(-1), size: sizes[0] };
    await stopClock(page);
    await stubTidyCal(page);
    await open(page, PATH.book);
    const form = bookingForm(page);

    // Everything is wrong at once: the terms come first.
    await choose(page, { type: choice.type });
    await showToast(page, "termsNotAgreed");

    await form.terms.check();
    await showToast(page, "missingInfo");

    // Each of tier, wash and size is required.
    await choose(page, { tier: choice.tier });
    await pressContinue(page);
    await expectOnlyToast(page, "missingInfo");
    await choose(page, { wash: choice.wash });
    await pressContinue(page);
    await expectOnlyToast(page, "missingInfo");

    await choose(page, { size: choice.size });
    await showToast(page, "blockSize");
    await expect(page).toHaveURL(formPath(choice));

    await choose(page, { blocks: packs[0] });
    await pressContinue(page);
    await expect(page).toHaveURL(calendarPath({ ...choice, blocks: packs[0] }));
  });

  test("the toasts are destructive (error) toasts", { tag: ANY_WIDTH }, async ({ page }) => {
    await stopClock(page);
    await open(page, PATH.book);
    const toast = await showToast(page, "termsNotAgreed");
    await expect(toast).toHaveClass(/toast--destructive/);
  });

  test("warns that content's custom-quote combination needs a custom quote, for that combination only", { tag: [ANY_WIDTH, CONTENT] }, async ({ page }) => {
    await open(page, PATH.book);
    const form = bookingForm(page);
    await choose(page, customQuote);
    await expect(form.customQuote).toBeVisible();
    // The link carries the choice on (the hand-off spec checks the query).
    await expect(form.customQuoteLink).toHaveAttribute("href", new RegExp(`^${escapeRegExp(booking.customQuote.href)}(\\?|$)`));

    for (const other of [
      { size: otherThan(sizes, customQuote.size, "vehicle size") },
      { wash: otherThan(washes, customQuote.wash, "wash type"), size: customQuote.size },
      { tier: pricedTier(), wash: customQuote.wash, size: customQuote.size },
    ]) {
      await choose(page, other);
      await expect(form.customQuote, JSON.stringify(other)).toHaveCount(0);
      await expect(form.customQuoteLink).toHaveCount(0);
    }

    // A block booking of the same car still needs the quote.
    await choose(page, { type: packType(), blocks: packs.at(-1), ...customQuote });
    await expect(form.customQuote).toBeVisible();
  });

  test("follows the custom-quote link", { tag: ANY_WIDTH }, async ({ page }) => {
    await open(page, formPath(customQuote));
    await bookingForm(page).customQuoteLink.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(booking.customQuote.href)}(\\?|$)`));
  });

  test("shows the live quote from the pricing and savings content (docs/decisions.md 12)", { tag: [ENGINES, ANY_WIDTH, CONTENT] }, async ({ page }) => {
    const priced = { tier: pricedTier(), wash: washes[0], size: sizes.at(-1)! };
    const savingLines = packs.map((blocks) => packSavingLine(priced.tier, blocks));
    await open(page, PATH.book);
    const quote = liveQuote(page);

    await choose(page, { tier: priced.tier, wash: priced.wash });
    await expect(quote, "no quote before the vehicle size").toHaveCount(0);
    await choose(page, { size: priced.size });
    await expect(quote).toBeVisible();
    await expect(quote).toContainText(singlePriceLine(priced));
    for (const line of savingLines) await expect(quote, "no saving for a single wash").not.toContainText(line);

    await choose(page, { type: packType() });
    await expect(quote).toContainText(singlePriceLine(priced));
    for (const line of savingLines) await expect(quote, "no saving before a pack is chosen").not.toContainText(line);
    for (const [i, blocks] of packs.entries()) {
      await choose(page, { blocks });
      await expect(quote).toContainText(singlePriceLine(priced));
      await expect(quote).toContainText(savingLines[i]);
      for (const other of savingLines.filter((line) => line !== savingLines[i])) await expect(quote).not.toContainText(other);
    }

    await choose(page, { type: singleType(), ...customQuote });
    await expect(quote).toContainText(booking.quote.custom);
    await expect(quote, "never a price for the custom quote").not.toContainText(singlePriceLine(customQuote));

    const otherWash = otherThan(washes, customQuote.wash, "wash type");
    await choose(page, { wash: otherWash });
    await expect(quote).toContainText(singlePriceLine({ ...customQuote, wash: otherWash }));
    await expect(quote).not.toContainText(booking.quote.custom);
  });

  test("a deep link pre-fills the form", { tag: ANY_WIDTH }, async ({ page }) => {
    const priced = { tier: pricedTier(), wash: washes.at(-1)!, size: sizes[0] };
    await open(page, formPath(priced));
    const form = bookingForm(page);
    await expectFormShows(page, priced);
    await expect(form.tier.locator("option:checked")).toHaveText(optionLabel("tier", priced.tier));
    await expect(liveQuote(page)).toContainText(singlePriceLine(priced));

    const everything: Choice = { location: counterLocation(), type: packType(), blocks: packs.at(-1), tier: tiers[0], wash: washes[0], size: sizes.at(-1) };
    await open(page, formPath(everything));
    await expectFormShows(page, everything);
    await expect(form.postcode).toBeHidden();
  });

  /** Deep links with something wrong, built from content's codes: what the query says, and what the form shows. */
  const tamperedLinks: [string, () => { query: string; shows: Choice }][] = [
    ["an unknown tier (and the wash that depends on it)", () => ({ query: `tier=${unusedCode(tiers)}&wash=${washes[0]}`, shows: {} })],
    ["an unknown size", () => ({ query: `tier=${tiers[0]}&wash=${washes[0]}&size=${unusedCode(sizes)}`, shows: { tier: tiers[0], wash: washes[0] } })],
    [
      "an unknown location and type",
      () => ({
        query: `location=${unusedCode(rules.locations.map((o) => o.value))}&type=${unusedCode(rules.types.map((o) => o.value))}&tier=${tiers[0]}`,
        shows: { tier: tiers[0] },
      }),
    ],
    [
      "a block size for a booking type without packs",
      () => ({ query: `type=${singleType()}&blocks=${packs[0]}&tier=${tiers[0]}`, shows: { type: singleType(), tier: tiers[0] } }),
    ],
    ["a block size that isn't offered", () => ({ query: `type=${packType()}&blocks=${Math.max(...rules.packs) + 1}`, shows: { type: packType() } })],
    ["upper-case codes", () => ({ query: `tier=${tiers[0].toUpperCase()}&wash=${washes[0]}`, shows: {} })],
    ["injected markup", () => ({ query: `tier=${tiers[0]}%3Cscript%3E&wash=${washes[0]}`, shows: {} })],
  ];
  // Which values a deep link may carry is the selection module's (src/lib/booking-selection.test.ts); here, in one
  // visit per link, that the form shows only what it keeps.
  test("a deep link ignores what no list offers", { tag: ANY_WIDTH }, async ({ page }) => {
    for (const [name, link] of tamperedLinks) {
      const { query, shows } = link();
      await test.step(name, async () => {
        await open(page, `${PATH.book}?${query}`);
        await expectFormShows(page, shows);
        await expect(liveQuote(page)).toHaveCount(0);
      });
    }
  });

  test("an invalid deep link leaves nothing behind in the address", { tag: ANY_WIDTH }, async ({ page }) => {
    await open(page, `${PATH.book}?tier=${unusedCode(tiers)}&wash=${washes[0]}`);
    await expect(page).toHaveURL(formPath());
  });

  test("a successful submit goes to the booking calendar with the whole choice", { tag: [ENGINES, ANY_WIDTH, CONTENT] }, async ({ page }) => {
    const choice = { tier: pricedTier(), wash: washes.at(-1), size: sizes.at(-1) };
    await stubTidyCal(page);
    await open(page, PATH.book);
    await walkToCalendar(page, choice);
    // The spec's six parameters, in its order.
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(["location", "type", "blocks", "tier", "wash", "size"]);
    await expect(page.getByRole("heading", { level: 1, name: booking.calendar.title })).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
  });

  test("the choices survive the browser's Back button from the booking calendar", { tag: ANY_WIDTH }, async ({ page }) => {
    const choice: Choice = {
      location: counterLocation(),
      type: packType(),
      blocks: packs.at(-1),
      tier: customQuote.tier,
      wash: otherThan(washes, customQuote.wash, "wash type"),
      size: sizes[0],
    };
    await stubTidyCal(page);
    await open(page, PATH.book);
    await walkToCalendar(page, choice);
    await expect(page.getByRole("heading", { level: 1, name: booking.calendar.title })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(formPath(choice));
    await expect(page.getByRole("heading", { level: 1, name: booking.heading })).toBeVisible();
    await expectFormShows(page, choice);
    await expect(liveQuote(page)).toContainText(packSavingLine(choice.tier!, choice.blocks!));
  });

  test.describe("accessibility", () => {
    test("passes axe: initial, block chosen, custom-quote warning, toast shown, postcode result shown", async ({ page }) => {
      test.slow(); // five full axe scans
      await stopClock(page);
      await serveCsv(page);
      await open(page, postcodeFormPath());
      const form = bookingForm(page);
      await expect(form.continue).toBeVisible();
      await expectNoAxeViolationsOnStoppedClock(page);

      await choose(page, { type: packType() });
      await expect(form.blocks).toBeVisible();
      await expectNoAxeViolationsOnStoppedClock(page);

      await choose(page, { blocks: packs[0], ...customQuote });
      await expect(form.customQuote).toBeVisible();
      await expectNoAxeViolationsOnStoppedClock(page);

      const toast = await showToast(page, "termsNotAgreed");
      await toast.hover(); // Held on screen while time runs for the scan.
      await expectNoAxeViolationsOnStoppedClock(page);
      await expect(toast, "the scan saw the toast").toBeVisible();

      await checkPostcode(page, SERVED_POSTCODES[0]);
      await expect(form.postcodeResult).toHaveText(postcode.results.covered);
      await expectNoAxeViolationsOnStoppedClock(page);
    });
  });
});

test.describe("booking form by keyboard alone, 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("checks a postcode, chooses a block booking and continues without a pointer", { tag: ANY_WIDTH }, async ({ page }) => {
    const location = postcodeLocation();
    const choice: Choice = { location, type: packType(), blocks: packs[0], tier: pricedTier(), wash: washes[0], size: sizes.at(-1) };
    await stopClock(page);
    await serveCsv(page);
    await stubTidyCal(page);
    await open(page, formPath({ location }));
    const form = bookingForm(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(360);

    // Enter in the postcode box checks it, and doesn't submit the form.
    await tabTo(page, form.postcode);
    await page.keyboard.type(SERVED_POSTCODES[0].toLowerCase());
    await page.keyboard.press("Enter");
    await finishCheck(page);
    await expect(form.postcodeResult).toHaveText(postcode.results.covered);
    await expect(page).toHaveURL(formPath({ location }));
    await expect(toasts(page)).toHaveCount(0);

    for (const field of ["type", "blocks", "tier", "wash", "size"] as const) {
      await tabTo(page, form[field]);
      await arrowToOption(page, form[field], optionLabel(field, choice[field]!));
    }
    await expect(liveQuote(page)).toContainText(packSavingLine(choice.tier!, choice.blocks!));

    // Continue without the terms: the toast says why.
    await tabTo(page, form.continue);
    await showToast(page, "termsNotAgreed", () => page.keyboard.press("Enter"));
    await expect(form.continue).toBeFocused();

    // Back to the tick box (past the terms link), tick it with Space, and on to Continue.
    await page.keyboard.press("Shift+Tab");
    await expect(main(page).getByRole("link", { name: booking.terms.linkLabel })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(form.terms).toBeFocused();
    await page.keyboard.press("Space");
    await expect(form.terms).toBeChecked();
    await tabTo(page, form.continue);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(calendarPath(choice));
  });

  test("switches to a location without the postcode check with the arrow keys, which hides the checker", { tag: ANY_WIDTH }, async ({ page }) => {
    const [home, counter] = [postcodeLocation(), counterLocation()];
    await open(page, formPath({ location: home }));
    const form = bookingForm(page);
    await tabTo(page, form.location);
    await arrowToOption(page, form.location, optionLabel("location", counter));
    await expect(form.postcode).toBeHidden();
    await expect(form.homeNotice).toBeHidden();
    await arrowToOption(page, form.location, optionLabel("location", home));
    await expect(form.postcode).toBeVisible();
    await expect(form.homeNotice).toBeVisible();
  });
});

/**
 * Wash Type and Vehicle Size wait for a tier, Block Size for a booking type that takes a pack (as on a fresh
 * form); the postcode checker shows for a location that checks postcodes, or with JavaScript off, which the
 * check needs, content's note in its place.
 */
async function expectFreshFormHidesDependants(page: import("@playwright/test").Page, { javaScript = true } = {}) {
  const form = bookingForm(page);
  await expect(form.tier).toHaveValue("");
  await expect(form.wash).toBeHidden();
  await expect(form.size).toBeHidden();
  if (!choosesPack(rules, initial.type)) await expect(form.blocks).toBeHidden();
  if (!checksPostcode(rules, initial.location)) return;
  if (javaScript) await expect(form.postcode).toBeVisible();
  else await expect(page.getByRole("main").getByText(booking.postcode.noScript)).toBeVisible();
}

test.describe("booking form before the app starts", () => {
  test("shows the choice its address carries from the first paint, leaves out a value no list offers, and the app keeps it", async ({ page }) => {
    const choice: Choice = { location: counterLocation(), type: packType(), blocks: packs.at(-1), tier: pricedTier(), wash: washes.at(-1), size: sizes.at(-1) };
    const { startApp } = await openBeforeAppStarts(page, formPath(choice));
    const form = bookingForm(page);
    for (const field of ["location", "type", "blocks", "tier", "wash", "size"] as const) await expect(form[field], field).toHaveValue(String(choice[field]));

    await startApp();
    await expectFormShows(page, choice);
    await expect(page).toHaveURL(formPath(choice));

    const tampered = `${formPath({ ...choice, size: "" })}&size=${encodeURIComponent("<not a size>")}`;
    const again = await openBeforeAppStarts(page, tampered);
    await expect(form.tier).toHaveValue(String(choice.tier));
    await expect(form.size, "no list offers the tampered value").toHaveValue("");
    await again.startApp();
    await expectFormShows(page, { ...choice, size: "" });
  });

  test("every field works, and the app keeps every choice and the ticked terms", { tag: ENGINES }, async ({ page }) => {
    const choice: Choice = { location: counterLocation(), type: packType(), blocks: packs.at(-1), tier: pricedTier(), wash: washes.at(-1), size: sizes.at(-1) };
    const { startApp } = await openBeforeAppStarts(page, PATH.book);
    const form = bookingForm(page);
    await expectFreshFormHidesDependants(page);
    await choose(page, choice);
    await expect(form.postcode, "the chosen location has no postcode check").toBeHidden();
    await form.terms.check();
    // The page as it is without JavaScript, too (axe itself can't run with JavaScript off).
    await expectNoAxeViolations(page);

    await startApp();
    await expectFormShows(page, choice);
    await expect(form.terms).toBeChecked();
    await expect(form.continue).toHaveAttribute("aria-disabled", "false");
    await expect(page).toHaveURL(formPath(choice));
    await expect(liveQuote(page)).toContainText(packSavingLine(choice.tier!, choice.blocks!));
  });

  test("Continue asks for the terms, then sends the choice to the calendar, which books it once the app starts", async ({ page }) => {
    const choice: Choice = { type: singleType(), tier: pricedTier(), wash: washes[0], size: sizes[0] };
    await stubTidyCal(page);
    const { startApp } = await openBeforeAppStarts(page, PATH.book);
    const form = bookingForm(page);
    await choose(page, choice);
    await pressContinue(page);
    await expect(form.terms, "the browser points at the unticked terms").toBeFocused();
    await expectURLWhileAppHeld(page, formPath());

    await form.terms.check();
    await pressContinue(page);
    await expectURLWhileAppHeld(page, nativeCalendarPath(choice));
    await startApp();
    await expect(stubCalendar(page)).toBeVisible();
    expect(await stubPaths(page)).toEqual([expectedPath(choice)]);
  });
});

test.describe("booking form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the fields the choice needs, asks for the terms, and Continue sends the six parameters", { tag: CONTENT }, async ({ page }) => {
    const choice: Choice = { location: counterLocation(), type: packType(), blocks: packs[0], tier: pricedTier(), wash: washes[0], size: sizes.at(-1) };
    await page.goto(PATH.book);
    const form = bookingForm(page);
    await expectFreshFormHidesDependants(page, { javaScript: false });
    await choose(page, choice);
    await expect(form.postcode, "the chosen location has no postcode check").toBeHidden();
    await pressContinue(page);
    await expect(form.terms, "the browser points at the unticked terms").toBeFocused();

    await walkToCalendar(page, choice, { alreadyChosen: true, calendarUrl: nativeCalendarPath(choice) });
    await expect(page.getByRole("heading", { level: 1, name: booking.calendar.title })).toBeVisible();
  });
});
