/**
 * A helper with their own access (issue 67): a second person, signed in with their own GitHub account (a collaborator
 * of the GitHub double's repository), changes a price key by key and saves. The editor says it saved as them, and
 * Recent changes names them by the name on their GitHub profile. Then the owner takes their access back (the
 * repository's Settings › Collaborators › Remove): the helper's next save is refused (GitHub's 403), said in words
 * that say whom to ask, nothing is written, and the change is kept, through a reload. Online only: `npm run edit`
 * saves on the owner's own computer, where nobody signs in. On a phone and a computer.
 */
import { DESKTOP_VIEWPORT, PHONE } from "../../scripts/tools/browsers.ts";
import { formatPounds } from "../../src/lib/format.ts";
import { ANY_WIDTH } from "../support/fixtures";
import { screenAt } from "../support/layout-rules";
import { FIRST_PRICE, expect, fileOpen, fileTitle, priceBox, retype, save, saying, test, type HelperAccount } from "../support/site-editor";
import { draftKeeps } from "./support/photo-pair";

// A journey that opens the editor two or three times and types its changes key by key: as long as admin-history's.
test.describe.configure({ timeout: 90_000 });

/** The helper's GitHub account: made for the test, never from content. */
const HELPER: HelperAccount = { login: "sam-helper", name: "Sam Helper" };
const { tier, price } = FIRST_PRICE;

for (const width of [PHONE.viewport.width, DESKTOP_VIEWPORT.width]) {
  test.describe(`a helper's own access at ${width} px`, { tag: ANY_WIDTH }, () => {
    test.use({ backend: "github", signInAs: HELPER, ...screenAt(width) });

    test("the helper saves as themselves and Recent changes names them; once their access is taken back, a save is refused in words and nothing is lost", async ({
      editor,
      editorPage: page,
    }) => {
      await editor.open("pricing");
      await retype(priceBox(page), String(price + 1));
      await save(page);
      await expect(saying(page, `Saved as ${HELPER.name}: "${fileTitle("pricing")}: `)).toBeVisible();
      expect(editor.double?.lastCommit().author).toBe(HELPER.name);

      await page.getByRole("link", { name: "All files", exact: true }).click();
      await page.getByRole("link", { name: "Recent changes", exact: true }).click();
      const newest = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: new RegExp(`${formatPounds(price + 1)}$`) }) });
      await expect(newest).toContainText(`by ${HELPER.name}`);

      // The owner removes the helper from the repository's collaborators.
      editor.double?.removeCollaborator(HELPER.login);
      const saved = editor.read("pricing");
      await editor.open("pricing");
      await retype(priceBox(page), String(price + 2));
      await draftKeeps(page, `"${tier.id}":${price + 2}`);
      editor.expectFailedLoads(403);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(
        saying(
          page,
          /^GitHub wouldn't let your account save .*: it may no longer change this site's files\. Whoever looks after the site may have taken your access away.* Your changes are kept in this browser\.$/,
        ),
      ).toBeVisible();
      await expect(priceBox(page)).toHaveValue(String(price + 2));
      expect(editor.read("pricing")).toBe(saved);

      await page.reload();
      await fileOpen(page, "pricing");
      await expect(page.getByText(/^Your unsaved changes from .+ are back\. Save them, or discard them\.$/)).toBeVisible();
      await expect(priceBox(page)).toHaveValue(String(price + 2));
    });
  });
}
