/**
 * A closure, as the owner adds one (issue 57 item 5, the editor's half): in the site-wide settings, a closure added,
 * its first and last days typed key by key into the phone's date boxes and its message typed, then saved; the editor
 * reminds the owner, with the save, to block the same days in the scheduling service, which the site's notice doesn't
 * stop (docs/decisions.md 35). The site's notice on those days is closures.spec.ts's. On a phone and a computer,
 * against both backends.
 */
import { closureDays } from "../../src/admin/checks/closure-reminders.ts";
import { addControlName } from "../../src/admin/form/lists/entry-controls.ts";
import type { GroupField, ListField } from "../../src/admin/schema/field-types.ts";
import { providerFor } from "../../src/features/scheduling/providers.ts";
import { businessDay, dayAfter } from "../../src/lib/business-day.ts";
import { ANY_WIDTH, expectNoAxeViolations } from "../support/fixtures";
import { screenAt } from "../support/layout-rules";
import { booking, site } from "../support/site-pages";
import { PHONE_AND_COMPUTER_RUNS, contentOf, expect, fieldOf, fileForm, save, test, typeDate } from "../support/site-editor";

/** The closure the owner adds: a month from today, for four days (never over, whatever day the test runs), and its message. */
const daysFromToday = (days: number): string => dayAfter(businessDay(), days);
const CLOSURE = { from: daysFromToday(30), to: daysFromToday(33), message: "Away for a wedding." };

/** The closures' list and its entry's fields, by the labels the schema gives them. */
const daysList = fieldOf("site", ["closures", "days"]) as ListField;
const entryLabel = (key: string) => (daysList.item as GroupField).fields.find((field) => field.key === key)!.label;

for (const { backend, width } of PHONE_AND_COMPUTER_RUNS) {
  test.describe(`a closure at ${width} px, saving ${backend === "local" ? "into the content folder" : "to GitHub"}`, { tag: ANY_WIDTH }, () => {
    test.use({ backend, ...screenAt(width) });

    test("a closure added with its days and saved: the editor says to block the same days in the scheduling service", async ({ editor, editorPage: page }) => {
      await editor.open("site");
      const list = fileForm(page, "site").getByRole("group", { name: daysList.label, exact: true });
      await list.getByRole("button", { name: addControlName(daysList.singular), exact: true }).click();
      await typeDate(list.getByLabel(entryLabel("from"), { exact: true }), CLOSURE.from);
      await typeDate(list.getByLabel(entryLabel("to"), { exact: true }), CLOSURE.to);
      await list.getByRole("textbox", { name: entryLabel("message"), exact: true }).pressSequentially(CLOSURE.message);

      // Beside Save, before it and after it: the days, in words a calendar uses, to block in the service.
      const service = providerFor(booking.scheduling).title;
      const reminder = page.getByRole("region", { name: new RegExp(`^To do in ${service}`) });
      await expect(reminder.getByRole("listitem")).toHaveText([`${closureDays(CLOSURE, site.language)}: ${CLOSURE.message}`]);
      await save(page);
      await expect(reminder.getByRole("listitem")).toHaveText([`${closureDays(CLOSURE, site.language)}: ${CLOSURE.message}`]);
      // Scanned at each width (one run each): what the backends draw differently (signing in online) is admin-access.spec.ts's scan.
      await expectNoAxeViolations(page);

      expect(contentOf("site", editor.read("site")).closures.days).toEqual([...site.closures.days, CLOSURE]);
    });
  });
}
