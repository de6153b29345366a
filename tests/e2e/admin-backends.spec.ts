/**
 * What the editor learns from where it saves (issue 48), through each backend as admin.spec.ts: the checks across
 * files and the go-live list read every file as it is now (the local folder, GitHub's branch), not as the editor was
 * built; and online, GitHub's refusals are said as GitHub means them: a branch's rules (a ruleset) in GitHub's own
 * words, never offered as a conflict, and a sign-in that has ended, with nothing changed, only asks for a new one.
 * Expectations come from the content, the content check's own code and the GitHub double's own answers.
 */
import fs from "node:fs";
import path from "node:path";
import { applyEdits } from "../../src/admin/line-edits/apply-edits.ts";
import { SignInError } from "../../src/admin/backends/errors.ts";
import { schemaFile } from "../../src/content/file-declarations.ts";
import { goLiveHeading } from "../../src/content/problem.ts";
import { PROJECT_ROOT } from "../support/content-root.ts";
import { WRITE_RULE_BROKEN } from "../support/github-double-routes.ts";
import { escapeRegExp } from "../support/booking-content";
import { ANY_WIDTH } from "../support/fixtures";
import { BACKENDS, checkWithText, contentOf, expect, fieldOf, fileOpen, fileTitle, goLiveItems, save, saying, test } from "../support/site-editor";

test.describe.configure({ timeout: 120_000 });

/** The testimonials' switch that says they are still samples: the property its schema marks `x-placeholder` with a `while`. */
const samplesSwitch = (() => {
  const schema = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "schemas", schemaFile("testimonials")), "utf8")) as {
    properties: Record<string, { "x-placeholder"?: { while?: unknown } }>;
  };
  const [key, property] = Object.entries(schema.properties).find(([, property]) => property["x-placeholder"]?.while !== undefined)!;
  return { key, while: property["x-placeholder"]!.while };
})();

for (const backend of BACKENDS) {
  test.describe(`the checks read the content as it is now ${backend === "local" ? "in the content folder" : "on GitHub"}`, { tag: ANY_WIDTH }, () => {
    test.use({ backend });

    test("sample reviews declared genuine and saved: Site-wide settings, opened next, no longer lists them to replace", async ({
      editor,
      editorPage: page,
    }) => {
      const before = editor.read("testimonials");
      // The file's fields by name, as the schema's switch names one: the checked values, widened, never cast.
      const starting: Record<string, unknown> = { ...contentOf("testimonials", before) };
      expect(starting[samplesSwitch.key], "the starting content has sample reviews").toBe(samplesSwitch.while);
      const listed = checkWithText("testimonials", before).placeholders;

      await editor.open("testimonials");
      const samples = page.getByRole("checkbox", { name: fieldOf("testimonials", [samplesSwitch.key]).label, exact: true });
      await samples.focus();
      await samples.press("Space");
      await expect(samples).not.toBeChecked();
      await save(page);
      const saved = editor.read("testimonials");
      expect(saved).toBe(applyEdits(before, { ...starting, [samplesSwitch.key]: !samplesSwitch.while }));
      // The whole content as the backend now has it: the others as they started.
      const left = checkWithText("testimonials", saved);
      expect(left.placeholders.length, "saving fixed one thing to replace").toBeLessThan(listed.length);

      await editor.open("site");
      const goLive = page.getByRole("region", { name: goLiveHeading(left.placeholders.length) });
      await expect(goLive.getByRole("listitem")).toHaveText(goLiveItems(left));
    });
  });
}

test.describe("online, GitHub's refusals said as GitHub means them", { tag: ANY_WIDTH }, () => {
  test.use({ backend: "github" });

  test("a save the branch's ruleset refuses: GitHub's reason and what to do, the change kept, no conflict offered", async ({ editor, editorPage: page }) => {
    const before = editor.read("testimonials");
    await editor.open("testimonials");
    const samples = page.getByRole("checkbox", { name: fieldOf("testimonials", [samplesSwitch.key]).label, exact: true });
    await samples.focus();
    await samples.press("Space");
    await expect(samples).not.toBeChecked();

    editor.double!.refuseWrites("ruleset");
    editor.expectFailedLoads(409);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      saying(page, new RegExp(`^GitHub's rules for the "[^"]+" branch refused the save: "${escapeRegExp(WRITE_RULE_BROKEN)}" .*Your changes are kept`)),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Apply my changes to the newer file" })).toHaveCount(0);
    await expect(page.getByText(/changed on GitHub since you opened it/)).toHaveCount(0);
    await expect(samples).not.toBeChecked();
    expect(editor.read("testimonials")).toBe(before);
    expect(editor.saves()).toEqual([]);
  });

  test("a file opened after the sign-in has ended, with nothing changed: the editor only asks to sign in again, then opens it", async ({
    editor,
    editorPage: page,
  }) => {
    await editor.open();
    editor.double!.expireToken();
    editor.expectFailedLoads(401);
    await page.getByRole("link", { name: fileTitle("pricing"), exact: true }).click();
    await expect(saying(page, new SignInError().message)).toBeVisible();
    await expect(page.getByText(/Your changes are kept/)).toHaveCount(0);

    await page.getByRole("button", { name: "Sign in again", exact: true }).click();
    await fileOpen(page, "pricing");
  });
});
