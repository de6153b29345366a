/**
 * The service area in the editor (issue 57, item 3), as the owner uses it, on a phone and a computer, through each
 * backend once (PHONE_AND_COMPUTER_RUNS: the GitHub double on the phone, the local endpoint on the computer): a postcode added and one
 * removed, each typed key by key as the owner would (small letters, no space), with a reload between them that keeps
 * the unsaved change; the save changes only those two lines, the list still passes its own rules, and axe finds
 * nothing on the screen, where the site's layout rules hold. Online, a sign-in that ends before the save is renewed
 * from the screen, and the change is saved, then followed through the GitHub double's check and deploy until it is
 * live on the booking page, where visitors check their postcode. The postcodes come from the list the backend starts with (the content), never copied.
 */
import type { Page } from "@playwright/test";
import { POSTCODE_LIST_FILE, editedFilePath } from "../../src/content/names.ts";
import { checkPostcodeList } from "../../src/content/postcode-list-rules.ts";
import { postcodeEntries } from "../../src/features/postcode/postcode-list.ts";
import { normalisePostcode } from "../../src/lib/normalise-postcode.ts";
import { PAGES } from "../../src/lib/site-paths.ts";
import { ANY_WIDTH, expectNoAxeViolations } from "../support/fixtures";
import { DEPLOY_URL, followFast, followSaying, liveLinkAt } from "../support/followed-save";
import { expectLayoutRules, screenAt } from "../support/layout-rules";
import { PHONE_AND_COMPUTER_RUNS, diffLines, expect, fileTitle, save, saying, test } from "../support/site-editor";

test.describe.configure({ timeout: 120_000 });

const LIST_PATH = editedFilePath(POSTCODE_LIST_FILE);

/** A postcode as the owner types it in a hurry: small letters, no space. */
const typedLoosely = (postcode: string) => postcode.replace(" ", "").toLowerCase();

/** The postcodes the journey adds and removes: both in the list's first district, the one added a unit the list lacks. */
function journeyPostcodes(list: string) {
  const covered = postcodeEntries(list);
  const district = covered[0].split(" ")[0];
  const inDistrict = covered.filter((postcode) => postcode.split(" ")[0] === district);
  const sector = covered[0].slice(0, -2);
  const units = "ABDEFGHJLNPQRSTUWXYZ";
  const toAdd = [...units]
    .flatMap((first) => [...units].map((second) => normalisePostcode(`${sector}${first}${second}`)))
    .find((postcode) => postcode !== null && !covered.includes(postcode))!;
  return { district, count: inDistrict.length, toAdd, toRemove: inDistrict.at(-1)! };
}

/** From the list of files, the Service area, open once it shows the district with its count. */
async function openServiceArea(page: Page, district: string, count: number): Promise<void> {
  await page.getByRole("link", { name: fileTitle(POSTCODE_LIST_FILE), exact: true }).click();
  await expect(page.getByText(`${district} — ${count} postcodes`, { exact: true })).toBeVisible({ timeout: 30_000 });
}

/** A postcode typed as the owner types it (small letters, no space) into the add box, and added with Enter. */
async function addPostcode(page: Page, postcode: string): Promise<void> {
  const addBox = page.getByRole("textbox", { name: "Postcode to add", exact: true });
  await addBox.click();
  await addBox.pressSequentially(typedLoosely(postcode));
  await addBox.press("Enter");
  await expect(saying(page, `Added ${postcode}: save to put it on the site.`)).toBeVisible();
}

for (const { backend, width } of PHONE_AND_COMPUTER_RUNS) {
  test.describe(`the service area at ${width} px, saved ${backend === "local" ? "on this computer" : "on GitHub"}`, { tag: ANY_WIDTH }, () => {
    test.use({ backend, ...screenAt(width) });

    test("a postcode added and one removed, typed as the owner types them, with a reload between: only their two lines change", async ({
      editor,
      editorPage: page,
    }) => {
      const before = editor.bytes(LIST_PATH)!.toString("utf8");
      const { district, count, toAdd, toRemove } = journeyPostcodes(before);
      await editor.open();
      await openServiceArea(page, district, count);
      await expect(page.getByRole("heading", { level: 1, name: fileTitle(POSTCODE_LIST_FILE), exact: true })).toBeVisible();

      await addPostcode(page, toAdd);
      const summary = page.getByText(`${district} — ${count + 1} postcodes`, { exact: true });
      await expect(summary).toBeVisible();
      // A district draws its postcodes when it opens: the one added is among them.
      await summary.click();
      const districtGroup = page.getByRole("group").filter({ has: summary });
      await expect(districtGroup.getByRole("button", { name: `Remove ${toAdd}`, exact: true })).toBeVisible();
      await expect(districtGroup.getByRole("button", { name: /^Remove / })).toHaveCount(count + 2);

      await page.reload();
      const changes = page.getByRole("region", { name: "Your changes, not saved yet", exact: true });
      await expect(changes).toContainText(`Added: ${toAdd}`, { timeout: 30_000 });
      await expect(page.getByText(/^Your unsaved changes from .* are back\./)).toBeVisible();
      await expectNoAxeViolations(page);
      await expectLayoutRules(page, "the service area: ");

      const find = page.getByRole("searchbox", { name: "Postcode, or its first letters", exact: true });
      await find.click();
      await find.pressSequentially(typedLoosely(toRemove));
      await page
        .getByRole("list", { name: "Postcodes found", exact: true })
        .getByRole("button", { name: `Remove ${toRemove}`, exact: true })
        .click();
      await expect(changes).toContainText(`Removed: ${toRemove}`);
      await expect(find).toBeFocused();
      await save(page);

      const after = editor.bytes(LIST_PATH)!.toString("utf8");
      expect(diffLines(before, after)).toMatchObject({ added: [toAdd], removed: [toRemove] });
      expect(checkPostcodeList(after)).toEqual([]);
      await expect.poll(() => editor.saves().map((saved) => saved.message)).toEqual([`${fileTitle(POSTCODE_LIST_FILE)}: added ${toAdd}; removed ${toRemove}`]);
      await expect(changes).toHaveCount(0);
    });
  });
}

test.describe("the service area online, when the sign-in has ended", { tag: ANY_WIDTH }, () => {
  test.use({ backend: "github" });

  test("a postcode added, the sign-in ends before Save: Sign in again, and the change, kept, is saved and followed until live", async ({
    editor,
    editorPage: page,
  }) => {
    const before = editor.bytes(LIST_PATH)!.toString("utf8");
    const { district, count, toAdd } = journeyPostcodes(before);
    await followFast(page);
    await editor.open();
    await openServiceArea(page, district, count);
    await addPostcode(page, toAdd);

    editor.double!.expireToken();
    editor.expectFailedLoads(401);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(saying(page, "Your GitHub sign-in has ended. Your changes are kept here: sign in again to save them.")).toBeVisible();
    expect(editor.saves()).toEqual([]);

    await page.getByRole("button", { name: "Sign in again", exact: true }).click();
    await expect(page.getByRole("region", { name: "Your changes, not saved yet", exact: true })).toContainText(`Added: ${toAdd}`, { timeout: 30_000 });
    await save(page);
    expect(diffLines(before, editor.bytes(LIST_PATH)!.toString("utf8"))).toMatchObject({ added: [toAdd], removed: [] });

    // Followed as a content file's save is: checked, then live where visitors check their postcode.
    const sha = editor.double!.head();
    editor.double!.checks.checkRun(sha, "in_progress");
    await expect(saying(page, followSaying({ kind: "checking" }))).toBeVisible();
    editor.double!.checks.checkRun(sha, { conclusion: "success" });
    editor.double!.checks.deploy(sha, "success", { environmentUrl: DEPLOY_URL });
    const live = liveLinkAt(PAGES.book.path);
    await expect(saying(page, followSaying({ kind: "live", url: live })).getByRole("link", { name: live, exact: true })).toHaveAttribute("href", live);
  });
});
