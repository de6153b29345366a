/**
 * Recent changes and Put back (issue 57, src/admin/history/), as the owner uses them, on a phone and a computer,
 * against each backend once (PHONE_AND_COMPUTER_RUNS): yesterday the owner changed two prices in one save; today one of those prices was changed
 * again (by a developer's commit, whose message the editor never shows). From the list, one tap opens Recent changes:
 * both changes, newest first, in the owner's words, with when and by whom. Yesterday's change put back restores the
 * price only it changed and keeps the one changed since, naming it. The history is made by the test (a temporary
 * git repository locally, the GitHub double's commits online); every value comes from the content.
 */
import { parse } from "yaml";
import { applyEdits } from "../../src/admin/line-edits/apply-edits.ts";
import { SignInError } from "../../src/admin/backends/errors.ts";
import { UNPUBLISHED_HEADING } from "../../src/admin/editor-names.ts";
import { contentFilePath } from "../../src/content/names.ts";
import { formatPounds } from "../../src/lib/format.ts";
import { PHONE } from "../../scripts/tools/browsers.ts";
import { ANY_WIDTH, expectNoAxeViolations } from "../support/fixtures";
import { expectLayoutRules, screenAt } from "../support/layout-rules";
import { pricing } from "../support/site-pages";
import { FIRST_PRICE, PHONE_AND_COMPUTER_RUNS, contentOf, expect, fileTitle, saying, test } from "../support/site-editor";

test.describe.configure({ timeout: 90_000 });

const { wash, size, tier, price } = FIRST_PRICE;
/** A second price, on another line of the file: the next vehicle size's, same wash and package. */
const otherSize = pricing.vehicleSizes[1];
const otherPrice = pricing.prices[wash.id][otherSize.id][tier.id];

/** The pricing file with these two prices. */
function withPrices(text: string, first: number, second: number): string {
  const values = contentOf("pricing", text);
  values.prices[wash.id][size.id][tier.id] = first;
  values.prices[wash.id][otherSize.id][tier.id] = second;
  return applyEdits(text, values);
}

const where = (vehicle: { name: string }) => `${wash.name}, ${vehicle.name}, ${tier.name}`;

/** Nothing but the owner's words: no file path, no key of the file, no commit's sha. */
const DEVELOPER_WORDS = /content\/|\.yaml|\b[0-9a-f]{7,40}\b|prices\b/;

for (const { backend, width } of PHONE_AND_COMPUTER_RUNS) {
  test.describe(
    `Recent changes at ${width} px, ${backend === "local" ? "in the content folder's git history" : "from GitHub's commits"}`,
    { tag: ANY_WIDTH },
    () => {
      test.use({ backend, ...screenAt(width) });

      test("Put back of yesterday's price: the price goes back, the one changed since is kept and named", async ({ editor, editorPage: page }) => {
        const start = editor.read("pricing");
        const yesterday = new Date();
        yesterday.setDate(yesterday.getDate() - 1);
        yesterday.setHours(16, 5, 0, 0);
        const yesterdays = withPrices(start, price + 5, otherPrice + 2);
        const summary = `${fileTitle("pricing")}: ${where(size)} ${formatPounds(price)} → ${formatPounds(price + 5)} and 1 more`;
        editor.commit({ pricing: yesterdays }, summary, { author: "Sam Owner", at: yesterday });
        const todays = withPrices(start, price + 5, otherPrice + 4);
        editor.commit({ pricing: todays }, "Medium price tweak in content/pricing.yaml", { author: "Alex Developer", at: new Date(Date.now() - 60_000) });

        await editor.open();
        await page.getByRole("link", { name: "Recent changes", exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Recent changes" })).toBeVisible();
        const changes = page.getByRole("list").filter({ has: page.getByRole("button", { name: summary }) });
        const entries = changes.getByRole("listitem").filter({ has: page.getByRole("button") });
        // Newest first: the developer's commit by the file's title, then yesterday's save in its own words.
        await expect(entries.nth(0).getByRole("button")).toHaveText(`Changed ${fileTitle("pricing")}`);
        await expect(entries.nth(0)).toContainText("by Alex Developer");
        await expect(entries.nth(1).getByRole("button")).toHaveText(summary);
        await expect(entries.nth(1)).toContainText("yesterday, 16:05, by Sam Owner");
        if (editor.double)
          expect(
            editor.double.requests.filter((request) => /\/commits\?/.test(request.path)),
            "the list is one request",
          ).toHaveLength(1);

        await entries.nth(1).getByRole("button", { name: summary }).click();
        const opened = entries.nth(1);
        await expect(opened.getByRole("listitem").filter({ hasText: `${where(size)} ${formatPounds(price)} → ${formatPounds(price + 5)}` })).toBeVisible();
        await expect(
          opened.getByRole("listitem").filter({ hasText: `${where(otherSize)} ${formatPounds(otherPrice)} → ${formatPounds(otherPrice + 2)}` }),
        ).toBeVisible();

        await opened.getByRole("button", { name: "Put back this change" }).click();
        await expect(opened.getByRole("listitem").filter({ hasText: `${where(size)} ${formatPounds(price + 5)} → ${formatPounds(price)}` })).toBeVisible();
        await expect(opened.getByText("Kept as they are now, because they were changed again since:")).toBeVisible();
        await expect(opened.getByRole("listitem").filter({ hasText: `${where(otherSize)} kept at ${formatPounds(otherPrice + 4)}` })).toBeVisible();
        expect(await page.locator("main").innerText()).not.toMatch(DEVELOPER_WORDS);
        // The view at its fullest, once a width (the layout is the backend's either way): axe and the layout rules.
        if (editor.double) {
          await expectNoAxeViolations(page);
          await expectLayoutRules(page, "Recent changes, a put back ready: ");
        }

        await opened.getByRole("button", { name: "Save the put back" }).click();
        await expect(saying(page, /^Put back and saved/)).toBeVisible({ timeout: 30_000 });
        // A new change on today's file: yesterday's first price back, the one changed since as it is today.
        expect(editor.read("pricing")).toBe(withPrices(start, price, otherPrice + 4));
        await expect.poll(() => editor.saves().at(-1)?.message.split("\n")[0]).toMatch(/^Put back: /);
        expect(await editor.checkContent(), "npm run check:content on the content saved").toEqual([]);
        if (editor.double) return expect(entries.nth(0).getByRole("button")).toHaveText(/^Put back: /);

        // Locally the put back is saved into the folder, not committed: listed first, under its own heading, and
        // put back in turn like a commit (which leaves nothing to publish: the file is as committed again).
        const unpublished = page.getByRole("heading", { name: UNPUBLISHED_HEADING, exact: true });
        await expect(unpublished).toBeVisible();
        // The list read again with it: the put back still says it is saved.
        await expect(saying(page, /^Put back and saved/)).toBeVisible();
        const saved = page.getByRole("button", { name: /^Put back: / });
        const putBack = page.getByRole("listitem").filter({ has: saved });
        await saved.click();
        await putBack.getByRole("button", { name: "Put back this change" }).click();
        await expect(putBack.getByRole("listitem").filter({ hasText: `${where(size)} ${formatPounds(price)} → ${formatPounds(price + 5)}` })).toBeVisible();
        // The list in two parts, a put back ready in the first: axe and the layout rules, at each width.
        await expectNoAxeViolations(page);
        await expectLayoutRules(page, "Recent changes, a save not yet committed put back: ");
        await putBack.getByRole("button", { name: "Save the put back" }).click();
        await expect(unpublished).toHaveCount(0, { timeout: 30_000 });
        expect(editor.read("pricing")).toBe(todays);
      });
    },
  );
}

test.describe("Recent changes online, when the sign-in has ended", { tag: ANY_WIDTH }, () => {
  test.use({ backend: "github", ...screenAt(PHONE.viewport.width) });

  test("the list refused for the sign-in: Sign in again, and the list shows; a put back refused for it is saved after it", async ({
    editor,
    editorPage: page,
  }) => {
    const start = editor.read("pricing");
    const summary = `${fileTitle("pricing")}: ${where(size)} ${formatPounds(price)} → ${formatPounds(price + 5)}`;
    editor.commit({ pricing: withPrices(start, price + 5, otherPrice) }, summary, { author: "Sam Owner", at: new Date(Date.now() - 60_000) });
    await editor.open();
    editor.double!.expireToken();
    editor.expectFailedLoads(401);
    await page.getByRole("link", { name: "Recent changes", exact: true }).click();
    await expect(saying(page, new SignInError().message)).toBeVisible();

    await page.getByRole("button", { name: "Sign in again", exact: true }).click();
    const change = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: summary, exact: true }) });
    await expect(change).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Sign in again", exact: true })).toHaveCount(0);

    // A put back refused for the sign-in, in the middle of its save: signed in again, it is saved as it was shown.
    await change.getByRole("button", { name: summary, exact: true }).click();
    await change.getByRole("button", { name: "Put back this change" }).click();
    const goingBack = change.getByRole("listitem").filter({ hasText: `${where(size)} ${formatPounds(price + 5)} → ${formatPounds(price)}` });
    await expect(goingBack).toBeVisible();
    editor.double!.expireTokenAt("PUT", `/contents/${contentFilePath("pricing")}`);
    await change.getByRole("button", { name: "Save the put back" }).click();
    await expect(saying(page, new SignInError().message)).toBeVisible();
    await expect(goingBack).toBeVisible();
    await page.getByRole("button", { name: "Sign in again", exact: true }).click();
    await change.getByRole("button", { name: "Save the put back" }).click();
    await expect(saying(page, /^Put back and saved/)).toBeVisible({ timeout: 30_000 });
    expect(parse(editor.read("pricing"))).toEqual(parse(start));
  });
});
