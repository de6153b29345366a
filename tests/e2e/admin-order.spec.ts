/**
 * Order in one or two taps (issue 57): the FAQ's last question moved to the top with one tap of its "Move to top" (on a
 * phone) or from the keyboard (on a computer), told to a screen reader, saved through each backend, and the saved
 * content asking the site to show it first. Expectations come from the content as the test starts.
 */
import type { Locator, Page } from "@playwright/test";
import { entryControlName, movedInWords } from "../../src/admin/form/lists/entry-controls.ts";
import { ANY_WIDTH, expectNoAxeViolations, isPhone } from "../support/fixtures";
import { screenAt } from "../support/layout-rules";
import { PHONE_AND_COMPUTER_RUNS, contentOf, expect, fileForm, save, test } from "../support/site-editor";

test.describe.configure({ timeout: 120_000 });

/** Presses Tab until `target` has the focus: it is reached by the keyboard, in the page's order. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60 && !(await target.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
}

for (const { backend, width } of PHONE_AND_COMPUTER_RUNS) {
  test.describe(`order in one tap at ${width} px, saved ${backend === "local" ? "in the content folder" : "on GitHub"}`, { tag: ANY_WIDTH }, () => {
    test.use({ backend, ...screenAt(width) });

    test("a question moved to the top of the FAQ", async ({ editor, editorPage: page }) => {
      const questions = contentOf("faq", editor.read("faq")).items;
      const last = questions.at(-1)!;
      const button = (action: Parameters<typeof entryControlName>[0]) =>
        page.getByRole("button", { name: entryControlName(action, last.question), exact: true });

      await editor.open("faq");
      const form = fileForm(page, "faq");
      const entry = form.locator("summary", { has: page.getByText(last.question, { exact: true }) });
      await entry.click();
      const toTop = button("Move to top");
      if (isPhone(page)) await toTop.click();
      else {
        await tabTo(page, toTop);
        await page.keyboard.press("Enter");
      }

      // First now: its way up and to the top off, the focus on its Move down, and a screen reader told where it went.
      await expect(form.locator("summary").first()).toHaveText(last.question);
      await expect(toTop).toBeDisabled();
      await expect(button("Move up")).toBeDisabled();
      await expect(button("Move down")).toBeFocused();
      await expect(form.getByText(movedInWords(last.question, 0, questions.length), { exact: true })).toBeAttached();
      await expectNoAxeViolations(page);

      await save(page);
      const saved = contentOf("faq", editor.read("faq")).items;
      // The site shows the questions in the file's order: the moved one first, the others as they were, every link kept.
      expect(saved.map((item) => item.id)).toEqual([last.id, ...questions.slice(0, -1).map((item) => item.id)]);
      await expect.poll(() => editor.saves().at(-1)?.message).toMatch(/ to the top$/);
    });
  });
}
