import type { Page } from "@playwright/test";
import {
  test,
  expect,
  expectNoAxeViolationsOnStoppedClock,
  booking,
  bookingForm,
  checkPostcode,
  choose,
  counterLocation,
  expectFormShows,
  formPath,
  openBeforeAppStarts,
  CSV_PATTERN,
  csvOk,
  finishCheck,
  isCsvRequest,
  open,
  packType,
  postcodeFormPath,
  postcodeLocation,
  pricedTier,
  rules,
  SERVED_CSV,
  SERVED_POSTCODES,
  serveCsv,
  showToast,
  stopClock,
  UNLISTED_POSTCODES,
  washes,
  type CsvAnswer,
} from "./support/booking-flow";
import { CONTENT, ANY_WIDTH, ENGINES, expectURLWhileAppHeld, networkQuiet } from "../support/fixtures";
import { PATH } from "../support/paths.ts";

const { postcode } = booking;
const { results } = postcode;

/**
 * Every test: the list is served by the test (registered before the page loads) and the clock is stopped,
 * so the checker's delay passes only when the test moves time on; then /book opens with the checker shown.
 */
async function openChecker(page: Page, ...answers: CsvAnswer[]): Promise<string[]> {
  const requests = await serveCsv(page, ...answers);
  await stopClock(page);
  await open(page, postcodeFormPath());
  return requests;
}

/** Every request for the postcode list the page makes, whether or not a route answers it. */
function countCsvRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (isCsvRequest(request)) urls.push(request.url());
  });
  return urls;
}

/** A listed postcode written the ways a visitor might: lower case, no space, odd spacing and mixed case. */
const spellings = (listed: string) => {
  const compact = listed.replace(" ", "");
  const mixed = [...compact].map((char, i) => (i % 2 ? char.toLowerCase() : char)).join("");
  return [listed.toLowerCase(), compact, `  ${mixed.slice(0, -3)}   ${mixed.slice(-3)} `];
};

const binaryGarbage = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37 + 11) % 256));
const htmlPage = `<!doctype html>
<html lang="en"><head><title>Not the list</title></head>
<body><p>1 Fixture Street
${SERVED_POSTCODES[0]}
</p></body></html>`;

test.describe("postcode checker", () => {
  for (const [layout, csv] of Object.entries(SERVED_CSV)) {
    test(`covers a listed postcode, whatever its spacing or case (${layout})`, { tag: [ENGINES, ANY_WIDTH, CONTENT] }, async ({ page }) => {
      await openChecker(page, csvOk(csv));
      const { postcodeResult } = bookingForm(page);
      for (const value of [...spellings(SERVED_POSTCODES[0]), SERVED_POSTCODES.at(-1)!.toLowerCase()]) {
        await checkPostcode(page, value);
        await expect(postcodeResult, value).toHaveText(results.covered);
      }
      // A postcode that isn't on the list gets the surcharge answer from the same list.
      await checkPostcode(page, UNLISTED_POSTCODES[0]);
      await expect(postcodeResult).toHaveText(results.surcharge);
    });
  }

  test("offers a surcharge for a valid postcode that isn't listed", { tag: [ENGINES, ANY_WIDTH, CONTENT] }, async ({ page }) => {
    await openChecker(page);
    for (const unlisted of UNLISTED_POSTCODES) {
      await checkPostcode(page, unlisted);
      await expect(bookingForm(page).postcodeResult, unlisted).toHaveText(results.surcharge);
    }
  });

  test("calls a string that isn't a UK postcode invalid, without downloading the list", { tag: [ENGINES, ANY_WIDTH, CONTENT] }, async ({ page }) => {
    const requests = countCsvRequests(page);
    await openChecker(page);
    for (const value of ["ABC", "ABCDE", "12345", SERVED_POSTCODES[0].split(" ")[0], ""]) {
      await checkPostcode(page, value);
      await expect(bookingForm(page).postcodeResult, JSON.stringify(value)).toHaveText(results.invalid);
    }
    expect(requests).toEqual([]);
  });

  test("Enter in the postcode box checks it instead of submitting the form", { tag: ANY_WIDTH }, async ({ page }) => {
    await openChecker(page);
    await checkPostcode(page, SERVED_POSTCODES[0].toLowerCase(), "enter");
    await expect(bookingForm(page).postcodeResult).toHaveText(results.covered);
    await expect(page).toHaveURL(postcodeFormPath());
  });

  test("shows a spinner and aria-busy for content's delay, then the answer", { tag: ANY_WIDTH }, async ({ page }) => {
    const listServed = page.waitForResponse(CSV_PATTERN);
    await openChecker(page);
    const form = bookingForm(page);
    await expect(form.check).toHaveAttribute("aria-busy", "false");
    await expect(form.postcodeResult).toBeEmpty();
    await form.postcode.pressSequentially(SERVED_POSTCODES[0]);

    await form.check.click();
    await expect(form.check).toHaveAttribute("aria-busy", "true");
    await expect(form.check).toHaveText(postcode.checkingLabel);
    await expect(form.check.locator(".spinner")).toBeVisible();
    await listServed;

    if (postcode.delayMs > 0) {
      await page.clock.runFor(postcode.delayMs - 1);
      await expect(form.check, "still busy just before the delay is over").toHaveAttribute("aria-busy", "true");
      await expect(form.postcodeResult).toBeEmpty();
    }
    await page.clock.runFor(1);
    await expect(form.check).toHaveAttribute("aria-busy", "false");
    await expect(form.check).toHaveText(postcode.checkLabel);
    await expect(form.check.locator(".spinner")).toHaveCount(0);
    await expect(form.postcodeResult).toHaveText(results.covered);
  });

  test("announces the answer in a polite live region that is there from the start", { tag: ANY_WIDTH }, async ({ page }) => {
    await openChecker(page);
    const status = bookingForm(page).postcodeResult;
    await expect(status).toHaveCount(1);
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(status).toBeEmpty();
    await checkPostcode(page, UNLISTED_POSTCODES[0].replace(" ", ""));
    await expect(status).toHaveText(results.surcharge);
  });

  test("downloads the list on the first check only", { tag: ANY_WIDTH }, async ({ page }) => {
    const requests = countCsvRequests(page);
    await openChecker(page);
    const { postcodeResult } = bookingForm(page);
    await networkQuiet(page);
    expect(requests, "nothing on page load").toEqual([]);

    await checkPostcode(page, SERVED_POSTCODES[0]);
    await expect(postcodeResult).toHaveText(results.covered);
    expect(requests).toHaveLength(1);

    await checkPostcode(page, UNLISTED_POSTCODES[0]);
    await checkPostcode(page, SERVED_POSTCODES.at(-1)!);
    // Hiding and showing the checker again doesn't download it again either.
    await choose(page, { location: counterLocation() });
    await choose(page, { location: postcodeLocation() });
    await checkPostcode(page, SERVED_POSTCODES[1]);
    await expect(postcodeResult).toHaveText(results.covered);
    expect(requests).toHaveLength(1);
  });

  // That no other page downloads the list is checked page by page in security.spec.ts.

  const failures: [string, CsvAnswer][] = [
    ["a 404", (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" })],
    ["a 500", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })],
    ["an HTML page instead of the list", csvOk(htmlPage)],
    ["random bytes", csvOk(binaryGarbage)],
    ["an empty body", csvOk("")],
    ["a network failure", (route) => route.abort("failed")],
    ["a refused connection", (route) => route.abort("connectionrefused")],
  ];

  for (const [name, answer] of failures) {
    test(`says the check is unavailable on ${name}, claims nothing, and the form keeps working`, { tag: ANY_WIDTH }, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(postcode.csvPath);
      const requests = await openChecker(page, answer);
      const form = bookingForm(page);
      await checkPostcode(page, SERVED_POSTCODES[0]);
      await expectUnavailable(page);
      expect(requests).toHaveLength(1);

      // The rest of the form is unaffected.
      const size = rules.sizes[0];
      await choose(page, { tier: pricedTier(), wash: washes[0], size });
      await expect(form.size).toHaveValue(size);
      await form.terms.check();
      await choose(page, { type: packType() });
      await showToast(page, "blockSize");
    });
  }

  test("says the check is unavailable when the list never arrives (timeout)", { tag: ANY_WIDTH }, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(postcode.csvPath);
    let requested!: () => void;
    const wasRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(CSV_PATTERN, () => {
      requested(); // … and never answer.
    });
    await stopClock(page);
    await open(page, postcodeFormPath());
    const form = bookingForm(page);
    await form.postcode.pressSequentially(SERVED_POSTCODES[0]);
    await form.check.click();
    await wasRequested;
    await expect(form.check).toHaveAttribute("aria-busy", "true");
    await page.clock.runFor(postcode.delayMs);
    await expect(form.check, "still waiting for the list after the delay").toHaveAttribute("aria-busy", "true");
    // The checker gives up on the list well within a minute.
    await page.clock.runFor(60_000);
    await expectUnavailable(page);
    await expect(form.check).toHaveAttribute("aria-busy", "false");
  });

  test("Check again after a failure retries, and then answers", { tag: ANY_WIDTH }, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(postcode.csvPath);
    const requests = await openChecker(page, (route) => route.fulfill({ status: 500, body: "" }), csvOk());
    await checkPostcode(page, SERVED_POSTCODES[0]);
    await expectUnavailable(page);

    await bookingForm(page).check.click();
    await finishCheck(page);
    await expect(bookingForm(page).postcodeResult).toHaveText(results.covered);
    expect(requests).toHaveLength(2);
  });

  test("a network failure then success also retries", { tag: ANY_WIDTH }, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(postcode.csvPath);
    const requests = await openChecker(page, (route) => route.abort("internetdisconnected"), csvOk());
    await checkPostcode(page, UNLISTED_POSTCODES[0]);
    await expectUnavailable(page);
    await checkPostcode(page, UNLISTED_POSTCODES[0]);
    await expect(bookingForm(page).postcodeResult).toHaveText(results.surcharge);
    expect(requests).toHaveLength(2);
  });

  test("passes axe with the unavailable message shown", { tag: ENGINES }, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(postcode.csvPath);
    await openChecker(page, (route) => route.fulfill({ status: 404, body: "" }));
    await checkPostcode(page, SERVED_POSTCODES[0]);
    await expectUnavailable(page);
    await expectNoAxeViolationsOnStoppedClock(page);
  });

  test("the unavailable message's link goes to /contact", { tag: [ANY_WIDTH, CONTENT] }, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(postcode.csvPath);
    await openChecker(page, (route) => route.abort("failed"));
    await checkPostcode(page, SERVED_POSTCODES[0]);
    await bookingForm(page).postcodeResult.getByRole("link", { name: postcode.contactLinkLabel }).click();
    await expect(page).toHaveURL(/\/contact(\?|$)/);
  });
});

test.describe("postcode checker before the app starts", () => {
  test("Check sends the choice and the postcode to the form's own address, and the app checks it once started", { tag: ENGINES }, async ({ page }) => {
    await serveCsv(page, csvOk(Object.values(SERVED_CSV)[0]));
    const choice = { location: postcodeLocation(), tier: pricedTier() };
    const { startApp } = await openBeforeAppStarts(page, PATH.book);
    await choose(page, choice);
    const form = bookingForm(page);
    await form.postcode.pressSequentially(SERVED_POSTCODES[0]);
    await form.check.click();
    await expectURLWhileAppHeld(page, (url) => url.pathname === PATH.book && url.search !== "");
    expect(new URL(page.url()).searchParams.get("postcode")).toBe(SERVED_POSTCODES[0]);

    await startApp();
    await expect(form.postcodeResult).toHaveText(results.covered);
    await expect(form.postcode).toHaveValue(SERVED_POSTCODES[0]);
    await expectFormShows(page, choice);
    // The form's own address keeps the choice only: the postcode was a one-off request.
    await expect(page).toHaveURL(formPath(choice));
  });

  test("a postcode typed before the app starts is still in the box once it has, and Check then checks it", { tag: ANY_WIDTH }, async ({ page }) => {
    await serveCsv(page, csvOk(Object.values(SERVED_CSV)[0]));
    const { startApp } = await openBeforeAppStarts(page, postcodeFormPath());
    const form = bookingForm(page);
    await form.postcode.pressSequentially(UNLISTED_POSTCODES[0]);
    await startApp();
    await expect(form.postcode).toHaveValue(UNLISTED_POSTCODES[0]);
    await form.check.click();
    await expect(form.postcodeResult).toHaveText(results.surcharge);
  });
});

test.describe("postcode checker without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says the check needs JavaScript and links to /contact, in place of a box and a button that can't work", { tag: CONTENT }, async ({ page }) => {
    await page.goto(postcodeFormPath());
    const main = page.getByRole("main");
    await expect(main.getByText(postcode.noScript)).toBeVisible();
    await expect(main.getByText(postcode.noScript).getByRole("link", { name: postcode.contactLinkLabel })).toHaveAttribute("href", PATH.contact);
    await expect(main.getByLabel(postcode.label, { exact: true })).toBeHidden();
    await expect(main.getByRole("button", { name: postcode.checkLabel, exact: true })).toBeHidden();
  });
});

/** The "unavailable" answer, its /contact link, and no coverage claim either way. */
async function expectUnavailable(page: Page) {
  const status = bookingForm(page).postcodeResult;
  await expect(status).toContainText(results.unavailable);
  // The link carries the choice and the postcode on to /contact (the hand-off spec checks the query).
  await expect(status.getByRole("link", { name: postcode.contactLinkLabel })).toHaveAttribute("href", /^\/contact(\?|$)/);
  await expect(status).not.toContainText(results.covered);
  await expect(status).not.toContainText(results.surcharge);
  await expect(status).not.toContainText(results.invalid);
}
