import type { Page, Route } from "@playwright/test";
import { test, expect, expectNoAxeViolations, booking, bookingForm, choose, expectOnlyToast, open, pressContinue } from "./support/booking-flow";
import { SITE_PAGES } from "./support/site-pages";

const { postcode } = booking;
const { results } = postcode;
const CSV_PATTERN = "**/serviced_postcodes.csv";

const LAYOUTS = {
  "one postcode a line under a header": "postcode\nIG1 3TY\nIG2 6AB\nE18 1AB\n",
  "one comma-separated line": "postcode,IG1 3TY,IG2 6AB,E18 1AB",
};
const GOOD_CSV = LAYOUTS["one postcode a line under a header"];

type Answer = (route: Route) => Promise<void>;
const ok =
  (body: string | Buffer = GOOD_CSV): Answer =>
  (route) =>
    route.fulfill({ status: 200, contentType: "text/csv; charset=utf-8", body });

/** Serves the postcode list from the test: each request gets the next answer (the last one repeats). Counts the requests. */
async function serveCsv(page: Page, ...answers: Answer[]) {
  const requests: string[] = [];
  await page.route(CSV_PATTERN, async (route) => {
    requests.push(route.request().url());
    await answers[Math.min(requests.length, answers.length) - 1](route);
  });
  return requests;
}

/** Every request for the postcode list the page makes, whether or not a route answers it. */
function countCsvRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/serviced_postcodes.csv")) urls.push(request.url());
  });
  return urls;
}

/** Types a postcode and presses Check; waits for the answer. */
async function check(page: Page, value: string) {
  const form = bookingForm(page);
  await form.postcode.fill(value);
  await form.check.click();
  // Busy first (so an earlier answer left on screen is never mistaken for this one), then done.
  await expect(form.check).toHaveAttribute("aria-busy", "true");
  // The first check also fetches the checker's code and the list: give a loaded machine time.
  await expect(form.check).toHaveAttribute("aria-busy", "false", { timeout: 15_000 });
  await expect(form.check).toHaveText(postcode.checkLabel);
}

const binaryGarbage = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37 + 11) % 256));
const htmlPage = `<!doctype html>
<html lang="en"><head><title>Not the list</title></head>
<body><p>352 Wanstead Park Road
IG1 3TY
</p></body></html>`;

test.describe("postcode checker", () => {
  for (const [layout, csv] of Object.entries(LAYOUTS)) {
    test(`covers a listed postcode, whatever its spacing or case (${layout})`, async ({ page }) => {
      await serveCsv(page, ok(csv));
      await open(page, "/book");
      const { postcodeResult } = bookingForm(page);
      for (const value of ["ig1 3ty", "IG13TY", "  Ig1   3tY ", "e18 1ab"]) {
        await check(page, value);
        await expect(postcodeResult, value).toHaveText(results.covered);
      }
      // The header is not a postcode that is covered, and an unlisted one gets the surcharge answer.
      await check(page, "IG1 3TZ");
      await expect(postcodeResult).toHaveText(results.surcharge);
    });
  }

  test("offers a surcharge for a valid postcode that isn't listed", async ({ page }) => {
    await serveCsv(page, ok());
    await open(page, "/book");
    await check(page, "SW1A 1AA");
    await expect(bookingForm(page).postcodeResult).toHaveText(results.surcharge);
    await expect(bookingForm(page).postcodeResult).not.toContainText(results.covered);
  });

  test("calls a string that isn't a UK postcode invalid, without downloading the list", async ({ page }) => {
    const requests = countCsvRequests(page);
    await serveCsv(page, ok());
    await open(page, "/book");
    for (const value of ["ABC", "ABCDE", "12345", "IG1", ""]) {
      await check(page, value);
      await expect(bookingForm(page).postcodeResult, JSON.stringify(value)).toHaveText(results.invalid);
    }
    expect(requests).toEqual([]);
  });

  test("Enter in the postcode box checks it instead of submitting the form", async ({ page }) => {
    await serveCsv(page, ok());
    await open(page, "/book");
    const form = bookingForm(page);
    await form.postcode.fill("ig1 3ty");
    await form.postcode.press("Enter");
    await expect(form.postcodeResult).toHaveText(results.covered);
    await expect(page).toHaveURL(/\/book$/);
  });

  test(`shows a spinner and aria-busy for the ${postcode.delayMs} ms delay, then the answer`, async ({ page }) => {
    await serveCsv(page, ok());
    await page.clock.install();
    await open(page, "/book");
    const form = bookingForm(page);
    await expect(form.check).toHaveAttribute("aria-busy", "false");
    await expect(form.postcodeResult).toBeEmpty();
    await form.postcode.fill("IG1 3TY");
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    const listServed = page.waitForResponse(CSV_PATTERN);
    await form.check.click();
    await expect(form.check).toHaveAttribute("aria-busy", "true");
    await expect(form.check).toHaveText(postcode.checkingLabel);
    await expect(form.check.locator(".spinner")).toBeVisible();
    await listServed;

    await page.clock.runFor(postcode.delayMs - 20);
    await expect(form.check, "still busy just before the delay is over").toHaveAttribute("aria-busy", "true");
    await expect(form.postcodeResult).toBeEmpty();

    await page.clock.runFor(20);
    await expect(form.check).toHaveAttribute("aria-busy", "false");
    await expect(form.check).toHaveText(postcode.checkLabel);
    await expect(form.check.locator(".spinner")).toHaveCount(0);
    await expect(form.postcodeResult).toHaveText(results.covered);
  });

  test("announces the answer in a polite live region that is there from the start", async ({ page }) => {
    await serveCsv(page, ok());
    await open(page, "/book");
    const status = bookingForm(page).postcodeResult;
    await expect(status).toHaveCount(1);
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(status).toBeEmpty();
    await check(page, "SW1A1AA");
    await expect(status).toHaveText(results.surcharge);
  });

  test("downloads the list on the first check only", async ({ page }) => {
    const requests = countCsvRequests(page);
    await serveCsv(page, ok());
    await open(page, "/book");
    await page.waitForLoadState("networkidle");
    expect(requests, "nothing on page load").toEqual([]);

    await check(page, "IG1 3TY");
    await expect(bookingForm(page).postcodeResult).toHaveText(results.covered);
    expect(requests).toHaveLength(1);

    await check(page, "SW1A 1AA");
    await check(page, "E18 1AB");
    // Hiding and showing the checker again doesn't download it again either.
    await choose(page, { location: "us" });
    await choose(page, { location: "home" });
    await check(page, "IG2 6AB");
    await expect(bookingForm(page).postcodeResult).toHaveText(results.covered);
    expect(requests).toHaveLength(1);
  });

  test("no other page downloads the list", async ({ page }) => {
    const requests = countCsvRequests(page);
    await serveCsv(page, ok());
    for (const { path } of SITE_PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(requests).toEqual([]);
  });

  const failures: [string, Answer][] = [
    ["a 404", (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" })],
    ["a 500", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })],
    ["an HTML page instead of the list", ok(htmlPage)],
    ["random bytes", ok(binaryGarbage)],
    ["an empty body", ok("")],
    ["a network failure", (route) => route.abort("failed")],
    ["a refused connection", (route) => route.abort("connectionrefused")],
  ];

  for (const [name, answer] of failures) {
    test(`says the check is unavailable on ${name}, claims nothing, and the form keeps working`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors("/serviced_postcodes.csv");
      const requests = await serveCsv(page, answer);
      await open(page, "/book");
      const form = bookingForm(page);
      await check(page, "IG1 3TY");
      await expectUnavailable(page);
      expect(requests).toHaveLength(1);

      // The rest of the form is unaffected.
      await choose(page, { tier: "gold", wash: "exterior", size: "small" });
      await expect(form.size).toHaveValue("small");
      await form.terms.check();
      await choose(page, { type: "block" });
      await pressContinue(page);
      await expectOnlyToast(page, "blockSize");
    });
  }

  test("says the check is unavailable when the list never arrives (timeout)", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors("/serviced_postcodes.csv");
    let requested!: () => void;
    const wasRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(CSV_PATTERN, () => {
      requested(); // … and never answer.
    });
    await page.clock.install();
    await open(page, "/book");
    const form = bookingForm(page);
    await form.postcode.fill("IG1 3TY");
    await form.check.click();
    await wasRequested;
    await expect(form.check).toHaveAttribute("aria-busy", "true");
    await page.clock.fastForward(15_000);
    await expectUnavailable(page);
    await expect(form.check).toHaveAttribute("aria-busy", "false");
  });

  test("Check again after a failure retries, and then answers", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors("/serviced_postcodes.csv");
    const requests = await serveCsv(page, (route) => route.fulfill({ status: 500, body: "" }), ok());
    await open(page, "/book");
    await check(page, "IG1 3TY");
    await expectUnavailable(page);

    await bookingForm(page).check.click();
    await expect(bookingForm(page).postcodeResult).toHaveText(results.covered);
    expect(requests).toHaveLength(2);
  });

  test("a network failure then success also retries", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors("/serviced_postcodes.csv");
    const requests = await serveCsv(page, (route) => route.abort("internetdisconnected"), ok());
    await open(page, "/book");
    await check(page, "SW1A 1AA");
    await expectUnavailable(page);
    await check(page, "SW1A 1AA");
    await expect(bookingForm(page).postcodeResult).toHaveText(results.surcharge);
    expect(requests).toHaveLength(2);
  });

  test("passes axe with the unavailable message shown", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors("/serviced_postcodes.csv");
    await serveCsv(page, (route) => route.fulfill({ status: 404, body: "" }));
    await open(page, "/book");
    await check(page, "IG1 3TY");
    await expectUnavailable(page);
    await expectNoAxeViolations(page);
  });

  test("the unavailable message's link goes to /contact", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors("/serviced_postcodes.csv");
    await serveCsv(page, (route) => route.abort("failed"));
    await open(page, "/book");
    await check(page, "IG1 3TY");
    await bookingForm(page).postcodeResult.getByRole("link", { name: postcode.contactLinkLabel }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

/** The "unavailable" answer, its /contact link, and no coverage claim either way. */
async function expectUnavailable(page: Page) {
  const status = bookingForm(page).postcodeResult;
  await expect(status).toContainText(results.unavailable);
  await expect(status.getByRole("link", { name: postcode.contactLinkLabel })).toHaveAttribute("href", "/contact");
  await expect(status).not.toContainText(results.covered);
  await expect(status).not.toContainText(results.surcharge);
  await expect(status).not.toContainText(results.invalid);
}
