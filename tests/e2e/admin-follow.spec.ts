/**
 * After a save, the owner learns when it is live (issue 50, item 4). Online, the editor follows the commit through
 * GitHub's check and the host's deploy, as the GitHub double reports them when the test scripts them
 * (tests/support/github-double-checks.ts): pending → passed → deployed; a failed check with a note at a line; a host
 * whose report's address isn't https: (shown, never linked); a host that reports nothing; a reload while checking; back at the list of files, and a reload there. Locally, the save
 * says where it went and how to see it.
 *
 * The editor's minutes are made short here through its own setting for tests (FOLLOW_TIMES_KEY), so nothing waits
 * on a clock: each step waits for what the page says.
 */
import type { Page } from "@playwright/test";
import { placeProblem } from "../../src/content/check-texts.ts";
import { contentFilePath } from "../../src/content/names.ts";
import { NOT_LINKED_WARNING } from "../../src/admin/follow/safe-link.ts";
import { ANY_WIDTH, expectNoAxeViolations } from "../support/fixtures";
import { DEPLOY_URL, followFast, followSaying, liveLink, pagePathOf } from "../support/followed-save";
import { FIRST_PRICE, expect, priceBox, retype, save, saying, test } from "../support/site-editor";

/** What the editor says while GitHub checks the change, once it passed, and once the pricing page is live. */
const CHECKING = followSaying({ kind: "checking" });
const PUBLISHING = followSaying({ kind: "publishing" });
const LIVE = followSaying({ kind: "live", url: liveLink("pricing") });

/** Changes the first price, and saves. */
async function saveAPrice(page: Page): Promise<void> {
  await retype(priceBox(page), String(FIRST_PRICE.price + 1));
  await save(page);
}

test.describe("online, a save is followed until it is live", () => {
  test.use({ backend: "github" });

  test("the check pending, then passed, then the host's deploy: live on the site, with the page's link", async ({ editor, editorPage: page }) => {
    await followFast(page);
    await editor.open("pricing");
    await saveAPrice(page);
    const sha = editor.double!.head();

    editor.double!.checks.checkRun(sha, "in_progress");
    await expect(saying(page, CHECKING)).toBeVisible();
    await expectNoAxeViolations(page);

    editor.double!.checks.checkRun(sha, { conclusion: "success" });
    await expect(saying(page, PUBLISHING)).toBeVisible();
    editor.double!.checks.deploy(sha, "in_progress");
    editor.double!.checks.deploy(sha, "success", { environmentUrl: DEPLOY_URL });
    const live = saying(page, LIVE);
    await expect(live.getByRole("link", { name: liveLink("pricing"), exact: true })).toHaveAttribute("href", liveLink("pricing"));
    await expectNoAxeViolations(page);
  });

  test("a failed check's note at a line of the file shows at that field", async ({ editor, editorPage: page }) => {
    await followFast(page);
    await editor.open("pricing");
    await saveAPrice(page);
    // The note as the workflow's problem matcher makes it from the content check's line: "<field>: <message>" at the price's line.
    const file = contentFilePath("pricing");
    const { wash, size, tier } = FIRST_PRICE;
    const at = placeProblem(file, editor.read("pricing"), ["prices", wash.id, size.id, tier.id], "Expected a price the test's check refuses.");
    const note = { path: file, line: at.line, column: at.column, message: `${at.field}: ${at.message}` };
    editor.double!.checks.checkRun(editor.double!.head(), { conclusion: "failure", annotations: [note] });

    await expect(saying(page, followSaying({ kind: "check-failed", notes: [note], runs: [], statuses: [] }))).toBeVisible();
    await expect(priceBox(page)).toHaveAccessibleDescription(new RegExp(`GitHub's check: ${at.message}`));
    await expectNoAxeViolations(page);
  });

  // The same at any width: nothing of it is laid out apart from the status line, whose layout and axe scan the tests
  // above run at both.
  test(
    "a host's report at an address that isn't https: is shown as text with the warning, never a link",
    { tag: ANY_WIDTH },
    async ({ editor, editorPage: page }) => {
      // Anyone who can post a deployment status writes its log_url; this one would run in the editor's page if followed.
      const address = "javascript:alert(document.domain)";
      await followFast(page);
      await editor.open("pricing");
      await saveAPrice(page);
      editor.double!.checks.checkRun(editor.double!.head(), { conclusion: "success" });
      editor.double!.checks.deploy(editor.double!.head(), "failure", { logUrl: address });
      const failed = saying(page, followSaying({ kind: "host-failed" }));
      await expect(failed).toContainText(`${NOT_LINKED_WARNING} ${address}`);
      await expect(failed.getByRole("link")).toHaveCount(0);
    },
  );

  test("a host that reports no deploy: the editor says where to look", { tag: ANY_WIDTH }, async ({ editor, editorPage: page }) => {
    await followFast(page, { hostReportsWithin: 300 });
    await editor.open("pricing");
    await saveAPrice(page);
    editor.double!.checks.checkRun(editor.double!.head(), { conclusion: "success" });
    await expect(saying(page, followSaying({ kind: "host-silent" }))).toBeVisible();
  });

  test("a reload while checking keeps following the save", { tag: ANY_WIDTH }, async ({ editor, editorPage: page }) => {
    await followFast(page);
    await editor.open("pricing");
    await saveAPrice(page);
    const sha = editor.double!.head();
    editor.double!.checks.checkRun(sha, "queued");
    await expect(saying(page, CHECKING)).toBeVisible();

    await editor.open("pricing");
    await expect(saying(page, CHECKING)).toBeVisible();
    editor.double!.checks.checkRun(sha, { conclusion: "success" });
    editor.double!.checks.deploy(sha, "success", { environmentUrl: DEPLOY_URL });
    await expect(saying(page, LIVE).getByRole("link", { name: liveLink("pricing"), exact: true })).toBeVisible();
  });

  test("back at the list after saving, and after a reload there, the save is still followed until it is live", async ({ editor, editorPage: page }) => {
    await followFast(page);
    await editor.open("pricing");
    await saveAPrice(page);
    const sha = editor.double!.head();
    editor.double!.checks.checkRun(sha, "in_progress");

    await page.getByRole("link", { name: "All files", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Choose what to change" })).toBeVisible();
    await expect(saying(page, CHECKING)).toBeVisible();
    editor.double!.checks.checkRun(sha, { conclusion: "success" });
    await expect(saying(page, PUBLISHING)).toBeVisible();

    await page.reload();
    await expect(saying(page, PUBLISHING)).toBeVisible();
    editor.double!.checks.deploy(sha, "success", { environmentUrl: DEPLOY_URL });
    await expect(saying(page, LIVE).getByRole("link", { name: liveLink("pricing"), exact: true })).toHaveAttribute("href", liveLink("pricing"));
    await expectNoAxeViolations(page);
  });
});

test.describe("locally, a save says where it went and how to see it", { tag: ANY_WIDTH }, () => {
  test.use({ backend: "local" });

  test("saved into the content folder; the page on this computer once built again", async ({ editor, editorPage: page }) => {
    await editor.open("pricing");
    await saveAPrice(page);
    await expect(saying(page, `Saved into ${contentFilePath("pricing")}: "`)).toBeVisible();
    const hint = page.getByText("This computer's site shows the last build");
    await expect(hint).toContainText("npm run build");
    const link = new URL(pagePathOf("pricing"), editor.url).href;
    await expect(hint.getByRole("link", { name: link, exact: true })).toHaveAttribute("href", link);
  });
});
